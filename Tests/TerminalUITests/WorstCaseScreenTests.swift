import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Every screen at the 80×24 baseline in its worst case, characters and styles (issue 20,
/// bugs a fresh player hit): the longest lines, the most fields, the most keys.
@Suite struct WorstCaseScreenTests {
    /// Keys for `actions` (a Jump is Space, then its way).
    static func keys(_ actions: [Action]) -> [Key] {
        actions.flatMap { action -> [Key] in
            switch action {
            case let .move(d): [UI.key(d)]
            case let .jump(d): [.character(" "), UI.key(d)]
            case let .demolish(d): [.character("x"), UI.key(d)]
            case .addTime: [.character("+"), .character("y")]
            case .restart: [.character("r"), .character("y")]
            }
        }
    }

    /// The run of level `id` that takes exactly the items of `mask` (bit i = crate i, then gems).
    static func run(_ id: Int, taking mask: Int) throws -> [Action] {
        let level = try UI.level(id)
        let runs = try #require(MoveGraph(level).itemRuns(from: level.start, items: level.crates.map(\.cell) + level.gems))
        return try #require(runs.run(takingExactly: mask)).actions
    }

    /// Spends moves in place (one step and back, over and over) until the attempt ends.
    static func spendEveryMove(_ app: inout App) {
        for _ in 0..<10_000 {
            guard case .play = app.scene, let state = app.session.current?.state else { return }
            let way = Direction.ordered.first { d in
                var trial = state
                if case .moved = trial.apply(.move(d)).first { return true }
                return false
            }
            guard let way else { return }
            UI.keys(&app, [UI.key(way)])
        }
    }

    // MARK: - Title

    /// Up from "Play level 100" (the furthest open) wraps to Quit: Enter there asks, as `q`
    /// does in play.
    @Test func theQuitItemAsksBeforeItQuits() {
        var context = UI.context()
        context.clock = { .success(DailyScreenTests.today) }
        var app = App(context: context, progress: UI.progress(unlocked: 100, coins: 600))
        app.windowSize = (80, 24)
        #expect(!UI.quits(UI.keys(&app, [.up, .enter])))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """



                                                 ┌─┬─┐
                                                 │m z│
                                                 └─┴─┘
                                           a maze puzzle game
                                 Level 100   Coins 600   Stars 0   ◆ 0

                                         Play level 100
                                         Level select
                                         Daily challenge
                                         Shop
                                         Avatars
                                         Stats
                                         Lab
                                         Help
                                       > Quit                  <

                                           Quit mz? [yn] (n)



            y yes  n or Enter no
            """,
            styles: """



                                                     YYYYY
                                                     YYYYY
                                                     YYYYY
                                               dddddddddddddddddd










                                           #########################

                                               #################



                dddddddddddddddddddd
                """)
        #expect(!UI.quits(UI.keys(&app, [.character("n")])))  // no: back to the menu
        #expect(!UI.quits(UI.keys(&app, [.enter])))  // asks again
        #expect(!UI.quits(UI.keys(&app, [.enter])))  // Enter is no
        let effects = UI.keys(&app, [.enter, .character("y")])
        #expect(UI.quits(effects))  // (the loop writes the save before it quits)
        // `q` asks too: two testers left by `q` on a summary and a second `q` on the title.
        var again = UI.app()
        #expect(!UI.quits(UI.keys(&again, [.character("q")])))
        #expect(UI.quits(UI.keys(&again, [.character("y")])))
    }

    // MARK: - Level select

    /// The lock notice broke mid-sentence at 80 columns for two-digit levels.
    @Test func theLockNoticeFitsOneLine() {
        var app = UI.app(UI.progress(unlocked: 99))
        UI.keys(&app, [.down, .enter] + Array(repeating: .down, count: 10) + [.enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                              Level select             levels 11-100 of 100

                 11     12     13     14     15     16     17     18     19     20
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 21     22     23     24     25     26     27     28     29     30
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 31     32     33     34     35     36     37     38     39     40
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 41     42     43     44     45     46     47     48     49     50
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 51     52     53     54     55     56     57     58     59     60
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 61     62     63     64     65     66     67     68     69     70
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 71     72     73     74     75     76     77     78     79     80
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 81     82     83     84     85     86     87     88     89     90
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆
                 91     92     93     94     95     96     97     98     99     100
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    lock


              Level 100 is locked. Levels open in order: clear level 99 to open level 100.
            ←↑↓→ choose  Enter play  Esc back  ? help
            """,
            styles: """
                                                  bbbbbbbbbbbb             dddddddddddddddddddd


                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy

                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy
                                                                                    ####
                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    dddd


                  ############################################################################
                ddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    // MARK: - Play

    /// Everything on hand on a retry of a level with ice: the key bar keeps hint and pause
    /// (dropping the stop marks and restart, which the pause menu has), the HUD its priorities.
    @Test func playWithEveryKeyAndField() throws {
        var progress = UI.progress(unlocked: 15, coins: 1234, inventory: Inventory(jumps: 2, demolishes: 1))
        progress.hints = 3
        var app = UI.app(progress, opening: .level(15))
        UI.keys(&app, try UI.solution(15) + [.character("r")])
        UI.keys(&app, [try UI.solution(15)[0]])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 15: Slushy Orbit  Moves left 26/27  Par 20
            Coins 1242  Crates 0/2  Jump 2  Demolish 1  Ghost ○ step 1/19 (20 moves)


                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ┏━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━┓  │ ←┏━━━━━@  0
                           │  ┃           ┃           ┃     ┃  │  ┃     ┃  │
                           │  ┃  ┌─────┐  ┃  ┌─────   ┃     ┃     ┃     ┃  │
                           1  ┃  │  ╻  │  ┃  │ $27━━━%┛% │ %┗%━━━━┛  │ ~┃~ 1
                           │  ┃  │  ┃  │  ┃  │       %%% │ %%%       │ ~┃~ │
                           │  ┃     ┃  │  ┃  └───────────┴───────────┤  ┃  │
                           2  ┗━━━━━┫  │  ┗━━━━━┳━━━━━┳━━━━━━━━━━~┓~ │ ↓┃  2
                           │        ┃  │        ┃     ┃          ~┃~ │  ┃  │
                           ├─────   ┃  ├─────┐  ┃     ┃   ─────┐  ┃     ┃  │
                           3  ┏━━━━━┛  │  E  │  ┃  │  ┗━━━━━┓  │ ~┣~━━━%┫% 3
                           │  ┃        │  ┃  │  ┃  │        ┃  │ ~┃~   %┃% │
                           │  ┃   ─────┘  ┃  │  ┃  └─────┐  ┃  │  ┃     ┃  │
                           4  ┗━━━━━━━━━━━┛  │  ┗━━━━$18 │  ◆  │  ┗━━━━%┛% 4
                           │                 │           │     │       %%% │
                           └──0─────1─────2──┴──3─────4──┴──5──┴──6─────7──┘


            Slid 2 cells on ice.
            ←↑↓→ move  space jump  x demolish  t hint  g ghost  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyyyyy                                  ffffffffffffffffffffffffffff


                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  WwwwwwWwwwwwWwwwwwWwwwwwWwwwwwW  w CWwwwww@  c
                               w  w           w           w     w  w  w     w  w
                               w  w  wwwwwww  w  wwwwww   w     w     w     w  w
                               c  W  w  W  w  W  w YYYwww%W% w %W%wwwwW  w cWc c
                               w  w  w  w  w  w  w       %%% w %%%       w cwc w
                               w  w     w  w  w  wwwwwwwwwwwwwwwwwwwwwwwww  w  w
                               c  WwwwwwW  w  WwwwwwWwwwwwWwwwwwWwwwwcWc w CW  c
                               w        w  w        w     w          cwc w  w  w
                               wwwwww   w  wwwwwww  w     w   wwwwww  w     w  w
                               c  WwwwwwW  w  G  w  W  w  WwwwwwW  w cWcwww%W% c
                               w  w        w  w  w  w  w        w  w cwc   %w% w
                               w  w   wwwwww  w  w  w  wwwwwww  w  w  w     w  w
                               c  WwwwwwWwwwwwW  w  WwwwwYYY w  M  w  Wwwww%W% c
                               w                 w           w     w       %%% w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww


                bbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        // With no power-ups and no hints, the bar keeps restart (and the survey before the sketch).
        var bare = UI.app(UI.progress(unlocked: 15), opening: .level(15))
        UI.keys(&bare, try UI.solution(15) + [.character("r")])
        #expect(
            UI.text(bare.render(width: 80, height: 24)).hasSuffix(
                "←↑↓→ move  c scout  g ghost  f survey  r restart  p pause  ? help  q quit"))
    }

    /// Demolish's rule is said when it is armed, not only after the win.
    @Test func armingDemolishSaysItsRule() throws {
        var app = UI.app(UI.progress(unlocked: 4, inventory: Inventory(demolishes: 1)), opening: .level(4))
        UI.keys(&app, [.character("x")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Silent Garden  Moves left 17/17  Par 14
            Coins 0  Crates 0/1  Jump 0  Demolish 1  [DEMOLISH armed]





                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ·     ·     E     ·     ·     ·  │  @     ·  0
                           │                                   │           │
                           │           ┌───────────            ├─────      │
                           1  ·  │  $4 │  ·     ·     ·  │  ·  │  ·     ·  1
                           │     │     │                 │     │           │
                           │     └─────┘      ───────────┴─────┘           │
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            Which wall? A win with Demolish counts as the whole budget: 1 star, no cash-in.
            ←↑↓→ which way  Esc cancel
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy                                  ################





                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     f     G     f     f     f  X  @     f  c
                               w                                   X           w
                               w           wwwwwwwwwwww            wXXXXX      w
                               c  f  w  YY w  f     f     f  w  f  w  f     f  c
                               w     w     w                 w     w           w
                               w     wwwwwww      wwwwwwwwwwwwwwwwww           w
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                ###############################################################################
                dddddddddddddddddddddddddd
                """)
    }

    /// On a retry the HUD promised the coins of a crate paid on the first win, and the summary
    /// then paid less: a paid crate is drawn faint, and opening it says it pays nothing again.
    @Test func aCratePaidOnAnEarlierWinIsNotPromisedAgain() throws {
        let withCrate = try Self.run(4, taking: 1)
        var app = UI.app(UI.progress(unlocked: 4), opening: .level(4))
        UI.keys(&app, Self.keys(withCrate))
        guard case let .summary(first) = app.scene else {
            Issue.record("no summary")
            return
        }
        #expect(first.finished.settlement?.crateCoins == (try UI.level(4)).crates[0].coins)
        UI.keys(&app, [.character("r")])
        // The crate is drawn faint; up to it, the HUD shows the coins held, with nothing to come.
        let retry = app.render(width: 80, height: 24)
        let crate = try #require((0..<(80 * 24)).first { retry.characters[$0] == "$" })
        #expect(retry.styles[crate] == Style(.yellow, dim: true))
        let coins = app.progress.coins
        var state = try #require(app.session.current?.state)
        var taken = 0
        while !state.openedCrates[0] {
            UI.keys(&app, Self.keys([withCrate[taken]]))
            taken += 1
            state = try #require(app.session.current?.state)
        }
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Silent Garden  Moves left 3/17  Par 14
            Coins 9  Crates 1/1  Jump 0  Demolish 0  Ghost ○ step 14/16 (16 moves)





                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ·     ↑     E     ·     ·     ·  │  ·     ·  0
                           │                                   │           │
                           │           ┌───────────            ├─────      │
                           1  ·  │  @  │  ·     ·     ·  │  ·  │  ·     ·  1
                           │     │     │                 │     │           │
                           │     └─────┘      ───────────┴─────┘           │
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            Crate: its 4 coins were paid on an earlier win.
            ←↑↓→ move  c scout  g ghost  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGG
                yyyyyyy                                  fffffffffffffffffffffffffffff





                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     C     G     f     f     f  w  f     f  c
                               w                                   w           w
                               w           wwwwwwwwwwww            wwwwww      w
                               c  f  w  @  w  f     f     f  w  f  w  f     f  c
                               w     w     w                 w     w           w
                               w     wwwwwww      wwwwwwwwwwwwwwwwww           w
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        UI.keys(&app, Self.keys(Array(withCrate[taken...])))
        guard case let .summary(second) = app.scene else {
            Issue.record("no summary")
            return
        }
        #expect(second.finished.settlement?.crateCoins == 0 && app.progress.coins >= coins)
    }

    // MARK: - Summary

    /// Level 27 won with a Jump through its ledge crate: the par breakdown is wider than 80
    /// columns, and was cut at both ends; it wraps between its parts.
    @Test func theParBreakdownOfAJumpRunWraps() throws {
        let level = try UI.level(27)
        let ledge = try #require(level.crates.first { $0.needsJump })
        let route = MoveGraph(level).bestJump(from: level.start, taking: ledge.cell)
        var app = UI.app(UI.progress(unlocked: 27, inventory: Inventory(jumps: 1)), opening: .level(27))
        UI.keys(&app, Self.keys(route.actions))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """



                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                        Level 27: Dripping Round
                                     Moves 35   Par 27   Budget 36
                 Replay it: mz play --code MZ4-18YGY-JZY71-0241B-RJCDC-60200-00000-0K46
                                              ★★★  3 stars
                                              First clear.
                              Moves: par 27 · what you took: 39 on foot ·
                     with everything 49 moves, over budget · you 35 with a power-up
                    Best plan: 29 coins without power-ups · you took 53 with them ·
                          no ✓: needs 59 (29 + 30, the power-ups' shop price)

                                  Crates          +53
                                  Perfect bonus    +5
                                  Total           +58   (now 58 coins)
                                Level 28 unlocked: something new there!




            Enter next level  r retry  b par route  l level select  q title
            """,
            styles: """



                                          YYYYYYYYYYYYYYYYYYYYYYYYYYYY



                     dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                                                  YYYYYYYYYYYY
                                                  bbbbbbbbbbbb
                                  ddddddddddddddddddddddddddddddddddddddddddd
                         dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd





                                      bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                    bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb




                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// Out of moves on a 19×9 level: the text shrinks to two lines so the whole maze stays in
    /// view (a play-tester took the clipped edge's mark over a wall for a glitch).
    @Test func outOfMovesOnTheLargestLevelKeepsTheWholeMaze() throws {
        var app = UI.app(UI.progress(unlocked: 30), opening: .level(30))
        Self.spendEveryMove(&app)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 30: Sodden Knot  Moves left 0/43  Par 36
            Coins 0  Crates 0/3  Gems 0/3  Jump 0  Demolish 0

                         ┌───────┬───────┬───────┬───┬───────────────────────┐
                         │ ·   · │ ·   · │ ·   · │ · │ ·  ~~~ ~~~ ~~~  ·   @ │
                         │               │       │   │    ───────┬───┐       │
                         │ · │ ·   · │ E │%%%│%%%│ · │ ·  ~~~  · │ ◆ │ · │ · │
                         │   └───────┴───┘   │   │       ┌───        │   │   │
                         │ ·   ·   ·  %%% %%%│ · │ ·  %%%│%%%  ·   · │ · │ · │
                         │   ┌───────────┬───┤   └───────┘   ┌───┐   │   │   │
                         │ · │ ·   ·  %%%│%16│ ·   ·   ·   · │&51│ · │ · │ · │
                         │        ───┐       └───┬───────────┤       │   └───┤
                         │ ·   ·   · │ ·   ·   · │ ·   ·   · │ ·   · │ ·   · │
                         ├───┬───    └───────┐   │           └───────┼───    │
                         │ · │ ·   ·   ·  $14│~~~│ ◆ │~~~│~~~ ~~~  · │ ·   · │
                         │        ───┐    ───┘   └───┘   ├───────            │
                         │%%% %%%  · │ ·   ·   ·   ·  ~~~│~◆~ ~~~  ·   · │ · │
                         └───────────┴───────────────────┴───────────────┴───┘

                                   OUT OF MOVES: E was 33 moves away.
                                     Moves 43   Par 36   Budget 43
             Counting by eye? f in a level surveys it: moves from you and on to E, counted.
                   What you collected this attempt is lost; used power-ups stay used.
            Enter retry  u undo  b best route  > skip 300  l level select  q title
            """)
    }

    /// Out of moves after taking a crate: the HUD stays, with what the attempt had taken.
    @Test func outOfMovesKeepsTheHUD() throws {
        let withCrate = try Self.run(6, taking: 1)
        var app = UI.app(UI.progress(unlocked: 6), opening: .level(6))
        var taken = 0
        while app.session.current?.state.openedCrates[0] == false {
            UI.keys(&app, Self.keys([withCrate[taken]]))
            taken += 1
        }
        Self.spendEveryMove(&app)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 6: Glassy Round  Moves left 0/24  Par 17
            Coins 0  Crates 1/3  Jump 0  Demolish 0

                                 ┌───────────────────────────────┬───┐
                                 │ ·   ·   ·   ·   ·  ~~~ ~~~  · │ · │
                                 │    ───┬───        ┌───┬───┐   │   │
                                 │ ·   · │ ·   · │$14│ E │ · │ · │ @ │
                                 ├───    │       ├───┘   │   │       │
                                 │ ·   · │ · │ · │ ·   · │ · │ ·   · │
                                 │    ───┘   │       ┌───┘   └───    │
                                 │ ·   ·   · │ ·   · │ $4  ·   ·   · │
                                 └───────────┴───────┴───────────────┘


                                              OUT OF MOVES

                                         Level 6: Glassy Round
                                     Moves 24   Par 17   Budget 24
                 Replay it: mz play --code MZ4-18YSW-H97G1-01N1B-RFR00-60000-00000-0Z8J
                                          E was 13 moves away.

                   What you collected this attempt is lost; used power-ups stay used.

            Enter retry  u undo  b best route  l level select  q title
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  RRRRRRRRRRRRRRR
                yyyyyyy

                                     fffffffffffffffffffffffffffffffffffff
                                     f f   f   f   f   f  iii iii  f f f f
                                     f    fffffff        fffffffff   f   f
                                     f f   f f f   f f%%%f e f f f f f @ f
                                     ffff    f       fffff   f   f       f
                                     f f   f f f f f f f   f f f f f   f f
                                     f    ffff   f       fffff   ffff    f
                                     f f   f   f f f   f f %%  f   f   f f
                                     fffffffffffffffffffffffffffffffffffff


                                                  RRRRRRRRRRRR



                     dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                       dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// The most lines an Out of Moves screen has: the counted daily's, with its card.
    @Test func theDailyOutOfMoves() {
        var app = DailyScreenTests.app()
        DailyScreenTests.openDaily(&app)
        Self.spendEveryMove(&app)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Daily 2026-11-30  Moves left 0/58  Par 53
            First try counts  Crates 0/4
                       │ E │%%% %%% %%%│%%%  ·   · │▴·   ·  %%%  ·   ·   ·   · │
                       │        ───┐   │   ┌───┐       ┌───────┐        ───────┤
                       │ ·   ·  ~~~│%%%│~~~│ $9│ ·   · │%%% %%%│ $7│ ·   ·   · │
                       │   ┌───────┘   │       └───────┤       └───┤   ┌───    │
                       │ · │~~~ ~~~  · │ ·   ·   ·   · │ · │ ·   @ │ · │ ·   · │
                       ├───┘   ┌───    └───┐    ───    │   ├───    └───┘       │
                       │ ·   · │$10  ·   · │~~~  ·   · │%%%│ ·   ·   ·   · │~~~│
                       │    ───┴───┬───    └─────── ▾  │   └───┬───────┬───┘   │
                                              OUT OF MOVES

                                            Daily 2026-11-30
                                     Moves 58   Par 53   Budget 58
                                          E was 52 moves away.


                    Today's result is in. Your card (printed again when you leave):
                                    mz daily 2026-11-30 ☆☆☆ 0 coins
                                   out of moves (par 53) · crates 0/4
                              MZ4-18YP7-3N4R1-M351B-RV4P4-80000-00040-0CGS
             Score: stars, then coins from crates (the daily pays nothing into your purse).

            r play again (for fun)  q leave
            """,
            styles: """
                bbbbbbbbbbbbbbbb  RRRRRRRRRRRRRRR
                YYYYYYYYYYYYYYYY
                           f e f%%% %%% %%%f%%%  f   f f#f   f  %%%  f   f   f   f f
                           f        ffff   f   fffff       fffffffff        ffffffff
                           f f   f  iiif%%%fiiif %%f f   f f%%% %%%f %%f f   f   f f
                           f   fffffffff   f       fffffffff       fffff   ffff    f
                           f f fiii iii  f f f   f   f   f f f f f   @ f f f f   f f
                           fffff   ffff    fffff    fff    f   ffff    fffff       f
                           f f   f f%%%  f   f fiii  f   f f%%%f f   f   f   f fiiif
                           f    fffffffffff    ffffffff #  f   fffffffffffffffff   f
                                                  RRRRRRRRRRRR






                        CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC
                                        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                       bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                 dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                ddddddddddddddddddddddddddddddd
                """)
    }

    // MARK: - Shop, stats, avatars, pause, overview, too small

    @Test func theShopSaysDemolishsRule() {
        var app = UI.app(UI.progress(unlocked: 1, coins: 30))
        UI.keys(&app, [.down, .down, .enter, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                                  Shop
                        Coins 30/10000   Jump 0   Demolish 0   Time 0   Hints 0

              Jump          30 coins   fly to the last cell before a wall (1 move)
            > Demolish      60 coins   knock down one wall beside you (no moves)           <
              Time          20 coins   10 more moves for one attempt (never cashed in)
              Hint          10 coins   t in a level: marks a cheapest way to E from there
              Scout pass   750 coins   for good: each level's best plan shown as it begins
              Survey pass 1200 coins   for good: every level surveyed free (f, i)

                A win that uses Demolish counts as the whole budget: 1 star, no cash-in.
                  One Jump and one Time an attempt. A Time: 2 stars at most, and no ✓.

                                A Demolish costs 60 coins; you have 30.

                       Avatars for coins: you can afford 0 of 8 (title: Avatars).


            ↑↓ choose  Enter buy  Esc back  ? help
            """,
            styles: """





                                                      bbbb



                ################################################################################





                    dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                      dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                                    bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb

                           dddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                dddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// A full bar is no longer "par": par is the dotted line, and a crate run rises above it.
    @Test func theStatsChartDrawsParAsALine() throws {
        var progress = UI.progress(unlocked: 61, coins: 600)
        for id in 1...60 {
            var record = LevelRecord(id: id)
            let par = UI.campaign.levels[id - 1].storedPar ?? 1
            // Par runs, crate runs half again as long, and a Jump run under par.
            record.bestMoves = id % 3 == 0 ? par * 3 / 2 : (id % 7 == 0 ? par * 3 / 4 : par)
            record.stars = id % 3 == 0 ? 2 : 3
            progress.levels.append(record)
            progress.ledger.append(LedgerEntry(level: id, outcome: .won, movesUsed: par, par: par, coins: 10 * id))
        }
        var app = UI.app(progress)
        UI.keys(&app, [.down, .down, .down, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                 Stats
                             Stars 160   Coins 600   Gems 0   Levels won 60

            best moves by level; the dotted line is par (yellow 3 stars, green 2, red 1)

               █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █
               █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █  █
             ██████·██████·█████████████·██████·█████████████·██████·████··················
             ████████████████████████████████████████████████████████████
             ████████████████████████████████████████████████████████████
             ████████████████████████████████████████████████████████████

            coins after each campaign attempt
                                                                        ▌
                                                                  ▌▌▌▌▌▌▌
                                                           ▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                                                    ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                                              ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                                       ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                                ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                          ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
                   ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌

            Esc back  ? help
            """,
            styles: """
                                                     bbbbb


                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                   g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g
                   g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g  g
                 yygyygdygyygydgyygyygyygyygdygyygydgyygyygyygyygdygyygydgyygdddddddddddddddddd
                 yygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyyg
                 yygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyyg
                 yygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyygyyg

                ddddddddddddddddddddddddddddddddd
                                                                            y
                                                                      yyyyyyy
                                                               yyyyyyyyyyyyyy
                                                        yyyyyyyyyyyyyyyyyyyyy
                                                  yyyyyyyyyyyyyyyyyyyyyyyyyyy
                                           yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
                                    yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
                              yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
                       yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy

                dddddddddddddddd
                """)
    }

    @Test func avatars() {
        var app = UI.app()
        UI.keys(&app, [.down, .down, .down, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                                Avatars
                    Coins 0: enough for 0 of the 8 avatars for sale, each on its own

                          > @  Explorer            owned (worn)              <
                            m  Mouse               owned
                            ?  Fox                 prize for level 10
                            ?  Owl                 prize for level 20
                            ?  Cat                 prize for level 30
                            ?  Knight              prize for level 40
                            ?  Wizard              prize for level 50
                            ?  Robot               prize for level 60
                            ?  Ghost               prize for level 70
                            ?  Dragon              prize for level 80
                            ?  Comet               prize for level 90
                            ?  Crown               prize for level 100
                            ?  Gem Sprite     rare find 1 gem
                            ?  Crystal Golem  rare find 5 gems
                            ?  Phoenix        rare find 10 gems
                            b  Gallery Bat         for 80 coins
                            t  Cellar Toad         for 100 coins
                            h  Frost Hare          for 140 coins
                            ↓ 21 more, 5 of them for sale

            ↑↓ choose  Enter wear  Esc back  ? help
            """,
            styles: """
                                                    bbbbbbb


                              ####################################################
                              wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                              dddddddddddddddddddddddddddddddddddddddddddddddddddd
                                dddddddddddddddddddddddddddddddddddddddddddddddd

                ddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func thePauseLine() throws {
        var app = UI.app(UI.progress(unlocked: 100), opening: .level(100))
        UI.keys(&app, [.character("p")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 100: The Last Letter  Moves left 50/50  Par 41
            Coins 0  Crates 0/6  Gems 0/1  Jump 0  Demolish 0


            ┌──0──┬──1─────2─────3─────4─────5─────6─────7─────8─────9────10────11────12──┐
            0  ◆  │ (A)━━━%━%━━━%━%━━━%┳%━━━~━~━━━━┳━━━━━┳━━━━~━~━━━╱╱╱━━━{*}━━━━━━━━━━┓  0
            │  ┃  └───────────┬─────   ┃  ┌─────   ┃     ┃  ┌─────   ┃     ┃   ─────┐  ┃  │
            1 {*}━━━━━━━━━━╸  │ %11━━━%┫% │ ~$9━━━━┫  │  ┃  │  ╺━━━━━┛  │  ┣━━━━━╸  │  ┃  1
            │  ┃  ┌───────────┴────────║──┴─────   ┃  │  ┃  └───────────┤  ┃  ┌─────┘  ┃  │
            2  ┃  │  ┏━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━┫  │  ┗━━━━~┳~━━━━┓  │  ┃  │  ┏━━━━━┛  2
            │  ┃     ┃  ┌─────   ┃   ──║──   ┃     ┃  ├─────   ┃     ┃     ┃  │  ┃   ─────┤
            3  ┗━━━━━┫  │  ╺━━━━[1]━━━━┻━━━━━┻  ═ ~┃~ ═  ┳━━━━~┛~ │ ~┗~━━━━┛  │  ┗━━━━━┓  3
            ├─────   ┃  └───────────┬───────────┤  ┃     ┃  ┌─────┴───────────┴─────┐  ┃  │
            4 %┏%━━━━┻━━━━━━━━━━$22 │  ┏━━━━━┓  │  ┗━━━━━┛  │  ┏━━━━~━~━━━━━━━━━━┓  │  ┃  4
            │  ┃   ─────┬───────────┘  ┃     ┃  └───────────┤  ┃   ─────┬─────   ┃     ┃  │
            5 %┣%━━━%┓% │  @━━━━→━━━━━━┛  │  ┗━━━━%━%━━━_1_ │ (A)━━━~┓~ │  ┏━━━━━╋━━━━━┛  5
            │  ┃     ┃  └─────┬───────────┴───────────   ┃  └─────   ┃     ┃     ┃   ─────┤
            6 %17 │ %┗%━━━━E  │~&48━━━→→→━━━→→→━━━→→→━━━%┻%━━━%━%━━━%┻%━━━━┛  │ ~┗~━━━~29 6
            └──0──┴──1─────2──┴──3─────4─────5─────6─────7─────8─────9────10──┴─11────12──┘



            Paused: level 100 · code MZ5-18YR7-6DQC1-G3915-GVGPG-A8220-GR841-10034-0J
            Esc resume  r restart  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy


                wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwccwwwwccwwwwccwww
                c  M  w UUUwww%W%www%W%www%W%wwwcWcwwwwWwwwwwWwwwwcWcwwwcccwwwGGGwwwwWwwwwwW  c
                w  w  wwwwwwwwwwwwwwwwww   w  wwwwww   w     w  wwwwww   w     w   wwwwww  w  w
                c GGGwwwwWwwwwwW  w $$$www%W% w $$$wwwwW  w  W  w  WwwwwwW  w  WwwwwwW  w  W  c
                w  w  wwwwwwwwwwwwwwwwwwwwwWwwwwwwww   w  w  w  wwwwwwwwwwwww  w  wwwwwww  w  w
                c  W  w  WwwwwwWwwwwwWwwwwwWwwwwwWwwwwwW  w  WwwwwcWcwwwwW  w  W  w  WwwwwwW  c
                w  w     w  wwwwww   w   wwWww   w     w  wwwwww   w     w     w  w  w   wwwwww
                c  WwwwwwW  w  WwwwwMMMwwwwWwwwwwW  W cWc W  WwwwwcWc w cWcwwwwW  w  WwwwwwW  c
                wwwwww   w  wwwwwwwwwwwwwwwwwwwwwwwww  w     w  wwwwwwwwwwwwwwwwwwwwwwwww  w  w
                c %W%wwwwWwwwwwWwwwwYYY w  WwwwwwW  w  WwwwwwW  w  WwwwwcWcwwwwWwwwwwW  w  W  c
                w  w   wwwwwwwwwwwwwwwwww  w     w  wwwwwwwwwwwww  w   wwwwwwwwwww   w     w  w
                c %W%www%W% w  @wwwwCWwwwwwW  w  Wwwww%W%wwwMMM w UUUwwwcWc w  WwwwwwWwwwwwW  c
                w  w     w  wwwwwwwwwwwwwwwwwwwwwwwwwwwwww   w  wwwwww   w     w     w   wwwwww
                c $$$ w %W%wwwwG  w^^^^wwwgggwwwgggwwwgggwww%W%www%W%www%W%wwwwW  w cWcwww$$$ c
                wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwccwwwwccwwwwccwww



                #########################################################################
                ddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// The overview showed no ice or mud: walled below, they are underlined; in blocks, a block
    /// half ice or mud shows it.
    @Test func theOverviewShowsIceAndMud() throws {
        var spec = LevelSpec(id: 0, name: "Seed 5", seed: 5, width: 30, height: 9, algorithm: .recursiveBacktracker)
        spec.ice = 0.3
        spec.mud = 0.2
        var app = App(context: UI.context(), progress: PlayerProgress(), opening: .practice(try LevelBuilder.build(spec)))
        app.windowSize = (80, 24)
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Seed 5  Moves left 272/272  Par 181
            Jump 0  Demolish 0





                      _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
                     |    ____% %|%    |@|    __~|   |  ~_~_____~_%   ___   __~ ~|
                     | |%|  %|%|  %__| | | |___  |~|___|   |% __~ %|%|% ___|  ~|~|
                     |%|%|%|%|%__|% E| | |_   _|~|_  | |%|%_%| |  _|_|%|_   _|~_~|
                     |~|___|%|% ___|~| |  __%|  __%|_ %|%|% ___|___  |   |  _____|
                     |~|   | | |  ~ ~| |_|  %|~|  %_%__| | |    _|  _|%| |_|  _  |
                     |  _|_  | |__~|~______|%|  _|% %  |%|%|%|%|  _|~ %|__~__|  _|
                     | |__~__|_____  |   |  _|~_~___%|_|~|~|%|%|_  |~_% % ~__|_  |
                     |  ~_~  |  _____|~|~|__~_%_~  |  ___| | |% ~|~|   |_|  _  |~|
                     |____~|___|____~_~|%_%_%_%______|%_%____|__~____|_____|_____|





            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  e ways  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGGGG







                                  _ y _     @       ~       ~ ~     ~ _           ~ c
                            y   y y   _               c         y   ~ y y y       c c
                          y y y y _   y G           c       y _ _         y       ~ ~
                          c     y y     c       _     _   y y y
                          ~           ~ c       y c   _ _                 y
                                      ~ ~       y     _ y   y y y y     c _   ~
                              ~                   ~ ~   _   c c y y     ~ _ y ~
                            ~ ~           c c   ~ _ ~             y ~ c             c
                              ~         ~ ~ _ _ _ _       _ _       ~





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        spec.width = 60
        spec.height = 30
        var big = App(context: UI.context(), progress: PlayerProgress(), opening: .practice(try LevelBuilder.build(spec)))
        big.windowSize = (80, 24)
        UI.keys(&big, [.character("o")])
        UI.expectScreen(
            big.render(width: 80, height: 24),
            """
            Practice: Seed 5  Moves left 1127/1127  Par 751
            Jump 0  Demolish 0
            overview: one character is 2x2 cells
                                     %%·~~~~~~~%%%%%~~~·~~······~~~
                                     %%~%%~~~~~·%%%··%%~~~····%%~··
                                     ·%·~··~~~····%···%··~~%·%%%~~%
                                     %%·~~~%~·~~~%%%·~~·~·~%%%·%~~~
                                     ·~~········~·%~··~·~~·%·%····%
                                     ·~~·%··········~~%··~~~·~·%··%
                                     ·%~····~··%~~····~···%%~··%%··
                                     ·····%···~~%%%~·~·%··%·~~··%··
                                     ····~%%···~·····~%%%·%~·%%%~··
                                     ~·%%·····~··~·~%···~·~·%·~~···
                                     %··E··%%%····%%·%·~~··········
                                     ~··~~·%%%~%~~·····~~%·~·%·~···
                                     %·%%·········~··@~~·%····%~·~~
                                     ~··~·%%%%··~%····%·······%··%~
                                     ~%··%··~···~%··············~··




            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  e ways  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGGGGGG

                dddddddddddddddddddddddddddddddddddd
                                         yydcccccccyyyyycccdccddddddccc
                                         yycyycccccdyyyddyycccddddyycdd
                                         dydcddcccddddydddyddccydyyyccy
                                         yydcccycdcccyyydccdcdcyyydyccc
                                         dccddddddddcdycddcdccdydyddddy
                                         dccdyddddddddddccyddcccdcdyddy
                                         dycddddcddyccddddcdddyycddyydd
                                         dddddydddccyyycdcdyddydccddydd
                                         ddddcyydddcdddddcyyydycdyyycdd
                                         cdyydddddcddcdcydddcdcdydccddd
                                         yddGddyyyddddyydydccdddddddddd
                                         cddccdyyycyccdddddccydcdydcddd
                                         ydyydddddddddcdd@ccdyddddycdcc
                                         cddcdyyyyddcyddddydddddddyddyc
                                         cyddyddcdddcyddddddddddddddcdd




                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// The lab at the largest maze it draws at 80×24, solved.
    @Test func theLabAtItsLargest() {
        var app = UI.app()
        UI.keys(&app, Array(repeating: .down, count: 5) + [.enter] + Array(repeating: .character("]"), count: 40))
        UI.keys(&app, [.enter, .enter, .enter])
        for _ in 0..<400 where !UI.text(app.render(width: 80, height: 24)).contains("solved") { _ = app.tick(seconds: 0.2) }
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Lab: recursive-backtracker 19x10 seed 1  solved: 81 steps  38 steps/s
            dead ends 22  junctions 18  corridors 150  longest path 127
             ┌───────────────┬───────────────────────────────┬───────────┬───────────────┐
             │ •   1   2   3 │ •   •   •   •   •   •   •   7 │ 0   1   2 │ •   •   5   6 │
             │   ╶───┬───────┤   ┌───────────┬───┬───╴   ╷   ╵   ┌───────┤   ╷   ╶───────┤
             │ •   • │ •   • │ • │ •   •   • │ 5 │ •   • │ 8   9 │ •   • │ • │ •   •   • │
             │   ╷   │   ╷   ╵   │   ╶───┐   │   │   ╶───┴───────┘   ╷   │   └───────┐   │
             │ 2 │ • │ • │ •   • │ •   • │ • │ 4 │ •   •   •   •   • │ • │ •   2   3 │ • │
             │   │   │   ├───┬───┴───╴   │   │   └───────┬───────────┤   │   ┌───────┤   │
             │ 3 │ • │ • │ 0 │ 7   •   • │ • │ 3   4   5 │ 2   1   0 │ • │ • │ •   • │ • │
             ├───┘   │   │   ╵   ╷   ┌───┘   │   ┌───╴   └───────╴   │   ╵   │   ╷   ╵   │
             │ •   • │ • │ 9   8 │ • │ •   • │ 2 │ 7   6   7   8   9 │ •   • │ • │ •   • │
             │   ╶───┤   └───────┘   │   ┌───┘   └───┐   ┌───────────┴───────┤   └───────┤
             │ •   • │ •   •   •   • │ • │ 2   1   0 │ 7 │ 2   1   0   9   8 │ •   •   • │
             │   ╷   └───────────────┘   └───┐   ╷   │   │   ╶───┬───────╴   │   ╶───┐   │
             │ 8 │ •   •   •   •   •   •   5 │ 2 │ 9 │ 8 │ 3   4 │ 7   6   7 │ 6   7 │ • │
             ├───┤   ╶───────┬───────┬───╴   └───┘   ├───┴───┐   └───┐   ╶───┴───┐   │   │
             │ @ │ 0   1   2 │ 5   4 │ 7   6   7   8 │ 3   2 │ 5   6 │ 5   4   3 │ 8 │ • │
             │   └───────────┤   ╷   ├───────────┐   │   ╷   ├───╴   ├───────┐   └───┘   │
             │ 2   1   0   9 │ 6 │ 3 │ 0   9   8 │ 9 │ 4 │ 1 │ 8   7 │ 6   5 │ 2   1   • │
             ├───────────╴   ╵   │   ╵   ┌───╴   └───┘   │   ╵   ┌───┘   ╷   └───────╴   │
             │ 1   0   9   8   7 │ 2   1 │ 8   7   6   5 │ 0   9 │ 8   7 │ 4   3   2   • │
             └───────────────────┴───────┴───────────────┴───────┴───────┴───────────────┘
            ←→ algorithm  [ ] size  space pause  +/- speed  Enter finish  n new seed  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                   G   c   c   c   G   G   G   G   G   G   G   c   c   c   c   G   G   c   c

                   G   G   G   G   G   G   G   G   c   G   G   c   c   G   G   G   G   G   G

                   c   G   G   G   G   G   G   G   c   G   G   G   G   G   G   G   c   c   G

                   c   G   G   c   c   G   G   G   c   c   c   c   c   c   G   G   G   G   G

                   G   G   G   c   c   G   G   G   c   c   c   c   c   c   G   G   G   G   G

                   G   G   G   G   G   G   G   c   c   c   c   c   c   c   c   c   G   G   G

                   c   G   G   G   G   G   G   c   c   c   c   c   c   c   c   c   c   c   G

                   Y   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   G

                   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   G

                   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   c   G

                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// Help with the daily's paragraph and a long data folder.
    @Test func helpWithEverything() {
        var context = UI.context(dataFolder: "/home/a-player-with-a-long-name/.local/share/mz")
        context.clock = { .success(DailyScreenTests.today) }
        var app = App(context: context, progress: PlayerProgress())
        app.windowSize = (80, 24)
        UI.keys(&app, [.character("?")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
             How to play
             Reach E before your moves run out (par: the fewest). 3 stars: the fewest moves
             for the crates and gems you took. Beating your best pays unused moves. Other
             marks are explained when you first meet them.

             Keys
               arrows, WASD or hjkl   move
               Space, then a way      Jump to the last cell before a wall (1 move)
               x, then a way          Demolish the wall that way (no moves)
               v                      sketch a way and count its moves; v again walks it
               Esc or Backspace       cancel Jump/Demolish, a look or a sketch
               +  Time: 10 more moves   r  restart   u  undo   p  pause   q  quit   ?  help
               y  yes   n or Enter  no   $  dare   >  skip a level (coins)   m  stop marks
               #  wall numbers   e  ways out of cells   o  whole level   z  map size
               t  hint (from the shop)   c  scout: best coins (15), way (40)
               g  the ghost of your best run   i  look at cells   f  survey moves (coins)
               In menus: Enter  select   Esc or Backspace  back

             The daily challenge (on the title, or mz daily): one level a day, the same for
             everyone, no power-ups; your first try counts and its card is yours to share.
             Your progress and the replay of every attempt are kept in
             /home/a-player-with-a-long-name/.local/share/mz (see mz replay --help).

            any key: back
            """,
            styles: """
                 bbbbbbbbbbb




                 bbbb

















                ddddddddddddd
                """)
    }

    @Test func theTooSmallScreen() {
        var app = UI.app(size: (59, 19))
        app.notice = "Could not save: no space left on device. Quit again to leave without saving."
        UI.expectScreen(
            app.render(width: 59, height: 19),
            """







                       resize to at least 60x20 (now 59x19)
                                 q or Ctrl-C quits

                     Could not save: no space left on device.
                        Quit again to leave without saving.







            """,
            styles: """







                           bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                     bbbbbbbbbbbbbbbbb

                         bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                            bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb







                """)
    }
}
