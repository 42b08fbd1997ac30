import GameEngine
import MazeKit

/// The replay viewer: plays one recorded attempt back, or two side by side in time (`mz replay
/// A B`: step k of both shown together), with play/pause, step and speed.
///
/// Two runs of one level (the same fingerprint) share one maze, A drawn as `@` and B as the
/// ghost glyph; runs of different levels get a pane each. A run that ends stays at its end
/// while the other goes on; the viewer is finished when both are.
struct ReplayScene: Sendable {
    /// One recorded attempt being played back.
    struct Run: Sendable {
        let replay: Replay
        let level: Level
        /// The state after `applied` inputs.
        private(set) var state: GameState
        /// Inputs applied so far.
        private(set) var applied = 0

        init(replay: Replay, level: Level) {
            self.replay = replay
            self.level = level
            state = GameState(level: level, inventory: replay.inventory)
        }

        /// Whether every input has been applied.
        var isOver: Bool { applied >= replay.inputs.count }

        /// Re-simulates up to `target` inputs (at most all of them).
        mutating func seek(_ target: Int) {
            let clamped = max(0, min(target, replay.inputs.count))
            if clamped < applied {
                state = GameState(level: level, inventory: replay.inventory)
                applied = 0
            }
            while applied < clamped {
                state.apply(replay.inputs[applied])
                applied += 1
            }
        }

        /// How the run stands so far, in a few words.
        var standing: String {
            switch state.status {
            case .won: "won in \(state.movesUsed) moves"
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

    /// The viewer of one replay.
    init(replay: Replay, level: Level, context: AppContext) {
        self.init(runs: [(replay, level)], context: context)
    }

    /// The viewer of one or two replays, each with its level as built now.
    /// - Precondition: one or two runs.
    init(runs: [(replay: Replay, level: Level)], context: AppContext) {
        precondition((1...2).contains(runs.count), "the viewer shows one or two replays, not \(runs.count)")
        self.runs = runs.map { Run(replay: $0.replay, level: $0.level) }
        sharesLevel = runs.count == 2 && runs[0].level.fingerprint == runs[1].level.fingerprint
        canvases = []
        drawMazes(context: context)
    }

    /// The steps until every run is over.
    var length: Int { runs.map(\.replay.inputs.count).max() ?? 0 }

    /// Whether every input of every run has been shown.
    var atEnd: Bool { index >= length }

    /// Re-simulates every run up to `target` steps.
    mutating func seek(_ target: Int, context: AppContext) {
        index = max(0, min(target, length))
        for i in runs.indices { runs[i].seek(index) }
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
            canvases = [MazeCanvas(maze: maze, terrain: runs[0].level.terrain, glyphs: context.glyphs)]
        } else {
            canvases = runs.map { MazeCanvas(maze: $0.state.maze, terrain: $0.level.terrain, glyphs: context.glyphs) }
        }
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
        case .toEnd: seek(length, context: world.context); playing = false
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
}

extension Double {
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
