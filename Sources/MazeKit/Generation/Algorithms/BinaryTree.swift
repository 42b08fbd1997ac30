/// Binary tree: every cell opens north or east at random.
///
/// Source: *Mazes for Programmers*, chapter 2 ("The Binary Tree Algorithm").
/// One random bit per cell that has both choices; the top row and east column become corridors.
/// The inner loop is branch-free on the random bit (a mispredicted branch per cell would cost
/// more than the rest of the work).
/// - Complexity: O(cells), no memory beyond the maze.
enum BinaryTree {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let width = c.width
        let lastColumn = width - 1
        let p = c.passages
        c.carveTopCorridor()  // no north to open in the top row
        var bits: UInt64 = 0
        var bitsLeft = 0
        for y in 1..<max(c.height, 1) {
            let row = y &* width
            for x in 0..<lastColumn {
                let cell = row &+ x
                if bitsLeft == 0 {
                    bits = rng.next()
                    bitsLeft = 64
                }
                let east = Int(truncatingIfNeeded: bits & 1)  // 1 = east, 0 = north
                bits >>= 1
                bitsLeft &-= 1
                // east: this |= E(2), cell+1 |= W(8); north: this |= N(1), cell−width |= S(4).
                p[cell] |= UInt8(truncatingIfNeeded: 1 &+ east)
                p[cell &+ (east &* (width &+ 1)) &- width] |= UInt8(truncatingIfNeeded: 4 &+ east &* 4)
                if O.isRecording {
                    c.observer.focused(cell)
                    c.observer.linked(cell, east == 1 ? .east : .north)
                    c.observer.endStep()
                }
            }
            // East column: north only.
            let cell = row &+ lastColumn
            c.observer.focused(cell)
            c.link(cell, .north)
            c.observer.endStep()
        }
    }
}
