/// True Prim: every cell gets a random cost; always grow from the cheapest active cell to its
/// cheapest unvisited neighbour.
///
/// Source: *Mazes for Programmers*, chapter 11 ("True Prim's"). Costs are 32 random bits
/// (the book's `rand(100)` leaves ties, and tie order would then depend on the container).
/// The active set is a 4-ary min-heap of `cost << 32 | cell` keys, unique, so ties cannot occur.
/// - Complexity: O(n log n); 4 bytes of cost and up to 8 bytes of heap per cell.
enum TruePrim {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var cost = [UInt32](repeating: 0, count: count)
        var i = 0
        while i < count {
            let bits = rng.next()
            cost[i] = UInt32(truncatingIfNeeded: bits)
            if i + 1 < count { cost[i + 1] = UInt32(truncatingIfNeeded: bits >> 32) }
            i += 2
        }
        let start = c.randomEnabledCell(&rng)
        var heap = MinHeap()
        heap.push(UInt64(cost[start]) << 32 | UInt64(start))
        c.observer.evaluating(start)
        c.observer.endStep()
        while let top = heap.min {
            let cell = Int(top & 0xFFFF_FFFF)
            let x = cell % c.width, y = cell / c.width
            c.observer.focused(cell)
            var best: (cell: Int, direction: Direction, cost: UInt32)?
            for direction in Direction.ordered {
                guard let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start else { continue }
                if let current = best, cost[n] >= current.cost { continue }
                best = (n, direction, cost[n])
            }
            if let best {
                c.link(cell, best.direction)
                heap.push(UInt64(best.cost) << 32 | UInt64(best.cell))
                c.observer.evaluating(best.cell)
            } else {
                heap.popMin()
                c.observer.settled(cell)
            }
            c.observer.endStep()
        }
    }
}

/// A 4-ary min-heap of 64-bit keys: shallower than a binary heap and kinder to the cache.
struct MinHeap {
    private var keys: [UInt64] = []

    var min: UInt64? { keys.first }
    var count: Int { keys.count }

    mutating func push(_ key: UInt64) {
        keys.append(key)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) >> 2
            guard keys[parent] > key else { break }
            keys[i] = keys[parent]
            i = parent
        }
        keys[i] = key
    }

    @discardableResult
    mutating func popMin() -> UInt64? {
        guard let top = keys.first else { return nil }
        let last = keys.removeLast()
        let n = keys.count
        guard n > 0 else { return top }
        var i = 0
        while true {
            let first = (i << 2) + 1
            if first >= n { break }
            var smallest = first
            var smallestKey = keys[first]
            let end = Swift.min(first + 4, n)
            var j = first + 1
            while j < end {
                if keys[j] < smallestKey { smallest = j; smallestKey = keys[j] }
                j += 1
            }
            guard smallestKey < last else { break }
            keys[i] = smallestKey
            i = smallest
        }
        keys[i] = last
        return top
    }
}
