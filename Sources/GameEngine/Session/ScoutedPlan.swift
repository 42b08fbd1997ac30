import MazeKit

/// A level's best plan as a scout tells it (docs/rules.md, "Scout"): the target, not the way.
public struct ScoutedPlan: Sendable, Hashable {
    /// The most coins a run within the budget takes without power-ups.
    public var coins: Int
    /// How many crates that plan opens.
    public var crates: Int
    /// The fewest moves of a run taking them (their item par).
    public var moves: Int
    /// The plan's crates, as indices into the level's (what a guide leads to).
    public var crateIndices: [Int]
    /// The best plan that finds gems, where it is worth more than `coins` (each gem at the shop
    /// price of its Jumps, `GemPlan`): then it is the plan the scout tells and the guide leads
    /// to, as the ✓ weighs it; `nil` otherwise (set by the session, which knows the price).
    public var gemPlan: GemPlan?

    /// Creates one.
    public init(coins: Int, crates: Int, moves: Int, crateIndices: [Int] = []) {
        self.coins = coins
        self.crates = crates
        self.moves = moves
        self.crateIndices = crateIndices
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
        self.init(coins: plan.coins, crates: plan.crates.count, moves: moves, crateIndices: plan.crates)
    }

    /// The way from where `state` stands that opens the plan's crates not yet opened and ends
    /// on the exit in the fewest moves (mud twice), as directions; `nil` when it does not fit
    /// the moves left (the attempt has strayed too far from the plan) or cannot be searched.
    /// - Complexity: O(2^k × (cells + total slide length)) for the k crates left.
    public func way(from state: GameState) -> [Direction]? {
        guard state.status == .playing else { return nil }
        let crates = gemPlan?.crates ?? crateIndices
        let left = crates.filter { $0 < state.level.crates.count && !state.openedCrates[$0] }
        // A timed crate of the plan already gone cannot be taken: the plan is lost.
        guard !left.contains(where: state.isGone) else { return nil }
        let gems = (gemPlan?.gems ?? []).filter { $0 < state.level.gems.count && !state.foundGems[$0] }.map { state.level.gems[$0] }
        // The item search needs the moves only, not `outlook`'s distances to the exit.
        guard
            let route = state.moveGraph.itemRoute(
                from: state.position, taking: left.map { state.level.crates[$0].cell } + gems, elapsed: state.movesUsed)
        else {
            return nil
        }
        var directions: [Direction] = []
        var copy = state
        for action in route {
            guard case let .move(direction) = action else { return nil }
            _ = copy.apply(action)
            directions.append(direction)
        }
        // The route is replayed through the rules: it must win within the moves left.
        return copy.status == .won ? directions : nil
    }
}
