/// Recursive backtracker: depth-first search with an explicit stack.
///
/// Source: *Mazes for Programmers*, chapter 5. From the cell on top of the stack, step to a
/// random unvisited neighbour and push it; with none left, pop. Long winding "rivers" and few
/// dead ends (about 10%).
/// Each cell's unvisited sides are kept ready in its passage byte (`openSides`), so a step
/// reads one byte and the stack holds plain cell indices.
/// - Complexity: O(cells); a stack of up to n 32-bit entries.
enum RecursiveBacktracker {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        c.visit(start)
        var stack = CellStack(capacity: c.cellCount)
        var bits = RandomBits()
        stack.push(start)
        c.observer.evaluating(start)
        c.observer.focused(start)
        c.observer.endStep()
        while !stack.isEmpty {
            let cell = stack.last
            let open = c.openSides(cell)
            if open == 0 {
                _ = stack.pop()
                c.observer.settled(cell)
                if O.isRecording && !stack.isEmpty { c.observer.focused(stack.last) }
            } else {
                let direction = bits.pick(open, &rng)
                let next = cell &+ c.offset(direction)
                c.link(cell, direction)
                c.visit(next)
                stack.push(next)
                c.observer.evaluating(next)
                c.observer.focused(next)
            }
            c.observer.endStep()
        }
    }
}
