import MazeKit

/// The design figures of one built level (docs/rules.md, "Design figures"), from the exact solvers in `Design/`.
///
/// Every figure is exact under its definition; where a design rule needs more than the solvers
/// give, `DesignRules` says what it approximates.
public struct LevelDesign: Sendable, Hashable {
    /// One crate or gem.
    public struct Item: Sendable, Hashable {
        /// `crate` or `gem`.
        public var kind: String
        /// Where it is.
        public var x: Int
        public var y: Int
        /// The crate's coins (0 for a gem).
        public var coins: Int
        /// What a run without power-ups can do with it.
        public var reach: Traps.ItemReach
        /// Least moves start → item → exit without power-ups (its item par alone), if any.
        public var plainRun: Int?
        /// Whether the plain run fits the budget.
        public var fitsBudget: Bool
        /// For an item whose plain run does not fit: the least moves of a run taking it with at
        /// most one Jump, and with at most one Demolish, when within the budget (else `nil`).
        public var withOneJump: Int?
        public var withOneDemolish: Int?

        /// Moves over par of its plain run.
        public func detour(par: Int) -> Int? { plainRun.map { $0 - par } }
        /// For a crate whose plain run fits and leaves the par route: whether a first clear by
        /// that run still earns the perfect bonus under the current economy (`nil` otherwise).
        public var keepsPerfectBonus: Bool?

        /// A crate marked as on a ledge (`Crate.needsJump`); always false for a gem.
        public var needsJump = false

        /// Whether it does not fit without a power-up but does with exactly one.
        public var needsOnePowerUp: Bool { !fitsBudget && (withOneJump != nil || withOneDemolish != nil) }
    }

    /// The level's id and name.
    public var id: Int
    public var name: String
    /// Par and budget.
    public var par: Int
    public var budget: Int
    /// Crates first, then gems, in the level's order.
    public var items: [Item]
    /// The item par of every item, `nil` when no run takes them all (or when the level has more
    /// items than `ItemPar.maximumItemCount`: see `treasureParSearched`).
    public var treasurePar: Int?
    /// Whether treasure par was searched (false when there are too many items).
    public var treasureParSearched: Bool
    /// Cells that can be stood on from which the exit cannot be reached.
    public var trapCells: Int
    /// The best run with at most one Jump, and with at most one Demolish.
    public var jump: PowerUpRoute
    public var demolish: PowerUpRoute
    /// The costliest wrong turn off the par route, if any.
    public var wrongTurn: WrongTurn?
    /// Moves against cells on the way to the exit.
    public var route: RouteChoice?
    /// Coins of a first clear under the current economy (`PlayerProgress.finish`) by the par
    /// run, by the best run with one Jump and by the best with one Demolish (before the
    /// power-up's price; `nil` when that run is not shorter than par).
    public var parClearCoins: Int
    public var jumpClearCoins: Int?
    public var demolishClearCoins: Int?

    /// The maze's columns and rows (its mask's bounding box).
    public var width = 0
    public var height = 0
    /// The best plan over the plain crates and the two greedy players (`nil` with more plain
    /// crates than item par searches, or when not measured).
    public var planning: PlanningFigures?
    /// The fewest moves of a run taking the best plan's crates (its item par); `nil` when the
    /// planning is not measured or the plan takes no crate.
    public var bestPlanMoves: Int?
    /// The coins of a player who reads the values and takes the richest plain crates that
    /// still fit, by exact item par (`ItemPar.valueOrderCoins`); `nil` when not measured.
    public var valueOrderCoins: Int?
    /// The coins of a player who takes the plain crates that pay most per move of their own
    /// spur first (`ItemPar.bargainOrderCoins`); `nil` when not measured.
    public var bargainOrderCoins: Int?
    /// The most coins of the level's crates one run takes within the budget with at most one
    /// Jump (`MoveGraph.bestJumpPlan`); `nil` when not measured.
    public var jumpPlanCoins: Int?
    /// The best plan's coins without the gems, and with every gem taken (`nil`: no run takes
    /// them all), on a level with gems (`MoveGraph.gemPlans`); `nil` without gems.
    public var gemPlans: GemPlans?
    /// The best plan's coins taking a timed crate (`nil`: none fits) and letting them go, on
    /// a level with timed crates (`MoveGraph.racePlans`); `nil` without them.
    public var racePlans: RacePlans?
    /// The mechanics the level holds, in `Mechanic` order.
    public var mechanics: [Mechanic] = []
    /// The added mechanics whose removal changes par, the best plan's coins or its item par.
    public var planChangers: [Mechanic] = []
    /// The added mechanics every par route uses (`Mechanic.isOnEveryParRoute(of:)`).
    public var onTheWay: [Mechanic] = []
    /// The kind the level's spec or builder names, if any; `kind` falls back on the figures.
    public var namedKind: LevelKind?

    /// The level's kind: as named, else as its figures make it (`LevelKind.classified`).
    public var kind: LevelKind { namedKind ?? .classified(self) }
    /// The plain crates (not on a ledge).
    public var plainCrates: [Item] { crates.filter { !$0.needsJump } }

    /// Spare moves: budget − par.
    public var slack: Int { budget - par }
    /// Moves one Jump saves on par, and one Demolish.
    public var jumpSaving: Int { jump.moves.map { par - $0 } ?? 0 }
    public var demolishSaving: Int { demolish.moves.map { par - $0 } ?? 0 }
    /// The crates.
    public var crates: [Item] { items.filter { $0.kind == "crate" } }
    /// The gems.
    public var gems: [Item] { items.filter { $0.kind == "gem" } }
}

extension LevelDesign {
    /// Measures `level`.
    /// - Complexity: O(2^k × (cells + slides)) for item par of k items, twice that for the best
    ///   plan with one Jump over the crates, plus the Demolish search, O(walls × (cells +
    ///   slides)) at worst, once for par and once per item whose plain run does not fit (bounded
    ///   by the budget).
    public init(_ level: Level) {
        var unlimited = WorkAllowance.unlimited
        self.init(level, allowance: &unlimited)
    }

    /// Measures `level` within its `WorkAllowance`, so any level a file may hold is measured in
    /// bounded time (docs/formats.md, "Limits").
    /// - Throws: `AnalysisLimit.tooLarge` when the searches would need more than that.
    public init(analysing level: Level) throws(AnalysisLimit) {
        var allowance = WorkAllowance(for: level)
        self.init(level, allowance: &allowance)
        if allowance.isExhausted { throw .tooLarge(id: level.id, cells: level.maze.cellCount, allowance: allowance.limit) }
    }

    /// Measures `level`, spending from `allowance`; the figures are not final when it runs out
    /// (each search stops where the allowance does).
    init(_ level: Level, allowance: inout WorkAllowance) {
        let graph = MoveGraph(level)
        let cells = level.crates.map(\.cell) + level.gems
        // The passes below that are not counted state by state (traps, wrong turn, route) each
        // walk the maze a bounded number of times.
        allowance.spend(8 * level.maze.cellCount)
        let table = graph.itemPar(from: level.start, items: cells, allowance: &allowance)
        let traps = graph.traps(from: level.start, items: cells)
        var items: [Item] = []
        for (i, cell) in cells.enumerated() {
            let (x, y) = level.point(cell)
            let isCrate = i < level.crates.count
            var plain: Int?
            if case let .run(moves) = traps.items[i] { plain = moves }
            var item = Item(
                kind: isCrate ? "crate" : "gem", x: x, y: y, coins: isCrate ? level.crates[i].coins : 0,
                reach: traps.items[i], plainRun: plain, fitsBudget: plain.map { $0 <= level.budget } ?? false)
            item.needsJump = isCrate && level.crates[i].needsJump
            if allowance.isExhausted { break }
            if !item.fitsBudget {
                item.withOneJump = graph.bestJump(from: level.start, taking: cell, allowance: &allowance).moves.flatMap {
                    $0 <= level.budget ? $0 : nil
                }
                item.withOneDemolish = graph.bestDemolish(from: level.start, taking: cell, within: level.budget, allowance: &allowance)
                    .moves.flatMap { $0 <= level.budget ? $0 : nil }
            }
            if isCrate, let plain, item.fitsBudget, plain > level.par,
                let route = graph.itemRoute(from: level.start, taking: [cell], allowance: &allowance)
            {
                item.keepsPerfectBonus = (Self.firstClear(level, route, Inventory())?.perfectBonus ?? 0) > 0
            }
            items.append(item)
        }
        let parRoute = graph.solve(from: level.start).moves.map(Action.move)
        let jump = graph.bestJump(from: level.start, allowance: &allowance)
        let demolish = graph.bestDemolish(from: level.start, allowance: &allowance)
        func coins(_ route: PowerUpRoute, _ inventory: Inventory) -> Int? {
            guard let moves = route.moves, moves < level.par else { return nil }
            return Self.firstClear(level, route.actions, inventory)?.total
        }
        self.init(
            id: level.id, name: level.name, par: level.par, budget: level.budget, items: items,
            treasurePar: table?.treasurePar, treasureParSearched: table != nil, trapCells: traps.cells.count,
            jump: jump, demolish: demolish,
            wrongTurn: graph.worstWrongTurn(from: level.start, allowance: &allowance), route: graph.routeChoice(from: level.start),
            parClearCoins: Self.firstClear(level, parRoute, Inventory())?.total ?? 0,
            jumpClearCoins: coins(jump, Inventory(jumps: 1)), demolishClearCoins: coins(demolish, Inventory(demolishes: 1)))
        (width, height) = (level.maze.width, level.maze.height)
        measurePlanning(level, graph, treasure: table, allowance: &allowance)
    }

    /// The planning figures, the mechanics present and which of them change the plan: par,
    /// the best plan's coins or its item par differ with every instance of it taken out.
    private mutating func measurePlanning(_ level: Level, _ graph: MoveGraph, treasure: ItemPar?, allowance: inout WorkAllowance) {
        let plan = graph.planningSearch(level, treasure: treasure, allowance: &allowance)
        planning = plan?.figures
        bestPlanMoves = plan?.bestMoves
        jumpPlanCoins = graph.bestJumpPlan(level, allowance: &allowance)?.coins
        gemPlans = graph.gemPlans(level, gemless: plan?.figures.bestCoins, allowance: &allowance)
        racePlans = graph.racePlans(level, treasure: treasure, allowance: &allowance)
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        if let treasure, plan != nil, Array(treasure.items.prefix(level.crates.count)) == level.crates.map(\.cell) {
            (valueOrderCoins, bargainOrderCoins) = treasure.rulesOfThumb(
                of: plain, coins: plain.map { level.crates[$0].coins }, budget: level.budget)
        }
        mechanics = Mechanic.allCases.filter { $0.appears(in: level) }
        planChangers = mechanics.filter { $0.changesThePlan(of: level, plan: plan, allowance: &allowance) }
        onTheWay = mechanics.filter { $0.isOnEveryParRoute(of: level) }
        namedKind = level.spec.kind
    }

    /// What a new player's first clear of `level` by `actions` is paid, or `nil` if they do not win.
    static func firstClear(_ level: Level, _ actions: [Action], _ inventory: Inventory) -> Settlement? {
        var state = GameState(level: level, inventory: inventory)
        for action in actions { state.apply(action) }
        guard state.status == .won else { return nil }
        var progress = PlayerProgress()
        progress.inventory = inventory
        return progress.finish(state, levelCount: level.id + 1)
    }
}
