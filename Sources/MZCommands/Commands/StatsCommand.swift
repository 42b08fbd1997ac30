import GameEngine
import TerminalUI

/// `mz stats`: the records table of the campaign played with this save (level, best, par,
/// stars, crates taken and the coins they paid, gems), the totals and the daily challenge's results and streaks,
/// printed without opening the game, as `greed -s` and `moon-buggy -s` do. It only reads the save.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats", summary: "print your records (best moves, par, stars, items) and daily results without opening the game",
        usage: ["mz stats [--save FILE] [--levels FILE]"],
        details: """
            One line per level played (best moves, par, stars, crates taken and the coins they
            paid, gems), the totals, then the daily challenge's results and streaks. Reads the
            save only; never writes it.

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        let (campaign, identity) = try LevelSource.campaignWithIdentity(args)
        let store = try SaveStore(args, environment: console.environment)
        // A damaged save is reported, not shown as a new game (mz itself moves it aside).
        let today = try? console.today.get()
        let document = try store.readUnchanged(today: today)
        let progress = document.progress(in: identity).fitted(toLevelCount: campaign.levels.count).progress
        console.out(table(progress, campaign: campaign))
        // Daily results live with the shipped campaign's progress, whichever campaign is shown.
        console.out("\n" + daily(document.shipped.daily, today: today))
        // The treasuries too: they are the shipped campaign's.
        if let line = treasuries(document.shipped) { console.out(line) }
    }

    /// One line on the treasuries opened: how many, won, their tries and crates taken (nothing
    /// before the first is opened).
    static func treasuries(_ progress: PlayerProgress) -> String? {
        let opened = progress.treasuries.filter(\.opened)
        guard !opened.isEmpty else { return nil }
        let won = opened.filter(\.isWon)
        let each = opened.map { record in
            "\(record.number) " + (record.isWon ? "won \(record.stars)/3, \(record.cratesTaken.count) crates" : "not won")
                + " in \(record.tries.counted("try", plural: "tries"))"
        }
        return "treasuries: \(opened.count) of \(Treasury.count) open, \(won.count) won (" + each.joined(separator: "; ") + ")\n"
    }

    /// The daily results, newest first (the last `shown` days played), and the streaks. The
    /// current streak needs today: without a clock that gives one it is left out.
    static func daily(_ record: DailyRecord, today: DailyDate?, shown: Int = 14) -> String {
        guard !record.results.isEmpty else { return "daily: not played yet (mz daily)\n" }
        var out = "daily       result                               stars  crates  coins\n"
        for result in record.results.suffix(shown).reversed() {
            let stars = Glyphs(ascii: true).stars(result.stars)
            out += result.date.description + "  " + result.movesText.padded(36) + " " + stars.padded(5)
            out += "\(result.cratesTaken)/\(result.crates)".leftPadded(8) + String(result.coins).leftPadded(7) + "\n"
        }
        if record.results.count > shown { out += "(\((record.results.count - shown).counted("earlier day")) not shown)\n" }
        let streak = today.map { "streak \(record.currentStreak(today: $0)), " } ?? ""
        out += "\ndaily: \(record.results.count) played, \(record.wins) won; \(streak)best \(record.bestStreak)\n"
        return out
    }

    /// The table: one line per level played, then the totals.
    static func table(_ progress: PlayerProgress, campaign: LevelFile) -> String {
        var out = "level  name                      best   par  stars  crates  coins  gems\n"
        for record in progress.levels where record.id <= campaign.levels.count {
            let spec = campaign.levels[record.id - 1]
            let best = record.bestMoves.map(String.init) ?? "-"
            let stars = Glyphs(ascii: true).stars(record.stars)
            out += String(record.id).leftPadded(5) + "  " + spec.name.escapingControlCharacters(limit: 24).padded(24)
            out += best.leftPadded(6) + String(spec.storedPar ?? 0).leftPadded(6) + "  " + stars.padded(5)
            // Coins the level's crates paid (built only for levels played; a level that no
            // longer builds shows "-").
            let level = try? LevelBuilder.build(spec)
            let coins = level.map { level in record.cratesTaken.filter { $0 < level.crates.count }.reduce(0) { $0 + level.crates[$1].coins }
            }
            out +=
                String(record.cratesTaken.count).leftPadded(8) + (coins.map(String.init) ?? "-").leftPadded(7)
                + String(record.gemsTaken.count).leftPadded(6) + "\n"
        }
        if progress.levels.isEmpty { out += "(no level played yet: run mz to start)\n" }
        let won = progress.levels.filter { $0.bestMoves != nil }.count
        out += "\nlevels won \(won) of \(campaign.levels.count), unlocked up to \(progress.unlockedLevel)"
        out += "; stars \(progress.totalStars); gems \(progress.gemsFound); coins \(progress.coins)"
        out +=
            "; planned to perfection \(progress.plannedLevels.counted("level")); dares won \(progress.daresWon.count) (best run \(progress.bestDareStreak))"
        out +=
            "; Jump \(progress.inventory.jumps), Demolish \(progress.inventory.demolishes), Time \(progress.inventory.times), hints \(progress.hints)\n"
        return out
    }
}
