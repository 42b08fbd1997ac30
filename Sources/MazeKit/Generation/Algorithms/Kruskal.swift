/// Randomized Kruskal: consider every inner wall in random order and open it when it joins two
/// different trees of the forest.
///
/// Source: *Mazes for Programmers*, chapter 9. Walls are numbered `cell * 2` (east side) and
/// `cell * 2 + 1` (south side); trees are tracked by a union-find (union by size, path halving)
/// whose roots store their negated size, so one 4-byte array serves both.
///
/// The random order comes from a scatter shuffle: each wall goes to one of 256 buckets at
/// random, then each bucket (small enough for the L1 cache) is shuffled with Fisher–Yates.
/// Independent uniform buckets plus a uniform order inside each bucket is a uniform permutation,
/// as one Fisher–Yates pass over the whole array would give, but without its cache misses.
/// - Complexity: O(n·α(n)); 8 bytes per wall and 4 per cell.
enum Kruskal {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        let walls = Scratch<UInt32>(repeating: 0, count: 2 * count)
        defer { walls.release() }
        var wallCount = 0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let cell = y &* c.width &+ x
                guard c.isEnabled(cell) else { continue }
                if c.neighbour(cell, x: x, y: y, .east) != nil { walls[wallCount] = UInt32(truncatingIfNeeded: cell << 1); wallCount &+= 1 }
                if c.neighbour(cell, x: x, y: y, .south) != nil { walls[wallCount] = UInt32(truncatingIfNeeded: cell << 1 | 1); wallCount &+= 1 }
            }
        }
        let order = Scratch<UInt32>(repeating: 0, count: wallCount)
        defer { order.release() }
        scatterShuffle(walls.base, into: order.base, count: wallCount, &rng)

        let forest = Scratch<Int32>(repeating: -1, count: count)
        defer { forest.release() }
        var joins = c.enabledCount() &- 1
        var i = 0
        while i < wallCount && joins > 0 {
            let wall = order[i]
            i &+= 1
            let cell = Int(wall >> 1)
            let direction: Direction = wall & 1 == 0 ? .east : .south
            c.observer.focused(cell)
            if union(forest, cell, cell &+ c.offset(direction)) {
                c.link(cell, direction)
                joins &-= 1
            }
            c.observer.endStep()
        }
    }

    /// The root of `element`'s tree, halving the path on the way.
    @inline(__always)
    static func find(_ forest: Scratch<Int32>, _ element: Int) -> Int {
        var e = element
        while true {
            let p = Int(forest[e])
            if p < 0 { return e }
            let grand = Int(forest[p])
            if grand < 0 { return p }
            forest[e] = Int32(truncatingIfNeeded: grand)
            e = grand
        }
    }

    /// Joins the trees of `a` and `b`; `false` if they were one already.
    @inline(__always)
    static func union(_ forest: Scratch<Int32>, _ a: Int, _ b: Int) -> Bool {
        var ra = find(forest, a), rb = find(forest, b)
        if ra == rb { return false }
        if forest[ra] > forest[rb] { swap(&ra, &rb) }  // sizes are negated: ra is the larger
        forest[ra] &+= forest[rb]
        forest[rb] = Int32(truncatingIfNeeded: ra)
        return true
    }
}

/// Writes a uniformly random permutation of `source[0..<count]` into `target`: a random
/// bucket per element (256 buckets), then Fisher–Yates inside each bucket.
func scatterShuffle(_ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, count: Int, _ rng: inout SeededRandom) {
    guard count > 1 else {
        if count == 1 { target[0] = source[0] }
        return
    }
    let bucketCount = 256
    let bucketOf = Scratch<UInt8>(repeating: 0, count: count)
    defer { bucketOf.release() }
    var sizes = [Int](repeating: 0, count: bucketCount)
    var i = 0
    while i < count {
        var bits = rng.next()
        var j = 0
        while j < 8 && i < count {
            let b = UInt8(truncatingIfNeeded: bits)
            bucketOf[i] = b
            sizes[Int(b)] &+= 1
            bits >>= 8
            j &+= 1
            i &+= 1
        }
    }
    var starts = [Int](repeating: 0, count: bucketCount + 1)
    for b in 0..<bucketCount { starts[b + 1] = starts[b] &+ sizes[b] }
    var cursor = starts
    for k in 0..<count {
        let b = Int(bucketOf[k])
        target[cursor[b]] = source[k]
        cursor[b] &+= 1
    }
    for b in 0..<bucketCount {
        let base = target + starts[b]
        var n = sizes[b] &- 1
        while n > 0 {
            let j = rng.below(n &+ 1)
            let t = base[n]
            base[n] = base[j]
            base[j] = t
            n &-= 1
        }
    }
}
