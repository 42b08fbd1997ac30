import MazeKit
import Testing

@testable import GameEngine

/// The four rules added last (planning pays, variety, fit, play) as `DesignReport` judges
/// them, on made-up figures, and the per-level figures they read on hand-drawn levels.
@Suite struct DesignRuleAdditionsTests {
    static let prices = ShopPrices(jump: 40, demolish: 60)

    /// A level ≥ 11 with two plain crates of `coins` (detours 5 and 8 on par 20) and the
    /// planning figures of a best plan of 10 against greedy players ending with `greedy`.
    static func planned(_ id: Int, coins: [Int] = [4, 10], greedy: Int, budget: Int = 31) -> LevelDesign {
        DesignReportTests.design(id, par: 20, budget: budget) {
            $0.items = zip([25, 28], coins).map { DesignReportTests.item("crate", plainRun: $0, budget: budget, coins: $1) }
            $0.planning = PlanningFigures(bestCoins: 10, bestCrates: [1], nearestCoins: greedy, richestCoins: greedy)
        }
    }

    static func verdict(_ rule: DesignRule, _ levels: [LevelDesign]) -> DesignVerdict {
        DesignReport(levels: levels, prices: prices).verdicts.first { $0.rule == rule }!
    }

    // MARK: - Planning pays

    @Test func planningPaysOnHalfTheCountedLevelsWithCratesThatDiffer() {
        // Two of four counted levels pay (8 < 8.5 of 10); level 10 and a level with one plain
        // crate and a ledge are not counted.
        var ledge = Self.planned(30, greedy: 3)
        ledge.items[0].needsJump = true
        let levels = [
            Self.planned(10, greedy: 3), Self.planned(11, greedy: 8), Self.planned(12, greedy: 9), Self.planned(13, greedy: 10),
            Self.planned(14, greedy: 5), ledge,
        ]
        #expect(levels.map(DesignReport.planningCounted) == [false, true, true, true, true, false])
        #expect(levels.map { $0.planning?.pays } == [true, true, false, false, true, true])
        let met = Self.verdict(.planning, levels)
        #expect(met.passed, "\(met.figure)")
        #expect(
            met.figure.hasPrefix(
                "both greedy players end below 85% of the best plan on 2 of 4 levels ≥ 11 with ≥ 2 plain crates (50%, need ≥ 50%); median richest/poorest crate 2.5 (need ≥ 2); budget = par + the largest detour on 0 (0%, need ≤ 30%)"
            ), "\(met.figure)")
        // One pays fewer: missed.
        #expect(
            !Self.verdict(
                .planning,
                [Self.planned(11, greedy: 8), Self.planned(12, greedy: 9), Self.planned(13, greedy: 10), Self.planned(14, greedy: 9)]
            ).passed)
        // Crates too alike (median 10/8 = 1.25): missed.
        #expect(
            !Self.verdict(.planning, [Self.planned(11, coins: [8, 10], greedy: 8), Self.planned(12, coins: [8, 10], greedy: 3)]).passed)
        // The one formula (budget = par + 8, the largest detour) on 1 of 2 levels: missed.
        let formula = [Self.planned(11, greedy: 8, budget: 28), Self.planned(12, greedy: 3)]
        #expect(formula.map(DesignReport.budgetIsLargestDetour) == [true, false])
        #expect(!Self.verdict(.planning, formula).passed)
    }

    @Test func theCrateSpreadIsRichestOverPoorest() {
        func spread(_ coins: [Int]) -> Double? {
            DesignReport.crateSpread(
                DesignReportTests.design(11, par: 20) { level in
                    level.items = coins.map { DesignReportTests.item("crate", plainRun: 25, budget: 40, coins: $0) }
                })
        }
        #expect(spread([4, 10, 6]) == 2.5 && spread([0, 5]) == .infinity && spread([0, 0]) == 1 && spread([7]) == nil)
        #expect(DesignReport.decimal(2.25) == "2.3" && DesignReport.decimal(1.0 / 3) == "0.3" && DesignReport.decimal(.infinity) == "∞")
    }

    // MARK: - Variety

    /// A campaign of 100 made-up levels: basics arriving at 1, 3, 12, 15, 21 and 30, the added
    /// mechanics at `arrivals`, each changing the plan on even levels; kinds a, b, c in turn and
    /// every 10th level a peak of its own.
    static func campaign(arrivals: [Mechanic: Int]) -> [LevelDesign] {
        let at: [Mechanic: Int] = [.crates: 1, .ice: 3, .mud: 12, .gems: 15, .loops: 21, .ledges: 30].merging(arrivals) { $1 }
        return (1...100).map { id in
            DesignReportTests.design(id, par: 20 + id) { level in
                level.mechanics = Mechanic.allCases.filter { at[$0].map { $0 <= id } ?? false }
                level.planChangers = id % 2 == 0 ? level.mechanics.filter { !$0.isBasic } : []
                level.onTheWay = level.mechanics.filter { !$0.isBasic }
                level.namedKind = id % 10 == 0 ? .vault : [LevelKind.pick, .terrain, .nerve][id % 3]
            }
        }
    }

    @Test func varietyWantsFourMechanicsThatMatterArrivingOneAtATimeEvery12Levels() {
        let arrivals: [Mechanic: Int] = [.gates: 40, .portals: 52, .belts: 63, .tunnels: 74]
        let report = DesignReport(levels: Self.campaign(arrivals: arrivals), prices: Self.prices)
        #expect(report.arrivals.map(\.level) == [1, 3, 12, 15, 21, 30, 40, 52, 63, 74])
        // 74 → the level after 85 is 12: within the rule.
        #expect(report.longestArrivalGap == (12, 40))
        // Mirrors, trapdoors, springs, chasms, doors and timed crates are on none of these levels: no
        // figures of theirs to count.
        #expect(
            report.mechanicFigures.filter { !$0.mechanic.isBasic }.map(\.changesPlans)
                == [true, true, true, true, false, false, false, false, false, false])
        let absent: [Mechanic] = [.mirrors, .trapdoors, .springs, .chasms, .doors, .timed]
        #expect(report.mechanicFigures.filter { absent.contains($0.mechanic) }.allSatisfy { $0.levels == 0 })
        #expect(
            report.mechanicFigures.first { $0.mechanic == .gates }.map { ($0.arrival, $0.levels, $0.changing) } ?? (nil, 0, 0) == (
                40, 61, 31
            ))
        #expect(report.kindsPerBand.allSatisfy { $0.kinds.count == 4 } && report.tenthsSharingTheirKind.isEmpty)
        let verdict = report.verdicts.first { $0.rule == .variety }!
        // Every part is met; the added mechanics' first-encounter tips decide the rest.
        let tipped = Mechanic.added.allSatisfy(\.hasTip)
        #expect(verdict.passed == tipped && verdict.figure.contains("; no tip for ") == !tipped, "\(verdict.figure)")
        #expect(
            verdict.figure.hasPrefix(
                "4 added mechanics change the plan on ≥ 50% of their levels (need ≥ 4): gates from 40, changes the plan on 31/61;"))

        // Tunnels two levels later leave 13 levels without anything new (63…75).
        let late = DesignReport(levels: Self.campaign(arrivals: [.gates: 40, .portals: 52, .belts: 63, .tunnels: 76]), prices: Self.prices)
        #expect(late.longestArrivalGap == (13, 63))
        #expect(late.verdicts.first { $0.rule == .variety }?.passed == false)
        // Two arriving together.
        let together = DesignReport(
            levels: Self.campaign(arrivals: [.gates: 40, .portals: 52, .belts: 52, .tunnels: 63]), prices: Self.prices)
        #expect(together.arrivals.filter { $0.mechanics.count > 1 }.map(\.level) == [52])
        #expect(together.verdicts.first { $0.rule == .variety }?.figure.contains("; levels introducing two at once: 1 (level 52);") == true)
        // A mechanic changing the plan on fewer than half its levels does not count.
        var rare = Self.campaign(arrivals: arrivals)
        for i in rare.indices where rare[i].id % 4 != 0 { rare[i].planChangers.removeAll { $0 == .tunnels } }
        #expect(DesignReport(levels: rare, prices: Self.prices).mechanicFigures.first { $0.mechanic == .tunnels }?.changesPlans == false)
        // A mechanic off the way on its first level (gates "behind E" on their arrival level)
        // fails the rule, though it is on the way later.
        var aside = Self.campaign(arrivals: arrivals)
        aside[39].onTheWay.removeAll { $0 == .gates }
        let asideVerdict = DesignReport(levels: aside, prices: Self.prices).verdicts.first { $0.rule == .variety }!
        #expect(
            !asideVerdict.passed
                && asideVerdict.figure.contains(
                    "; 3 of 4 on every par route of their first level (timed crates: changing its plan) (not gates);")
        )
    }

    @Test func everyTenthLevelIsOfItsOwnKindAndLateBandsMixFourKinds() {
        var levels = Self.campaign(arrivals: [:])
        levels[49].namedKind = .pick  // level 50 shares level 42's kind
        for i in 60..<69 { levels[i].namedKind = .pick }  // 61–69 all alike
        let report = DesignReport(levels: levels, prices: Self.prices)
        #expect(report.tenthsSharingTheirKind == [50])
        #expect(report.kindsPerBand.map(\.kinds.count) == [4, 4, 4, 4, 3, 4, 2, 4, 4, 4])
        let figure = report.verdicts.first { $0.rule == .variety }?.figure ?? ""
        #expect(
            figure.contains(
                "; 5 of 7 bands from 31 mix ≥ 4 kinds (bands from 41, 61 do not); 10th levels sharing their band's kind: 1 (level 50)"),
            "\(figure)")
    }

    @Test func aLevelsKindFollowsItsFiguresUntilItIsNamed() {
        var level = DesignReportTests.design(30, par: 40, budget: 50)
        #expect(level.kind == .route)
        level.route = RouteChoice(par: 40, fewestCells: 30, fewestCellsAtPar: 35)
        #expect(level.kind == .terrain)
        level.wrongTurn = WrongTurn(cell: 0, direction: .east, deadEnd: 1, cost: 12)
        #expect(level.kind == .gauntlet)
        level.planning = PlanningFigures(bestCoins: 10, bestCrates: [0], nearestCoins: 1, richestCoins: 1)
        #expect(level.kind == .pick)
        level.planChangers = [.portals]
        #expect(level.kind == .fixture)
        level.budget = 44
        #expect(level.kind == .escape)
        level.namedKind = .vault
        #expect(level.kind == .vault)
    }

    // MARK: - Fit and play

    @Test func fitWantsEveryLevelWholeAt80By24() {
        let sizes = [(19, 9), (10, 5), (19, 10), (20, 4)]
        let levels = sizes.enumerated().map { i, size in
            DesignReportTests.design(i + 1, par: 10) { ($0.width, $0.height) = size }
        }
        let verdict = Self.verdict(.fit, levels)
        #expect(!verdict.passed)
        #expect(
            verdict.figure
                == "2 of 4 levels are seen whole at 80×24 (at most 19×9 cells) (levels 3, 4); the daily fits (mazes of at most 19×9)")
        #expect(Self.verdict(.fit, Array(levels.prefix(2))).passed)
        #expect(DailyChallenge.fitsBaseline)
    }

    /// Every daily of a year is seen whole: its plan fixes no size beyond 19×9 with a mask, and
    /// the builder keeps the rest within `DailyChallenge.largest` (two days are built and
    /// measured in `DailyChallengeTests`: building a year's would take the suite minutes).
    @Test func theDailiesOfAYearAreSeenWhole() {
        #expect(PlayField.showsWhole(width: DailyChallenge.largest.width, height: DailyChallenge.largest.height))
        let first = DailyDate(year: 2026, month: 1, day: 1)!.dayNumber
        for day in first..<first + 366 {
            let plan = DailyChallenge.plan(for: DailyDate(dayNumber: day))
            let mask = plan.mask.flatMap { try? MaskCatalog.mask(named: $0) }
            #expect(plan.mask == nil || mask.map { PlayField.showsWhole(width: $0.width, height: $0.height) } == true, "day \(day)")
        }
    }

    @Test func playCountsLevels6To40ThatAskAQuestion() {
        let levels = (1...40).map { id in
            DesignReportTests.design(id, par: 30, budget: 40) { level in
                switch id % 4 {
                case 0: level.planning = PlanningFigures(bestCoins: 10, bestCrates: [0], nearestCoins: 1, richestCoins: 1)
                case 1: level.planChangers = [.gates]
                case 2: level.route = RouteChoice(par: 30, fewestCells: 20, fewestCellsAtPar: 25)
                default: level.wrongTurn = WrongTurn(cell: 0, direction: .east, deadEnd: 1, cost: id == 7 ? 10 : 11)
                }
            }
        }
        #expect(levels.map { DesignReport.asksQuestion($0, jumpPrice: 30) }.filter { !$0 }.count == 1)
        // A Jump that opens a plan worth more than its price is a question too (a leap, a ledge).
        var leap = levels[6]
        leap.planning = PlanningFigures(bestCoins: 20, bestCrates: [0], nearestCoins: 20, richestCoins: 20)
        leap.jumpPlanCoins = 51
        #expect(DesignReport.asksQuestion(leap, jumpPrice: 30) && !DesignReport.asksQuestion(leap, jumpPrice: 31))
        // So is an order: every crate fits, but heading for the nearest first misses some.
        var tour = levels[6]
        tour.treasurePar = 40
        tour.planning = PlanningFigures(bestCoins: 20, bestCrates: [0, 1], nearestCoins: 19, richestCoins: 20)
        #expect(DesignReport.asksQuestion(tour, jumpPrice: 30) && DesignReport.orderMatters(tour))
        tour.planning?.nearestCoins = 20
        #expect(!DesignReport.asksQuestion(tour, jumpPrice: 30))
        tour.planning?.nearestCoins = 19
        tour.treasurePar = 41
        #expect(!DesignReport.orderMatters(tour))
        let verdict = Self.verdict(.play, levels)
        #expect(!verdict.passed && verdict.figure.hasPrefix("34 of 35 levels 6–40 ask a question") && verdict.figure.hasSuffix("(level 7)"))
        #expect(verdict.note?.contains("docs/playtests.md") == true)
    }

    // MARK: - Gating

    @Test func everyRuleGatesNowTheCampaignMeetsThemAll() {
        #expect(DesignRule.pending.isEmpty)
        #expect(DesignRule.allCases.filter(\.gates).count == 12)
        let report = DesignReport(levels: Self.campaign(arrivals: [:]), prices: Self.prices)
        #expect(report.passed == report.verdicts.filter(\.rule.gates).allSatisfy(\.passed))
        #expect(report.allPassed == report.verdicts.allSatisfy(\.passed))
        #expect(report.verdicts.map(\.rule) == DesignRule.allCases)
    }

    // MARK: - Measured on levels

    /// A portal that shortcuts the corridor changes the plan; a gate barring the way back into
    /// the start, which no run takes, does not.
    @Test func aMechanicChangesThePlanWhenTakingItOutChangesParOrTheBestPlan() {
        var corridor = level(
            """
            +---+---+---+---+---+---+
            | S       $           E |
            +---+---+---+---+---+---+
            """, budget: 10)
        corridor.fixtures = Fixtures(
            width: 6, height: 1, gates: [Fixtures.Gate(cell: 0, direction: .east)], portals: [Fixtures.Portal(a: 1, b: 4)])
        corridor.par = MoveGraph(corridor).solve(from: corridor.start).par ?? -1
        #expect(corridor.par == 2)
        let design = LevelDesign(corridor)
        #expect(design.mechanics == [.crates, .gates, .portals])
        #expect(design.planChangers == [.portals])
        #expect(design.planning == PlanningFigures(bestCoins: 5, bestCrates: [0], nearestCoins: 5, richestCoins: 5))
        #expect((design.width, design.height) == (6, 1) && design.kind == .fixture)
        // Without the portal the crate lies on the route: par 5, the same coins.
        let without = LevelDesign(Mechanic.portals.removed(from: corridor)!)
        #expect(without.par == 5 && without.planChangers.isEmpty && without.mechanics == [.crates, .gates])
        #expect(Mechanic.ice.removed(from: corridor) == nil)
    }
}
