/// Wilson's algorithm: loop-erased random walks from each cell outside the tree until they hit it.
///
/// Source: *Mazes for Programmers*, chapter 4; D. B. Wilson, "Generating random spanning trees
/// more quickly than the cover time" (STOC 1996). The result is a uniformly random spanning tree
/// whatever the root and whatever the order the walks start in, so walks start from cells in
/// index order rather than from a random unvisited cell (which would need a list).
///
/// The walk's path is kept explicitly (`path`, with each cell's position in `positionInPath`)
/// so a loop is erased the moment it closes, and the step-by-step view shows the real
/// loop-erased path. A cell is in the tree when its passage byte is non-zero (the root is
/// `planted`).
/// - Complexity: expected mean hitting time of the grid, about n·log n steps; 9 bytes per cell.
enum Wilson {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let root = c.randomEnabledCell(&rng)
        c.plant(root)
        defer { c.unplant(root) }
        let count = c.cellCount
        // 0 = not on the path; otherwise position + 1.
        let positionInPath = Scratch<Int32>(repeating: 0, count: count)
        var path = CellStack(capacity: count)
        // steps[i] is the direction from path[i] to path[i + 1].
        let steps = Scratch<Direction>(repeating: .north, count: count)
        defer {
            positionInPath.release()
            path.release()
            steps.release()
        }
        var bits = RandomBits()
        let p = c.passages

        c.observer.focused(root)
        c.observer.endStep()
        var first = 0
        while first < count {
            defer { first &+= 1 }
            guard c.isEnabled(first) && p[first] == 0 else { continue }
            path.removeAll()
            path.push(first)
            positionInPath[first] = 1
            c.observer.evaluating(first)
            var cell = first
            var x = first % c.width, y = first / c.width
            while true {
                let direction = Direction.at(bits.take(2, &rng))
                guard let next = c.neighbour(cell, x: x, y: y, direction) else { continue }
                cell = next
                x &+= direction.dx
                y &+= direction.dy
                c.observer.focused(cell)
                if p[next] != 0 {
                    // Joined the tree: carve the loop-erased path into it.
                    steps[path.count &- 1] = direction
                    for i in 0..<path.count {
                        let onPath = path[i]
                        c.link(onPath, steps[i])
                        positionInPath[onPath] = 0
                    }
                    c.observer.settledAll()
                    c.observer.endStep()
                    break
                }
                let position = Int(positionInPath[next])
                if position != 0 {
                    // Closed a loop: erase everything after `next`.
                    while path.count > position {
                        let erased = path.pop()
                        positionInPath[erased] = 0
                        c.observer.settled(erased)
                    }
                } else {
                    steps[path.count &- 1] = direction
                    path.push(next)
                    positionInPath[next] = Int32(truncatingIfNeeded: path.count)
                    c.observer.evaluating(next)
                }
                c.observer.endStep()
            }
        }
    }
}
