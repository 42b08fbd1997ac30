import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// The ways view (`e`): every cell's ways out as one mark on its centre, by the rules' steps
/// (a chasm closes the way into it), the player, items, the exit and fixtures keeping their own
/// marks; on hand-made levels, so the goldens do not move when the campaign is rebuilt.
@Suite struct WaysScreenTests {
    @Test func eachCellShowsItsWaysOut() {
        var app = TimedCrateScreenTests.practice()
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 9/9  Par 5
            Crates 0/2  Timed $9 T-3  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @━━━━→━━━━━━━━━━━━$4━━━━━━━━━━E  0
                                 │  ┃                             ┃  │
                                 │  ┃   ───────────────────────   ┃  │
                                 1 ↓┗━━━━━━━━━━━$9━━━━━━━━━━━━━━━━┛  1
                                 │             T-3                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            New here: crates and timed crates. ? explains every mark.
            ←↑↓→ move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
    }

    /// Six columns and two rows a cell (the size most 13-column maps take at 80×24): a cell that
    /// shows something of its own (the player, the exit, a crate) has no ways mark beside it,
    /// its tracks say its ways (`@━━━━`, `━━$9━━`), and a stop mark stands in the track just
    /// before the ways mark of the cell it stops on, rather than over it.
    @Test func whatACellShowsHasItsWaysInItsTracks() {
        // A serpent of seven rows of six: too tall at 80×24 for a cell's row under its inside.
        var maze = Maze(width: 6, height: 7)
        for y in 0..<7 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        for y in 0..<6 { maze.link(6 * y + (y % 2 == 0 ? 5 : 0), .south) }
        let spec = LevelSpec(id: 0, name: "Serpent", seed: 0, width: 6, height: 7, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Serpent", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 42), start: 2, exit: 41,
            crates: [Crate(cell: 8, coins: 9), Crate(cell: 4, coins: 12)], gems: [], par: 0, budget: 0)
        level.par = MoveGraph(level).solve(from: level.start).par ?? -1
        level.budget = level.par + 4
        var app = UI.app(colour: true, opening: .practice(level))
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Serpent  Moves left 43/43  Par 39
            Crates 0/2  Jump 0  Demolish 0


                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ╺━━━━←━━━━━━@━━━━→━━━━━$12━━━━┓  0
                                 ├─────────────────────────────   ┃  │
                                 1  ┏━━━━━━━━━━━$9━━━━━━━━━━━━━━━━┛  1
                                 │  ┃   ─────────────────────────────┤
                                 2  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  2
                                 ├─────────────────────────────   ┃  │
                                 3  ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  3
                                 │  ┃   ─────────────────────────────┤
                                 4  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  4
                                 ├─────────────────────────────   ┃  │
                                 5  ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  5
                                 │  ┃   ─────────────────────────────┤
                                 6  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━E  6
                                 └──0─────1─────2─────3─────4─────5──┘



            Tip: $9 is a crate of 9 coins if you win; par allows for the detours you take.
            ←↑↓→ move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
    }

    @Test func aChasmClosesTheWayIntoItAndFixturesKeepTheirMarks() {
        var app = ChasmScreenTests.practice()
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 8/8  Par 2
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @━━━━{*}━━━━╸    ░░░    ╺━━━━→┓  0
                                 │  ┃                ░░░          ┃  │
                                 │  ┃   ───────────────────────   ┃  │
                                 1 ↓┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━E  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            New here: springs and chasms. ? explains every mark.
            ←↑↓→ move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
    }

    @Test func inASCIIAndHiddenAgain() {
        var app = TimedCrateScreenTests.practice(ascii: true)
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 9/9  Par 5
            Crates 0/2  Timed $9 T-3  Jump 0  Demolish 0






                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @---->------------$4----------E  0
                                 |  |                             |  |
                                 +  |  +-----+-----+-----+-----+  |  +
                                 1 v+-----------$9----------------+  1
                                 |             T-3                   |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+







            New here: crates and timed crates. ? explains every mark.
            arrows move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
        // The level's opening tip stays on the message line (it is marked seen as it is shown:
        // two testers lost a mechanic's tip to `e`); once a move has replaced it, `e` says its own.
        UI.keys(&app, [.character("e")])
        #expect(app.render(width: 80, height: 24).lines[22].hasPrefix("New here: crates and timed crates."))
        guard let first = MoveGraph(app.session.current!.level).solve(from: app.session.current!.level.start).moves.first else {
            Issue.record("no way out")
            return
        }
        UI.keys(&app, [UI.key(first), .character("e")])
        #expect(app.render(width: 80, height: 24).lines[22].hasPrefix("Ways out on each cell:"))
    }

    /// Tracks join the marks of cells a step passes between: through a gate (either way: its
    /// arrow stands in the track), not down a tunnel's mouth (its `║` is its own), and a belt's
    /// row reads as one line.
    @Test func tracksJoinTheMarksThroughAGateAndAlongABelt() {
        var app = FixtureScreenTests.practice()
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 29/29  Par 9
            Jump 0  Demolish 0



                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  @━━━━→━━━━━━┳━━▶━━╺━━━━━━━━━━(A)━━━━━━━━━━┓  0
                           │                                            ┃  │
                           ├──────────────║──────────────────────────   ┃  │
                           1  ┏━━━━━━━━━━━━━━━━←←←━━━←←←━━━←←←━━━━━━━━━━┛  1
                           │  ┃                                            │
                           │  ┃   ────────║────────────────────────────────┤
                           2  ┗━━━━━━━━━━━┻━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  2
                           │                                            ┃  │
                           ├─────────────────────────────────────────   ▼  │
                           3  E━━━━━━━━━━━━━━━━━━━━━━(A)━━━━━━━━━━━━━━━━╸  3
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘




            New here: gates, portals, belts and tunnels. ? explains every mark.
            ←↑↓→ move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
        let level = FixtureScreenTests.level()
        let canvas = MazeCanvas(maze: level.maze, terrain: level.terrain, fixtures: level.fixtures, glyphs: Glyphs(ascii: false))
        var pieces: [(x: Int, y: Int, character: Unicode.Scalar)] = []
        MazeView.tracks(
            GameState(level: level), canvas: canvas, window: (0, 0, canvas.width, canvas.height), fixtures: level.fixtures,
            glyphs: Glyphs(ascii: false)
        ) { pieces.append(($0, $1, $2)) }
        func has(_ x: Int, _ y: Int, _ character: Unicode.Scalar) -> Bool { pieces.contains { $0 == (x, y, character) } }
        // Between cells 2 and 3 (centres at columns 10 and 14 of row 1): the gate's mark keeps the
        // wall column, the columns either side of it are track.
        #expect(has(11, 1, "━") && has(13, 1, "━"))
        #expect(!pieces.contains { $0.x == 12 && $0.y == 1 })
        // No track from the tunnel's mouth (cell 2) down to cell 10, which it passes under.
        #expect(!pieces.contains { $0.x == 10 && $0.y == 2 })
        // Cell 7 down to 15: the wall row between them.
        #expect(has(30, 2, "┃"))
    }

    @Test func theMarksFollowTheLines() {
        let glyphs = Glyphs(ascii: false)
        #expect(glyphs.ways([.north, .east, .south, .west]) == "╋" && glyphs.ways([.north]) == "╹" && glyphs.ways([]) == "·")
        #expect(glyphs.ways([.east, .south]) == "┏" && glyphs.ways([.north, .south, .west]) == "┫")
        let ascii = Glyphs(ascii: true)
        #expect(ascii.ways([.north, .south]) == "|" && ascii.ways([.east]) == ">" && ascii.ways([.south, .west]) == "+")
    }
}
