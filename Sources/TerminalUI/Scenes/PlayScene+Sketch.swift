import GameEngine
import MazeKit

/// Sketching a way (`v`): arrows try moves on a copy of the attempt, through the rules (mud
/// counted twice, slides, belts, portals, mirrors, trapdoors), the way drawn on the map and its
/// cost said; `v` again walks it, `u` or Backspace takes the last step back, Esc drops it.
/// Nothing is played until it is walked, so a sketch costs no moves, no fee and no daily try.
///
/// Play-testers wrote their own column rulers to count a route's moves at 80×24, lost runs and
/// stars to a misread mud cell or a miscounted row, and two asked for just this: "sketch a path
/// and see its true move cost before committing to it … the thinking is fun; the counting isn't".
extension PlayScene {
    /// The state a sketch of `moves` from `state` reaches (the moves a wall refuses are never
    /// in a sketch).
    static func sketched(_ state: GameState, _ moves: [Direction]) -> GameState {
        var trial = state
        for direction in moves { _ = trial.apply(.move(direction)) }
        return trial
    }

    /// The message line of a sketch of `moves` from `state`: what it costs, what is left, the
    /// coins it opens, and whether it reaches E or leaves it out of reach (the key bar says the
    /// keys).
    static func sketchLine(_ state: GameState, _ moves: [Direction]) -> String {
        guard !moves.isEmpty else { return "Sketch a way with the arrows: nothing is played until v walks it." }
        let trial = sketched(state, moves)
        let cost = trial.movesUsed - state.movesUsed
        let coins = trial.coinsCollected - state.coinsCollected
        let taken = coins > 0 ? ", \(coins.counted("coin"))" : ""
        switch trial.status {
        case .won: return "Sketch: E in \(cost.counted("move")), \(trial.movesLeft) to spare\(taken) · v walks it"
        case .failed: return "Sketch: out of moves after \(cost.counted("move"))\(taken)"
        case .playing:
            return "Sketch: \(cost.counted("move")), \(trial.movesLeft) left\(taken)"
                + (trial.isTrapped ? " · E is out of reach from there" : "")
        }
    }

    /// Begins a sketch from where the player stands.
    mutating func startSketch(in world: World) {
        guard let state = world.session.current?.state else { return }
        sketch = []
        message = Self.sketchLine(state, [])
    }

    /// A key while sketching.
    mutating func reduceSketch(_ command: Command, in world: inout World) -> Route? {
        guard let state = world.session.current?.state, var moves = sketch else {
            sketch = nil
            return nil
        }
        switch command {
        case let .direction(direction):
            var trial = Self.sketched(state, moves)
            guard trial.status == .playing else {
                message = Self.sketchLine(state, moves)
                return nil
            }
            switch trial.apply(.move(direction)).first {
            case .moved?:
                moves.append(direction)
                sketch = moves
                message = Self.sketchLine(state, moves)
            case let .refused(_, .notEnoughMoves(cost, left))?:
                message = "Sketch: that step costs \(cost.counted("move")) and \(left) \(left == 1 ? "is" : "are") left."
            default:
                message = "A wall. " + Self.sketchLine(state, moves)
            }
        case .undo, .back:
            if !moves.isEmpty { moves.removeLast() }
            sketch = moves
            message = Self.sketchLine(state, moves)
        case .sketch:
            sketch = nil
            guard !moves.isEmpty else {
                message = "Nothing sketched."
                return nil
            }
            // Each move as if typed: the rules, the events and the messages are the game's own.
            for direction in moves {
                guard let attempt = world.session.current, attempt.level.id == level.id, attempt.state.status == .playing else { break }
                take(world.apply(.act(.move(direction))), in: &world)
            }
        case .pause:
            sketch = nil
            message = "Sketch dropped."
        case .help:
            return .help
        default:
            // The sketch stays: a key that is not the sketch's is not played behind it.
            message = "Sketching: " + (moves.isEmpty ? "arrows sketch a way, Esc drops it." : "v walks it, u steps back, Esc drops it.")
        }
        return nil
    }

    /// The sketch drawn over the maze: every cell it passes, and where it ends.
    func sketchMarks(_ state: GameState, context: AppContext) -> [MazeView.Mark] {
        guard let sketch, !sketch.isEmpty else { return [] }
        var trial = state
        var passed: [Int] = []
        for direction in sketch {
            guard case let .moved(_, path, _) = trial.apply(.move(direction)).first else { break }
            passed += path.filter { $0 != state.position }
        }
        let style = Style(context.colour ? .magenta : .standard, bold: true, reverse: true)
        // (In ASCII `+` is a wall corner and `*` a gem.)
        let dot: Unicode.Scalar = context.glyphs.ascii ? ":" : "•"
        let end: Unicode.Scalar = context.glyphs.ascii ? "o" : "◎"
        var marks: [MazeView.Mark] = []
        var seen = Set<Int>()
        for cell in passed where cell != trial.position && cell != state.level.exit && seen.insert(cell).inserted {
            marks.append(.cell(cell, dot, style))
        }
        if trial.position != state.position && trial.position != state.level.exit { marks.append(.cell(trial.position, end, style)) }
        return marks
    }
}
