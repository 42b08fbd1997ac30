import MazeKit

/// The moves from one cell to every other, as a survey shows them (docs/rules.md,
/// "Surveying"): what the player would otherwise count along the walls.
public struct Survey: Sendable, Equatable {
    /// The cell surveyed from.
    public let origin: Int
    /// Per cell, the least moves of a run from `origin` that enters it, passing or stopping
    /// (−1 where none does): `MoveGraph.reach(from:)` over the maze as it is now.
    public let moves: [Int32]
    /// The least moves of a run from where the player stands that enters `origin`, or `nil`.
    public let fromPlayer: Int?
    /// Per cell, whether a move from `origin` can end there (`MoveGraph.distances(from:)`):
    /// false on a cell a slide, a spring's flight or a trapdoor only passes over.
    public let stops: [Bool]

    /// Whether a run from `origin` enters `cell` only in passing: no move stops there.
    public func onlyPassed(_ cell: Int) -> Bool {
        moves(to: cell) != nil && stops.indices.contains(cell) && !stops[cell]
    }

    /// The moves from `origin` into `cell`, or `nil` when no run enters it.
    public func moves(to cell: Int) -> Int? {
        moves.indices.contains(cell) && moves[cell] >= 0 ? Int(moves[cell]) : nil
    }
}

extension GameState {
    /// The survey from `cell`: the moves from it to every cell, and from the player to it, as
    /// the maze is now (demolished walls open), without power-ups and whatever the moves left.
    /// - Complexity: O(cells + total slide length), three times.
    public func survey(from cell: Int) -> Survey {
        let graph = moveGraph
        let fromPlayer = graph.reach(from: position)[cell]
        return Survey(
            origin: cell, moves: graph.reach(from: cell), fromPlayer: fromPlayer >= 0 ? Int(fromPlayer) : nil,
            stops: graph.distances(from: cell).distance.map { $0 >= 0 })
    }
}
