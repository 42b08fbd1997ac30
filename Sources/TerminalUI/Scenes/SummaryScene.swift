import GameEngine
import MazeKit

/// After an attempt: won (moves against par and the earlier best, stars, what it paid, what it
/// unlocked) or out of moves (the maze kept, dimmed, and how far the exit was).
struct SummaryScene: Sendable {
    /// How the attempt ended.
    let finished: FinishedAttempt
    /// The play screen as it was when the attempt ended: its maze and HUD stay on a failure.
    let play: PlayScene
    /// The maze as it was drawn when the attempt ended.
    var canvas: MazeCanvas { play.canvas }
    /// Moves from where the attempt ended to the exit (failures), `nil` if it cannot be reached.
    let movesToExit: Int?
    /// Frames of the banner's little celebration so far.
    var frame = 0
    /// The cells of a par route from the start (failures), drawn over the maze on `b`.
    let route: [Int]
    /// Whether the best route is shown.
    var showsRoute = false

    init(finished: FinishedAttempt, session: CampaignSession, shown play: PlayScene, world: World) {
        self.finished = finished
        self.play = play
        let state = finished.attempt.state
        if state.status == .won {
            movesToExit = 0
            route = []
        } else {
            // Walk a par route through the rules, so slides show every cell they cross.
            var walk = GameState(level: state.level)
            var cells = [walk.position]
            for direction in MoveGraph(state.level).solve(from: state.level.start).moves {
                for event in walk.apply(.move(direction)) {
                    if case let .moved(_, path, _) = event { cells += path }
                }
            }
            route = cells
            movesToExit = MoveGraph(maze: state.maze, terrain: state.level.terrain, exit: state.level.exit).solve(from: state.position).par
        }
    }

    /// Whether the attempt was won.
    var won: Bool { finished.outcome == .won }
    var level: Level { finished.attempt.level }
    var practice: Bool { finished.attempt.isPractice }
}

extension SummaryScene: SceneModel {
    var keyContext: KeyContext { .summary }

    func keyBar(in world: World) -> [String] {
        if finished.attempt.daily != nil { return ["r play again (for fun)", "q leave"] }
        if practice { return ["r play again", "q quit"] }
        if !won { return ["Enter retry", "b best route", "l level select", "q title"] }
        let next = won && level.id < world.context.campaign.levels.count ? "Enter next level" : (won ? "Enter level select" : "Enter retry")
        return [next, won ? "r retry" : "", "l level select", "q title"].filter { !$0.isEmpty }
    }

    mutating func handle(_ command: Command, in world: World) -> [Effect] {
        if let daily = finished.attempt.daily {
            switch command {
            case .restart: return [.session(.daily(date: daily.date, level: level, isToday: world.context.today == daily.date))]
            case .quit, .back, .select: return [.open(.title)]
            case .help: return [.help]
            default: return []
            }
        }
        if practice {
            switch command {
            case .restart: return [.session(.practice(level))]
            case .quit, .back, .select: return [.quit]
            default: return []
            }
        }
        switch command {
        case .restart: return [.session(.play(level: level.id))]
        case .select, .direction(.east):
            if !won { return [.session(.play(level: level.id))] }
            if level.id < world.context.campaign.levels.count, world.progress.isUnlocked(level.id + 1) {
                return [.session(.play(level: level.id + 1))]
            }
            return [.open(.levelSelect(cursor: level.id))]
        case .toggleRoute where !won:
            showsRoute.toggle()
            return []
        case .levelSelect:
            // After a win the cursor waits on the level it opened.
            let next = won && world.progress.isUnlocked(level.id + 1) ? level.id + 1 : level.id
            return [.open(.levelSelect(cursor: next))]
        case .quit, .back: return [.open(.title)]
        case .help: return [.help]
        default: return []
        }
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        frame += 1
        return world.context.animation
    }

    func isAnimating(in world: World) -> Bool { world.context.animation && won && frame < 40 }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let state = finished.attempt.state
        var lines: [(text: String, style: Style)] = []
        func add(_ text: String, _ style: Style = .plain) { lines.append((text, style)) }
        let glyphs = context.glyphs
        if won {
            let sparkle = glyphs.ascii ? ["*", "+", "."] : ["✦", "✧", "·"]
            let s = context.animation ? sparkle[frame % 3] : sparkle[0]
            add("\(s) \(s) \(s)  \(finished.attempt.daily == nil ? "LEVEL" : "DAILY") COMPLETE  \(s) \(s) \(s)", context.tint(.yellow, bold: true))
        } else {
            add("OUT OF MOVES", context.tint(.red, bold: true))
        }
        add("")
        let daily = finished.attempt.daily
        add(daily.map { "Daily \($0.date)" } ?? (level.id > 0 ? "Level \(level.id): \(level.name)" : "Practice: \(level.name)"))
        add("Moves \(state.movesUsed)   Par \(level.par)   Budget \(level.budget)")
        // A daily's card carries the code; shown twice it would only crowd the screen.
        if finished.dailyResult == nil, let code = LevelCode.code(for: level.spec) { add("code \(code)", Style(dim: true)) }
        if won {
            let stars = finished.settlement?.stars ?? Economy.stars(movesUsed: state.movesUsed, par: level.par, budget: level.budget)
            add("\(glyphs.stars(stars))  \(stars) star\(stars == 1 ? "" : "s")", context.tint(.yellow, bold: true))
            if !practice { add(standing, Style(bold: finished.isNewBest)) }
            if let lesson { add(lesson, Style(dim: true)) }
        } else {
            switch movesToExit {
            case let distance?:
                let left = state.movesLeft > 0 ? " (you had \(state.movesLeft) left)" : ""
                add("E was \(distance) move\(distance == 1 ? "" : "s") away\(left).")
            case nil: add("E could no longer be reached from where you stood.")
            }
        }
        add("")
        if let s = finished.settlement, won {
            lines += table(s, coins: world.progress.coins)
            if s.unpaid > 0 { add("Purse full (\(Economy.purseLimit)): \(s.unpaid.counted("coin")) not paid. Spend some in the shop!", context.tint(.red, bold: true)) }
            if !s.newGems.isEmpty { add("Gem found!", context.tint(.magenta, bold: true)) }
            for id in s.newAvatars { add("New avatar: \(AvatarCatalog.avatar(id)?.name ?? id)", Style(bold: true)) }
            if let unlocked = s.unlockedLevel { add("Level \(unlocked) unlocked", Style(bold: true)) }
        } else if !won, !practice {
            add("What you collected this attempt is lost; used power-ups stay used.", Style(dim: true))
        }
        if let daily {
            lines += dailyLines(daily, world: world)
        }

        // A line wider than the screen (the par breakdown of a level with many items) is
        // wrapped between its parts, never cut at both ends.
        lines = lines.flatMap { line in
            line.text.count <= area.width ? [line] : line.text.wrapped(toWidth: area.width, between: " · ").map { ($0, line.style) }
        }
        var textTop = area.y + max(0, (area.height - lines.count) / 2)
        if !won {
            // The HUD and the maze stay above the text (the maze dimmed, centred on where the
            // attempt ended), so what the attempt had taken is still there to see.
            play.drawHUD(finished.attempt, into: &screen, area: area, world: world)
            let mazeTop = area.y + 2
            textTop = max(mazeTop, area.bottom - lines.count)
            let avatar = AvatarCatalog.avatar(world.progress.avatar)
            let look = MazeView.Look(glyphs: glyphs, colour: context.colour,
                                     avatar: (avatar?.glyph.unicodeScalars.first ?? "@", Colour(named: avatar?.colour ?? "yellow")), dimmed: true)
            let dot: Unicode.Scalar = glyphs.ascii ? "." : "•"
            let marks = showsRoute ? route.dropFirst().map { MazeView.Mark.cell($0, dot, context.tint(.green, bold: true)) } : []
            // Said in the blank line under the banner, so the text keeps its place.
            if showsRoute { lines[1] = ("\(dot) a best route from the start: \(level.par.counted("move"))", context.tint(.green)) }
            MazeView.draw(into: &screen, area: Area(x: area.x, y: mazeTop, width: area.width, height: textTop - mazeTop),
                          canvas: canvas, state: state, shownPosition: state.position, look: look, overlay: marks)
        }
        for (i, line) in lines.enumerated() where textTop + i <= area.bottom {
            screen.centered(textTop + i, line.text, line.style)
        }
    }

    /// The daily's verdict: the result card to paste when this attempt was the day's result,
    /// else why it does not count.
    func dailyLines(_ daily: DailyAttempt, world: World) -> [(text: String, style: Style)] {
        guard finished.dailyResult != nil,
              let card = world.progress.daily.card(on: daily.date, code: LevelCode.code(for: level.spec), ascii: world.context.glyphs.ascii) else {
            let note = world.progress.daily.result(on: daily.date).map { "Not counted: today's result is already in (\($0.shortText))." }
                ?? "A past day: played for fun, not counted."
            return [("", .plain), (note, Style(dim: true))]
        }
        return [("", .plain), ("Today's result is in. Your card (printed again when you leave):", world.context.tint(.cyan, bold: true))]
            + card.map { ($0, Style(bold: true)) }
            + [("Score: stars, then coins from crates (the daily pays nothing into your purse).", Style(dim: true))]
    }

    /// What the level asked and how this run answered, when it has items: par, item par of
    /// what was taken, treasure par, the moves used ("par 13 · with what you took 19 · with
    /// everything 25, over budget · you 19").
    var lesson: String? {
        guard let s = finished.settlement, !level.crates.isEmpty || !level.gems.isEmpty else { return nil }
        var parts = ["par \(level.par)"]
        if s.itemPar != level.par { parts.append("with what you took \(s.itemPar)\(s.itemPar > level.budget ? ", over budget" : "")") }
        if let treasure = s.treasurePar, treasure != s.itemPar {
            parts.append("with everything \(treasure)\(treasure > level.budget ? ", over budget" : "")")
        }
        parts.append("you \(finished.attempt.state.movesUsed)")
        return parts.joined(separator: " · ")
    }

    /// Where this finish stands against the level's best, and what that means for cash-in.
    var standing: String {
        if finished.settlement?.assisted == true { return "A wall was demolished: the run counts as the whole budget." }
        let moves = finished.attempt.state.movesUsed
        guard let best = finished.previousBest else {
            return finished.settlement.map { $0.cashIn > 0 } == true ? "First clear: unused moves paid, a coin for every two." : "First clear."
        }
        if moves < best { return "New best! (was \(best)) Unused moves pay past your old best." }
        return "Best \(best): unused moves pay only past your best."
    }

    /// The coins paid, as a table: labels left, amounts right-aligned in one column, Total under them.
    func table(_ s: Settlement, coins: Int) -> [(text: String, style: Style)] {
        let rows = [("Crates", s.crateCoins), ("Unused moves", s.cashIn), ("Perfect bonus", s.perfectBonus), ("Prize", s.prizeCoins)]
            .filter { $0.1 > 0 } + [("Total", s.total)]
        let labelWidth = 16
        let amountWidth = rows.map { "+\($0.1)".count }.max() ?? 2
        let note = "   (now \(coins.counted("coin")))"
        return rows.enumerated().map { i, row in
            let isTotal = i == rows.count - 1
            let text = row.0.padding(toLength: labelWidth) + "+\(row.1)".leftPadding(toLength: amountWidth)
            // Every row is as wide as the total's, so centring keeps the columns in line.
            return (isTotal ? text + note : text.padding(toLength: text.count + note.count), isTotal ? Style(bold: true) : .plain)
        }
    }
}
