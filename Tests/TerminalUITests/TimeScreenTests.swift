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
                        Coins 10/10000   Jump 0   Demolish 0   Time 1   Hints 0

              Jump          30 coins   fly to the last cell before a wall (1 move)
              Demolish      60 coins   knock down one wall beside you (no moves)
            > Time          20 coins   10 more moves for one attempt (never cashed in)     <
              Hint          10 coins   t in a level: marks a cheapest way to E from there
              Scout pass   750 coins   for good: each level's best plan shown as it begins
              Survey pass 1200 coins   for good: every level surveyed free (f, i)

                A win that uses Demolish counts as the whole budget: 1 star, no cash-in.
                  One Jump and one Time an attempt. A Time: 2 stars at most, and no ✓.

                                      Bought a Time for 20 coins.

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

    @Test func plusAsksFirstSayingWhatTheTimeGives() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Silent Garden  Moves left 17/17  Par 14
            Coins 0  Crates 0/1  Jump 0  Demolish 0  Time 1





                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ·     ·     E     ·     ·     ·  │  @     →  0
                           │                                   │           │
                           │           ┌───────────            ├─────      │
                           1  ·  │  $4 │  ·     ·     ·  │  ·  │  ·     ·  1
                           │     │     │                 │     │           │
                           │     └─────┘      ───────────┴─────┘           │
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            Use a Time: +10 moves, no cash-in, 2 stars at most, no ✓? [yn] (n)
            y yes  n or Enter no
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy





                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     f     G     f     f     f  w  @     C  c
                               w                                   w           w
                               w           wwwwwwwwwwww            wwwwww      w
                               c  f  w  YY w  f     f     f  w  f  w  f     f  c
                               w     w     w                 w     w           w
                               w     wwwwwww      wwwwwwwwwwwwwwwwww           w
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                ##################################################################
                dddddddddddddddddddd
                """)
    }

    @Test func yesUsesItAndTheHUDShowsTheMovesItAdded() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+"), .character("y")])
        #expect(app.session.current?.state.movesLeft == (try? UI.level(4).budget).map { $0 + 10 })
        #expect(app.progress.inventory == Inventory())
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 4: Silent Garden  Moves left 27/17+10  Par 14
            Coins 0  Crates 0/1  Jump 0  Demolish 0  Time 0





                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ·     ·     E     ·     ·     ·  │  @     →  0
                           │                                   │           │
                           │           ┌───────────            ├─────      │
                           1  ·  │  $4 │  ·     ·     ·  │  ·  │  ·     ·  1
                           │     │     │                 │     │           │
                           │     └─────┘      ───────────┴─────┘           │
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            Time: +10 moves for this attempt, never cashed in.
            ←↑↓→ move  c scout  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGGGGG
                yyyyyyy





                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     f     G     f     f     f  w  @     C  c
                               w                                   w           w
                               w           wwwwwwwwwwww            wwwwww      w
                               c  f  w  YY w  f     f     f  w  f  w  f     f  c
                               w     w     w                 w     w           w
                               w     wwwwwww      wwwwwwwwwwwwwwwwww           w
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func anyOtherKeyPutsItAwayAndUndoGivesAUsedOneBack() {
        var app = Self.holdingATime()
        UI.keys(&app, [.character("+"), .character("n")])
        #expect(app.progress.inventory == Inventory(times: 1) && app.session.current?.state.extraMoves == 0)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("\nTime put away.\n"))
        UI.keys(&app, [.character("+"), .character("y"), .character("u")])
        #expect(app.progress.inventory == Inventory(times: 1) && app.session.current?.state.movesLeft == (try? UI.level(4).budget))
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nUndone: the Time (back in hand); \((try? UI.level(4).budget) ?? 0) moves left, as at the start.\n"))
    }

    /// Play-test: an arrow typed ahead of the question was taken as "no", and the arrows after
    /// it were played. A move is not an answer: the question stays and nothing moves.
    @Test func anArrowAtTheQuestionIsNotAnAnswer() throws {
        var app = Self.holdingATime()
        let before = app.session.current?.state
        UI.keys(&app, [.character("+"), .right, .down, .left])
        #expect(app.session.current?.state == before)
        // It says the answer comes first (once, however many arrows): play-testers felt their
        // arrows were swallowed.
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nAnswer first: Use a Time: +10 moves, no cash-in, 2 stars at most, no ✓? [yn] (n)\n"))
        UI.keys(&app, [.character("y")])
        let moves = Economy.timeMoves(for: try UI.level(4))
        #expect(app.progress.inventory == Inventory() && app.session.current?.state.extraMoves == moves)
    }

    @Test func theKeyBarOffersItOnlyWhileOneIsHeld() {
        var app = Self.holdingATime()
        #expect(
            UI.text(app.render(width: 80, height: 24)).hasSuffix(
                "←↑↓→ move  + time +10  c scout  v sketch  r restart  p pause  ? help  q quit"))
        UI.keys(&app, [.character("+"), .character("y")])
        let bar = UI.text(app.render(width: 80, height: 24)).split(separator: "\n").last.map(String.init) ?? ""
        #expect(!bar.contains("time"))
    }

    @Test func withoutOneThePlusKeySaysWhatOneCosts() {
        var app = UI.app(UI.progress(unlocked: 4), opening: .level(4))
        UI.keys(&app, [.character("+")])
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "\nNo Time left: one costs 20 coins; you have 0.\n"))
    }

    /// Past the level's budget the win pays its crate and no cash-in, one star, and the summary
    /// says what the Time added (as the HUD does).
    @Test func theSummaryOfAWinPastTheBudgetSaysWhatTheTimeAdded() throws {
        var app = Self.holdingATime()
        let level = try UI.level(4)
        let crate = try #require(level.crates.first)
        // Round trips on the first step until the crate's route no longer fits the budget alone.
        let route = try #require(MoveGraph(level).itemRoute(from: level.start, taking: [crate.cell]))
        guard case let .move(first) = route[0] else { return }
        var trips = 0
        while route.count + 2 * trips <= level.budget { trips += 1 }
        let moves = Array(repeating: [Action.move(first), .move(first.opposite)], count: trips).flatMap { $0 } + route
        #expect(moves.count <= level.budget + 10)
        UI.keys(&app, WorstCaseScreenTests.keys([.addTime] + moves))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(
            text.contains("Moves \(moves.count)   Par \(level.par)   Budget \(level.budget)+10\n") && text.contains("1 star\n"), "\(text)")
        #expect(text.contains("Crates          +\(crate.coins)\n") && !text.contains("Unused moves") && !text.contains("Perfect bonus"))
    }

    /// Out of moves with a Time still in hand, the summary says how to spend it: undo the last
    /// move, then `+`; doing so wins the level.
    @Test func outOfMovesWithATimeInHandSaysHowToSpendIt() throws {
        var app = Self.holdingATime()
        let level = try UI.level(4)
        // Round trips enough that the par route cannot fit after them, then as much of the
        // route as spends the budget.
        let route = try UI.solution(4)
        let trips = (level.budget - route.count) / 2 + 1
        let walked = level.budget - 2 * trips
        #expect(walked < route.count)
        let back: Key = route[0] == .down ? .up : (route[0] == .up ? .down : (route[0] == .left ? .right : .left))
        UI.keys(&app, Array(repeating: [route[0], back], count: trips).flatMap { $0 } + route.prefix(walked))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("OUT OF MOVES") && text.contains("You still hold a Time: u takes the last move back, then + adds its moves."))
        UI.keys(&app, [.character("u"), .character("+"), .character("y")])
        #expect(app.session.current?.state.movesLeft == 11 && app.progress.inventory == Inventory())
        UI.keys(&app, Array(route.dropFirst(walked - 1)))
        #expect(app.progress.record(4).bestMoves == 2 * trips + route.count)
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
            Level 4: Silent Garden  Moves left 17/17  Par 14
            Coins 0  Crates 0/1  Jump 1  Demolish 0  [JUMP armed]





                           ┌──0─────1─────2─────3─────4─────5──┬──6─────7──┐
                           0  ·     ·     E     ·     ·     ·  │  @     →  0
                           │                                   │           │
                           │           ┌───────────            ├─────      │
                           1  ·  │  $4 │  ·     ·     ·  │  ·  │  ·     ·  1
                           │     │     │                 │     │           │
                           │     └─────┘      ───────────┴─────┘           │
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            Jump, 1 move: which way? (the marks show where you would land; Esc cancels)
            ←↑↓→ which way  Esc cancel
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy                                  ############





                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     f     G     f     f     f  w  @     G  c
                               w                                   w           w
                               w           wwwwwwwwwwww            wwwwww      w
                               c  f  w  YY w  f     f     f  w  f  w  f     f  c
                               w     w     w                 w     w           w
                               w     wwwwwww      wwwwwwwwwwwwwwwwww           w
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                ###########################################################################
                dddddddddddddddddddddddddd
                """)
    }
}
