import MazeKit
import Testing

@testable import GameEngine

/// Scenario tests of the fixtures (docs/rules.md, "Fixtures"): hand-made levels, each action
/// followed by its events and the whole state, for moves, slides, jumps, Demolish and undo.
@Suite struct FixtureRulesTests {
    typealias Gate = Fixtures.Gate
    typealias Portal = Fixtures.Portal
    typealias Belt = Fixtures.Belt
    typealias Tunnel = Fixtures.Tunnel
    typealias Mirror = Fixtures.Mirror
    typealias Trapdoor = Fixtures.Trapdoor
    typealias Spring = Fixtures.Spring
    typealias Chasm = Fixtures.Chasm

    /// `picture` as a level (see `level(_:budget:)`) with these fixtures, its par solved with them.
    static func fixtureLevel(
        _ picture: String, budget: Int, gates: [Gate] = [], portals: [Portal] = [], belts: [Belt] = [], tunnels: [Tunnel] = [],
        mirrors: [Mirror] = [], trapdoors: [Trapdoor] = [], springs: [Spring] = [], chasms: [Chasm] = []
    ) -> Level {
        var built = level(picture, budget: budget)
        built.fixtures = Fixtures(
            width: built.maze.width, height: built.maze.height, gates: gates, portals: portals, belts: belts, tunnels: tunnels,
            mirrors: mirrors, trapdoors: trapdoors, springs: springs, chasms: chasms)
        built.par = MoveGraph(built).solve(from: built.start).par ?? -1
        return built
    }

    // MARK: - Gates

    static let ring = """
        +---+---+---+---+
        | S           E |
        +   +---+---+   +
        |               |
        +---+---+---+---+
        """

    @Test func aGateIsCrossedItsWayAndIsAWallTheOther() {
        var state = GameState(level: Self.fixtureLevel(Self.ring, budget: 20, gates: [Gate(cell: 1, direction: .east)]))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [2], cost: 1)])
        var expected = Snapshot(state)
        // Back against it: as a wall, free, nothing changes.
        #expect(state.apply(.move(.west)) == [.bumpedWall(.west)])
        #expect(Snapshot(state) == expected)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [3], cost: 1), .exitReached(movesUsed: 3)])
        expected.position = 3
        expected.movesUsed = 3
        expected.status = .won
        #expect(Snapshot(state) == expected)
    }

    @Test func aGateAgainstTheShortWaySendsParAround() {
        let level = Self.fixtureLevel(Self.ring, budget: 20, gates: [Gate(cell: 2, direction: .west)])
        #expect(level.par == 5)
        #expect(MoveGraph(level).solve(from: level.start).moves == [.south, .east, .east, .east, .north])
        var state = GameState(level: level)
        state.apply(.move(.east))
        #expect(state.apply(.move(.east)) == [.bumpedWall(.east)])
        #expect(state.position == 1 && state.movesUsed == 1)
    }

    static let iceLine = """
        +---+---+---+---+---+
        | S   ~   ~   ~   E |
        +---+---+---+---+---+
        """

    @Test func slidesAndJumpsStopBeforeAGateAgainstThem() {
        let level = Self.fixtureLevel(Self.iceLine, budget: 20, gates: [Gate(cell: 3, direction: .west)])
        #expect(level.par == -1)  // no way past it
        var state = GameState(level: level, inventory: Inventory(jumps: 2, demolishes: 1))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 1)])
        // Right before it: no jump, and no wall to knock down (the passage is open).
        let before = Snapshot(state)
        #expect(state.apply(.jump(.east)) == [.refused(.jump(.east), .wallInTheWay)])
        #expect(state.apply(.demolish(.east)) == [.refused(.demolish(.east), .noWall)])
        #expect(Snapshot(state) == before)
        #expect(state.isTrapped == false)  // a Demolish in hand is never trapped
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2])])
        #expect(jumper.position == 2 && jumper.movesUsed == 1 && jumper.inventory.jumps == 0)
        #expect(jumper.isTrapped)
    }

    // MARK: - Portals

    static let twoRows = """
        +---+---+---+---+
        | S           ~ |
        +---+---+---+---+
        | E   ~       $ |
        +---+---+---+---+
        """

    @Test func enteringAPortalEndsTheMoveOnItsOtherCell() {
        let level = Self.fixtureLevel(Self.twoRows, budget: 20, portals: [Portal(a: 6, b: 2)])
        #expect(level.fixtures.portals == [Portal(a: 2, b: 6)])
        #expect(level.par == 3)
        var state = GameState(level: level)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1)])
        // Carried to 6, where the move ends, though the way on (7) is open.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [2, 6], cost: 1)])
        #expect(state.position == 6 && state.movesUsed == 2)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [7], cost: 1), .crateOpened(index: 0, coins: 5)])
        // Back into the far end: carried to the near one.
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [6, 2], cost: 1)])
        #expect(state.position == 2)
        var expected = Snapshot(state)
        expected.movesUsed = 4
        expected.openedCrates = [true]
        #expect(Snapshot(state) == expected)
    }

    static let iceRows = """
        +---+---+---+---+
        | S   ~   ~     |
        +---+---+---+---+
        | E   ~   ~     |
        +---+---+---+---+
        """

    @Test func aSlideOrAJumpIntoAPortalEndsOnItsOtherCell() {
        let level = Self.fixtureLevel(Self.iceRows, budget: 20, portals: [Portal(a: 3, b: 7)])
        var state = GameState(level: level)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3, 7], cost: 1)])
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [6, 5, 4], cost: 1), .exitReached(movesUsed: 2)])
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3, 7])])
        #expect(jumper.position == 7 && jumper.movesUsed == 1)
        // A portal onto the exit wins there.
        var won = GameState(level: Self.fixtureLevel(Self.iceRows, budget: 20, portals: [Portal(a: 3, b: 4)]))
        #expect(won.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3, 4], cost: 1), .exitReached(movesUsed: 1)])
        #expect(won.status == .won)
    }

    // MARK: - Belts

    static let corridor = """
        +---+---+---+---+---+---+
        | S       $       $   E |
        +---+---+---+---+---+---+
        """

    @Test func aBeltCarriesItsWayAndTakesWhatItPasses() {
        let level = Self.fixtureLevel(Self.corridor, budget: 20, belts: [Belt(cell: 1, direction: .east), Belt(cell: 2, direction: .east)])
        var state = GameState(level: level)
        // Onto the belt: carried two cells on, taking the crate on the belt.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3], cost: 1), .crateOpened(index: 0, coins: 5)])
        // Against it: carried back where the move began, for a move.
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [2, 3], cost: 1)])
        var expected = Snapshot(state)
        #expect(expected.position == 3 && expected.movesUsed == 2 && expected.openedCrates == [true, false])
        // A jump flies over belts as over floor.
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(
            jumper.apply(.jump(.east)) == [
                .jumped(direction: .east, path: [1, 2, 3, 4, 5]), .crateOpened(index: 0, coins: 5), .crateOpened(index: 1, coins: 5),
                .exitReached(movesUsed: 1),
            ])
        state.apply(.move(.east))
        expected.position = 4
        expected.movesUsed = 3
        expected.openedCrates = [true, true]
        #expect(Snapshot(state) == expected)
    }

    @Test func aBeltStopsAtAWallAndAMoveEndingOnMudCostsTwo() {
        let picture = """
            +---+---+---+---+
            | S       %   E |
            +---+---+---+---+
            """
        var blocked = GameState(level: Self.fixtureLevel(picture, budget: 20, belts: [Belt(cell: 1, direction: .north)]))
        #expect(blocked.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1)])
        var muddy = GameState(level: Self.fixtureLevel(picture, budget: 20, belts: [Belt(cell: 1, direction: .east)]))
        #expect(muddy.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 2)])
        #expect(muddy.movesUsed == 2)
    }

    @Test func beltsAndIceHandTheMoveOnEachOthersWay() {
        // Down onto a belt east: carried onto ice, which slides on east to the exit.
        let down = """
            +---+---+---+---+
            | S |           |
            +   +---+---+---+
            |     ~   ~   E |
            +---+---+---+---+
            """
        var state = GameState(level: Self.fixtureLevel(down, budget: 20, belts: [Belt(cell: 4, direction: .east)]))
        #expect(state.apply(.move(.south)) == [.moved(direction: .south, path: [4, 5, 6, 7], cost: 1), .exitReached(movesUsed: 1)])
        // A slide west onto a belt north: carried north, into the exit.
        let up = """
            +---+---+---+---+
            | E |           |
            +   +---+---+---+
            |     ~   ~   S |
            +---+---+---+---+
            """
        var slide = GameState(level: Self.fixtureLevel(up, budget: 20, belts: [Belt(cell: 4, direction: .north)]))
        #expect(slide.apply(.move(.west)) == [.moved(direction: .west, path: [6, 5, 4, 0], cost: 1), .exitReached(movesUsed: 1)])
    }

    @Test func twoBeltsFacingEachOtherEndTheMoveAfterAsManyCarriesAsCells() {
        let level = Self.fixtureLevel(
            Self.corridor, budget: 20, belts: [Belt(cell: 1, direction: .east), Belt(cell: 2, direction: .west)])
        var state = GameState(level: level)
        #expect(
            state.apply(.move(.east)) == [
                .moved(direction: .east, path: [1, 2, 1, 2, 1, 2, 1], cost: 1), .crateOpened(index: 0, coins: 5),
            ])
        #expect(state.position == 1 && state.movesUsed == 1)
        // Stepped into from 1, the ring ends on 2 (six carries), and the way east goes on.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [2, 1, 2, 1, 2, 1, 2], cost: 1)])
        #expect(level.par == 5)
    }

    // MARK: - Tunnels

    static let weave = """
        +---+---+---+---+---+
        |   |   |   |   |   |
        +---+---+   +---+---+
        | S   ~ | $ | ~     |
        +---+---+   +---+---+
        |   |   | E |   |   |
        +---+---+---+---+---+
        """

    @Test func aTunnelLeadsUnderTheCorridorWithoutEnteringIt() {
        let level = Self.fixtureLevel(Self.weave, budget: 20, tunnels: [Tunnel(cell: 6, direction: .east)])
        var state = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        // Onto ice, through the tunnel (the crate on the cell passed under stays), on over ice.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [6, 8, 9], cost: 1)])
        #expect(state.openedCrates == [false])
        // Back the other way, then a jump through it.
        #expect(state.apply(.move(.west)) == [.moved(direction: .west, path: [8, 6, 5], cost: 1)])
        #expect(state.apply(.jump(.east)) == [.jumped(direction: .east, path: [6, 8, 9])])
        #expect(state.position == 9 && state.movesUsed == 3 && state.inventory.jumps == 0)
        // The corridor over it (2, 7, 12) is out of reach: the exit at 12 is too.
        #expect(level.par == -1)
    }

    @Test func theCorridorOverATunnelIsWalkedAsAnyOtherAndItsWallsStand() {
        let short = """
            +---+---+---+
            | S |   | E |
            +---+   +---+
            |   |   |   |
            +---+---+---+
            """
        let level = Self.fixtureLevel(short, budget: 20, tunnels: [Tunnel(cell: 0, direction: .east)])
        #expect(level.par == 1)
        var state = GameState(level: level, inventory: Inventory(jumps: 0, demolishes: 2))
        // The wall at the tunnel's mouth cannot come down; another wall can.
        #expect(state.apply(.demolish(.east)) == [.refused(.demolish(.east), .tunnelWall)])
        #expect(state.inventory.demolishes == 2)
        #expect(state.apply(.demolish(.south)) == [.wallDemolished(cell: 0, direction: .south)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [2], cost: 1), .exitReached(movesUsed: 1)])
        // Over it: in from the north down to the exit, taking the crate on the crossing.
        let over = """
            +---+---+---+---+---+
            |   |   | S |   |   |
            +---+---+   +---+---+
            |     ~ | $ | ~     |
            +---+---+   +---+---+
            |   |   | E |   |   |
            +---+---+---+---+---+
            """
        var walker = GameState(
            level: Self.fixtureLevel(over, budget: 20, tunnels: [Tunnel(cell: 8, direction: .west)]),
            inventory: Inventory(jumps: 0, demolishes: 1))
        #expect(walker.apply(.move(.south)) == [.moved(direction: .south, path: [7], cost: 1), .crateOpened(index: 0, coins: 5)])
        // On the crossing, its east and west walls are the tunnel's: they cannot come down.
        let before = Snapshot(walker)
        #expect(walker.apply(.demolish(.east)) == [.refused(.demolish(.east), .tunnelWall)])
        #expect(walker.apply(.demolish(.west)) == [.refused(.demolish(.west), .tunnelWall)])
        #expect(walker.apply(.move(.east)) == [.bumpedWall(.east)])
        #expect(Snapshot(walker) == before)
        #expect(walker.apply(.move(.south)) == [.moved(direction: .south, path: [12], cost: 1), .exitReached(movesUsed: 2)])
    }

    // MARK: - Undo and trapped

    @Test func undoPutsBackWhatAPortalOrABeltDid() {
        var (attempt, before) = UndoTests.played(
            Self.fixtureLevel(Self.twoRows, budget: 20, portals: [Portal(a: 2, b: 6)]), [.move(.east), .move(.east)])
        UndoTests.expectUndo(&attempt, back: before[1], undoing: .move(.east))
        #expect(attempt.state.position == 1 && attempt.state.movesUsed == 1)
        let belts = Self.fixtureLevel(Self.corridor, budget: 20, belts: [Belt(cell: 1, direction: .east), Belt(cell: 2, direction: .east)])
        var (carried, start) = UndoTests.played(belts, [.move(.east)])
        #expect(carried.state.openedCrates == [true, false])
        UndoTests.expectUndo(&carried, back: start[0], undoing: .move(.east))
        #expect(carried.state.openedCrates == [false, false] && carried.state.position == 0)
    }

    @Test func aJumpOverABeltMovesCannotPassIsNoTrap() {
        // The belt at 2 turns every move east back; only a jump gets past it.
        let picture = """
            +---+---+---+---+---+
            | S               E |
            +---+---+---+---+---+
            """
        let level = Self.fixtureLevel(picture, budget: 20, belts: [Belt(cell: 2, direction: .west)])
        #expect(level.par == -1)
        #expect(GameState(level: level).isTrapped)
        var jumper = GameState(level: level, inventory: Inventory(jumps: 1, demolishes: 0))
        #expect(jumper.isTrapped == false)
        #expect(jumper.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3, 4]), .exitReached(movesUsed: 1)])
    }
}
