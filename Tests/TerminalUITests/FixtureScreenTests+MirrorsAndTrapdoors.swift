import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Mirrors and trapdoors on screen (docs/rules.md, "Fixtures"): the play field in Unicode,
/// ASCII and mono, the overview, and a move turned by a mirror into a trapdoor, on a hand-made
/// level so the goldens do not move when the campaign is rebuilt.
@Suite struct MirrorTrapdoorScreenTests {
    /// A 6×3 maze: the top row east to a `\` mirror (2), which turns a move east down to 8; the
    /// middle row runs from 6 east to 11, with a trapdoor (10) dropping onto 15; the bottom row
    /// from 12 east to E (17) through a `/` mirror (13). 5 leads down to 11, 6 down to 12.
    static func level() -> Level {
        var maze = Maze(width: 6, height: 3)
        for y in 0..<3 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        for cell in [2, 5, 6] { maze.link(cell, .south) }
        let spec = LevelSpec(id: 0, name: "Mirror and Trapdoor", seed: 0, width: 6, height: 3, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Mirror and Trapdoor", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 18), start: 0,
            exit: 17, crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 6, height: 3, mirrors: [Fixtures.Mirror(cell: 2, slant: .falling), Fixtures.Mirror(cell: 13, slant: .rising)],
            trapdoors: [Fixtures.Trapdoor(cell: 10, landing: 15)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 10
        return level
    }

    static func practice(ascii: Bool = false, colour: Bool = true) -> App {
        UI.app(ascii: ascii, colour: colour, opening: .practice(level()))
    }

    /// The legend's names, and the trapdoor's styles: `Q` its landing and `T` its hole in the
    /// overview (reversed), `t`/`q` those walled below (underlined).
    static let legend = UI.legend.merging([
        "Q": Style(.magenta, bold: true, underline: true), "T": Style(.magenta, bold: true, reverse: true),
        "t": Style(.magenta, bold: true, reverse: true, underline: true),
    ]) { $1 }

    @Test func theLevelIsWhatThePictureSays() {
        let level = Self.level()
        #expect(level.par == 6)
        #expect(MoveGraph(level).solve(from: 0).moves == Array(repeating: .east, count: 6))
    }

    @Test func mirrorsAndTrapdoorsAreDrawnInTheirPlaces() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 16/16  Par 6
            Jump 0  Demolish 0





                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →    ╲╲╲    ·     ·     ·  0
                                 │                                   │
                                 ├───────────       ───────────      │
                                 1  ·     ·     ·     ·    [1]    ·  1
                                 │                                   │
                                 │      ─────────────────────────────┤
                                 2  ·    ╱╱╱    ·    _1_    ·     E  2
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘





            New here: mirrors and trapdoors. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  @     C    ccc    f     f     f  c
                                     w                                   w
                                     wwwwwwwwwwww       wwwwwwwwwww      w
                                     c  f     f     f     f    MMM    f  c
                                     w                                   w
                                     w      wwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                     c  f    ccc    f    MMM    f     G  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 16/16  Par 6
            Jump 0  Demolish 0





                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @     >    \\\\\\                   0
                                 |                                   |
                                 +-----+-----+     +-----+-----+     +
                                 1                         [1]       1
                                 |                                   |
                                 +     +-----+-----+-----+-----+-----+
                                 2       ///         _1_          E  2
                                 |                                   |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+





            New here: mirrors and trapdoors. ? explains every mark.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  @     C    ccc                   c
                                     w                                   w
                                     wwwwwwwwwwwww     wwwwwwwwwwwww     w
                                     c                         MMM       c
                                     w                                   w
                                     w     wwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                     c       ccc         MMM          G  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func withoutColour() {
        UI.expectScreen(
            Self.practice(colour: false).render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 16/16  Par 6
            Jump 0  Demolish 0





                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →    ╲╲╲    ·     ·     ·  0
                                 │                                   │
                                 ├───────────       ───────────      │
                                 1  ·     ·     ·     ·    [1]    ·  1
                                 │                                   │
                                 │      ─────────────────────────────┤
                                 2  ·    ╱╱╱    ·    _1_    ·     E  2
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘





            New here: mirrors and trapdoors. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  bbbbbbbbbbbbbbbb







                                        #     b           d     d     d


                                        d     d     d     d    bbb    d


                                        d           d    bbb    d     b







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func theOverviewDrawsThemInItsColumns() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 16/16  Par 6
            Jump 0  Demolish 0








                                              _ _ _ _ _ _
                                             |@__ ╲ ___  |
                                             |  ______1__|
                                             |__╱___1___E|








            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG










                                                  @   c
                                                          t
                                                    ~   Q   G








                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    /// East twice from the start: turned down by the mirror; twice more: into the trapdoor,
    /// onto its landing.
    @Test func aMirrorTurnsAMoveAndATrapdoorDropsOne() {
        var app = Self.practice()
        UI.keys(&app, [.right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 14/16  Par 6
            Jump 0  Demolish 0





                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ↑    ╲╲╲    ·     ·     ·  0
                                 │                                   │
                                 ├───────────       ───────────      │
                                 1  ·     ←     @     →    [1]    ·  1
                                 │                                   │
                                 │      ─────────────────────────────┤
                                 2  ·    ╱╱╱    ·    _1_    ·     E  2
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘





            A mirror turned you.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  f     C    ccc    f     f     f  c
                                     w                                   w
                                     wwwwwwwwwwww       wwwwwwwwwww      w
                                     c  f     C     @     C    MMM    f  c
                                     w                                   w
                                     w      wwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                     c  f    ccc    f    MMM    f     G  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
        UI.keys(&app, [.right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Mirror and Trapdoor  Moves left 12/16  Par 6
            Jump 0  Demolish 0





                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ·    ╲╲╲    ·     ·     ·  0
                                 │                                   │
                                 ├───────────       ───────────      │
                                 1  ·     ·     ·     ·    [1]    ·  1
                                 │                                   │
                                 │      ─────────────────────────────┤
                                 2  ·    ╱╱╱    ←    _@_    →     E  2
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘





            Down the trapdoor.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  f     f    ccc    f     f     f  c
                                     w                                   w
                                     wwwwwwwwwwww       wwwwwwwwwww      w
                                     c  f     f     f     f    MMM    f  c
                                     w                                   w
                                     w      wwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                                     c  f    ccc    C    M@M    C     G  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }
}
