/// Sidewinder: walk each row east, closing runs by opening north from one random run member.
///
/// Source: *Mazes for Programmers*, chapter 2 ("The Sidewinder Algorithm"). The run is the
/// contiguous span `runStart...x`, so no list is kept.
/// - Complexity: O(cells).
enum Sidewinder {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let width = c.width
        let lastColumn = width - 1
        let p = c.passages
        // Top row: the book's rule never closes a run there, so it is one corridor.
        for x in 0..<lastColumn {
            c.observer.focused(x)
            c.link(x, .east)
            c.observer.endStep()
        }
        var bits: UInt64 = 0
        var bitsLeft = 0
        for y in 1..<max(c.height, 1) {
            let row = y &* width
            var runStart = 0
            for x in 0..<lastColumn {
                let cell = row &+ x
                if O.isRecording { c.observer.focused(cell); c.observer.evaluating(cell) }
                if bitsLeft == 0 { bits = rng.next(); bitsLeft = 64 }
                let closeOut = bits & 1 == 0
                bits >>= 1
                bitsLeft &-= 1
                if closeOut {
                    let runLength = x &- runStart &+ 1
                    let member = row &+ runStart &+ (runLength == 1 ? 0 : rng.below(runLength))
                    c.link(member, .north)
                    if O.isRecording { c.observer.settledAll() }
                    runStart = x &+ 1
                } else {
                    p[cell] |= Direction.east.bit
                    p[cell &+ 1] |= Direction.west.bit
                    if O.isRecording { c.observer.linked(cell, .east) }
                }
                c.observer.endStep()
            }
            // The east end always closes the run.
            let cell = row &+ lastColumn
            if O.isRecording { c.observer.focused(cell); c.observer.evaluating(cell) }
            let runLength = lastColumn &- runStart &+ 1
            let member = row &+ runStart &+ (runLength == 1 ? 0 : rng.below(runLength))
            c.link(member, .north)
            c.observer.settledAll()
            c.observer.endStep()
        }
    }
}
