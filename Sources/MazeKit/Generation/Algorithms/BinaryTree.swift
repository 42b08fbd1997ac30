/// Binary tree: every cell opens north or east at random.
///
/// Source: *Mazes for Programmers*, chapter 2 ("The Binary Tree Algorithm").
/// One random bit per cell that has both choices; the top row and east column become corridors.
/// - Complexity: O(cells), no memory beyond the maze.
enum BinaryTree {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        var bits: UInt64 = 0
        var bitsLeft = 0
        let lastColumn = c.width - 1
        var cell = 0
        for y in 0..<c.height {
            for x in 0...lastColumn {
                c.observer.focused(cell)
                if y > 0 && x < lastColumn {
                    if bitsLeft == 0 { bits = rng.next(); bitsLeft = 64 }
                    c.link(cell, bits & 1 == 0 ? .north : .east)
                    bits >>= 1
                    bitsLeft &-= 1
                } else if y > 0 {
                    c.link(cell, .north)
                } else if x < lastColumn {
                    c.link(cell, .east)
                }
                c.observer.endStep()
                cell &+= 1
            }
        }
    }
}
