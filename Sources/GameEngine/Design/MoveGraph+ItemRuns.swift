import MazeKit

/// The cheapest run for every exact set of items a run takes, with the run itself.
///
/// Where `ItemPar` answers "the least moves taking at least these items", this answers "the
/// least moves taking exactly these items, and how": what a player choosing which items to
/// take (and so how many moves to cash in) weighs. A run is actions from the start, without
/// power-ups, that enters the exit; it takes an item when a move's path enters the item's cell.
///
/// Invariant: for every subset T, the least of `run(takingExactly: m)?.moves` over the subsets
/// m ⊇ T is `ItemPar.moves(takingMask: T)` of the same items.
public struct ItemRuns: Sendable, Hashable {
    /// One run: its moves and its actions (moves only), replayable through `GameState`.
    public struct Run: Sendable, Hashable {
        /// Moves the run spends.
        public var moves: Int
        /// The run, as actions.
        public var actions: [Action]
    }

    /// The item cells, in the order their bits are numbered (bit i = `items[i]`).
    public let items: [Int]
    /// Per subset, the cheapest run taking exactly it, `nil` where none does.
    let runs: [Run?]

    /// The cheapest run that takes exactly the items of `mask` (bit i = `items[i]`), or `nil`.
    public func run(takingExactly mask: Int) -> Run? {
        precondition(mask >= 0 && mask < runs.count, "subset \(mask) is not a subset of \(items.count) items")
        return runs[mask]
    }
}

extension MoveGraph {
    /// The cheapest run from `start` for every exact subset of `items` (cells), or `nil` under
    /// the same limits as `itemPar(from:items:)`.
    ///
    /// The same Dijkstra over (cell, items taken) as item par, read per subset instead of summed
    /// over supersets; each run is recovered from the search's links (ties settled as there).
    /// - Complexity: O(2^k × (cells + total slide length)) time and O(2^k × cells) memory for
    ///   k items, plus the length of the runs recovered.
    public func itemRuns(from start: Int, items: [Int]) -> ItemRuns? {
        var unlimited = WorkAllowance.unlimited
        return itemRuns(from: start, items: items, allowance: &unlimited)
    }

    /// `itemRuns(from:items:)`, spending from `allowance` (not final when it runs out).
    func itemRuns(from start: Int, items: [Int], allowance: inout WorkAllowance) -> ItemRuns? {
        guard let search = itemSearch(from: start, items: items, allowance: &allowance) else { return nil }
        let runs: [ItemRuns.Run?] = (0..<search.masks).map { mask in
            let goal = search.state(exit, mask: mask)
            guard search.distance[goal] >= 0 else { return nil }
            return ItemRuns.Run(moves: Int(search.distance[goal]), actions: search.actions(to: goal))
        }
        return ItemRuns(items: items, runs: runs)
    }
}
