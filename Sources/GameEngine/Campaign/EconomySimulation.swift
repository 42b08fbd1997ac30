/// The campaign's economy played out level by level by simulated players (issue 13; docs/rules.md, "Design figures";
/// "Power-ups": no power-up an exploit, Jump of real use, coins never piling up).
///
/// Every figure comes from real attempts: a run is a list of actions played through
/// `GameState.apply`, settled by `PlayerProgress.finish`, with purchases by
/// `PlayerProgress.buy`, so the simulation pays exactly what the game pays. The runs come from
/// the design solvers (`MoveGraph.itemRuns`, `bestJump`, `bestDemolish`), which share the rules'
/// `Movement`. Each player starts from a new save and plays the levels in order:
/// - **par player**: clears each level once, on a par route taking no item where there is
///   one, and buys nothing.
/// - **greedy player**: clears each level once, on the single run paying the most coins: the
///   cheapest run for each exact set of crates and gems within the budget, or, when it has the
///   coins, a run with one Jump or one Demolish (the fewest moves, or the fewest taking one
///   given item), or one Time (the cheapest run for a set of items that needs its moves),
///   whose coins less the price beat every plain run. Never buys a hint (a hint
///   only shows a move it already knows). Ties go to the plain run, then the most gems, then
///   the fewest moves.
/// - **collector**: clears at par as the par player does, then replays the level once per crate
///   or gem still untaken, each on the cheapest plain run taking it, and for an item no plain
///   run takes (a ledge's crate), on the cheapest run with one power-up (by price), bought when
///   it has the coins. It measures what replaying is worth (crates are paid once each,
///   whichever run takes them) and what collecting everything leaves in the purse.
///
/// Per level it also measures what each power-up would return to the par player: the first
/// clear on the fewest moves to the exit with one Jump (or one Demolish) in hand, or the best
/// with one Time, less the par clear, less the price (the exploit the design rules forbid:
/// coins for nothing but moves saved); and whether buying one improves the best plan: the best first clear with a
/// bought power-up, less its price, against the best plain first clear.
///
/// Deterministic: the same levels and prices give the same simulation.
public struct EconomySimulation: Sendable, Hashable {
    /// A simulated player.
    public enum Player: String, Sendable, Hashable, CaseIterable {
        case par, greedy, collector
    }

    /// Crates and gems, by index into a level's `crates` and `gems`.
    public struct Items: Sendable, Hashable {
        public var crates: [Int] = []
        public var gems: [Int] = []

        /// Whether there are none.
        public var isEmpty: Bool { crates.isEmpty && gems.isEmpty }
    }

    /// One won attempt: what it used and what it paid.
    public struct Clear: Sendable, Hashable {
        /// Moves it spent.
        public var movesUsed: Int
        /// The power-up it used, if any.
        public var powerUp: ShopItem?
        /// What it took.
        public var items: Items
        /// What `PlayerProgress.finish` paid.
        public var settlement: Settlement
    }

    /// One player's doings on one level.
    public struct Turn: Sendable, Hashable {
        /// Coins before the level (before any purchase).
        public var coinsBefore: Int
        /// Bought in the shop just before the level.
        public var bought: [ShopItem] = []
        /// The won attempts, in order (the first is the first clear).
        public var clears: [Clear] = []
        /// Coins after the last attempt was settled.
        public var coinsAfter: Int

        /// Coins paid by the settlements of this level.
        public var earned: Int { clears.reduce(0) { $0 + $1.settlement.total } }
    }

    /// What buying one power-up and using it would return to the par player on a level.
    public struct PowerUpReturn: Sendable, Hashable {
        /// The power-up.
        public var item: ShopItem
        /// Its price.
        public var price: Int
        /// The first clear with it that returns the most (the fewest moves among equals).
        public var clear: Clear
        /// That clear's coins less the par clear's.
        public var gain: Int

        /// Coins gained less the price.
        public var net: Int { gain - price }
        /// Whether the par player ends the first clear richer for buying it (an exploit).
        public var pays: Bool { net > 0 }
    }

    /// Everything measured on one level.
    public struct LevelEconomy: Sendable, Hashable {
        public var id: Int
        public var par: Int
        public var budget: Int
        /// Per player, in `Player.allCases` order (the par player first).
        public var turns: [Turn]
        /// What one Jump returns to the par player, who uses it to reach the exit in the fewest
        /// moves (cashing in what it saves), or `nil` when that run does not win within the budget
        /// or needs no Jump (other runs with one may exist: they take items). A plan that takes items with a Jump is a planner's purchase, weighed in
        /// `bestPurchase`: a ledge's crate is meant to pay for its Jump (docs/rules.md).
        public var jumpReturn: PowerUpReturn?
        /// The same for one Demolish.
        public var demolishReturn: PowerUpReturn?
        /// Items a one-Jump run takes within the budget and no plain run does.
        public var jumpNeeded: Items
        /// The best return of one Jump among the runs taking one of `jumpNeeded`, or `nil`.
        public var jumpNeededReturn: PowerUpReturn?
        /// Items a one-Demolish run takes within the budget and no plain run does.
        public var demolishNeeded: Items
        /// Moves one Jump saves on the cheapest way to the exit (0 when none).
        public var jumpShortcut: Int
        /// The best return of one Time to the par player, or `nil` when no item plan needs one.
        public var timeReturn: PowerUpReturn?
        /// What a Time returns to a par-playing player who uses it on the par route: never more
        /// than nothing, less the price, since its moves are never cashed in (the power-ups rule).
        public var timeOnParRoute: PowerUpReturn?
        /// The best plan without a power-up: the plain first clear paying the most (the par
        /// player's progress before the level; the fewest moves among equals).
        public var bestPlan: Clear
        /// The best plan with one bought power-up (Jump, Demolish or Time), its gain weighed
        /// against `bestPlan`: when it `pays`, a purchase improves the best plan's payoff.
        public var bestPurchase: PowerUpReturn?
        /// What a survey of the level costs (`Economy.surveyPrice` of its scouted plan's coins),
        /// from the level its tip is told on (`Tip.surveyFrom`); 0 before.
        public var surveyPrice = 0

        /// Whether buying a power-up improves the best plan's payoff on this level.
        public var purchaseImprovesPlan: Bool { bestPurchase?.pays == true }

        /// `player`'s turn.
        public func turn(_ player: Player) -> Turn { turns[Player.allCases.firstIndex(of: player) ?? 0] }
    }

    /// The shop's prices the players paid.
    public let prices: ShopPrices
    /// Per level, in campaign order: the levels played out.
    public private(set) var levels: [LevelEconomy] = []
    /// The levels not played out, and why (a budget below par, or too large to analyse): the
    /// players skip them, as a player skips a level nobody can win.
    public private(set) var unsimulated: [AnalysisLimit] = []

    /// Simulates the campaign of `levels` (ids 1, 2, … in order) with `prices`.
    /// - Complexity: per level, that of `LevelRuns.init` (at most its `WorkAllowance`) and a
    ///   replay of each run per player.
    public init(levels campaign: [Level], prices: ShopPrices) {
        self.prices = prices
        var progress = Player.allCases.map { _ in PlayerProgress() }
        for (index, level) in campaign.enumerated() {
            precondition(level.id == index + 1, "level \(index + 1) of the simulated campaign has id \(level.id)")
            let runs: LevelRuns
            do { runs = try LevelRuns(level) } catch {
                unsimulated.append(error)
                continue
            }
            let parBefore = progress[0]
            var turns: [Turn] = []
            for (p, player) in Player.allCases.enumerated() {
                var turn = Turn(coinsBefore: progress[p].coins, coinsAfter: 0)
                switch player {
                case .par:
                    turn.clears = [Self.clear(runs.par, on: level, campaign.count, &progress[p])]
                case .greedy:
                    let run = greedyChoice(runs, on: level, campaign.count, progress[p])
                    if let item = run.powerUp {
                        guard case .bought = progress[p].buy(item, prices: prices) else {
                            preconditionFailure(
                                "level \(level.id): the greedy player chose a \(item) it cannot buy with \(progress[p].coins) coins")
                        }
                        turn.bought = [item]
                    }
                    turn.clears = [Self.clear(run, on: level, campaign.count, &progress[p])]
                case .collector:
                    (turn.clears, turn.bought) = collect(runs, on: level, campaign.count, &progress[p])
                }
                turn.coinsAfter = progress[p].coins
                turns.append(turn)
            }
            let parClear = turns[0].clears[0]
            let bestPlan =
                runs.plain.map { Self.trial($0, on: level, campaign.count, parBefore) }.max {
                    ($0.settlement.total, -$0.movesUsed) < ($1.settlement.total, -$1.movesUsed)
                } ?? parClear
            let jumpNeeded = runs.needed(.jump)
            let jumpUses = runs.jump.filter {
                !Set($0.items.crates).isDisjoint(with: jumpNeeded.crates) || !Set($0.items.gems).isDisjoint(with: jumpNeeded.gems)
            }
            levels.append(
                LevelEconomy(
                    id: level.id, par: level.par, budget: level.budget, turns: turns,
                    jumpReturn: bestReturn(runs.jumpToExit.map { [$0] } ?? [], over: parClear, on: level, campaign.count, parBefore),
                    demolishReturn: bestReturn(
                        runs.demolishToExit.map { [$0] } ?? [], over: parClear, on: level, campaign.count, parBefore),
                    jumpNeeded: jumpNeeded, jumpNeededReturn: bestReturn(jumpUses, over: parClear, on: level, campaign.count, parBefore),
                    demolishNeeded: runs.needed(.demolish), jumpShortcut: runs.jumpShortcut,
                    timeReturn: bestReturn(runs.time, over: parClear, on: level, campaign.count, parBefore),
                    timeOnParRoute: level.isWalked
                        ? nil
                        : Candidate(level, [.addTime] + runs.par.actions, powerUp: .time).flatMap {
                            bestReturn([$0], over: parClear, on: level, campaign.count, parBefore)
                        },
                    bestPlan: bestPlan,
                    bestPurchase: bestReturn(runs.jump + runs.demolish + runs.time, over: bestPlan, on: level, campaign.count, parBefore)))
            if level.id >= Tip.surveyFrom, !Economy.freeSurveys.contains(level.id), CampaignSession.isSurveyable(level) {
                levels[levels.count - 1].surveyPrice = Economy.surveyPrice(bestCoins: ScoutedPlan(level)?.coins ?? 0)
            }
        }
    }

    // MARK: - Playing

    /// `run` played from `progress` (with its power-up already in hand) and settled.
    static func clear(_ run: Candidate, on level: Level, _ levelCount: Int, _ progress: inout PlayerProgress) -> Clear {
        var state = progress.begin(level)
        for action in run.actions { state.apply(action) }
        precondition(state.status == .won, "level \(level.id): the run \(run.actions.map(\.notation).joined()) did not win for the player")
        let settlement = progress.finish(state, levelCount: levelCount)
        return Clear(movesUsed: state.movesUsed, powerUp: run.powerUp, items: run.items, settlement: settlement)
    }

    /// What `run` would pay a player holding `progress`, its power-up given rather than bought.
    static func trial(_ run: Candidate, on level: Level, _ levelCount: Int, _ progress: PlayerProgress) -> Clear {
        var copy = progress
        copy.inventory = copy.inventory.holding(run.powerUp)
        return clear(run, on: level, levelCount, &copy)
    }

    /// The greedy player's run on `level`: the most coins less any price, among the runs whose
    /// power-up it can afford.
    func greedyChoice(_ runs: LevelRuns, on level: Level, _ levelCount: Int, _ progress: PlayerProgress) -> Candidate {
        var best: (run: Candidate, net: Int)?
        for run in runs.plain + runs.jump + runs.demolish + runs.time {
            let price = run.powerUp?.price(in: prices) ?? 0
            guard price <= progress.coins else { continue }
            let net = Self.trial(run, on: level, levelCount, progress).settlement.total - price
            if let current = best {
                let key: (Int, Int, Int) = (net, run.items.gems.count, -run.movesUsed)
                let currentKey: (Int, Int, Int) = (current.net, current.run.items.gems.count, -current.run.movesUsed)
                guard key > currentKey else { continue }
            }
            best = (run, net)
        }
        guard let best else { preconditionFailure("level \(level.id): no run to play") }
        return best.run
    }

    /// The collector's clears and purchases: par first, then one replay per crate, then per
    /// gem, still untaken, on the cheapest plain run taking it; then, for each item still
    /// untaken, a replay with the cheapest power-up whose run takes it (by price, then moves),
    /// bought when the purse allows.
    func collect(_ runs: LevelRuns, on level: Level, _ levelCount: Int, _ progress: inout PlayerProgress) -> ([Clear], [ShopItem]) {
        var clears = [Self.clear(runs.par, on: level, levelCount, &progress)]
        var bought: [ShopItem] = []
        var taken = runs.par.items
        let byMoves = runs.plain.sorted { $0.movesUsed < $1.movesUsed }  // stable: subset order among equals
        func replay(taking takes: (Items) -> Bool, from candidates: [Candidate]) {
            guard let run = candidates.first(where: { takes($0.items) }) else { return }
            if let item = run.powerUp {
                guard case .bought = progress.buy(item, prices: prices) else { return }
                bought.append(item)
            }
            clears.append(Self.clear(run, on: level, levelCount, &progress))
            taken.crates += run.items.crates
            taken.gems += run.items.gems
        }
        for i in level.crates.indices where !taken.crates.contains(i) { replay(taking: { $0.crates.contains(i) }, from: byMoves) }
        for i in level.gems.indices where !taken.gems.contains(i) { replay(taking: { $0.gems.contains(i) }, from: byMoves) }
        // Stable: Jump's runs, then Demolish's, then Time's among equal prices and moves.
        let assisted = (runs.jump + runs.demolish + runs.time).sorted {
            ($0.powerUp?.price(in: prices) ?? 0, $0.movesUsed) < ($1.powerUp?.price(in: prices) ?? 0, $1.movesUsed)
        }
        for i in level.crates.indices where !taken.crates.contains(i) { replay(taking: { $0.crates.contains(i) }, from: assisted) }
        for i in level.gems.indices where !taken.gems.contains(i) { replay(taking: { $0.gems.contains(i) }, from: assisted) }
        return (clears, bought)
    }

    /// The best return of `runs` (each with one power-up) to a player holding `progress` whose
    /// plain first clear is `parClear`; `nil` when there is no such run.
    func bestReturn(_ runs: [Candidate], over parClear: Clear, on level: Level, _ levelCount: Int, _ progress: PlayerProgress)
        -> PowerUpReturn?
    {
        var best: PowerUpReturn?
        for run in runs {
            guard let item = run.powerUp else { continue }
            let clear = Self.trial(run, on: level, levelCount, progress)
            let candidate = PowerUpReturn(
                item: item, price: item.price(in: prices), clear: clear,
                gain: clear.settlement.total - parClear.settlement.total)
            if let current = best {
                let key: (Int, Int) = (candidate.net, -clear.movesUsed)
                guard key > (current.net, -current.clear.movesUsed) else { continue }
            }
            best = candidate
        }
        return best
    }
}
