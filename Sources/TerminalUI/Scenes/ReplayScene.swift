import GameEngine
import MazeKit

/// The replay viewer: plays one recorded attempt back, or two side by side in time (`mz replay
/// A B`: step k of both shown together), with play/pause, step and speed.
///
/// Two runs of one level (the same fingerprint) share one maze, A drawn as `@` and B as the
/// ghost glyph; runs of different levels get a pane each. A run that ends stays at its end
/// while the other goes on; the viewer is finished when both are.
struct ReplayScene: Sendable {
    /// One recorded attempt being played back, checked against its record as it goes.
    struct Run: Sendable {
        /// The playback from the first input, kept to go back to (a step back re-simulates).
        private let start: ReplayPlayback
        /// The playback now: the state after `applied` inputs, and the divergence once reached.
        private(set) var playback: ReplayPlayback

        init(replay: Replay, level: Level) {
            start = ReplayPlayback(replay: replay, level: level)
            playback = start
        }

        var replay: Replay { playback.replay }
        var level: Level { playback.level }
        /// The state after `applied` inputs.
        var state: GameState { playback.state }
        /// Inputs applied so far.
        var applied: Int { playback.applied }
        /// Where the run stopped agreeing with its record, once reached.
        var divergence: ReplayVerdict.Divergence? { playback.divergence }

        /// Whether every input has been applied.
        var isOver: Bool { playback.isOver }

        /// Re-simulates up to `target` inputs (at most all of them), stopping at a divergence.
        mutating func seek(_ target: Int) {
            let clamped = max(0, min(target, replay.inputs.count))
            if clamped < applied { playback = start }
            while applied < clamped, playback.canStep { playback.step() }
        }

        /// How the run stands so far, in a few words.
        var standing: String {
            if divergence != nil { return "diverged" }
            return switch state.status {
            case .won: "won in \(state.movesUsed.counted("move"))"
            case .failed: "out of moves"
            case .playing: isOver ? "abandoned" : "playing"
            }
        }
    }

    /// The runs shown: one, or two side by side in time.
    var runs: [Run]
    /// Steps shown: each run has applied as many of its inputs, or all when it has fewer.
    var index = 0
    var playing = true
    /// Actions per second.
    var speed = 4.0
    /// The mazes as drawn: one per level shown (two runs of one level share one).
    var canvases: [MazeCanvas]
    var elapsed = 0.0
    /// Whether two runs are of the same level (one maze, both runners on it).
    let sharesLevel: Bool

    /// The viewer of one or two replays, each with its level as built now, at `speed` actions
    /// per second.
    /// - Precondition: one or two runs.
    init(runs: [(replay: Replay, level: Level)], speed: Double = 4, context: AppContext) {
        precondition((1...2).contains(runs.count), "the viewer shows one or two replays, not \(runs.count)")
        self.runs = runs.map { Run(replay: $0.replay, level: $0.level) }
        self.speed = speed
        sharesLevel = runs.count == 2 && runs[0].level.fingerprint == runs[1].level.fingerprint
        canvases = []
        drawMazes(context: context)
        if divergence != nil { playing = false }  // another level: nothing to play
    }

    /// The steps until every run is over.
    var length: Int { runs.map(\.replay.inputs.count).max() ?? 0 }

    /// Whether every input of every run has been shown.
    var atEnd: Bool { index >= length }

    /// The first run's divergence reached, with the run's letter when there are two: playback
    /// stops there (the sentence is `mz replay --headless`'s).
    var divergence: (runner: Int, divergence: ReplayVerdict.Divergence)? {
        runs.indices.lazy.compactMap { i in runs[i].divergence.map { (i, $0) } }.first
    }

    /// Whether playback can go no further: every input shown, or a divergence reached.
    var isStopped: Bool { atEnd || divergence != nil }

    /// Re-simulates every run up to `target` steps, step by step, stopping both at the first
    /// step where either diverges.
    mutating func seek(_ target: Int, context: AppContext) {
        let goal = max(0, min(target, length))
        if goal < index {
            index = goal
            for i in runs.indices { runs[i].seek(goal) }
        }
        while index < goal, divergence == nil {
            index += 1
            for i in runs.indices { runs[i].seek(index) }
        }
        if divergence != nil { playing = false }
        drawMazes(context: context)
    }

    /// Rebuilds the canvases from the runs' mazes (walls may have come down).
    /// - Complexity: O(cells) per level shown.
    private mutating func drawMazes(context: AppContext) {
        if sharesLevel {
            // One maze for both: a wall either run demolished is open in the picture.
            var maze = runs[0].state.maze
            let other = runs[1].state.maze
            for cell in 0..<maze.cellCount {
                for direction in [Direction.east, .south] where other.isOpen(cell, direction) && !maze.isOpen(cell, direction) {
                    maze.link(cell, direction)
                }
            }
            canvases = [MazeCanvas(maze: maze, terrain: runs[0].level.terrain, fixtures: runs[0].level.fixtures, glyphs: context.glyphs)]
        } else {
            canvases = runs.map {
                MazeCanvas(maze: $0.state.maze, terrain: $0.level.terrain, fixtures: $0.level.fixtures, glyphs: context.glyphs)
            }
        }
    }
}

extension ReplayScene: SceneModel {
    var keyContext: KeyContext { .replay }

    func keyBar(in world: World) -> [String] {
        [
            hint(.playPause, does: "play/pause"), hint(arrows: [.west, .east], does: "step"), hint(.faster, .slower, does: "speed"),
            hint(.toStart, does: "start"), hint(.toEnd, does: "end"), hint(.quit, does: "quit"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        switch command {
        case .playPause:
            if isStopped { seek(0, context: world.context) }  // play again from the start
            playing.toggle()
        case .direction(.east):
            playing = false
            seek(index + 1, context: world.context)
        case .direction(.west):
            playing = false
            seek(index - 1, context: world.context)
        case .faster: speed = min(64, speed * 2)
        case .slower: speed = max(0.5, speed / 2)
        case .toStart: seek(0, context: world.context)
        case .toEnd:
            seek(length, context: world.context)
            playing = false
        case .help: return .help
        case .quit: return .quit
        default: break
        }
        return nil
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        guard playing, !isStopped else { return false }
        elapsed += seconds
        let steps = Int(elapsed * speed)
        guard steps > 0 else { return false }
        elapsed -= Double(steps) / speed
        seek(index + steps, context: world.context)
        if isStopped { playing = false }
        return true
    }

    func isAnimating(in world: World) -> Bool { playing && !isStopped }
}

extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
