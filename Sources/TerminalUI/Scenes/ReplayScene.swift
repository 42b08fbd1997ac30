import GameEngine
import MazeKit

/// The replay viewer: plays a recorded attempt back with play/pause, step and speed.
public struct ReplayScene: Sendable {
    public var replay: Replay
    public var level: Level
    public var index = 0
    public var state: GameState
    public var playing = true
    /// Actions per second.
    public var speed = 4.0
    var canvas: MazeCanvas
    var elapsed = 0.0

    public init(replay: Replay, level: Level, context: AppContext) {
        self.replay = replay
        self.level = level
        state = GameState(level: level, inventory: replay.inventory)
        canvas = MazeCanvas(maze: level.maze, terrain: level.terrain, glyphs: context.glyphs)
    }

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

extension App {
    /// Opens the replay viewer, playing at `speed` actions per second.
    public init(context: AppContext, progress: PlayerProgress, replay: Replay, level: Level, speed: Double = 4) {
        self.init(context: context, progress: progress)
        var viewer = ReplayScene(replay: replay, level: level, context: context)
        viewer.speed = speed
        scene = .replay(viewer)
        openedStandalone = true
    }

    mutating func handleReplay(_ viewer: ReplayScene, _ key: Key) -> [Effect] {
        var viewer = viewer
        switch key {
        case .character(" "): viewer.playing.toggle()
        case .right, .character("l"): viewer.playing = false; viewer.seek(viewer.index + 1, context: context)
        case .left, .character("h"): viewer.playing = false; viewer.seek(viewer.index - 1, context: context)
        case .character("+"), .character("="), .up: viewer.speed = min(64, viewer.speed * 2)
        case .character("-"), .down: viewer.speed = max(0.5, viewer.speed / 2)
        case .character("0"): viewer.seek(0, context: context)
        case .enter: viewer.seek(viewer.replay.inputs.count, context: context)
        case .character("q"), .escape: return [.quit]
        default: break
        }
        scene = .replay(viewer)
        return []
    }

    mutating func tickReplay(_ viewer: inout ReplayScene, seconds: Double) -> Bool {
        guard viewer.playing, viewer.index < viewer.replay.inputs.count else { return false }
        viewer.elapsed += seconds
        let steps = Int(viewer.elapsed * viewer.speed)
        guard steps > 0 else { return false }
        viewer.elapsed -= Double(steps) / viewer.speed
        viewer.seek(viewer.index + steps, context: context)
        if viewer.index >= viewer.replay.inputs.count { viewer.playing = false }
        return true
    }

    func renderReplay(_ viewer: ReplayScene, into screen: inout Screen) {
        let level = viewer.level
        let title = level.id > 0 ? "Replay of level \(level.id): \(level.name)" : "Replay of seed \(level.spec.seed)"
        screen.text(0, 0, title, Style(bold: true))
        let status = "input \(viewer.index)/\(viewer.replay.inputs.count)  moves \(viewer.state.movesUsed)/\(level.budget)  par \(level.par)  speed \(viewer.speed.formatted)x  \(viewer.playing ? "playing" : "paused")"
        screen.text(title.count + 2, 0, status)
        let avatar = AvatarCatalog.avatar(progress.avatar)
        MazeView.draw(into: &screen, x: 0, y: 1, width: screen.width, height: screen.height - 3, canvas: viewer.canvas,
                      state: viewer.state, shownPosition: viewer.state.position,
                      avatar: (avatar?.glyph.unicodeScalars.first ?? "@", Colour(named: avatar?.colour ?? "yellow")),
                      glyphs: context.glyphs, colour: context.colour)
        let next = viewer.index < viewer.replay.inputs.count ? "next: \(viewer.replay.inputs[viewer.index].notation)" : "recorded: \(viewer.replay.result.summary)"
        screen.text(0, screen.height - 2, next, Style(bold: true))
        screen.text(0, screen.height - 1, "space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit", Style(dim: true))
    }
}

extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
