import MazeKit
import Testing

@testable import GameEngine

/// Undo through the campaign session (docs/rules.md, "Undo"): the saved attempt, the purse and
/// the inventory follow the undone state; right after running out of moves the failure itself
/// is taken back; the counted daily has none.
@Suite struct SessionUndoTests {
    typealias S = CampaignSessionTests

    /// Nine moves back and forth on the hook (budget 9) end out of moves on the crate's cell.
    static let wander = Array(repeating: [Action.move(.east), .move(.west)], count: 4).flatMap { $0 } + [.move(.east)]

    @Test func anUndoneJumpIsBackInHandAndTheSaveResumesToTheSameState() throws {
        let hook = S.hook(id: 1)
        var session = S.session(S.progress(inventory: Inventory(jumps: 1)), levels: [hook])
        session.apply(.play(level: 1))
        S.act([.move(.east), .jump(.east)], in: &session)
        #expect(session.progress.inventory == Inventory() && session.progress.attempt?.inputs == "rJr")
        #expect(session.apply(.undo) == [.undone(.jump(.east), reopened: false)])
        #expect(session.progress.inventory == Inventory(jumps: 1))
        #expect(session.progress.attempt?.inputs == "r")
        let expected = Attempt(level: hook, inventory: Inventory(jumps: 1), inputs: [.move(.east)])
        #expect(session.current == expected)
        #expect(try S.reSimulated(session.progress, level: hook) == expected)
        // Saved and read back by a new session, the attempt resumes exactly there.
        session.apply(.suspend)
        var resumed = S.session(session.progress, levels: [hook])
        #expect(resumed.apply(.play(level: 1)) == [.began(level: 1, resumed: true)])
        #expect(resumed.current == expected && resumed.progress.inventory == Inventory(jumps: 1))
        // And undoes on from there.
        #expect(resumed.apply(.undo) == [.undone(.move(.east), reopened: false)])
        #expect(resumed.current == Attempt(level: hook, inventory: Inventory(jumps: 1)) && resumed.progress.attempt?.inputs == "")
        #expect(resumed.apply(.undo) == [.refused(.nothingToUndo)])
    }

    @Test func aCrateUndoneIsNotPaidAndTheRunKeptIsTheOneThatWon() throws {
        let hook = S.hook(id: 1)
        var session = S.session(S.progress(inventory: Inventory(demolishes: 1)), levels: [hook])
        session.apply(.play(level: 1))
        S.act([.move(.east)], in: &session)
        #expect(session.current?.state.coinsCollected == 5)
        session.apply(.undo)
        // Back at the start, a way down through a demolished wall, past no crate.
        let run: [Action] = [.demolish(.south), .move(.south)]
        let events = S.act(run, in: &session)
        let won = Attempt(level: hook, inventory: Inventory(demolishes: 1), inputs: run)
        guard case let .finished(finished)? = events.dropFirst().first else {
            Issue.record("\(events)")
            return
        }
        #expect(finished.attempt == won)
        #expect(finished.settlement?.crateCoins == 0 && finished.settlement?.newCrates == [])
        #expect(events.contains(.record(Replay.record(level: hook, inventory: Inventory(demolishes: 1), inputs: run))))
        #expect(session.progress.coins == finished.settlement?.total && session.progress.record(1).cratesTaken == [])
        #expect(session.progress.record(1).bestRun == BestRun(inputs: "Xdd", inventory: Inventory(demolishes: 1)))
        // The ghost races the run as won, not the undone crate.
        let ghost = try #require(session.ghost(for: hook))
        #expect(ghost.cells == [0, 0, 4])
        // After the win there is no attempt left to undo.
        #expect(session.apply(.undo) == [.refused(.nothingToUndo)])
    }

    @Test func undoRightAfterRunningOutOfMovesTakesTheFailureBack() {
        let hook = S.hook(id: 1)
        var session = S.session(S.progress(), levels: [hook])
        session.apply(.play(level: 1))
        S.act(Array(Self.wander.dropLast()), in: &session)
        let beforeFailing = session.progress
        let events = session.apply(.act(.move(.east)))
        #expect(events.contains(.save) && session.current == nil)
        #expect(session.progress.ledger.map(\.outcome) == [.failed])
        // The failure is taken back: the progress as before the last move (no failure in the
        // ledger, the attempt saved again), and the attempt goes on with a move left.
        #expect(session.apply(.undo) == [.undone(.move(.east), reopened: true), .save])
        #expect(session.progress == beforeFailing)
        #expect(session.current == Attempt(level: hook, inventory: Inventory(), inputs: Array(Self.wander.dropLast())))
        #expect(session.current?.state.status == .playing && session.current?.state.movesLeft == 1)
        // Then an ordinary undo, and the attempt can fail again as usual.
        #expect(session.apply(.undo) == [.undone(.move(.west), reopened: false)])
        S.act([.move(.west), .move(.east)], in: &session)
        #expect(session.progress.ledger.map(\.outcome) == [.failed])
    }

    @Test func aFailureStandsOnceAnythingElseIsAsked() {
        var session = S.session(S.progress(), levels: [S.hook(id: 1)])
        session.apply(.play(level: 1))
        S.act(Self.wander, in: &session)
        let failed = session.progress
        #expect(session.apply(.wear(avatar: "nobody")) == [.refused(.avatarLocked("nobody"))])
        #expect(session.apply(.undo) == [.refused(.nothingToUndo)])
        #expect(session.progress == failed && session.current == nil)
    }

    @Test func theCountedDailyHasNoUndoAndADailyForFunHasIt() {
        var session = DailyChallengeTests.session()
        session.apply(.daily(date: DailyChallengeTests.pinned, level: DailyChallengeTests.daily(), isToday: true))
        S.act([.move(.east)], in: &session)
        let counted = session.current
        #expect(session.apply(.undo) == [.refused(.noUndoInCountedDaily)])
        #expect(session.current == counted)
        // Out of moves, the counted daily's result stands too.
        S.act(Array(Self.wander.dropFirst()), in: &session)
        let result = session.progress.daily.results
        #expect(result.map(\.outcome) == [.failed])
        #expect(session.apply(.undo) == [.refused(.noUndoInCountedDaily)])
        #expect(session.progress.daily.results == result && session.current == nil)

        // Played again for fun: undo, also after running out of moves; nothing is saved.
        session.apply(.daily(date: DailyChallengeTests.pinned, level: DailyChallengeTests.daily(), isToday: true))
        S.act(Self.wander, in: &session)
        #expect(session.current == nil)
        #expect(session.apply(.undo) == [.undone(.move(.east), reopened: true)])
        #expect(session.current?.daily == DailyAttempt(date: DailyChallengeTests.pinned, counts: false))
        #expect(session.current?.inputs == Array(Self.wander.dropLast()))
        #expect(session.progress.daily.results == result)
    }

    @Test func practiceUndoesWithoutTouchingTheProgress() {
        let practice = S.hook(id: 0)
        var session = S.session(S.progress(inventory: Inventory(demolishes: 2)), levels: [])
        session.apply(.practice(practice))
        let progress = session.progress
        S.act([.demolish(.south), .move(.south)], in: &session)
        // The win settles at once; a demolish alone can be undone.
        session.apply(.practice(practice))
        S.act([.demolish(.south)], in: &session)
        #expect(session.apply(.undo) == [.undone(.demolish(.south), reopened: false)])
        #expect(session.current == Attempt(level: practice, inventory: Inventory(demolishes: 2)))
        #expect(session.progress == progress)
    }

    @Test func withoutAnAttemptThereIsNothingToUndo() {
        var session = S.session(S.progress(), levels: [S.hook(id: 1)])
        #expect(session.apply(.undo) == [.refused(.nothingToUndo)])
        session.apply(.play(level: 1))
        #expect(session.apply(.undo) == [.refused(.nothingToUndo)])
    }
}
