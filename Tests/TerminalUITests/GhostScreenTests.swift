import Testing
import GameEngine
import MazeKit
@testable import TerminalUI

/// The ghost of the best run in play (issue 14, point 3): whole screens at 80×24, and when it
/// is shown.
@Suite struct GhostScreenTests {
    /// The app after winning level 1 at par and choosing retry on the summary: the ghost is on.
    static func retryAfterAParWin(ascii: Bool = false) throws -> App {
        var app = UI.app(ascii: ascii)
        _ = app.open(level: 1)
        UI.keys(&app, try UI.solution(1))
        guard case .summary = app.scene else { Issue.record("no summary"); return app }
        UI.keys(&app, [.character("r")])
        return app
    }

    /// The first move of level 1's par route and the way back.
    static func firstAndBack() throws -> (Key, Key) {
        let first = try UI.solution(1)[0]
        let back: Key = switch first {
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
        let (first, back) = try Self.firstAndBack()
        UI.keys(&app, [first, back, first])
        UI.expectScreen(app.render(width: 80, height: 24), """
        Level 1: Lost Gallery  Moves 17/20  Par 13
        Coins 8  Jump 0  Demolish 0  Ghost 3/13






                                     ┌───────────┬───────┐
                                     │ E         │     @ │
                                     ├───────╴   ├───╴   │
                                     │           │ ○     │
                                     │   ╶───────┘   ╷   │
                                     │               │   │
                                     └───────────────┴───┘








        ←↑↓→ move  space jump  x demolish  r restart  ? help  q quit  g ghost  m stops
        """)
        // Ten more along the par route: the best run took 13 actions, so it is over and waits
        // on the exit (drawn as the exit, reversed), two steps ahead of the player.
        UI.keys(&app, Array(try UI.solution(1)[1..<11]))
        UI.expectScreen(app.render(width: 80, height: 24), """
        Level 1: Lost Gallery  Moves 7/20  Par 13
        Coins 8  Jump 0  Demolish 0  Ghost finished






                                     ┌───────────┬───────┐
                                     │ E       @ │       │
                                     ├───────╴   ├───╴   │
                                     │           │       │
                                     │   ╶───────┘   ╷   │
                                     │               │   │
                                     └───────────────┴───┘








        ←↑↓→ move  space jump  x demolish  r restart  ? help  q quit  g ghost  m stops
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
        UI.expectScreen(app.render(width: 80, height: 24), """
        Level 1: Lost Gallery  Moves 17/20  Par 13
        Coins 8  Jump 0  Demolish 0  Ghost 3/13






                                     +---+---+---+---+---+
                                     | E         |     @ |
                                     +---+---+   +---+   +
                                     |           | g     |
                                     +   +---+---+   +   +
                                     |               |   |
                                     +---+---+---+---+---+








        arrows move  space jump  x demolish  r restart  ? help  q quit  g ghost  m stops
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
        _ = app.open(level: 1)
        #expect(Self.play(app)?.ghost?.actionCount == 13 && Self.play(app)?.showsGhost == false)
        // Restarting is a retry: the ghost comes on, and starts over with the attempt.
        UI.keys(&app, [try UI.solution(1)[0], .character("r"), .character("y")])
        #expect(Self.play(app)?.showsGhost == true)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Ghost 0/13"))
        // Another level's first attempt: off again.
        _ = app.open(level: 2)
        #expect(Self.play(app)?.showsGhost == false && Self.play(app)?.ghost == nil)
    }

    @Test func thePlayersChoiceHoldsForTheRestOfTheSitting() throws {
        var app = UI.app(try Self.progressWithABestRun())
        _ = app.open(level: 1)
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == true)
        #expect(Self.play(app)?.message == "The ghost (○) replays your best run, one action for each of yours.")
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == false && Self.play(app)?.message == "Ghost hidden (g shows it).")
        // Hidden by choice: a retry keeps it hidden, and so does coming back to the level.
        UI.keys(&app, [.character("r"), .character("y")])
        #expect(Self.play(app)?.showsGhost == false)
        _ = app.open(level: 2)
        _ = app.open(level: 1)
        #expect(Self.play(app)?.showsGhost == false)
        // Shown by choice: on from then on, also on a first attempt in a new level's sitting.
        UI.keys(&app, [.character("g")])
        _ = app.open(level: 2)
        _ = app.open(level: 1)
        #expect(Self.play(app)?.showsGhost == true)
    }

    @Test func aLevelWithoutABestRunSaysSoOnG() throws {
        var app = UI.app(try Self.progressWithABestRun())
        _ = app.open(level: 2)
        UI.keys(&app, [.character("g")])
        #expect(Self.play(app)?.showsGhost == false)
        #expect(app.render(width: 80, height: 24).lines[22].hasPrefix("No ghost yet: finish this level first."))
        // No `g` on the key bar where there is nothing to show.
        #expect(!app.render(width: 80, height: 24).lines[23].contains("g ghost"))
    }
}

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

    @Test func twoRunsOfOneLevelShareOneMaze() throws {
        var app = App(context: UI.context(), progress: PlayerProgress(), replays: [try Self.replay(1), try Self.replay(1, detour: true)])
        UI.keys(&app, [.character(" "), .right, .right, .right])
        UI.expectScreen(app.render(width: 80, height: 24), """
        Two replays of level 1: Lost Gallery  Par 13  step 3/15  4x  paused
        A @  Moves 17/20  input 3/13  playing
        B ○  Moves 17/20  input 3/15  playing






                                     ┌───────────┬───────┐
                                     │ E         │     ○ │
                                     ├───────╴   ├───╴   │
                                     │           │ @     │
                                     │   ╶───────┘   ╷   │
                                     │               │   │
                                     └───────────────┴───┘






        Next: A d  B d
        space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
        """)
        // To the end: A stopped at its end while B went on; both finished.
        UI.keys(&app, [.enter])
        UI.expectScreen(app.render(width: 80, height: 24), """
        Two replays of level 1: Lost Gallery  Par 13  step 15/15  4x  finished
        A @  Moves 7/20  input 13/13  won in 13 moves
        B ○  Moves 5/20  input 15/15  won in 15 moves






                                     ┌───────────┬───────┐
                                     │ @         │       │
                                     ├───────╴   ├───╴   │
                                     │           │       │
                                     │   ╶───────┘   ╷   │
                                     │               │   │
                                     └───────────────┴───┘






        Both finished: A won in 13 moves, B won in 15 moves.
        space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
        """)
    }

    @Test func runsOfTwoLevelsGetAPaneEachOrAskForAWiderWindow() throws {
        var app = App(context: UI.context(), progress: PlayerProgress(), replays: [try Self.replay(1), try Self.replay(2)])
        UI.keys(&app, [.character(" "), .right, .right])
        UI.expectScreen(app.render(width: 80, height: 24), """
        Two replays  step 2/14  4x  paused
        A: level 1: Lost Gallery  Par 13         B: level 2: Ancient Chamber  Par 14
        Moves 18/20  input 2/13  playing         Moves 19/21  input 2/14  playing






                 ┌───────────┬───────┐                ┌───────────┬───┬───────┬───┐
                 │ E         │       │                │ E         │   │       │   │
                 ├───────╴   ├───╴   │                ├───╴   ╶───┤   ╵   ╷   │   │
                 │           │     @ │                │           │       │   │   │
                 │   ╶───────┘   ╷   │                │   ╷   ╷   └───╴   │   ╵   │
                 │               │   │                │   │   │           │     ○ │
                 └───────────────┴───┘                └───┴───┴───────────┴───────┘






        Next: A l  B l
        space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
        """)
        var wide = App(context: UI.context(), progress: PlayerProgress(), replays: [try Self.replay(1), try Self.replay(60)])
        UI.expectScreen(wide.render(width: 80, height: 24), """










           These replays are of two different levels. Side by side they need a window
            of at least 108x28 (now 80x24): widen the window, or watch them one at a
                                             time.










        space play/pause  ←→ step  +/- speed  0 start  Enter end  q quit
        """)
        // Keys still work (they step both runs); the frame stays the message.
        _ = wide.handle(.enter)
        #expect(UI.text(wide.render(width: 80, height: 24)).contains("of at least 108x28 (now 80x24)"))
        #expect(UI.text(wide.render(width: 110, height: 30)).contains("Both finished"))
    }
}
