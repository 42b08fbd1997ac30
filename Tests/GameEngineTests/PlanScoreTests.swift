import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The best plan shown after a win (docs/rules.md, "Coins, stars and progress"): a run's crates
/// against the most coins any run within the budget takes without power-ups, and the level's
/// `planned` mark it leaves in the campaign.
@Suite struct PlanScoreTests {
    /// A fork: a crate at each end of the top row, the exit below the start. Par 1; either
    /// crate alone is item par 5, both 9; the budget 6 holds one: the plan is the 12-coin one.
    static func fork(id: Int = 1) -> Level {
        var fork = level(
            """
            +---+---+---+---+---+
            | $       S       $ |
            +---+---+   +---+---+
            |         E         |
            +---+---+---+---+---+
            """, budget: 6)
        fork.id = id
        fork.crates[1].coins = 12
        return fork
    }

    /// The fork with a gem at the west end, beyond a $5: a gem and the $5, or the $12.
    static func gemFork(id: Int = 1) -> Level {
        var gem = level(
            """
            +---+---+---+---+---+
            | *   $   S       $ |
            +---+---+   +---+---+
            |         E         |
            +---+---+---+---+---+
            """, budget: 6)
        gem.id = id
        gem.crates[1].coins = 12
        return gem
    }

    static let west: [Action] = [.move(.west), .move(.west), .move(.east), .move(.east), .move(.south)]
    static let east: [Action] = [.move(.east), .move(.east), .move(.west), .move(.west), .move(.south)]

    static func won(_ inputs: [Action], on level: Level = fork(), inventory: Inventory = Inventory()) -> Attempt {
        Attempt(level: level, inventory: inventory, inputs: inputs)
    }

    static func score(_ attempt: Attempt) -> PlanScore? {
        var allowance = PlanScore.allowance(for: attempt.level)
        return PlanScore(attempt, allowance: &allowance)
    }

    @Test func aWinIsComparedWithTheBestPlan() {
        #expect(Self.won(Self.west).state.status == .won)
        #expect(Self.score(Self.won(Self.west)) == PlanScore(bestCoins: 12, coinsTaken: 5, usedPowerUp: false))
        #expect(Self.score(Self.won([.move(.south)])) == PlanScore(bestCoins: 12, coinsTaken: 0, usedPowerUp: false))
        let best = Self.score(Self.won(Self.east))
        #expect(best == PlanScore(bestCoins: 12, coinsTaken: 12, usedPowerUp: false) && best?.isPerfect == true)
        // Not won: no score. A run with a power-up is perfect only past the plan by more than
        // the power-ups' price (which the session, knowing the prices, sets).
        #expect(Self.score(Self.won([.move(.west)])) == nil)
        // With a Time: both crates, 9 moves.
        let both = Self.won(
            [.addTime, .move(.west), .move(.west)] + Array(repeating: .move(.east), count: 4) + [
                .move(.west), .move(.west), .move(.south),
            ],
            inventory: Inventory(times: 1))
        #expect(both.state.status == .won && both.state.coinsCollected == 17)
        var timed = PlanScore(bestCoins: 12, coinsTaken: 17, usedPowerUp: true)
        timed.usedTime = true
        #expect(Self.score(both) == timed && Self.score(both)?.isPerfect == false)
        // A Time's moves are past the budget: never planned to perfection, whatever it took.
        timed.powerUpsPrice = 4
        #expect(!timed.isPerfect)
        var priced = PlanScore(bestCoins: 12, coinsTaken: 17, usedPowerUp: true)
        priced.powerUpsPrice = 4
        #expect(priced.isPerfect)
        priced.powerUpsPrice = 5  // a tie: as good as the plan
        #expect(priced.isPerfect)
        priced.powerUpsPrice = 6
        #expect(!priced.isPerfect)
        priced.powerUpsPrice = 4
        priced.followedTheGuide = true
        #expect(!priced.isPerfect)
    }

    /// The session prices the power-ups a campaign win used, and a Jump that wins more than the
    /// best plan by more than its price earns the mark (a tester hoarded Jumps for the ✓).
    @Test func aJumpWinPastTheBestPlanByMoreThanItsPriceIsPlanned() throws {
        let level = try LevelBuilder.build(CampaignTests.campaign.levels[CampaignBlueprint.Arrival.ledges - 1])
        let ledge = try #require(level.crates.firstIndex { $0.needsJump })
        let route = MoveGraph(level).bestJump(from: level.start, taking: level.crates[ledge].cell).actions
        var progress = CampaignSessionTests.progress(inventory: Inventory(jumps: 1))
        progress.unlockedLevel = level.id
        var session = CampaignSessionTests.session(progress, levels: [level], levelCount: CampaignTests.campaign.levels.count)
        _ = session.apply(.play(level: level.id))
        #expect(session.current?.level.id == level.id)
        var finished: FinishedAttempt?
        for action in route {
            for case let .finished(f) in session.apply(.act(action)) { finished = f }
        }
        let plan = try #require(finished?.plan)
        #expect(plan.usedPowerUp && plan.powerUpsPrice == session.prices.jump)
        #expect(plan.isPerfect == (plan.coinsTaken - session.prices.jump > plan.bestCoins))
        #expect(session.progress.record(level.id).planned == plan.isPerfect)
    }

    /// A gem past the 5-coin crate: a run that finds it is judged against the best plan that
    /// finds it too (5 coins), not the 12 it gave up for it.
    @Test func aRunThatFoundAGemIsComparedWithTheBestPlanThatFindsIt() {
        let gem = Self.gemFork()
        let withGem = Self.won(Self.west, on: gem)
        #expect(withGem.state.status == .won && withGem.state.foundGems == [true])
        let score = Self.score(withGem)
        #expect(score == PlanScore(bestCoins: 5, coinsTaken: 5, usedPowerUp: false, gemsTaken: 1) && score?.isPerfect == true)
        // Without the gem, the plan is the 12-coin crate.
        #expect(Self.score(Self.won(Self.east, on: gem)) == PlanScore(bestCoins: 12, coinsTaken: 12, usedPowerUp: false))
    }

    /// A run that left the gem is weighed against the best plan that finds it, each gem at its
    /// price (`GemPlan`): here the gem and the $5 beside it are worth 35 at a gem of 30, more
    /// than the $12 the run took; at a gem of 5 they are worth 10, and the $12 is the plan.
    @Test func aRunThatLeftAGemIsComparedWithTheBestPlanThatFindsIt() throws {
        let gem = Self.gemFork()
        var allowance = PlanScore.allowance(for: gem)
        let dear = try #require(GemPlan(gem, gemWorth: 30, allowance: &allowance))
        #expect(dear == GemPlan(worth: 35, coins: 5, crates: [0], gems: [0]))
        var score = try #require(Self.score(Self.won(Self.east, on: gem)))
        score.bestWithGems = dear
        #expect(score.isPerfectForItsGems && score.isShortOfThePlanWithGems && !score.isPerfect)
        // Its way is walked through the rules: west for the $5 and the gem, back, down to E.
        let route = try #require(dear.route(on: gem))
        #expect(route.moves == 5 && route.items.count == 2)
        score.bestWithGems = try #require(GemPlan(gem, gemWorth: 5, allowance: &allowance))
        #expect(score.bestWithGems?.worth == 10 && score.isPerfect)
        // A level whose gem no run within the budget reaches has no plan with gems.
        var far = Self.gemFork()
        far.budget = 4
        #expect(GemPlan(far, gemWorth: 30, allowance: &allowance) == nil)
    }

    @Test func aLevelWithoutACrateOrTooLargeToSearchHasNoScore() {
        var bare = Self.fork()
        bare.crates = []
        #expect(Self.score(Self.won([.move(.south)], on: bare)) == nil)
        var tiny = WorkAllowance(limit: 1)
        #expect(PlanScore(Self.won(Self.east), allowance: &tiny) == nil)
    }

    @Test func theCampaignMarksALevelPlannedOnceAndPracticeAndTheDailyDoNot() {
        var session = CampaignSessionTests.session(CampaignSessionTests.progress(), levels: [Self.fork()], levelCount: 2)
        session.apply(.play(level: 1))
        let finished = CampaignSessionTests.act(Self.west, in: &session).compactMap { event -> FinishedAttempt? in
            if case let .finished(f) = event { f } else { nil }
        }
        #expect(finished.map(\.plan) == [PlanScore(bestCoins: 12, coinsTaken: 5, usedPowerUp: false)])
        #expect(!session.progress.record(1).planned && session.progress.plannedLevels == 0)
        session.apply(.play(level: 1))
        CampaignSessionTests.act(Self.east, in: &session)
        #expect(session.progress.record(1).planned && session.progress.plannedLevels == 1)
        // A later, lesser win keeps the mark.
        session.apply(.play(level: 1))
        CampaignSessionTests.act(Self.west, in: &session)
        #expect(session.progress.record(1).planned)

        let before = session.progress
        session.apply(.practice(Self.fork(id: 0)))
        let practice = CampaignSessionTests.act(Self.east, in: &session)
        #expect(practice.contains { if case let .finished(f) = $0 { f.plan?.isPerfect == true } else { false } })
        #expect(session.progress == before)
        session.apply(.daily(date: DailyDate(year: 2026, month: 11, day: 30)!, level: Self.fork(id: 0), isToday: false))
        let daily = CampaignSessionTests.act(Self.east, in: &session)
        #expect(daily.contains { if case let .finished(f) = $0 { f.outcome == .won && f.plan == nil } else { false } })
    }
}

/// Avatars for coins: bought through the session, owned and worn from then on, kept in the
/// save; never bought while the daily or a practice level is on screen.
@Suite struct AvatarPurchaseTests {
    @Test func anAvatarForSaleIsBoughtOnceForItsPrice() throws {
        let cheapest = try #require(AvatarCatalog.forSale.first)
        let price = try #require(cheapest.price)
        var session = CampaignSessionTests.session(CampaignSessionTests.progress(coins: price - 1), levels: [PlanScoreTests.fork()])
        #expect(session.apply(.buyAvatar(cheapest.id)) == [.refused(.cannotBuyAvatar(cheapest.id, price: price, coins: price - 1))])
        #expect(session.progress == CampaignSessionTests.progress(coins: price - 1))

        session = CampaignSessionTests.session(CampaignSessionTests.progress(coins: price + 3), levels: [PlanScoreTests.fork()])
        #expect(session.apply(.buyAvatar(cheapest.id)) == [.boughtAvatar(cheapest.id, price: price), .wore(avatar: cheapest.id), .save])
        var expected = CampaignSessionTests.progress(coins: 3)
        expected.avatars = AvatarCatalog.all.map(\.id).filter((PlayerProgress().avatars + [cheapest.id]).contains)
        expected.avatar = cheapest.id
        #expect(session.progress == expected)
        #expect(session.progress.avatarsForSale.count == AvatarCatalog.forSale.count - 1)
        // Owned now, and a prize is not for sale.
        #expect(session.apply(.buyAvatar(cheapest.id)) == [.refused(.avatarNotForSale(cheapest.id))])
        #expect(session.apply(.buyAvatar("fox")) == [.refused(.avatarNotForSale("fox"))])
        #expect(session.apply(.buyAvatar("nobody")) == [.refused(.avatarNotForSale("nobody"))])
        #expect(session.progress == expected)
        // Kept in the save, as any avatar owned.
        let again = try SaveFile.read(Data(SaveFile.json(SaveDocument(shipped: session.progress)).utf8))
        #expect(again.shipped == session.progress)
    }

    @Test func nothingIsBoughtDuringTheDailyOrPractice() throws {
        let cheapest = try #require(AvatarCatalog.forSale.first)
        let start = CampaignSessionTests.progress(coins: 500)
        var session = CampaignSessionTests.session(start, levels: [PlanScoreTests.fork()])
        session.apply(.daily(date: DailyDate(year: 2026, month: 11, day: 30)!, level: PlanScoreTests.fork(id: 0), isToday: false))
        #expect(session.apply(.buyAvatar(cheapest.id)) == [.refused(.noShoppingOutsideTheCampaign)])
        session.apply(.practice(PlanScoreTests.fork(id: 0)))
        #expect(session.apply(.buyAvatar(cheapest.id)) == [.refused(.noShoppingOutsideTheCampaign)])
        #expect(session.progress == start)
    }
}
