import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Skipping the furthest level open for coins (docs/rules.md, "Skipping a level"): `>` in a
/// level or its pause menu asks first; `>` twice on the summary of a level lost.
@Suite struct SkipScreenTests {
    @Test func thePauseOffersTheSkipAndYesBeginsTheNextLevel() {
        var app = UI.app(UI.progress(unlocked: 12, coins: 500))
        UI.open(&app, level: 12)
        UI.keys(&app, [.character("p")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 12: Weeping Tangle  Moves left 24/24  Par 20
            Coins 500  Crates 0/3  Jump 0  Demolish 0



                     ┌──0─────1─────2──┬──3─────4─────5──┬──6─────7─────8──┬──9──┐
                     0  ┏━━━━━┳━━━━$11 │  ┏━━━━━┳━━━━━┓  │  ┏━━━━━┳━━━━━┓  │  @  0
                     │  ┃     ┃        │  ┃     ┃     ┃  │  ┃     ┃     ┃  │  ┃  │
                     │  ┃     ┃   ─────┤  ┃     ┃     ┃  │  ┃     ┃     ┃  │  ┃  │
                     1  ┃  │  ┣━━━━━┓  │  ╹  │  ┗━━━━━┫  │  ┃  │  ┗━━━━%┛% │↓%┃% 1
                     │  ┃  │  ┃     ┃  │     │        ┃  │  ┃  │       %%% │ %┃% │
                     │  ┃  │  ┃     ┃  └─────┴─────   ┃     ┃  └───────────┤  ┃  │
                     2  E  │ ~┃~ │  ┗━━━━━━━━━━━┳━━━━━╋━━━━━╋━━━━%┳%━━━%┓% │  ┃  2
                     │  ┃  │ ~┃~ │              ┃     ┃     ┃    %┃%   %┃% │  ┃  │
                     │  ┃     ┃  └───────────┐  ┃     ┃     ┃     ┃     ┃     ┃  │
                     3  ┗━━▶━━┗━━━━━━━━━━━╸  │  ╹  │  $6 │  ╹  │ $14 │  ┗━━━━━┛  3
                     │                       │     │     │     │     │           │
                     └──0─────1─────2─────3──┴──4──┴──5──┴──6──┴──7──┴──8─────9──┘




            Paused: level 12 · code MZ4-18YR4-42ZY1-41K1B-RGGBG-60020-00000-0N07
            Esc resume  r restart  > skip 120  ? help  q quit
            """)
        UI.keys(&app, [.character(">")])
        let asked = UI.text(app.render(width: 80, height: 24))
        #expect(asked.contains("Skip level 12 for 120 coins? Level 13 begins; 12 stays open to win. [yn] (n)"), "\(asked)")
        UI.keys(&app, [.character("y")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 13: Misty Span  Moves left 22/22  Par 18
            Coins 380  Crates 0/2  Gems 0/1  Jump 0  Demolish 0



                              ┌──0─────1──┬──2─────3─────4─────5─────6──┐
                              0  ┏━━━━━┓  │  ┏━━━━←━━━━━━@━━━━→┳━━━━$15 0
                              │  ┃     ┃  │  ┃                 ┃        │
                              │  ┃     ┃  │  ┃   ───────────┐  ┃   ─────┤
                              1 %┃% │  E  │  ┗━━━━~━~━━━━┓  │  ┗━━━━━┓  1
                              │ %┃% │     │       ~~~    ┃  │        ┃  │
                              │  ┃  └─────┴─────┬─────   ┃  └─────┐  ┃  │
                              2 %┣%━━━%┳%━━━~19 │  ┏━━━━━┻━━━━━◆  │  ┃  2
                              │ %┃%   %┃%   ~~~ │  ┃              │  ┃  │
                              │  ┃     ┃   ─────┘  ┃   ───────────┘  ┃  │
                              3  ┗━━▶━━┗━━━━━━━━━━━┻━━━━━━━━━━━━━━━━━┛  3
                              │                                         │
                              └──0─────1─────2─────3─────4─────5─────6──┘




            Tip: $ bets coins before you move that you find the best plan: x1.25, or lost.
            ←↑↓→ move  $ dare 60  f survey  r restart  p pause  ? help  q quit
            """)
        #expect(app.world.progress.coins == 380 && app.world.progress.unlockedLevel == 13)
        #expect(app.session.current?.level.id == 13)
        // Level select says what waits: the level skipped, open and not won.
        UI.keys(&app, [.character("q"), .character("y"), .down, .enter, .left])
        let select = UI.text(app.render(width: 80, height: 24))
        #expect(select.hasSuffix("12. Weeping Tangle  10x4  fixtures  not won yet\n←↑↓→ choose  Enter play  Esc back  ? help"), "\(select)")
    }

    /// A level begun by a skip that teaches something new keeps its tip on the message line: the
    /// skip's notice had hidden it (and it was marked seen), so a tester of session 38 who
    /// skipped 73 never read the trapdoors' tip on 74. The purse shows what was paid.
    @Test func aSkipToALevelWithATipLeavesTheTipInSight() {
        var app = UI.app(UI.progress(unlocked: 73, coins: 1_000))
        UI.open(&app, level: 73)
        UI.keys(&app, [.character(">"), .character("y")])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(app.session.current?.level.id == 74 && app.world.progress.coins == 270)
        #expect(text.contains("Tip: [1] is a trapdoor") && !text.contains("skipped for"), "\(text)")
        // With nothing new to teach, the skip is said over the message line.
        var seen = UI.progress(unlocked: 12, coins: 500)
        seen.tipsSeen = Tip.allCases.map(\.rawValue)
        var taught = UI.app(seen)
        UI.open(&taught, level: 12)
        UI.keys(&taught, [.character(">"), .character("y")])
        #expect(UI.text(taught.render(width: 80, height: 24)).contains("Level 12 skipped for 120 coins: win it later from level select."))
    }

    @Test func anyOtherAnswerKeepsTheLevelAndALevelNotTheFurthestSaysWhy() {
        var app = UI.app(UI.progress(unlocked: 13, coins: 500))
        UI.open(&app, level: 13)
        UI.keys(&app, [.character(">"), .character("n")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Not skipped."))
        #expect(app.world.progress.coins == 500 && app.session.current?.level.id == 13)
        UI.open(&app, level: 12)
        UI.keys(&app, [.character(">")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Only your furthest level open (13) can be skipped."))
        UI.open(&app, level: 5)
        UI.keys(&app, [.character(">")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Levels 1 to 10 are played through: skips begin at 11."))
        var poor = UI.app(UI.progress(unlocked: 13, coins: 50))
        UI.open(&poor, level: 13)
        UI.keys(&poor, [.character(">")])
        #expect(UI.text(poor.render(width: 80, height: 24)).contains("Skipping costs 130 coins; you have 50."))
    }

    @Test func theSummaryOfTheLevelLostOffersItTwoKeysDeep() throws {
        var app = UI.app(UI.progress(unlocked: 12, coins: 500))
        UI.open(&app, level: 12)
        try UI.runOutOfMoves(&app)
        let summary = UI.text(app.render(width: 80, height: 24))
        #expect(summary.hasSuffix("Enter retry  u undo  b best route  > skip 120  l level select  q title"), "\(summary)")
        UI.keys(&app, [.character(">")])
        let asked = UI.text(app.render(width: 80, height: 24))
        #expect(asked.contains("Skip level 12 for 120 coins? Level 13 begins; 12 stays open to win.\n"), "\(asked)")
        #expect(asked.contains("> again skips.\n"), "\(asked)")
        #expect(app.world.progress.coins == 500)
        UI.keys(&app, [.character(">")])
        #expect(app.session.current?.level.id == 13 && app.world.progress.coins == 380)
        // Back on level 12 after it, the level lost is no longer the furthest: no skip.
        UI.open(&app, level: 12)
        try UI.runOutOfMoves(&app)
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("> skip"))
    }
}
