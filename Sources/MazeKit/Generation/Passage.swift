/// A wall side of a cell: the passage from `cell` toward `direction`.
public struct Passage: Sendable, Hashable {
    /// The cell the passage leaves.
    public var cell: Int
    /// The side it leaves by.
    public var direction: Direction
    /// Creates a passage.
    public init(cell: Int, direction: Direction) {
        self.cell = cell
        self.direction = direction
    }
}
