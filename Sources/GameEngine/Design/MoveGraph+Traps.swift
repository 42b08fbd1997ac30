import MazeKit

/// Where a level can trap a player who has no power-ups.
///
/// A **trap cell** is a cell the player can stand on (the start, or where a move from start
/// ends) from which no sequence of moves enters the exit. An item is **reachable** when some
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
    /// - Complexity: O(cells + total slide length).
    public func traps(from start: Int, items: [Int]) -> Traps {
        let fromStart = distances(from: start).distance
        let toExit = distancesToExit()
        let n = maze.cellCount
        var trapCells: [Int] = []
        var entered = [Bool](repeating: false, count: n)
        for cell in 0..<n where fromStart[cell] >= 0 && cell != exit {
            if toExit[cell] < 0 { trapCells.append(cell) }
            for direction in Direction.ordered {
                _ = Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: cell, direction) { entered[$0] = true }
            }
        }
        let runs = detourCosts(from: start, to: items)
        let reach: [Traps.ItemReach] = items.indices.map { i in
            if let cost = runs[i] { return .run(cost) }
            return entered[items[i]] ? .trap : .unreachable
        }
        return Traps(cells: trapCells, items: reach)
    }
}
