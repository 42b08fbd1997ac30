import MazeKit

/// Timed crates' deadlines, chosen with the level's question (docs/campaign.md, "Races"): a
/// deadline that does not change the best plan is decoration, and one the hurried player (the
/// timed crate first, always) answers right asks nothing.
extension LevelBuilder {
    /// A timed crate's deadline is its earliest arrival (the least moves that enter it) plus one
    /// of these: from "go now" to "one crate first, then it".
    static let deadlineOffsets = [0, 1, 2, 4, 6]
    /// With two timed crates, fewer offsets each (the pairs multiply: four crates make six pairs).
    static let pairedDeadlineOffsets = [0, 3]
    /// What a timed question gains where the best plan takes a timed crate due after its
    /// earliest arrival, and another crate too: the order, not only the rush, is the question.
    static let orderBonus = 400
    /// The most spare amounts a timed question tries (evenly spread over the builder's): each
    /// is tried with every deadline and every draw of values.
    static let timedSpares = 6

    /// The best question over deadlines for `timed` of the crates of `draws` (each draw's crates
    /// at the same cells), at each spare amount of `spares`: `level` holds the rest of the
    /// level (its budget and crates are set here). A deadline is kept only where it changes the
    /// best plan (its coins, or its crates and moves, against the same level without deadlines)
    /// and every timed
    /// crate still has a run within the budget; the score is `questionScore`'s, plus 700 when
    /// the hurried player (`GreedyChoice.soonest`) misses the best plan, plus `orderBonus` when
    /// the clock has room: the best plan takes it due after its earliest arrival with another
    /// crate, or (generator 10, one timed crate) lets it go where it pairs with another crate
    /// only thanks to that room (`ItemPar.pairsOnlyWithRoom`). `nil` when no deadline changes
    /// the best plan.
    /// - Complexity: O(variants × (spares × draws × greedy runs + item par table)); variants are
    ///   `crates × deadlineOffsets` for one timed crate, `pairs × pairedDeadlineOffsets²` for two.
    static func timedQuestion(
        _ level: Level, graph: MoveGraph, draws: [[Crate]], spares: [Int], timed: Int
    ) -> (score: Int, spare: Int, crates: [Crate])? {
        guard timed > 0, let first = draws.first, first.count > timed else { return nil }
        let spares = spares.count <= timedSpares ? spares : (0..<timedSpares).map { spares[$0 * (spares.count - 1) / (timedSpares - 1)] }
        var level = level
        let cells = first.map(\.cell)
        let reach = graph.reach(from: level.start)
        let earliest = cells.map { Int(reach[$0]) }
        let untimed = graph.timing([])
        guard let untimedTable = untimed.itemPar(from: level.start, items: cells) else { return nil }
        var best: (score: Int, spare: Int, crates: [Crate])?
        var unlimited = WorkAllowance.unlimited
        // Generator 10: the item par with crate i's clock due at its earliest arrival, for the
        // room of a clock the best plan lets go (one timed crate). That is the table of crate i's
        // first variant (`deadlineVariants`: offset 0 first), kept as the loop meets it.
        let roomLetGo = level.spec.generatorVersion >= 10 && timed == 1
        var tightTables: [Int: ItemPar] = [:]
        // The best plan without deadlines, per spare amount and draw: what a deadline must change.
        let untimedPlans: [[(coins: Int, crates: [Int], moves: Int?)?]] = spares.map { spare in
            draws.map { draw in
                var waiting = level
                waiting.budget = level.par + spare
                waiting.crates = draw
                return untimed.bestPlan(waiting, treasure: untimedTable, allowance: &unlimited)
            }
        }
        for deadlines in Self.deadlineVariants(earliest: earliest, timed: timed) {
            let timedGraph = graph.timing(zip(first, deadlines).map { Crate(cell: $0.cell, coins: 0, deadline: $1) })
            guard let table = timedGraph.itemPar(from: level.start, items: cells) else { continue }
            if roomLetGo, let i = deadlines.firstIndex(where: { $0 != nil }), deadlines[i] == earliest[i] { tightTables[i] = table }
            for (s, spare) in spares.enumerated() {
                level.budget = level.par + spare
                // Every timed crate fits on its own run within the budget (the items rule).
                guard deadlines.indices.allSatisfy({ deadlines[$0] == nil || (table.plainRun($0) ?? .max) <= level.budget }) else {
                    continue
                }
                var players = QuickPlayers(graph: timedGraph)
                for (d, draw) in draws.enumerated() {
                    let crates = zip(draw, deadlines).map { Crate(cell: $0.cell, coins: $0.coins, deadline: $1) }
                    level.crates = crates
                    // First the cheap test: the deadline changes the best plan (two table reads): its
                    // coins, or its crates and its moves (what the variety rule measures, and what
                    // `Mechanic.decidesTheCrates` asks of the level).
                    guard let plan = timedGraph.bestPlan(level, treasure: table, allowance: &unlimited),
                        let before = untimedPlans[s][d],
                        before.coins != plan.coins || (before.crates != plan.crates && before.moves != plan.moves),
                        let score = questionScore(level, graph: timedGraph, table: table, players: &players), score > -1000
                    else { continue }
                    let hurried = timedGraph.greedyRun(level, .soonest).state
                    let hurriedCoins = hurried.status == .won ? hurried.coinsCollected : 0
                    // A clock with room to take another crate first asks "which first?"; one due at
                    // the earliest arrival asks only "rush or let it go", and play-testers of
                    // session 26 learned that "timers always equal the exact shortest arrival"
                    // and "a timed crate is a trap" as formulas.
                    let timedTaken = deadlines.indices.filter { deadlines[$0] != nil && plan.crates.contains($0) }
                    var room = timedTaken.contains { deadlines[$0]! > earliest[$0] } && plan.crates.count > timedTaken.count
                    // Generator 10: so too a clock let go that has room to take a crate first
                    // (`ItemPar.pairsOnlyWithRoom`): one due at the earliest arrival, let go, was
                    // "reachable only if you take nothing before it", a decoy by its shape alone
                    // to play-testers of session 34 (the races of 42, 82 and 92).
                    if roomLetGo, timedTaken.isEmpty, let t = deadlines.firstIndex(where: { $0 != nil }), deadlines[t]! > earliest[t],
                        let tight = tightTables[t]
                    {
                        room = table.pairsOnlyWithRoom(t, budget: level.budget, tight: tight)
                    }
                    let total = score + (hurriedCoins < plan.coins ? 700 : 0) + (room ? orderBonus : 0)
                    if best == nil || total > best!.score { best = (total, spare, crates) }
                }
            }
        }
        return best
    }

    /// Every assignment of deadlines to `timed` (1 or 2) of the crates whose earliest arrivals
    /// are `earliest` (−1: never entered, never timed), in a fixed order.
    static func deadlineVariants(earliest: [Int], timed: Int) -> [[Int?]] {
        let crates = earliest.indices.filter { earliest[$0] >= 0 }
        var variants: [[Int?]] = []
        if timed == 1 {
            for i in crates {
                for offset in deadlineOffsets {
                    var deadlines = [Int?](repeating: nil, count: earliest.count)
                    deadlines[i] = earliest[i] + offset
                    variants.append(deadlines)
                }
            }
        } else {
            for (n, i) in crates.enumerated() {
                for j in crates[(n + 1)...] {
                    for a in pairedDeadlineOffsets {
                        for b in pairedDeadlineOffsets {
                            var deadlines = [Int?](repeating: nil, count: earliest.count)
                            deadlines[i] = earliest[i] + a
                            deadlines[j] = earliest[j] + b
                            variants.append(deadlines)
                        }
                    }
                }
            }
        }
        return variants
    }
}
