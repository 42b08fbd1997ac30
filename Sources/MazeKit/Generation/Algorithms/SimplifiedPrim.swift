/// Simplified Prim: grow from a random active cell to a random unvisited neighbour; drop
/// active cells that have none.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Simplified Prim's"). Dropping swaps the last
/// active cell into the gap, which keeps each draw uniform and removal O(1).
/// - Complexity: O(cells).
enum SimplifiedPrim {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let start = c.randomEnabledCell(&rng)
        var active: [Int32] = [Int32(truncatingIfNeeded: start)]
        c.observer.evaluating(start)
        c.observer.endStep()
        while !active.isEmpty {
            let slot = active.count == 1 ? 0 : rng.below(active.count)
            let cell = Int(active[slot])
            let x = cell % c.width, y = cell / c.width
            c.observer.focused(cell)
            var unvisited = Candidates()
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start {
                    unvisited.append(n, direction)
                }
            }
            if unvisited.count == 0 {
                active.swapAt(slot, active.count - 1)
                active.removeLast()
                c.observer.settled(cell)
            } else {
                let (next, direction) = unvisited.pick(&rng)
                c.link(cell, direction)
                active.append(Int32(truncatingIfNeeded: next))
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}
