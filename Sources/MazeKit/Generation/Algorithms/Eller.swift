/// Eller's algorithm: one row at a time, tracking which cells of the row are already joined.
///
/// Source: *Mazes for Programmers*, chapter 12; Marlin Eller (1982). In each row, neighbours in
/// different sets are joined east at random (always on the last row); then every set opens
/// south from one random member, and from each other member with probability 1/3.
///
/// Sets are labelled by the column of one member and kept as linked lists of columns, so a
/// merge relabels the smaller set only. Memory is O(width), independent of the height.
/// - Complexity: O(cells · log width) worst case, O(cells) in practice.
enum Eller {
    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        let width = c.width
        var rows = EllerRow(width: width)
        var bits: UInt64 = 0
        var bitsLeft = 0
        for y in 0..<c.height {
            let rowStart = y * width
            let isLastRow = y == c.height - 1
            if O.isRecording { for x in 0..<width { c.observer.evaluating(rowStart + x) } }
            // Join east at random across set boundaries.
            for x in 1..<max(width, 1) {
                guard rows.label[x - 1] != rows.label[x] else { continue }
                var join = isLastRow
                if !isLastRow {
                    if bitsLeft == 0 {
                        bits = rng.next()
                        bitsLeft = 64
                    }
                    join = bits & 1 == 0
                    bits >>= 1
                    bitsLeft &-= 1
                }
                if join {
                    c.observer.focused(rowStart + x - 1)
                    c.link(rowStart + x - 1, .east)
                    rows.merge(x - 1, x)
                    c.observer.endStep()
                }
            }
            if isLastRow {
                c.observer.settledAll()
                c.observer.endStep()
                break
            }
            // Open south: at least once per set.
            for x in 0..<width where rows.firstColumnSeen(x, row: y) {
                let label = Int(rows.label[x])
                let size = Int(rows.size[label])
                let chosen = size == 1 ? 0 : rng.below(size)
                var member = Int(rows.head[label])
                var index = 0
                while member >= 0 {
                    if index == chosen || rng.below(3) == 0 {
                        c.link(rowStart + member, .south)
                        rows.goesDown[member] = true
                    }
                    member = Int(rows.next[member])
                    index &+= 1
                }
            }
            c.observer.settledAll()
            c.observer.endStep()
            rows.advance(row: y)
        }
    }
}

/// The set bookkeeping of one row of Eller's algorithm, in flat buffers of `Int32` (one row is
/// walked a thousand times per maze, so no array bounds or uniqueness checks in these loops).
struct EllerRow: ~Copyable {
    let width: Int
    /// The set of each column, named by the column of one of its members.
    private(set) var label: Scratch<Int32>
    /// Columns of each set as a linked list: `head[label]`, then `next[column]`, −1 ends.
    let head: Scratch<Int32>
    let next: Scratch<Int32>
    let size: Scratch<Int32>
    /// Whether the column opened south in this row.
    let goesDown: Scratch<Bool>
    private let seenInRow: Scratch<Int32>
    private let newLabel: Scratch<Int32>
    private let newLabelRow: Scratch<Int32>
    /// The next row's labels, built by `advance` and then swapped with `label`.
    private var spareLabel: Scratch<Int32>

    init(width: Int) {
        self.width = width
        label = Scratch(repeating: 0, count: width)
        head = Scratch(repeating: 0, count: width)
        next = Scratch(repeating: -1, count: width)
        size = Scratch(repeating: 1, count: width)
        goesDown = Scratch(repeating: false, count: width)
        seenInRow = Scratch(repeating: -1, count: width)
        newLabel = Scratch(repeating: 0, count: width)
        newLabelRow = Scratch(repeating: -1, count: width)
        spareLabel = Scratch(repeating: 0, count: width)
        for x in 0..<width {
            label[x] = Int32(truncatingIfNeeded: x)
            head[x] = Int32(truncatingIfNeeded: x)
        }
    }

    /// Merges the sets of columns `a` and `b`, relabelling the smaller.
    @inline(__always) mutating func merge(_ a: Int, _ b: Int) {
        var keep = Int(label[a]), gone = Int(label[b])
        if size[keep] < size[gone] { swap(&keep, &gone) }
        let keepLabel = Int32(truncatingIfNeeded: keep)
        var member = Int(head[gone])
        var last = member
        while member >= 0 {
            label[member] = keepLabel
            last = member
            member = Int(next[member])
        }
        next[last] = head[keep]
        head[keep] = head[gone]
        size[keep] &+= size[gone]
    }

    /// Whether `x` is the first column of its set met in this row's scan (true once per set).
    @inline(__always) mutating func firstColumnSeen(_ x: Int, row: Int) -> Bool {
        let l = Int(label[x])
        let r = Int32(truncatingIfNeeded: row)
        if seenInRow[l] == r { return false }
        seenInRow[l] = r
        return true
    }

    /// Builds the next row's sets: columns that opened south keep their set (relabelled by its
    /// first such column), the others start alone.
    mutating func advance(row: Int) {
        let r = Int32(truncatingIfNeeded: row)
        for x in 0..<width {
            let column = Int32(truncatingIfNeeded: x)
            if goesDown[x] {
                let old = Int(label[x])
                if newLabelRow[old] != r {
                    newLabelRow[old] = r
                    newLabel[old] = column
                }
                spareLabel[x] = newLabel[old]
            } else {
                spareLabel[x] = column
            }
        }
        swap(&label, &spareLabel)
        for x in 0..<width {
            head[x] = -1
            size[x] = 0
            next[x] = -1
        }
        // Rebuild the member lists, walking columns from the east so lists come out in column order.
        for x in stride(from: width - 1, through: 0, by: -1) {
            let l = Int(label[x])
            next[x] = head[l]
            head[l] = Int32(truncatingIfNeeded: x)
            size[l] &+= 1
            goesDown[x] = false
        }
    }
}
