import MazeKit
import Testing

@testable import GameEngine

extension CampaignSessionTests {
    /// A Jump spent on a win that finds a gem for the first time costs nothing: the gem gives
    /// its Jump back (four testers of session 21 took level 13's gem and crate with a Jump and
    /// were told the ✓ needed the Jump's price more). A second win there pays no gem, so the
    /// Jump costs its price again.
    @Test func aJumpAGemGivesBackCostsNothingInTheMark() throws {
        var corridor = level(
            """
            +---+---+---+---+
            | S   *   $   E |
            +---+---+---+---+
            """, budget: 5)
        corridor.id = 1
        var progress = PlayerProgress()
        progress.inventory = Inventory(jumps: 2)
        var session = Self.session(progress, levels: [corridor])
        func won() -> FinishedAttempt? {
            _ = session.apply(.play(level: 1))
            for event in Self.act([.jump(.east)], in: &session) {
                if case let .finished(finished) = event { return finished }
            }
            return nil
        }
        let first = try #require(won())
        #expect(first.outcome == .won && first.plan?.usedPowerUp == true)
        #expect(first.plan?.powerUpsPrice == 0)
        let again = try #require(won())
        #expect(again.plan?.powerUpsPrice == Self.prices.jump)
    }
}

extension CampaignSessionTests {
    /// A level whose gem, at a Jump's price, outweighs the crate beside the way: the fork of
    /// `PlanScoreTests`, a $5 and the gem west of the start, a $12 east, the budget for one side.
    static func gemFork() -> Level { PlanScoreTests.gemFork(id: Dare.firstLevel) }

    /// A dared run that leaves the gem for the $12 is weighed against the plan that finds it
    /// (the gem and the $5, worth 5 and a Jump's price): no ✓, and the dare is lost to that plan's worth. The
    /// scout tells that plan, and its guide leads to it. Taking the gem wins both.
    @Test func aRunThatLeavesAGemWorthMoreLosesTheMarkAndTheDare() throws {
        let (east, west) = (PlanScoreTests.east, PlanScoreTests.west)
        let worth = 5 + Dare.gemWorth(jumpPrice: Self.prices.jump)
        var session = Self.daring(coins: 200, level: Self.gemFork())
        let stake = try #require(session.dareOffer)
        _ = session.apply(.dare)
        let left = try #require(Self.finished(Self.act(east, in: &session)))
        #expect(left.outcome == .won && left.plan?.isShortOfThePlanWithGems == true && left.plan?.isPerfect == false)
        #expect(left.dare?.won == false && left.dare?.gemsWorth == 12 && left.dare?.bestCoins == worth && left.dare?.stake == stake)
        // The scout of a level begun again tells the plan with the gem, and its way takes it.
        var scouting = Self.daring(coins: 200, level: Self.gemFork())
        let scouted = scouting.apply(.scout).lazy.compactMap { if case let .scouted(plan, _) = $0 { plan } else { nil } }.first
        #expect(scouted?.gemPlan == GemPlan(worth: worth, coins: 5, crates: [0], gems: [0]))
        let start = try #require(scouting.current?.state)
        #expect(scouted?.way(from: start) == [.west, .west, .east, .east, .south])
        // Taking the gem is the plan.
        var taking = Self.daring(coins: 200, level: Self.gemFork())
        _ = taking.apply(.dare)
        let took = try #require(Self.finished(Self.act(west, in: &taking)))
        #expect(took.plan?.isPerfect == true && took.dare?.won == true)
    }
}
