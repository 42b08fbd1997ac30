import Foundation
import GameEngine
import MazeKit
import Testing

@testable import MZCommands

/// `mz replay --headless` on a daily's proof: the real day's level with empty hands passes; a
/// replay named for a day but made on another level, or with power-ups, is refused.
@Suite struct DailyProofTests {
    static let day = DailyDate(year: 2026, month: 11, day: 30)!

    static func check(_ replay: Replay) throws -> CommandRun {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("daily.json").path
        try replay.json.write(toFile: path, atomically: true, encoding: .utf8)
        var run = mz(["replay", "--headless", path])
        run.err = run.err.replacingOccurrences(of: path, with: "PROOF")
        return run
    }

    /// A par run of `level`, marked as the counted attempt at `day`'s daily when `counted`.
    static func parRun(_ level: Level, inventory: Inventory = Inventory(), counted day: DailyDate? = Self.day) -> Replay {
        var replay = Replay.record(
            level: level, inventory: inventory, inputs: MoveGraph(level).solve(from: level.start).moves.map(Action.move))
        replay.daily = day.map { DailyAttempt(date: $0, counts: true) }
        return replay
    }

    /// The replays a session gives for its daily attempts: the proof of the counted one and
    /// the records of those for fun.
    static func replays(_ events: [SessionEvent]) -> [Replay] {
        events.compactMap {
            switch $0 {
            case let .record(replay), let .recordDailyProof(replay, _): replay
            default: nil
            }
        }
    }

    /// `inputs` played in `session`'s attempt: the replays it gave.
    static func play(_ session: inout CampaignSession, _ inputs: [Direction]) -> [Replay] {
        replays(inputs.flatMap { session.apply(.act(.move($0))) })
    }

    static func session() throws -> CampaignSession {
        CampaignSession(progress: PlayerProgress(), campaign: try Campaign.load())
    }

    @Test func theCountedAttemptsProofIsConfirmed() throws {
        let level = DailyChallenge.level(for: Self.day)
        var session = try Self.session()
        session.apply(.daily(date: Self.day, level: level, isToday: true))
        let proof = try #require(Self.play(&session, MoveGraph(level).solve(from: level.start).moves).first)
        #expect(proof.daily == DailyAttempt(date: Self.day, counts: true))
        let run = try Self.check(proof)
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out.hasSuffix(
                "the replay matches its record\nit is the counted attempt at the daily challenge of 2026-11-30, the same level for everyone\n"
            ), "\(run.out)")
    }

    /// Issue 19: a run for fun named as the day's own level (by hand, or because it followed
    /// the counted attempt on the same screen) was taken for the day's proof.
    @Test func aRunForFunIsNoProofWhateverItIsNamed() throws {
        let level = DailyChallenge.level(for: Self.day)
        let route = MoveGraph(level).solve(from: level.start).moves
        // Played for fun (the day's result is in), then renamed as the counted level is.
        var session = try Self.session()
        session.apply(.daily(date: Self.day, level: level, isToday: false))
        var forFun = try #require(Self.play(&session, route).first)
        #expect(forFun.daily == DailyAttempt(date: Self.day, counts: false))
        forFun.level.name = "Daily 2026-11-30"
        // A restart after the counted attempt's first move: the next try is for fun on the
        // same level, under the day's own name.
        session = try Self.session()
        session.apply(.daily(date: Self.day, level: level, isToday: true))
        _ = Self.play(&session, [route[0]])
        _ = session.apply(.restart)
        let retry = try #require(Self.play(&session, route).first)
        #expect(retry.level.name == "Daily 2026-11-30" && retry.daily?.counts == false)
        for replay in [forFun, retry] {
            let run = try Self.check(replay)
            #expect(run.status == 1)
            #expect(
                run.err
                    == "mz: error: PROOF: it is a run for fun of the daily challenge of 2026-11-30, not the day's counted attempt, so it proves no result\n",
                "\(run.err)")
        }
    }

    /// Whether a replay is a proof rests on its `daily` mark, not on its name: one named for a
    /// day without it (a replay from before proofs carried it, or written by hand) is refused.
    @Test func aReplayNamedForADayWithoutTheMarkIsNoProof() throws {
        let run = try Self.check(Self.parRun(DailyChallenge.level(for: Self.day), counted: nil))
        #expect(run.status == 1)
        #expect(
            run.err
                == "mz: error: PROOF: it is named the daily challenge of 2026-11-30 but carries no \"daily\" mark of a counted attempt, so it proves no result\n",
            "\(run.err)")
    }

    @Test func anotherLevelNamedForTheDayIsRefused() throws {
        var spec = DailyChallenge.level(for: Self.day.previous).spec
        spec.name = "Daily 2026-11-30"
        let run = try Self.check(Self.parRun(try LevelBuilder.build(spec)))
        #expect(run.status == 1)
        #expect(
            run.err.hasPrefix("mz: error: PROOF: it is marked as the daily challenge of 2026-11-30 but its level is not that day's"),
            "\(run.err)")
    }

    @Test func aRunWithPowerUpsIsRefused() throws {
        let run = try Self.check(Self.parRun(DailyChallenge.level(for: Self.day), inventory: Inventory(jumps: 1, demolishes: 0)))
        #expect(run.status == 1)
        #expect(
            run.err == "mz: error: PROOF: the daily challenge of 2026-11-30 is played with no power-ups, but this run started with some\n")
    }
}
