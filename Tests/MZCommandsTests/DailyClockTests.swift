import Foundation
import GameEngine
import TerminalUI
import Testing

@testable import MZCommands

/// The clock is read, not trusted: a date outside the daily challenge's days (before it began,
/// after its last day, or no date at all) gets one sentence and no daily (docs/rules.md, "The
/// daily challenge").
@Suite struct DailyClockTests {
    /// 2025-12-31 12:00 UTC, the day before the first daily.
    static let dayBeforeFirst = 1_767_182_400.0

    @Test(arguments: [
        (
            dayBeforeFirst,
            "the system clock says 2025-12-31 (UTC), before the daily challenge began on 2026-01-01; set the clock right to play the daily"
        ),
        (
            -43_200,
            "the system clock says 1969-12-31 (UTC), before the daily challenge began on 2026-01-01; set the clock right to play the daily"
        ),
        (
            1_590_969_600,
            "the system clock says 2020-06-01 (UTC), before the daily challenge began on 2026-01-01; set the clock right to play the daily"
        ),
        (
            253_402_387_200,
            "the system clock says 10000-01-02 (UTC), after the daily challenge's last day, 9999-12-31; set the clock right to play the daily"
        ),
    ])
    func printingTheDailyOnAClockOutsideItsDaysIsOneSentence(now: Double, message: String) {
        let run = mz(["daily", "--print"], now: now)
        #expect(run.status == 74)
        #expect(run.out == "")
        #expect(run.err == "mz: error: \(message)\n")
    }

    /// Also before the terminal is asked for: the clock is the first thing `mz daily` needs.
    @Test func playingTheDailyOnAClockBeforeItsFirstDayIsRefused() {
        let run = mz(["daily"], now: Self.dayBeforeFirst)
        #expect(run.status == 74)
        #expect(run.err.hasPrefix("mz: error: the system clock says 2025-12-31 (UTC), before the daily challenge began"), "\(run.err)")
    }

    /// Not a number, infinite, or so far off that the day cannot be counted: never a trap.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func aClockGivingNoDateIsOneSentence(now: Double) {
        let run = mz(["daily", "--print"], now: now)
        #expect(run.status == 74)
        #expect(run.err.hasPrefix("mz: error: the system clock gives no date ("), "\(run.err)")
        #expect(run.err.hasSuffix("); set the clock right to play the daily\n"), "\(run.err)")
    }

    /// The title's entry says why instead of opening a daily the save would refuse.
    @Test func theTitleOpensNoDailyOnAClockBeforeItsFirstDay() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let args = try ParsedArguments(["--save", save], command: "mz", options: CommonOptions.specs)
        let console = Console(out: { _ in }, err: { _ in }, now: { Self.dayBeforeFirst })
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .title)
        #expect(app.context.today == nil)
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [.down, .down, .enter])
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        #expect(app.session.current == nil)
        #expect(
            app.notice
                == "No daily challenge: the system clock says 2025-12-31 (UTC), before the daily challenge began on 2026-01-01; set the clock right to play the daily."
        )
        let replays = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("replays").path)) ?? []
        #expect(replays.isEmpty)
    }

    /// `mz stats` still lists the days played, but without a day from the clock it leaves out
    /// the current streak, which counts up to today.
    @Test func statsLeavesTheStreakOutOnAClockOutsideTheDailysDays() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var progress = PlayerProgress()
        progress.daily.record(
            DailyResult(
                date: DailyDate(year: 2026, month: 11, day: 30)!, outcome: .won, moves: 57, par: 52, budget: 60,
                stars: 2, cratesTaken: 0, crates: 3, coins: 0, gemsTaken: 0, gems: 0))
        try SaveFile.json(SaveDocument(shipped: progress)).write(toFile: save, atomically: true, encoding: .utf8)
        let run = mz(["stats", "--save", save], now: Self.dayBeforeFirst)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasSuffix("\ndaily: 1 played, 1 won; best 1\n"), "\(run.out)")
    }

    /// A result dated after today is no day played: the save is refused naming the field, and
    /// moved aside as any other impossible value is (docs/formats.md, "daily").
    @Test func aSaveHoldingADayAfterTodayIsRefusedNamingTheField() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var progress = PlayerProgress()
        progress.daily.record(
            DailyResult(
                date: DailyDate(year: 2026, month: 12, day: 1)!, outcome: .won, moves: 57, par: 52, budget: 60,
                stars: 3, cratesTaken: 0, crates: 3, coins: 0, gemsTaken: 0, gems: 0))
        try SaveFile.json(SaveDocument(shipped: progress)).write(toFile: save, atomically: true, encoding: .utf8)
        let args = try ParsedArguments(["--save", save], command: "mz", options: CommonOptions.specs)
        let (app, _) = try PlayCommand.openGame(args, Console(out: { _ in }, err: { _ in }, now: { testNow }), opening: .title)
        #expect(
            app.notice?.hasPrefix(
                "The save \(save) could not be used: field 'daily[0].date' is 2026-12-01, a day after today (2026-11-30, UTC). It was moved to"
            ) == true, "\(app.notice ?? "no notice")")
        #expect(app.progress.daily.results.isEmpty)
    }
}
