import MazeKit
import Testing

@testable import GameEngine

/// Undo in the engine (docs/rules.md, "Undo"): each kind of action taken back leaves the whole
/// state as it was before it, and the attempt is always its inputs re-simulated from the start.
@Suite struct UndoTests {
    /// An attempt after `actions`, each accepted, and the states before each.
    static func played(_ level: Level, inventory: Inventory = Inventory(), _ actions: [Action]) -> (Attempt, [GameState]) {
        var attempt = Attempt(level: level, inventory: inventory)
        var before: [GameState] = []
        for action in actions {
            before.append(attempt.state)
            let (events, recorded) = attempt.apply(action)
            precondition(recorded, "UndoTests: \(action) was not accepted: \(events)")
        }
        return (attempt, before)
    }

    /// Undoes the last action of `attempt` and checks the whole state is `expected` and the
    /// attempt is its inputs re-simulated.
    static func expectUndo(
        _ attempt: inout Attempt, back expected: GameState, undoing action: Action,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(attempt.undo() == action, sourceLocation: sourceLocation)
        #expect(Snapshot(attempt.state) == Snapshot(expected), sourceLocation: sourceLocation)
        #expect(attempt.state == expected, sourceLocation: sourceLocation)
        #expect(
            attempt == Attempt(level: attempt.level, inventory: attempt.startInventory, inputs: attempt.inputs),
            sourceLocation: sourceLocation)
    }

    @Test func undoAfterAMovePutsThePlayerBack() {
        let hook = CampaignSessionTests.hook(id: 0)
        var (attempt, before) = Self.played(hook, [.move(.east), .move(.east)])
        Self.expectUndo(&attempt, back: before[1], undoing: .move(.east))
        #expect(attempt.state.position == 1 && attempt.state.movesUsed == 1 && attempt.inputs == [.move(.east)])
    }

    @Test func undoAfterASlideOnIcePutsThePlayerBeforeTheSlide() {
        var (attempt, before) = Self.played(level(RulesTests.iceRun, budget: 10), [.move(.east)])
        #expect(attempt.state.position == 3)
        Self.expectUndo(&attempt, back: before[0], undoing: .move(.east))
        #expect(attempt.state.position == 0 && attempt.state.movesUsed == 0)
    }

    @Test func undoAfterMudGivesBothMovesBack() {
        let picture = """
            +---+---+---+---+
            | S   %       E |
            +---+---+---+---+
            """
        var (attempt, before) = Self.played(level(picture, budget: 6), [.move(.east)])
        #expect(attempt.state.movesUsed == 2)
        Self.expectUndo(&attempt, back: before[0], undoing: .move(.east))
        #expect(attempt.state.movesLeft == 6)
    }

    @Test func undoClosesTheCrateAndHidesTheGemAgain() {
        let picture = """
            +---+---+---+---+---+---+
            | S  ~$~ ~*~      E |   |
            +---+---+---+---+   +   +
            |                       |
            +---+---+---+---+---+---+
            """
        var (attempt, before) = Self.played(level(picture, budget: 10), [.move(.east)])
        #expect(attempt.state.openedCrates == [true] && attempt.state.foundGems == [true] && attempt.state.coinsCollected == 5)
        Self.expectUndo(&attempt, back: before[0], undoing: .move(.east))
        #expect(attempt.state.openedCrates == [false] && attempt.state.foundGems == [false] && attempt.state.coinsCollected == 0)
        // Taken again, they are found again: nothing remembers the undone take.
        #expect(attempt.apply(.move(.east)).events.contains(.crateOpened(index: 0, coins: 5)))
    }

    @Test func undoAfterAJumpPutsTheJumpBackInHand() {
        let hook = CampaignSessionTests.hook(id: 0)
        var (attempt, before) = Self.played(hook, inventory: Inventory(jumps: 1), [.jump(.east)])
        #expect(attempt.state.position == 3 && attempt.state.inventory.jumps == 0)
        Self.expectUndo(&attempt, back: before[0], undoing: .jump(.east))
        #expect(attempt.state.inventory == Inventory(jumps: 1) && attempt.state.movesUsed == 0)
    }

    @Test func undoAfterADemolishPutsTheWallBackAndThePowerUpInHand() {
        let hook = CampaignSessionTests.hook(id: 0)
        var (attempt, before) = Self.played(hook, inventory: Inventory(demolishes: 1), [.demolish(.south), .move(.south)])
        #expect(attempt.state.status == .won)
        Self.expectUndo(&attempt, back: before[1], undoing: .move(.south))
        #expect(attempt.state.status == .playing)
        Self.expectUndo(&attempt, back: before[0], undoing: .demolish(.south))
        #expect(attempt.state.maze == hook.maze && !attempt.state.maze.isOpen(0, .south))
        #expect(attempt.state.inventory == Inventory(demolishes: 1))
    }

    @Test func undoAfterRunningOutOfMovesPlaysOn() {
        let hook = CampaignSessionTests.hook(id: 0, budget: 3)
        var (attempt, before) = Self.played(hook, budget3Wander)
        #expect(attempt.state.status == .failed)
        Self.expectUndo(&attempt, back: before[2], undoing: .move(.east))
        #expect(attempt.state.status == .playing && attempt.state.movesLeft == 1)
    }

    /// On the hook with a budget of 3: east, west, east runs out of moves.
    let budget3Wander: [Action] = [.move(.east), .move(.west), .move(.east)]

    @Test func undoAtTheStartChangesNothing() {
        var attempt = Attempt(level: CampaignSessionTests.hook(id: 0), inventory: Inventory(jumps: 2))
        let fresh = attempt
        #expect(!attempt.canUndo)
        #expect(attempt.undo() == nil)
        #expect(attempt == fresh)
    }

    @Test(arguments: [0, 3, 40, Attempt.historyLimit + 37])
    func undoRepeatedToTheStartEqualsAFreshAttempt(wanders: Int) {
        // Back and forth `wanders` times, then a Demolish, a Jump and the way to the crate:
        // past the history's bound, undo re-simulates and must agree all the same.
        let hook = CampaignSessionTests.hook(id: 0, budget: 2 * wanders + 20)
        let inventory = Inventory(jumps: 1, demolishes: 1)
        let wander = Array(repeating: [Action.move(.east), .move(.west)], count: wanders).flatMap { $0 }
        let actions = wander + [.demolish(.south), .jump(.east), .move(.west), .move(.west)]
        var (attempt, before) = Self.played(hook, inventory: inventory, actions)
        for (i, action) in actions.enumerated().reversed() {
            #expect(attempt.undo() == action)
            if i % 50 == 0 || i >= actions.count - 5 {
                #expect(attempt.state == before[i])
                #expect(attempt.state == Replay.simulate(level: hook, inventory: inventory, inputs: Array(actions.prefix(i))))
            }
        }
        #expect(attempt == Attempt(level: hook, inventory: inventory))
        #expect(attempt.state == GameState(level: hook, inventory: inventory))
    }

    @Test func theReplayOfTheFinalInputsIsTheStateAndVerifies() throws {
        // A generated level (a replay rebuilds its level from the spec to verify).
        let level = try ReplayTests.campaignLevel(3)
        var attempt = Attempt(level: level, inventory: Inventory(jumps: 1, demolishes: 1))
        let route = ReplayTests.solution(level, from: attempt.state)
        // A wrong turn and a wasted Jump, both taken back, then the route to the exit.
        for direction in Direction.ordered where attempt.apply(.move(direction)).recorded {
            _ = attempt.undo()
            _ = attempt.apply(.move(direction))
            break
        }
        let wrongTurns = attempt.inputs.count
        _ = attempt.apply(.jump(route[0].direction ?? .east))
        while attempt.canUndo { _ = attempt.undo() }
        #expect(wrongTurns == 1 && attempt.inputs.isEmpty)
        for action in route { _ = attempt.apply(action) }
        #expect(attempt.state.status == .won)
        #expect(attempt.inputs == route)
        #expect(Replay.simulate(level: level, inventory: attempt.startInventory, inputs: attempt.inputs) == attempt.state)
        let verdict = try attempt.replay.verify()
        #expect(verdict.matches && Snapshot(verdict.state) == Snapshot(attempt.state))
        #expect(verdict.result.stateHash == attempt.state.stateHash)
    }
}

extension Action {
    /// The direction of a move, for picking a Jump's way in tests.
    var direction: Direction? {
        switch self {
        case let .move(d), let .jump(d), let .demolish(d): d
        case .addTime, .restart: nil
        }
    }
}
