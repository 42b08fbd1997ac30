/// True Prim: every cell gets a random cost; always grow from the cheapest active cell to its
/// cheapest unvisited neighbour.
///
/// Source: *Mazes for Programmers*, chapter 11 ("True Prim's"). As in the book, costs are
/// integers in 0..<100 and ties go to the cell activated first (the book's `min_by` scans its
/// insertion-ordered list); among neighbours, the first cheapest in N, E, S, W order.
///
/// With only 100 costs the active set is a bucket queue: one FIFO array per cost and a 128-bit
/// occupancy mask whose lowest set bit is the cheapest non-empty bucket. Every operation is O(1) and nothing is allocated per step. Each
/// cell's unvisited sides are kept ready in its passage byte (`openSides`).
/// - Complexity: O(cells); about 5 bytes per cell.
enum TruePrim {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var bits = RandomBits()
        let cost = Scratch<UInt8>(repeating: 0, count: count)
        for cell in 0..<count {
            // rand(100) exactly: 7 random bits, redrawn when ≥ 100.
            var value = bits.take(7, &rng)
            while value >= 100 { value = bits.take(7, &rng) }
            cost[cell] = UInt8(truncatingIfNeeded: value)
        }
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        c.visit(start)
        var queue = CostBuckets()
        queue.push(start, cost: Int(cost[start]))
        c.observer.evaluating(start)
        c.observer.endStep()
        while let cell = queue.first {
            c.observer.focused(cell)
            var unvisited = c.openSides(cell)
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
                let next = cell &+ c.offset(bestDirection)
                c.visit(next)
                queue.push(next, cost: Int(bestCost))
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}

/// A FIFO queue per cost 0..<100 over cells, with O(1) access to the oldest entry of the
/// cheapest non-empty cost.
///
/// Each queue is an array that grows at the back and is read from the front, so pushes and
/// pops walk memory in order. (Threading the queues through a per-cell `next` array, as a
/// linked list, costs three random reads of a 4 MB array per step at 1000×1000.) A queue whose
/// array is full moves its live entries to the front, and doubles if they still fill half.
/// Noncopyable: the queues' buffers are freed with it.
struct CostBuckets: ~Copyable {
    /// Costs are below 100; 128 buckets match the two words of `occupied`.
    private static let bucketCount = 128
    /// One growable FIFO array per cost; `head[b]..<tail[b]` is queue `b`'s live part.
    // A Scratch of Scratches, not an `InlineArray<128, Scratch<Int32>>`: through that the
    // algorithm ran 3.2 times the instructions (Swift 6.3; see docs/performance.md).
    private let queues: Scratch<Scratch<Int32>>
    private let head: Scratch<Int>
    private let tail: Scratch<Int>
    private var occupied: (UInt64, UInt64) = (0, 0)

    init() {
        queues = Scratch(uninitializedCount: Self.bucketCount)
        for b in 0..<Self.bucketCount { (queues.base + b).initialize(to: Scratch(uninitializedCount: 64)) }
        head = Scratch(repeating: 0, count: Self.bucketCount)
        tail = Scratch(repeating: 0, count: Self.bucketCount)
    }

    /// Frees each queue; `queues` then frees its own buffer.
    deinit { queues.base.deinitialize(count: Self.bucketCount) }

    @inline(__always) private var cheapest: Int? {
        if occupied.0 != 0 { return occupied.0.trailingZeroBitCount }
        if occupied.1 != 0 { return 64 &+ occupied.1.trailingZeroBitCount }
        return nil
    }

    /// The oldest entry of the cheapest cost, or `nil` when empty.
    @inline(__always) var first: Int? {
        guard let b = cheapest else { return nil }
        return Int(queues.base[b][head[b]])
    }

    @inline(__always) mutating func push(_ cell: Int, cost b: Int) {
        if tail[b] == queues.base[b].capacity { makeRoom(b) }
        if head[b] == tail[b] {
            if b < 64 { occupied.0 |= 1 << UInt64(b) } else { occupied.1 |= 1 << UInt64(b &- 64) }
        }
        queues.base[b][tail[b]] = Int32(truncatingIfNeeded: cell)
        tail[b] &+= 1
    }

    /// Removes `first`. - Precondition: not empty.
    @inline(__always) mutating func removeFirst() {
        guard let b = cheapest else { return }
        head[b] &+= 1
        if head[b] == tail[b] {
            head[b] = 0
            tail[b] = 0
            if b < 64 { occupied.0 &= ~(1 << UInt64(b)) } else { occupied.1 &= ~(1 << UInt64(b &- 64)) }
        }
    }

    /// Frees space at the back of queue `b`: slides its live entries to the front, and doubles
    /// its array if they fill more than half of it.
    private func makeRoom(_ b: Int) {
        let live = tail[b] &- head[b]
        queues.base[b].base.update(from: queues.base[b].base + head[b], count: live)
        if live &* 2 > queues.base[b].capacity { queues.base[b].grow(to: queues.base[b].capacity &* 2) }
        head[b] = 0
        tail[b] = live
    }
}
