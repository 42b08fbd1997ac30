import GameEngine
import TerminalUI

/// `mz daily`: the daily challenge, one level per UTC date, the same for everyone
/// (`DailyChallenge`). On the day, the first attempt that ends is the day's result: kept in the
/// save (results and streaks), shown as a card to paste, proved by its replay file.
enum DailyCommand {
    enum Options {
        static let date = Option.text("date", "YYYY-MM-DD", "play another day's challenge (UTC; a past day is not counted)")
        static let print = Flag(
            "print", "print the day's level (par, budget, size, crates; its code once the day is played) instead of playing it")
    }

    static let spec = CommandSpec(
        name: "daily", summary: "play today's daily challenge (the same level for everyone, one counted try)",
        usage: ["mz daily [--date YYYY-MM-DD] [--print]"], options: [Options.date, Options.print],
        details: """
            One level per UTC date, the same for everyone, built from the date alone (the rule is
            in man mz). It is played with no power-ups; the score is the stars, then the coins of
            the crates taken (nothing is paid into your purse). On the day, your first attempt that ends counts: a win,
            running out of moves, or giving up (restarting or leaving after your first move). The
            save keeps each day's result and your streak (mz stats shows them); the summary shows a
            card to paste, printed again when you leave, with the level's code; the replay under
            replays/daily-YYYY-MM-DD.json proves it: mz replay --headless FILE re-checks it.
            --date plays a past day for fun (not counted). The title screen offers it too.

            """,
        exitCodes: """
            exit codes: 0 ok, 64 no terminal or bad arguments (a bad or future date), 65 a save
            from a newer mz, 74 the result could not be saved.

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        if args.has(CommonOptions.levels) {
            throw .usage("the daily challenge is built from the date alone; --levels does not apply to 'mz daily'")
        }
        // A clock outside the daily's days would offer a level no save may keep.
        let today = try console.dailyToday()
        let date = try day(args, today: today)
        let level = DailyChallenge.level(for: date)
        if args.has(Options.print) {
            // The code rebuilds the map (mz level --code shows it solved): today's stays back
            // until the day's result is in.
            // (A save that cannot be read only keeps the code back.)
            let document = (try? SaveStore(args, environment: console.environment)).flatMap {
                try? $0.load(movingAside: false, today: today).0
            }
            let played = document?.shipped.daily.result(on: date) != nil
            console.out(describe(level, date: date, showingCode: date != today || played))
            return 0
        }
        try PlayCommand.requireTerminal()
        // Only today's challenge can change the save (its result); a past day only reads it.
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .daily(date, level: level, isToday: date == today))
        return try loop.run(&app, console: console)
    }

    /// The day asked for: `--date` (checked), else today.
    static func day(_ args: ParsedArguments, today: DailyDate) throws(CommandError) -> DailyDate {
        guard let text = try args.value(Options.date) else { return today }
        guard let date = DailyDate(text) else {
            throw .usage("--date '\(text.escapingControlCharacters(limit: 40))' is not a date: write it YYYY-MM-DD, e.g. \(today)")
        }
        guard date >= DailyDate.first else { throw .usage("--date \(date): the daily challenge began on \(DailyDate.first)") }
        guard date <= today else { throw .usage("--date \(date) is in the future: today (UTC) is \(today)") }
        return date
    }

    /// `mz daily --print`: what the day's level is, without playing it (no spoilers: no map).
    static func describe(_ level: Level, date: DailyDate, showingCode: Bool) -> String {
        var text = "daily \(date): par \(level.par), budget \(level.budget), \(level.maze.width)x\(level.maze.height)"
        text += ", \(level.crates.count) crate\(level.crates.count == 1 ? "" : "s")"
        if !level.gems.isEmpty { text += ", \(level.gems.count) gem\(level.gems.count == 1 ? "" : "s")" }
        text +=
            showingCode
            ? "\ncode \(LevelCode.code(for: level.spec) ?? "-")\n" : "\ncode shown once today's result is in (the code rebuilds the map)\n"
        return text
    }
}
