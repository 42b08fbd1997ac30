/// Open sides: each cell's unvisited enabled neighbours, kept up to date in the high nibble of
/// its passage byte while a growing-tree-style generator runs.
///
/// The usual inner step, "which neighbours of this cell are unvisited?", reads four scattered
/// bytes and branches on each, and those branches follow random data, so the processor
/// mispredicts about one per step. Here the answer is kept ready instead: bit `d + 4` of a
/// cell's byte says "the neighbour in direction `d` is enabled and unvisited". Visiting a cell
/// clears the bit pointing at it in its (up to) four neighbours, branching only on the border
/// tests, which almost always go the same way. The step then reads one byte.
///
/// When every enabled cell has been visited, every open bit has been cleared, so the maze ends
/// with clean passage bytes and nothing needs undoing. Start from an all-zero maze.
extension Carver {
    /// The unvisited sides of `cell` as a passage-style mask (N=1 E=2 S=4 W=8).
    @inline(__always) func openSides(_ cell: Int) -> UInt8 { passages[cell] &>> 4 }

    /// Marks, in every enabled cell, the sides that lead to an enabled neighbour.
    mutating func openAllSides() {
        let w = width, h = height, p = passages
        if !Layout.isMasked {
            for y in 0..<h {
                var row: UInt8 = 0xF0
                if y == 0 { row &= ~(Direction.north.bit << 4) }
                if y == h &- 1 { row &= ~(Direction.south.bit << 4) }
                let start = y &* w
                (p + start).update(repeating: row, count: w)
                p[start] &= ~(Direction.west.bit << 4)
                p[start &+ w &- 1] &= ~(Direction.east.bit << 4)
            }
            return
        }
        for y in 0..<h {
            for x in 0..<w {
                let cell = y &* w &+ x
                guard isEnabled(cell) else { continue }
                p[cell] |= neighbourMask(cell, x: x, y: y) { _ in true } << 4
            }
        }
    }

    /// Records that `cell` has been visited: no neighbour may grow into it any more.
    ///
    /// Needs no coordinates. Only the rows above and below are bounds-checked: for a cell in
    /// the last column, `cell + 1` is the first cell of the next row, whose west bit is never
    /// set (it has no west neighbour), so clearing it changes nothing; likewise `cell - 1`
    /// from the first column clears an east bit that is never set.
    @inline(__always) func visit(_ cell: Int) {
        let p = passages, w = width
        if cell >= w { p[cell &- w] &= ~(Direction.south.bit << 4) }
        if cell &+ w < cellCount { p[cell &+ w] &= ~(Direction.north.bit << 4) }
        if cell &+ 1 < cellCount { p[cell &+ 1] &= ~(Direction.west.bit << 4) }
        if cell > 0 { p[cell &- 1] &= ~(Direction.east.bit << 4) }
    }
}
