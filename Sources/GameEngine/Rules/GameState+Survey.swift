import MazeKit

/// The moves from one cell to every other, as a survey counts them (docs/rules.md,
/// "Surveying"): what the player would otherwise count along the walls.
public struct Survey: Sendable, Equatable {
    /// The cell surveyed from.
    public let origin: Int
    /// Per cell, the least moves of a run from `origin` that enters it, passing or stopping
    /// (−1 where none does): `MoveGraph.reach(from:)` over the maze as it is now. What taking
    /// an item there costs (a slide takes every item it crosses), and reaching the exit.
    public let moves: [Int32]
    /// The least moves from where the player stands to stand on `origin` (or to enter it, where
    /// no move stops there: a cell a slide or a spring's flight only passes over), on either
    /// side of the doors, or `nil`. More than entering it where a cheaper run only passes over:
    /// a tester of session 30 read a row of equal counts under a spring's flight as places the
    /// throw could stop.
    public let fromPlayer: Int?

    /// The moves from `origin` into `cell`, or `nil` when no run enters it.
    public func moves(to cell: Int) -> Int? {
        moves.indices.contains(cell) && moves[cell] >= 0 ? Int(moves[cell]) : nil
    }
}

extension GameState {
    /// The survey from `cell`: the moves from it to every cell, and from the player to it, as
    /// the maze is now (demolished walls open), without power-ups and whatever the moves left.
    /// - Complexity: O(cells + total slide length), two or three times.
    public func survey(from cell: Int) -> Survey {
        let graph = moveGraph
        let cells = maze.cellCount
        let standing = Self.standing(graph.distances(from: position).distance, cells: cells)[cell]
        // Entering counts only where no move stops: the reach is a second pass, skipped otherwise.
        let player = standing >= 0 ? standing : graph.reach(from: position)[cell]
        return Survey(origin: cell, moves: graph.reach(from: cell), fromPlayer: player >= 0 ? Int(player) : nil)
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
