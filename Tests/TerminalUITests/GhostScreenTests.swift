import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The ghost of the best run in play (issue 14, point 3): whole screens at 80×24, and when it
/// is shown.
@Suite struct GhostScreenTests {
    /// The app after winning level 1 at par and choosing retry on the summary: the ghost is on.
    static func retryAfterAParWin(ascii: Bool = false) throws -> App {
        var app = UI.app(ascii: ascii)
        UI.open(&app, level: 1)
        UI.keys(&app, try UI.solution(1))
        guard case .summary = app.scene else {
            Issue.record("no summary")
            return app
        }
        UI.keys(&app, [.character("r")])
        return app
    }

    /// The first move of level 1's par route and the way back.
    static func firstAndBack() throws -> (Key, Key) {
        let first = try UI.solution(1)[0]
        let back: Key =
            switch first {
            case .down: .up
            case .up: .down
            case .left: .right
            default: .left
            }
        return (first, back)
    }

    static func play(_ app: App) -> PlayScene? {
        if case let .play(play) = app.scene { return play }
        return nil
    }

    @Test func theGhostStepsOneRecordedActionPerActionAndWaitsOnTheExit() throws {
        var app = try Self.retryAfterAParWin()
        // Stop marks off: the ghost's cell, not a mark, is what these screens show.
        UI.keys(&app, [.character("m")])
        let (first, back) = try Self.firstAndBack()
        UI.keys(&app, [first, back, first])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 1: Lost Gallery  Moves left 17/20  Par 13
            Coins 8  Jump 0  Demolish 0  Ghost ○ step 3/13 (13 moves)





                                    ┌──0─────1──┬──2─────3──┬──4──┐
                                    0  ·     E  │  ·     ·  │  ·  0
                                    │           │           │     │
                                    │     ┌─────┘           │     │
                                    1  ·  │  ·     ·  │  ·  │  @  1
                                    │     │           │     │     │
                                    │            ─────┤           │
                                    2  ·     ·     ·  │  ○     ·  2
                                    │                 │           │
                                    └──0─────1─────2──┴──3─────4──┘






            ←↑↓→ move  g ghost  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy                      ffffffffffffffffffffffffffff





                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                        c  f     G  w  f     f  w  f  c
                                        w           w           w     w
                                        w     wwwwwww           w     w
                                        c  f  w  f     f  w  f  w  @  c
                                        w     w           w     w     w
                                        w            wwwwww           w
                                        c  f     f     f  w  f     f  c
                                        w                 w           w
                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww






                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        // Eleven more along the par route: the best run took 14 actions, so it is over and waits
        // on the exit (drawn as the exit, reversed), two steps ahead of the player.
        UI.keys(&app, Array(try UI.solution(1)[1..<12]))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 1: Lost Gallery  Moves left 6/20  Par 13
            Coins 8  Jump 0  Demolish 0  Ghost ○ finished (13 moves)





                                    ┌──0─────1──┬──2─────3──┬──4──┐
                                    0  @     E  │  ·     ·  │  ·  0
                                    │           │           │     │
                                    │     ┌─────┘           │     │
                                    1  ·  │  ·     ·  │  ·  │  ·  1
                                    │     │           │     │     │
                                    │            ─────┤           │
                                    2  ·     ·     ·  │  ·     ·  2
                                    │                 │           │
                                    └──0─────1─────2──┴──3─────4──┘






            ←↑↓→ move  g ghost  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGG
                yyyyyyy                      fffffffffffffffffffffffffff





                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                        c  @     F  w  f     f  w  f  c
                                        w           w           w     w
                                        w     wwwwwww           w     w
                                        c  f  w  f     f  w  f  w  f  c
                                        w     w           w     w     w
                                        w            wwwwww           w
                                        c  f     f     f  w  f     f  c
                                        w                 w           w
                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww






                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        // The ghost on the exit: the exit's own glyph, in the ghost's faint reverse.
        let screen = app.render(width: 80, height: 24)
        let exit = try #require(screen.characters.firstIndex(of: "E"))
        #expect(screen.styles[exit].reverse && screen.styles[exit].dim)
    }

    @Test func theGhostInASCII() throws {
        var app = try Self.retryAfterAParWin(ascii: true)
        let (first, back) = try Self.firstAndBack()
        UI.keys(&app, [first, back, first])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 1: Lost Gallery  Moves left 17/20  Par 13
            Coins 8  Jump 0  Demolish 0  Ghost g step 3/13 (13 moves)





                                    +--0--+--1--+--2--+--3--+--4--+
                                    0        E  |           |  ^  0
                                    |           |           |     |
                                    +     +-----+     +     +     +
                                    1     |           |     |  @  1
                                    |     |           |     |     |
                                    +     +     +-----+     +     +
                                    2                 |  g     v  2
                                    |                 |           |
                                    +--0--+--1--+--2--+--3--+--4--+






            arrows move  g ghost  v sketch  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                yyyyyyy                      ffffffffffffffffffffffffffff





                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                        c        G  w           w  C  c
                                        w           w           w     w
                                        w     wwwwwww     w     w     w
                                        c     w           w     w  @  c
                                        w     w           w     w     w
                                        w     w     wwwwwww     w     w
                                        c                 w  f     C  c
                                        w                 w           w
                                        wwwcwwwwwcwwwwwcwwwwwcwwwwwcwww






                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    // MARK: - When the ghost is shown

    /// A player who has won level 1 at par, its run kept, and level 2 unlocked but never won.
    static func progressWithABestRun() throws -> PlayerProgress {
        var progress = UI.progress(unlocked: 2)
        var record = LevelRecord(id: 1)
        record.bestMoves = 13
        record.stars = 3
        let level = try UI.level(1)
        record.bestRun = BestRun(actions: MoveGraph(level).solve(from: level.start).moves.map { .move($0) }, inventory: Inventory())
        progress.levels = [record]
        return progress
    }

    @Test func theGhostIsOffOnTheFirstAttemptAndOnForARetry() throws {
        var app = UI.app(try Self.progressWithABestRun())
        UI.open(&app, level: 1)
        #expect(Self.play(app)?.ghost?.actionCount == 13 && Self.play(app)?.showsGhost == false)
        // Restarting is a retry: the ghost comes on, and starts over with the attempt.
        UI.keys(&app, [try UI.solution(1)[0], .character("r"), .character("y")])
        #expect(Self.play(app)?.showsGhost == true)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Ghost ○ step 0/13 (13 moves)"))
        // Another level's first attempt: off again.
        UI.open(&app, level: 2)
        #expect(Self.play(app)?.showsGhost == false && Self.play(app)?.ghost == nil)
    }

    @Test func thePlayersChoiceHoldsForTheRestOfTheSitting() throws {
        var app = UI.app(try Self.progressWithABestRun())
        UI.open(&app, level: 1)
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == true)
        #expect(Self.play(app)?.message == "The ghost (○) replays your best run, one action for each of yours.")
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == false && Self.play(app)?.message == "Ghost hidden (g shows it).")
        // Hidden by choice: a retry keeps it hidden, and so does coming back to the level.
        UI.keys(&app, [.character("r"), .character("y")])
        #expect(Self.play(app)?.showsGhost == false)
        UI.open(&app, level: 2)
        UI.open(&app, level: 1)
        #expect(Self.play(app)?.showsGhost == false)
        // Shown by choice: on from then on, also on a first attempt in a new level's sitting.
        UI.keys(&app, [.character("g")])
        UI.open(&app, level: 2)
        UI.open(&app, level: 1)
        #expect(Self.play(app)?.showsGhost == true)
    }

    @Test func aLevelWithoutABestRunSaysSoOnG() throws {
        var app = UI.app(try Self.progressWithABestRun())
        UI.open(&app, level: 2)
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == false)
        #expect(app.render(width: 80, height: 24).lines[22].hasPrefix("No ghost yet: finish this level first."))
        // No `g` on the key bar where there is nothing to show.
        #expect(!app.render(width: 80, height: 24).lines[23].contains("g ghost"))
    }
}
