/// Wilson's algorithm: loop-erased random walks from each cell outside the tree until they hit it.
///
/// Source: *Mazes for Programmers*, chapter 4; D. B. Wilson, "Generating random spanning trees
/// more quickly than the cover time" (STOC 1996). The result is a uniformly random spanning tree
/// whatever the root and whatever the order the walks start in, so walks start from cells in
/// index order rather than from a random unvisited cell (which would need a list).
///
/// The walk's path is kept explicitly (`path`, with each cell's position in `positionInPath`)
/// so a loop is erased the moment it closes, and the step-by-step view shows the real
/// loop-erased path.
/// - Complexity: expected mean hitting time of the grid, about n·log n steps; O(n) memory.
enum Wilson {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let root = c.randomEnabledCell(&rng)
        let count = c.cellCount
        // 0 = not on the path; otherwise position + 1.
        let positionInPath = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        positionInPath.initialize(repeating: 0, count: count)
        defer { positionInPath.deallocate() }
        var path: [Int32] = []
        var steps: [Direction] = []  // steps[i] leads from path[i] to path[i + 1]
        var bits: UInt64 = 0
        var bitsLeft = 0

        c.observer.focused(root)
        c.observer.endStep()
        for first in 0..<count where c.isEnabled(first) && first != root && c.passages[first] == 0 {
            // A cell with a passage or the root is in the tree; `first` is not.
            path.removeAll(keepingCapacity: true)
            steps.removeAll(keepingCapacity: true)
            path.append(Int32(truncatingIfNeeded: first))
            positionInPath[first] = 1
            c.observer.evaluating(first)
            var cell = first
            var x = first % c.width, y = first / c.width
            while true {
                if bitsLeft == 0 { bits = rng.next(); bitsLeft = 32 }
                let direction = Direction.at(Int(truncatingIfNeeded: bits))
                bits >>= 2
                bitsLeft &-= 1
                guard let next = c.neighbour(cell, x: x, y: y, direction) else { continue }
                cell = next
                x &+= direction.dx
                y &+= direction.dy
                c.observer.focused(cell)
                if c.passages[next] != 0 || next == root {
                    // Joined the tree: carve the loop-erased path into it.
                    steps.append(direction)
                    for i in 0..<steps.count {
                        let onPath = Int(path[i])
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
                        let erased = Int(path.removeLast())
                        positionInPath[erased] = 0
                        c.observer.settled(erased)
                    }
                    steps.removeLast(steps.count - (position - 1))
                } else {
                    steps.append(direction)
                    path.append(Int32(truncatingIfNeeded: next))
                    positionInPath[next] = Int32(truncatingIfNeeded: path.count)
                    c.observer.evaluating(next)
                }
                c.observer.endStep()
            }
        }
    }
}
