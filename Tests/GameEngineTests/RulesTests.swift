import MazeKit
import Testing

@testable import GameEngine

/// Scenario tests: hand-made levels, every action followed by the whole state (docs/rules.md).
@Suite struct RulesTests {
    static let iceRun = """
        +---+---+---+---+---+---+
        | S   ~   ~       ~   E |
        +---+---+---+---+---+---+
        """

    @Test func aSlideCarriesOnOverIceAndStopsOnEnteringFloor() {
        var state = GameState(level: level(Self.iceRun, budget: 10))
        var expected = Snapshot(state)
        let events = state.apply(.move(.east))
        #expect(events == [.moved(direction: .east, path: [1, 2, 3], cost: 1)])
        expected.position = 3
        expected.movesUsed = 1
        #expect(Snapshot(state) == expected)
        // From floor onto ice again: the slide reaches the exit and wins at once.
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [4, 5], cost: 1), .exitReached(movesUsed: 2)])
        expected.position = 5
        expected.movesUsed = 2
        expected.status = .won
        #expect(Snapshot(state) == expected)
    }

    @Test func aSlideStopsAtAWallOnIce() {
        let picture = """
            +---+---+---+---+
            | S   ~   ~ | E |
            +---+---+   +   +
            |               |
            +---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 1)])
        #expect(Snapshot(state).position == 2 && state.movesUsed == 1)
        // Down from ice: a plain step onto floor.
        #expect(state.apply(.move(.south)) == [.moved(direction: .south, path: [6], cost: 1)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [7], cost: 1)])
        // Up into the exit.
        #expect(state.apply(.move(.north)) == [.moved(direction: .north, path: [3], cost: 1), .exitReached(movesUsed: 4)])
    }

    @Test func mudCostsTwoAndStopsASlide() {
        let picture = """
            +---+---+---+---+---+
            | S   ~   %   ~   E |
            +---+---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2], cost: 2)])
        #expect(state.position == 2 && state.movesUsed == 2)
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [3, 4], cost: 1), .exitReached(movesUsed: 3)])
    }

    @Test func bumpingAWallIsFreeAndChangesNothing() {
        var state = GameState(level: level(Self.iceRun, budget: 10))
        let before = Snapshot(state)
        #expect(state.apply(.move(.north)) == [.bumpedWall(.north)])
        #expect(state.apply(.move(.west)) == [.bumpedWall(.west)])
        #expect(Snapshot(state) == before)
    }

    @Test func aMoveCostingMoreThanTheMovesLeftIsRefused() {
        let picture = """
            +---+---+---+---+
            | S       %   E |
            +---+---+---+---+
            """
        // Spending the last moves on mud away from the exit fails the attempt.
        var tight = GameState(level: level(picture, budget: 3))
        tight.apply(.move(.east))
        #expect(tight.apply(.move(.east)) == [.moved(direction: .east, path: [2], cost: 2), .outOfMoves])
        #expect(tight.status == .failed && tight.movesLeft == 0)
        // With one move left, mud (cost 2) is refused and nothing changes.
        var edge = GameState(level: level(picture, budget: 2))
        edge.apply(.move(.east))  // 1 left
        let snapshot = Snapshot(edge)
        #expect(edge.apply(.move(.east)) == [.refused(.move(.east), .notEnoughMoves(cost: 2, left: 1))])
        #expect(Snapshot(edge) == snapshot)
    }

    @Test func itemsAreTakenMidSlideOnceEach() {
        let picture = """
            +---+---+---+---+---+
            | S  ~$~ ~*~      E |
            +---+---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10))
        #expect(
            state.apply(.move(.east)) == [
                .moved(direction: .east, path: [1, 2, 3], cost: 1), .crateOpened(index: 0, coins: 5), .gemFound(index: 0),
            ])
        #expect(state.openedCrates == [true] && state.foundGems == [true] && state.coinsCollected == 5)
        // Sliding back over them takes nothing twice.
        let events = state.apply(.move(.west))
        #expect(events == [.moved(direction: .west, path: [2, 1, 0], cost: 1)])
    }

    @Test func theExitMidSlideWinsAtOnce() {
        let picture = """
            +---+---+---+---+
            | S  ~E~  ~     |
            +---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 5))
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1), .exitReached(movesUsed: 1)])
        #expect(state.position == 1 && state.status == .won)
        #expect(state.apply(.move(.east)) == [.refused(.move(.east), .attemptOver)])
    }

    @Test func jumpFliesToTheLastCellBeforeAWallIgnoringTerrain() {
        let picture = """
            +---+---+---+---+---+
            | S  ~$~  %     |   |
            +---+---+---+---+   +
            | E                 |
            +---+---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10), inventory: Inventory(jumps: 1, demolishes: 0))
        var expected = Snapshot(state)
        #expect(state.apply(.jump(.east)) == [.jumped(direction: .east, path: [1, 2, 3]), .crateOpened(index: 0, coins: 5)])
        expected.position = 3
        expected.movesUsed = 1
        expected.openedCrates = [true]
        expected.inventory = Inventory(jumps: 0, demolishes: 0)
        #expect(Snapshot(state) == expected)
        #expect(state.apply(.jump(.west)) == [.refused(.jump(.west), .noPowerUp)])
        #expect(Snapshot(state) == expected)
    }

    @Test func jumpIsRefusedBesideAWallAndWinsOverTheExit() {
        let picture = """
            +---+---+---+---+
            | S   E         |
            +---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10), inventory: Inventory(jumps: 2, demolishes: 0))
        let before = Snapshot(state)
        #expect(state.apply(.jump(.west)) == [.refused(.jump(.west), .wallInTheWay)])
        #expect(Snapshot(state) == before)
        #expect(state.apply(.jump(.east)) == [.jumped(direction: .east, path: [1]), .exitReached(movesUsed: 1)])
        #expect(state.inventory.jumps == 1 && state.status == .won)
    }

    @Test func demolishOpensAWallForFreeButNeverTheBoundaryOrAHole() {
        let picture = """
            +---+---+---+---+
            | S |XXX|     E |
            +   +---+---+   +
            |               |
            +---+---+---+---+
            """
        var state = GameState(level: level(picture, budget: 10), inventory: Inventory(jumps: 0, demolishes: 2))
        let before = Snapshot(state)
        #expect(state.apply(.demolish(.north)) == [.refused(.demolish(.north), .boundary)])
        #expect(state.apply(.demolish(.east)) == [.refused(.demolish(.east), .boundary)])  // a hole
        #expect(state.apply(.demolish(.south)) == [.refused(.demolish(.south), .noWall)])
        #expect(Snapshot(state) == before)
        state.apply(.move(.south))
        #expect(state.apply(.demolish(.east)) == [.refused(.demolish(.east), .noWall)])
        state.apply(.move(.east))
        #expect(state.apply(.demolish(.north)) == [.refused(.demolish(.north), .boundary)])  // a hole above
        state.apply(.move(.east))
        var expected = Snapshot(state)
        #expect(state.apply(.demolish(.north)) == [.wallDemolished(cell: 6, direction: .north)])
        expected.inventory = Inventory(jumps: 0, demolishes: 1)
        expected.passages[6] |= Direction.north.bit
        expected.passages[2] |= Direction.south.bit
        #expect(Snapshot(state) == expected)  // no moves spent
        #expect(state.maze.isOpen(6, .north) && !state.level.maze.isOpen(6, .north))
        #expect(state.apply(.move(.north)) == [.moved(direction: .north, path: [2], cost: 1)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [3], cost: 1), .exitReached(movesUsed: 5)])
    }

    @Test func runningOutOfMovesFailsAndRestartKeepsUsedPowerUpsUsed() {
        var state = GameState(level: level(Self.iceRun, budget: 1), inventory: Inventory(jumps: 1, demolishes: 1))
        #expect(state.apply(.demolish(.north)) == [.refused(.demolish(.north), .boundary)])
        #expect(state.apply(.move(.east)) == [.moved(direction: .east, path: [1, 2, 3], cost: 1), .outOfMoves])
        #expect(state.status == .failed && state.movesLeft == 0)
        #expect(state.apply(.jump(.east)) == [.refused(.jump(.east), .attemptOver)])
        #expect(state.apply(.restart) == [.restarted])
        var expected = Snapshot(GameState(level: level(Self.iceRun, budget: 1), inventory: Inventory(jumps: 1, demolishes: 1)))
        #expect(Snapshot(state) == expected)
        // A used power-up stays used across a restart.
        state.apply(.jump(.east))
        state.apply(.restart)
        expected.inventory = Inventory(jumps: 0, demolishes: 1)
        #expect(Snapshot(state) == expected)
    }
}
