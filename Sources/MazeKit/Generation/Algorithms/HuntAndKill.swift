/// Hunt-and-kill: a random walk through unvisited cells; when it is boxed in, hunt for the first
/// unvisited cell (row-major) beside the maze, join it, and walk on from there.
///
/// Source: *Mazes for Programmers*, chapter 5. The book's hunt rescans the grid from the top,
/// which is quadratic. Here the hunt finds the same cell in amortised O(1): a two-level bitset
/// holds the frontier (unvisited cells with a visited neighbour), and its lowest set bit is the
/// book's answer. The search starts at the first unvisited cell, a pointer that only advances.
/// Each cell's unvisited sides are kept ready in its passage byte (`openSides`).
/// - Complexity: O(cells); n/8 + n/512 bytes of bitset.
enum HuntAndKill {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var frontier = Frontier(cellCount: count)
        var bits = RandomBits()
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        var firstUnvisited = 0
        var cell = start

        /// Marks `cell` visited: off the frontier, its unvisited neighbours on it.
        func visit(_ cell: Int, _ c: inout Carver<O, L>, _ frontier: inout Frontier) {
            c.visit(cell)
            frontier.remove(cell)
            let unvisited = c.openSides(cell)
            if unvisited & 1 != 0 { frontier.insert(cell &- c.width) }
            if unvisited & 2 != 0 { frontier.insert(cell &+ 1) }
            if unvisited & 4 != 0 { frontier.insert(cell &+ c.width) }
            if unvisited & 8 != 0 { frontier.insert(cell &- 1) }
        }

        visit(cell, &c, &frontier)
        c.observer.focused(cell)
        c.observer.endStep()
        while true {
            // Kill: walk to a random unvisited neighbour while there is one.
            let unvisited = c.openSides(cell)
            if unvisited != 0 {
                let direction = bits.pick(unvisited, &rng)
                c.link(cell, direction)
                cell &+= c.offset(direction)
                visit(cell, &c, &frontier)
                c.observer.focused(cell)
                c.observer.endStep()
                continue
            }
            // Hunt: the lowest-index frontier cell, joined to a random visited neighbour.
            // Every visited cell but a lone start has a passage, so "visited" is a passage bit.
            while firstUnvisited < count
                && (!c.isEnabled(firstUnvisited) || c.passages[firstUnvisited] & 0x0F != 0)
            {
                firstUnvisited &+= 1
            }
            guard let found = frontier.lowest(from: firstUnvisited) else { return }
            cell = found
            let x = found % c.width, y = found / c.width
            let visited = c.neighbourMask(cell, x: x, y: y) { _ in true } & ~c.openSides(cell)
            c.link(cell, bits.pick(visited, &rng))
            visit(cell, &c, &frontier)
            c.observer.focused(cell)
            c.observer.endStep()
        }
    }
}

/// A set of cell indices with O(1) insert/remove and a fast lowest-member query: one bit per
/// cell plus one summary bit per 64-cell word.
struct Frontier: ~Copyable {
    private let words: Scratch<UInt64>
    private let summary: Scratch<UInt64>
    private let wordCount: Int
    private let summaryCount: Int

    init(cellCount: Int) {
        wordCount = (cellCount + 63) >> 6
        summaryCount = (wordCount + 63) >> 6
        words = Scratch(repeating: 0, count: wordCount)
        summary = Scratch(repeating: 0, count: summaryCount)
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
        guard w < wordCount else { return nil }
        // The floor's own word, masked below the floor.
        let first = words[w] & (~0 << UInt64(floor & 63))
        if first != 0 { return w << 6 | first.trailingZeroBitCount }
        w += 1
        var s = w >> 6
        guard s < summaryCount else { return nil }
        var bits = w & 63 == 0 ? summary[s] : summary[s] & (~0 << UInt64(w & 63))
        while true {
            if bits != 0 {
                let word = s << 6 | bits.trailingZeroBitCount
                return word << 6 | words[word].trailingZeroBitCount
            }
            s += 1
            guard s < summaryCount else { return nil }
            bits = summary[s]
        }
    }
}
