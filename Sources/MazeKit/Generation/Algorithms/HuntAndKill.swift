/// Hunt-and-kill: a random walk through unvisited cells; when it is boxed in, hunt for the first
/// unvisited cell (row-major) beside the maze, join it, and walk on from there.
///
/// Source: *Mazes for Programmers*, chapter 5. The book's hunt rescans the grid from the top,
/// which is quadratic. Here the hunt finds the same cell in amortised O(1): a two-level bitset
/// holds the frontier (unvisited cells with a visited neighbour), and its lowest set bit is the
/// book's answer. The search starts at the first unvisited cell, a pointer that only advances.
/// - Complexity: O(cells); n/8 + n/512 bytes of bitset.
enum HuntAndKill {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var frontier = Frontier(cellCount: count)
        let start = c.randomEnabledCell(&rng)
        var firstUnvisited = 0
        var cell = start
        var x = start % c.width, y = start / c.width

        /// Marks `cell` visited: off the frontier, its unvisited neighbours on it.
        func visit(_ cell: Int, _ x: Int, _ y: Int, _ c: inout Carver<O>, _ frontier: inout Frontier) {
            frontier.remove(cell)
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start {
                    frontier.insert(n)
                }
            }
        }

        visit(cell, x, y, &c, &frontier)
        c.observer.focused(cell)
        c.observer.endStep()
        while true {
            // Kill: walk to a random unvisited neighbour while there is one.
            var unvisited = Candidates()
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start {
                    unvisited.append(n, direction)
                }
            }
            if unvisited.count > 0 {
                let (next, direction) = unvisited.pick(&rng)
                c.link(cell, direction)
                cell = next
                x &+= direction.dx
                y &+= direction.dy
                visit(cell, x, y, &c, &frontier)
                c.observer.focused(cell)
                c.observer.endStep()
                continue
            }
            // Hunt: the lowest-index frontier cell, joined to a random visited neighbour.
            while firstUnvisited < count
                && (!c.isEnabled(firstUnvisited) || c.passages[firstUnvisited] != 0 || firstUnvisited == start) {
                firstUnvisited &+= 1
            }
            guard let found = frontier.lowest(from: firstUnvisited) else { return }
            cell = found
            x = found % c.width
            y = found / c.width
            var visited = Candidates()
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] != 0 || n == start {
                    visited.append(n, direction)
                }
            }
            let (_, direction) = visited.pick(&rng)
            c.link(cell, direction)
            visit(cell, x, y, &c, &frontier)
            c.observer.focused(cell)
            c.observer.endStep()
        }
    }
}

/// A set of cell indices with O(1) insert/remove and a fast lowest-member query: one bit per
/// cell plus one summary bit per 64-cell word.
struct Frontier {
    private var words: [UInt64]
    private var summary: [UInt64]

    init(cellCount: Int) {
        let wordCount = (cellCount + 63) >> 6
        words = Array(repeating: 0, count: wordCount)
        summary = Array(repeating: 0, count: (wordCount + 63) >> 6)
    }

    @inline(__always) mutating func insert(_ cell: Int) {
        let w = cell >> 6
        words[w] |= 1 << UInt64(cell & 63)
        summary[w >> 6] |= 1 << UInt64(w & 63)
    }

    @inline(__always) mutating func remove(_ cell: Int) {
        let w = cell >> 6
        let word = words[w] & ~(1 << UInt64(cell & 63))
        words[w] = word
        if word == 0 { summary[w >> 6] &= ~(1 << UInt64(w & 63)) }
    }

    /// The lowest member ≥ `floor`, or `nil`.
    func lowest(from floor: Int) -> Int? {
        var w = floor >> 6
        guard w < words.count else { return nil }
        // The floor's own word, masked below the floor.
        let first = words[w] & (~0 << UInt64(floor & 63))
        if first != 0 { return w << 6 | first.trailingZeroBitCount }
        w += 1
        var s = w >> 6
        guard s < summary.count else { return nil }
        var bits = w & 63 == 0 ? summary[s] : summary[s] & (~0 << UInt64(w & 63))
        while true {
            if bits != 0 {
                let word = s << 6 | bits.trailingZeroBitCount
                return word << 6 | words[word].trailingZeroBitCount
            }
            s += 1
            guard s < summary.count else { return nil }
            bits = summary[s]
        }
    }
}
