import MazeKit

/// After a win that missed the level's best plan (fewer coins, no power-up, no gem), a win
/// whose gems were worth less than it, or a win whose dare was lost, the best plan's run from the start: the answer the player did not find. A play-tester's most
/// frustrating moment was "Best plan 12, you took 8 … with no way to see the better plan
/// afterwards"; the three-star route (`ThreeStarRoute`) shows only the items already taken.
public enum BestPlanRoute {
    /// The cells of the best plan's run from the start (each cell a slide crosses included,
    /// walked through the rules), its moves and coins, and its items' cells in the order taken;
    /// `nil` when the win took the best plan's coins, used a power-up, found a gem (its plan is
    /// another search) worth the plan without it and lost no dare, was not scored against a
    /// plan, or the plan cannot be searched.
    /// - Complexity: one plan search, O(2^k × (cells + total slide length)) for k crates.
    public static func cells(after finished: FinishedAttempt) -> (cells: [Int], moves: Int, coins: Int, items: [Int])? {
        guard finished.outcome == .won, let score = finished.plan else { return nil }
        // A run that left gems worth more than its crates: the plan with them is the answer.
        if score.isShortOfThePlanWithGems, let gemPlan = score.bestWithGems {
            guard let route = gemPlan.route(on: finished.attempt.level) else { return nil }
            return (route.cells, route.moves, gemPlan.coins, route.items)
        }
        // A dare lost on a win is weighed against the plan on foot whatever the run took (a
        // gem, a Jump): that plan is the answer to show. A tester lost a run of 27 dares "to a
        // plan's 55 the game never shows me".
        // So is a win whose gems were worth less than that plan (`isShortOfThePlanWithoutGems`).
        let weighedOnFoot = finished.dare.map { !$0.won } ?? false || score.isShortOfThePlanWithoutGems
        guard weighedOnFoot || (!score.usedPowerUp && score.gemsTaken == 0 && score.coinsTaken < score.bestCoins) else { return nil }
        let level = finished.attempt.level
        let start = GameState(level: level, inventory: Inventory())
        guard let plan = ScoutedPlan(level), plan.coins > 0, weighedOnFoot || plan.coins == score.bestCoins, let way = plan.way(from: start)
        else { return nil }
        let (cells, items, end) = GameState.walk(way.map(Action.move), on: level)
        guard end.status == .won else { return nil }
        return (cells, end.movesUsed, plan.coins, items)
    }
}
