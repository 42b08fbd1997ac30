/// A dare (docs/rules.md, "Dares"): coins staked, before a campaign level's first move, on
/// planning that level to perfection (its ✓, `PlanScore.isPerfect`) on this very try, with no
/// sketch, undo, hint or guide (the scout's target may be asked: it says what, not where). A dared win with the ✓ pays the stake back twice; any
/// other end (a win without the ✓, out of moves, a restart, leaving) loses it.
///
/// Every round of play-testers said coins and stars carry no stakes: hundreds or thousands of
/// coins by level 30 and nothing to lose, while the treasuries, whose fee is paid by a plan made
/// by eye, were "the only real tension". A dare puts a player's coins on their own plan, once a
/// level: the offer closes for good with the level's first move, sketch, hint or guide, so a
/// plan counted by the sketch cannot be dared on the next try.
public enum Dare {
    /// The first level that offers one: the second band, once crates have values worth weighing.
    public static let firstLevel = 11

    /// The stake on a level whose best plan takes `bestCoins`: three times the plan's coins, in
    /// fives (at least 10), so a won dare is worth more than the level itself and a lost one
    /// is felt in a purse of a thousand.
    public static func stake(bestCoins: Int) -> Int {
        max(10, (3 * bestCoins + 4) / 5 * 5)
    }

    /// What a won dare pays back: the stake twice (a net gain of the stake).
    public static func payout(stake: Int) -> Int { 2 * stake }
}

/// How a dared attempt ended (`FinishedAttempt.dare`).
public struct DareOutcome: Sendable, Hashable {
    /// The coins staked.
    public var stake: Int
    /// Whether the attempt won with the ✓.
    public var won: Bool
    /// The coins paid back (0 when lost; less than the payout when the purse was full).
    public var paid: Int

    /// Creates one.
    public init(stake: Int, won: Bool, paid: Int) {
        self.stake = stake
        self.won = won
        self.paid = paid
    }
}
