/// One finished attempt, for the stats screen's charts.
public struct LedgerEntry: Sendable, Hashable, Codable {
    /// The campaign level id.
    public var level: Int
    /// How the attempt ended; in the save as `won`, `failed` or `abandoned`.
    public var outcome: Outcome
    /// The moves the attempt used.
    public var movesUsed: Int
    /// The level's par.
    public var par: Int
    /// The coin balance after the attempt was settled.
    public var coins: Int

    /// Creates an entry.
    public init(level: Int, outcome: Outcome, movesUsed: Int, par: Int, coins: Int) {
        self.level = level
        self.outcome = outcome
        self.movesUsed = movesUsed
        self.par = par
        self.coins = coins
    }
}
