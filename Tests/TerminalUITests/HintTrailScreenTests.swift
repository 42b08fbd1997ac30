import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A hint's marks are a trail: every cell the route passes shows the way on from there, a
/// slide's cells included, and the exit keeps its E.
@Suite struct HintTrailScreenTests {
    /// While a trail is shown its arrows are the only ones: a tester followed a stop mark (the
    /// same glyphs) beside the player for the guide's next arrow.
    @Test func stopMarksGiveWayToATrail() throws {
        var progress = UI.progress(unlocked: 3)
        progress.hints = 1
        var app = UI.app(progress, opening: .level(3))
        let state = try #require(app.session.current?.state)
        func stops(_ marks: [MazeView.Mark]) -> Int {
            marks.filter { if case .stop = $0 { true } else { false } }.count
        }
        guard case let .play(before) = app.scene else { throw CancellationError() }
        #expect(stops(before.overlay(state, showsStops: true, context: UI.context())) > 0)
        UI.keys(&app, [.character("t")])
        guard case let .play(after) = app.scene else { throw CancellationError() }
        let marks = after.overlay(state, inputs: app.session.current?.inputs ?? [], showsStops: true, context: UI.context())
        #expect(!marks.isEmpty && stops(marks) == 0)
    }

    @Test func theTrailOfLevelThreesIcyRoute() {
        var progress = UI.progress(unlocked: 3)
        progress.hints = 1
        var app = UI.app(progress, opening: .level(3))
        UI.keys(&app, [.character("t")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 3: Icy Whorl  Moves left 17/17  Par 13
            Coins 0  Jump 0  Demolish 0



                           ┌──0─────1─────2─────3──┬──4─────5──┬──6─────7──┐
                           0  ↓     ←     ·     ·  │  ·     ·  │  ·     ·  0
                           │                       │           │           │
                           │            ─────┐                             │
                           1  E  │ ~↑~   ~~~ │  ·     ·  │  ·     ·  │  ·  1
                           │     │ ~~~   ~~~ │           │           │     │
                           ├─────┘           └───────────┼───────────┤     │
                           2  →     ↑  │  ·     ·     ·  │ ~↓~    ←  │  @  2
                           │           │                 │ ~~~       │     │
                           │      ─────┴───────────                        │
                           3  ↑     ←     ←    ~←~   ~←~   ~←~ │ ~↑~    ←  3
                           │                   ~~~   ~~~   ~~~ │ ~~~       │
                           └──0─────1─────2─────3─────4─────5──┴──6─────7──┘




            Hint: the marks show a cheapest way to E from here, 13 moves (0 hints left).
            ←↑↓→ move  v sketch  i look  m stops  r restart  p pause  ? help  q quit
            """)
    }
}
