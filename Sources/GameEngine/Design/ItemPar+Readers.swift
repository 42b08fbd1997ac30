/// Two players who read the values on the map and plan with exact item par, but by a rule of
/// thumb (docs/rules.md, "Design figures"): a question worth asking has a best plan that both
/// miss. Play-testers of session 13 matched the best plan by "the top two by value" on most
/// levels; once values were drawn against that, a tester of session 14 found "again the
/// biggest crate loses to two smaller ones": a rule of thumb of its own.
extension ItemPar {
    /// The coins of **the reader**, who takes the richest crates first: crates at table
    /// indices `crates` (`coins[i]` the coins of `crates[i]`) in order of coins, most first
    /// (ties: the lower index), each added when the set with it still fits `budget` by its exact
    /// item par. `nil` when par is unknown.
    /// - Complexity: O(k log k) for k crates, plus k table reads.
    public func valueOrderCoins(of crates: [Int], coins: [Int], budget: Int) -> Int? {
        guard par != nil, coins.count == crates.count else { return nil }
        return coinsTaking(coins.indices.sorted { (coins[$0], -$0) > (coins[$1], -$1) }, of: crates, coins: coins, budget: budget)
    }

    /// The coins of **the bargain hunter**, who takes the crates that pay most per move of their
    /// own spur first (coins over plain run − par; ties: the richer, then the lower index), each
    /// added as the reader adds them. `nil` when par is unknown or a crate has no plain run.
    /// - Complexity: O(k log k) for k crates, plus 2k table reads.
    public func bargainOrderCoins(of crates: [Int], coins: [Int], budget: Int) -> Int? {
        guard let par, coins.count == crates.count else { return nil }
        var spurs: [Int] = []
        for crate in crates {
            guard let run = plainRun(crate) else { return nil }
            spurs.append(max(1, run - par))
        }
        // a before b when coins[a] / spurs[a] > coins[b] / spurs[b], compared without division.
        let order = coins.indices.sorted { a, b in
            let (x, y) = (coins[a] * spurs[b], coins[b] * spurs[a])
            return x != y ? x > y : (coins[a], -a) > (coins[b], -b)
        }
        return coinsTaking(order, of: crates, coins: coins, budget: budget)
    }

    /// The coins of both rules of thumb on the crates at table indices `crates`: the reader's
    /// and the bargain hunter's (each `nil` as its own function says).
    public func rulesOfThumb(of crates: [Int], coins: [Int], budget: Int) -> (reader: Int?, bargain: Int?) {
        (valueOrderCoins(of: crates, coins: coins, budget: budget), bargainOrderCoins(of: crates, coins: coins, budget: budget))
    }

    /// Whether the reader or the bargain hunter on the crates at table indices `crates` ends
    /// with `best` coins or more: a question a rule of thumb answers.
    public func aRuleOfThumbReaches(_ best: Int, of crates: [Int], coins: [Int], budget: Int) -> Bool {
        let thumbs = rulesOfThumb(of: crates, coins: coins, budget: budget)
        return max(thumbs.reader ?? 0, thumbs.bargain ?? 0) >= best
    }

    /// The coins of the crates taken in `order` (positions in `crates`), each added when the set
    /// with it still fits `budget`.
    private func coinsTaking(_ order: [Int], of crates: [Int], coins: [Int], budget: Int) -> Int {
        var taken: [Int] = [], total = 0
        for i in order {
            if let moves = moves(taking: taken + [crates[i]]), moves <= budget {
                taken.append(crates[i])
                total += coins[i]
            }
        }
        return total
    }
}
