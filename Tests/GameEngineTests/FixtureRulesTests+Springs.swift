import MazeKit
import Testing

@testable import GameEngine

/// Scenario tests of springs (docs/rules.md, "Fixtures"), on hand-made levels.
extension FixtureRulesTests {
    /// 0 S, 1, 2, 3, 4 E on top; 5, 6, 7 (a crate), 8, 9 mud below; 2 and 7 joined.
    static let springRows = """
        +---+---+---+---+---+
        | S               E |
        +---+---+   +---+---+
        |         $      %%%|
        +---+---+---+---+---+
        """

    @Test func aSpringThrowsThePlayerOnToTheNextWallForOneMove() {
        let level = Self.fixtureLevel(Self.springRows, budget: 20, springs: [Spring(cell: 1)])
        var state = GameState(level: level)
        // Onto the spring at 1, thrown east: the exit ends the flight.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3, 4], cost: 1), .exitReached(movesUsed: 1)])
        #expect(level.par == 1)
    }

    /// 0, 1, 2, 3, 4 E on top; 5 S, 6, 7 (a crate), 8, 9 mud below; 2 and 7 joined.
    static let springJunction = """
        +---+---+---+---+---+
        |                 E |
        +---+---+   +---+---+
        | S       $      %%%|
        +---+---+---+---+---+
        """

    @Test func aSpringIsCrossedOnlyStraightAndLeftAsAnyCell() {
        // The spring on the junction at 2: heading north into the outer wall it cannot throw,
        // and the player stays on it; heading east it throws them past the way down.
        let level = Self.fixtureLevel(Self.springJunction, budget: 20, springs: [Spring(cell: 2)])
        var state = GameState(level: level)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [6], cost: 1)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [7], cost: 1), .crateOpened(index: 0, coins: 5)])
        #expect(state.apply(.move(.north)) == [.moved(direction: .north, path: [2], cost: 1)])
        #expect(state.position == 2)
        // Leaving a spring is a plain step.
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [1], cost: 1)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [2, 3, 4], cost: 1), .exitReached(movesUsed: 5)])
        // Leaving the spring east is a plain step: par is 5 (east, east, north, east, east).
        #expect(level.par == 5)
    }

    @Test func aSpringsFlightTakesTheItemsBelowAndALandingOnMudCostsTwo() {
        let level = Self.fixtureLevel(Self.springJunction, budget: 20, springs: [Spring(cell: 6)])
        var state = GameState(level: level)
        let events = state.apply(.move(.east))
        #expect(events == [.moved(direction: .east, path: [6, 7, 8, 9], cost: 2), .crateOpened(index: 0, coins: 5)])
        #expect(state.position == 9 && state.movesUsed == 2)
    }

    @Test func aSlideOnIceIntoASpringIsThrownOnAndAJumpFliesOverOne() {
        let icy = """
            +---+---+---+---+---+---+
            | S  ~~~        |     E |
            +---+---+---+---+   +   +
            |                       |
            +---+---+---+---+---+---+
            """
        let level = Self.fixtureLevel(icy, budget: 20, springs: [Spring(cell: 2)])
        var state = GameState(level: level)
        // Onto the ice at 1, slid into the spring at 2, thrown on to the wall after 3.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3], cost: 1)])
        // A Jump flies over the spring as over floor, to the same wall.
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3])])
    }
}

extension FixtureRulesTests {
    @Test func takingOutSpringsLeavesTheOtherFixturesAndPutsTheMoveBackOnItsFeet() throws {
        let level = Self.fixtureLevel(
            Self.springRows, budget: 20, portals: [Portal(a: 5, b: 9)], springs: [Spring(cell: 1)])
        #expect(level.par == 1)
        #expect(Mechanic.springs.appears(in: level) && !Mechanic.springs.isBasic && Mechanic.springs.hasTip)
        let without = try #require(Mechanic.springs.removed(from: level))
        #expect(without.fixtures.springs.isEmpty && without.fixtures.portals == level.fixtures.portals)
        #expect(without.par == 4)
        #expect(Mechanic.springs.isOnEveryParRoute(of: level))
    }
}
