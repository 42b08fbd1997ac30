import GameEngine

/// The stats screen's chart of daily challenge results: one column per day up to today, the
/// bar as high as the stars won (green), a red `x` for a day lost or given up, a dim dot for a
/// day not played; the streaks above, the first and last dates below.
///
///     daily: 9 played, 7 won · streak 3, best 4
///            █ █  ██ █
///       ██ █ █ ████ ██
///     ·x██·███x█████x██
///     2026-11-14          2026-11-30
struct DailyChart {
    let record: DailyRecord
    let today: DailyDate

    /// Rows it takes: the headline, three star rows, the dates.
    static let height = 5

    func render(into screen: inout Screen, area: Area, context: AppContext) {
        guard area.height >= Self.height, area.width > 4 else { return }
        let results = record.results
        guard let first = results.first?.date else {
            screen.text(area.x, area.y, "daily: not played yet (Daily challenge on the title, or mz daily)", Style(dim: true))
            return
        }
        let streak = record.currentStreak(today: today)
        screen.text(
            area.x, area.y, "daily: \(results.count) played, \(record.wins) won · streak \(streak), best \(record.bestStreak)",
            Style(dim: true))
        // The last days that fit, up to today (or the last result, if a save has later ones).
        let last = max(today, results.last?.date ?? today)
        let columns = area.width - 2
        let start = DailyDate(dayNumber: max(first.dayNumber, last.dayNumber - columns + 1))
        let base = area.y + 3
        let bar: Unicode.Scalar = context.glyphs.ascii ? "#" : "█"
        for n in start.dayNumber...last.dayNumber {
            let x = area.x + 1 + n - start.dayNumber
            guard let result = record.result(on: DailyDate(dayNumber: n)) else {
                screen.put(x, base, context.glyphs.ascii ? "." : "·", Style(dim: true))
                continue
            }
            if result.outcome != .won {
                screen.put(x, base, "x", context.tint(.red, bold: true))
                continue
            }
            for h in 0..<max(1, result.stars) { screen.put(x, base - h, bar, context.tint(result.stars == 3 ? .yellow : .green)) }
        }
        // The first date under the first column, the last under the last when there is room
        // between them; else both side by side.
        let from = start.description, to = last.description
        let span = last.dayNumber - start.dayNumber + 1
        if last == start {
            screen.text(area.x + 1, base + 1, from, Style(dim: true))
        } else if span >= from.count + to.count + 2 {
            screen.text(area.x + 1, base + 1, from, Style(dim: true))
            screen.text(area.x + 1 + span - to.count, base + 1, to, Style(dim: true))
        } else {
            screen.text(area.x + 1, base + 1, "\(from) to \(to)", Style(dim: true))
        }
    }
}
