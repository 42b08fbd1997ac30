import MazeKit

/// The best run that may use one power-up, and where it uses it.
public struct PowerUpRoute: Sendable, Hashable {
    /// Least moves of a run from start to exit (taking the item asked for, if any) with at most
    /// one power-up, or `nil` when no such run exists.
    public var moves: Int?
    /// One such run, as actions: replayed through `GameState` with one power-up in hand, it
    /// wins in `moves` moves. Empty when `moves` is `nil`.
    public var actions: [Action]
    /// The cell where that run uses its power-up, or `nil` when it needs none.
    public var cell: Int?

    /// The power-up action of the run, if it uses one.
    public var powerUp: Action? {
        actions.first { if case .move = $0 { false } else { true } }
    }
}

extension MoveGraph {
    /// The least moves from `start` to the exit with at most one Jump (docs/rules.md, "Power-ups": 1 move, flying
    /// to the last cell before the next wall, stopping early on the exit, taking what it passes),
    /// taking `item`'s cell on the way when one is given.
    ///
    /// Dijkstra over (cell, item taken, Jump used): moves stay in their layer, a jump leads from
    /// "unused" to "used". A run needing no Jump is preferred at equal moves.
    /// - Complexity: O(cells + total slide and jump length).
    public func bestJump(from start: Int, taking item: Int? = nil) -> PowerUpRoute {
        var unlimited = WorkAllowance.unlimited
        return bestJump(from: start, taking: item, allowance: &unlimited)
    }

    /// `bestJump(from:taking:)`, spending from `allowance`; when that runs out the answer is
    /// not final (`allowance.isExhausted`).
    func bestJump(from start: Int, taking item: Int? = nil, allowance: inout WorkAllowance) -> PowerUpRoute {
        let items = item.map { [$0] } ?? []
        let full = (1 << items.count) - 1
        var search = ProductSearch(cells: maze.cellCount, masks: 1 << items.count, layers: 2)
        allowance.spend(maze.cellCount)
        allowance.spend(
            search.run(
                productEdges(items: items, jumps: true), exit: exit, sources: [(search.state(start, mask: 0), 0)],
                maximum: allowance.remaining))
        if start == exit && item == nil { return PowerUpRoute(moves: 0, actions: [], cell: nil) }
        let goals = [search.state(exit, mask: full, layer: 0), search.state(exit, mask: full, layer: 1)]
        guard let goal = goals.filter({ search.distance[$0] >= 0 }).min(by: { search.distance[$0] < search.distance[$1] }) else {
            return PowerUpRoute(moves: nil, actions: [], cell: nil)
        }
        return PowerUpRoute(moves: Int(search.distance[goal]), actions: search.actions(to: goal), cell: search.powerUpCell(to: goal))
    }
}

extension ProductSearch {
    /// The cell where the run to `target` used its power-up (left layer 0), if it did.
    func powerUpCell(to target: Int) -> Int? {
        var s = target
        while viaState[s] >= 0 {
            let previous = Int(viaState[s])
            if previous / (cells * masks) == 0 && s / (cells * masks) == 1 { return previous % cells }
            s = previous
        }
        return nil
    }
}
