import GameEngine
import MazeKit

/// The replay viewer: plays a recorded attempt back with play/pause, step and speed.
struct ReplayScene: Sendable {
    var replay: Replay
    var level: Level
    /// Inputs applied so far.
    var index = 0
    /// The state after `index` inputs.
    var state: GameState
    var playing = true
    /// Actions per second.
    var speed = 4.0
    var canvas: MazeCanvas
    var elapsed = 0.0

    init(replay: Replay, level: Level, context: AppContext) {
        self.replay = replay
        self.level = level
        state = GameState(level: level, inventory: replay.inventory)
        canvas = MazeCanvas(maze: level.maze, terrain: level.terrain, glyphs: context.glyphs)
    }

    /// Whether every input has been shown.
    var atEnd: Bool { index >= replay.inputs.count }

    /// Re-simulates up to `target` inputs.
    mutating func seek(_ target: Int, context: AppContext) {
        let clamped = max(0, min(target, replay.inputs.count))
        if clamped < index {
            state = GameState(level: level, inventory: replay.inventory)
            index = 0
        }
        while index < clamped {
            state.apply(replay.inputs[index])
            index += 1
        }
        canvas = MazeCanvas(maze: state.maze, terrain: level.terrain, glyphs: context.glyphs)
    }
}

extension ReplayScene: SceneModel {
    var keyContext: KeyContext { .replay }

    func keyBar(in world: World) -> [String] {
        ["space play/pause", "←→ step", "+/- speed", "0 start", "Enter end", "q quit"]
    }

    mutating func handle(_ command: Command, in world: World) -> [Effect] {
        switch command {
        case .playPause:
            if atEnd { seek(0, context: world.context) }  // play again from the start
            playing.toggle()
        case .direction(.east): playing = false; seek(index + 1, context: world.context)
        case .direction(.west): playing = false; seek(index - 1, context: world.context)
        case .faster: speed = min(64, speed * 2)
        case .slower: speed = max(0.5, speed / 2)
        case .toStart: seek(0, context: world.context)
        case .toEnd: seek(replay.inputs.count, context: world.context); playing = false
        case .help: return [.help]
        case .quit: return [.quit]
        default: break
        }
        return []
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        guard playing, !atEnd else { return false }
        elapsed += seconds
        let steps = Int(elapsed * speed)
        guard steps > 0 else { return false }
        elapsed -= Double(steps) / speed
        seek(index + steps, context: world.context)
        if atEnd { playing = false }
        return true
    }

    func isAnimating(in world: World) -> Bool { playing && !atEnd }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let title = level.id > 0 ? "Replay of level \(level.id): \(level.name)" : "Replay of seed \(level.spec.seed)"
        screen.text(area.x, area.y, title, Style(bold: true))
        // Moves count down, as in the game.
        let state = atEnd ? "finished" : (playing ? "playing" : "paused")
        let status = "Moves \(self.state.movesLeft)/\(level.budget)  Par \(level.par)  input \(index)/\(replay.inputs.count)  \(speed.formatted)x  \(state)"
        screen.text(area.x, area.y + 1, status)
        // A replay does not say who played it: the plain @, whatever avatar is worn today.
        let look = MazeView.Look(glyphs: context.glyphs, colour: context.colour, avatar: ("@", .yellow))
        let field = Area(x: area.x, y: area.y + 2, width: area.width, height: area.height - 3)
        MazeView.draw(into: &screen, area: field, canvas: canvas, state: self.state, shownPosition: self.state.position, look: look)
        let next = atEnd ? "Recorded result: \(replay.result.summary)" : "Next: \(replay.inputs[index].notation)"
        screen.text(area.x, area.bottom, next, Style(bold: true))
    }
}

extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
