import MazeKit

/// Where a level can trap a player who has no power-ups.
///
/// A **trap cell** is a cell the player can stand on (the start, or where a move from start
/// ends) from which no sequence of moves enters the exit (on a level with doors, with the key
/// taken or not, as the player can stand there: a cell counts when either way traps). An item is **reachable** when some
/// move from a cell the player can stand on enters its cell (slides included), and a **trap**
/// when it is reachable but no run takes it and then reaches the exit.
public struct Traps: Sendable, Hashable {
    /// What a run without power-ups can do with one item.
    public enum ItemReach: Sendable, Hashable {
        /// Some run takes it and reaches the exit; the least such run costs this many moves.
        case run(Int)
        /// It can be taken, but never with the exit still reachable afterwards.
        case trap
        /// No move ever enters its cell.
        case unreachable
    }

    /// Trap cells, in cell order.
    public var cells: [Int]
    /// Per item of the query, in its order.
    public var items: [ItemReach]
}

extension MoveGraph {
    /// The trap cells of runs from `start`, and how each of `items` (cells) can be taken.
    /// - Complexity: O(nodes + total slide length).
    public func traps(from start: Int, items: [Int]) -> Traps {
        let fromStart = distances(from: start).distance
        let toExit = distancesToExit()
        var trapped = [Bool](repeating: false, count: maze.cellCount)
        var entered = [Bool](repeating: false, count: maze.cellCount)
        for node in 0..<nodeCount where fromStart[node] >= 0 && node != exit {
            if toExit[node] < 0 { trapped[cell(node)] = true }
            for direction in Direction.ordered {
                _ = move(from: node, direction) { entered[$0] = true }
            }
        }
        let trapCells = trapped.indices.filter { trapped[$0] }
        let runs = detourCosts(from: start, to: items)
        let reach: [Traps.ItemReach] = items.indices.map { i in
            if let cost = runs[i] { return .run(cost) }
            return entered[items[i]] ? .trap : .unreachable
        }
        return Traps(cells: trapCells, items: reach)
    }
}
