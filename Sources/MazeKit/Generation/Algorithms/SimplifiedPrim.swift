/// Simplified Prim: grow from a random active cell to a random unvisited neighbour; drop
/// active cells that have none.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Simplified Prim's"). Dropping swaps the last
/// active cell into the gap, which keeps each draw uniform and removal O(1).
/// The list holds packed coordinates (`Carver.packed`), so no step divides.
/// - Complexity: O(cells).
enum SimplifiedPrim {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let start = c.randomEnabledCell(&rng)
        c.plant(start)
        defer { c.unplant(start) }
        var active = CellStack(capacity: c.cellCount)
        defer { active.release() }
        var bits = RandomBits()
        active.push(c.packed(start))
        c.observer.evaluating(start)
        c.observer.endStep()
        while !active.isEmpty {
            let slot = active.count == 1 ? 0 : rng.below(active.count)
            let entry = active[slot]
            let (cell, x, y) = c.unpack(entry)
            c.observer.focused(cell)
            let p = c.passages
            let unvisited = c.neighbourMask(cell, x: x, y: y) { p[$0] == 0 }
            if unvisited == 0 {
                active[slot] = active.last
                _ = active.pop()
                c.observer.settled(cell)
            } else {
                let direction = bits.pick(unvisited, &rng)
                let next = cell &+ c.offset(direction)
                c.link(cell, direction)
                active.push(c.packedStep(entry, direction))
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}
