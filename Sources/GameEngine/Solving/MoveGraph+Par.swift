import MazeKit

extension MoveGraph {
    /// Par and one optimal move sequence from `start`.
    public func solve(from start: Int) -> ParSolution {
        let (distance, via) = distances(from: start)
        guard start != exit else { return ParSolution(par: 0, moves: []) }
        guard distance[exit] >= 0 else { return ParSolution(par: nil, moves: []) }
        var moves: [Direction] = []
        var cell = exit
        while cell != start {
            let edge = Int(via[cell])
            moves.append(Direction.ordered[edge & 3])
            cell = edge >> 2
        }
        return ParSolution(par: Int(distance[exit]), moves: moves.reversed())
    }
}
