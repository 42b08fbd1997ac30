import MazeKit

/// How far an attempt that ran out of moves was from the exit, and a par route to learn from:
/// what the out-of-moves summary shows.
public struct Shortfall: Sendable, Hashable {
    /// The least moves from where the attempt ended to the exit, as the maze was then and
    /// without power-ups; `nil` when the exit could no longer be reached from there.
    public var movesToExit: Int?
    /// The cells of a par route from the start, in order: the start, then every cell entered,
    /// each cell a slide crosses included (walked through the rules, so slides show whole).
    public var parRoute: [Int]
}

extension Shortfall {
    /// The shortfall of an attempt that ended in `state`.
    /// - Complexity: O(cells · log cells): one search from the exit, one par solve from the start.
    init(_ state: GameState) {
        let level = state.level
        movesToExit = state.movesToExit
        parRoute = GameState.walk(MoveGraph(level).solve(from: level.start).moves.map(Action.move), on: level).cells
    }
}
