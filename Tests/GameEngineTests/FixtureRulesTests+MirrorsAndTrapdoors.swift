import MazeKit
import Testing

@testable import GameEngine

/// Scenario tests of mirrors and trapdoors (docs/rules.md, "Fixtures"), on hand-made levels.
/// (The slants are set in code; the `/` in a picture is only a reminder of where the mirror is.)
extension FixtureRulesTests {
    /// 0 S, 1 ice, 2 (the fixture), 3 / 4, 5, 6 ice, 7 / 8 mud with a gem, 9, 10 E, 11.
    static let mirrorRows = """
        +---+---+---+---+
        | S  ~~~  /     |
        +---+---+   +---+
        |        ~~~    |
        +---+---+   +---+
        |%*%      E     |
        +---+---+---+---+
        """

    // MARK: - Mirrors

    @Test func aSlideOnIceIsTurnedByAMirrorAndSlidesOnItsNewHeading() {
        var state = GameState(level: Self.fixtureLevel(Self.mirrorRows, budget: 20, mirrors: [Mirror(cell: 2, slant: .falling)]))
        // East onto the ice, slid into the `\`, turned south and carried to 6, ice again: on south to the exit.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 6, 10], cost: 1), .exitReached(movesUsed: 1)])
        #expect(state.status == .won && state.position == 10)
    }

    @Test func aMirrorTurningIntoAWallKeepsThePlayerAndIsLeftAsAnyCell() {
        let level = Self.fixtureLevel(Self.mirrorRows, budget: 20, mirrors: [Mirror(cell: 2, slant: .rising)])
        var state = GameState(level: level)
        // `/` turns east to north: the outer wall, so the player stays on the mirror.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 1)])
        #expect(state.position == 2 && state.movesUsed == 1)
        // Leaving a mirror steps out normally.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [3], cost: 1)])
        // Back in heading west: `/` turns it south, onto the ice, on to the exit.
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [2, 6, 10], cost: 1), .exitReached(movesUsed: 3)])
        #expect(level.par == 2)
    }

    @Test func aMirrorTurnsAgainWhereTheCarryEntersAnother() {
        let level = Self.fixtureLevel(
            Self.mirrorRows, budget: 20, mirrors: [Mirror(cell: 2, slant: .falling), Mirror(cell: 6, slant: .rising)])
        var state = GameState(level: level)
        // `\` turns east to south, `/` south to west: off the ice at 5.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 6, 5], cost: 1)])
        // A belt's carry onto a mirror is turned too.
        let belted = Self.fixtureLevel(
            Self.mirrorRows, budget: 20, belts: [Belt(cell: 3, direction: .west)], mirrors: [Mirror(cell: 2, slant: .rising)])
        var carried = GameState(level: belted)
        carried.apply(.move(.east))
        #expect(carried.position == 2)
        #expect(carried.apply(.move(.east)) == [.moved(direction: .east, path: [3, 2, 6, 10], cost: 1), .exitReached(movesUsed: 2)])
    }

    @Test func aJumpFliesOverAMirrorAsOverFloor() {
        let level = Self.fixtureLevel(Self.mirrorRows, budget: 20, mirrors: [Mirror(cell: 2, slant: .falling)])
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3])])
        #expect(jumper.position == 3 && jumper.movesUsed == 1 && jumper.inventory.jumps == 0)
    }

    @Test func aJumpOverAMirrorMovesCannotPassIsNoTrap() {
        // The mirror at 4 turns a move east up into 1, and a move back down west to the start:
        // only a Jump gets past it.
        let picture = """
            +---+---+---+
            |   |   |   |
            +---+   +---+
            | S   /   E |
            +---+---+---+
            """
        let level = Self.fixtureLevel(picture, budget: 20, mirrors: [Mirror(cell: 4, slant: .rising)])
        #expect(level.par == -1)
        var state = GameState(level: level)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [4, 1], cost: 1)])
        #expect(state.apply(.move(.south)) == [.moved(direction: .south, path: [4, 3], cost: 1)])
        #expect(GameState(level: level).isTrapped)
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.isTrapped == false)
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [4, 5]), .exitReached(movesUsed: 1)])
    }

    /// The Demolish solver recomputes the moves a mirror turns through the opened wall: the
    /// best run knocks down the wall west of the start, is turned down to the crate by the
    /// mirror and back up through the gap (5 moves); without that carry back it takes 6.
    @Test func theDemolishSolverSeesAMirrorTurnAMoveThroughTheOpenedWall() throws {
        let picture = """
            +---+---+---+---+
            |     / | S   E |
            +   +   +---+---+
            | $             |
            +---+---+---+---+
            """
        let level = Self.fixtureLevel(picture, budget: 20, mirrors: [Mirror(cell: 1, slant: .rising)])
        let route = MoveGraph(level).bestDemolish(from: level.start, taking: 4)
        #expect(route.moves == 5)
        #expect(route.actions == [.demolish(.west), .move(.west), .move(.west), .move(.east), .move(.north), .move(.east)])
        var state = GameState(level: level, inventory: Inventory(jumps: 0, demolishes: 1))
        for action in route.actions { state.apply(action) }
        #expect(state.status == .won && state.movesUsed == 5 && state.openedCrates == [true])
    }

    // MARK: - Trapdoors

    @Test func aSlideIntoATrapdoorDropsOntoItsLandingWhichCostsAsTheMoveEndsThere() {
        let level = Self.fixtureLevel(Self.mirrorRows, budget: 20, trapdoors: [Trapdoor(cell: 2, landing: 8)])
        var state = GameState(level: level)
        // Slid into the trapdoor, dropped onto the mud at 8: the gem there is taken, the move costs 2.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 8], cost: 2), .gemFound(index: 0)])
        var expected = Snapshot(GameState(level: level))
        expected.position = 8
        expected.movesUsed = 2
        expected.foundGems = [true]
        #expect(Snapshot(state) == expected)
        // No way back: the landing is plain floor (mud here), entering it does nothing.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [9], cost: 1)])
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [8], cost: 2)])
        #expect(state.position == 8 && state.movesUsed == 5)
    }

    @Test func aJumpIntoATrapdoorDropsAndCostsOne() {
        let level = Self.fixtureLevel(Self.mirrorRows, budget: 20, trapdoors: [Trapdoor(cell: 2, landing: 8)])
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 8]), .gemFound(index: 0)])
        #expect(jumper.position == 8 && jumper.movesUsed == 1)
        // A mirror's carry into a trapdoor drops too.
        let both = Self.fixtureLevel(
            Self.mirrorRows, budget: 20, mirrors: [Mirror(cell: 2, slant: .falling)], trapdoors: [Trapdoor(cell: 6, landing: 11)])
        var state = GameState(level: both)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 6, 11], cost: 1)])
    }

    @Test func takingOutMirrorsOrTrapdoorsLeavesTheOtherFixtures() throws {
        let level = Self.fixtureLevel(
            Self.mirrorRows, budget: 20, belts: [Belt(cell: 3, direction: .west)], mirrors: [Mirror(cell: 2, slant: .falling)],
            trapdoors: [Trapdoor(cell: 9, landing: 0)])
        #expect(level.par == 1)
        #expect(Mechanic.mirrors.appears(in: level) && Mechanic.trapdoors.appears(in: level))
        #expect(!Mechanic.mirrors.isBasic && !Mechanic.trapdoors.isBasic)
        #expect(Mechanic.added.suffix(6) == [.mirrors, .trapdoors, .springs, .chasms, .doors, .timed])
        let noMirrors = try #require(Mechanic.mirrors.removed(from: level))
        #expect(noMirrors.fixtures.mirrors.isEmpty && noMirrors.fixtures.belts == level.fixtures.belts)
        #expect(noMirrors.fixtures.trapdoors == level.fixtures.trapdoors)
        // Without the mirror the slide stops on 2, and the way on is a move south: par 2.
        #expect(noMirrors.par == 2)
        let noTrapdoors = try #require(Mechanic.trapdoors.removed(from: level))
        #expect(noTrapdoors.fixtures.trapdoors.isEmpty && noTrapdoors.fixtures.mirrors == level.fixtures.mirrors)
        #expect(noTrapdoors.par == 1)
    }
}
