import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Undo on screen at 80×24 (docs/rules.md, "Undo"): `u` in play says what came back, on the
/// out-of-moves summary it takes the last move back and the attempt goes on, and the counted
/// daily says why it has none.
@Suite struct UndoScreenTests {
    /// Level 6 played until its first crate is opened.
    static func tookTheCrate() throws -> App {
        let withCrate = try WorstCaseScreenTests.run(6, taking: 1)
        var app = UI.app(UI.progress(unlocked: 6), opening: .level(6))
        // Stop marks off: these screens are about what undo brings back (a mark on a crate's
        // label would hide it).
        UI.keys(&app, [.character("m")])
        var taken = 0
        while app.session.current?.state.openedCrates[0] == false {
            UI.keys(&app, WorstCaseScreenTests.keys([withCrate[taken]]))
            taken += 1
        }
        return app
    }

    @Test func undoingTheMoveThatOpenedACrateClosesItAndSaysSo() throws {
        var app = try Self.tookTheCrate()
        let before = try #require(app.session.current)
        UI.keys(&app, [.character("u")])
        let after = try #require(app.session.current)
        #expect(after.inputs == Array(before.inputs.dropLast()))
        #expect(after.state.openedCrates[0] == false && after.state.movesUsed < before.state.movesUsed)
        #expect(app.progress.attempt?.inputs == Inputs.format(after.inputs))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 6: Glassy Round  Moves left 18/24  Par 17
            Coins 0  Crates 0/3  Jump 0  Demolish 0



                        ┌──0─────1─────2─────3─────4─────5─────6─────7──┬──8──┐
                        0  ┏━━━━━━━━━━━━━━━━━┳━━━━━┳━━━━~━~━━━~━~━━━━┓  │  $7 0
                        │  ┃                 ┃     ┃    ~~~   ~~~    ┃  │  ┃  │
                        │  ┃   ─────┬─────   ┃     ┃  ┌─────┬─────┐  ┃  │  ┃  │
                        1  ┗━━━━━┓  │  ┏━━━━━┫  │ $14 │  E  │  ╻  │  ┃  │  @  1
                        │        ┃  │  ┃     ┃  │     │  ┃  │  ┃  │  ┃  │  ┃  │
                        ├─────   ┃  │  ┃     ┃  ├─────┘  ┃  │  ┃  │  ┃     ┃  │
                        2  ┏━━━━━┛  │  ┃  │  ┃  │  ┏━━━━━┛  │  ┃  │  ┗━━━━━┫  2
                        │  ┃        │  ┃  │  ┃  │  ┃        │  ┃  │        ┃  │
                        │  ┃   ─────┘  ┃  │  ┃     ┃  ┌─────┘  ┃  └─────   ┃  │
                        3  ┗━━━━━━━━━━━┛  │  ┗━━━━━┛  │  $4━━━━┻━━━━━━━━━━━┛  3
                        │                 │           │                       │
                        └──0─────1─────2──┴──3─────4──┴──5─────6─────7─────8──┘




            Undone: the last move and its crate (7 coins); 18 moves left.
            ←↑↓→ move  c scout  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy



                            wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                            c  WwwwwwWwwwwwWwwwwwWwwwwwWwwwwcWcwwwcWcwwwwW  w  YY c
                            w  w                 w     w    ccc   ccc    w  w  w  w
                            w  w   wwwwwwwwwww   w     w  wwwwwwwwwwwww  w  w  w  w
                            c  WwwwwwW  w  WwwwwwW  w YYY w  G  w  W  w  W  w  @  c
                            w        w  w  w     w  w     w  w  w  w  w  w  w  w  w
                            wwwwww   w  w  w     w  wwwwwww  w  w  w  w  w     w  w
                            c  WwwwwwW  w  W  w  W  w  WwwwwwW  w  W  w  WwwwwwW  c
                            w  w        w  w  w  w  w  w        w  w  w        w  w
                            w  w   wwwwww  w  w  w     w  wwwwwww  w  wwwwww   w  w
                            c  WwwwwwWwwwwwW  w  WwwwwwW  w  YYwwwwWwwwwwWwwwwwW  c
                            w                 w           w                       w
                            wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww




                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func uOnTheOutOfMovesSummaryTakesTheLastMoveBackAndPlaysOn() throws {
        var app = try Self.tookTheCrate()
        WorstCaseScreenTests.spendEveryMove(&app)
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary: \(app.scene)")
            return
        }
        let failed = summary.finished.attempt
        #expect(
            UI.text(app.render(width: 80, height: 24)).split(separator: "\n").last
                == "Enter retry  u undo  b best route  l level select  q title")
        let effects = UI.keys(&app, [.character("u")])
        #expect(UI.saves(effects))
        guard case .play = app.scene else {
            Issue.record("u did not reopen the play screen: \(app.scene)")
            return
        }
        let attempt = try #require(app.session.current)
        #expect(attempt.inputs == Array(failed.inputs.dropLast()) && attempt.state.status == .playing)
        #expect(app.progress.ledger.isEmpty && app.progress.attempt?.inputs == Inputs.format(attempt.inputs))
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        let level = attempt.state.level
        #expect(lines[0] == "Level 6: \(level.name)  Moves left \(attempt.state.movesLeft)/\(level.budget)  Par \(level.par)")
        #expect(lines[22].hasPrefix("Out of moves, undone: the last move; \(attempt.state.movesLeft.counted("move")) left"))
        // And on from there, as any attempt.
        UI.keys(&app, [.character("u")])
        #expect(app.session.current?.inputs == Array(failed.inputs.dropLast(2)))
    }

    @Test func theCountedDailySaysWhyItHasNoUndo() throws {
        var app = DailyScreenTests.app()
        DailyScreenTests.openDaily(&app)
        let level = try #require(app.session.current?.level)
        UI.keys(&app, [DailyScreenTests.parRoute(level)[0], .character("u")])
        #expect(app.session.current?.inputs.count == 1)
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[22] == "No undo in today's counted daily: it counts as you play it.")
        #expect(!lines[23].contains("undo"))
    }

    @Test func atTheStartThereIsNothingToUndo() throws {
        var app = UI.app(UI.progress(unlocked: 1), opening: .level(1))
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("u undo"))
        UI.keys(&app, [.character("u")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Nothing to undo: this is the start of the attempt."))
        // Back to the start by undo, the line says so and the key bar drops u.
        UI.keys(&app, [try #require(UI.solution(1).first), .character("u")])
        let text = UI.text(app.render(width: 80, height: 24))
        let budget = try UI.level(1).budget
        #expect(text.contains("Undone: the last move; \(budget) moves left, as at the start.") && !text.contains("u undo"), "\(text)")
    }
}

extension UndoScreenTests {
    /// An arrow still held from the last move lands on the Out-of-Moves summary: it must not
    /// start the level over before the player has read it (a fresh player lost a summary so);
    /// Enter retries. After a win, → still goes on.
    @Test func anArrowOnTheOutOfMovesSummaryDoesNotRetry() throws {
        var app = try Self.tookTheCrate()
        WorstCaseScreenTests.spendEveryMove(&app)
        UI.keys(&app, [.right, .right])
        guard case .summary = app.scene else {
            Issue.record("an arrow left the Out-of-Moves summary: \(app.scene)")
            return
        }
        UI.keys(&app, [.enter])
        guard case .play = app.scene else {
            Issue.record("Enter did not retry: \(app.scene)")
            return
        }
        #expect(app.session.current?.inputs.isEmpty == true)
    }
}
