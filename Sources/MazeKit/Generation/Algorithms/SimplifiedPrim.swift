/// Simplified Prim: grow from a random active cell to a random unvisited neighbour; drop
/// active cells that have none.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Simplified Prim's"). Dropping swaps the last
/// active cell into the gap, which keeps each draw uniform and removal O(1).
/// The list holds packed coordinates (`Carver.packed`), so no step divides, and each cell's
/// unvisited sides are kept ready in its passage byte (`openSides`).
/// - Complexity: O(cells).
enum SimplifiedPrim {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        let first = c.packed(start)
        c.visit(start, x: first & 0x3FFF, y: first >> 14)
        var active = CellStack(capacity: c.cellCount)
        defer { active.release() }
        var bits = RandomBits()
        active.push(first)
        c.observer.evaluating(start)
        c.observer.endStep()
        while !active.isEmpty {
            let slot = active.count == 1 ? 0 : rng.below(active.count)
            let entry = active[slot]
            let (cell, _, _) = c.unpack(entry)
            c.observer.focused(cell)
            let open = c.openSides(cell)
            if open == 0 {
                active[slot] = active.last
                _ = active.pop()
                c.observer.settled(cell)
            } else {
                let direction = bits.pick(open, &rng)
                let next = cell &+ c.offset(direction)
                let step = c.packedStep(entry, direction)
                c.link(cell, direction)
                c.visit(next, x: step & 0x3FFF, y: step >> 14)
                active.push(step)
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}
