import MazeKit

/// The costliest wrong turn off a level's par route.
///
/// Definitions. The **par route** is the optimal run `MoveGraph.solve` returns; its **cells**
/// are the start and every cell it enters (slides included). A **wrong turn** is a move from a
/// cell where the route stands (not the exit) to a cell off the route. It leads into a
/// **branch**: the cells that can be stood on from there without standing on a route cell. A
/// player who takes it goes on until the branch stops them, at a **dead end** (a cell with one
/// passage) of the branch, and comes back. The wrong turn's **cost** is the least number of
/// moves over par of a run that takes the turn, stands on a dead end of its branch while staying
/// in the branch, and then reaches the exit; on floor in a perfect maze that is twice the
/// distance from the route to the branch's nearest dead end. A wrong turn is only counted when
/// its branch has a dead end from which the exit can be reached (a branch without one is a
/// loop back to the route or a trap, measured elsewhere).
///
/// The cost is what the mistake costs at the least, however the player then plays it: when the
/// worst wrong turn costs more than the spare moves (budget − par), taking it fails the level.
public struct WrongTurn: Sendable, Hashable {
    /// The route cell where the wrong turn is taken.
    public var cell: Int
    /// Its direction.
    public var direction: Direction
    /// The branch's dead end on the cheapest such run.
    public var deadEnd: Int
    /// Moves over par of that run.
    public var cost: Int
}

extension MoveGraph {
    /// The wrong turn of greatest cost off the par route from `start` (see `WrongTurn`), the
    /// first in route order and direction order among equals; `nil` when the exit cannot be
    /// reached or no wrong turn leads to a dead end.
    /// - Complexity: O(route length × (cells + total slide length)) in the worst case; in a
    ///   perfect maze the branches are disjoint, so O(cells + total slide length).
    public func worstWrongTurn(from start: Int) -> WrongTurn? {
        var unlimited = WorkAllowance.unlimited
        return worstWrongTurn(from: start, allowance: &unlimited)
    }

    /// `worstWrongTurn(from:)`, spending a state of `allowance` for each cell a branch search
    /// settles: on a braided maze the branches overlap, and one search per route cell is then
    /// O(route length × cells). When the allowance runs out the answer so far is returned, and
    /// it is not final (`allowance.isExhausted`).
    func worstWrongTurn(from start: Int, allowance: inout WorkAllowance) -> WrongTurn? {
        let solution = solve(from: start)
        guard let par = solution.par else { return nil }
        // Nodes (on a level with doors, cells on two floors: `MoveGraph`); the route by its cells.
        let n = nodeCount
        let fromStart = distances(from: start).distance
        let toExit = distancesToExit()
        var onRoute = [Bool](repeating: false, count: maze.cellCount)
        var standing = [start]
        onRoute[cell(start)] = true
        var position = start
        for move in solution.moves {
            guard let end = self.move(from: position, move, enter: { onRoute[$0] = true }) else { break }
            position = end
            if end != exit { standing.append(end) }
        }
        var branch = [Int32](repeating: -1, count: n)
        var touched: [Int] = []
        var queue = BucketQueue<FirstInFirstOut>(span: 64)
        var worst: WrongTurn?
        for c in standing {
            for k in 0..<4 {
                let e = Int(ends[c * 4 + k])
                guard e >= 0, !onRoute[cell(e)] else { continue }
                for cell in touched { branch[cell] = -1 }
                touched.removeAll(keepingCapacity: true)
                queue.reset()
                branch[e] = 0
                touched.append(e)
                queue.push(e, at: 0)
                var cheapest: (cost: Int, deadEnd: Int)?
                while let (cell, d) = queue.pop() {
                    guard branch[cell] == Int32(d) else { continue }
                    allowance.spend(1)
                    if allowance.isExhausted { return worst }
                    if maze.linkCount(self.cell(cell)) == 1 && toExit[cell] >= 0 {
                        let cost = Int(fromStart[c]) + self.cost(e) + d + Int(toExit[cell]) - par
                        if cheapest.map({ cost < $0.cost }) ?? true { cheapest = (cost, self.cell(cell)) }
                    }
                    for j in 0..<4 {
                        let next = Int(ends[cell * 4 + j])
                        guard next >= 0, !onRoute[self.cell(next)] else { continue }
                        let candidate = Int32(d + self.cost(next))
                        if branch[next] < 0 || candidate < branch[next] {
                            if branch[next] < 0 { touched.append(next) }
                            branch[next] = candidate
                            queue.push(next, at: Int(candidate))
                        }
                    }
                }
                if let cheapest, worst.map({ cheapest.cost > $0.cost }) ?? true {
                    worst = WrongTurn(cell: cell(c), direction: Direction.at(k), deadEnd: cheapest.deadEnd, cost: cheapest.cost)
                }
            }
        }
        return worst
    }
}
