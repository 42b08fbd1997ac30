struct Carver<Observer: GenerationObserver, Layout: CellLayout> {
    let width: Int
    let height: Int
    let passages: UnsafeMutablePointer<UInt8>
    /// `nil` when every cell is enabled, which lets unmasked grids skip the lookups.
    let enabled: UnsafePointer<Bool>?
    var observer: Observer

    @inline(__always) var cellCount: Int { width &* height }

    @inline(__always) func isEnabled(_ cell: Int) -> Bool {
        Layout.isMasked ? enabled.unsafelyUnwrapped[cell] : true
    }

    /// Marks the first cell of a growing tree as part of the maze before it has a passage, so
    /// that "visited" is just "passage byte non-zero" in every inner loop.
    static var planted: UInt8 { 0x40 }

    /// Sets the `planted` flag on `cell`.
    @inline(__always) func plant(_ cell: Int) { passages[cell] |= Self.planted }

    /// Clears the `planted` flag from `cell`, leaving only its passage bits.
    @inline(__always) func unplant(_ cell: Int) { passages[cell] &= 0x0F }

    /// The column and row change of one step toward side `i` (0 N, 1 E, 2 S, 3 W).
    ///
    /// Arithmetic on the index rather than a `switch`: the side is usually random, and the
    /// optimiser would turn a switch into a jump through a table, which the processor
    /// mispredicts three times in four.
    @inline(__always) static func delta(_ i: Int) -> (dx: Int, dy: Int) {
        ((i & 1) &* (2 &- i), ((i & 1) ^ 1) &* (i &- 1))  // E +1, W −1; N −1, S +1
    }

    /// The index step from a cell to its neighbour in `direction`.
    @inline(__always) func offset(_ direction: Direction) -> Int {
        let (dx, dy) = Self.delta(Int(truncatingIfNeeded: direction.rawValue.trailingZeroBitCount))
        return dy &* width &+ dx
    }

    /// One step of a random walk from `cell` = (x, y) toward side `index`: the neighbour's
    /// index and coordinates, or `nil` outside the grid or in a hole.
    @inline(__always) func step(_ cell: Int, x: Int, y: Int, index: Int) -> (cell: Int, x: Int, y: Int)? {
        let (dx, dy) = Self.delta(index)
        let nx = x &+ dx, ny = y &+ dy
        guard UInt(bitPattern: nx) < UInt(bitPattern: width), UInt(bitPattern: ny) < UInt(bitPattern: height) else { return nil }
        let next = cell &+ dy &* width &+ dx
        return isEnabled(next) ? (next, nx, ny) : nil
    }

    /// Opens the wall between `cell` and its neighbour in `direction`.
    @inline(__always) mutating func link(_ cell: Int, _ direction: Direction) {
        let bit = direction.bit
        passages[cell] |= bit
        passages[cell &+ offset(direction)] |= (bit &<< 2 | bit &>> 2) & 0x0F  // the opposite side
        observer.linked(cell, direction)
    }

    /// Closes the wall between `cell` and its neighbour in `direction`.
    @inline(__always) mutating func unlink(_ cell: Int, _ direction: Direction) {
        passages[cell] &= ~direction.bit
        passages[cell &+ offset(direction)] &= ~direction.opposite.bit
        observer.unlinked(cell, direction)
    }

    /// A uniformly chosen enabled cell.
    /// - Complexity: O(1) without a mask, O(cells) with one.
    func randomEnabledCell(_ rng: inout SeededRandom) -> Int {
        guard Layout.isMasked, let enabled else { return rng.below(cellCount) }
        var count = 0
        for i in 0..<cellCount where enabled[i] { count &+= 1 }
        var k = rng.below(count)
        for i in 0..<cellCount where enabled[i] {
            if k == 0 { return i }
            k &-= 1
        }
        preconditionFailure("randomEnabledCell: the mask has no enabled cell")
    }

    /// The number of enabled cells.
    func enabledCount() -> Int {
        guard Layout.isMasked, let enabled else { return cellCount }
        var count = 0
        for i in 0..<cellCount where enabled[i] { count &+= 1 }
        return count
    }
}

extension Carver {
    /// The sides of `cell` = (x, y) that lead to an enabled neighbour passing `test`, as a
    /// passage-style bitmask (N=1 E=2 S=4 W=8). Unrolled; the hot loops read `openSides`
    /// instead, this serves set-up and the hunt.
    @inline(__always)
    func neighbourMask(_ cell: Int, x: Int, y: Int, _ test: (Int) -> Bool) -> UInt8 {
        var mask: UInt8 = 0
        if y > 0 {
            let n = cell &- width
            if isEnabled(n) && test(n) { mask |= 1 }
        }
        if x < width &- 1 {
            let n = cell &+ 1
            if isEnabled(n) && test(n) { mask |= 2 }
        }
        if y < height &- 1 {
            let n = cell &+ width
            if isEnabled(n) && test(n) { mask |= 4 }
        }
        if x > 0 {
            let n = cell &- 1
            if isEnabled(n) && test(n) { mask |= 8 }
        }
        return mask
    }
}

extension Carver {
    /// Opens the whole top row into one corridor, a step per cell, as binary tree and
    /// sidewinder both do (neither can open north there).
    @inline(__always)
    mutating func carveTopCorridor() {
        for x in 0..<(width &- 1) {
            observer.focused(x)
            link(x, .east)
            observer.endStep()
        }
    }
}
