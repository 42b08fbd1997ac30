import GameEngine
import MazeKit

extension ReplayScene {
    func render(into screen: inout Screen, area: Area, world: World) {
        if runs.count == 1 {
            renderOne(into: &screen, area: area, world: world)
        } else if sharesLevel {
            renderOnOneMaze(into: &screen, area: area, world: world)
        } else {
            renderInPanes(into: &screen, area: area, world: world)
        }
    }

    /// Playing, paused, finished, or stopped at a divergence.
    private var playback: String { divergence != nil ? "diverged" : atEnd ? "finished" : (playing ? "playing" : "paused") }

    /// Where playback stopped, in `mz replay --headless`'s sentence (naming the run when there
    /// are two), as the lines that fit `width`; `nil` while no run has diverged.
    private func stopLines(width: Int) -> [String]? {
        guard let (runner, divergence) = divergence else { return nil }
        let who = runs.count == 2 ? (runner == 0 ? "A: " : "B: ") : ""
        return "Stopped: \(who)\(divergence.description).".wrapped(toWidth: max(10, width))
    }

    /// A replay does not say who played it: the plain @ for A, whatever avatar is worn today,
    /// and the ghost's glyph for B.
    private func look(_ context: AppContext, runner: Int) -> MazeView.Look {
        let avatar: (Unicode.Scalar, Colour) = runner == 0 ? ("@", .yellow) : (context.glyphs.ghost, .white)
        return MazeView.Look(glyphs: context.glyphs, colour: context.colour, avatar: avatar)
    }

    private func title(_ level: Level) -> String {
        if level.id > 0 { return "level \(level.id): \(level.name)" }
        // Outside the campaign a level goes by its name (a daily's is its day, a seeded level's
        // "Seed N"); a level from a code carries only the name "Code", so its seed says more.
        return level.name == "Code" ? "seed \(level.spec.seed)" : level.name.escapingControlCharacters(limit: 40)
    }

    private func renderOne(into screen: inout Screen, area: Area, world: World) {
        let run = runs[0]
        let level = run.level
        screen.text(area.x, area.y, "Replay of " + title(level), Style(bold: true))
        // Moves count down, as in the game.
        let status =
            "Moves left \(run.state.movesLeft)/\(level.budget)  Par \(level.par)  input \(index)/\(run.replay.inputs.count)  \(speed.formatted)x  \(playback)"
        screen.text(area.x, area.y + 1, status)
        // A divergence's sentence may take more than the one line below the maze.
        let bottom =
            stopLines(width: area.width) ?? [
                atEnd ? "Recorded result: \(run.replay.result.summary)" : "Next: \(run.replay.inputs[index].notation)"
            ]
        let field = Area(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2 - bottom.count)
        MazeView.draw(
            into: &screen, area: field, canvas: canvases[0], state: run.state, shownPosition: run.state.position,
            look: look(world.context, runner: 0))
        for (i, line) in bottom.enumerated() { screen.text(area.x, area.bottom - bottom.count + 1 + i, line, Style(bold: true)) }
    }

    /// One run's line: who it is, its moves and how it stands (`A @  Moves left 12/30  input 8/20  playing`).
    private func line(_ runner: Int, context: AppContext) -> String {
        let run = runs[runner]
        let name = runner == 0 ? "A @" : "B \(context.glyphs.ghost)"
        return
            "\(name)  Moves left \(run.state.movesLeft)/\(run.level.budget)  input \(run.applied)/\(run.replay.inputs.count)  \(run.standing)"
    }

    /// The lines below two runs' mazes: where playback stopped, or the next inputs.
    private func bottomLines(width: Int) -> [String] { stopLines(width: width) ?? [nextInputs] }

    /// The next input of each run, or that it is over.
    private var nextInputs: String {
        if atEnd { return "Both finished: A \(runs[0].standing), B \(runs[1].standing)." }
        let next = runs.map { $0.isOver ? "done" : $0.replay.inputs[$0.applied].notation }
        return "Next: A \(next[0])  B \(next[1])"
    }

    private func renderOnOneMaze(into screen: inout Screen, area: Area, world: World) {
        let level = runs[0].level
        screen.text(
            area.x, area.y, "Two replays of \(title(level))  Par \(level.par)  step \(index)/\(length)  \(speed.formatted)x  \(playback)",
            Style(bold: true))
        screen.text(area.x, area.y + 1, line(0, context: world.context))
        screen.text(area.x, area.y + 2, line(1, context: world.context))
        // Items as run A found them (B's coins are in its line); walls either run demolished
        // are open (see `drawMazes`). The window follows A.
        let bottom = bottomLines(width: area.width)
        let field = Area(x: area.x, y: area.y + 3, width: area.width, height: area.height - 3 - bottom.count)
        MazeView.draw(
            into: &screen, area: field, canvas: canvases[0], state: runs[0].state, shownPosition: runs[0].state.position,
            look: look(world.context, runner: 0), ghost: runs[1].state.position)
        for (i, line) in bottom.enumerated() { screen.text(area.x, area.bottom - bottom.count + 1 + i, line, Style(bold: true)) }
    }

    /// The window that two panes of these levels need: each canvas whole, side by side.
    func paneWindow() -> (width: Int, height: Int) {
        let width = canvases.map(\.width).max() ?? 0
        let height = canvases.map(\.height).max() ?? 0
        // Two panes and a gap; a title row, two pane rows and the next-input line, plus the key bar.
        return (2 * width + 2, height + 5)
    }

    private func renderInPanes(into screen: inout Screen, area: Area, world: World) {
        let needed = paneWindow()
        guard world.windowSize.width >= needed.width, world.windowSize.height >= needed.height else {
            // Scrolling two mazes at once would show neither well: ask for room instead.
            let message =
                "These replays are of two different levels. Side by side they need a window of at least \(needed.width)x\(needed.height) (now \(world.windowSize.width)x\(world.windowSize.height)): widen the window, or watch them one at a time."
            let lines = message.wrapped(toWidth: max(10, area.width - 4))
            let top = area.y + max(0, (area.height - lines.count) / 2)
            for (i, text) in lines.enumerated() { screen.centered(top + i, text, Style(bold: true)) }
            return
        }
        let bottom = bottomLines(width: area.width)
        screen.text(area.x, area.y, "Two replays  step \(index)/\(length)  \(speed.formatted)x  \(playback)", Style(bold: true))
        let paneWidth = (area.width - 2) / 2
        for runner in 0..<2 {
            let run = runs[runner]
            let x = area.x + runner * (paneWidth + 2)
            let heading = "\(runner == 0 ? "A" : "B"): \(title(run.level))  Par \(run.level.par)"
            screen.text(x, area.y + 1, heading.prefix(columns: paneWidth), Style(bold: true))
            let status =
                "Moves left \(run.state.movesLeft)/\(run.level.budget)  input \(run.applied)/\(run.replay.inputs.count)  \(run.standing)"
            screen.text(x, area.y + 2, status.prefix(columns: paneWidth))
            let field = Area(x: x, y: area.y + 3, width: paneWidth, height: area.height - 3 - bottom.count)
            MazeView.draw(
                into: &screen, area: field, canvas: canvases[runner], state: run.state, shownPosition: run.state.position,
                look: look(world.context, runner: runner))
        }
        for (i, line) in bottom.enumerated() { screen.text(area.x, area.bottom - bottom.count + 1 + i, line, Style(bold: true)) }
    }
}
