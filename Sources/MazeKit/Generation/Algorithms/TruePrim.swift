/// True Prim: every cell gets a random cost; always grow from the cheapest active cell to its
/// cheapest unvisited neighbour.
///
/// Source: *Mazes for Programmers*, chapter 11 ("True Prim's"). As in the book, costs are
/// integers in 0..<100 and ties go to the cell activated first (the book's `min_by` scans its
/// insertion-ordered list); among neighbours, the first cheapest in N, E, S, W order.
///
/// With only 100 costs the active set is a bucket queue: one FIFO list per cost, threaded
/// through a per-cell `next` array, and a 128-bit occupancy mask whose lowest set bit is the
/// cheapest non-empty bucket. Every operation is O(1) and nothing is allocated per step.
/// - Complexity: O(cells); 5 bytes per cell.
enum TruePrim {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var bits = RandomBits()
        let cost = Scratch<UInt8>(repeating: 0, count: count)
        defer { cost.release() }
        for cell in 0..<count {
            // rand(100) exactly: 7 random bits, redrawn when ≥ 100.
            var value = bits.take(7, &rng)
            while value >= 100 { value = bits.take(7, &rng) }
            cost[cell] = UInt8(truncatingIfNeeded: value)
        }
        let start = c.randomEnabledCell(&rng)
        c.plant(start)
        defer { c.unplant(start) }
        var queue = CostBuckets(cellCount: count, width: c.width)
        defer { queue.release() }
        queue.push(c.packed(start), cost: Int(cost[start]))
        c.observer.evaluating(start)
        c.observer.endStep()
        let p = c.passages
        while let entry = queue.first {
            let (cell, x, y) = c.unpack(entry)
            c.observer.focused(cell)
            var unvisited = c.neighbourMask(cell, x: x, y: y) { p[$0] == 0 }
            if unvisited == 0 {
                queue.removeFirst()
                c.observer.settled(cell)
            } else {
                var bestDirection = Direction.north
                var bestCost = UInt8.max
                while unvisited != 0 {
                    let bit = unvisited & (0 &- unvisited)
                    unvisited &= unvisited &- 1
                    let direction: Direction = bit == 1 ? .north : bit == 2 ? .east : bit == 4 ? .south : .west
                    let n = cell &+ c.offset(direction)
                    if cost[n] < bestCost {
                        bestCost = cost[n]
                        bestDirection = direction
                    }
                }
                c.link(cell, bestDirection)
                queue.push(c.packedStep(entry, bestDirection), cost: Int(bestCost))
                c.observer.evaluating(cell &+ c.offset(bestDirection))
            }
            c.observer.endStep()
        }
    }
}

/// A FIFO queue per cost 0..<100 over packed cells, with O(1) access to the oldest entry of the
/// cheapest non-empty cost. Each cell is queued at most once, so one `next` link per cell
/// threads all the queues.
struct CostBuckets {
    private var head = [Int32](repeating: -1, count: 128)
    private var tail = [Int32](repeating: -1, count: 128)
    private var occupied: (UInt64, UInt64) = (0, 0)
    private let next: Scratch<Int32>
    private let width: Int

    init(cellCount: Int, width: Int) {
        next = Scratch(repeating: -1, count: cellCount)
        self.width = width
    }

    func release() { next.release() }

    @inline(__always) private func cell(_ packed: Int32) -> Int {
        Int(packed >> 14) &* width &+ Int(packed & 0x3FFF)
    }

    @inline(__always) private var cheapest: Int? {
        if occupied.0 != 0 { return occupied.0.trailingZeroBitCount }
        if occupied.1 != 0 { return 64 &+ occupied.1.trailingZeroBitCount }
        return nil
    }

    /// The oldest entry of the cheapest cost, or `nil` when empty.
    @inline(__always) var first: Int? {
        guard let b = cheapest else { return nil }
        return Int(head[b])
    }

    @inline(__always) mutating func push(_ packed: Int, cost b: Int) {
        let value = Int32(truncatingIfNeeded: packed)
        next[cell(value)] = -1
        if head[b] < 0 {
            head[b] = value
            if b < 64 { occupied.0 |= 1 << UInt64(b) } else { occupied.1 |= 1 << UInt64(b &- 64) }
        } else {
            next[cell(tail[b])] = value
        }
        tail[b] = value
    }

    /// Removes `first`. - Precondition: not empty.
    @inline(__always) mutating func removeFirst() {
        guard let b = cheapest else { return }
        let following = next[cell(head[b])]
        head[b] = following
        if following < 0 {
            if b < 64 { occupied.0 &= ~(1 << UInt64(b)) } else { occupied.1 &= ~(1 << UInt64(b &- 64)) }
        }
    }
}
