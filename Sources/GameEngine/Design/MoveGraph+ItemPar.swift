import MazeKit

/// Item par (docs/rules.md, "Design figures") of every subset of a level's items, from one search.
///
/// The item par of a set T is the least moves of a run without power-ups that starts on the
/// start, enters the cell of every item of T (items are taken on every cell entered, slides
/// included; standing on the start does not take what lies there) and then enters the exit.
/// Taking more than T on the way is allowed, so it is the least distance to (exit, m) over the
/// subsets m ⊇ T. `nil` when no run takes T and reaches the exit.
///
/// Invariants: `moves(takingMask: 0)` is par; item par never decreases as T grows.
public struct ItemPar: Sendable, Hashable {
    /// The most items one table covers: 2^12 subsets per cell.
    public static let maximumItemCount = 12
    /// The most (cell, subset) states one search may hold (16 MiB of distances).
    public static let maximumStates = 1 << 22

    /// The item cells, in the order their bits are numbered (bit i = `items[i]`).
    public let items: [Int]
    /// Least moves per subset (bit i = item i), −1 where impossible.
    let table: [Int32]

    /// The item par of the subset whose bit i stands for `items[i]`.
    public func moves(takingMask mask: Int) -> Int? {
        precondition(mask >= 0 && mask < table.count, "subset \(mask) is not a subset of \(items.count) items")
        return table[mask] < 0 ? nil : Int(table[mask])
    }

    /// The item par of the items at these indices into `items`.
    public func moves(taking indices: [Int]) -> Int? {
        moves(takingMask: indices.reduce(0) { $0 | 1 << $1 })
    }

    /// Par: the least moves start → exit, ignoring items.
    public var par: Int? { moves(takingMask: 0) }

    /// Treasure par: the item par of every item.
    public var treasurePar: Int? { moves(takingMask: table.count - 1) }

    /// The plain-run cost of item `index`: the item par of that item alone.
    public func plainRun(_ index: Int) -> Int? { moves(takingMask: 1 << index) }

    /// Whether timed item `timed` fits within `budget` beside another item only thanks to its
    /// clock's room: some pair of it and another item fits by this table (its clock as set) and
    /// not by `tight` (the same items, its clock due at its earliest arrival). The other is
    /// then taken before it: a clock due at its earliest arrival lets nothing come first.
    /// - Complexity: O(items).
    public func pairsOnlyWithRoom(_ timed: Int, budget: Int, tight: ItemPar) -> Bool {
        precondition(tight.items == items, "the tight table is over other items")
        return items.indices.contains { other in
            let pair = 1 << other | 1 << timed
            return other != timed && (moves(takingMask: pair) ?? .max) <= budget && (tight.moves(takingMask: pair) ?? .max) > budget
        }
    }
}

extension MoveGraph {
    /// Item par of every subset of `items` (cells) for runs from `start`, or `nil` when the
    /// set is too large to search: more than `ItemPar.maximumItemCount` items, or more than
    /// `ItemPar.maximumStates` (cell, subset) states.
    ///
    /// Dijkstra over (cell, items taken): a move from (c, m) ends at (e, m ∪ items its path
    /// enters), for 1 or 2 moves by e's terrain; the exit is not expanded. Then each subset's
    /// par is the least over its supersets' distances to the exit (a sum over subsets).
    /// - Complexity: O(2^k × (cells + total slide length) + k × 2^k) time and O(2^k × cells)
    ///   memory for k items.
    public func itemPar(from start: Int, items: [Int]) -> ItemPar? {
        var unlimited = WorkAllowance.unlimited
        return itemPar(from: start, items: items, allowance: &unlimited)
    }

    /// `itemPar(from:items:)`, spending from `allowance` (not final when it runs out).
    func itemPar(from start: Int, items: [Int], allowance: inout WorkAllowance) -> ItemPar? {
        guard let search = itemSearch(from: start, items: items, allowance: &allowance) else { return nil }
        let masks = search.masks
        var table = (0..<masks).map { search.distance[search.state(exit, mask: $0)] }
        if start == exit { table[0] = 0 }
        // Sum over subsets: a run that took a superset also took the subset.
        for bit in 0..<items.count {
            for mask in 0..<masks where mask & (1 << bit) == 0 {
                let wider = table[mask | 1 << bit]
                if wider >= 0 && (table[mask] < 0 || wider < table[mask]) { table[mask] = wider }
            }
        }
        return ItemPar(items: items, table: table)
    }
}

extension MoveGraph {
    /// One run of item-par moves from `start` that takes every one of `items` (cells), as
    /// moves; `nil` when there is none or the set is too large (as `itemPar`).
    /// - Complexity: O(2^k × (cells + total slide length)) for k items.
    public func itemRoute(from start: Int, taking items: [Int]) -> [Action]? {
        var unlimited = WorkAllowance.unlimited
        return itemRoute(from: start, taking: items, allowance: &unlimited)
    }

    /// `itemRoute(from:taking:)` from the middle of an attempt that has used `elapsed` moves
    /// (what timed crates' deadlines count from).
    public func itemRoute(from start: Int, taking items: [Int], elapsed: Int) -> [Action]? {
        var unlimited = WorkAllowance.unlimited
        return itemRoute(from: start, taking: items, elapsed: elapsed, allowance: &unlimited)
    }

    /// `itemRoute(from:taking:)`, spending from `allowance` (not final when it runs out).
    func itemRoute(from start: Int, taking items: [Int], elapsed: Int = 0, allowance: inout WorkAllowance) -> [Action]? {
        let all = (1 << items.count) - 1
        guard let search = itemSearch(from: start, items: items, stoppingAt: all, elapsed: elapsed, allowance: &allowance) else {
            return nil
        }
        let goal = search.state(exit, mask: all)
        return search.distance[goal] < 0 ? nil : search.actions(to: goal)
    }
}

extension MoveGraph {
    /// The search over (cell, items taken) from `start` that item par, item routes and item
    /// runs read, run to the end or until the exit with every item of `goalMask` is settled;
    /// `nil` when the set is too large (more than `ItemPar.maximumItemCount` items or
    /// `ItemPar.maximumStates` states).
    /// - Complexity: O(2^k × (cells + total slide length)) time and O(2^k × cells) memory.
    /// Spends from `allowance`; when that runs out the search is not final
    /// (`allowance.isExhausted`).
    func itemSearch(
        from start: Int, items: [Int], stoppingAt goalMask: Int? = nil, elapsed: Int = 0, allowance: inout WorkAllowance
    ) -> ProductSearch? {
        let masks = 1 << items.count
        guard items.count <= ItemPar.maximumItemCount, masks * nodeCount <= ItemPar.maximumStates else { return nil }
        var search = ProductSearch(cells: nodeCount, masks: masks, layers: 1)
        allowance.spend(nodeCount)
        var edges = productEdges(items: items, jumps: false)
        edges.elapsed = elapsed
        allowance.spend(
            search.run(
                edges, exit: exit, sources: [(search.state(start, mask: 0), 0)],
                goal: goalMask.map { search.state(exit, mask: $0) }, maximum: allowance.remaining))
        return search
    }
}
