/// Simplified Prim: grow from a random active cell to a random unvisited neighbour; drop
/// active cells that have none.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Simplified Prim's"). Dropping swaps the last
/// active cell into the gap, which keeps each draw uniform and removal O(1).
/// Each cell's unvisited sides are kept ready in its passage byte (`openSides`), so a step
/// reads one byte and needs no coordinates.
/// - Complexity: O(cells).
enum SimplifiedPrim {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        c.visit(start)
        var active = CellStack(capacity: c.cellCount)
        var bits = RandomBits()
        active.push(start)
        c.observer.evaluating(start)
        c.observer.endStep()
        while !active.isEmpty {
            let slot = active.count == 1 ? 0 : rng.below(active.count)
            let cell = active[slot]
            c.observer.focused(cell)
            let open = c.openSides(cell)
            if open == 0 {
                active[slot] = active.last
                _ = active.pop()
                c.observer.settled(cell)
            } else {
                let direction = bits.pick(open, &rng, branchFree: true)
                let next = cell &+ c.offset(direction)
                c.link(cell, direction)
                c.visit(next)
                active.push(next)
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}
