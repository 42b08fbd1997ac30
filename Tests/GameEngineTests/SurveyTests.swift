import MazeKit
import Testing

@testable import GameEngine

/// The survey (docs/rules.md, "Surveying"): the moves from one cell to every other, for coins.
@Suite struct SurveyTests {
    /// The least moves of a run from the level's start whose path enters each cell, by brute
    /// force (`ParSolverTests.bruteForceWalk`, each move's event's path the cells entered).
    static func bruteForceReach(_ level: Level, limit: Int) -> [Int?] {
        var reach = [Int?](repeating: nil, count: level.maze.cellCount)
        reach[level.start] = 0
        ParSolverTests.bruteForceWalk(
            level, limit: limit, settle: { _ in false },
            moved: { next, path in
                for cell in path where reach[cell].map({ next.movesUsed < $0 }) ?? true { reach[cell] = next.movesUsed }
            })
        return reach
    }

    @Test(arguments: [false, true])
    func reachAgreesWithBruteForce(fixtures: Bool) throws {
        var passedOnly = 0
        for seed in 0..<300 {
            let plain = try ParSolverTests.randomLevel(UInt64(seed) + 30_000)
            let level = fixtures ? RandomFixtures.adding(to: plain, seed: UInt64(seed)) : plain
            let graph = MoveGraph(level)
            let fast = graph.reach(from: level.start).map { $0 < 0 ? nil : Int($0) }
            #expect(fast == Self.bruteForceReach(level, limit: 4 * level.maze.cellCount), "seed \(seed)")
            // Cells a run only slides over (no move stops there) are counted too.
            let stops = graph.distances(from: level.start).distance
            passedOnly += fast.indices.filter { fast[$0] != nil && stops[$0] < 0 }.count
        }
        #expect(passedOnly > 50)  // the sample exercises cells that are only passed
    }

    /// S, then two ice cells, then a wall: one move east crosses both and stops at the wall.
    static let slide = level(
        """
        +---+---+---+---+
        | S   ~   ~   $ |
        +---+---+---+   +
        | E             |
        +---+---+---+---+
        """, budget: 20)

    @Test func aSlideCountsOneMoveForEveryCellItCrosses() {
        let survey = GameState(level: Self.slide).survey(from: Self.slide.start)
        #expect(survey.origin == 0 && survey.fromPlayer == 0)
        #expect((0..<4).map { survey.moves(to: $0) } == [0, 1, 1, 1])
        // From the crate's corner: down, then west along the bottom row to E.
        #expect(survey.moves(to: 7) == 2 && survey.moves(to: 4) == 5)
        // From the crate: the player (at S) reaches it in one slide.
        let fromCrate = GameState(level: Self.slide).survey(from: 3)
        #expect(fromCrate.fromPlayer == 1 && fromCrate.moves(to: 3) == 0 && fromCrate.moves(to: 4) == 4)
        // West from the crate's cell is the ice: a move slides back to S's wall.
        #expect(fromCrate.moves(to: 0) == 1)
        // The ice between is only passed over: no move stops on it, so the player's count to it
        // is the slide's that enters it.
        #expect(GameState(level: Self.slide).survey(from: 1).fromPlayer == 1)
    }

    /// S, two ice cells, then floor; the second ice cell also opens south onto a corridor.
    static let crossing = level(
        """
        +---+---+---+---+
        | S   ~   ~     |
        +   +---+   +---+
        |             E |
        +---+---+---+---+
        """, budget: 20)

    /// A cell a cheap slide only passes over costs more to stand on: the player's count to the
    /// cursor is the stand (a tester of session 30 read a row of equal counts as stops), an
    /// item's count the passing (a slide takes what it crosses).
    @Test func standingOnACellCanCostMoreThanPassingOverIt() {
        let survey = GameState(level: Self.crossing).survey(from: Self.crossing.start)
        // East from S slides over both ice cells onto the floor beyond: one move.
        #expect(survey.moves(to: 1) == 1 && survey.moves(to: 2) == 1 && survey.moves(to: 3) == 1)
        // The second ice cell is stood on from the corridor below: down, east, east, up.
        #expect(GameState(level: Self.crossing).survey(from: 2).fromPlayer == 4)
        // The first is only passed: entering it is the count.
        #expect(GameState(level: Self.crossing).survey(from: 1).fromPlayer == 1)
        #expect(GameState(level: Self.crossing).survey(from: 3).fromPlayer == 1)
    }

    /// Behind a door the count is the way with the key taken first, on either side of the
    /// doors: from the start of every shipped level with doors, standing on the exit costs par.
    @Test func behindADoorTheCountTakesTheKeyFirst() {
        let doors = CampaignTests.built.filter { !$0.fixtures.doors.isEmpty }
        #expect(doors.count >= 10)
        for level in doors {
            let state = GameState(level: level)
            #expect(state.survey(from: level.start).moves(to: level.exit) == level.par, "level \(level.id)")
            #expect(state.survey(from: level.exit).fromPlayer == level.par, "level \(level.id)")
        }
    }

    @Test func theExitEndsARunSoNothingIsCountedBeyondIt() {
        let survey = GameState(level: Self.slide).survey(from: Self.slide.exit)
        #expect(survey.moves(to: Self.slide.exit) == 0)
        #expect((0..<8).filter { $0 != Self.slide.exit }.allSatisfy { survey.moves(to: $0) == nil })
        #expect(survey.moves(to: -1) == nil && survey.moves(to: 99) == nil)
    }

    @Test func thePriceIsHalfTheBestPlanInFivesAtLeastTen() {
        #expect(Economy.surveyPrice(bestCoins: 0) == 10)
        #expect(Economy.surveyPrice(bestCoins: 19) == 10)
        #expect(Economy.surveyPrice(bestCoins: 30) == 15)
        #expect(Economy.surveyPrice(bestCoins: 31) == 15)
        #expect(Economy.surveyPrice(bestCoins: 41) == 20)
        #expect(Economy.surveyPrice(bestCoins: 100) == 50)
    }
}

extension CampaignSessionTests {
    @Test func aSurveyIsPaidOnceASittingAndLeavesTheDare() {
        var session = Self.daring(coins: 100)
        #expect(session.dareOffer == 15)
        let level = Self.spur()
        #expect(session.surveyPrice(of: level) == 10)
        #expect(session.apply(.survey) == [.surveyed(price: 10), .save])
        #expect(session.progress.coins == 90 && session.surveyed == [level.id])
        // A survey counts moves, not a plan: the dare stays on offer, and may be taken.
        #expect(session.dareOffer == 15 && session.progress.daresClosed.isEmpty)
        // Asked again in the sitting, free; in the dare too.
        #expect(session.apply(.survey) == [.surveyed(price: 0)])
        #expect(session.apply(.dare) == [.dared(stake: 15), .save])
        #expect(session.apply(.survey) == [.surveyed(price: 0)] && session.progress.coins == 75)
    }

    @Test func aSurveyIsRefusedWithoutTheCoinsAndOffTheCampaign() {
        var dared = Self.daring(coins: 100)
        _ = dared.apply(.dare)
        #expect(dared.apply(.survey) == [.surveyed(price: 10), .save] && dared.progress.coins == 75)
        var poor = Self.daring(coins: 9)
        #expect(poor.apply(.survey) == [.refused(.cannotSurvey(price: 10, coins: 9))])
        #expect(poor.progress.coins == 9 && poor.surveyed.isEmpty && poor.dareOffer == 15)
        var practice = Self.daring(coins: 100)
        var other = Self.spur()
        other.id = 0
        _ = practice.apply(.practice(other))
        #expect(practice.apply(.survey) == [.refused(.noShoppingOutsideTheCampaign)] && practice.progress.coins == 100)
        var none = Self.session(Self.progress(coins: 100), levels: [Self.spur()])
        #expect(none.apply(.survey) == [.refused(.noAttempt)])
    }

    /// The survey pass: bought once for its price and kept; from then on every campaign level
    /// is surveyed free, with nothing recorded per level, and practice still keeps empty hands.
    @Test func theSurveyPassSurveysEveryCampaignLevelFree() {
        var session = Self.daring(coins: Economy.surveyPassPrice + 5)
        let level = Self.spur()
        #expect(!session.isSurveyed(level.id))
        #expect(session.apply(.buy(.surveyPass)) == [.bought(.surveyPass, price: Economy.surveyPassPrice), .save])
        #expect(session.progress.surveyPass && session.progress.coins == 5 && session.isSurveyed(level.id))
        // Free, though the purse could not pay the level's price (10), and the dare stays.
        #expect(session.apply(.survey) == [.surveyed(price: 0)] && session.progress.coins == 5 && session.surveyed.isEmpty)
        #expect(session.dareOffer == 15)
        // Held once: a second is refused without charge, however rich the purse.
        var rich = session.progress
        rich.coins = 5_000
        #expect(
            rich.buy(.surveyPass, prices: Self.prices) == .refused(.surveyPass, price: Economy.surveyPassPrice, coins: 5_000))
        #expect(rich.held(.surveyPass) == 1 && rich.most(.surveyPass) == 1)
        // Off the campaign the pass surveys nothing.
        var other = level
        other.id = 0
        _ = session.apply(.practice(other))
        #expect(!session.isSurveyed(0) && session.apply(.survey) == [.refused(.noShoppingOutsideTheCampaign)])
    }

    @Test func theSurveyPassIsRefusedWithoutItsPrice() {
        var session = Self.daring(coins: Economy.surveyPassPrice - 1)
        #expect(
            session.apply(.buy(.surveyPass))
                == [.refused(.cannotBuy(.surveyPass, price: Economy.surveyPassPrice, coins: Economy.surveyPassPrice - 1))])
        #expect(!session.progress.surveyPass && session.progress.coins == Economy.surveyPassPrice - 1)
    }
}
