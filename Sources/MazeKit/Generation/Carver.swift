/// The view of a maze that generators carve into: raw pointers to the flat passage bytes and
/// mask flags, plus the observer that hears every change.
///
/// Generators run in tight loops over a million cells, so this is deliberately low-level;
/// `Maze.carve` owns the buffers and guarantees they outlive the carver.
struct Carver<Observer: GenerationObserver> {
    let width: Int
    let height: Int
    let passages: UnsafeMutablePointer<UInt8>
    /// `nil` when every cell is enabled, which lets unmasked grids skip the lookups.
    let enabled: UnsafePointer<Bool>?
    var observer: Observer

    @inline(__always) var cellCount: Int { width &* height }

    @inline(__always) func isEnabled(_ cell: Int) -> Bool {
        guard let enabled else { return true }
        return enabled[cell]
    }

    /// The index step from a cell to its neighbour in `direction`.
    @inline(__always) func offset(_ direction: Direction) -> Int {
        switch direction {
        case .north: -width
        case .east: 1
        case .south: width
        case .west: -1
        }
    }

    /// The enabled neighbour of `cell` = (x, y) in `direction`, or `nil`.
    @inline(__always) func neighbour(_ cell: Int, x: Int, y: Int, _ direction: Direction) -> Int? {
        let n: Int
        switch direction {
        case .north: guard y > 0 else { return nil }; n = cell &- width
        case .east: guard x < width &- 1 else { return nil }; n = cell &+ 1
        case .south: guard y < height &- 1 else { return nil }; n = cell &+ width
        case .west: guard x > 0 else { return nil }; n = cell &- 1
        }
        return isEnabled(n) ? n : nil
    }

    /// Opens the wall between `cell` and its neighbour in `direction`.
    @inline(__always) mutating func link(_ cell: Int, _ direction: Direction) {
        passages[cell] |= direction.bit
        passages[cell &+ offset(direction)] |= direction.opposite.bit
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
        guard let enabled else { return rng.below(cellCount) }
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
        guard let enabled else { return cellCount }
        var count = 0
        for i in 0..<cellCount where enabled[i] { count &+= 1 }
        return count
    }
}

/// Up to four candidate moves gathered on the stack, so picking a random neighbour allocates
/// nothing.
struct Candidates {
    private var cells: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var directions: (Direction, Direction, Direction, Direction) = (.north, .north, .north, .north)
    private(set) var count = 0

    @inline(__always) mutating func append(_ cell: Int, _ direction: Direction) {
        switch count {
        case 0: cells.0 = cell; directions.0 = direction
        case 1: cells.1 = cell; directions.1 = direction
        case 2: cells.2 = cell; directions.2 = direction
        default: cells.3 = cell; directions.3 = direction
        }
        count &+= 1
    }

    @inline(__always) subscript(i: Int) -> (cell: Int, direction: Direction) {
        switch i {
        case 0: (cells.0, directions.0)
        case 1: (cells.1, directions.1)
        case 2: (cells.2, directions.2)
        default: (cells.3, directions.3)
        }
    }

    /// A uniformly chosen candidate; draws no randomness when there is only one.
    @inline(__always) func pick(_ rng: inout SeededRandom) -> (cell: Int, direction: Direction) {
        count == 1 ? self[0] : self[rng.below(count)]
    }
}
