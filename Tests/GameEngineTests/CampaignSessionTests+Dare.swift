import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The dare (`Dare`, docs/rules.md, "Dares"): coins staked before a level's first move on
/// planning it to perfection on that try, by eye.
extension CampaignSessionTests {
    /// E two steps east of S; a crate of 5 below S, back the way it came: par 2, the crate's
    /// run 4, the budget 4, so the best plan takes it.
    static func spur(id: Int = Dare.firstLevel) -> Level {
        var spur = level(
            """
            +---+---+---+
            | S       E |
            +   +---+---+
            | $         |
            +---+---+---+
            """, budget: 4)
        spur.id = id
        return spur
    }

    static let spurPlan: [Action] = [.move(.south), .move(.north), .move(.east), .move(.east)]
    static let spurPar: [Action] = [.move(.east), .move(.east)]

    /// A session at the spur with `coins`, its level begun.
    static func daring(coins: Int = 100, level: Level = spur(), hints: Int = 0) -> CampaignSession {
        var progress = Self.progress(coins: coins)
        progress.hints = hints
        progress.unlockedLevel = level.id
        var session = Self.session(progress, levels: [level], levelCount: 100)
        _ = session.apply(.play(level: level.id))
        return session
    }

    static func finished(_ events: [SessionEvent]) -> FinishedAttempt? {
        events.lazy.compactMap { if case let .finished(finished) = $0 { finished } else { nil } }.first
    }

    @Test func theStakeIsThreeTimesTheBestPlanInFives() {
        #expect(Dare.stake(bestCoins: 5) == 15)
        #expect(Dare.stake(bestCoins: 35) == 105)
        #expect(Dare.stake(bestCoins: 23) == 70)
        #expect(Dare.stake(bestCoins: 1) == 10)
        #expect(Dare.payout(stake: 105) == 130 && Dare.payout(stake: 10) == 15 && Dare.payout(stake: 210) == 265)
        #expect(Dare.payout(stake: 55) == 70 && Dare.payout(stake: 15) == 20 && Dare.payout(stake: 295) == 370)
        // Into a purse near its limit: what is left below it, and never less than the stake.
        #expect(Dare.paid(stake: 105, into: 100) == 130)
        #expect(Dare.paid(stake: 105, into: Economy.purseLimit - 120) == 120)
        #expect(Dare.paid(stake: 105, into: Economy.purseLimit - 20) == 105)
    }

    @Test func aLevelNeverWonFromTheFirstDareLevelOffersOne() {
        #expect(Self.daring().dareOffer == 15 && Self.daring().dareBar == nil)
        // Not before the second band, and the session says why.
        #expect(Self.daring(level: Self.spur(id: Dare.firstLevel - 1)).dareOffer == nil)
        #expect(Self.daring(level: Self.spur(id: Dare.firstLevel - 1)).dareBar == .notYet(from: Dare.firstLevel))
        // Not on a level won before.
        var progress = Self.progress(coins: 100)
        progress.unlockedLevel = Dare.firstLevel
        progress.levels = [Self.parRecord(Dare.firstLevel)]
        var session = Self.session(progress, levels: [Self.spur()], levelCount: 100)
        _ = session.apply(.play(level: Dare.firstLevel))
        #expect(session.dareOffer == nil && session.dareBar == .won)
        #expect(session.apply(.dare) == [.refused(.noDare)])
    }

    @Test func takingItPaysTheStakeAndClosesTheOffer() throws {
        var session = Self.daring()
        #expect(session.apply(.dare) == [.dared(stake: 15), .save])
        #expect(session.progress.coins == 85)
        #expect(session.progress.daresClosed == [Dare.firstLevel])
        #expect(session.dareOffer == nil && session.current?.dare == 15 && session.dareBar == .closed)
        #expect(session.apply(.dare) == [.refused(.noDare)])
        var poor = Self.daring(coins: 14)
        #expect(poor.apply(.dare) == [.refused(.cannotAffordDare(stake: 15, coins: 14))])
        #expect(poor.progress.coins == 14 && poor.current?.dare == nil && poor.dareOffer == 15)
    }

    @Test func theBestPlanWinsItBackAndHalfAgain() throws {
        var session = Self.daring()
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPlan, in: &session)))
        #expect(finished.outcome == .won && finished.plan?.isPerfect == true)
        #expect(finished.dare == DareOutcome(stake: 15, won: true, paid: 20, streak: 1))
        let pay = try #require(finished.settlement).total
        #expect(session.progress.coins == 100 - 15 + pay + 20)
        #expect(session.progress.daresWon == [Dare.firstLevel])
    }

    /// On a full purse a won dare still gives the stake back (the payout past it is not paid).
    @Test func aWonDareOnAFullPurseGivesTheStakeBack() throws {
        var session = Self.daring(coins: Economy.purseLimit)
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPlan, in: &session)))
        #expect(finished.dare == DareOutcome(stake: 15, won: true, paid: 15, streak: 1))
        // (The purse was 15 below the limit when the win paid, so the win itself paid in full.)
        #expect(session.progress.coins == Economy.purseLimit + (finished.settlement?.total ?? 0))
    }

    @Test func aWinShortOfThePlanLosesIt() throws {
        var session = Self.daring()
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPar, in: &session)))
        #expect(finished.outcome == .won && finished.plan?.isPerfect == false)
        #expect(finished.dare == DareOutcome(stake: 15, won: false, paid: 0))
        #expect(session.progress.coins == 100 - 15 + (finished.settlement?.total ?? 0))
        #expect(session.progress.daresWon.isEmpty)
    }

    @Test func theFirstMoveOrASketchClosesTheOfferForGood() throws {
        var session = Self.daring()
        _ = Self.act([.move(.east)], in: &session)
        #expect(session.dareOffer == nil && session.progress.daresClosed == [Dare.firstLevel])
        #expect(session.apply(.dare) == [.refused(.noDare)])
        _ = session.apply(.restart)
        #expect(session.dareOffer == nil)
        var sketched = Self.daring()
        #expect(sketched.apply(.passDare) == [.save])
        #expect(sketched.dareOffer == nil && sketched.progress.daresClosed == [Dare.firstLevel])
        #expect(sketched.apply(.passDare) == [])
    }

    /// One undo for a slip of the key, then none; no hint at all.
    @Test func aDaredTryHasOneUndoAndNoHint() throws {
        var session = Self.daring(hints: 1)
        _ = session.apply(.dare)
        _ = Self.act([.move(.south)], in: &session)
        #expect(session.apply(.undo) == [.undone(.move(.south), reopened: false)])
        #expect(session.current?.inputs.isEmpty == true && session.current?.oneUndoSpent == true && session.current?.dare == 15)
        _ = Self.act([.move(.south)], in: &session)
        #expect(session.apply(.undo) == [.refused(.dareSlipUsed)])
        #expect(session.apply(.useHint) == [.refused(.noHelpInADare)])
        #expect(session.progress.hints == 1 && session.current?.inputs.count == 1)
    }

    @Test func aRestartOrLeavingLosesIt() throws {
        var session = Self.daring()
        _ = session.apply(.dare)
        _ = Self.act([.move(.south)], in: &session)
        let restarted = try #require(Self.finished(session.apply(.restart)))
        #expect(restarted.outcome == .abandoned && restarted.dare == DareOutcome(stake: 15, won: false, paid: 0))
        #expect(session.current?.dare == nil && session.current?.inputs.isEmpty == true && session.dareOffer == nil)

        var left = Self.daring()
        _ = left.apply(.dare)
        _ = Self.act([.move(.south)], in: &left)
        let events = left.apply(.suspend)
        #expect(Self.finished(events)?.dare?.won == false)
        #expect(left.current == nil && left.progress.attempt == nil && left.progress.coins == 85)
    }

    @Test func aJumpBoughtInADaredTryKeepsTheDare() throws {
        var session = Self.daring()
        _ = session.apply(.dare)
        _ = session.apply(.buy(.jump))
        #expect(session.current?.dare == 15)
    }

    @Test func theDaresAreSavedAndReadBack() throws {
        var progress = PlayerProgress()
        progress.daresClosed = [11, 12, 30]
        progress.daresWon = [12]
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(text.contains("\"dares\": {\"closed\": [11, 12, 30], \"won\": [12]}"), "\(text)")
        let again = try SaveFile.read(Data(text.utf8)).shipped
        #expect(again.daresClosed == [11, 12, 30] && again.daresWon == [12])
        #expect(!SaveFile.json(SaveDocument()).contains("dares"))
        for (bad, problem) in [
            ("{\"closed\": [12, 11], \"won\": []}", "field 'dares.closed' must list levels in rising order, each once"),
            ("{\"closed\": [11], \"won\": [12]}", "field 'dares.won' names a level whose dare is not closed"),
            ("{\"closed\": [0], \"won\": []}", "field 'dares.closed[0]' must be a level number from 1 to \(LevelFile.maximumLevels)"),
        ] {
            let hostile = text.replacingOccurrences(of: "{\"closed\": [11, 12, 30], \"won\": [12]}", with: bad)
            #expect(throws: SaveError.corrupt(problem)) { try SaveFile.read(Data(hostile.utf8)) }
        }
    }

    /// Dares won in a row: a won dare adds one, a lost one ends the run (the outcome says how
    /// long it was), and the best run is kept.
    @Test func aRunOfDaresGrowsWithEachWinAndALossEndsIt() throws {
        var session = Self.daring()
        _ = session.apply(.dare)
        var finished = try #require(Self.finished(Self.act(Self.spurPlan, in: &session)))
        #expect(finished.dare?.streak == 1 && session.progress.dareStreak == 1 && session.progress.bestDareStreak == 1)
        var progress = session.progress
        // Five dares won before, the last four in a row (as a save would hold them).
        progress.daresClosed = [3, 4, 5, 6, 7, 11]
        progress.daresWon = [3, 4, 5, 6, 7, 11]
        progress.dareStreak = 4
        progress.bestDareStreak = 5
        progress.unlockedLevel = 12
        var lost = Self.session(progress, levels: [Self.spur(id: 12)], levelCount: 100)
        _ = lost.apply(.play(level: 12))
        #expect(lost.apply(.dare) == [.dared(stake: 15), .save])
        finished = try #require(Self.finished(Self.act(Self.spurPar, in: &lost)))
        var ended = DareOutcome(stake: 15, won: false, paid: 0, streak: 4)
        ended.keepPrice = 100
        ended.keepGoal = .avatar("Highwire", count: 6)
        #expect(finished.dare == ended)
        #expect(lost.progress.dareStreak == 0 && lost.progress.bestDareStreak == 5)
    }

    /// A session at level 12 whose dare was just lost by a win short of the plan, ending a run
    /// of `run` dares, with `coins` in the purse after it.
    static func lostRun(_ run: Int, coins: Int = 200) throws -> CampaignSession {
        var progress = Self.progress(coins: coins)
        progress.daresClosed = Array(1...run)
        progress.daresWon = Array(1...run)
        progress.dareStreak = run
        progress.bestDareStreak = run
        progress.unlockedLevel = 13
        var session = Self.session(progress, levels: [Self.spur(id: 12), Self.spur(id: 13)], levelCount: 100)
        _ = session.apply(.play(level: 12))
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPar, in: &session)))
        #expect(finished.dare?.won == false)
        return session
    }

    /// A lost dare's run may be kept for 25 coins a dare of it: the run goes on, the stake
    /// stays lost, and it is kept once.
    @Test func aRunALostDareEndedIsKeptForCoins() throws {
        var session = try Self.lostRun(4)
        #expect(session.keepableRun?.run == 4 && session.keepableRun?.level == 12 && session.progress.dareStreak == 0)
        let before = session.progress.coins
        #expect(session.apply(.keepDareRun) == [.keptDareRun(run: 4, price: 100), .save])
        #expect(session.progress.dareStreak == 4 && session.progress.coins == before - 100)
        #expect(session.progress.daresWon == [1, 2, 3, 4] && session.progress.bestDareStreak == 4)
        #expect(session.apply(.keepDareRun) == [.refused(.noRunToKeep)])
    }

    /// The offer says what the run is for: the next avatar a run unlocks, else the best run
    /// yet; a run that is neither (every such avatar earned, a longer run before) is not offered.
    @Test func aRunIsOfferedForWhatItIsFor() throws {
        #expect(try Self.lostRun(4).keepableRun?.run == 4)
        var progress = Self.progress()
        progress.bestDareStreak = 4
        #expect(progress.runGoal(run: 4) == .avatar("Highwire", count: 6))
        progress.bestDareStreak = 10
        #expect(progress.runGoal(run: 10) == .best)
        #expect(progress.runGoal(run: 7) == nil)

        var pointless = Self.progress(coins: 200)
        pointless.daresClosed = Array(1...5)
        pointless.daresWon = Array(1...5)
        pointless.dareStreak = 5
        pointless.bestDareStreak = 12
        pointless.unlockedLevel = 12
        var session = Self.session(pointless, levels: [Self.spur(id: 12)], levelCount: 100)
        _ = session.apply(.play(level: 12))
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPar, in: &session)))
        #expect(finished.dare?.won == false && finished.dare?.keepPrice == nil && finished.dare?.keepGoal == nil)
        #expect(session.keepableRun == nil && session.apply(.keepDareRun) == [.refused(.noRunToKeep)])
    }

    @Test func keepingARunTheCoinsDoNotCoverIsRefused() throws {
        var poor = try Self.lostRun(10, coins: 15)
        let coins = poor.progress.coins
        #expect(coins < 250)
        #expect(poor.apply(.keepDareRun) == [.refused(.cannotKeepRun(price: 250, coins: coins))])
        #expect(poor.progress.dareStreak == 0 && poor.keepableRun?.run == 10)
    }

    /// The offer outlives a restart of the level (a dare lost by a restart has no summary to
    /// make it) until the first move there; another level ends it. A run of one offers none.
    @Test func theOfferLastsUntilTheNextMoveOrAnotherLevel() throws {
        var restarted = try Self.lostRun(3)
        _ = restarted.apply(.play(level: 12))
        #expect(restarted.keepableRun?.run == 3)
        _ = Self.act([.move(.east)], in: &restarted)
        #expect(restarted.keepableRun == nil && restarted.apply(.keepDareRun) == [.refused(.noRunToKeep)])

        var elsewhere = try Self.lostRun(3)
        _ = elsewhere.apply(.play(level: 13))
        #expect(elsewhere.keepableRun == nil)

        let single = try Self.lostRun(1)
        #expect(single.keepableRun == nil)
        #expect(Dare.keepPrice(run: 20) == 500)
    }

    /// Three dares won in a row unlock the first of the rare avatars for runs of dares.
    @Test func aRunOfThreeUnlocksTheDaredevil() throws {
        var progress = Self.progress(coins: 100)
        progress.unlockedLevel = Dare.firstLevel
        progress.dareStreak = 2
        progress.bestDareStreak = 2
        var session = Self.session(progress, levels: [Self.spur()], levelCount: 100)
        _ = session.apply(.play(level: Dare.firstLevel))
        _ = session.apply(.dare)
        let finished = try #require(Self.finished(Self.act(Self.spurPlan, in: &session)))
        #expect(finished.dare?.streak == 3 && finished.dare?.newAvatars == ["daredevil"])
        #expect(session.progress.avatars.contains("daredevil") && session.progress.bestDareStreak == 3)
        #expect(AvatarCatalog.avatar("daredevil")?.unlock == .dareStreak(count: 3))
    }

    @Test func theRunOfDaresIsSavedAndReadBack() throws {
        var progress = PlayerProgress()
        progress.daresClosed = [11, 12, 13]
        progress.daresWon = [12, 13]
        progress.dareStreak = 1
        progress.bestDareStreak = 2
        let text = SaveFile.json(SaveDocument(shipped: progress))
        let written = "\"dares\": {\"closed\": [11, 12, 13], \"won\": [12, 13], \"streak\": 1, \"bestStreak\": 2}"
        #expect(text.contains(written), "\(text)")
        let again = try SaveFile.read(Data(text.utf8)).shipped
        #expect(again.dareStreak == 1 && again.bestDareStreak == 2)
        for (bad, problem) in [
            ("\"streak\": 3, \"bestStreak\": 2", "field 'dares.streak' must be from 0 to 2, found 3"),
            ("\"streak\": 1, \"bestStreak\": 3", "field 'dares.bestStreak' must be from 0 to 2, found 3"),
        ] {
            let hostile = text.replacingOccurrences(of: "\"streak\": 1, \"bestStreak\": 2", with: bad)
            #expect(throws: SaveError.corrupt(problem)) { try SaveFile.read(Data(hostile.utf8)) }
        }
    }

    /// A gem below S, a crate of `coins` below the next cell, E past it: par 2, each detour 2,
    /// the budget 4, so one of the two fits.
    static func gemOrCrate(coins: Int) -> Level {
        var level = level(
            """
            +---+---+---+
            | S       E |
            +   +   +---+
            | * | $ |XXX|
            +---+---+---+
            """, budget: 4)
        level.id = Dare.firstLevel
        level.crates[0].coins = coins
        return level
    }

    static let takeTheGem: [Action] = [.move(.south), .move(.north), .move(.east), .move(.east)]
    static let takeTheCrate: [Action] = [.move(.east), .move(.south), .move(.north), .move(.east)]

    /// A gem counts as the Jump it gives, at its shop price, for the ✓ as for a dare: the gem
    /// alone is the best of the plans that find it (no crate fits beside it) but is short of a
    /// crate worth more, so it has no ✓ and loses the dare, and against one worth less it has
    /// both (two testers of session 23: "gem routes are an easy dare"; three of sessions 27 and
    /// 28 saw a ✓ above a lost dare).
    @Test func inADareAGemIsWorthItsJumpAgainstTheBestPlan() throws {
        let jump = Self.prices.jump
        var rich = Self.daring(coins: 500, level: Self.gemOrCrate(coins: jump + 10))
        #expect(rich.dareOffer == Dare.stake(bestCoins: jump + 10))
        _ = rich.apply(.dare)
        var finished = try #require(Self.finished(Self.act(Self.takeTheGem, in: &rich)))
        #expect(finished.plan?.isPerfectForItsGems == true && finished.plan?.isPerfect == false)
        #expect(finished.plan?.gemsWorth == jump && finished.plan?.bestWithoutGems == jump + 10)
        #expect(finished.dare?.won == false && finished.dare?.gemsWorth == jump && finished.dare?.bestCoins == jump + 10)
        #expect(rich.progress.record(Dare.firstLevel).planned == false)
        var crate = Self.daring(coins: 500, level: Self.gemOrCrate(coins: jump + 10))
        _ = crate.apply(.dare)
        finished = try #require(Self.finished(Self.act(Self.takeTheCrate, in: &crate)))
        #expect(finished.dare?.won == true && finished.dare?.gemsWorth == nil)
        var poor = Self.daring(coins: 500, level: Self.gemOrCrate(coins: jump - 10))
        _ = poor.apply(.dare)
        finished = try #require(Self.finished(Self.act(Self.takeTheGem, in: &poor)))
        #expect(finished.dare?.won == true && finished.dare?.gemsWorth == jump && finished.dare?.bestCoins == jump - 10)
        #expect(finished.plan?.isPerfect == true && poor.progress.record(Dare.firstLevel).planned == true)
    }

    /// A Jump spent on the way to a gem that gives it back is the gem's worth used up: the run
    /// is worth its coins alone, not its coins and the gem (the summary's mark already nets
    /// the Jump against the gem; the dare must not count the gem a second time).
    @Test func aJumpTheGemGaveBackIsNotCountedTwiceInADare() throws {
        let jump = Self.prices.jump
        var progress = Self.progress(coins: 500)
        progress.unlockedLevel = Dare.firstLevel
        progress.inventory = Inventory(jumps: 1)
        var session = Self.session(progress, levels: [Self.gemOrCrate(coins: jump - 10)], levelCount: 100)
        _ = session.apply(.play(level: Dare.firstLevel))
        _ = session.apply(.dare)
        // The gem, then a Jump from S that lands on E.
        let finished = try #require(Self.finished(Self.act([.move(.south), .move(.north), .jump(.east)], in: &session)))
        #expect(finished.plan?.isPerfectForItsGems == true && finished.plan?.isPerfect == false && finished.plan?.powerUpsPrice == 0)
        #expect(finished.dare?.won == false && finished.dare?.gemsWorth == 0 && finished.dare?.bestCoins == jump - 10)
        // The plan keeps its worth for the summary, and `b` marks the plan on foot it lost to
        // (the crate, then E), though the run took a gem and used a Jump.
        #expect(finished.plan?.gemsWorth == 0 && finished.plan?.bestWithoutGems == jump - 10)
        let route = try #require(BestPlanRoute.cells(after: finished))
        #expect(route.coins == jump - 10 && route.moves == 4)
        #expect(route.cells.contains(finished.attempt.level.crates[0].cell))
    }
}
