import GameEngine

/// Charts of the player's record: moves against par per level won, coins over time, and the
/// daily challenge's days (stars per day, streaks).
struct StatsScene: Sendable, Hashable {}

extension StatsScene: SceneModel {
    var keyContext: KeyContext { .menu }

    func keyBar(in world: World) -> [String] { [hint(.back, does: "back"), hint(.help, does: "help")] }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        command == .help ? .help : .open(.title)
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let progress = world.progress
        screen.centered(area.y, "Stats", Style(bold: true))
        screen.centered(
            area.y + 1,
            "Stars \(progress.totalStars)   Coins \(progress.coins)   Gems \(progress.gemsFound)   Levels won \(progress.levels.filter { $0.bestMoves != nil }.count)"
        )
        // Said once there is something to say (the summary after a win introduces the mark, the
        // dare's question the dares).
        let planned =
            progress.plannedLevels > 0 ? "\(context.glyphs.planned) planned to perfection: \(progress.plannedLevels.counted("level"))" : nil
        let dares = progress.daresWon.isEmpty ? nil : "dares won: \(progress.daresWon.count)"
        let best = " (best run \(progress.bestDareStreak))"
        // The longest that fits the window (60 columns at least): the best run goes first.
        let line =
            [[planned, dares.map { $0 + best }], [planned, dares], [planned ?? dares]]
            .map { $0.compactMap { $0 }.joined(separator: " · ") }
            .first { $0.count <= area.width } ?? ""
        if !line.isEmpty { screen.centered(area.y + 2, line, context.tint(.green)) }
        // The daily's chart takes the bottom rows; the other two share the rest.
        let dailyRows = world.context.today == nil ? 0 : DailyChart.height
        // Moves vs par, per level won: one column per level, as high as best / par of the par
        // line's height, which sits two thirds up: a run that took crates is longer than par and
        // rises above the line (it may still be perfect: stars follow the item par of what it took).
        let chartTop = area.y + 3, chartHeight = max(3, (area.height - 8 - dailyRows) / 2)
        let parHeight = max(1, chartHeight * 2 / 3)
        screen.text(area.x, chartTop, "best moves by level; the dotted line is par (yellow 3 stars, green 2, red 1)", Style(dim: true))
        let won = progress.levels.filter { $0.bestMoves != nil }.suffix(area.width - 2)
        // The par line across the chart; the bars are drawn over it.
        let parRow = chartTop + chartHeight - parHeight + 1
        for x in 0..<(area.width - 2) { screen.put(area.x + 1 + x, parRow, context.glyphs.ascii ? "." : "·", Style(dim: true)) }
        if won.isEmpty { screen.text(area.x + 1, chartTop + chartHeight, "(no level won yet)", Style(dim: true)) }
        for (i, record) in won.enumerated() {
            guard let spec = context.campaign.levels.first(where: { $0.id == record.id }),
                let par = spec.storedPar, par > 0, let best = record.bestMoves
            else { continue }
            let bar = min(chartHeight, max(1, Int((Double(best) / Double(par) * Double(parHeight)).rounded())))
            // Coloured by stars, not by par.
            let colour: Colour = record.stars >= 3 ? .yellow : (record.stars == 2 ? .green : .red)
            for h in 0..<bar {
                screen.put(area.x + 1 + i, chartTop + chartHeight - h, context.glyphs.ascii ? "#" : "█", context.tint(colour))
            }
        }
        // Coins over time, from the ledger.
        let coinTop = chartTop + chartHeight + 2
        screen.text(area.x, coinTop, "coins after each campaign attempt", Style(dim: true))
        let history = progress.ledger.suffix(area.width - 2).map(\.coins)
        if history.isEmpty { screen.text(area.x + 1, coinTop + 1, "(no campaign attempt finished yet)", Style(dim: true)) }
        let peak = max(1, history.max() ?? 1)
        let coinHeight = max(3, area.bottom - dailyRows - coinTop - 1)
        for (i, coins) in history.enumerated() {
            for k in 0..<(coins * coinHeight / peak) {
                screen.put(area.x + 1 + i, coinTop + coinHeight - k, context.glyphs.ascii ? "|" : "▌", context.tint(.yellow))
            }
        }
        if let today = world.context.today {
            DailyChart(record: progress.daily, today: today)
                .render(
                    into: &screen, area: Area(x: area.x, y: area.bottom - dailyRows + 1, width: area.width, height: dailyRows),
                    context: context)
        }
    }
}
