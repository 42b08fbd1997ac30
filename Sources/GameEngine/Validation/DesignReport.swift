/// The design rules (docs/rules.md, "Design figures") measured on a campaign's levels.
///
/// Per level, `LevelDesign` holds the exact figures; here they are judged. Difficulty (for
/// the curve) is par. Where a rule asks for more than the solvers measure, its verdict's note
/// says so: the items rule cannot see a crate's power-up mark (levels.json has none yet); the
/// power-ups rule judges the exploit by first clears of a par player under the current economy
/// (the par run against the best run with one Jump or one Demolish, each bought at the shop
/// price) and cannot yet judge "always something worth buying" (that needs the economy
/// simulation of issue 13), so it reports the par player's purse instead. A rule with no level
/// to judge (a short file without levels ≥ 30, say) counts as missed.
public struct DesignReport: Sendable, Hashable {
    /// The measured levels, in campaign order.
    public var levels: [LevelDesign]
    /// One verdict per rule, in `DesignRule` order.
    public var verdicts: [DesignVerdict]
    /// Shop prices the power-up rule judges by.
    public var prices: ShopPrices
    /// The levels too large to measure within their `WorkAllowance`, in campaign order; the
    /// rules are judged on the others.
    public var unanalysed: [AnalysisLimit]

    /// Whether every gating rule is met (`DesignRule.gates`): what a strict run fails on.
    public var passed: Bool { verdicts.allSatisfy { $0.passed || !$0.rule.gates } }
    /// Whether every rule is met, pending ones included.
    public var allPassed: Bool { verdicts.allSatisfy(\.passed) }

    /// Which side of "gem or coins?" wins by little on the levels with one gem and crates, each
    /// gem at the shop price of its Jumps (`CampaignBlueprint.GemAnswer.of`): where the gem had
    /// won on every one, play-testers stopped counting ("gem = 30 always wins").
    var gemOrCoins: String {
        let worth = Economy.gemJumps * prices.jump
        return Self.sides(
            "gem or coins", margin: CampaignBlueprint.GemAnswer.margin,
            of: levels.filter { $0.gems.count == 1 && !$0.plainCrates.isEmpty }, "levels with one gem and crates",
            (.gem, "the gem wins on"), (.crates, "the crates on")
        ) { level in
            level.gemPlans.flatMap { CampaignBlueprint.GemAnswer.of(gemless: $0.gemless, withGems: $0.withGems, gems: 1, gemWorth: worth) }
        }
    }

    /// Which side of "is the ledge worth a Jump?" wins by little on the ledge levels after the
    /// ledges' arrival, the Jump at the shop's price (`CampaignBlueprint.LedgeAnswer.of`): where
    /// the plan on foot had won on five of seven, play-testers called the ledge "a lure".
    var ledgeOrFoot: String {
        Self.sides(
            "the ledge worth a Jump or not", margin: CampaignBlueprint.LedgeAnswer.margin,
            of: levels.filter { $0.kind == .ledge && $0.id > CampaignBlueprint.Arrival.ledges }, "ledge levels",
            (.jump, "the Jump wins on"), (.foot, "on foot on")
        ) { level in
            level.planning.flatMap {
                CampaignBlueprint.LedgeAnswer.of(onFoot: $0.bestCoins, withJump: level.jumpPlanCoins, jumpPrice: prices.jump)
            }
        }
    }

    /// Which side of "rush the timed crate or let it go?" wins by little on the races
    /// (`CampaignBlueprint.RaceAnswer.of`): where the best plan had let it go on six of eight,
    /// play-testers called the clock "a timer decoy".
    var rushOrLetGo: String {
        Self.sides(
            "the timed crate rushed or let go", margin: CampaignBlueprint.RaceAnswer.margin,
            of: levels.filter { $0.kind == .race }, "races", (.rush, "rushed on"), (.letGo, "let go on")
        ) { level in
            level.racePlans.flatMap { CampaignBlueprint.RaceAnswer.of(rushed: $0.rushed, letGo: $0.letGo) }
        }
    }

    /// How a question of two sides, each winning by `margin` or less, is answered on the levels
    /// `asked` (`answer` of each, `nil` where neither wins by little): "QUESTION by M or less on
    /// N of K WHAT: FIRST n (levels …), SECOND m (levels …)".
    static func sides<Answer: Equatable>(
        _ question: String, margin: Int, of asked: [LevelDesign], _ what: String, _ first: (Answer, String),
        _ second: (Answer, String), answer: (LevelDesign) -> Answer?
    ) -> String {
        let answers = asked.map(answer)
        let one = zip(asked, answers).filter { $1 == first.0 }.map(\.0.id)
        let other = zip(asked, answers).filter { $1 == second.0 }.map(\.0.id)
        return "\(question) by \(margin) or less on \(one.count + other.count) of \(asked.count) \(what): \(first.1) \(one.count)"
            + list(one) + ", \(second.1) \(other.count)" + list(other)
    }

    /// Judges `levels` (in campaign order) with the shop's `prices`.
    public init(levels: [LevelDesign], prices: ShopPrices, unanalysed: [AnalysisLimit] = []) {
        self.levels = levels
        self.prices = prices
        self.unanalysed = unanalysed
        verdicts = []
        verdicts = DesignRule.allCases.map(verdict)
    }

    /// Measures `levels` (in campaign order), each within its `WorkAllowance`, and judges them:
    /// a level too large to analyse is listed in `unanalysed`, not measured.
    public init(analysing levels: [Level], prices: ShopPrices) {
        var designs: [LevelDesign] = [], unanalysed: [AnalysisLimit] = []
        for level in levels {
            do { designs.append(try LevelDesign(analysing: level)) } catch { unanalysed.append(error) }
        }
        self.init(levels: designs, prices: prices, unanalysed: unanalysed)
    }

    // MARK: - Per level

    /// Whether `level` meets the items rule: every gem, and every crate but at most one from
    /// level 25 on, fits the budget without power-ups; a crate that does not fits with one.
    public static func meetsItemsRule(_ level: LevelDesign) -> Bool {
        guard level.gems.allSatisfy(\.fitsBudget) else { return false }
        let misfits = level.crates.filter { !$0.fitsBudget }
        if misfits.isEmpty { return true }
        return level.id >= 25 && misfits.count == 1 && misfits[0].needsOnePowerUp
    }

    /// Whether every gem's detour is 40–100 % of the slack (`nil` without gems).
    public static func gemsTestNerve(_ level: LevelDesign) -> Bool? {
        guard !level.gems.isEmpty else { return nil }
        return level.gems.allSatisfy { gem in
            guard let detour = gem.detour(par: level.par) else { return false }
            return 10 * detour >= 4 * level.slack && detour <= level.slack
        }
    }

    /// For a level the choice rule counts (id ≥ 11, ≥ 2 crates, each fitting alone, treasure
    /// par searched): whether all items cannot be taken in one run within the budget.
    public static func offersChoice(_ level: LevelDesign) -> Bool? {
        guard level.id >= 11, level.crates.count >= 2, level.crates.allSatisfy(\.fitsBudget), level.treasureParSearched else { return nil }
        return level.treasurePar.map { $0 > level.budget } ?? true
    }

    /// Whether the worst wrong turn costs more than the slack.
    public static func wrongTurnFails(_ level: LevelDesign) -> Bool {
        (level.wrongTurn?.cost ?? 0) > level.slack
    }

    /// Fitting crates, and those of them holding at least their detour in coins.
    public static func payingCrates(_ level: LevelDesign) -> (paying: Int, fitting: Int) {
        let fitting = level.crates.filter(\.fitsBudget)
        return (fitting.filter { $0.coins >= ($0.detour(par: level.par) ?? .max) }.count, fitting.count)
    }

    /// Whether a par player ends a first clear richer by buying and using one power-up.
    public func powerUpPaysOff(_ level: LevelDesign) -> (jump: Bool, demolish: Bool) {
        (
            level.jumpClearCoins.map { $0 - prices.jump > level.parClearCoins } ?? false,
            level.demolishClearCoins.map { $0 - prices.demolish > level.parClearCoins } ?? false
        )
    }

    /// Whether a Jump has a real use: an item that no run without power-ups takes within the
    /// budget is taken within it with one Jump. (Par always fits the budget, so no route to the
    /// exit needs one; a Jump that merely saves moves is judged by the exploit test instead.)
    public static func jumpHasUse(_ level: LevelDesign) -> Bool {
        level.items.contains { !$0.fitsBudget && $0.withOneJump != nil }
    }

    /// Levels (ids) whose par drops more than 40 % from the level before, except right after a
    /// 10th level.
    public var curveDrops: [Int] {
        zip(levels, levels.dropFirst()).compactMap { before, level in
            before.id % 10 != 0 && 10 * level.par < 6 * before.par ? level.id : nil
        }
    }

    /// 10th levels that are not the hardest (highest par) of their band of ten.
    public var tenthsBelowPeak: [Int] {
        levels.filter { $0.id % 10 == 0 }.compactMap { tenth in
            let band = levels.filter { ($0.id - 1) / 10 == (tenth.id - 1) / 10 }
            return band.contains { $0.par > tenth.par } ? tenth.id : nil
        }
    }

    /// How many levels are strictly harder (higher par) than the last: it must be at most 2.
    public var levelsHarderThanLast: Int {
        guard let last = levels.last else { return 0 }
        return levels.filter { $0.par > last.par }.count
    }

    /// A par player's coins after first clearing every level by the par run.
    public var parPlayerPurse: Int { levels.reduce(0) { $0 + $1.parClearCoins } }

    // MARK: - Verdicts

    private func verdict(_ rule: DesignRule) -> DesignVerdict {
        switch rule {
        case .items:
            let failing = levels.filter { !Self.meetsItemsRule($0) }.map(\.id)
            let misfits = levels.reduce(0) { $0 + $1.items.filter { !$0.fitsBudget }.count }
            let total = levels.reduce(0) { $0 + $1.items.count }
            return DesignVerdict(
                rule: rule,
                figure:
                    "\(levels.count - failing.count)/\(levels.count) levels meet it; \(misfits) of \(total) items do not fit without a power-up"
                    + Self.list(failing),
                passed: failing.isEmpty, note: "a crate's power-up mark is not checked: levels.json has no such field yet")
        case .choice:
            let counted = levels.compactMap(Self.offersChoice)
            let yes = counted.filter { $0 }.count
            return DesignVerdict(
                rule: rule,
                figure:
                    "\(yes) of \(counted.count) levels ≥ 11 with ≥ 2 crates that each fit (\(Self.percent(yes, counted.count))) cannot take every item within the budget (need ≥ 40%)",
                passed: !counted.isEmpty && 10 * yes >= 4 * counted.count)
        case .tension:
            let slacks = levels.filter { $0.id >= 11 && $0.par > 0 }.map { Double($0.slack) / Double($0.par) }.sorted()
            let median = slacks.isEmpty ? 0 : (slacks[(slacks.count - 1) / 2] + slacks[slacks.count / 2]) / 2
            let late = levels.filter { $0.id >= 21 }
            let failing = late.filter(Self.wrongTurnFails).count
            return DesignVerdict(
                rule: rule,
                figure:
                    "median slack \(Int((median * 100).rounded()))% of par over levels ≥ 11 (need ≤ 35%); one wrong turn costs more than the slack on \(failing) of \(late.count) levels ≥ 21 (\(Self.percent(failing, late.count)), need ≥ 50%)",
                passed: !slacks.isEmpty && median <= 0.35 && !late.isEmpty && 2 * failing >= late.count)
        case .terrain:
            let late = levels.filter { $0.id >= 30 }
            let chosen = late.filter { $0.route?.terrainChoosesRoute == true }.count
            return DesignVerdict(
                rule: rule,
                figure:
                    "terrain chooses the route on \(chosen) of \(late.count) levels ≥ 30 (\(Self.percent(chosen, late.count)), need ≥ 33%)",
                passed: !late.isEmpty && 100 * chosen >= 33 * late.count)
        case .cratesPay:
            let (paying, fitting) = levels.map(Self.payingCrates).reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
            let detoured = levels.flatMap(\.crates).compactMap(\.keepsPerfectBonus)
            let lost = detoured.filter { !$0 }.count
            return DesignVerdict(
                rule: rule,
                figure:
                    "\(paying) of \(fitting) crates that fit (\(Self.percent(paying, fitting))) hold at least their detour in coins (need ≥ 80%); taking one off the par route costs the perfect bonus for \(lost) of \(detoured.count)",
                passed: fitting > 0 && 10 * paying >= 8 * fitting && lost == 0)
        case .gems:
            let judged = levels.compactMap { level in Self.gemsTestNerve(level).map { (level.id, $0) } }
            let failing = judged.filter { !$0.1 }.map(\.0)
            let gems = levels.reduce(0) { $0 + $1.gems.count }
            return DesignVerdict(
                rule: rule,
                figure:
                    "\(judged.count - failing.count) of \(judged.count) levels with gems (\(gems.counted("gem"))) have every gem's detour within 40–100% of the slack"
                    + Self.list(failing) + "; " + gemOrCoins,
                passed: failing.isEmpty)
        case .curve:
            let drops = curveDrops, tenths = tenthsBelowPeak, harder = levelsHarderThanLast
            return DesignVerdict(
                rule: rule,
                figure: "\(drops.count) drops of par > 40%" + Self.list(drops) + "; \(tenths.count) 10th levels below their band's peak"
                    + Self.list(tenths)
                    + "; \(harder.counted("level")) harder than the last (need ≤ 2)",
                passed: drops.isEmpty && tenths.isEmpty && harder <= 2, note: "difficulty is measured as par")
        case .powerUps:
            let exploits = levels.filter {
                let p = powerUpPaysOff($0)
                return p.jump || p.demolish
            }.map(\.id)
            let uses = levels.filter(Self.jumpHasUse).count
            return DesignVerdict(
                rule: rule,
                figure: "a power-up makes a par player richer on \(exploits.count) of \(levels.count) first clears (need ≤ 10%)"
                    + Self.list(exploits)
                    + "; Jump has a real use on \(uses.counted("level")) (need ≥ 20); \(ledgeOrFoot); a par player's purse after the last level: \(parPlayerPurse.counted("coin"))",
                passed: 10 * exploits.count <= levels.count && uses >= 20,
                note:
                    "richer = first-clear coins of the best one-power-up run minus its price above the par run's; 'always something worth buying' is not judged (needs the economy simulation)"
            )
        case .planning: return planningVerdict
        case .variety: return varietyVerdict
        case .fit: return fitVerdict
        case .play: return playVerdict
        }
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }

    static func list(_ ids: [Int]) -> String {
        guard !ids.isEmpty else { return "" }
        let shown = ids.prefix(12).map(String.init).joined(separator: ", ")
        return " (level\(ids.count == 1 ? "" : "s") \(shown)\(ids.count > 12 ? ", …" : ""))"
    }
}
