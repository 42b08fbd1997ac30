extension PlayerProgress {
    /// The crates `attempt` has opened that its win would pay, by index: those not paid on an
    /// earlier win of its level (crate coins are paid once per level, docs/rules.md). None
    /// outside the campaign (a practice level or the daily pays nothing into the purse), and
    /// none once it has failed (what it collected is lost).
    /// The one rule behind what the summary pays and what the HUD promises before the exit.
    public func payableCrates(in attempt: GameState) -> [Int] {
        guard attempt.level.id >= 1 else { return [] }
        return Self.unpaid(in: attempt, paid: paidCrates(on: attempt.level))
    }

    /// The crates `attempt` has opened that are not in `paid`, by index; none once it has
    /// failed (what it collected is lost). A campaign level's and a treasury's rule alike.
    static func unpaid(in attempt: GameState, paid: [Int]) -> [Int] {
        guard attempt.status != .failed else { return [] }
        return attempt.openedCrates.indices.filter { attempt.openedCrates[$0] && !paid.contains($0) }
    }

    /// The coins of `payableCrates(in:)`: what the crates opened so far add if the attempt wins.
    public func payableCrateCoins(in attempt: GameState) -> Int {
        payableCrates(in: attempt).reduce(0) { $0 + attempt.level.crates[$1].coins }
    }

    /// The crates of `level` paid on an earlier win, by index (opening one again pays
    /// nothing): one look-up of the level's record, for a screen drawn every frame.
    public func paidCrates(on level: Level) -> [Int] {
        level.id >= 1 ? record(level.id).cratesTaken : []
    }

    /// The gems of `level` found on an earlier win, by index (finding one again gives no Jump).
    public func paidGems(on level: Level) -> [Int] {
        level.id >= 1 ? record(level.id).gemsTaken : []
    }

    /// Whether crate `index` of `level` was paid on an earlier win (opening it again pays nothing).
    public func isCratePaid(_ index: Int, on level: Level) -> Bool {
        paidCrates(on: level).contains(index)
    }
}
