import MazeKit

/// Dijkstra over a product of the move graph: a state is (node, items taken, power-up used),
/// numbered `(layer * masks + mask) * cells + node` (`cells` counts the graph's nodes: a
/// level with doors has a node per cell on each of its two floors, `MoveGraph`). The design solvers share it so each states
/// only what is particular to it (which edges, which sources, which goal).
///
/// Moves come from `MoveGraph.ends` (the rules' `Movement`), each with the item bits of the
/// cells its path enters; jumps, when given, lead from layer 0 to layer 1 for 1 move. The exit
/// is never expanded: entering it ends the attempt.
///
/// A timed crate's item is taken only by a move that ends by its deadline. Which items a move
/// takes then depends on when it is made, and a state reached later may take fewer: the search
/// settles each state at its least distance only, so a state that only a later arrival reaches
/// (a timed crate passed by too late) may be missing. A reading over a subset and its supersets
/// (item par, the best plan) is still exact: a state reached sooner with more items taken serves
/// as well, since following the same moves from it takes a superset in no more moves. A reading
/// of one exact subset (`ItemRuns`) may miss a run that lets a timed crate go. Ties are settled by the queue's FIFO order
/// over states pushed in cell and direction order, so every result is deterministic.
struct ProductSearch: ~Copyable {
    /// Cells of the maze.
    let cells: Int
    /// Item subsets tracked (a power of two).
    let masks: Int
    /// 1 without power-up edges, 2 with.
    let layers: Int
    /// Least moves per state, −1 where not reached (or not below the bound).
    var distance: [Int32]
    /// The state each state was last improved from, and the action (0–3 move N E S W, 4–7 jump).
    var viaState: [Int32]
    var viaAction: [UInt8]
    private var touched: [Int32] = []
    private var queue = BucketQueue<FirstInFirstOut>(span: 64)

    init(cells: Int, masks: Int, layers: Int) {
        self.cells = cells
        self.masks = masks
        self.layers = layers
        let count = cells * masks * layers
        distance = [Int32](repeating: -1, count: count)
        viaState = [Int32](repeating: -1, count: count)
        viaAction = [UInt8](repeating: 0, count: count)
    }

    /// The edges one search follows.
    struct Edges {
        /// `ends[cell * 4 + d]`: where a move ends, or −1.
        var ends: [Int32]
        /// Items (bits) whose cells that move enters.
        var bits: [UInt32]
        /// Terrain cost of ending on each cell.
        var cost: [UInt8]
        /// Per-move weights replacing the terrain cost (`weights[cell * 4 + d]`), or empty to
        /// count moves.
        var weights: [Int32] = []
        /// Jumps (layer 0 → 1, cost 1), or empty for none.
        var jumpEnds: [Int32] = []
        var jumpBits: [UInt32] = []
        /// The items (bits) on timed crates' cells, and each bit's deadline (`deadlines[bit]`,
        /// empty when none is timed): a move takes such an item only when the moves used after
        /// it, `elapsed` included, are at most its deadline.
        var timed: UInt32 = 0
        var deadlines: [Int32] = []
        /// Moves already used when the search starts (a search from the middle of an attempt).
        var elapsed = 0

        /// `bits` without the timed items a move ending at `distance` (from the search's
        /// sources) comes too late for.
        @inline(__always) func taken(_ bits: UInt32, at distance: Int) -> UInt32 {
            var late = bits & timed
            guard late != 0 else { return bits }
            var kept = bits
            while late != 0 {
                let bit = late.trailingZeroBitCount
                late &= late - 1
                if elapsed + distance > Int(deadlines[bit]) { kept &= ~(1 << UInt32(bit)) }
            }
            return kept
        }
    }

    /// The state number of (cell, mask, layer).
    @inline(__always) func state(_ cell: Int, mask: Int, layer: Int = 0) -> Int { (layer * masks + mask) * cells + cell }

    /// Runs the search from `sources` (state, distance), settling states in order of distance
    /// until the queue is empty, a state at `bound` or beyond comes up, `goal` is settled, or
    /// `maximum` states have been expanded (then the search is cut short and its distances are
    /// not final: the caller's `WorkAllowance` is spent).
    /// Only states changed by the previous run are reset, so repeated runs cost what they explore.
    /// - Returns: the states expanded, more than `maximum` when the search was cut short.
    @discardableResult
    mutating func run(
        _ edges: Edges, exit: Int, sources: [(state: Int, distance: Int)], bound: Int = .max, goal: Int? = nil, maximum: Int = .max
    ) -> Int {
        for s in touched {
            distance[Int(s)] = -1
            viaState[Int(s)] = -1
        }
        touched.removeAll(keepingCapacity: true)
        queue.reset()
        for (s, d) in sources where d < bound && (distance[s] < 0 || Int32(d) < distance[s]) {
            if distance[s] < 0 { touched.append(Int32(s)) }
            distance[s] = Int32(d)
            queue.push(s, at: d)
        }
        let hasJumps = !edges.jumpEnds.isEmpty, weighted = !edges.weights.isEmpty
        var expanded = 0
        while let (s, d) = queue.pop() {
            // Every push is below the bound, so only stale entries need skipping.
            guard distance[s] == Int32(d) else { continue }
            if s == goal { break }
            let cell = s % cells
            if cell == exit { continue }
            expanded += 1
            if expanded > maximum { break }
            let mask = (s / cells) % masks
            let layer = s / (cells * masks)
            for k in 0..<4 {
                let end = Int(edges.ends[cell * 4 + k])
                if end < 0 { continue }
                let weight = weighted ? Int(edges.weights[cell * 4 + k]) : Int(edges.cost[end])
                relax(
                    from: s, to: state(end, mask: mask | Int(edges.taken(edges.bits[cell * 4 + k], at: d + weight)), layer: layer),
                    at: d + weight, action: UInt8(k), bound: bound)
            }
            guard hasJumps, layer == 0 else { continue }
            for k in 0..<4 {
                let end = Int(edges.jumpEnds[cell * 4 + k])
                if end < 0 { continue }
                relax(
                    from: s, to: state(end, mask: mask | Int(edges.taken(edges.jumpBits[cell * 4 + k], at: d + 1)), layer: 1),
                    at: d + 1, action: UInt8(4 + k), bound: bound)
            }
        }
        return expanded
    }

    @inline(__always)
    private mutating func relax(from s: Int, to t: Int, at candidate: Int, action: UInt8, bound: Int) {
        guard candidate < bound, distance[t] < 0 || Int32(candidate) < distance[t] else { return }
        if distance[t] < 0 { touched.append(Int32(t)) }
        distance[t] = Int32(candidate)
        viaState[t] = Int32(s)
        viaAction[t] = action
        queue.push(t, at: candidate)
    }

    /// The actions from a source to `target`, by the via links of the last run.
    func actions(to target: Int) -> [Action] {
        var actions: [Action] = []
        var s = target
        while viaState[s] >= 0 {
            let a = Int(viaAction[s])
            actions.append(a < 4 ? .move(Direction.at(a)) : .jump(Direction.at(a - 4)))
            s = Int(viaState[s])
        }
        return actions.reversed()
    }

    /// The source state the via links of `target` lead back to.
    func source(of target: Int) -> Int {
        var s = target
        while viaState[s] >= 0 { s = Int(viaState[s]) }
        return s
    }
}

extension MoveGraph {
    /// The edges of this graph for a product search over `items` (at most 32), with the jumps
    /// from every cell when `jumps` is set.
    /// - Complexity: O(cells + total slide and jump length).
    func productEdges(items: [Int], jumps: Bool) -> ProductSearch.Edges {
        let n = nodeCount
        var itemBits = [UInt32](repeating: 0, count: maze.cellCount)
        for (i, cell) in items.enumerated() { itemBits[cell] |= 1 << UInt32(i) }
        var bits = [UInt32](repeating: 0, count: n * 4)
        if !items.isEmpty {
            for node in 0..<n {
                for (k, direction) in Direction.ordered.enumerated() where ends[node * 4 + k] >= 0 {
                    var taken: UInt32 = 0
                    _ = move(from: node, direction) { taken |= itemBits[$0] }
                    bits[node * 4 + k] = taken
                }
            }
        }
        var edges = ProductSearch.Edges(ends: ends, bits: bits, cost: (0..<n).map { UInt8(cost($0)) })
        if !deadlines.isEmpty {
            edges.deadlines = items.map { deadlines[$0] }
            for (i, deadline) in edges.deadlines.enumerated() where deadline >= 0 { edges.timed |= 1 << UInt32(i) }
        }
        guard jumps else { return edges }
        edges.jumpEnds = [Int32](repeating: -1, count: n * 4)
        edges.jumpBits = [UInt32](repeating: 0, count: n * 4)
        for node in 0..<n where maze.isEnabled(cell(node)) && node != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                var taken: UInt32 = 0
                guard let end = jump(from: node, direction, enter: { taken |= itemBits[$0] }) else { continue }
                edges.jumpEnds[node * 4 + k] = Int32(end)
                edges.jumpBits[node * 4 + k] = taken
            }
        }
        return edges
    }
}
