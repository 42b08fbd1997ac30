/// The set of enabled cells of a grid; disabled cells are holes the maze never enters.
///
/// Invariant: `enabled.count == width * height`, both sides at least 1.
public struct Mask: Sendable, Hashable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `enabled[y * width + x]` tells whether cell (x, y) belongs to the maze.
    public private(set) var enabled: [Bool]

    /// Creates a mask of the given size with every cell enabled.
    /// - Precondition: both sides positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "Mask(width: \(width), height: \(height)): sides must be positive")
        self.width = width
        self.height = height
        enabled = Array(repeating: true, count: width * height)
    }

    /// Creates a mask from row-major flags.
    /// - Precondition: `enabled.count == width * height`.
    public init(width: Int, height: Int, enabled: [Bool]) {
        precondition(
            width > 0 && height > 0 && enabled.count == width * height,
            "Mask(width: \(width), height: \(height)) needs \(width * height) flags, got \(enabled.count)")
        self.width = width
        self.height = height
        self.enabled = enabled
    }

    /// Whether cell (x, y) is enabled; cells outside the grid are not.
    @inlinable
    public func isEnabled(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && enabled[y * width + x]
    }

    /// Enables or disables cell (x, y).
    public mutating func set(x: Int, y: Int, enabled value: Bool) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "Mask.set(x: \(x), y: \(y)) outside \(width)×\(height)")
        enabled[y * width + x] = value
    }

    /// The number of enabled cells.
    public var enabledCount: Int { enabled.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The lowest-index enabled cell, or `nil` when every cell is disabled.
    public var firstEnabledCell: Int? { enabled.firstIndex(of: true) }

    /// Checks that the enabled cells form one 4-connected region, as a perfect maze needs.
    ///
    /// - Returns: `nil` when connected, else the first enabled cell (row-major) that cannot be
    ///   reached from the first enabled cell.
    /// - Complexity: O(width × height).
    public func firstUnreachableCell() -> Int? {
        guard let start = firstEnabledCell else { return nil }
        var seen = [Bool](repeating: false, count: enabled.count)
        var stack = [start]
        seen[start] = true
        while let cell = stack.popLast() {
            let x = cell % width, y = cell / width
            for d in Direction.ordered {
                let nx = x + d.dx, ny = y + d.dy
                if isEnabled(x: nx, y: ny) {
                    let n = ny * width + nx
                    if !seen[n] {
                        seen[n] = true
                        stack.append(n)
                    }
                }
            }
        }
        for i in enabled.indices where enabled[i] && !seen[i] { return i }
        return nil
    }
}
