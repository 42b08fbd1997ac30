/// Randomized Kruskal: consider every inner wall in random order and open it when it joins two
/// different trees of the forest.
///
/// Source: *Mazes for Programmers*, chapter 9. Walls are numbered `cell * 2` (east side) and
/// `cell * 2 + 1` (south side); trees are tracked by a union-find (union by rank, path halving)
/// whose roots are their own parents. That makes the usual find, one or two steps up, a pair
/// of loads and one well-predicted test, where "is this a root?" on a negative entry would be
/// a branch on random data at every step. A root keeps its rank in the top bits of its own
/// entry (cells are fewer than 2^24, ranks at most 24), so a union touches no other memory.
///
/// The random order comes from a scatter shuffle (see `WallShuffle`) rather than one
/// Fisher–Yates pass, whose random swaps over 8 MB would miss the cache on every wall.
/// - Complexity: O(n·α(n)); 4 bytes per wall and 4 per cell.
enum Kruskal {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        let order = WallShuffle.shuffledWalls(c, &rng)

        let forest = Scratch<UInt32>(uninitializedCount: count)
        for cell in 0..<count { forest[cell] = UInt32(truncatingIfNeeded: cell) }
        var joins = c.enabledCount() &- 1
        var i = 0
        let southStep = c.width &- 1
        while i < order.count && joins > 0 {
            let wall = Int(order.walls[i])
            i &+= 1
            let cell = wall >> 1
            let isSouth = wall & 1
            c.observer.focused(cell)
            // The other side: cell + 1 (east) or cell + width (south), without a branch.
            if union(forest, cell, cell &+ 1 &+ southStep &* isSouth) {
                c.link(cell, isSouth == 0 ? .east : .south)
                joins &-= 1
            }
            c.observer.endStep()
        }
    }

    /// The bits of a forest entry that name the parent; above them, a root's rank.
    static let parentBits: UInt32 = 0x00FF_FFFF

    /// The root of `element`'s tree, halving the path on the way.
    @inline(__always)
    static func find(_ forest: borrowing Scratch<UInt32>, _ element: Int) -> Int {
        var e = element
        while true {
            let parent = Int(forest[e] & parentBits)
            let grand = Int(forest[parent] & parentBits)
            if parent == grand { return parent }
            forest[e] = UInt32(truncatingIfNeeded: grand)
            e = grand
        }
    }

    /// Joins the trees of `a` and `b`; `false` if they were one already.
    @inline(__always)
    static func union(_ forest: borrowing Scratch<UInt32>, _ a: Int, _ b: Int) -> Bool {
        var ra = find(forest, a), rb = find(forest, b)
        if ra == rb { return false }
        let rankA = forest[ra] &>> 24, rankB = forest[rb] &>> 24
        if rankA < rankB { swap(&ra, &rb) }  // ra becomes the root of higher rank
        forest[rb] = UInt32(truncatingIfNeeded: ra)
        forest[ra] &+= UInt32(truncatingIfNeeded: rankA == rankB ? 1 : 0) &<< 24
        return true
    }
}

/// A uniformly random order of a grid's inner walls, built cache-friendly.
///
/// Every wall is sent to one of 256 buckets by a random byte, then each bucket (about 8,000
/// walls at 1000×1000, small enough for the L1 cache) is shuffled with Fisher–Yates.
/// Independent uniform buckets plus a uniform order within each bucket make a uniform
/// permutation, the same distribution as one Fisher–Yates pass over all walls. The walls are
/// enumerated twice (once to count the buckets, once to place the walls) and the bucket bytes
/// drawn twice from copies of one generator state, so no wall list or byte list is stored.
enum WallShuffle {
    static let bucketCount = 256

    /// The inner walls in their random order: `walls[0..<count]`.
    struct Order: ~Copyable {
        let walls: Scratch<UInt32>
        let count: Int
    }

    static func shuffledWalls<O, L>(_ c: Carver<O, L>, _ rng: inout SeededRandom) -> Order {
        let start = rng
        // Bucket sizes and write cursors live in flat buffers: this loop runs twice per wall,
        // and an array captured by a closure is checked for uniqueness on every write.
        let sizes = Scratch<Int>(repeating: 0, count: bucketCount)
        let cursor = Scratch<Int>(repeating: 0, count: bucketCount + 1)
        if L.isMasked {
            var bytes = ByteStream()
            forEachWall(c) { _ in sizes[bytes.next(&rng)] &+= 1 }
        } else {
            // On a full grid the walls take the stream's first bytes in order, so the bucket
            // sizes are just a histogram of those bytes: no walk over the grid.
            let w = c.width, h = c.height
            countBytes((w &- 1) &* h &+ w &* (h &- 1), into: sizes, &rng)
        }
        var total = 0
        for b in 0..<bucketCount {
            cursor[b] = total
            total &+= sizes[b]
        }
        let walls = Scratch<UInt32>(uninitializedCount: total)
        var replay = start
        var replayBytes = ByteStream()
        forEachWall(c) { wall in
            let b = replayBytes.next(&replay)
            walls[cursor[b]] = UInt32(truncatingIfNeeded: wall)
            cursor[b] &+= 1
        }
        var halves = HalfWords()
        var bucketStart = 0
        for b in 0..<bucketCount {
            let base = walls.base + bucketStart
            bucketStart &+= sizes[b]
            var n = sizes[b] &- 1
            while n > 0 {
                let j = halves.below(n &+ 1, &rng)
                let t = base[n]
                base[n] = base[j]
                base[j] = t
                n &-= 1
            }
        }
        return Order(walls: walls, count: total)
    }

    /// Adds the first `count` bytes of the generator's byte stream (as `ByteStream` reads it:
    /// eight to a draw, lowest first) to the histogram `sizes`, drawing the same words.
    static func countBytes(_ count: Int, into sizes: borrowing Scratch<Int>, _ rng: inout SeededRandom) {
        var left = count
        while left > 0 {
            var word = rng.next()
            for _ in 0..<Swift.min(left, 8) {
                sizes[Int(truncatingIfNeeded: word & 0xFF)] &+= 1
                word >>= 8
            }
            left &-= 8
        }
    }

    /// Calls `body` with each inner wall between enabled cells, in index order. A grid without
    /// holes needs no per-cell tests: every row but the last ends in a south wall only.
    @inline(__always)
    static func forEachWall<O, L>(_ c: Carver<O, L>, _ body: (Int) -> Void) {
        if !L.isMasked {
            var cell = 0
            for _ in 0..<(c.height &- 1) {
                for _ in 0..<(c.width &- 1) {
                    body(cell << 1)
                    body(cell << 1 | 1)
                    cell &+= 1
                }
                body(cell << 1 | 1)
                cell &+= 1
            }
            for _ in 0..<(c.width &- 1) {
                body(cell << 1)
                cell &+= 1
            }
            return
        }
        let lastColumn = c.width &- 1, lastRow = c.height &- 1
        var cell = 0
        for y in 0...lastRow {
            for x in 0...lastColumn {
                if c.isEnabled(cell) {
                    if x < lastColumn && c.isEnabled(cell &+ 1) { body(cell << 1) }
                    if y < lastRow && c.isEnabled(cell &+ c.width) { body(cell << 1 | 1) }
                }
                cell &+= 1
            }
        }
    }
}

/// Random bytes eight to a draw.
struct ByteStream {
    private var buffer: UInt64 = 0
    private var left = 0

    @inline(__always) mutating func next(_ rng: inout SeededRandom) -> Int {
        if left == 0 {
            buffer = rng.next()
            left = 8
        }
        let byte = Int(truncatingIfNeeded: buffer & 0xFF)
        buffer >>= 8
        left &-= 1
        return byte
    }
}
