import MazeKit
import Testing

@testable import GameEngine

/// The design rules as `DesignReport` judges them, on made-up figures, and on the shipped
/// campaign against figures measured independently when issue 13 was filed.
@Suite struct DesignReportTests {
    /// A level's figures with nothing in it but par and budget (and what `edit` adds).
    static func design(_ id: Int, par: Int, budget: Int? = nil, _ edit: (inout LevelDesign) -> Void = { _ in }) -> LevelDesign {
        let none = PowerUpRoute(moves: par, actions: [], cell: nil)
        var level = LevelDesign(
            id: id, name: "level \(id)", par: par, budget: budget ?? par * 2, items: [], treasurePar: par, treasureParSearched: true,
            trapCells: 0, jump: none, demolish: none, wrongTurn: nil, route: RouteChoice(par: par, fewestCells: par, fewestCellsAtPar: par),
            parClearCoins: 10, jumpClearCoins: nil, demolishClearCoins: nil)
        edit(&level)
        return level
    }

    static func item(_ kind: String, plainRun: Int?, budget: Int, coins: Int = 5) -> LevelDesign.Item {
        LevelDesign.Item(
            kind: kind, x: 0, y: 0, coins: coins, reach: plainRun.map(Traps.ItemReach.run) ?? .trap,
            plainRun: plainRun, fitsBudget: plainRun.map { $0 <= budget } ?? false)
    }

    @Test func aCrateBeyondTheBudgetIsAllowedOnceFromLevel25IfOnePowerUpTakesIt() {
        var crate = Self.item("crate", plainRun: 50, budget: 30)
        #expect(!DesignReport.meetsItemsRule(Self.design(25, par: 20, budget: 30) { $0.items = [crate] }))
        crate.withOneDemolish = 28
        #expect(DesignReport.meetsItemsRule(Self.design(25, par: 20, budget: 30) { $0.items = [crate] }))
        #expect(!DesignReport.meetsItemsRule(Self.design(24, par: 20, budget: 30) { $0.items = [crate] }))
        #expect(!DesignReport.meetsItemsRule(Self.design(25, par: 20, budget: 30) { $0.items = [crate, crate] }))
        // A gem must always fit.
        var gem = Self.item("gem", plainRun: 50, budget: 30)
        gem.withOneJump = 25
        #expect(!DesignReport.meetsItemsRule(Self.design(40, par: 20, budget: 30) { $0.items = [gem] }))
    }

    @Test func gemsTestNerveBetween40And100PercentOfTheSlack() {
        // Slack 10: detours 4…10 pass.
        let verdicts = [3, 4, 10, 11].map { detour in
            DesignReport.gemsTestNerve(
                Self.design(30, par: 20, budget: 30) { $0.items = [Self.item("gem", plainRun: 20 + detour, budget: 30)] })
        }
        #expect(verdicts == [false, true, true, false])
        #expect(DesignReport.gemsTestNerve(Self.design(30, par: 20)) == nil)
    }

    /// "Gem or coins?" is asked by little: the side that wins by 15 coins or less, each gem at
    /// its Jump's price; a tie, a win by more, or no run taking the gems asks nothing.
    @Test func aGemLevelsAnswerIsTheSideThatWinsByLittle() {
        typealias Answer = CampaignBlueprint.GemAnswer
        #expect(Answer.of(gemless: 27, withGems: 0, gems: 1, gemWorth: 30) == .gem)
        #expect(Answer.of(gemless: 34, withGems: 0, gems: 1, gemWorth: 30) == .crates)
        #expect(Answer.of(gemless: 44, withGems: 0, gems: 1, gemWorth: 30) == .crates)
        #expect(Answer.of(gemless: 45, withGems: 0, gems: 1, gemWorth: 30) == .crates)
        #expect(Answer.of(gemless: 46, withGems: 0, gems: 1, gemWorth: 30) == nil)
        #expect(Answer.of(gemless: 30, withGems: 0, gems: 1, gemWorth: 30) == nil)
        #expect(Answer.of(gemless: 14, withGems: 0, gems: 1, gemWorth: 30) == nil)
        #expect(Answer.of(gemless: 39, withGems: 9, gems: 1, gemWorth: 30) == nil)
        #expect(Answer.of(gemless: 40, withGems: 9, gems: 1, gemWorth: 30) == .crates)
        #expect(Answer.of(gemless: 20, withGems: nil, gems: 1, gemWorth: 30) == nil)
        #expect(Answer.of(gemless: 20, withGems: 0, gems: 0, gemWorth: 30) == nil)
        // The report counts the levels of one gem and crates, by side.
        func level(_ id: Int, gemless: Int) -> LevelDesign {
            Self.design(id, par: 20, budget: 30) {
                $0.items = [Self.item("crate", plainRun: 24, budget: 30), Self.item("gem", plainRun: 26, budget: 30)]
                $0.gemPlans = GemPlans(gemless: gemless, withGems: 0)
            }
        }
        let report = DesignReport(
            levels: [level(15, gemless: 27), level(25, gemless: 40), level(35, gemless: 2)], prices: ShopPrices(jump: 30, demolish: 60))
        #expect(
            report.gemOrCoins
                == "gem or coins by 15 or less on 2 of 3 levels with one gem and crates: the gem wins on 1 (level 15), the crates on 1 (level 25)"
        )
    }

    @Test func theCurveAllowsADropOnlyRightAfterATenthLevel() {
        let pars = [10, 20, 11, 30, 40, 50, 60, 70, 80, 90, 40, 100]
        let design = DesignReport(
            levels: pars.enumerated().map { Self.design($0 + 1, par: $1) }, prices: ShopPrices(jump: 40, demolish: 60))
        #expect(design.curveDrops == [3])  // 20 → 11 is 45 % down; 90 → 40 follows level 10
        #expect(design.tenthsBelowPeak == [])
        #expect(design.levelsHarderThanLast == 0)
        #expect(design.verdicts.first { $0.rule == .curve }?.passed == false)
    }

    @Test func aPowerUpIsAnExploitWhenItsClearPaysMoreThanItsPrice() {
        let prices = ShopPrices(jump: 40, demolish: 60)
        let design = DesignReport(levels: [], prices: prices)
        let level = Self.design(1, par: 100) {
            $0.jumpClearCoins = 50
            $0.demolishClearCoins = 71
        }
        #expect(design.powerUpPaysOff(level) == (jump: false, demolish: true))
    }

    @Test func choiceCountsLevelsWhereEveryCrateFitsButNotAllTogether() {
        let crates = [Self.item("crate", plainRun: 25, budget: 30), Self.item("crate", plainRun: 26, budget: 30)]
        #expect(
            DesignReport.offersChoice(
                Self.design(11, par: 20, budget: 30) {
                    $0.items = crates
                    $0.treasurePar = 31
                }) == true)
        #expect(
            DesignReport.offersChoice(
                Self.design(11, par: 20, budget: 30) {
                    $0.items = crates
                    $0.treasurePar = 30
                }) == false)
        #expect(
            DesignReport.offersChoice(
                Self.design(10, par: 20, budget: 30) {
                    $0.items = crates
                    $0.treasurePar = 31
                }) == nil)
    }

    /// The figures issue 13 reported for the shipped campaign, measured by other means, come out
    /// the same: 37 trap items, Demolish paying on 58 levels (level 97: par 449 → 50), a par
    /// player's 7,659 coins, terrain choosing no route, a median slack of 45 % over levels ≥ 11.
    /// (The solvers are called one by one: the whole `LevelDesign` also searches a Demolish per
    /// item out of reach, which the debug build takes long over.) Those figures belong to the
    /// generator-1 campaign; a rebuilt campaign has its own, so the check runs only on that one.
    @Test(.enabled(if: (try? Campaign.load())?.generatorVersion == 1, "issue 13 measured the generator-1 campaign"))
    func theShippedCampaignMeasuresAsIssue13Found() throws {
        let file = try Campaign.load()
        var traps = 0, demolishPays = 0, purse = 0, terrain = 0
        var slacks: [Double] = []
        for spec in file.levels {
            let level = try LevelBuilder.build(spec)
            let graph = MoveGraph(level)
            traps += graph.traps(from: level.start, items: level.crates.map(\.cell) + level.gems).items.filter { $0 == .trap }.count
            let parCoins = try #require(LevelDesign.firstClear(level, graph.solve(from: level.start).moves.map(Action.move), Inventory()))
                .total
            purse += parCoins
            let demolish = graph.bestDemolish(from: level.start)
            if spec.id == 97 { #expect(level.par == 449 && demolish.moves == 50) }
            if let moves = demolish.moves, moves < level.par,
                let coins = LevelDesign.firstClear(level, demolish.actions, Inventory(demolishes: 1))?.total,
                coins - file.shop.demolish > parCoins
            {
                demolishPays += 1
            }
            if graph.routeChoice(from: level.start)?.terrainChoosesRoute == true { terrain += 1 }
            if spec.id >= 11 { slacks.append(Double(level.budget - level.par) / Double(level.par)) }
        }
        slacks.sort()
        #expect(traps == 37 && demolishPays == 58 && purse == 7_659 && terrain == 0)
        #expect(Int(((slacks[slacks.count / 2 - 1] + slacks[slacks.count / 2]) / 2 * 100).rounded()) == 45)
    }
}
