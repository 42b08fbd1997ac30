import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// The dare on screen (`$`, `PlayScene+Dare`): offered on the key bar before a level's first
/// move, asked before it is taken, said as taken, and settled on the summary.
@Suite struct DareScreenTests {
    static let id = Dare.firstLevel

    static func opened(coins: Int = 500) -> App {
        UI.app(UI.progress(unlocked: id, coins: coins), opening: .level(id))
    }

    static func rows(_ app: App) -> [String] {
        UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    static func stake() throws -> Int {
        Dare.stake(bestCoins: try #require(ScoutedPlan(try UI.level(id))).coins)
    }

    @Test func theKeyBarOffersItWithItsStake() throws {
        let stake = try Self.stake()
        #expect(Self.rows(Self.opened()).last?.contains("$ dare \(stake)") == true)
    }

    @Test func dollarAsksFirstAndYesTakesIt() throws {
        let stake = try Self.stake()
        var app = Self.opened()
        UI.keys(&app, [.character("$")])
        let pays = stake + max(5, (stake + 10) / 20 * 5)
        #expect(Self.rows(app)[22] == "Dare \(stake): the ✓ this try, by eye, power-ups at shop price? Pays \(pays). [yn] (n)")
        UI.keys(&app, [.character("y")])
        #expect(Self.rows(app)[22] == "Dared \(stake): no sketch or hint, one undo for a slip (f surveys). The ✓ pays \(pays).")
        #expect(app.world.progress.coins == 500 - stake && app.session.current?.dare == stake)
        // Neither the sketch nor the undo is offered any more.
        let bar = try #require(Self.rows(app).last)
        #expect(!bar.contains("sketch") && !bar.contains("dare"))
        UI.keys(&app, [.character("v")])
        #expect(Self.rows(app)[22] == "No sketch in a dare: arrows move the look cursor; f counts its moves.")
        // The arrows typed after it look; they move nothing.
        UI.keys(&app, [.left, .up])
        #expect(Self.rows(app)[22].hasPrefix("Look (") && app.session.current?.inputs.isEmpty == true)
        UI.keys(&app, [.character("q")])
        #expect(Self.rows(app)[22] == "Quit to the title? The dare's \(stake) coins are lost. [yn] (n)")
    }

    /// Leaving a dared try has no summary: its question says the run of dares it ends, from
    /// `q` and from the pause menu alike (which used to offer to save a try that is not kept).
    @Test func leavingADaredTrySaysTheRunItEnds() throws {
        let stake = try Self.stake()
        var progress = UI.progress(unlocked: Self.id, coins: 500)
        progress.daresClosed = [3, 4]
        progress.daresWon = [3, 4]
        progress.dareStreak = 2
        progress.bestDareStreak = 2
        var app = UI.app(progress, opening: .level(Self.id))
        UI.keys(&app, [.character("$"), .character("y"), .character("q")])
        let lost = "Quit to the title? The dare's \(stake) coins and your run of 2 are lost. [yn] (n)"
        #expect(Self.rows(app)[22] == lost)
        UI.keys(&app, [.character("n"), .character("p"), .character("q")])
        #expect(Self.rows(app)[22] == lost)
        UI.keys(&app, [.character("y")])
        #expect(app.world.progress.dareStreak == 0 && app.world.progress.bestDareStreak == 2)
    }

    /// One undo for a slip of the key, said as spent; the key bar stops offering it.
    @Test func aDaredTryHasOneUndoForASlip() throws {
        var app = Self.opened()
        UI.keys(&app, [.character("$"), .character("y")])
        for arrow in [Key.up, .down, .left, .right] where app.session.current?.inputs.isEmpty == true { UI.keys(&app, [arrow]) }
        #expect(app.session.current?.inputs.count == 1)
        #expect(Self.rows(app).last?.contains("u undo") == true)
        UI.keys(&app, [.character("u")])
        #expect(Self.rows(app)[22].hasPrefix("The dare's one undo: Undone: the last move"))
        #expect(app.session.current?.inputs.isEmpty == true && app.session.current?.dare != nil)
        for arrow in [Key.up, .down, .left, .right] where app.session.current?.inputs.isEmpty == true { UI.keys(&app, [arrow]) }
        #expect(Self.rows(app).last?.contains("u undo") == false)
        UI.keys(&app, [.character("u")])
        #expect(Self.rows(app)[22] == "The dare's one undo is spent: it counts as you play it.")
        #expect(app.session.current?.inputs.count == 1)
    }

    @Test func noTurnsItDownAndTheOfferStays() throws {
        let stake = try Self.stake()
        var app = Self.opened()
        UI.keys(&app, [.character("$"), .character("n")])
        #expect(Self.rows(app)[22] == "No dare. $ still dares \(stake) coins until your first move.")
        #expect(app.world.progress.coins == 500 && app.session.dareOffer == stake)
    }

    /// Near the purse's limit the question says what a win would pay into it: on a full purse,
    /// only the stake back (a tester of session 22 read "free money" where a win paid nothing).
    @Test func aFullPurseIsToldTheDareWinsNothing() throws {
        let stake = try Self.stake()
        var app = Self.opened(coins: Economy.purseLimit)
        UI.keys(&app, [.character("$")])
        #expect(Self.rows(app)[22] == "Dare \(stake): the ✓ by eye, power-ups at shop price? Purse full: pays \(stake). [yn] (n)")
    }

    @Test func aSketchPassesIt() throws {
        let stake = try Self.stake()
        var app = Self.opened()
        // The first `v` asks, saying what a sketch costs: arrows typed after it move nothing,
        // and anything but yes leaves the dare on offer.
        UI.keys(&app, [.character("v"), .right, .down])
        #expect(app.session.dareOffer == stake && app.session.current?.inputs.isEmpty == true)
        #expect(Self.rows(app)[22].hasSuffix("A sketch closes the dare on offer ($ \(stake)). Sketch anyway? [yn] (n)"))
        UI.keys(&app, [.character("n")])
        #expect(Self.rows(app)[22] == "No sketch. $ still dares \(stake) coins until your first move.")
        UI.keys(&app, [.character("v"), .character("y")])
        #expect(app.session.dareOffer == nil && app.world.progress.daresClosed == [Self.id])
        #expect(Self.rows(app)[22] == "The dare is closed: a sketched plan is not dared. Sketch a way with the arrows.")
        UI.keys(&app, [.escape, .character("$")])
        #expect(Self.rows(app)[22] == "No dare now: it is offered before a first move or sketch, on a level never won.")
    }

    /// Before the second band `$` says when dares begin, not that a move closed one: a tester of
    /// session 38 pressed it on level 6 before any move and was told it is "offered before a
    /// first move or sketch".
    @Test func beforeTheFirstDareLevelItSaysWhenTheyBegin() {
        var app = UI.app(UI.progress(unlocked: 6, coins: 500), opening: .level(6))
        UI.keys(&app, [.character("$")])
        #expect(Self.rows(app)[22] == "No dare yet: dares begin at level 11.")
    }

    @Test func tooFewCoinsSaySo() throws {
        let stake = try Self.stake()
        var app = Self.opened(coins: 3)
        UI.keys(&app, [.character("$")])
        #expect(Self.rows(app)[22] == "The dare's stake is \(stake) coins; you have 3.")
    }

    @Test func theSummarySaysTheDareWasLost() throws {
        var app = Self.opened()
        UI.keys(&app, [.character("$"), .character("y")] + (try UI.solution(Self.id)))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """




                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                       Level 11: Dripping Passage
                                     Moves 14   Par 14   Budget 21
              Replay it: mz play --code MZ4-18YMJ-C2ZX0-W1Q0C-GGCBC-60000-00000-0Z900-0NV
                                              ★★★  3 stars
                         First clear: unused moves paid, a coin for every two.
                     Moves: par 14 · with everything 26 moves, over budget · you 14
                                    Best plan: 35 coins · you took 0
                           Dare lost: 105 coins (it needed the ✓ on this try)

                                  Unused moves    +3
                                  Perfect bonus   +5
                                  Total           +8   (now 403 coins)
                                Level 12 unlocked: something new there!




            Enter next level  r retry  b one-Jump route  l level select  q title
            """)
    }

    /// A lost dare that ends a run offers to keep it for coins, on the summary's dare line and
    /// key bar; `$` keeps it and the line says so.
    @Test func theSummaryOffersToKeepTheRunALostDareEnded() throws {
        var progress = UI.progress(unlocked: Self.id, coins: 500)
        progress.daresClosed = [3, 4, 5, 6]
        progress.daresWon = [3, 4, 5, 6]
        progress.dareStreak = 4
        progress.bestDareStreak = 4
        progress.avatars.append("daredevil")  // unlocked by the run, as a save would hold it
        var app = UI.app(progress, opening: .level(Self.id))
        UI.keys(&app, [.character("$"), .character("y")] + (try UI.solution(Self.id)))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """



                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                       Level 11: Dripping Passage
                                     Moves 14   Par 14   Budget 21
              Replay it: mz play --code MZ4-18YMJ-C2ZX0-W1Q0C-GGCBC-60000-00000-0Z900-0NV
                                              ★★★  3 stars
                         First clear: unused moves paid, a coin for every two.
                     Moves: par 14 · with everything 26 moves, over budget · you 14
                                    Best plan: 35 coins · you took 0
                Dare lost: 105 coins (it needed the ✓ on this try) · your run of 4 ends
                     $ keeps your run of 4 for 100 coins (6 in a row: the Highwire)

                                  Unused moves    +3
                                  Perfect bonus   +5
                                  Total           +8   (now 403 coins)
                                Level 12 unlocked: something new there!




            Enter next level  r retry  $ keep run 100  b one-Jump route  l level select
            """)
        // The first `$` asks; the second pays.
        UI.keys(&app, [.character("$")])
        #expect(app.world.progress.dareStreak == 0 && app.notice == "Keep your run of 4 for 100 coins? $ again pays.")
        UI.keys(&app, [.character("$")])
        #expect(app.world.progress.dareStreak == 4 && app.world.progress.coins == 303)
        #expect(Self.rows(app).contains { $0.hasSuffix("Your run of 4 goes on (100 coins)") })
        #expect(Self.rows(app).last?.contains("keep run") == false)
    }

    /// A dare lost by a restart has no summary: the level begun again offers the run back until
    /// its first move, on the message line, the key bar and `$`.
    @Test func aRestartedDareOffersItsRunBackUntilTheFirstMove() throws {
        var progress = UI.progress(unlocked: Self.id, coins: 500)
        progress.daresClosed = [3, 4]
        progress.daresWon = [3, 4]
        progress.dareStreak = 2
        progress.bestDareStreak = 2
        var app = UI.app(progress, opening: .level(Self.id))
        UI.keys(&app, [.character("$"), .character("y"), .right, .character("r"), .character("y")])
        #expect(Self.rows(app)[22] == "Your run of 2 dares ended: $ keeps it for 50 coins, until your first move.")
        #expect(Self.rows(app).last?.contains("$ keep run 50") == true)
        // Asked as the summary asks, with `$` again: a `y` typed after `$` (meant for a dare) is a no.
        let coins = app.world.progress.coins
        UI.keys(&app, [.character("$")])
        #expect(Self.rows(app)[22] == "Keep your run of 2 dares for 50 coins? $ again pays.")
        #expect(Self.rows(app)[23] == "$ keep the run  any other key: no")
        UI.keys(&app, [.character("y")])
        #expect(Self.rows(app)[22] == "Run not kept. $ keeps it until your first move." && app.world.progress.coins == coins)
        UI.keys(&app, [.character("$"), .character("$")])
        #expect(Self.rows(app)[22] == "Your run of 2 dares goes on (50 coins).")
        #expect(app.world.progress.dareStreak == 2 && app.world.progress.coins == coins - 50)
    }

    /// A run of dares is said as it grows and as it ends, and the title shows it while it lasts.
    @Test func aRunOfDaresIsSaidOnTheSummaryAndTheTitle() {
        let glyphs = Glyphs(ascii: false)
        #expect(
            SummaryScene.dareLine(DareOutcome(stake: 60, won: true, paid: 90, streak: 1), glyphs: glyphs)
                == "Dare won: 90 coins back for your 60 (✓)")
        #expect(
            SummaryScene.dareLine(DareOutcome(stake: 60, won: true, paid: 90, streak: 4), glyphs: glyphs)
                == "Dare won: 90 coins back for your 60 (✓) · 4 in a row")
        #expect(
            SummaryScene.dareLine(DareOutcome(stake: 60, won: false, paid: 0, streak: 4), glyphs: glyphs)
                == "Dare lost: 60 coins (it needed the ✓ on this try) · your run of 4 ends")
        var gem = DareOutcome(stake: 120, won: false, paid: 0, streak: 2)
        gem.gemsWorth = 30
        gem.bestCoins = 40
        #expect(
            SummaryScene.dareLine(gem, glyphs: glyphs)
                == "Dare lost: 120 coins: your 30 to the plan's 40 · your run of 2 ends")
        // A gem's Jump spent on the way: the dare's line says the figures, the plan line above
        // it what the worth was made of (`gemsWorthLine`; tester 107's level 45).
        var jumped = DareOutcome(stake: 165, won: false, paid: 0, streak: 27)
        (jumped.gemsWorth, jumped.bestCoins) = (47, 55)
        #expect(
            SummaryScene.dareLine(jumped, glyphs: glyphs)
                == "Dare lost: 165 coins: your 47 to the plan's 55 · your run of 27 ends")
        var plan = PlanScore(bestCoins: 40, coinsTaken: 47, usedPowerUp: true, gemsTaken: 1)
        plan.powerUpsPrice = 0
        (plan.gemsWorth, plan.bestWithoutGems) = (47, 55)
        #expect(plan.isPerfectForItsGems && !plan.isPerfect)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: true, glyphs)
                == "Best plan with your gem: 40 coins · you took 47 · no ✓: skipping it pays more")
        #expect(
            SummaryScene.gemsWorthLine(plan, gemWorth: 30) == "Worth 47 = crates 47 + gem 30 − power-ups 30; the plan without it: 55")
        (plan.bestCoins, plan.coinsTaken, plan.gemsWorth) = (0, 0, 30)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: true, glyphs)
                == "Best plan with your gem: no crate fits beside it · no ✓: skipping it pays more")
        #expect(SummaryScene.gemsWorthLine(plan, gemWorth: 30) == "Worth 30 = crates 0 + gem 30; the plan without it: 55")
        // A run that left the gem, worth less than the plan that finds it: said the other way.
        var left = PlanScore(bestCoins: 27, coinsTaken: 27, usedPowerUp: false)
        left.bestWithGems = GemPlan(worth: 30, coins: 0, crates: [], gems: [0])
        #expect(left.isPerfectForItsGems && left.isShortOfThePlanWithGems && !left.isPerfect)
        #expect(
            SummaryScene.planLine(left, stars: 3, showsBestPlan: true, glyphs)
                == "Best plan: 27 coins · you took 27 · no ✓: the gem pays more")
        #expect(SummaryScene.gemsWorthLine(left, gemWorth: 30) == "Worth 27; the plan with the gem: 30 = crates 0 + gem 30")
        left.bestWithGems = GemPlan(worth: 27, coins: 0, crates: [], gems: [0])
        #expect(left.isPerfect && SummaryScene.gemsWorthLine(left, gemWorth: 27) == nil)
        #expect(
            PlayScene.daredMessage(stake: 120, pays: 180, gemWorth: 30, glyphs: glyphs)
                == "Dared 120: by eye; the plan weighs a gem at 30, taken or left. The ✓ pays 180.")
        // On a gem level the question says a gem's worth before the stake is paid.
        #expect(
            PlayScene.dareQuestion(stake: 105, pays: 130, gemWorth: 30, glyphs: glyphs)
                == "Dare 105: the ✓ by eye, a gem at 30, power-ups at shop price? Pays 130. [yn] (n)")
        #expect(
            PlayScene.dareQuestion(stake: 105, pays: 105, gemWorth: 30, glyphs: glyphs)
                == "Dare 105: the ✓ by eye, a gem at 30? Purse full: pays 105. [yn] (n)")
        var progress = UI.progress(unlocked: Self.id, coins: 500)
        progress.daresClosed = [11, 12, 13]
        progress.daresWon = [11, 12, 13]
        progress.dareStreak = 3
        progress.bestDareStreak = 3
        let title = Self.rows(UI.app(progress))
        #expect(title.contains { $0.hasSuffix("Level 11   Coins 500   Stars 0   ◆ 0   Dares 3 in a row") }, "\(title)")
    }
}

/// A run whose gem was worth less than the plan without it, on screen: no ✓ where the plan line
/// would give it, what the run was worth under it, and `b` offering the plan on foot. The ✓ and
/// the dare weigh a gem alike (three testers of sessions 27 and 28 saw "✓ beyond the plan"
/// above "Dare lost").
@Suite struct GemWorthScreenTests {
    /// S, a cell, E along the top; a gem below S and a crate of 40 below the next cell, each a
    /// detour of 2 against a budget of par + 2: one of them fits.
    static func level() -> Level {
        var maze = Maze(width: 3, height: 2)
        maze.link(0, .east)
        maze.link(1, .east)
        maze.link(0, .south)
        maze.link(1, .south)
        let spec = LevelSpec(id: 0, name: "Gem or Crate", seed: 0, width: 3, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Gem or Crate", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 6), start: 0,
            exit: 2, crates: [Crate(cell: 4, coins: 40)], gems: [3], par: 0, budget: 0)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 2
        return level
    }

    @Test func aGemWorthLessThanThePlanWithoutItHasNoTick() {
        var app = UI.app(colour: true, opening: .practice(Self.level()))
        UI.keys(&app, [UI.key(.south), UI.key(.north), UI.key(.east), UI.key(.east)])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                         Practice: Gem or Crate
                                       Moves 4   Par 2   Budget 4
                    Replay it: mz play --code MZ4-18008-0N000-00000-00000-00000-Z8A
                                              ★★★  3 stars
                                 Moves: par 2 · with what you took 4 ·
                              with everything 6 moves, over budget · you 4
                           Best plan with your gem: no crate fits beside it ·
                                      no ✓: skipping it pays more
                         Worth 30 = crates 0 + gem 30; the plan without it: 40







            r play again  b best plan  q quit
            """)
    }
}
