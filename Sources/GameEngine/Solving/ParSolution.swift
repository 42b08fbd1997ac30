import MazeKit

/// The exact least-move solution of a level, without power-ups and ignoring items (docs/rules.md, "Coins, stars and progress").
public struct ParSolution: Sendable, Hashable {
    /// The least moves from start to exit, or `nil` if the exit cannot be reached.
    public var par: Int?
    /// One optimal sequence of moves (empty when unreachable).
    public var moves: [Direction]

    /// The moves in replay notation (`u d l r`), e.g. `rrdl`.
    public var inputs: String { String(moves.map(\.letter)) }
}
