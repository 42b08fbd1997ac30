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
    /// Per cell, `moves` with the doors shut for good (the key never taken), or empty where no
    /// key is left to take: what tells a count that goes by the key.
    public var shutMoves: [Int32] = []
    /// Whether the player's count to `origin` goes by the key (`fromPlayer` would be more, or
    /// none, with the doors shut).
    public var playerTakesTheKey = false

    /// The moves from `origin` into `cell`, or `nil` when no run enters it.
    public func moves(to cell: Int) -> Int? {
        moves.indices.contains(cell) && moves[cell] >= 0 ? Int(moves[cell]) : nil
    }

    /// Whether the count to `cell` takes the key first: the doors in the way open only once it
    /// is taken, so the count holds its detour. Four testers of session 30 read such a count
    /// as the survey ignoring the door.
    public func takesTheKey(to cell: Int) -> Bool {
        guard let count = moves(to: cell), shutMoves.indices.contains(cell) else { return false }
        return shutMoves[cell] < 0 || Int(shutMoves[cell]) > count
    }
}

extension GameState {
    /// The survey from `cell`: the moves from it to every cell, and from the player to it, as
    /// the maze is now (demolished walls open), without power-ups and whatever the moves left.
    /// Where a key is still to take, each count is also made with the doors shut for good, to
    /// tell those that go by the key.
    /// - Complexity: O(cells + total slide length), two to six times.
    public func survey(from cell: Int) -> Survey {
        let graph = moveGraph
        let player = Self.playerMoves(graph, from: position, to: cell)
        var survey = Survey(origin: cell, moves: graph.reach(from: cell), fromPlayer: player.map(Int.init))
        if fixtures.key != nil {
            let shut = MoveGraph(maze: maze, terrain: level.terrain, exit: level.exit, fixtures: fixtures.keyless, crates: level.crates)
            survey.shutMoves = shut.reach(from: cell)
            let shutPlayer = Self.playerMoves(shut, from: position, to: cell)
            if let player { survey.playerTakesTheKey = shutPlayer.map { $0 > player } ?? true }
        }
        return survey
    }

    /// The least moves over `graph` from `from` to stand on `cell` (on either side of the
    /// doors: a level with doors has a node a cell on each floor, `MoveGraph`), or to enter it
    /// where no move stops there, or `nil`.
    static func playerMoves(_ graph: MoveGraph, from: Int, to cell: Int) -> Int32? {
        let distance = graph.distances(from: from).distance
        let standing: Int32? = (0..<graph.floors).map { distance[graph.node(cell, floor: $0)] }.filter { $0 >= 0 }.min()
        // Entering counts only where no move stops: the reach is a second pass, skipped otherwise.
        let moves = standing ?? graph.reach(from: from)[cell]
        return moves >= 0 ? moves : nil
    }
}
