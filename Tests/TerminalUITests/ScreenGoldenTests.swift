import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Whole screens at the 80×24 baseline (docs/design.md, "The terminal"), compared line for line.
@Suite struct ScreenGoldenTests {
    @Test func title() {
        UI.expectScreen(
            UI.app().render(width: 80, height: 24),
            """




                                                 ┌─┬─┐
                                                 │m z│
                                                 └─┴─┘
                                           a maze puzzle game
                                   Level 1   Coins 0   Stars 0   ◆ 0

                                            > Play level 1 <
                                              Level select
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


                                                ################












                ddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func playHUDOnALevelWithEverything() throws {
        // Level 15 has ice, mud, two crates and a gem; the player holds both power-ups. Its dare is
        // on offer, and its tip comes first (it is offered only until the first move).
        var app = UI.app(UI.progress(unlocked: 15, coins: 1234, inventory: Inventory(jumps: 2, demolishes: 1)))
        UI.open(&app, level: 15)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 15: Slushy Orbit  Moves left 27/27  Par 20
            Coins 1234  Crates 0/2  Gems 0/1  Jump 2  Demolish 1


                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ┏━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━┓  │  ┏━━━━↑┓  0
                           │  ┃           ┃           ┃     ┃  │  ┃     ┃  │
                           │  ┃  ┌─────┐  ┃  ┌─────   ┃     ┃     ┃     ┃  │
                           1  ┃  │  ╻  │  ┃  │ $27━━━%┛% │ %┗%━━━━┛  │ ~┃~ 1
                           │  ┃  │  ┃  │  ┃  │       %%% │ %%%       │ ~┃~ │
                           │  ┃     ┃  │  ┃  └───────────┴───────────┤  ┃  │
                           2  ┗━━━━━┫  │  ┗━━━━━┳━━━━━┳━━━━━━━━━━~┓~ │  @  2
                           │        ┃  │        ┃     ┃          ~┃~ │  ┃  │
                           ├─────   ┃  ├─────┐  ┃     ┃   ─────┐  ┃     ┃  │
                           3  ┏━━━━━┛  │  E  │  ┃  │  ┗━━━━━┓  │ ~┣~━━↓%┫% 3
                           │  ┃        │  ┃  │  ┃  │        ┃  │ ~┃~   %┃% │
                           │  ┃   ─────┘  ┃  │  ┃  └─────┐  ┃  │  ┃     ┃  │
                           4  ┗━━━━━━━━━━━┛  │  ┗━━━━$18 │  ◆  │  ┗━━━━%┛% 4
                           │                 │           │     │       %%% │
                           └──0─────1─────2──┴──3─────4──┴──5──┴──6─────7──┘


            Tip: $ bets coins before you move that you find the best plan: x1.25, or lost.
            ←↑↓→ move  space jump  x demolish  $ dare 85  f survey  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyyyyy


                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  WwwwwwWwwwwwWwwwwwWwwwwwWwwwwwW  w  WwwwwCW  c
                               w  w           w           w     w  w  w     w  w
                               w  w  wwwwwww  w  wwwwww   w     w     w     w  w
                               c  W  w  W  w  W  w YYYwww%W% w %W%wwwwW  w cWc c
                               w  w  w  w  w  w  w       %%% w %%%       w cwc w
                               w  w     w  w  w  wwwwwwwwwwwwwwwwwwwwwwwww  w  w
                               c  WwwwwwW  w  WwwwwwWwwwwwWwwwwwWwwwwcWc w  @  c
                               w        w  w        w     w          cwc w  w  w
                               wwwwww   w  wwwwwww  w     w   wwwwww  w     w  w
                               c  WwwwwwW  w  G  w  W  w  WwwwwwW  w cWcwwC%W% c
                               w  w        w  w  w  w  w        w  w cwc   %w% w
                               w  w   wwwwww  w  w  w  wwwwwww  w  w  w     w  w
                               c  WwwwwwWwwwwwW  w  WwwwwYYY w  M  w  Wwwww%W% c
                               w                 w           w     w       %%% w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww


                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func aLevelBeginsWithItsQuestion() throws {
        // Level 26 is a pick: the line says its question, budget and par (every tip seen).
        var progress = UI.progress(unlocked: 26, coins: 300)
        progress.tipsSeen = Tip.allCases.map(\.rawValue)
        var app = UI.app(progress)
        UI.open(&app, level: 26)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 26: Melting Lane  Moves left 29/29  Par 22
            Coins 300  Crates 0/3  Timed $16 T-7  Jump 0  Demolish 0
               ┌──0─────1─────2─────3─────4──┬──5─────6──┬──7─────8─────9────10────11──┐
               0  ┏━━━━━━━━━━━━━━━━━┳━━━━━╸  │  ┏━━━━━╸  │  ┏━━━━━┳━━━━↑┳━━━━━┳━━━━━┓  0
               │  ┃                 ┃        │  ┃        │  ┃     ┃     ┃     ┃     ┃  │
               │  ┃   ─────┬─────┐  ┃   ─────┘  ┃  ┌─────┤  ┃     ┃     ┃     ┃     ┃  │
               1  ┗━━━━━┓  │ ~╻~ │  ┣━━━━━┳━━━━~┛~ │ $16 │  ┃  │  $8 │  @  │ $12 │  ┃  1
               │        ┃  │ ~┃~ │  ┃     ┃    ~~~ │ T-7 │  ┃  │     │     │     │  ┃  │
               ├─────   ┃     ┃  │  ┃     ┃   ─────┤  ┃     ┃  ├─────┼─────┴─────┘  ┃  │
               2  ┏━━━━━┻━━━━━┫  │  ┃  │  ┗━━━━~╸~ │  ┣━━━━━┫  │ (A) │  ╺━━━━━┳━━━━━┛  2
               │  ┃           ┃  │  ┃  │       ~~~ │  ┃     ┃  │  ┃  │        ┃        │
               │  ┃  ┌─────   ┃  │  ┃  ├───────────┤  ┃     ┃     ┃  └─────┐  ┃  ┌─────┤
               3  ┃  │  E━━━━%┛% │  ┃  │  ┏━━━━━╸  │  ┃  │  ┗━━━━━┻━━━━━┓  │  ┃  │  ╻  3
               │  ┃  │       %%% │  ┃  │  ┃        │  ┃  │              ┃  │  ┃  │  ┃  │
               │  ┃  ├───────────┤  ┃     ┃  ┌─────┘  ┃  ├───────────┐  ┃  │  ┃  │  ┃  │
               4  ┃  │  ┏━━━━%┓% │  ┣━━━━━┫  │  ╺━━━━~┛~ │  ┏━━━━━┓  │  ┃  │  ┃  │  ┃  4
               │  ┃  │  ┃    %┃% │  ┃     ┃  │       ~~~ │  ┃     ┃  │  ┃  │  ┃  │  ┃  │
               │  ┃     ┃     ┃     ┃     ┃  └───────────┘  ┃     ┃     ┃     ┃     ┃  │
               5  ┗━━━━%┛% │ (A)━━━~┛~ │ %┗%━━━%━%━━━%━%━━━%┛% │  ┗━━━━━┻━━━━━┻━━━━━┛  5
               │       %%% │       ~~~ │ %%%   %%%   %%%   %%% │                       │
               └──0─────1──┴──2─────3──┴──4─────5─────6─────7──┴──8─────9────10────11──┘

            Crates and a clock: weigh each against its moves. 29 moves, par 22.
            ←↑↓→ move  $ dare 60  f survey  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyyyy              RRRRRRRRRRRRR
                   wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwccwwwwccwww
                   c  WwwwwwWwwwwwWwwwwwWwwwwwW  w  WwwwwwW  w  WwwwwwWwwwwCWwwwwwWwwwwwW  c
                   w  w                 w        w  w        w  w     w     w     w     w  w
                   w  w   wwwwwwwwwwww  w   wwwwww  w  wwwwwww  w     w     w     w     w  w
                   c  WwwwwwW  w cWc w  WwwwwwWwwwwcWc w YYY w  W  w  YY w  @  w YYY w  W  c
                   w        w  w cwc w  w     w    ccc w RRR w  w  w     w     w     w  w  w
                   wwwwww   w     w  w  w     w   wwwwww  w     w  wwwwwwwwwwwwwwwwwww  w  w
                   c  WwwwwwWwwwwwW  w  W  w  WwwwwcWc w  WwwwwwW  w UUU w  WwwwwwWwwwwwW  c
                   w  w           w  w  w  w       ccc w  w     w  w  w  w        w        w
                   w  w  wwwwww   w  w  w  wwwwwwwwwwwww  w     w     w  wwwwwww  w  wwwwwww
                   c  W  w  Gwwww%W% w  W  w  WwwwwwW  w  W  w  WwwwwwWwwwwwW  w  W  w  W  c
                   w  w  w       %%% w  w  w  w        w  w  w              w  w  w  w  w  w
                   w  w  wwwwwwwwwwwww  w     w  wwwwwww  w  wwwwwwwwwwwww  w  w  w  w  w  w
                   c  W  w  Wwwww%W% w  WwwwwwW  w  WwwwwcWc w  WwwwwwW  w  W  w  W  w  W  c
                   w  w  w  w    %w% w  w     w  w       ccc w  w     w  w  w  w  w  w  w  w
                   w  w     w     w     w     w  wwwwwwwwwwwww  w     w     w     w     w  w
                   c  Wwwww%W% w UUUwwwcWc w %W%www%W%www%W%www%W% w  WwwwwwWwwwwwWwwwwwW  c
                   w       %%% w       ccc w %%%   %%%   %%%   %%% w                       w
                   wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwccwwwwccwww

                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func summaryOfAWin() throws {
        var app = UI.app()
        _ = app.handle(.enter)
        UI.keys(&app, try UI.solution(1))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                      ✦ ✦ ✦  LEVEL COMPLETE  ✦ ✦ ✦

                                         Level 1: Lost Gallery
                                     Moves 13   Par 13   Budget 20
                 Replay it: mz play --code MZ4-18VQQ-B6X04-09800-00000-00000-00000-7T09
                                              ★★★  3 stars
                         First clear: unused moves paid, a coin for every two.

                                   Unused moves    +3
                                   Perfect bonus   +5
                                   Total           +8   (now 8 coins)
                                 Level 2 unlocked: something new there!






            Enter next level  r retry  l level select  q title
            """,
            styles: """





                                          YYYYYYYYYYYYYYYYYYYYYYYYYYYY



                     dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                                                  YYYYYYYYYYYY
                             bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb



                                       bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                     bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb






                dddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func failureKeepsTheMazeAndSaysHowFarTheExitWas() throws {
        var app = UI.app()
        _ = app.handle(.enter)
        // Back and forth between two cells until the moves run out.
        try UI.runOutOfMoves(&app)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 1: Lost Gallery  Moves left 0/20  Par 13
            Coins 0  Jump 0  Demolish 0


                                         ┌───────┬───────┬───┐
                                         │ ·   E │ ·   · │ @ │
                                         │   ┌───┘       │   │
                                         │ · │ ·   · │ · │ · │
                                         │        ───┤       │
                                         │ ·   ·   · │ ·   · │
                                         └───────────┴───────┘



                                              OUT OF MOVES

                                         Level 1: Lost Gallery
                                     Moves 20   Par 13   Budget 20
                 Replay it: mz play --code MZ4-18VQQ-B6X04-09800-00000-00000-00000-7T09
                                          E was 13 moves away.

                   What you collected this attempt is lost; used power-ups stay used.

            Enter retry  u undo  b best route  l level select  q title
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  RRRRRRRRRRRRRRR
                yyyyyyy


                                             fffffffffffffffffffff
                                             f f   e f f   f f @ f
                                             f   fffff       f   f
                                             f f f f   f f f f f f
                                             f        ffff       f
                                             f f   f   f f f   f f
                                             fffffffffffffffffffff



                                                  RRRRRRRRRRRR



                     dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                       dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func shop() {
        var app = UI.app(UI.progress(unlocked: 1, coins: 100))
        UI.keys(&app, [.down, .down, .enter, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                                  Shop
                        Coins 70/10000   Jump 1   Demolish 0   Time 0   Hints 0

            > Jump          30 coins   fly to the last cell before a wall (1 move)         <
              Demolish      60 coins   knock down one wall beside you (no moves)
              Time          20 coins   10 more moves for one attempt (never cashed in)
              Hint          10 coins   t in a level: marks a cheapest way to E from there
              Scout pass   750 coins   for good: each level's best plan shown as it begins
              Survey pass 1200 coins   for good: every level surveyed free (f, i)

                A win that uses Demolish counts as the whole budget: 1 star, no cash-in.
                  One Jump and one Time an attempt. A Time: 2 stars at most, and no ✓.

                                      Bought a Jump for 30 coins.

                       Avatars for coins: you can afford 0 of 8 (title: Avatars).


            ↑↓ choose  Enter buy  Esc back  ? help
            """,
            styles: """





                                                      bbbb


                ################################################################################






                    dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                      dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                                          bbbbbbbbbbbbbbbbbbbbbbbbbbb

                           dddddddddddddddddddddddddddddddddddddddddddddddddddddddddd


                dddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// The help over the title: play's keys, from the key table, then what menus mean
    /// otherwise (issue 20: generated, no longer typed by hand).
    @Test func help() {
        var app = UI.app()
        _ = app.handle(.character("?"))
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

             Your progress and the replay of every attempt are kept in
             /home/player/.local/share/mz (see mz replay --help).


            any key: back
            """,
            styles: """

                 bbbbbbbbbbb




                 bbbb
















                ddddddddddddd
                """)
    }

    /// The level's line names its question in a player's words, as its kind.
    @Test func levelSelectNamesEachLevelsQuestion() {
        // Level select opens on the level Continue plays: here the furthest open, 100.
        var app = UI.app(UI.progress(unlocked: 100))
        UI.keys(&app, [.down, .enter])
        UI.keys(&app, Array(repeating: .up, count: 7))
        let ten = UI.text(app.render(width: 80, height: 24)).split(separator: "\n")
        #expect(ten.contains { $0.hasSuffix("30. Sodden Knot  13x7  Heist  not won yet") }, "\(ten)")
        UI.keys(&app, [.left, .left, .left, .left])
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("26. Melting Lane  12x6  timed crates  not won yet") }, "\(lines)")
    }

    @Test func levelSelectScrollsToTheLastLevel() {
        var app = UI.app(UI.progress(unlocked: 100))
        UI.keys(&app, [.down, .enter] + Array(repeating: .down, count: 12))
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
                 ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆    ☆☆☆


                                   100. The Last Letter  13x7  Finale
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
                     yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy    yyy



                ddddddddddddddddddddddddddddddddddddddddd
                """)
    }
}
