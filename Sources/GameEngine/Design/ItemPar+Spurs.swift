/// The plan of a player who prices each crate alone: its spur is its own item par less par,
/// and a set of crates is taken to cost the sum of its spurs (docs/campaign.md, "Questions").
/// Where crates hang off the par route on spurs of their own, that sum is exact and the level's
/// question is arithmetic a player does in seconds (play-testers: "read, count, take the cheap
/// crates"). Where detours share a path, or a crate pulls the whole route another way, it is
/// not, and the best plan takes thought.
extension ItemPar {
    /// `spursMislead(of:coins:budget:)` over every item of the table.
    public func spursMislead(coins: [Int], budget: Int) -> Bool {
        spursMislead(of: Array(items.indices), coins: coins, budget: budget)
    }

    /// Whether the best plan of the crates at table indices `crates` (`coins[i]` the coins of
    /// `crates[i]`; the table's other items are left alone) differs in coins from the plan of a
    /// player who adds up spurs: the most coins of a set whose summed spurs fit `budget`, or
    /// that set does not really fit (its item par is past the budget). `false` when par is
    /// unknown or no crate fits alone.
    /// - Complexity: O(2^k × k) for k crates.
    public func spursMislead(of crates: [Int], coins: [Int], budget: Int) -> Bool {
        guard let par, coins.count == crates.count, !coins.isEmpty else { return false }
        let spurs = crates.map { plainRun($0).map { $0 - par } }
        var best = 0, additive = (coins: 0, fits: true)
        for mask in 0..<(1 << coins.count) {
            let members = coins.indices.filter { mask & 1 << $0 != 0 }
            let value = members.reduce(0) { $0 + coins[$1] }
            let moves = moves(taking: members.map { crates[$0] })
            if let moves, moves <= budget { best = max(best, value) }
            let summed = members.reduce(Optional(0)) { total, i in total.flatMap { t in spurs[i].map { t + $0 } } }
            if let summed, par + summed <= budget, value > additive.coins { additive = (value, (moves ?? .max) <= budget) }
        }
        return best > 0 && (additive.coins != best || !additive.fits)
    }
}
