/// A level's best plan as a scout tells it (docs/rules.md, "Scout"): the target, not the way.
public struct ScoutedPlan: Sendable, Hashable {
    /// The most coins a run within the budget takes without power-ups.
    public var coins: Int
    /// How many crates that plan opens.
    public var crates: Int
    /// The fewest moves of a run taking them (their item par).
    public var moves: Int

    /// Creates one.
    public init(coins: Int, crates: Int, moves: Int) {
        self.coins = coins
        self.crates = crates
        self.moves = moves
    }

    /// The best plan of `level`, or `nil` when no plain crate fits its budget or it has too many
    /// crates to search within its work allowance.
    /// - Complexity: that of `PlanScore`'s search, O(2^k × (cells + total slide length)) for k
    ///   plain crates.
    public init?(_ level: Level) {
        var allowance = PlanScore.allowance(for: level)
        guard let plan = MoveGraph(level).bestPlan(level, allowance: &allowance), !allowance.isExhausted, plan.coins > 0,
            let moves = plan.moves
        else { return nil }
        self.init(coins: plan.coins, crates: plan.crates.count, moves: moves)
    }
}
