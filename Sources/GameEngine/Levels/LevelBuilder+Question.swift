import MazeKit

/// The question a level's crates ask at a budget (docs/campaign.md, "Questions"): how the
/// builder picks the budget and the draw of values that ask the best one.
extension LevelBuilder {
    /// The largest maze (in cells) whose budget is designed around its question: twice what
    /// fits 80×24, so every campaign level and daily is, and no large seeded level pays for it.
    static let questionCells = 2 * 19 * 9
    /// The most spare amounts tried for a level's question.
    static let budgetCandidates = 12
    /// Draws of the crates' values tried for a level's question: with one, most levels' best
    /// plan was the richest crates that fit, which reading the values finds at once.
    static let valueDraws = 4
    /// Draws of the crates' values where a level asks for a budget that does not tell the best
    /// plan (`asksUntold`): twice as many, so a draw can do that and miss the rules of thumb.
    static let untoldValueDraws = 8
    /// More draws (generator 7) where the best of the first `valueDraws` still leaves the best
    /// plan of three crates or more to a rule of thumb: play-testers of session 19 named "map,
    /// price each detour, drop the cheapest" the routine of the levels between the special ones,
    /// and the reader found the best plan on 47 of the 75 levels where not every crate fits.
    static let secondDraws = 16

    /// Whether the reader or the bargain hunter (`ItemPar.rulesOfThumb`) ends `level` with its
    /// best plan's coins, the plan being over its plain crates at its budget.
    static func aRuleOfThumbFindsTheBestPlan(_ level: Level, graph: MoveGraph, table: ItemPar) -> Bool {
        var unlimited = WorkAllowance.unlimited
        guard let plan = graph.bestPlan(level, treasure: table, allowance: &unlimited), plan.coins > 0 else { return false }
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        return table.aRuleOfThumbReaches(plan.coins, of: plain, coins: plain.map { level.crates[$0].coins }, budget: level.budget)
    }

    /// Whether `spec`'s question is asked with a budget that does not tell its answer
    /// (`untold`, and `untoldValueDraws` draws): from generator 9, but not on a level with a
    /// ledge, whose budget must leave the ledge beyond reach on foot (a roomier one brings it
    /// within reach, and the Jump's question is gone), nor with a gem, whose budget is set by
    /// the gem's question (gem or coins, by little), nor with six crates or more, a vault's and
    /// a treasury's: the treasuries keep the levels their keyholders took their best hauls on.
    /// Only fields a level code holds decide it, so a code rebuilds the same level.
    static func asksUntold(_ spec: LevelSpec) -> Bool {
        spec.generatorVersion >= 9 && spec.ledges == 0 && spec.gems == 0 && spec.crates < 6
    }

    /// Whether `level`'s best plan over its crates uses its whole budget, where the level asks
    /// for a budget that does not tell it (`asksUntold`).
    static func theBudgetTellsTheBestPlan(_ level: Level, graph: MoveGraph, table: ItemPar) -> Bool {
        guard asksUntold(level.spec) else { return false }
        var unlimited = WorkAllowance.unlimited
        return graph.bestPlan(level, treasure: table, allowance: &unlimited)?.moves == level.budget
    }

    /// `draws` draws of coins for the crates at `chosen` (cell, detour): each holds its detour
    /// times a rate of 1 to 5, plus 1 to 4, so values do not follow detours.
    static func drawValues(_ draws: Int, for chosen: [(cell: Int, detour: Int)], using rng: inout SeededRandom) -> [[Crate]] {
        (0..<draws).map { _ in
            chosen.map { choice in
                let rate = 1 + rng.below(5)
                return Crate(cell: choice.cell, coins: choice.detour * rate + 1 + rng.below(4))
            }
        }
    }

    /// How good a question `level`'s crates ask at its budget, higher is better, when not every
    /// crate fits together (−1000 when they all do or no plan takes a crate): 1000 when both
    /// greedy players end below 85 % of the best plan's coins (planning pays), 700 for each rule
    /// of thumb that misses the best plan (`ItemPar.rulesOfThumb`: the richest crates first,
    /// the best coins per move first), 500 when the richest crate holds at least twice the
    /// poorest's coins, what a budget that does not tell its answer is worth (`untold`), and how far
    /// below the best plan the best of those four players ends, in per mille.
    /// The spare move (generator 6): when the best plan used the whole budget on two levels in
    /// three, a play-tester's routine was "price each crate, drop the worst, land exactly on
    /// budget": the budget told the answer's length.
    /// The value-order player is what reading the values on the map gives: play-testers took
    /// "the top two by value", matched the best plan, and found "nothing to decide".
    /// `players` keeps the greedy runs of one budget across draws of values.
    /// `sifted`: `nil` where a rule of thumb reaches the best plan, before the greedy players'
    /// runs (most of a score's work) are played (generator 7's second draws).
    static func questionScore(
        _ level: Level, graph: MoveGraph, table: ItemPar?, players: inout QuickPlayers, sifted: Bool = false
    ) -> Int? {
        guard level.crates.count >= 2, let table else { return -1000 }
        if let all = table.treasurePar, all <= level.budget { return -1000 }
        var unlimited = WorkAllowance.unlimited
        guard let plan = graph.bestPlan(level, treasure: table, allowance: &unlimited), plan.coins > 0 else { return -1000 }
        let coins = level.crates.map(\.coins)
        // The rules of thumb: the richest crates that fit, and the best coins per move.
        let thumbs = table.rulesOfThumb(of: Array(level.crates.indices), coins: coins, budget: level.budget)
        let (reader, bargain) = (thumbs.reader ?? 0, thumbs.bargain ?? 0)
        if sifted && max(reader, bargain) >= plan.coins { return nil }
        let (nearest, richest) = players.coins(level)
        let pays = PlanningFigures.pays(best: plan.coins, nearest: nearest, richest: richest)
        let quick = max(nearest, richest, reader, bargain)
        let spread = coins.max()! >= 2 * coins.min()!
        return (pays ? 1000 : 0) + (reader < plan.coins ? 700 : 0) + (bargain < plan.coins ? 700 : 0) + (spread ? 500 : 0)
            + untold(level, plan: plan, table: table, readerFindsIt: reader >= plan.coins) + 1000 - 1000 * quick / plan.coins
    }

    /// The part of a question's score for a budget that does not tell its answer. Before
    /// generator 9, and on a level that does not ask it (`asksUntold`): 300 when the best plan
    /// leaves a move spare. Otherwise: 4,000 when it leaves two or more (1,200 for one), and 1,500 more when a
    /// poorer plan uses the whole budget; a quarter of that where the reader (the richest crates
    /// that fit) finds the best plan anyway, so a spare move is not bought with a plan read off
    /// the values.
    /// Why: play-testers of session 32 read the budget as the answer's length ("everything fits
    /// exactly, or one over"; the best plan used the whole budget on 44 of 76 levels), so a plan
    /// that fit exactly was the answer without weighing it against the others. A poorer plan
    /// that fits exactly makes that reading a trap, and the moves the best one leaves are cashed
    /// in.
    static func untold(_ level: Level, plan: (coins: Int, crates: [Int], moves: Int?), table: ItemPar, readerFindsIt: Bool) -> Int {
        guard let moves = plan.moves, moves < level.budget else { return 0 }
        guard asksUntold(level.spec) else { return 300 }
        let poorerFillsIt = (1..<(1 << level.crates.count)).contains { mask in
            table.moves(takingMask: mask) == level.budget && level.coins(ofCrates: mask) < plan.coins
        }
        let score = (level.budget - moves >= 2 ? 4000 : 1200) + (poorerFillsIt ? 1500 : 0)
        return readerFindsIt ? score / 4 : score
    }

    /// The two greedy players' runs of one level at one budget, across draws of its crates'
    /// values: the nearest-first player's run does not read values, and the richest-first
    /// player's follows only their order, so each distinct run is played once.
    struct QuickPlayers {
        let graph: MoveGraph
        /// The crates the nearest-first player opened, or `nil` when its run did not win.
        private var nearest: [Bool]??
        /// The richest-first player's opened crates (`nil`: not won), by the values' ranking.
        private var richest: [[Int]: [Bool]?] = [:]

        init(graph: MoveGraph) { self.graph = graph }

        /// The coins each greedy player ends `level` with (0 when its run does not win).
        mutating func coins(_ level: Level) -> (nearest: Int, richest: Int) {
            func opened(_ choice: GreedyChoice) -> [Bool]? {
                let state = graph.greedyRun(level, choice).state
                return state.status == .won ? state.openedCrates : nil
            }
            func total(_ opened: [Bool]?) -> Int {
                guard let opened else { return 0 }
                return level.crates.indices.reduce(0) { opened[$1] ? $0 + level.crates[$1].coins : $0 }
            }
            if nearest == nil { nearest = .some(opened(.nearest)) }
            // The ranking: each crate's first place among the values, most first, so equal
            // values share a place (ties stay ties).
            let descending = level.crates.map(\.coins).sorted(by: >)
            let ranking = level.crates.map { crate in descending.firstIndex(of: crate.coins)! }
            if richest[ranking] == nil { richest[ranking] = .some(opened(.richest)) }
            return (total(nearest!), total(richest[ranking]!))
        }
    }
}
