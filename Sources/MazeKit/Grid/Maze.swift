/// A rectangular maze: a grid of cells and the passages between them.
///
/// Storage is flat: `passages[y * width + x]` is the bitmask of open sides of cell (x, y),
/// N=1 E=2 S=4 W=8 (docs/design.md, "Mazes"). Cells are addressed by that row-major index everywhere.
///
/// Invariants: passages are symmetric (a cell open to the east means its east neighbour is open
/// to the west); no passage leaves the grid or touches a disabled cell.
public struct Maze: Sendable, Hashable {
    /// The largest number of columns or rows a maze may have.
    public static let maximumSide = 16_384
    /// The largest number of cells a maze may have (so a cell index fits in 24 bits).
    public static let maximumCellCount = 1 << 24

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Open sides of each cell, row-major.
    public internal(set) var passages: [UInt8]
    /// The enabled cells, or `nil` when every cell is enabled.
    public let mask: Mask?

    /// Creates a maze with every wall standing.
    /// - Precondition: sides within `1...maximumSide`, cells within `maximumCellCount`, and a
    ///   mask, if any, of the same size.
    public init(width: Int, height: Int, mask: Mask? = nil) {
        precondition(Maze.isValidSize(width: width, height: height), "Maze(width: \(width), height: \(height)) is outside the limits")
        precondition(
            mask.map { $0.width == width && $0.height == height } ?? true,
            "mask is \(mask?.width ?? 0)×\(mask?.height ?? 0), maze is \(width)×\(height)")
        self.width = width
        self.height = height
        self.mask = mask
        passages = Array(repeating: 0, count: width * height)
    }

    /// Creates a maze from stored passage bitmasks, checking every invariant.
    ///
    /// - Returns: `nil` if the sizes disagree or a passage is one-sided, leaves the grid or
    ///   touches a disabled cell.
    public init?(width: Int, height: Int, passages: [UInt8], mask: Mask? = nil) {
        guard Maze.isValidSize(width: width, height: height), passages.count == width * height,
            mask.map({ $0.width == width && $0.height == height }) ?? true
        else { return nil }
        self.init(width: width, height: height, mask: mask)
        self.passages = passages
        guard hasConsistentPassages else { return nil }
    }

    /// Whether a maze of this size is allowed.
    public static func isValidSize(width: Int, height: Int) -> Bool {
        width >= 1 && height >= 1 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumCellCount
    }

    // MARK: - Cells

    /// The number of cells, enabled or not.
    @inlinable public var cellCount: Int { width * height }

    /// The number of enabled cells.
    public var enabledCellCount: Int { mask?.enabledCount ?? cellCount }

    /// The index of cell (x, y).
    @inlinable public func index(x: Int, y: Int) -> Int { y * width + x }

    /// The column of `cell`.
    @inlinable public func x(of cell: Int) -> Int { cell % width }

    /// The row of `cell`.
    @inlinable public func y(of cell: Int) -> Int { cell / width }

    /// Whether `cell` belongs to the maze (inside the grid and not masked out).
    @inlinable public func isEnabled(_ cell: Int) -> Bool {
        cell >= 0 && cell < cellCount && (mask?.enabled[cell] ?? true)
    }

    /// The enabled neighbour of `cell` in `direction`, or `nil` at the border or a hole.
    @inlinable
    public func neighbour(of cell: Int, _ direction: Direction) -> Int? {
        let x = cell % width + direction.dx, y = cell / width + direction.dy
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let n = y * width + x
        return isEnabled(n) ? n : nil
    }

    // MARK: - Passages

    /// Whether a passage leads from `cell` in `direction`.
    @inlinable public func isOpen(_ cell: Int, _ direction: Direction) -> Bool {
        passages[cell] & direction.bit != 0
    }

    /// The number of passages leaving `cell`.
    @inlinable public func linkCount(_ cell: Int) -> Int { passages[cell].nonzeroBitCount }

    /// Opens the wall between `cell` and its neighbour in `direction`, on both sides.
    /// - Precondition: that neighbour exists and is enabled.
    public mutating func link(_ cell: Int, _ direction: Direction) {
        guard let n = neighbour(of: cell, direction), isEnabled(cell) else {
            preconditionFailure("link(\(cell), \(direction)) leaves the \(width)×\(height) maze or enters a hole")
        }
        passages[cell] |= direction.bit
        passages[n] |= direction.opposite.bit
    }

    /// Closes the wall between `cell` and its neighbour in `direction`, on both sides.
    /// - Precondition: that neighbour exists.
    public mutating func unlink(_ cell: Int, _ direction: Direction) {
        guard let n = neighbour(of: cell, direction) else {
            preconditionFailure("unlink(\(cell), \(direction)) leaves the \(width)×\(height) maze")
        }
        passages[cell] &= ~direction.bit
        passages[n] &= ~direction.opposite.bit
    }

    /// The number of passages (each counted once).
    /// - Complexity: O(cells).
    public var linkCount: Int {
        var total = 0
        for p in passages { total += p.nonzeroBitCount }
        return total / 2
    }

    /// Whether every passage is two-sided, stays inside the grid and joins enabled cells.
    /// - Complexity: O(cells).
    public var hasConsistentPassages: Bool {
        for cell in 0..<cellCount {
            let bits = passages[cell]
            if bits & ~0xF != 0 { return false }
            if bits == 0 { continue }
            if !isEnabled(cell) { return false }
            for d in Direction.ordered where bits & d.bit != 0 {
                guard let n = neighbour(of: cell, d), passages[n] & d.opposite.bit != 0 else { return false }
            }
        }
        return true
    }

    /// Whether the passages form a spanning tree of the enabled cells: symmetric, connected,
    /// and with exactly one link fewer than cells (hence acyclic).
    /// - Complexity: O(cells).
    public var isPerfect: Bool {
        hasConsistentPassages && isConnected && linkCount == enabledCellCount - 1
    }

    /// Whether every enabled cell can be reached from every other.
    /// - Complexity: O(cells).
    public var isConnected: Bool {
        guard let start = (0..<cellCount).first(where: isEnabled) else { return false }
        let reached = distances(from: start)
        for cell in 0..<cellCount where isEnabled(cell) && reached[cell] == nil { return false }
        return true
    }
}
