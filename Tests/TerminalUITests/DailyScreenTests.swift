import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The daily challenge on screen at 80×24: the title's entry, the play screen, the summary with
/// its card, the given-up notice, and the stats chart.
@Suite struct DailyScreenTests {
    static let today = DailyDate(year: 2026, month: 11, day: 30)!

    static func app(_ progress: PlayerProgress = PlayerProgress()) -> App {
        var context = UI.context()
        context.clock = { .success(today) }
        var app = App(context: context, progress: progress)
        app.windowSize = (80, 24)
        return app
    }

    /// From the title: down to "Daily challenge", Enter (and yes, when the title asks first:
    /// the day's first try counts).
    static func openDaily(_ app: inout App) {
        UI.keys(&app, [.down, .down, .enter])
        if case let .title(title) = app.scene, title.asksToStartDaily { UI.keys(&app, [.character("y")]) }
    }

    /// The day's first try is asked for before it starts: no leaves the title as it was, and
    /// an arrow is no answer (two play-testers started their counted try by accident).
    @Test func theTitleAsksBeforeTheCountedTry() {
        var app = Self.app()
        UI.keys(&app, [.down, .down, .enter])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Today's daily: only your first try counts. Start it? [yn] (n)"), "\(text)")
        UI.keys(&app, [.down])
        guard case let .title(asking) = app.scene else {
            Issue.record("left the title: \(app.scene)")
            return
        }
        #expect(asking.asksToStartDaily && app.session.current == nil)
        UI.keys(&app, [.character("n")])
        guard case let .title(title) = app.scene else {
            Issue.record("left the title: \(app.scene)")
            return
        }
        #expect(!title.asksToStartDaily && app.session.current == nil)
        UI.keys(&app, [.enter, .character("y")])
        #expect(app.session.current?.daily != nil)
    }

    /// The daily is everyone's, so it may hold marks this player has not met: its line says so
    /// and the help explains the marks on screen (a play-tester met mirrors and trapdoors there
    /// at level 51, with nothing to explain them).
    @Test func theHelpExplainsTheDailysMarksToAPlayerWhoHasNotMetThem() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let level = try #require(app.session.current?.level)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("New marks here: ? explains them."))
        UI.keys(&app, [.character("?")])
        let help = UI.text(app.render(width: 80, height: 24)).replacingOccurrences(of: "\n ", with: " ")
        let marks: [(Tip, String)] = [(.ice, "Ice (~)"), (.mud, "mud (%)"), (.crates, "Crates ($7)"), (.gems, "gems (◆)")]
        for (tip, words) in marks where tip.applies(to: level, holding: Inventory()) {
            #expect(help.contains(words), "\(words) missing from:\n\(help)")
        }
        // A player who has met them all reads the usual line.
        var seen = PlayerProgress()
        seen.tipsSeen = Tip.allCases.map(\.rawValue)
        var veteran = Self.app(seen)
        Self.openDaily(&veteran)
        #expect(UI.text(veteran.render(width: 80, height: 24)).contains("Today's daily: only your first attempt counts. Reach E in"))
    }

    static func parRoute(_ level: Level) -> [Key] {
        MoveGraph(level).solve(from: level.start).moves.map(UI.key)
    }

    @Test func theTitleOffersTodaysDaily() {
        UI.expectScreen(
            Self.app().render(width: 80, height: 24),
            """



                                                 ┌─┬─┐
                                                 │m z│
                                                 └─┴─┘
                                           a maze puzzle game
                                   Level 1   Coins 0   Stars 0   ◆ 0

                                       > Play level 1          <
                                         Level select
                                         Daily challenge
                                         Shop
                                         Avatars
                                         Stats
                                         Lab
                                         Help
                                         Quit





            ↑↓ choose  Enter select  ? help  q quit
            """,
            styles: """



                                                     YYYYY
                                                     YYYYY
                                                     YYYYY
                                               dddddddddddddddddd


                                           #########################













                ddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func theDailyOpensSayingTheFirstAttemptCounts() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let attempt = try #require(app.session.current)
        #expect(attempt.daily == DailyAttempt(date: Self.today, counts: true))
        #expect(attempt.state.inventory == Inventory())
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Daily 2026-11-30  Moves left 58/58  Par 53
            First try counts  Crates 0/4


                       ┌─0─┬─1───2───3─┬─4───5───6─┬─7───8───9──10──11──12──13─┐
                       0 E │%┏%━%━%━%┓%│%┏%━━━━━━┓ │ ┏━━━━━━%━%━━┳━━━┳━━━━━━━╸ 0
                       │ ┃   ┃  ───┐ ┃ │ ┃ ┌───┐ ┃   ┃ ┌───────┐ ┃   ┃  ───────┤
                       1 ┣━━━┻━━~╸~│%┃%│~┃~│ $9│ ┗━━━┛ │%┏%━%┓%│ $7│ ┣━━━━━━━┓ 1
                       │ ┃ ┌───────┘ ┃ │ ┃   ┃ └───────┤ ┃   ┃ └───┤ ┃ ┌───  ┃ │
                       2 ╹ │~┏~━~━~━━┫ │ ┗━━━╋━━━━━━━┓ │ ┃ │ ┗━━━┓ │ ╹ │ ┏━━━┫ 2
                       ├───┘ ┃ ┌───  ┃ └───┐ ┃  ───  ┃ │ ┃ ├───  ┃ └───┘ ┃   ┃ │
                       3 ┏━━━┛ │$10━━┻━━━┓ │~┗~━━━━━━┫ │%┃%│ @━━━→━━━━━━━┛ │~┃~3
                       │ ┃  ───┴───┬───  ┃ └───────  ┃ │ ┃ └───┬───────┬───┘ ┃ │
                       4 ┣━━━━━━%┓%│ ┏━━╱╱╱━~━~━~━~━━┛ │%┗%━%┓%│ ┏━━━┓ │~$4━╱╱╱4
                       │ ┃  ───┐ ┃   ┃   ┃  ───────────┴───┐ ┃   ┃   ┃ └───────┤
                       5 ┗━━━┓ │%┗%━%┛%│ ┗━━━━━━~━~━━┳━━%┓%│%┗%━━┛ │~┗~━~━~━~┓~5
                       ├───  ┃ └───────┴───────────  ┃   ┃ └───────┴───────  ┃ │
                       6 ╺━━━┻━━━━━━━━━━━━━━━━━━~━~━━┛ │%┗%━━━━━━━━━━━━━~━~━~┛~6
                       └─0───1───2───3───4───5───6───7─┴─8───9──10──11──12──13─┘



            Today's daily: only your first attempt counts. New marks here: ? explains them.
            ←↑↓→ move  v sketch  i look  e ways  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                YYYYYYYYYYYYYYYY


                           wwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwccwwccwwccwwccww
                           c G w%W%w%W%w%W%w%W%wwWwwwW w WwwwWww%W%wwWwwwWwwwWwwwW c
                           w w   w  wwww w w w wwwww w   w wwwwwwwww w   w  wwwwwwww
                           c WwwwWwwcWcw%W%wcWcw YYw WwwwW w%W%w%W%w YYw WwwwWwwwW c
                           w w wwwwwwwww w w w   w wwwwwwwww w   w wwwww w wwww  w w
                           c W wcWcwcWcwwW w WwwwWwwwWwwwW w W w WwwwW w W w WwwwW c
                           wwwww w wwww  w wwwww w  www  w w w wwww  w wwwww w   w w
                           c WwwwW wYYYwwWwwwW wcWcwwWwwwW w%W%w @wwwCwwwWwwwW wcWcc
                           w w  wwwwwwwwwww  w wwwwwwww  w w w wwwwwwwwwwwwwwwww w w
                           c WwwwWww%W%w WwwcccwcWcwcWcwwW w%W%w%W%w WwwwW w$$$wcccc
                           w w  wwww w   w   w  wwwwwwwwwwwwwwww w   w   w wwwwwwwww
                           c WwwwW w%W%w%W%w WwwwWwwcWcwwWww%W%w%W%wwW wcWcwcWcwcWcc
                           wwww  w wwwwwwwwwwwwwwwwwwww  w   w wwwwwwwwwwwwwwww  w w
                           c WwwwWwwwWwwwWwwwWwwwWwwcWcwwW w%W%wwWwwwWwwwWwwcWcwcWcc
                           wwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwwcwwccwwccwwccwwccww



                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func aWonDailyShowsItsCardAndRecordsItsProof() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let level = try #require(app.session.current?.level)
        let effects = UI.keys(&app, Self.parRoute(level))
        // The summary shows what the campaign's would (issue 20): the stars and the breakdown.
        #expect(UI.saves(effects))
        #expect(UI.has(effects) { if case .session(.recordDailyProof(_, Self.today)) = $0 { () } else { nil } })
        #expect(app.progress.daily.result(on: Self.today)?.stars == 3)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                      ✦ ✦ ✦  DAILY COMPLETE  ✦ ✦ ✦

                                            Daily 2026-11-30
                                     Moves 53   Par 53   Budget 58
                                              ★★★  3 stars
                     Moves: par 53 · with everything 63 moves, over budget · you 53


                    Today's result is in. Your card (printed again when you leave):
                                    mz daily 2026-11-30 ★★★ 0 coins
                               53 moves (par 53) · crates 0/4 · streak 1
                              MZ4-18YP7-3N4R1-M351B-RV4P4-80000-00040-0CGS
             Score: stars, then coins from crates (the daily pays nothing into your purse).





            r play again (for fun)  q leave
            """,
            styles: """





                                          YYYYYYYYYYYYYYYYYYYYYYYYYYYY



                                                  YYYYYYYYYYYY
                         dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                        CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC
                                        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                   bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                 dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd





                ddddddddddddddddddddddddddddddd
                """)
        // Again: for fun, and the summary says the day's result is already in.
        UI.keys(&app, [.character("r")])
        #expect(app.session.current?.daily?.counts == false)
        UI.keys(&app, Self.parRoute(level))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Not counted: today's result is already in (\(level.par) moves, par \(level.par), 3 stars)."), "\(text)")
        UI.keys(&app, [.character("q")])
        guard case .title = app.scene else {
            Issue.record("q did not go back to the title")
            return
        }
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Daily challenge (★★★)"))
    }

    @Test func restartingAfterAMoveGivesTheDayUpAndSaysSo() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let level = try #require(app.session.current?.level)
        UI.keys(&app, [Self.parRoute(level)[0], .character("r")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Restart? It ends today's counted attempt. [yn] (n)"))
        let effects = UI.keys(&app, [.character("y")])
        #expect(UI.saves(effects))
        #expect(app.notice == "Today's daily result is in: gave up after 1 move (par \(level.par)). Play on for fun.")
        #expect(app.session.current?.daily?.counts == false)
    }

    @Test func theStatsScreenChartsTheDays() {
        var progress = PlayerProgress()
        func result(_ offset: Int, _ outcome: Outcome, stars: Int) -> DailyResult {
            DailyResult(
                date: DailyDate(dayNumber: Self.today.dayNumber + offset), outcome: outcome, moves: 50, par: 48, budget: 60,
                stars: stars, cratesTaken: 1, crates: 3, coins: 9, gemsTaken: 0, gems: 0)
        }
        for (offset, outcome, stars) in [
            (-20, Outcome.won, 3), (-19, .won, 2), (-17, .failed, 0), (-16, .won, 1), (-15, .won, 3),
            (-14, .won, 3), (-10, .abandoned, 0), (-3, .won, 2), (-2, .won, 3), (-1, .won, 1),
        ] {
            progress.daily.record(result(offset, outcome, stars: stars))
        }
        var app = Self.app(progress)
        UI.keys(&app, [.down, .down, .down, .down, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                 Stats
                               Stars 0   Coins 0   Gems 0   Levels won 0

            best moves by level; the dotted line is par (yellow 3 stars, green 2, red 1)


             ··············································································

             (no level won yet)

            coins after each campaign attempt
             (no campaign attempt finished yet)






            daily: 10 played, 8 won · streak 3, best 3
             █    ██           █
             ██   ██          ██
             ██·x███···x······███·
             2026-11-10 to 2026-11-30
            Esc back  ? help
            """,
            styles: """
                                                     bbbbb


                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                 dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                 dddddddddddddddddd

                ddddddddddddddddddddddddddddddddd
                 dddddddddddddddddddddddddddddddddd






                dddddddddddddddddddddddddddddddddddddddddd
                 y    yy           y
                 yg   yy          gy
                 ygdRgyydddRddddddgygd
                 dddddddddddddddddddddddd
                dddddddddddddddd
                """)
    }

    /// A signal mid-attempt (the loop's `interrupted`) gives the counted daily up properly:
    /// its result kept and its proof recorded, as leaving by the menu would.
    @Test func aSignalGivesTheCountedAttemptUpWithItsProof() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let level = try #require(app.session.current?.level)
        #expect(UI.saves(UI.keys(&app, [Self.parRoute(level)[0]])))  // the first move takes the day
        let effects = app.interrupted()
        #expect(UI.has(effects) { if case .session(.recordDailyProof(_, Self.today)) = $0 { () } else { nil } })
        #expect(app.progress.daily.result(on: Self.today)?.outcome == .abandoned)
        #expect(app.session.current == nil)
        var campaign = UI.app()
        UI.open(&campaign, level: 1)
        #expect(campaign.interrupted().isEmpty)  // a campaign attempt is kept in the save as it is
    }
}

extension DailyScreenTests {
    /// A daily shows no route (`b` does nothing there), so its star line does not offer one: a
    /// tester of session 22 read "· b shows how" on a two-star daily and pressed `b` in vain.
    @Test func aDailyWonShortOfThreeStarsOffersNoRoute() throws {
        var app = Self.app()
        Self.openDaily(&app)
        let level = try #require(app.session.current?.level)
        let route = Self.parRoute(level)
        let first = try #require(route.first)
        let back: [Key: Key] = [.up: .down, .down: .up, .left: .right, .right: .left]
        // One step along the par route and back, then the par route: two moves over par.
        UI.keys(&app, [first, try #require(back[first])])
        #expect(app.session.current?.state.position == level.start)
        UI.keys(&app, route)
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("2 stars") && !text.contains("b shows"), "\(text)")
    }
}
