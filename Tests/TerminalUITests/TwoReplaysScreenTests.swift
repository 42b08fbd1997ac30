import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// `mz replay A B`: two replays side by side in time, through the in-memory screen.
@Suite struct TwoReplaysScreenTests {
    static func replay(_ id: Int, detour: Bool = false) throws -> (replay: Replay, level: Level) {
        let level = try UI.level(id)
        var moves = MoveGraph(level).solve(from: level.start).moves.map { Action.move($0) }
        if detour, let first = moves.first, case let .move(direction) = first {
            moves = [first, .move(direction.opposite)] + moves  // a step there and back first
        }
        return (Replay.record(level: level, inventory: Inventory(), inputs: moves), level)
    }

    /// Both runs stop at the first step where either diverges, and the viewer says which.
    @Test func twoRunsStopTogetherAtTheFirstDivergence() throws {
        var b = try Self.replay(1, detour: true)
        b.replay.checkpoints[4] ^= 1
        var app = App(context: UI.context(), progress: PlayerProgress(), opening: .replays([try Self.replay(1), b], speed: 4))
        UI.keys(&app, [.enter])
        let screen = app.render(width: 80, height: 24)
        #expect(screen.lines[0].hasPrefix("Two replays of level 1: Lost Gallery  Par 13  step 5/15  4x  diverged"), "\(screen.lines[0])")
        #expect(screen.lines[1].hasPrefix("A @  Moves left 15/20  input 5/13  playing"), "\(screen.lines[1])")
        #expect(screen.lines[2].hasPrefix("B ○  Moves left 15/20  input 5/15  diverged"), "\(screen.lines[2])")
        #expect(
            screen.lines[22].hasPrefix("Stopped: B: the replay diverges at input 5 (\(b.replay.inputs[4].notation))."),
            "\(screen.lines[22])")
        #expect(app.replayDivergences == [nil, .atInput(index: 4, action: b.replay.inputs[4])])
    }

    @Test func twoRunsOfOneLevelShareOneMaze() throws {
        var app = App(
            context: UI.context(), progress: PlayerProgress(),
            opening: .replays([try Self.replay(1), try Self.replay(1, detour: true)], speed: 4))
        UI.keys(&app, [.character(" "), .right, .right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Two replays of level 1: Lost Gallery  Par 13  step 3/15  4x  paused
            A @  Moves left 17/20  input 3/13  playing
            B ○  Moves left 17/20  input 3/15  playing






                                         ┌───────┬───────┬───┐
                                         │ ·   E │ ·   · │ · │
                                         │   ┌───┘       │   │
                                         │ · │ ·   · │ · │ ○ │
                                         │        ───┤       │
                                         │ ·   ·   · │ @   · │
                                         └───────────┴───────┘






            Next: A u  B d
            space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb








                                             wwwwwwwwwwwwwwwwwwwww
                                             w f   G w f   f w f w
                                             w   wwwww       w   w
                                             w f w f   f w f w f w
                                             w        wwww       w
                                             w f   f   f w @   f w
                                             wwwwwwwwwwwwwwwwwwwww






                bbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        // To the end: A stopped at its end while B went on; both finished.
        UI.keys(&app, [.enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Two replays of level 1: Lost Gallery  Par 13  step 15/15  4x  finished
            A @  Moves left 7/20  input 13/13  won in 13 moves
            B ○  Moves left 5/20  input 15/15  won in 15 moves






                                         ┌───────┬───────┬───┐
                                         │ ·   @ │ ·   · │ · │
                                         │   ┌───┘       │   │
                                         │ · │ ·   · │ · │ · │
                                         │        ───┤       │
                                         │ ·   ·   · │ ·   · │
                                         └───────────┴───────┘






            Both finished: A won in 13 moves, B won in 15 moves.
            space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb








                                             wwwwwwwwwwwwwwwwwwwww
                                             w f   @ w f   f w f w
                                             w   wwwww       w   w
                                             w f w f   f w f w f w
                                             w        wwww       w
                                             w f   f   f w f   f w
                                             wwwwwwwwwwwwwwwwwwwww






                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func runsOfTwoLevelsGetAPaneEachOrAskForAWiderWindow() throws {
        var app = App(
            context: UI.context(), progress: PlayerProgress(), opening: .replays([try Self.replay(1), try Self.replay(2)], speed: 4))
        UI.keys(&app, [.character(" "), .right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Two replays  step 2/13  4x  paused
            A: level 1: Lost Gallery  Par 13         B: level 2: Ancient Roundabout  Par 13
            Moves left 18/20  input 2/13  playing    Moves left 15/17  input 2/13  playing






                     ┌───────┬───────┬───┐                ┌───────────────┬───────────┐
                     │ ·   E │ ·   · │ · │                │ ·   ·   ·   E │ ·   ·   · │
                     │   ┌───┘       │   │                │    ───────────┼───    ┌───┤
                     │ · │ ·   · │ · │ · │                │ ·   ·   ·   · │ ·   ○ │ · │
                     │        ───┤       │                │        ───         ───┘   │
                     │ ·   ·   · │ ·   @ │                │ ·   ·   ·   ·   ·   ·   · │
                     └───────────┴───────┘                └───────────────────────────┘






            Next: A l  B l
            space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb         bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb







                         wwwwwwwwwwwwwwwwwwwww                wwwwwwwwwwwwwwwwwwwwwwwwwwwww
                         w f   G w f   f w f w                w f   f   f   G w f   f   f w
                         w   wwwww       w   w                w    wwwwwwwwwwwwwww    wwwww
                         w f w f   f w f w f w                w f   f   f   f w f   & w f w
                         w        wwww       w                w        www         wwww   w
                         w f   f   f w f   @ w                w f   f   f   f   f   f   f w
                         wwwwwwwwwwwwwwwwwwwww                wwwwwwwwwwwwwwwwwwwwwwwwwwwww






                bbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        var wide = App(
            context: UI.context(), progress: PlayerProgress(), opening: .replays([try Self.replay(1), try Self.replay(60)], speed: 4))
        UI.expectScreen(
            wide.render(width: 80, height: 24),
            """










               These replays are of two different levels. Side by side they need a window
                of at least 108x20 (now 80x24): widen the window, or watch them one at a
                                                 time.










            space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
            """,
            styles: """










                   bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                    bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                                                     bbbbb










                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
        // Keys still work (they step both runs); the frame stays the message.
        _ = wide.handle(.enter)
        #expect(UI.text(wide.render(width: 80, height: 24)).contains("of at least 108x20 (now 80x24)"))
        #expect(UI.text(wide.render(width: 160, height: 30)).contains("Both finished"))
    }

    /// A level outside the campaign is titled by its name (it used to say "seed 1" of any).
    @Test func theViewerTitlesANamedLevelByItsName() throws {
        var spec = LevelSpec(id: 0, name: "Château Ünïcode", seed: 1, width: 6, height: 4, algorithm: .recursiveBacktracker)
        spec.crates = 0
        let level = try LevelBuilder.build(spec)
        let app = App(
            context: UI.context(), progress: PlayerProgress(),
            opening: .replays([(Replay.record(level: level, inventory: Inventory(), inputs: []), level)], speed: 4))
        let first = app.render(width: 80, height: 24).lines[0]
        #expect(first.hasPrefix("Replay of Château Ünïcode"), "\(first)")
    }
}

extension TwoReplaysScreenTests {
    /// A 40-character CJK name is 80 columns on a terminal: A's heading is cut by columns, not
    /// characters, so it stops before B's pane (it ran into B's header), and a wide character
    /// takes its two cells (issue 19, point 16).
    @Test func aWideNameIsCutByColumnsBeforeTheOtherPane() throws {
        let name = String(repeating: "迷宫", count: 20)
        var spec = LevelSpec(id: 0, name: name, seed: 1, width: 6, height: 4, algorithm: .recursiveBacktracker)
        spec.crates = 0
        let level = try LevelBuilder.build(spec)
        let a = Replay.record(level: level, inventory: Inventory(), inputs: [])
        let app = App(context: UI.context(), progress: PlayerProgress(), opening: .replays([(a, level), try Self.replay(2)], speed: 4))
        let screen = app.render(width: 80, height: 24)
        // Row 1 as a terminal shows it: 39 columns for A, two of gap, then B.
        let row = screen.lines[1]
        #expect(row.columns == 80, "\(row)")
        #expect(row.hasPrefix("A: " + String(repeating: "迷宫", count: 9) + "  B: level 2: Ancient Roundabout  Par 13"), "\(row)")
        #expect(screen.characters[1 * 80 + 3] == "迷" && screen.characters[1 * 80 + 4] == Screen.wideContinuation)
    }

    @Test func aWideCharacterTakesTwoCellsAndHalfOfOneIsNeverLeft() {
        var screen = Screen(width: 6, height: 1)
        screen.text(0, 0, "a迷宫e\u{301}")  // the combining accent has no cell of its own
        #expect(screen.lines == ["a迷宫e"])
        screen.put(2, 0, "x")  // the second half of 迷: its first half goes too
        #expect(screen.lines == ["a x宫e"])
        screen.text(4, 0, "宫宫")  // over the second half of 宫 (its first half goes); the next would straddle the edge
        #expect(screen.lines == ["a x 宫"])
        screen.text(5, 0, "迷")
        #expect(screen.lines == ["a x 宫"], "a wide character at the last column is left out, not halved")
        #expect("迷宫ab".prefix(columns: 5) == "迷宫a" && "迷宫ab".prefix(columns: 3) == "迷" && "e\u{301}".columns == 1)
    }
}
