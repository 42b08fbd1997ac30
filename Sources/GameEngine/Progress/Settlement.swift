/// What a campaign attempt was paid, itemised for the summary screen. Why it was paid so (the
/// moves counted, the item par, the stars) is its `Scorecard`.
public struct Settlement: Sendable, Hashable {
    public var outcome: Outcome
    /// Coins from crates opened for the first time.
    public var crateCoins = 0
    /// Crates paid now, by index.
    public var newCrates: [Int] = []
    /// Gems found for the first time, by index.
    public var newGems: [Int] = []
    /// Jumps given for the gems found for the first time (`Economy.gemJumps` each).
    public var gemJumps = 0
    /// Coins for unused moves, beyond the best earlier finish.
    public var cashIn = 0
    /// The perfect-finish bonus, paid once per level.
    public var perfectBonus = 0
    /// The prize for first clearing a 10th level, or an escape (`Economy.prizeCoins(for:)`).
    public var prizeCoins = 0
    /// Avatars unlocked by this attempt (prize or gems).
    public var newAvatars: [String] = []
    /// The level newly unlocked, if any.
    public var unlockedLevel: Int?
    /// Whether this was the level's first clear.
    public var firstClear = false

    /// Coins earned but not paid because the purse was full (`Economy.purseLimit`).
    public var unpaid = 0

    /// All coins earned (paid, unless the purse was full).
    public var total: Int { crateCoins + cashIn + perfectBonus + prizeCoins }
}
