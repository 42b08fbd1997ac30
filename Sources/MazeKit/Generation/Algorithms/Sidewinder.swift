/// Sidewinder: walk each row east, closing runs by opening north from one random run member.
///
/// Source: *Mazes for Programmers*, chapter 2 ("The Sidewinder Algorithm"). Each row is done in
/// two passes so the inner loop has no unpredictable branch: first every cell flips its coin
/// (heads: open east, written branch-free; tails: the run ends here, its column appended
/// branch-free to `runEnds`), then each run opens north from one random member.
/// - Complexity: O(cells); O(width) working memory.
enum Sidewinder {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let width = c.width
        let lastColumn = width - 1
        let p = c.passages
        c.carveTopCorridor()  // the book's rule never closes a run in the top row
        let runEnds = Scratch<Int32>(repeating: 0, count: width)
        let members = Scratch<Int32>(repeating: 0, count: width)
        var bits: UInt64 = 0
        var bitsLeft = 0
        var halves = HalfWords()
        for y in 1..<max(c.height, 1) {
            let row = y &* width
            var ends = 0
            // Each byte is written once, whole: the row has no passage yet (its north ones
            // come next, its south ones with the row below), and the west bit a cell gets from
            // its neighbour's coin is carried in a register. Writing `|=` into the next cell
            // would make every step wait on the store of the step before.
            var west: UInt8 = 0
            var x = 0
            while x < lastColumn {
                if bitsLeft == 0 {
                    bits = rng.next()
                    bitsLeft = 64
                }
                // As many cells as there are bits left, with no refill test inside.
                let stop = Swift.min(lastColumn, x &+ bitsLeft)
                bitsLeft &-= stop &- x
                while x < stop {
                    let closes = Int(truncatingIfNeeded: bits & 1)
                    bits &>>= 1
                    let east = UInt8(truncatingIfNeeded: closes ^ 1)
                    p[row &+ x] = east << 1 | west  // E, and W from the cell before
                    west = east << 3
                    runEnds[ends] = Int32(truncatingIfNeeded: x)
                    ends &+= closes
                    x &+= 1
                }
            }
            p[row &+ lastColumn] = west
            runEnds[ends] = Int32(truncatingIfNeeded: lastColumn)  // the east end always closes
            ends &+= 1
            var runStart = 0
            for k in 0..<ends {
                let end = Int(runEnds[k])
                let member = row &+ runStart &+ halves.below(end &- runStart &+ 1, &rng)
                p[member] |= Direction.north.bit
                p[member &- width] |= Direction.south.bit
                members[k] = Int32(truncatingIfNeeded: member)
                runStart = end &+ 1
            }
            if O.isRecording { replayRow(&c, row: row, runEnds: runEnds, members: members) }
        }
    }

    /// Reports a finished row to a recording observer as the book's cell-by-cell steps.
    private static func replayRow<O: GenerationObserver, L: CellLayout>(
        _ c: inout Carver<O, L>, row: Int, runEnds: borrowing Scratch<Int32>, members: borrowing Scratch<Int32>
    ) {
        var k = 0
        for x in 0..<c.width {
            let cell = row + x
            c.observer.focused(cell)
            c.observer.evaluating(cell)
            if Int(runEnds[k]) == x {
                c.observer.linked(Int(members[k]), .north)
                c.observer.settledAll()
                k += 1
            } else {
                c.observer.linked(cell, .east)
            }
            c.observer.endStep()
        }
    }
}
