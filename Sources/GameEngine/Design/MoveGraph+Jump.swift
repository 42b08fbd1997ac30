import MazeKit

/// The best run that may use one power-up, and where it uses it.
public struct PowerUpRoute: Sendable, Hashable {
    /// Least moves of a run from start to exit (taking the items asked for, if any) with at most
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
        bestJump(from: start, takingAll: item.map { [$0] } ?? [], allowance: &allowance)
    }

    /// The least moves from `start` to the exit taking every cell of `items` with at most one
    /// Jump: a leap's budget (`LevelKind.leap`), where the crates fit together only with one.
    /// `moves` is `nil` when no such run exists, or when the set is too large to search (more
    /// than `ItemPar.maximumItemCount` items or `ItemPar.maximumStates` states, counting both
    /// layers).
    /// - Complexity: O(2^items × (cells + total slide and jump length)).
    public func bestJump(from start: Int, takingAll items: [Int]) -> PowerUpRoute {
        var unlimited = WorkAllowance.unlimited
        return bestJump(from: start, takingAll: items, allowance: &unlimited)
    }

    /// The search over (cell, items taken, Jump used) from `start`, run to the end or until a
    /// state at `bound` moves or beyond comes up; `nil` when the set is too large (more than
    /// `ItemPar.maximumItemCount` items or `ItemPar.maximumStates` states, both layers counted).
    /// Spends from `allowance`; when that runs out the search is not final.
    /// - Complexity: O(2^items × (cells + total slide and jump length)).
    func jumpSearch(from start: Int, items: [Int], bound: Int = .max, allowance: inout WorkAllowance) -> ProductSearch? {
        guard items.count <= ItemPar.maximumItemCount, 2 * (1 << items.count) * nodeCount <= ItemPar.maximumStates else {
            return nil
        }
        var search = ProductSearch(cells: nodeCount, masks: 1 << items.count, layers: 2)
        allowance.spend(nodeCount)
        allowance.spend(
            search.run(
                productEdges(items: items, jumps: true), exit: exit, sources: [(search.state(start, mask: 0), 0)], bound: bound,
                maximum: allowance.remaining))
        return search
    }

    /// `bestJump(from:takingAll:)`, spending from `allowance` (not final when it runs out).
    func bestJump(from start: Int, takingAll items: [Int], allowance: inout WorkAllowance) -> PowerUpRoute {
        guard let search = jumpSearch(from: start, items: items, allowance: &allowance) else {
            return PowerUpRoute(moves: nil, actions: [], cell: nil)
        }
        let full = (1 << items.count) - 1
        if start == exit && items.isEmpty { return PowerUpRoute(moves: 0, actions: [], cell: nil) }
        let goals = [search.state(exit, mask: full, layer: 0), search.state(exit, mask: full, layer: 1)]
        guard let goal = goals.filter({ search.distance[$0] >= 0 }).min(by: { search.distance[$0] < search.distance[$1] }) else {
            return PowerUpRoute(moves: nil, actions: [], cell: nil)
        }
        return PowerUpRoute(
            moves: Int(search.distance[goal]), actions: search.actions(to: goal), cell: search.powerUpCell(to: goal).map { self.cell($0) })
    }
}

extension ProductSearch {
    /// The node where the run to `target` used its power-up (left layer 0), if it did.
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

extension MoveGraph {
    /// The most coins of `level`'s crates (plain and on ledges) that one run takes within the
    /// budget with at most one Jump, and the fewest moves of such a run: the plan a Jump opens
    /// (a leap's every crate, a ledge's crate, or one crate more where a Jump saves the moves).
    /// `nil` when there are too many crates to search (as `bestJump(from:takingAll:)`); not final
    /// when `allowance` runs out.
    /// - Complexity: O(2^crates × (cells + total slide and jump length)), one search.
    func bestJumpPlan(_ level: Level, allowance: inout WorkAllowance) -> (coins: Int, moves: Int)? {
        let cells = level.crates.map(\.cell)
        guard let search = jumpSearch(from: level.start, items: cells, bound: level.budget + 1, allowance: &allowance) else {
            return nil
        }
        var best: (coins: Int, moves: Int)?
        for mask in 0..<(1 << cells.count) {
            let coins = level.coins(ofCrates: mask)
            for layer in 0..<2 {
                let moves = Int(search.distance[search.state(exit, mask: mask, layer: layer)])
                guard moves >= 0, moves <= level.budget else { continue }
                if best == nil || coins > best!.coins || (coins == best!.coins && moves < best!.moves) { best = (coins, moves) }
            }
        }
        return best
    }
}
