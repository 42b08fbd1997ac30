/// Sidewinder: walk each row east, closing runs by opening north from one random run member.
///
/// Source: *Mazes for Programmers*, chapter 2 ("The Sidewinder Algorithm"). The run is the
/// contiguous span `runStart...x`, so no list is kept.
/// - Complexity: O(cells).
enum Sidewinder {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        var bits: UInt64 = 0
        var bitsLeft = 0
        let lastColumn = c.width - 1
        for y in 0..<c.height {
            let rowStart = y &* c.width
            var runStart = 0
            for x in 0...lastColumn {
                let cell = rowStart &+ x
                c.observer.focused(cell)
                if O.isRecording { c.observer.evaluating(cell) }
                let atEast = x == lastColumn
                var closeOut = atEast
                if !atEast && y > 0 {
                    if bitsLeft == 0 { bits = rng.next(); bitsLeft = 64 }
                    closeOut = bits & 1 == 0
                    bits >>= 1
                    bitsLeft &-= 1
                }
                if closeOut {
                    if y > 0 {
                        let runLength = x &- runStart &+ 1
                        let member = runLength == 1 ? runStart : runStart &+ rng.below(runLength)
                        c.link(rowStart &+ member, .north)
                    }
                    if O.isRecording { c.observer.settledAll() }
                    runStart = x &+ 1
                } else {
                    c.link(cell, .east)
                }
                c.observer.endStep()
            }
        }
    }
}
