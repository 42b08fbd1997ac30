import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Whole screens of the economy's newer parts at 80×24: the best plan after a win, the
/// planned mark in level select and stats, avatars bought for coins, and a full purse.
@Suite struct EconomyScreenTests {
    /// A small campaign of its own (the shipped one is rebuilt apart from these screens):
    /// three levels of crates.
    static let campaign: LevelFile = {
        // Level 3's best plan takes two crates (the retry test asks for one that does).
        let seeds: [UInt64] = [41, 42, 46]
        let specs = (1...3).map { id in
            var spec = LevelSpec(
                id: id, name: "Crate Walk \(id)", seed: seeds[id - 1], width: 8, height: 4, algorithm: .recursiveBacktracker)
            spec.crates = 3
            return spec
        }
        return LevelFile(shop: UI.campaign.shop, levels: specs)
    }()

    static func app(_ progress: PlayerProgress = PlayerProgress(), ascii: Bool = false, opening: Opening = .title) -> App {
        let context = AppContext(
            campaign: campaign, ascii: ascii, colour: true, animation: false, dataFolder: "/home/player/.local/share/mz")
        var app = App(context: context, progress: progress, opening: opening)
        app.windowSize = (80, 24)
        return app
    }

    static func level(_ id: Int) throws -> Level { try LevelBuilder.build(campaign.levels[id - 1]) }

    /// The keys of a least-moves run taking the crates at `indices` (none: par).
    static func route(_ level: Level, taking indices: [Int]) throws -> [Key] {
        let actions = try #require(MoveGraph(level).itemRoute(from: level.start, taking: indices.map { level.crates[$0].cell }))
        return actions.compactMap { if case let .move(d) = $0 { UI.key(d) } else { nil } }
    }

    static func bestCrates(_ level: Level) throws -> [Int] { try #require(MoveGraph(level).planning(level)).bestCrates }

    @Test func aCampaignWinPlannedToPerfectionSaysSoAndMarksTheLevel() throws {
        var app = Self.app()
        UI.open(&app, level: 1)
        let level = try Self.level(1)
        UI.keys(&app, try Self.route(level, taking: try Self.bestCrates(level)))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """



                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                         Level 1: Crate Walk 1
                                     Moves 27   Par 23   Budget 35
                   Replay it: mz play --code MZ4-186MG-E0TG0-00000-30000-00000-0FM0A
                                              ★★★  3 stars
                         First clear: unused moves paid, a coin for every two.
                                Moves: par 23 · with what you took 27 ·
                             with everything 39 moves, over budget · you 27
                       Best plan: 19 coins · you took 19 ✓ planned to perfection

                                  Crates          +19
                                  Unused moves     +4
                                  Perfect bonus    +5
                                  Total           +28   (now 28 coins)
                                            Level 2 unlocked




            Enter next level  r retry  b par route  l level select  q title
            """)
        #expect(app.world.progress.record(1).planned)
    }

    /// Level 15: the gem's run leaves no moves for a crate, and the summary says the gem was the
    /// plan (it said nothing, and a play-tester missed the confirmation).
    @Test func aGemWithNoCrateBesideItIsThePlan() throws {
        let level = try UI.level(15)
        let route = try #require(MoveGraph(level).itemRoute(from: level.start, taking: [level.gems[0]]))
        var app = UI.app(UI.progress(unlocked: 15))
        UI.open(&app, level: 15)
        UI.keys(&app, route.compactMap { if case let .move(d) = $0 { UI.key(d) } else { nil } })
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Best plan with your gem: no crate fits beside it · ✓ planned to perfection\n"), "\(text)")
    }

    /// Where a plan that finds the gem is worth more than the crates' best, the scout tells
    /// that plan, as the ✓ weighs it: the gem, its crates and its worth.
    @Test func aScoutTellsThePlanWithTheGemWhereItIsWorthMore() {
        var plan = ScoutedPlan(coins: 27, crates: 1, moves: 26)
        #expect(PlayScene.scoutSays(plan) == "Scout: the best plan takes 1 crate for 27 coins in 26 moves. Find it!")
        plan.gemPlan = GemPlan(worth: 42, coins: 12, crates: [1], gems: [0])
        #expect(PlayScene.scoutSays(plan) == "Scout: the best plan takes the gem and 1 crate, worth 42 (a gem at 30). Find it!")
        plan.gemPlan = GemPlan(worth: 60, coins: 0, crates: [], gems: [0, 1])
        #expect(PlayScene.scoutSays(plan) == "Scout: the best plan takes the 2 gems and no crate, worth 60 (a gem at 30). Find it!")
    }

    /// `c` asks first, says the plan, keeps it in the HUD, and charges once.
    @Test func aScoutAsksThenTellsTheBestPlanAndKeepsItInSight() throws {
        var progress = PlayerProgress()
        progress.coins = 100
        var app = Self.app(progress)
        UI.open(&app, level: 1)
        let plan = try #require(ScoutedPlan(try Self.level(1)))
        UI.keys(&app, [.character("c")])
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nScout the best plan's coins (not its way) for 15 coins? [yn] (n)\n"))
        UI.keys(&app, [.character("y")])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(
            text.contains(
                "\nScout: the best plan takes \(plan.crates.counted("crate")) for \(plan.coins) coins in \(plan.moves) moves. Find it!\n"))
        #expect(text.split(separator: "\n")[1].contains("Plan \(plan.coins) coins in \(plan.moves)"))
        #expect(app.progress.coins == 100 - Economy.scoutPrice)
        // No again, and nothing more to pay.
        UI.keys(&app, [.character("c")])
        #expect(app.progress.coins == 100 - Economy.scoutPrice)
        // Any key but y puts the question away.
        var other = Self.app(progress)
        UI.open(&other, level: 1)
        UI.keys(&other, [.character("c"), .character("n")])
        #expect(other.progress.coins == 100 && !UI.text(other.render(width: 80, height: 24)).contains("Plan "))
    }

    /// The scout pass, bought in the shop, says what it does; from then on a level's HUD shows
    /// its best plan from the start, and `c` goes straight to the guide's question.
    @Test func theScoutPassShowsEveryLevelsPlanFromItsStart() throws {
        var progress = PlayerProgress()
        progress.coins = Economy.scoutPassPrice + 30
        // Every tip seen but the scout's, and a level that would tell it: the scout's tip comes
        // from level 11, so a campaign of 11 small levels of three crates.
        let id = Tip.scoutFrom
        progress.unlockedLevel = id
        progress.tipsSeen = Tip.allCases.filter { $0 != .scout }.map(\.rawValue)
        let specs = (1...id).map { n in
            var spec = LevelSpec(
                id: n, name: "Crate Walk \(n)", seed: UInt64(40 + n), width: 10, height: 6, algorithm: .recursiveBacktracker)
            spec.crates = 3
            return spec
        }
        let campaign = LevelFile(shop: UI.campaign.shop, levels: specs)
        let level = try LevelBuilder.build(specs[id - 1])
        try #require(Tip.scout.applies(to: level, holding: Inventory()))
        func makeApp(_ progress: PlayerProgress) -> App {
            let context = AppContext(
                campaign: campaign, ascii: false, colour: true, animation: false, dataFolder: "/home/player/.local/share/mz")
            var app = App(context: context, progress: progress, opening: .title)
            app.windowSize = (80, 24)
            return app
        }
        var without = makeApp(progress)
        UI.open(&without, level: id)
        #expect(UI.text(without.render(width: 80, height: 24)).contains("Tip: c scouts"))
        var app = makeApp(progress)
        UI.keys(&app, [.down, .down, .enter])
        UI.keys(&app, Array(repeating: .down, count: 4) + [.enter])
        // The dearest thing in the shop is asked for first (a tester bought it with one key).
        var shop = UI.text(app.render(width: 80, height: 24))
        #expect(
            shop.contains("Buy the scout pass for 750 coins? It tells each level's best plan. [yn] (n)\n"), "\(shop)")
        #expect(app.progress.scoutPass == nil && app.progress.coins == 780)
        UI.keys(&app, [.character("y")])
        shop = UI.text(app.render(width: 80, height: 24))
        #expect(shop.contains("> Scout pass   750 coins   on: plans shown as levels begin (Enter: off)"), "\(shop)")
        #expect(shop.contains("Bought the scout pass: each level's best plan shows as it begins (Enter: off).\n"), "\(shop)")
        #expect(app.progress.scoutPass == .on && app.progress.coins == 30)
        // Enter again switches it off, for nothing.
        UI.keys(&app, [.enter])
        shop = UI.text(app.render(width: 80, height: 24))
        #expect(shop.contains("> Scout pass   750 coins   off: c tells a level's plan, free (Enter: on)"), "\(shop)")
        #expect(shop.contains("Scout pass off: c tells a level's best plan when you ask, free.\n"), "\(shop)")
        #expect(app.progress.scoutPass == .off && app.progress.coins == 30)
        // Off: the level begins untold, and c tells it at once, free (no question).
        UI.open(&app, level: id)
        let plan = try #require(ScoutedPlan(level))
        var text = UI.text(app.render(width: 80, height: 24))
        #expect(!text.split(separator: "\n")[1].contains("Plan "), "\(text)")
        #expect(!text.contains("Tip: c scouts"), "\(text)")
        UI.keys(&app, [.character("c")])
        text = UI.text(app.render(width: 80, height: 24))
        #expect(
            text.contains(
                "\nScout: the best plan takes \(plan.crates.counted("crate")) for \(plan.coins) coins in \(plan.moves) moves. Find it!\n"),
            "\(text)")
        #expect(text.split(separator: "\n")[1].contains("Plan \(plan.coins) coins in \(plan.moves)"), "\(text)")
        #expect(app.progress.coins == 30)
        // On: the next level the pass holder opens is told as it begins, and c offers the guide.
        var on = makeApp(app.progress)
        UI.keys(&on, [.down, .down, .enter] + Array(repeating: .down, count: 4) + [.enter])
        #expect(on.progress.scoutPass == .on)
        UI.open(&on, level: id)
        text = UI.text(on.render(width: 80, height: 24))
        #expect(text.split(separator: "\n")[1].contains("Plan \(plan.coins) coins in \(plan.moves)"), "\(text)")
        // The scout's tip (c for coins) is not for a pass holder.
        #expect(!text.contains("Tip: c scouts"), "\(text)")
        UI.keys(&on, [.character("c")])
        #expect(
            UI.text(on.render(width: 80, height: 24)).contains(
                "\nPlan: \(plan.coins) coins in \(plan.moves) moves. Mark its way from here for \(Economy.guidePrice) coins? [yn] (n)\n"))
    }

    /// The first clear of the last level says what the campaign came to; a replay of it does not.
    @Test func theLastLevelsFirstClearSaysTheCampaignIsComplete() throws {
        var progress = PlayerProgress()
        progress.unlockedLevel = 3
        var app = Self.app(progress)
        UI.open(&app, level: 3)
        let level = try Self.level(3)
        UI.keys(&app, try Self.route(level, taking: try Self.bestCrates(level)))
        let text = UI.text(app.render(width: 80, height: 24))
        let stars = app.progress.totalStars
        #expect(text.contains("Campaign complete! \(stars) stars · ✓ 1 planned to perfection · ◆ 0 gems\n"), "\(text)")
        UI.keys(&app, [.character("r")])
        UI.keys(&app, try Self.route(level, taking: try Self.bestCrates(level)))
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("Campaign complete!"))
    }

    /// The win that first brings the purse to the pass's price says so, once.
    @Test func theWinThatAffordsTheScoutPassSaysSo() {
        let price = Economy.scoutPassPrice
        #expect(SummaryScene.scoutPassLine(coins: price + 5, paid: 20, holding: false) != nil)
        #expect(SummaryScene.scoutPassLine(coins: price + 25, paid: 20, holding: false) == nil)
        #expect(SummaryScene.scoutPassLine(coins: price + 5, paid: 20, holding: true) == nil)
        #expect(SummaryScene.scoutPassLine(coins: price - 1, paid: 20, holding: false) == nil)
    }

    /// And so does the win that first brings it to the survey pass's.
    @Test func theWinThatAffordsTheSurveyPassSaysSo() {
        let price = Economy.surveyPassPrice
        #expect(
            SummaryScene.surveyPassLine(coins: price + 5, paid: 20, holding: false)
                == "You can buy the survey pass now (shop): every level's moves counted for you.")
        #expect(SummaryScene.surveyPassLine(coins: price + 25, paid: 20, holding: false) == nil)
        #expect(SummaryScene.surveyPassLine(coins: price + 5, paid: 20, holding: true) == nil)
        #expect(SummaryScene.surveyPassLine(coins: price - 1, paid: 20, holding: false) == nil)
    }

    /// A retry for the crate left: "you took 5" alone read to a play-tester as doing worse.
    @Test func aRetrySaysWhatTheCratesPaidBeforeAddUpTo() throws {
        let id = 3
        let level = try Self.level(id)
        let best = try Self.bestCrates(level)
        try #require(best.count >= 2)
        var progress = PlayerProgress()
        progress.unlockedLevel = 3
        var record = progress.record(id)
        record.cratesTaken = [best[0]]
        record.bestMoves = level.budget
        record.stars = 1
        progress.levels = [record]
        var app = Self.app(progress)
        UI.open(&app, level: id)
        UI.keys(&app, try Self.route(level, taking: [best[1]]))
        let text = UI.text(app.render(width: 80, height: 24))
        let took = level.crates[best[1]].coins, both = took + level.crates[best[0]].coins
        #expect(text.contains("· you took \(took), \(both) across your wins · b shows it\n"), "\(text)")
        // Fewer moves than the best so far: what the saved moves pay, and at what rate (a tester
        // saw "unused moves pay" on one move saved and no coin for it).
        #expect(text.contains("New best! (was \(level.budget)) Moves saved past it pay, a coin for every two.\n"), "\(text)")
    }

    @Test func aWinShortOfTheBestPlanSaysWhatItTook() throws {
        var app = Self.app(
            opening: .practice(
                try {
                    var l = try Self.level(2)
                    l.id = 0
                    return l
                }()))
        let level = try Self.level(2)
        UI.keys(&app, try Self.route(level, taking: []))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """







                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                         Practice: Crate Walk 2
                                     Moves 21   Par 21   Budget 28
                   Replay it: mz play --code MZ4-186N0-E0TG0-00000-30000-00000-0FM0M
                                              ★★★  3 stars
                     Moves: par 21 · with everything 29 moves, over budget · you 21
                             Best plan: 16 coins · you took 0 · b shows it








            r play again  b best plan  q quit
            """)
        // And b shows it there (a tester's practice summary said so to a b that did nothing).
        UI.keys(&app, [.character("b")])
        let shown = UI.text(app.render(width: 80, height: 24))
        #expect(shown.contains("the best plan: 16 coins in") && shown.hasSuffix("b hide route  q quit"), "\(shown)")
    }

    static func planned() -> PlayerProgress {
        var progress = PlayerProgress()
        progress.unlockedLevel = 3
        var one = LevelRecord(id: 1)
        one.bestMoves = 20
        one.stars = 3
        one.planned = true
        var two = LevelRecord(id: 2)
        two.bestMoves = 30
        two.stars = 2
        progress.levels = [one, two]
        return progress
    }

    @Test(arguments: [false, true]) func levelSelectMarksTheLevelsPlannedToPerfection(ascii: Bool) {
        var app = Self.app(Self.planned(), ascii: ascii)
        UI.keys(&app, [.down, .enter, .left, .left])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            ascii
                ? """
                                                  Level select

                     1      2      3
                     *** +  **.    ...

















                      + planned to perfection: a win took the best plan's crates (1 level)
                                 1. Crate Walk 1  8x4  best 20 moves  + planned
                arrows choose  Enter play  Esc back  ? help
                """
                : """
                                                  Level select

                     1      2      3
                     ★★★ ✓  ★★☆    ☆☆☆

















                      ✓ planned to perfection: a win took the best plan's crates (1 level)
                                 1. Crate Walk 1  8x4  best 20 moves  ✓ planned
                ←↑↓→ choose  Enter play  Esc back  ? help
                """)
    }

    /// The dares won share the planned line (a tester of session 22 found the stats did not
    /// count them).
    @Test func statsCountTheDaresWon() {
        var progress = Self.planned()
        progress.daresClosed = [11, 12, 13]
        progress.daresWon = [11, 12]
        progress.bestDareStreak = 2
        var app = Self.app(progress)
        UI.keys(&app, [.down, .down, .down, .down, .enter])
        let rows = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2] == String(repeating: " ", count: 10) + "✓ planned to perfection: 1 level · dares won: 2 (best run 2)")
    }

    @Test func statsCountTheLevelsPlannedToPerfection() {
        var app = Self.app(Self.planned())
        UI.keys(&app, [.down, .down, .down, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                 Stats
                               Stars 5   Coins 0   Gems 0   Levels won 2
                                    ✓ planned to perfection: 1 level
            best moves by level; the dotted line is par (yellow 3 stars, green 2, red 1)



             ··············································································




            coins after each campaign attempt
             (no campaign attempt finished yet)









            Esc back  ? help
            """)
    }

    @Test func anAvatarIsBoughtAfterAQuestionSayingItsPrice() throws {
        var progress = PlayerProgress()
        progress.coins = Economy.purseLimit
        var app = Self.app(progress)
        UI.keys(&app, [.down, .down, .down, .enter])
        let index = try #require(AvatarCatalog.all.firstIndex { $0.id == "minotaur" })
        UI.keys(&app, Array(repeating: .down, count: index) + [.enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                Avatars
              Purse full (10000): enough for 8 of the 8 avatars for sale, each on its own
                            ↑ 13 more
                            ?  Crystal Golem  rare find 5 gems
                            ?  Phoenix        rare find 10 gems
                            b  Gallery Bat         for 80 coins
                            t  Cellar Toad         for 100 coins
                            h  Frost Hare          for 140 coins
                            s  Ice Skater          for 180 coins
                            w  Mud Wader           for 220 coins
                            p  Crate Porter        for 260 coins
                            N  Keep Warden         for 320 coins
                          > M  Minotaur            for 400 coins             <
                            ?  Magpie         rare win Treasury 1
                            ?  Raven          rare win Treasury 2
                            ?  Gnome          rare win Treasury 3
                            ?  Lynx           rare win Treasury 4
                            ?  Jackal         rare win Treasury 5
                            ?  Vampire        rare win Treasury 6
                            ?  Hydra          rare win Treasury 7
                            ?  Titan          rare win Treasury 8
                            ↓ 8 more
                                Buy the Minotaur for 400 coins? [yn] (n)
            y buy  n or Enter no
            """)
        UI.keys(&app, [.character("y")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                Avatars
                  Coins 9600: enough for 7 of the 7 avatars for sale, each on its own
                            ↑ 13 more
                            ?  Crystal Golem  rare find 5 gems
                            ?  Phoenix        rare find 10 gems
                            b  Gallery Bat         for 80 coins
                            t  Cellar Toad         for 100 coins
                            h  Frost Hare          for 140 coins
                            s  Ice Skater          for 180 coins
                            w  Mud Wader           for 220 coins
                            p  Crate Porter        for 260 coins
                            N  Keep Warden         for 320 coins
                          > M  Minotaur            owned (worn)              <
                            ?  Magpie         rare win Treasury 1
                            ?  Raven          rare win Treasury 2
                            ?  Gnome          rare win Treasury 3
                            ?  Lynx           rare win Treasury 4
                            ?  Jackal         rare win Treasury 5
                            ?  Vampire        rare win Treasury 6
                            ?  Hydra          rare win Treasury 7
                            ?  Titan          rare win Treasury 8
                            ↓ 8 more
                          Bought the Minotaur for 400 coins: you wear it now.
            ↑↓ choose  Enter wear  Esc back  ? help
            """)
        #expect(app.world.progress.avatar == "minotaur" && app.world.progress.coins == Economy.purseLimit - 400)
    }

    @Test func aFullPurseInTheShopSaysWhatTheCoinsBuy() {
        var progress = PlayerProgress()
        progress.coins = Economy.purseLimit
        var app = Self.app(progress)
        UI.keys(&app, [.down, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                                  Shop
                       Coins 10000/10000   Jump 0   Demolish 0   Time 0   Hints 0

            > Jump          30 coins   fly to the last cell before a wall (1 move)         <
              Demolish      60 coins   knock down one wall beside you (no moves)
              Time          20 coins   10 more moves for one attempt (never cashed in)
              Hint          10 coins   t in a level: marks a cheapest way to E from there
              Scout pass   750 coins   for good: each level's best plan shown as it begins
              Survey pass 1200 coins   for good: every level surveyed free (f, i)

                A win that uses Demolish counts as the whole budget: 1 star, no cash-in.
                  One Jump and one Time an attempt. A Time: 2 stars at most, and no ✓.



                 Purse full! Avatars for coins: you can afford 8 of 8 (title: Avatars).


            ↑↓ choose  Enter buy  Esc back  ? help
            """)
    }
}
