import MazeKit
import Testing

@testable import GameEngine

/// Scenario tests of chasms (docs/rules.md, "Fixtures"), on hand-made levels.
extension FixtureRulesTests {
    /// 0 S, 1, 2, 3, 4, 5 E on top; 6 to 11 below; 0 and 6 joined, 5 and 11.
    static let chasmRows = """
        +---+---+---+---+---+---+
        | S                   E |
        +   +---+---+---+---+   +
        |                       |
        +---+---+---+---+---+---+
        """

    @Test func noMoveEntersAChasmAndTheWalkGoesRound() {
        let level = Self.fixtureLevel(Self.chasmRows, budget: 20, chasms: [Chasm(cell: 2)])
        var state = GameState(level: level)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1)])
        // Into the chasm: a wall to a step, free, nothing changes.
        #expect(state.apply(.move(.east)) == [.bumpedWall(.east)])
        #expect(state.position == 1 && state.movesUsed == 1)
        // Round by the bottom row: down, five east, up.
        #expect(level.par == 7)
        #expect(Mechanic.chasms.isOnEveryParRoute(of: level))
        let floored = Mechanic.chasms.removed(from: level)
        #expect(floored?.par == 5 && floored?.fixtures.chasms.isEmpty == true)
    }

    @Test func aSlideOnIceStopsAtAChasmsEdge() {
        let icy = """
            +---+---+---+---+---+---+
            | S  ~~~  ~~~         E |
            +   +---+---+---+---+   +
            |                       |
            +---+---+---+---+---+---+
            """
        var state = GameState(level: Self.fixtureLevel(icy, budget: 20, chasms: [Chasm(cell: 3)]))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 1)])
    }

    @Test func aJumpFliesOverAChasmAndASpringThrowsAcrossOne() {
        let level = Self.fixtureLevel(Self.chasmRows, budget: 20, chasms: [Chasm(cell: 2)])
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3, 4, 5]), .exitReached(movesUsed: 1)])
        var thrown = GameState(level: Self.fixtureLevel(Self.chasmRows, budget: 20, springs: [Spring(cell: 1)], chasms: [Chasm(cell: 2)]))
        #expect(
            thrown.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3, 4, 5], cost: 1), .exitReached(movesUsed: 1)])
    }

    @Test func aFlightLandsOnTheLastFloorBeforeTheWallAndNeverInAChasm() {
        // A wall between 4 and 5: the exit is reached from below.
        let walled = """
            +---+---+---+---+---+---+
            | S                 | E |
            +   +---+---+---+---+   +
            |                       |
            +---+---+---+---+---+---+
            """
        let level = Self.fixtureLevel(walled, budget: 20, chasms: [Chasm(cell: 3), Chasm(cell: 4)])
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        // Over nothing but the two chasms to the wall: it lands back on 2, the chasms not entered.
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2])])
        // From 2 only chasms lie before the wall: nowhere to land, so no jump, and it stays in hand.
        var stuck = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        stuck.apply(.move(.east))
        stuck.apply(.move(.east))
        #expect(stuck.position == 2)
        #expect(stuck.apply(.jump(.east)) == [.refused(.jump(.east), .wallInTheWay)])
        #expect(stuck.inventory.jumps == 1)
    }
}
