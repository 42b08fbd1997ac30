import MazeKit
import Testing

@testable import GameEngine

/// The one judge of a finished attempt: the star rule against the item par of what was taken,
/// the same for campaign, practice and daily attempts, and the facts of a failure.
@Suite struct ScorecardTests {
    /// Par 2 along the top; the crate below the middle costs 2 more moves (item par 4).
    static let detour = """
        +---+---+---+
        | S       E |
        +---+   +---+
        |XXX| $ |XXX|
        +---+---+---+
        """

    static func play(_ level: Level, _ directions: [Direction], inventory: Inventory = Inventory()) -> GameState {
        var state = GameState(level: level, inventory: inventory)
        for d in directions { state.apply(.move(d)) }
        return state
    }

    @Test func aWinIsJudgedAgainstTheItemParOfWhatItTook() {
        let level = level(Self.detour, budget: 5)
        let crateRun = Scorecard(Self.play(level, [.east, .south, .north, .east]))
        #expect(
            crateRun
                == Scorecard(
                    outcome: .won, movesUsed: 4, movesCounted: 4, par: 2, budget: 5, assisted: false,
                    itemPar: 4, treasurePar: 4, stars: 3, shortfall: nil))
        // Bare par would give it one star: 4 > 2 + (5 − 2) / 2. The crate was the plan.
        #expect(Economy.stars(movesUsed: 4, par: 2, budget: 5) == 1)
        let straight = Scorecard(Self.play(level, [.east, .east]))
        #expect(straight.itemPar == 2 && straight.treasurePar == 4 && straight.stars == 3 && !straight.beatItemPar)
    }

    /// A play-test of level 39: all five crates with two Jumps, six moves to spare, judged two
    /// stars against bare par, with no word why. A crate no run without power-ups takes (the
    /// ledge behind an up-belt) leaves no item par to judge by: the budget is the bar, as it is
    /// for a ledge whose item par is past the budget.
    @Test func aWinTakingWhatOnlyAPowerUpReachesIsJudgedByTheBudget() throws {
        let level = try LevelBuilder.build(CampaignTests.campaign.levels[38])
        let graph = MoveGraph(level)
        let table = try #require(graph.itemPar(from: level.start, items: level.crates.map(\.cell)))
        let ledge = try #require(level.crates.indices.first { level.crates[$0].needsJump && table.moves(taking: [$0]) == nil })
        let route = graph.bestJump(from: level.start, taking: level.crates[ledge].cell)
        var state = GameState(level: level, inventory: Inventory(jumps: 1))
        for action in route.actions { state.apply(action) }
        #expect(state.status == .won && state.openedCrates[ledge])
        let card = Scorecard(state)
        #expect(card.takenOnlyWithPowerUps && card.itemPar == level.budget && card.stars == 3)
        // Without the ledge, the item par is a number again.
        #expect(!Scorecard(Self.play(level, [])).takenOnlyWithPowerUps)
    }

    /// Practice and the daily are judged as the campaign is: the session hands every finished
    /// attempt its scorecard, and a counted daily's result keeps its stars.
    @Test func practiceAndTheDailyAreJudgedAsTheCampaignIs() throws {
        let practice = level(Self.detour, budget: 5)
        var session = CampaignSession(progress: PlayerProgress(), levelCount: 0, prices: ShopPrices(jump: 40, demolish: 60)) { _ in nil }
        session.apply(.practice(practice))
        let events = CampaignSessionTests.act([.move(.east), .move(.south), .move(.north), .move(.east)], in: &session)
        guard case let .finished(finished)? = events.dropFirst().first else {
            Issue.record("not finished: \(events)")
            return
        }
        #expect(finished.scorecard == Scorecard(Self.play(practice, [.east, .south, .north, .east])))
        #expect(finished.scorecard.stars == 3 && finished.standing == nil)

        let date = DailyDate(year: 2026, month: 11, day: 30)!
        var daily = level(Self.detour, budget: 5)
        daily.name = "Daily \(date)"
        session.apply(.daily(date: date, level: daily, isToday: true))
        let dailyEvents = CampaignSessionTests.act([.move(.east), .move(.south), .move(.north), .move(.east)], in: &session)
        guard case let .finished(counted)? = dailyEvents.dropFirst().first else {
            Issue.record("not finished: \(dailyEvents)")
            return
        }
        #expect(counted.scorecard.stars == 3 && counted.dailyResult?.stars == 3)
        #expect(session.progress.daily.result(on: date)?.stars == counted.scorecard.stars)
    }

    @Test func aDemolishedWallCountsTheWholeBudget() {
        let level = level(EconomyTests.shortcut, budget: 8)
        var state = GameState(level: level, inventory: Inventory(demolishes: 1))
        state.apply(.demolish(.east))
        state.apply(.move(.east))
        let card = Scorecard(state)
        #expect(card.assisted && card.movesUsed == 1 && card.movesCounted == 8 && card.stars == 1)
    }

    /// A Jump can beat the item par of what it took (measured without power-ups): said, so a
    /// summary never reads "over budget" next to a run within it.
    @Test func aJumpCanBeatItemPar() {
        let hook = CampaignSessionTests.hook(id: 1)
        var state = GameState(level: hook, inventory: Inventory(jumps: 1))
        for action in [Action.jump(.east), .move(.south), .move(.west), .move(.west), .move(.west)] { state.apply(action) }
        let card = Scorecard(state)
        #expect(card.outcome == .won && card.movesUsed == 5 && card.itemPar == 7 && card.beatItemPar && card.stars == 3)
    }

    /// Out of moves: how far the exit was, by the same search a trap uses, and a par route
    /// from the start walked through the rules (slides whole), for the summary to draw.
    @Test func aFailureSaysHowFarTheExitWasAndCarriesAParRoute() throws {
        var failures = 0
        for seed in UInt64(1)...8 {
            var spec = LevelSpec(id: 0, name: "ice", seed: seed, width: 10, height: 6, algorithm: .recursiveBacktracker)
            spec.ice = 0.3
            spec.mud = 0.1
            let level = try LevelBuilder.build(spec)
            let first = try #require(MoveGraph(level).solve(from: level.start).moves.first)
            var state = GameState(level: level)
            while state.status == .playing {
                state.apply(.move(state.position == level.start ? first : first.opposite))
            }
            guard state.status == .failed else { continue }  // a slide back may have reached the exit
            failures += 1
            let card = Scorecard(state)
            let shortfall = try #require(card.shortfall)
            #expect(
                shortfall.movesToExit
                    == MoveGraph(maze: state.maze, terrain: level.terrain, exit: level.exit, fixtures: level.fixtures).solve(
                        from: state.position
                    ).par)
            #expect(shortfall.parRoute.first == level.start && shortfall.parRoute.last == level.exit)
            // One open step (or a tunnel, or a portal) between each two cells of the route:
            // slides and belts are listed cell by cell.
            for (a, b) in zip(shortfall.parRoute, shortfall.parRoute.dropFirst()) {
                #expect(
                    Direction.ordered.contains { level.fixtures.step(in: level.maze, from: a, $0) == b }
                        || level.fixtures.portal(at: a) == b,
                    "\(a) to \(b)")
            }
            #expect(card.stars == 0 && card.itemPar == level.par)
        }
        #expect(failures >= 4)
    }

    @Test func anAttemptGivenUpHasNoShortfall() {
        let hook = CampaignSessionTests.hook(id: 1)
        let card = Scorecard(Self.play(hook, [.east]))
        #expect(
            card
                == Scorecard(
                    outcome: .abandoned, movesUsed: 1, movesCounted: 1, par: 7, budget: 9, assisted: false,
                    itemPar: 7, treasurePar: nil, stars: 0, shortfall: nil))
    }
}
