import MazeKit

/// A cell by its column and row.
public struct GridPoint: Sendable, Hashable {
    /// Column, from the left.
    public var x: Int
    /// Row, from the top.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
