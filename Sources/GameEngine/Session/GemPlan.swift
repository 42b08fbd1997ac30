import MazeKit

/// The plan on foot worth most among those that find gems (docs/rules.md, "Coins, stars and
/// progress"): over each set of the level's gems, the best plan that takes them, worth its
/// crates' coins and each gem at the shop price of the Jumps it gives (`Dare.gemWorth`). A run
/// that leaves the gems is weighed against it, as a run that takes them is weighed against the
/// best plan without them (`PlanScore`): "gem or crates?" has a wrong answer either way. Testers
/// of sessions 37 and 38 skipped a gem worth 30 for a crate of 27, were told "Best plan: 27 ·
/// ✓", and asked whether a gem counts at all.
public struct GemPlan: Sendable, Hashable {
    /// What it is worth: `coins` and `gemWorth` for each gem.
    public var worth: Int
    /// Its crates' coins.
    public var coins: Int
    /// Its crates, as indices into the level's.
    public var crates: [Int]
    /// Its gems, as indices into the level's.
    public var gems: [Int]

    /// The most gems a level may hold for its plan with gems to be searched: every non-empty set
    /// of them is one plan search (a heist's three gems are seven).
    public static let maximumGems = 4

    /// The best plan of `level` that finds gems, each worth `gemWorth`, or `nil` when the level
    /// has none (or more than `maximumGems`), no run within the budget finds one, or `allowance`
    /// runs out. Of equal worth, the plan found first in set order (one gem before two).
    /// - Complexity: O(2^g × 2^(k+g) × (cells + total slide length)) for g gems and k plain
    ///   crates.
    public init?(_ level: Level, gemWorth: Int, allowance: inout WorkAllowance) {
        let count = level.gems.count
        guard count > 0, count <= Self.maximumGems else { return nil }
        let graph = MoveGraph(level)
        var best: GemPlan?
        for set in 1..<(1 << count) {
            let gems = (0..<count).filter { set & 1 << $0 != 0 }
            guard let plan = graph.bestPlan(level, gems: gems.map { level.gems[$0] }, allowance: &allowance) else { return nil }
            guard !allowance.isExhausted else { return nil }
            // No run within the budget takes these gems.
            guard plan.moves != nil else { continue }
            let worth = plan.coins + gemWorth * gems.count
            if worth > best?.worth ?? .min { best = GemPlan(worth: worth, coins: plan.coins, crates: plan.crates, gems: gems) }
        }
        guard let best else { return nil }
        self = best
    }

    /// Creates one.
    public init(worth: Int, coins: Int, crates: [Int], gems: [Int]) {
        self.worth = worth
        self.coins = coins
        self.crates = crates
        self.gems = gems
    }

    /// The way from `level`'s start that takes the plan's crates and gems and ends on the exit
    /// in the fewest moves, walked through the rules: its cells (each a slide crosses included),
    /// moves and the items' cells in the order taken; `nil` when it cannot be searched.
    /// - Complexity: O(2^(k+g) × (cells + total slide length)).
    public func route(on level: Level) -> (cells: [Int], moves: Int, items: [Int])? {
        ThreeStarRoute.walked(level, taking: crates.map { level.crates[$0].cell } + gems.map { level.gems[$0] })
    }
}
