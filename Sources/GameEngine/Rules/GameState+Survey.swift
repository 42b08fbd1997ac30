import MazeKit

/// The moves from one cell to every other, as a survey shows them (docs/rules.md,
/// "Surveying"): what the player would otherwise count along the walls.
public struct Survey: Sendable, Equatable {
    /// The cell surveyed from.
    public let origin: Int
    /// Per cell, the least moves of a run from `origin` that enters it, passing or stopping
    /// (−1 where none does): `MoveGraph.reach(from:)` over the maze as it is now. What taking
    /// an item there costs (a slide takes every item it crosses), and reaching the exit.
    public let moves: [Int32]
    /// The least moves from where the player stands to stand on `origin` (or to enter it, where
    /// no move stops there), or `nil`.
    public let fromPlayer: Int?
    /// Per cell, the least moves from `origin` to stand there, a move ending on it (−1 where
    /// none does: a cell a slide, a spring's flight or a trapdoor only passes over), on either
    /// side of the doors (`MoveGraph.distances(from:)`, its floors folded into cells).
    public let stopMoves: [Int32]

    /// Whether a run from `origin` enters `cell` only in passing: no move stops there.
    public func onlyPassed(_ cell: Int) -> Bool {
        moves(to: cell) != nil && standing(on: cell) == nil
    }

    /// The moves from `origin` into `cell`, or `nil` when no run enters it.
    public func moves(to cell: Int) -> Int? {
        moves.indices.contains(cell) && moves[cell] >= 0 ? Int(moves[cell]) : nil
    }

    /// The moves from `origin` to stand on `cell`, or `nil` when no move ends there. More than
    /// `moves(to:)` where a cheaper run only passes over it (a slide, a spring's flight): a
    /// tester of session 30 read a row of equal counts under a spring's flight as places the
    /// throw could stop.
    public func standing(on cell: Int) -> Int? {
        stopMoves.indices.contains(cell) && stopMoves[cell] >= 0 ? Int(stopMoves[cell]) : nil
    }
}

extension GameState {
    /// The survey from `cell`: the moves from it to every cell, and from the player to it, as
    /// the maze is now (demolished walls open), without power-ups and whatever the moves left.
    /// - Complexity: O(cells + total slide length), three or four times.
    public func survey(from cell: Int) -> Survey {
        let graph = moveGraph
        let cells = maze.cellCount
        let standing = Self.standing(graph.distances(from: position).distance, cells: cells)[cell]
        // Entering counts only where no move stops: the reach is a second pass, skipped otherwise.
        let player = standing >= 0 ? standing : graph.reach(from: position)[cell]
        return Survey(
            origin: cell, moves: graph.reach(from: cell), fromPlayer: player >= 0 ? Int(player) : nil,
            stopMoves: Self.standing(graph.distances(from: cell).distance, cells: cells))
    }

    /// Per cell, the least of `distance` over its nodes (a level with doors has a node a cell on
    /// each side of them: `MoveGraph`), −1 where none is reached.
    static func standing(_ distance: [Int32], cells: Int) -> [Int32] {
        var least = [Int32](repeating: -1, count: cells)
        for node in distance.indices where distance[node] >= 0 {
            let cell = node % cells
            if least[cell] < 0 || distance[node] < least[cell] { least[cell] = distance[node] }
        }
        return least
    }
}
