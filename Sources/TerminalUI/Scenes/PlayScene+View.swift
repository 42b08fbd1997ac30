import GameEngine
import MazeKit

extension PlayScene {
    func render(into screen: inout Screen, area: Area, world: World) {
        guard let attempt = world.session.current, attempt.level.id == level.id else {
            screen.centered(area.y + area.height / 2, "The attempt is over: q leaves.", Style(bold: true))
            return
        }
        let context = world.context
        let state = attempt.state
        drawHUD(attempt, into: &screen, area: area, world: world)
        // The HUD above, the message line below (the app keeps the key bar under `area`): the
        // rows `PlayField` counts, so the fit rule of `mz validate` measures this layout.
        let field = Area(
            x: area.x, y: area.y + PlayField.hudRows, width: area.width, height: area.height - PlayField.hudRows - PlayField.messageRows)
        let shown = shownPosition(state)
        let look = MazeView.Look.worn(in: world)
        // The sketch replayed once a frame: its marks and the stop marks from its end.
        let walked = sketchWalk(state)
        // Crates paid on an earlier win read `$0`, faint: taking them again pays nothing.
        let paid = world.progress.paidCrates(on: level)
        if showsOverview {
            MazeOverview.draw(into: &screen, area: field, state: state, shownPosition: shown, look: look, paidCrates: paid)
        } else {
            MazeView.draw(
                into: &screen, area: field, canvas: world.zooms ? Self.shownCanvas(canvas, field: field, window: world.windowSize) : canvas,
                state: state,
                shownPosition: shown, look: look,
                overlay: overlay(state, inputs: attempt.inputs, showsStops: world.showsStops, sketched: walked?.end, context: context)
                    + sketchMarks(state, walked, context: context)
                    + (lookCursor.map { [.focus($0)] } ?? []),
                ways: world.showsWays(on: level) ? context.tint(.white, bold: true) : nil,
                ghost: shownGhost(attempt),
                paidCrates: paid, ruler: world.showsRuler,
                doorsOpen: walked?.end.keyTaken == true)
        }
        let messageStyle = prompt != nil || armed != nil || sketch != nil ? Style(bold: true, reverse: true) : Style(bold: true)
        let lines = message.wrapped(toWidth: max(10, area.width))
        screen.text(area.x, area.bottom, lines.count > 1 ? String(lines[0].prefix(area.width - 1)) + "…" : lines[0], messageStyle)
    }

    /// The canvas drawn: as large as the field shows whole, twice the base size only in a
    /// window larger than the baseline; the base size when nothing larger fits.
    static func shownCanvas(_ canvas: MazeCanvas, field: Area, window: (width: Int, height: Int)) -> MazeCanvas {
        zoom(canvas, field: field, window: window).map { canvas.zoomed(to: $0) } ?? canvas
    }

    /// Whether `window` is larger than the baseline either way (the double size is only for such).
    static func isLargerThanBaseline(_ window: (width: Int, height: Int)) -> Bool {
        window.width > PlayField.baseline.width || window.height > PlayField.baseline.height
    }

    /// Whether `canvas` is drawn larger in `field` of `window` (when the player zooms).
    static func canZoom(_ canvas: MazeCanvas, field: Area, window: (width: Int, height: Int)) -> Bool {
        zoom(canvas, field: field, window: window) != nil
    }

    /// The largest cell size at which `canvas` fits `field` whole, if any is larger than the base.
    static func zoom(_ canvas: MazeCanvas, field: Area, window: (width: Int, height: Int)) -> CellSize? {
        let larger = isLargerThanBaseline(window)
        return CellSize.zooms.first { size in
            let fits = size.canvas(cellsWide: canvas.cells.wide, cellsHigh: canvas.cells.high)
            return (larger || size != .double) && fits.width <= field.width && fits.height <= field.height
        }
    }

    /// The ghost's cell when it is shown: one recorded action for each action of this attempt
    /// (a restart begins a new attempt, so the ghost starts over with it).
    func shownGhost(_ attempt: Attempt) -> Int? {
        guard showsGhost, let ghost else { return nil }
        return ghost.cell(after: attempt.inputs.count)
    }

    /// The marks drawn over the maze: where an armed Jump would land or which walls an armed
    /// Demolish could take, and where each arrow would stop when asked (`m`), from `sketched`
    /// (where a sketch ends) when one is being drawn.
    func overlay(
        _ state: GameState, inputs: [Action] = [], showsStops: Bool, sketched: GameState? = nil, context: AppContext
    ) -> [MazeView.Mark] {
        guard animation == nil else { return [] }
        let arrows = Dictionary(uniqueKeysWithValues: Direction.ordered.map { ($0, context.glyphs.arrow($0)) })
        var marks: [MazeView.Mark] = []
        // While a hint's or the guide's trail is shown, its arrows are the only ones: a tester
        // followed a stop mark beside the player for the guide's next arrow (the same glyphs).
        let trail = armed == nil ? hintMarks(state, inputs: inputs, arrows: arrows, colour: context.colour) : []
        // While sketching, stop marks show where each arrow would stop from the sketch's end.
        let origin = armed == nil && showsStops ? sketched ?? state : state
        for direction in Direction.ordered {
            var trial = state
            switch armed {
            case .jump?:
                if case .jumped = trial.apply(.jump(direction)).first {
                    marks.append(.landing(trial.position, arrows[direction] ?? "*", context.tint(.green, bold: true)))
                }
            case .demolish?:
                if case .wallDemolished = trial.apply(.demolish(direction)).first {
                    marks.append(.wall(state.position, direction, Style(context.colour ? .red : .standard, bold: true, reverse: true)))
                }
            case nil:
                trial = origin
                guard showsStops, trail.isEmpty, case .moved = trial.apply(.move(direction)).first, trial.position != origin.position
                else { continue }
                marks.append(.stop(trial.position, arrows[direction] ?? "*", context.tint(.cyan, bold: true)))
            }
        }
        return marks + trail
    }

    /// The hint's route, what is left of it, as a trail: each cell it passes shows the way on
    /// from there (a slide's cells the slide's way, where a move ends the next move's way), so
    /// every arrow reads "from here, go this way" and the first marked cell beside the player
    /// is the first move. (Arrows pointing the way each move came read as "walk into a wall"
    /// to a play-tester.) The exit keeps its E.
    ///
    /// A way that passes a cell twice (a guide's plan back out of a crate's pocket) is marked
    /// only up to that cell: one arrow cannot say both ways, and with the later one drawn the
    /// way into the pocket did not show (following the arrows walked past the crate). The rest
    /// appears as the player follows (the marks are drawn from where the player stands).
    func hintMarks(_ state: GameState, inputs: [Action], arrows: [Direction: Unicode.Scalar], colour: Bool) -> [MazeView.Mark] {
        Self.trail(
            state, left: hintLeft(inputs) ?? [], arrows: arrows, style: Style(colour ? .yellow : .standard, bold: true, reverse: true)
        )
        .marks
    }

    /// The marks of the way `left` from `state` (see `hintMarks`), and whether they stop short of
    /// its end where it passes a cell twice.
    static func trail(_ state: GameState, left: ArraySlice<Direction>, arrows: [Direction: Unicode.Scalar], style: Style) -> (
        marks: [MazeView.Mark], stopsShort: Bool
    ) {
        let level = state.level
        var trial = state
        var marks: [MazeView.Mark] = []
        var marked = [Bool](repeating: false, count: level.maze.width * level.maze.height)
        marked[state.position] = true
        // Marks `cell` unless it is marked already; whether it was.
        func mark(_ cell: Int, _ direction: Direction) -> Bool {
            guard !marked[cell] else { return false }
            marked[cell] = true
            marks.append(.cell(cell, arrows[direction] ?? "*", style))
            return true
        }
        for direction in left {
            let from = trial.position
            guard case let .moved(_, path, _) = trial.apply(.move(direction)).first else { break }
            // Where the last move ended (not the player's own cell): this move's way.
            if from != state.position, !mark(from, direction) { return (marks, true) }
            // The cells passed on the way: the way on to the next one.
            for (a, b) in zip(path, path.dropFirst()) where a != level.exit && a != from {
                if !mark(a, Self.way(from: a, to: b, width: level.maze.width) ?? direction) { return (marks, true) }
            }
            if trial.position == level.exit { break }
        }
        return (marks, false)
    }

    /// The way from cell `a` to cell `b` when they share a row or a column (a step, or a
    /// tunnel's two cells), else `nil` (a portal's or a trapdoor's far end).
    static func way(from a: Int, to b: Int, width: Int) -> Direction? {
        let (dx, dy) = (b % width - a % width, b / width - a / width)
        if dy == 0, dx != 0 { return dx > 0 ? .east : .west }
        if dx == 0, dy != 0 { return dy > 0 ? .south : .north }
        return nil
    }

    /// What is left of the hint's route after the attempt's `inputs`, or `nil` when the inputs
    /// since it was asked are not its first moves (an action off it, an undo past it).
    func hintLeft(_ inputs: [Action]) -> ArraySlice<Direction>? {
        guard let hint, inputs.count >= hint.inputs else { return nil }
        let since = inputs[hint.inputs...]
        guard since.count <= hint.route.count, zip(since, hint.route).allSatisfy({ $0 == .move($1) }) else { return nil }
        return hint.route.dropFirst(since.count)
    }

    /// Draws the two HUD lines at the top of `area` (the failure screen keeps them too).
    func drawHUD(_ attempt: Attempt, into screen: inout Screen, area: Area, world: World) {
        for (i, line) in hud(attempt, world: world, width: area.width).enumerated() {
            var x = area.x
            for field in line {
                screen.text(x, area.y + i, field.text, field.style)
                x += field.text.columns + 2  // columns: a wide name takes two a character
            }
        }
    }

    /// The two HUD lines (nethack's status lines): what the level is and how the moves stand,
    /// then what the player carries. Fields that do not fit are dropped by priority (zero
    /// counters first), never cut in the middle.
    func hud(_ attempt: Attempt, world: World, width: Int) -> [[(text: String, style: Style)]] {
        let context = world.context
        let state = attempt.state
        let left = state.movesLeft
        let low = left <= max(1, state.budget / 10)
        // The level's budget, and what Times added to it this attempt: "Moves left 14/35+10".
        let extra = state.extraMoves > 0 ? "+\(state.extraMoves)" : ""
        let moves = (
            text: "Moves left \(left)/\(level.budget)\(extra)",
            style: context.colour ? Style(low ? .red : .green, bold: true) : Style(bold: true)
        )
        let par = (text: "Par \(level.par)", style: Style.plain)
        let fixed = moves.text.count + par.text.count + 4
        var title =
            attempt.daily.map { "Daily \($0.date)" }
            ?? (attempt.isCampaign || attempt.treasury != nil
                ? (level.id > 0 ? "Level \(level.id): " : "") + level.name : "Practice: \(level.name)")
        if title.columns > width - fixed { title = title.prefix(columns: max(1, width - fixed - 1)) + "…" }
        let first = [(text: title, style: Style(bold: true)), moves, par]

        // (text, priority): a higher priority is dropped later.
        var fields: [(text: String, priority: Int, style: Style)] = []
        if attempt.isCampaign || attempt.treasury != nil {
            // Crate coins are paid when the level is won: shown apart until then, and only those
            // the win will pay (a crate paid on an earlier win pays nothing again).
            let due = world.progress.payableCrateCoins(in: attempt)
            let found = due > 0 ? " +\(due)" : ""
            // Near the purse's limit the HUD says it, before a win pays past it (a play-tester:
            // "an unannounced 600-coin purse cap appeared").
            let coins = world.progress.coins
            let limit = coins + 100 >= Economy.purseLimit ? "/\(Economy.purseLimit)" : ""
            fields.append(("Coins \(coins)\(limit)\(found)", 5, context.tint(.yellow)))
        }
        if let treasury = attempt.treasury {
            fields.append(
                treasury.paid
                    ? ("Fee \(treasury.fee) paid", 5, Style(dim: true))
                    : ("Fee \(treasury.fee) at first move", 5, context.tint(.yellow, bold: true)))
        }
        if let daily = attempt.daily {
            fields.append(daily.counts ? ("First try counts", 5, context.tint(.yellow, bold: true)) : ("For fun", 5, Style(dim: true)))
        }
        if !level.crates.isEmpty { fields.append(("Crates \(state.openedCrates.filter { $0 }.count)/\(level.crates.count)", 4, .plain)) }
        // Timed crates still to take, each with its countdown: the map has room for it only
        // where a cell has a second row.
        let timers = level.crates.indices.filter { level.crates[$0].deadline != nil && state.isStanding($0) }
        if !timers.isEmpty {
            let each = timers.map {
                "\(context.glyphs.crate)\(level.crates[$0].coins) \(MazeView.countdown(of: level.crates[$0], in: state)!)"
            }
            fields.append(("Timed " + each.joined(separator: ", "), 6, context.tint(.red, bold: true)))
        }
        // The target a scout told, kept in sight while the plan is made.
        if attempt.isCampaign, let plan = world.session.scouted[level.id] {
            let target =
                plan.gemPlan.map { "Plan: \($0.gems.count == 1 ? "gem" : "gems") + \($0.coins) coins" }
                ?? "Plan \(plan.coins) coins in \(plan.moves)"
            fields.append((target, 5, context.tint(.green)))
        }
        if !level.gems.isEmpty { fields.append(("Gems \(state.foundGems.filter { $0 }.count)/\(level.gems.count)", 1, .plain)) }
        // Whether the doors are open, in words (the map shows it too, by the key and the doors).
        if !level.fixtures.doors.isEmpty {
            fields.append(
                state.keyTaken
                    ? ("Key taken: doors open", 4, context.tint(.red)) : ("Key \(context.glyphs.key): doors shut", 4, context.tint(.red)))
        }
        if attempt.isWalked {
            // Held, but not for this level: the counts would read as an offer.
            fields.append(("On foot: power-ups kept", 3, .plain))
        } else if attempt.daily == nil, attempt.treasury == nil {  // the daily and treasuries are played with empty hands
            fields.append(("Jump \(state.inventory.jumps)", state.inventory.jumps > 0 ? 3 : 0, .plain))
            fields.append(("Demolish \(state.inventory.demolishes)", state.inventory.demolishes > 0 ? 3 : 0, .plain))
            // Times only once the player has met them (held one, or used one here).
            if state.inventory.times > 0 || state.extraMoves > 0 {
                fields.append(("Time \(state.inventory.times)", state.inventory.times > 0 ? 3 : 0, .plain))
            }
        }
        if attempt.isCampaign, world.progress.hints > 0 { fields.append(("Hints \(world.progress.hints)", 2, .plain)) }
        if showsGhost, let ghost {
            // Where the ghost is in its run: the player has taken as many actions, so this is
            // also how far into the best run's length the attempt is. Steps, not moves: mud
            // costs two, and a play-tester read "16/22" against a best of 25 as a bug; the
            // run's moves are said beside them.
            let taken = attempt.inputs.count
            let glyph = context.glyphs.ghost
            let text =
                ghost.isFinished(after: taken)
                ? "Ghost \(glyph) finished (\(ghost.movesCounted) moves)"
                : "Ghost \(glyph) step \(taken)/\(ghost.actionCount) (\(ghost.movesCounted) moves)"
            fields.append((text, 4, context.tint(.white, dim: true)))
        }
        if armed != nil { fields.append((armed == .jump ? "[JUMP armed]" : "[DEMOLISH armed]", 6, Style(bold: true, reverse: true))) }
        while fields.reduce(0, { $0 + $1.text.count + 2 }) - 2 > width,
            let weakest = fields.indices.min(by: { fields[$0].priority < fields[$1].priority })
        {
            fields.remove(at: weakest)
        }
        return [first, fields.map { ($0.text, $0.style) }]
    }
}
