extension PlayerProgress {
    /// The crates `attempt` has opened that its win would pay, by index: those not paid on an
    /// earlier win of its level (crate coins are paid once per level, docs/rules.md). None
    /// outside the campaign (a practice level or the daily pays nothing into the purse), and
    /// none once it has failed (what it collected is lost).
    /// The one rule behind what the summary pays and what the HUD promises before the exit.
    public func payableCrates(in attempt: GameState) -> [Int] {
        guard attempt.level.id >= 1, attempt.status != .failed else { return [] }
        let paid = record(attempt.level.id).cratesTaken
        return attempt.openedCrates.indices.filter { attempt.openedCrates[$0] && !paid.contains($0) }
    }

    /// The coins of `payableCrates(in:)`: what the crates opened so far add if the attempt wins.
    public func payableCrateCoins(in attempt: GameState) -> Int {
        payableCrates(in: attempt).reduce(0) { $0 + attempt.level.crates[$1].coins }
    }

    /// Whether crate `index` of `level` was paid on an earlier win (opening it again pays nothing).
    public func isCratePaid(_ index: Int, on level: Level) -> Bool {
        level.id >= 1 && record(level.id).cratesTaken.contains(index)
    }
}
