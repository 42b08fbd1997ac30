/// A crate of coins on a cell.
public struct Crate: Sendable, Hashable {
    /// The cell it stands on.
    public var cell: Int
    /// The coins inside.
    public var coins: Int
    /// On a ledge: no plain run takes it within the budget; one with exactly one Jump does.
    public var needsJump: Bool

    /// Creates a crate.
    public init(cell: Int, coins: Int, needsJump: Bool = false) {
        self.cell = cell
        self.coins = coins
        self.needsJump = needsJump
    }
}
