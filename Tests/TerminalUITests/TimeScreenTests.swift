import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The Time power-up on screen (docs/rules.md, "Power-ups"): what it gives and costs is said in
/// the shop before it is bought and on the message line before it is used; the HUD shows the
/// moves it added; undo gives it back. And a Jump armed says its cost too.
@Suite struct TimeScreenTests {
    static func holdingATime() -> App {
        UI.app(UI.progress(unlocked: 4, inventory: Inventory(times: 1)), opening: .level(4))
    }

    @Test func theShopSaysWhatATimeGivesBeforeItIsBought() {
        var app = UI.app(UI.progress(unlocked: 1, coins: 30))
        UI.keys(&app, [.down, .down, .enter, .down, .down, .enter])
        #expect(app.progress.inventory == Inventory(times: 1) && app.progress.coins == 10)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """





                                                  Shop
                           Coins 10   Jump 0   Demolish 0   Time 1   Hints 0

                  Jump      40 coins   fly to the last cell before a wall (1 move)
                  Demolish  60 coins   knock down one wall beside you (no moves)
                > Time      20 coins   10 more moves for one attempt (never cashed in) <
                  Hint      10 coins   t in a level: the next move of a best route

                A win that uses Demolish counts as the whole budget: 1 star, no cash-in.
                     Jump and Time cost no star; Time's moves are never cashed in.

                                      Bought a Time for 20 coins.






            ↑↓ choose  Enter buy  Esc back  ? help
            """,
            styles: """





                                                      bbbb




                    ########################################################################


                    dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                         ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd

                                          bbbbbbbbbbbbbbbbbbbbbbbbbbb






                dddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func plusAsksFirstSayingWhatTheTimeGives() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Frosted Keep  Moves 17/17  Par 13
            Coins 0  Crates 0/1  Jump 0  Demolish 0  Time 1






                                   ┌───────────┬───┬───────────┬───┐
                                   │    ~~~    │   │           │ @ │
                                   │   ╶───┐   ╵   ╵   ┌───┬───┘   │
                                   │       │           │   │       │
                                   │   ╶───┼───╴   ╷   ╵   ╵   ╶───┤
                                   │     E │ $7 ~~~│               │
                                   └───────┴───────┴───────────────┘







            Use a Time: +10 moves for this attempt, never cashed in? [yn] (n)
            y yes  n or Enter no
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGG
                yyyyyyy






                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                       w    ccc    w   w           w @ w
                                       w   wwwww   w   w   wwwwwwwww   w
                                       w       w           w   w       w
                                       w   wwwwwwwww   w   w   w   wwwww
                                       w     G w YY cccw               w
                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww







                #################################################################
                dddddddddddddddddddd
                """)
    }

    @Test func yesUsesItAndTheHUDShowsTheMovesItAdded() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+"), .character("y")])
        #expect(app.session.current?.state.movesLeft == 27 && app.progress.inventory == Inventory())
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Frosted Keep  Moves 27/17+10  Par 13
            Coins 0  Crates 0/1  Jump 0  Demolish 0  Time 0






                                   ┌───────────┬───┬───────────┬───┐
                                   │    ~~~    │   │           │ @ │
                                   │   ╶───┐   ╵   ╵   ┌───┬───┘   │
                                   │       │           │   │       │
                                   │   ╶───┼───╴   ╷   ╵   ╵   ╶───┤
                                   │     E │ $7 ~~~│               │
                                   └───────┴───────┴───────────────┘







            Time: +10 moves for this attempt, never cashed in.
            ←↑↓→ move  m stops  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGG
                yyyyyyy






                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                       w    ccc    w   w           w @ w
                                       w   wwwww   w   w   wwwwwwwww   w
                                       w       w           w   w       w
                                       w   wwwwwwwww   w   w   w   wwwww
                                       w     G w YY cccw               w
                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func anyOtherKeyPutsItAwayAndUndoGivesAUsedOneBack() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+"), .character("n")])
        #expect(app.progress.inventory == Inventory(times: 1) && app.session.current?.state.extraMoves == 0)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("\nTime put away.\n"))
        UI.keys(&app, [.character("+"), .character("y"), .character("u")])
        #expect(app.progress.inventory == Inventory(times: 1) && app.session.current?.state.movesLeft == 17)
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nUndone: the Time (back in hand); 17 moves left, as at the start.\n"))
    }

    @Test func theKeyBarOffersItOnlyWhileOneIsHeld() {
        var app = Self.holdingATime()
        #expect(UI.text(app.render(width: 80, height: 24)).hasSuffix("←↑↓→ move  + time +10  m stops  r restart  p pause  ? help  q quit"))
        UI.keys(&app, [.character("+"), .character("y")])
        let bar = UI.text(app.render(width: 80, height: 24)).split(separator: "\n").last.map(String.init) ?? ""
        #expect(!bar.contains("time"))
    }

    @Test func withoutOneThePlusKeySaysWhereToGetOne() {
        var app = UI.app(UI.progress(unlocked: 4), opening: .level(4))
        UI.keys(&app, [.character("+")])
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nNo Time power-ups: buy them in the shop (20 coins: +10 moves, one attempt).\n"))
    }

    /// Past the level's budget the win pays its crate and no cash-in, one star, and the summary
    /// says what the Time added (as the HUD does).
    @Test func theSummaryOfAWinPastTheBudgetSaysWhatTheTimeAdded() throws {
        var app = Self.holdingATime()
        let moves: [Action] = "dududldlluldlrululddr".map { c in
            .move(c == "u" ? .north : c == "d" ? .south : c == "l" ? .west : .east)
        }
        UI.keys(&app, WorstCaseScreenTests.keys([.addTime] + moves))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Moves 21   Par 13   Budget 17+10\n") && text.contains("1 star\n"), "\(text)")
        #expect(text.contains("Crates          +7\n") && !text.contains("Unused moves") && !text.contains("Perfect bonus"))
    }

    /// Out of moves with a Time still in hand, the summary says how to spend it: undo the last
    /// move, then `+`; doing so wins the level.
    @Test func outOfMovesWithATimeInHandSaysHowToSpendIt() throws {
        var app = Self.holdingATime()
        // Four round trips, then 9 of the par route's 13 moves: the 17th move spends the budget.
        let route = try UI.solution(4)
        UI.keys(&app, Array(repeating: [Key.down, .up], count: 4).flatMap { $0 } + route.prefix(9))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("OUT OF MOVES") && text.contains("You still hold a Time: u takes the last move back, then + adds its moves."))
        UI.keys(&app, [.character("u"), .character("+"), .character("y")])
        #expect(app.session.current?.state.movesLeft == 11 && app.progress.inventory == Inventory())
        UI.keys(&app, Array(route.dropFirst(8)))
        #expect(app.progress.record(4).bestMoves == 21)
    }

    /// The daily is played with empty hands: a Time held in the campaign stays there.
    @Test func theDailyHasNoTime() {
        var app = DailyScreenTests.app(UI.progress(unlocked: 1, inventory: Inventory(times: 2)))
        DailyScreenTests.openDaily(&app)
        UI.keys(&app, [.character("+")])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("\nNo Time in the daily: everyone plays it with empty hands.\n") && !text.contains("Time 2"))
        #expect(app.session.current?.state.inventory == Inventory() && app.progress.inventory == Inventory(times: 2))
    }

    @Test func armingAJumpSaysItsCost() {
        var app = UI.app(UI.progress(unlocked: 4, inventory: Inventory(jumps: 1)), opening: .level(4))
        UI.keys(&app, [.character(" ")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Frosted Keep  Moves 17/17  Par 13
            Coins 0  Crates 0/1  Jump 1  Demolish 0  [JUMP armed]






                                   ┌───────────┬───┬───────────┬───┐
                                   │    ~~~    │   │           │ @ │
                                   │   ╶───┐   ╵   ╵   ┌───┬───┘   │
                                   │       │           │   │     ↓ │
                                   │   ╶───┼───╴   ╷   ╵   ╵   ╶───┤
                                   │     E │ $7 ~~~│               │
                                   └───────┴───────┴───────────────┘







            Jump, 1 move: which way? (the marks show where you would land; Esc cancels)
            ←↑↓→ which way  Esc cancel
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGG
                yyyyyyy                                  ############






                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                       w    ccc    w   w           w @ w
                                       w   wwwww   w   w   wwwwwwwww   w
                                       w       w           w   w     G w
                                       w   wwwwwwwww   w   w   w   wwwww
                                       w     G w YY cccw               w
                                       wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww







                ###########################################################################
                dddddddddddddddddddddddddd
                """)
    }
}
