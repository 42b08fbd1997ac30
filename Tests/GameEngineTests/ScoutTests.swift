import MazeKit
import Testing

@testable import GameEngine

/// The scout (docs/rules.md, "Scout"): a campaign level's best plan for coins, once a sitting.
@Suite struct ScoutTests {
    typealias S = CampaignSessionTests

    /// A corridor with a crate of 5 at each end of a branch, the budget for one: the plan is one
    /// crate, 5 coins.
    static func forkLevel(id: Int = 1) -> Level {
        var l = level(
            """
            +---+---+---+---+---+
            | $   .   S   .   E |
            +---+---+---+   +---+
            | .   .   $   . | . |
            +---+---+---+---+---+
            """, budget: 8)
        l.id = id
        return l
    }

    @Test func itTellsTheBestPlanOnceASittingForItsPrice() throws {
        let level = Self.forkLevel()
        let expected = try #require(ScoutedPlan(level))
        // It agrees with the best plan a win is judged by.
        var allowance = PlanScore.allowance(for: level)
        let plan = try #require(MoveGraph(level).bestPlan(level, allowance: &allowance))
        #expect(expected == ScoutedPlan(coins: plan.coins, crates: plan.crates.count, moves: plan.moves ?? -1, crateIndices: plan.crates))
        var session = S.session(S.progress(coins: 40), levels: [level])
        _ = session.apply(.play(level: 1))
        #expect(session.apply(.scout) == [.scouted(expected, price: Economy.scoutPrice), .save])
        #expect(session.progress.coins == 40 - Economy.scoutPrice && session.scouted[1] == expected)
        // Asked again (a retry, or another look): told for nothing.
        _ = session.apply(.restart)
        #expect(session.apply(.scout) == [.scouted(expected, price: 0)])
        #expect(session.progress.coins == 40 - Economy.scoutPrice)
        // Nothing in the attempt changed: it is not an action, and no replay sees it.
        #expect(session.current?.inputs.isEmpty == true)
    }

    @Test func itIsRefusedWithoutChargeWhenItCannotBePaidOrHasNothingToTell() throws {
        let level = Self.forkLevel()
        var poor = S.session(S.progress(coins: Economy.scoutPrice - 1), levels: [level])
        _ = poor.apply(.play(level: 1))
        #expect(poor.apply(.scout) == [.refused(.cannotScout(price: Economy.scoutPrice, coins: Economy.scoutPrice - 1))])
        // A level whose crate does not fit the budget: no plan to scout.
        var tight = Self.forkLevel()
        tight.budget = tight.par
        var none = S.session(S.progress(coins: 40), levels: [tight])
        _ = none.apply(.play(level: 1))
        #expect(none.apply(.scout) == [.refused(.noPlanToScout)] && none.progress.coins == 40)
        // Practice keeps empty hands; with no attempt there is nothing to scout.
        var practice = S.session(S.progress(coins: 40), levels: [])
        #expect(practice.apply(.scout) == [.refused(.noAttempt)])
        var free = Self.forkLevel(id: 0)
        free.id = 0
        _ = practice.apply(.practice(free))
        #expect(practice.apply(.scout) == [.refused(.noShoppingOutsideTheCampaign)] && practice.progress.coins == 40)
    }

    /// The scout pass (docs/rules.md, "Scout pass"): bought once for its price, kept, and from
    /// then on every campaign level is scouted free as it begins, the level on screen at once.
    @Test func theScoutPassScoutsEveryLevelFreeAsItBegins() throws {
        let first = Self.forkLevel(id: 1)
        let second = Self.forkLevel(id: 2)
        var progress = S.progress(coins: Economy.scoutPassPrice + 10)
        progress.unlockedLevel = 2
        var session = S.session(progress, levels: [first, second])
        _ = session.apply(.play(level: 1))
        #expect(session.scouted[1] == nil)
        #expect(session.apply(.buy(.scoutPass)) == [.bought(.scoutPass, price: Economy.scoutPassPrice), .save])
        #expect(session.progress.scoutPass == .on && session.progress.coins == 10)
        // The level on screen is scouted by the purchase; the attempt is untouched.
        #expect(session.scouted[1] == ScoutedPlan(first) && session.current?.inputs.isEmpty == true)
        #expect(session.current?.state.inventory == Inventory())
        // The next level is scouted as it begins, and asking is free.
        _ = session.apply(.play(level: 2))
        #expect(session.scouted[2] == ScoutedPlan(second))
        #expect(session.apply(.scout) == [.scouted(try #require(ScoutedPlan(second)), price: 0)])
        #expect(session.progress.coins == 10)
        // A second pass is refused without charge, however rich the purse.
        var rich = session.progress
        rich.coins = 5_000
        #expect(
            rich.buy(.scoutPass, prices: ShopPrices(jump: 30, demolish: 60))
                == .refused(.scoutPass, price: Economy.scoutPassPrice, coins: 5_000))
        #expect(rich.coins == 5_000 && rich.held(.scoutPass) == 1 && rich.most(.scoutPass) == 1)
    }

    @Test func theScoutPassIsRefusedWithoutItsPrice() {
        var progress = S.progress(coins: Economy.scoutPassPrice - 1)
        #expect(
            progress.buy(.scoutPass, prices: ShopPrices(jump: 30, demolish: 60))
                == .refused(.scoutPass, price: Economy.scoutPassPrice, coins: Economy.scoutPassPrice - 1))
        #expect(progress.scoutPass == nil && progress.coins == Economy.scoutPassPrice - 1)
    }

    /// Switched off, the pass tells a level's plan only when asked, free; switched on again, the
    /// level on screen is told at once. Without a pass there is nothing to switch.
    @Test func theScoutPassSwitchesBetweenToldAndAsked() throws {
        let first = Self.forkLevel(id: 1)
        let second = Self.forkLevel(id: 2)
        var progress = S.progress(coins: 7)
        progress.unlockedLevel = 2
        var without = S.session(progress, levels: [first, second])
        #expect(without.apply(.switchScoutPass) == [.refused(.noScoutPass)])
        progress.scoutPass = .on
        var session = S.session(progress, levels: [first, second])
        #expect(session.apply(.switchScoutPass) == [.switchedScoutPass(.off), .save])
        _ = session.apply(.play(level: 1))
        #expect(session.scouted[1] == nil)
        // Asked, it is told for nothing (7 coins would not pay a scout).
        let plan = try #require(ScoutedPlan(first))
        #expect(session.apply(.scout) == [.scouted(plan, price: 0)])
        #expect(session.progress.coins == 7)
        _ = session.apply(.play(level: 2))
        #expect(session.scouted[2] == nil)
        #expect(session.apply(.switchScoutPass) == [.switchedScoutPass(.on), .save])
        #expect(session.scouted[2] == ScoutedPlan(second) && session.progress.scoutPass == .on)
    }

    @Test func itsTipComesOnTheFirstLevelOfThreeCratesFromEleven() throws {
        var level = Self.forkLevel(id: Tip.scoutFrom)
        level.crates += [Crate(cell: 5, coins: 3)]
        let seenAllElse = Tip.allCases.filter { $0 != .scout }.map(\.rawValue)
        #expect(Tip.next(for: level, holding: Inventory(), seen: seenAllElse) == .scout)
        level.id = Tip.scoutFrom - 1
        #expect(Tip.next(for: level, holding: Inventory(), seen: seenAllElse) == nil)
    }

    /// The guide: once scouted, the plan's way from where the player stands, for its price once
    /// a sitting; refused without charge before a scout, without the coins, or when the plan's
    /// crates no longer fit the moves left.
    @Test func theGuideMarksTheScoutedPlansWayFromHere() throws {
        let level = Self.forkLevel()
        var session = S.session(S.progress(coins: 100), levels: [level])
        _ = session.apply(.play(level: 1))
        #expect(session.apply(.guide) == [.refused(.notScouted)])
        _ = session.apply(.scout)
        let events = session.apply(.guide)
        guard case let .guided(way, price) = events.first else {
            Issue.record("\(events)")
            return
        }
        #expect(price == Economy.guidePrice && events.dropFirst() == [.save])
        #expect(session.progress.coins == 100 - Economy.scoutPrice - Economy.guidePrice)
        // The way wins, with the plan's coins, in the plan's moves.
        var state = try #require(session.current?.state)
        for direction in way { _ = state.apply(.move(direction)) }
        let plan = try #require(session.scouted[1])
        #expect(state.status == .won && state.movesUsed == plan.moves && state.coinsCollected == plan.coins)
        // Asked again: free, from where the player stands now.
        _ = session.apply(.act(.move(way[0])))
        #expect(session.apply(.guide) == [.guided(Array(way.dropFirst()), price: 0)])
        #expect(session.progress.coins == 100 - Economy.scoutPrice - Economy.guidePrice)
    }

    /// A win that follows the guide takes the plan's crates without having planned them: no
    /// ✓, and the level is not marked; the same plan found unguided is.
    @Test func aWinFollowingTheGuideIsNotPlannedToPerfection() throws {
        let level = Self.forkLevel()
        func win(guided: Bool) throws -> (PlanScore?, Bool) {
            var session = S.session(S.progress(coins: 100), levels: [level])
            _ = session.apply(.play(level: 1))
            _ = session.apply(.scout)
            let way: [Direction]
            if guided {
                guard case let .guided(shown, _)? = session.apply(.guide).first else { throw CancellationError() }
                way = shown
            } else {
                let plan = try #require(session.scouted[1])
                let state = try #require(session.current?.state)
                way = try #require(plan.way(from: state))
            }
            var finished: FinishedAttempt?
            for direction in way {
                for case let .finished(f) in session.apply(.act(.move(direction))) { finished = f }
            }
            return (finished?.plan, session.progress.record(1).planned)
        }
        let (shown, shownMarked) = try win(guided: true)
        #expect(shown?.followedTheGuide == true && shown?.isPerfect == false && !shownMarked)
        let (found, foundMarked) = try win(guided: false)
        #expect(found?.followedTheGuide == false && found?.isPerfect == true && foundMarked)
        // The mark is the attempt's: a retry that does not ask for the guide again (free now)
        // plans its own way, and one that asks follows it again.
        var session = S.session(S.progress(coins: 100), levels: [level])
        func play(asking: Bool) throws -> PlanScore? {
            _ = session.apply(.play(level: 1))
            _ = session.apply(.scout)
            if asking { _ = session.apply(.guide) }
            let state = try #require(session.current?.state)
            let way = try #require(session.scouted[1]?.way(from: state))
            var plan: PlanScore?
            for direction in way {
                for case let .finished(f) in session.apply(.act(.move(direction))) { plan = f.plan }
            }
            return plan
        }
        #expect(try play(asking: true)?.followedTheGuide == true)
        #expect(try play(asking: false)?.isPerfect == true)
        #expect(try play(asking: true)?.followedTheGuide == true)
    }

    @Test func theGuideIsRefusedWithoutChargeWhenItCannotHelp() {
        let level = Self.forkLevel()
        var poor = S.session(S.progress(coins: Economy.scoutPrice + Economy.guidePrice - 1), levels: [level])
        _ = poor.apply(.play(level: 1))
        _ = poor.apply(.scout)
        #expect(poor.apply(.guide) == [.refused(.cannotGuide(price: Economy.guidePrice, coins: Economy.guidePrice - 1))])
        // Two round trips leave 4 of 8 moves: the plan's 6 no longer fit.
        var strayed = S.session(S.progress(coins: 100), levels: [level])
        _ = strayed.apply(.play(level: 1))
        _ = strayed.apply(.scout)
        for direction in [Direction.west, .east, .west, .east] { _ = strayed.apply(.act(.move(direction))) }
        #expect(strayed.apply(.guide) == [.refused(.planOutOfReach)])
        #expect(strayed.progress.coins == 100 - Economy.scoutPrice && !strayed.guided.contains(1))
    }
}
