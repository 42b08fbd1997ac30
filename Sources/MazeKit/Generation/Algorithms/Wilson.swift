/// Wilson's algorithm: loop-erased random walks from each cell outside the tree until they hit it.
///
/// Source: *Mazes for Programmers*, chapter 4; D. B. Wilson, "Generating random spanning trees
/// more quickly than the cover time" (STOC 1996). The result is a uniformly random spanning tree
/// whatever the root and whatever the order the walks start in, so walks start from cells in
/// index order rather than from a random unvisited cell (which would need a list).
///
/// Loops are erased the way Wilson's paper does it: each cell remembers only the direction the
/// walk last left it by (`exits`). Once the walk hits the tree, following those directions from
/// the walk's first cell traces exactly the loop-erased path, which is then carved. A walk step
/// is thus one byte written, with no path list to maintain. A cell is in the tree when its
/// passage byte is non-zero (the root is `planted`).
/// - Complexity: expected mean hitting time of the grid, about n·log n steps; 1 byte per cell.
enum Wilson {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let root = c.randomEnabledCell(&rng)
        c.plant(root)
        defer { c.unplant(root) }
        let count = c.cellCount
        let exits = Scratch<Direction>(repeating: .north, count: count)
        var bits = RandomBits()
        let p = c.passages

        c.observer.focused(root)
        c.observer.endStep()
        var first = 0
        while first < count {
            defer { first &+= 1 }
            guard c.isEnabled(first) && p[first] == 0 else { continue }
            // Walk until the tree is hit, remembering each cell's last exit.
            var cell = first
            var x = first % c.width, y = first / c.width
            c.observer.evaluating(first)
            c.observer.focused(first)
            c.observer.endStep()
            while true {
                let index = bits.take(2, &rng)
                guard let next = c.step(cell, x: x, y: y, index: index) else { continue }
                exits[cell] = Direction.at(index)
                (cell, x, y) = next
                if p[cell] != 0 { break }
                if O.isRecording {
                    c.observer.evaluating(cell)
                    c.observer.focused(cell)
                    c.observer.endStep()
                }
            }
            // Carve the loop-erased path: follow the last exits from the first cell.
            c.observer.focused(cell)
            // The chain ends at `cell`, where the walk met the tree.
            var onPath = first
            while onPath != cell {
                let direction = exits[onPath]
                c.link(onPath, direction)
                onPath &+= c.offset(direction)
            }
            c.observer.settledAll()
            c.observer.endStep()
        }
    }
}
