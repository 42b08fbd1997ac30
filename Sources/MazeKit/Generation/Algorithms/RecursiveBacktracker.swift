/// Recursive backtracker: depth-first search with an explicit stack.
///
/// Source: *Mazes for Programmers*, chapter 5. From the cell on top of the stack, step to a
/// random unvisited neighbour and push it; with none left, pop. Long winding "rivers" and few
/// dead ends (about 10%).
/// - Complexity: O(cells); a stack of up to n 32-bit indices.
enum RecursiveBacktracker {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let start = c.randomEnabledCell(&rng)
        var stack: [Int32] = []
        stack.reserveCapacity(min(c.cellCount, 1 << 16))
        stack.append(Int32(truncatingIfNeeded: start))
        c.observer.evaluating(start)
        c.observer.focused(start)
        c.observer.endStep()
        while let top = stack.last {
            let cell = Int(top)
            let x = cell % c.width, y = cell / c.width
            var unvisited = Candidates()
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start {
                    unvisited.append(n, direction)
                }
            }
            if unvisited.count == 0 {
                stack.removeLast()
                c.observer.settled(cell)
                if let back = stack.last { c.observer.focused(Int(back)) }
            } else {
                let (next, direction) = unvisited.pick(&rng)
                c.link(cell, direction)
                stack.append(Int32(truncatingIfNeeded: next))
                c.observer.evaluating(next)
                c.observer.focused(next)
            }
            c.observer.endStep()
        }
    }
}
