/// A crate of coins on a cell.
public struct Crate: Sendable, Hashable {
    /// The cell it stands on.
    public var cell: Int
    /// The coins inside.
    public var coins: Int
    /// On a ledge: no plain run takes it within the budget; one with exactly one Jump does.
    public var needsJump: Bool
    /// A timed crate's deadline: a move takes it only while the moves used after that move are
    /// at most this many; once the moves used reach it untaken, it is gone (docs/rules.md,
    /// "Timed crates"). `nil` for a crate that waits.
    public var deadline: Int?

    /// Creates a crate.
    public init(cell: Int, coins: Int, needsJump: Bool = false, deadline: Int? = nil) {
        self.cell = cell
        self.coins = coins
        self.needsJump = needsJump
        self.deadline = deadline
    }

    /// Whether a move ending with `movesUsed` moves used may still take it.
    @inline(__always) public func takeable(atMovesUsed movesUsed: Int) -> Bool {
        deadline.map { movesUsed <= $0 } ?? true
    }
}
