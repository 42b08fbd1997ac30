/// The planning rule and the play proxy (docs/rules.md, "Design figures": planning pays, play).
extension DesignReport {
    // MARK: - Per level

    /// Whether the planning rule counts `level`: id ≥ 11, ≥ 2 plain crates, planning measured.
    public static func planningCounted(_ level: LevelDesign) -> Bool {
        level.id >= 11 && level.plainCrates.count >= 2 && level.planning != nil
    }

    /// The richest plain crate's coins over the poorest's (infinite when the poorest holds
    /// none and the richest some; `nil` with fewer than 2 plain crates).
    public static func crateSpread(_ level: LevelDesign) -> Double? {
        let coins = level.plainCrates.map(\.coins)
        guard coins.count >= 2, let richest = coins.max(), let poorest = coins.min() else { return nil }
        if poorest == 0 { return richest == 0 ? 1 : .infinity }
        return Double(richest) / Double(poorest)
    }

    /// Whether the budget is par plus the largest detour of a plain crate that has a plain run
    /// (the one formula the rule limits); `nil` when no plain crate has one.
    public static func budgetIsLargestDetour(_ level: LevelDesign) -> Bool? {
        guard let largest = level.plainCrates.compactMap({ $0.detour(par: level.par) }).max() else { return nil }
        return level.budget == level.par + largest
    }

    /// Whether reading the values is not the whole answer on `level`: the player who takes the
    /// richest plain crates that still fit ends below the best plan (`nil` when not measured).
    public static func valueOrderMisses(_ level: LevelDesign) -> Bool? {
        guard let best = level.planning?.bestCoins, let reader = level.valueOrderCoins else { return nil }
        return reader < best
    }

    /// Whether the player who takes the plain crates paying most per move of their spur first
    /// ends below the best plan (`nil` when not measured).
    public static func bargainOrderMisses(_ level: LevelDesign) -> Bool? {
        guard let best = level.planning?.bestCoins, let hunter = level.bargainOrderCoins else { return nil }
        return hunter < best
    }

    /// Whether the best plan takes every move of the budget (`nil` when not measured). Not a
    /// rule: a figure. Round 9's testers learnt to "land exactly on budget": where the answer
    /// always fills the slack, a player looks for the set of crates that fills it.
    public static func planFillsTheBudget(_ level: LevelDesign) -> Bool? {
        level.bestPlanMoves.map { $0 == level.budget }
    }

    /// Whether `level` asks a question the play proxy counts: planning pays, an added mechanic
    /// changes the plan, terrain chooses the route, one wrong turn costs more than the slack,
    /// or a Jump bought at `jumpPrice` opens a better plan (`jumpOpensAPlan`).
    public static func asksQuestion(_ level: LevelDesign, jumpPrice: Int) -> Bool {
        level.planning?.pays == true || !level.planChangers.isEmpty || level.route?.terrainChoosesRoute == true
            || wrongTurnFails(level) || jumpOpensAPlan(level, jumpPrice: jumpPrice) || orderMatters(level)
    }

    /// Whether every item fits in one run but the player who heads for the nearest crate each
    /// time ends with fewer coins than the best plan: the order is the question (a tour's).
    public static func orderMatters(_ level: LevelDesign) -> Bool {
        guard let treasure = level.treasurePar, treasure <= level.budget, let plan = level.planning else { return false }
        return plan.nearestCoins < plan.bestCoins
    }

    /// Whether one Jump, bought at `jumpPrice`, takes crates worth more than its price beyond
    /// the best plan on foot: the question of a leap (every crate, with one Jump) and a ledge.
    public static func jumpOpensAPlan(_ level: LevelDesign, jumpPrice: Int) -> Bool {
        guard let withJump = level.jumpPlanCoins, let onFoot = level.planning?.bestCoins else { return false }
        return withJump - jumpPrice > onFoot
    }

    /// The median of `values` (the mean of the two middle ones on an even count), 0 when empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }

    /// `value` to one decimal (`2.5`), `∞` when infinite; no locale involved.
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "∞" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    // MARK: - Verdicts

    var planningVerdict: DesignVerdict {
        let counted = levels.filter(Self.planningCounted)
        let paying = counted.filter { $0.planning?.pays == true }
        let spread = Self.median(counted.compactMap(Self.crateSpread))
        let formula = counted.filter { Self.budgetIsLargestDetour($0) == true }
        let unread = counted.filter { Self.valueOrderMisses($0) == true }
        let unbargained = counted.filter { Self.bargainOrderMisses($0) == true }
        let neither = unread.filter { Self.bargainOrderMisses($0) == true }
        let filling = counted.filter { Self.planFillsTheBudget($0) == true }
        let unsearched = levels.filter { $0.id >= 11 && $0.plainCrates.count >= 2 && $0.planning == nil }.map(\.id)
        return DesignVerdict(
            rule: .planning,
            figure:
                "both greedy players end below 85% of the best plan on \(paying.count) of \(counted.count) levels ≥ 11 with ≥ 2 plain crates (\(Self.percent(paying.count, counted.count)), need ≥ 50%); median richest/poorest crate \(Self.decimal(spread)) (need ≥ 2); budget = par + the largest detour on \(formula.count) (\(Self.percent(formula.count, counted.count)), need ≤ 30%); taking the richest crates that fit misses the best plan on \(unread.count) (\(Self.percent(unread.count, counted.count))), the best coins per move on \(unbargained.count) (\(Self.percent(unbargained.count, counted.count))), both on \(neither.count) (\(Self.percent(neither.count, counted.count))); the best plan uses the whole budget on \(filling.count) (\(Self.percent(filling.count, counted.count)))"
                + (unsearched.isEmpty
                    ? "" : "; \(unsearched.count.counted("level")) with too many crates to search" + Self.list(unsearched))
                + "; " + rushOrLetGo,
            passed: !counted.isEmpty && 2 * paying.count >= counted.count && spread >= 2 && 10 * formula.count <= 3 * counted.count,
            note: "crate values seen before the player commits is a matter for the screens (their goldens), not measured here")
    }

    var playVerdict: DesignVerdict {
        let early = levels.filter { (6...40).contains($0.id) }
        let idle = early.filter { !Self.asksQuestion($0, jumpPrice: prices.jump) }.map(\.id)
        return DesignVerdict(
            rule: .play,
            figure:
                "\(early.count - idle.count) of \(early.count) levels 6–40 ask a question (planning pays, a mechanic changes the plan, terrain chooses the route, a wrong turn costs more than the slack, a Jump opens a plan worth its price, or every crate fits in one order only; need all)"
                + Self.list(idle),
            passed: !early.isEmpty && idle.isEmpty,
            note: "a measured proxy: the real judge is a fresh player's play-test (docs/playtests.md)")
    }
}
