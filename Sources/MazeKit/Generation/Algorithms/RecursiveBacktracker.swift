/// Recursive backtracker: depth-first search with an explicit stack.
///
/// Source: *Mazes for Programmers*, chapter 5. From the cell on top of the stack, step to a
/// random unvisited neighbour and push it; with none left, pop. Long winding "rivers" and few
/// dead ends (about 10%).
/// The stack holds packed coordinates (`Carver.packed`), so no step divides.
/// - Complexity: O(cells); a stack of up to n 32-bit entries.
enum RecursiveBacktracker {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let start = c.randomEnabledCell(&rng)
        c.plant(start)
        defer { c.unplant(start) }
        var stack = CellStack(capacity: c.cellCount)
        defer { stack.release() }
        var bits = RandomBits()
        stack.push(c.packed(start))
        c.observer.evaluating(start)
        c.observer.focused(start)
        c.observer.endStep()
        while !stack.isEmpty {
            let top = stack.last
            let (cell, x, y) = c.unpack(top)
            let p = c.passages
            let unvisited = c.neighbourMask(cell, x: x, y: y) { p[$0] == 0 }
            if unvisited == 0 {
                _ = stack.pop()
                c.observer.settled(cell)
                if O.isRecording && !stack.isEmpty { c.observer.focused(c.unpack(stack.last).cell) }
            } else {
                let direction = bits.pick(unvisited, &rng)
                let next = cell &+ c.offset(direction)
                c.link(cell, direction)
                stack.push(c.packedStep(top, direction))
                c.observer.evaluating(next)
                c.observer.focused(next)
            }
            c.observer.endStep()
        }
    }
}
