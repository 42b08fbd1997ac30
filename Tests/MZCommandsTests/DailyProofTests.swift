import Foundation
import Testing
import GameEngine
import MazeKit
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

    static func parRun(_ level: Level, inventory: Inventory = Inventory()) -> Replay {
        Replay.record(level: level, inventory: inventory, inputs: MoveGraph(level).solve(from: level.start).moves.map(Action.move))
    }

    @Test func theDaysLevelWithEmptyHandsIsConfirmed() throws {
        let run = try Self.check(Self.parRun(DailyChallenge.level(for: Self.day)))
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasSuffix("the replay matches its record\nit is the daily challenge of 2026-11-30, the same level for everyone\n"), "\(run.out)")
    }

    @Test func anotherLevelNamedForTheDayIsRefused() throws {
        var spec = DailyChallenge.level(for: Self.day.previous).spec
        spec.name = "Daily 2026-11-30"
        let run = try Self.check(Self.parRun(try LevelBuilder.build(spec)))
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("mz: error: PROOF: it is named the daily challenge of 2026-11-30 but its level is not that day's"), "\(run.err)")
    }

    @Test func aRunWithPowerUpsIsRefused() throws {
        let run = try Self.check(Self.parRun(DailyChallenge.level(for: Self.day), inventory: Inventory(jumps: 1, demolishes: 0)))
        #expect(run.status == 1)
        #expect(run.err == "mz: error: PROOF: the daily challenge of 2026-11-30 is played with no power-ups, but this run started with some\n")
    }
}
