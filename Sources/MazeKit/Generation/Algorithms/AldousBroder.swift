/// Aldous-Broder: a simple random walk that links each cell it enters for the first time.
///
/// Source: *Mazes for Programmers*, chapter 4; Aldous (1990) and Broder (1989). The first-entry
/// edges of a simple random walk form a uniformly random spanning tree, so every perfect maze
/// of the grid is equally likely. A direction that leaves the grid or enters a hole is redrawn,
/// which is the same as choosing uniformly among the cell's real neighbours.
///
/// A cell counts as visited when its passage byte is non-zero (the start is `planted`), so the walk needs no
/// memory beyond the maze.
/// - Complexity: the grid's cover time, about n·log²n steps.
enum AldousBroder {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let start = c.randomEnabledCell(&rng)
        c.plant(start)
        defer { c.unplant(start) }
        var remaining = c.enabledCount() &- 1
        var cell = start
        var x = start % c.width, y = start / c.width
        var bits: UInt64 = 0
        var bitsLeft = 0
        c.observer.focused(cell)
        c.observer.endStep()
        while remaining > 0 {
            if bitsLeft == 0 {
                bits = rng.next()
                bitsLeft = 32
            }
            let index = Int(truncatingIfNeeded: bits & 3)
            bits >>= 2
            bitsLeft &-= 1
            guard let next = c.step(cell, x: x, y: y, index: index) else { continue }
            if c.passages[next.cell] == 0 {
                c.link(cell, Direction.at(index))
                remaining &-= 1
            }
            (cell, x, y) = next
            c.observer.focused(cell)
            c.observer.endStep()
        }
    }
}
