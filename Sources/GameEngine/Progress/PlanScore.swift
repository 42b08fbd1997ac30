/// How a won run's crates compare with its level's best plan (docs/rules.md, "Coins, stars and
/// progress"): the most coins any run within the budget takes without power-ups
/// (`PlanningFigures.bestCoins`), or the most of any such run that also finds the gems this run
/// found, against the coins of the crates this run opened.
///
/// Invariant: `coinsTaken <= bestCoins` unless `usedPowerUp` (a run without power-ups that won
/// within the budget is itself a plan); `bestCoins > 0`, or `gemsTaken > 0` (no crate fits
/// beside the gems found: a play-tester who chose the gem missed the line that said it was best).
public struct PlanScore: Sendable, Hashable {
    /// The best plan's coins: the most coins of any set of plain crates whose item par fits
    /// the level's budget (with the gems the run found, when it found any).
    public var bestCoins: Int
    /// The coins of the crates the run opened, as the level holds them (paid now, on an
    /// earlier win, or never: the plan is what is judged, not the pay).
    public var coinsTaken: Int
    /// Whether the run used a Jump, a Demolish or a Time: the best plan is made without them.
    public var usedPowerUp: Bool
    /// Gems the run found: the best plan is then the best that finds them too (a play-tester
    /// who traded 42 coins for the first gem on purpose read "Best plan: 92 · you took 50" as a
    /// reprimand).
    public var gemsTaken: Int
    /// Whether the run followed the guide bought for its level (its way was shown, not found):
    /// such a run takes the plan's crates without having planned them.
    public var followedTheGuide = false
    /// Whether the run used a Time: its moves are past the level's budget, where no plan is
    /// made, so it is never planned to perfection (as it earns no perfect bonus). A tester of
    /// session 35 bought a Time on about 25 levels, took every crate and won the dare: "Time
    /// makes the budget a formality".
    public var usedTime = false
    /// What the power-ups the run used cost at the shop's prices, when it used a Jump or a Time
    /// and no Demolish (set by the session, which knows the prices); `nil` otherwise.
    public var powerUpsPrice: Int?

    /// Creates one.
    public init(bestCoins: Int, coinsTaken: Int, usedPowerUp: Bool, gemsTaken: Int = 0) {
        self.bestCoins = bestCoins
        self.coinsTaken = coinsTaken
        self.usedPowerUp = usedPowerUp
        self.gemsTaken = gemsTaken
    }

    /// For a run that found gems, what it was worth (`Dare.worth`: its crates' coins, each gem
    /// at the shop price of the Jumps it gives, less the shop price of every power-up it spent),
    /// set by the session, which knows the prices; `nil` otherwise.
    public var gemsWorth: Int?
    /// For a run that found gems, the best plan's coins without them (`ScoutedPlan`), which
    /// `gemsWorth` is weighed against; set with it.
    public var bestWithoutGems: Int?
    /// For a run that found no gem on a level with gems, the best plan on foot that finds gems
    /// (`GemPlan`), which the run's worth is weighed against; set by the session, `nil`
    /// otherwise or where no run within the budget finds a gem.
    public var bestWithGems: GemPlan?

    /// What a run that found no gem was worth: its crates' coins less the shop price of the
    /// power-ups it spent (as `Dare.worth` weighs a run that found gems).
    public var worthWithoutGems: Int { coinsTaken - (countsPowerUps ? powerUpsPrice ?? 0 : 0) }

    /// Whether a run that found no gem was worth less than the best plan that finds gems
    /// (`bestWithGems`): the gem was the better choice, and the run is not planned to
    /// perfection. Until session 38 a run that left the gem was weighed only against the crates,
    /// so on the levels where the gem wins, leaving it still won the ✓ and the dare, and testers
    /// asked whether a gem counted at all.
    public var isShortOfThePlanWithGems: Bool {
        guard gemsTaken == 0, let bestWithGems else { return false }
        return worthWithoutGems < bestWithGems.worth
    }

    /// Whether the run took the best plan's coins without power-ups, or with a Jump took at
    /// least the plan and what it cost, without the guide or a Time: planned to
    /// perfection; and, when it found gems, was worth at least the best plan without them
    /// (`isShortOfThePlanWithoutGems`), when it found none, at least the best plan with them
    /// (`isShortOfThePlanWithGems`). (A tester hoarded the Jump the game kept offering
    /// because "winning with a Jump loses the ✓": a ledge crate the Jump fits is a better plan,
    /// not a lesser one.)
    public var isPerfect: Bool { isPerfectForItsGems && !isShortOfThePlanWithoutGems && !isShortOfThePlanWithGems }

    /// `isPerfect` as the run's gems are weighed against the best plan that finds them too,
    /// whatever they are worth: the best of the plans the player chose among once they went for
    /// the gems.
    public var isPerfectForItsGems: Bool {
        guard !followedTheGuide, !usedTime else { return false }
        guard countsPowerUps else { return coinsTaken >= bestCoins }
        // At least the mark, not past it: a tie is as good as the plan, as a gem's worth is
        // weighed (`isShortOfThePlanWithoutGems`). Three testers of session 29 lost a dare to a
        // Jump plan worth exactly the plan on foot.
        return powerUpMark.map { coinsTaken >= $0 } ?? false
    }

    /// Whether a run that found gems was worth less than the best plan without them (`gemsWorth`
    /// below `bestWithoutGems`): the gems were the worse choice, and the run is not planned to
    /// perfection. Until session 29 the ✓ weighed gems only against plans that find them, and the
    /// dare weighed their worth: three testers of sessions 27 and 28 saw "✓ beyond the plan"
    /// above "Dare lost", and asked for one accounting.
    public var isShortOfThePlanWithoutGems: Bool {
        guard let gemsWorth, let bestWithoutGems else { return false }
        return gemsWorth < bestWithoutGems
    }

    /// Whether the power-ups the run used count against its plan: any it used, but not a Jump
    /// a gem of this win gave back (its price is 0, so the run is weighed as one without: a
    /// tester of session 22 read "no ✓: needs over 0 (0 + 0, the power-ups' shop price)").
    public var countsPowerUps: Bool { usedPowerUp && powerUpsPrice != 0 }

    /// The coins a run with a Jump or a Time must take at least to be planned to perfection:
    /// the best plan's and what the power-ups cost (`nil` when their price is not known).
    public var powerUpMark: Int? { powerUpsPrice.map { bestCoins + $0 } }

    /// The work one plan search may do: a level whose search needs more (a huge practice level
    /// with many crates) gets no score rather than a stalled summary.
    public static func allowance(for level: Level) -> WorkAllowance { WorkAllowance(for: level) }

    /// The score of `attempt`, or `nil` when it was not won, its level has no plan with coins
    /// (no plain crate fits the budget), or the search would take more than `allowance`.
    /// - Complexity: O(2^k × (cells + total slide length)) for k plain crates (at most
    ///   `ItemPar.maximumItemCount`, else `nil`).
    public init?(_ attempt: Attempt, allowance: inout WorkAllowance) {
        let state = attempt.state
        guard state.status == .won, state.level.crates.contains(where: { !$0.needsJump }) else { return nil }
        let level = state.level
        let gems = level.gems.indices.filter { state.foundGems[$0] }.map { level.gems[$0] }
        guard let plan = MoveGraph(level).bestPlan(level, gems: gems, allowance: &allowance), !allowance.isExhausted,
            plan.coins > 0 || !gems.isEmpty
        else {
            return nil
        }
        // Every power-up is spent when used (a restart keeps it spent), so a hand that ends
        // smaller than it began used one.
        let start = attempt.startInventory, end = state.inventory
        self.init(
            bestCoins: plan.coins, coinsTaken: state.coinsCollected,
            usedPowerUp: end.jumps < start.jumps || end.demolishes < start.demolishes || end.times < start.times,
            gemsTaken: gems.count)
        usedTime = end.times < start.times
    }
}
