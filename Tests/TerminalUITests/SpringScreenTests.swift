import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Springs on screen (docs/rules.md, "Fixtures"): the play field in Unicode and ASCII, the
/// overview, and a move thrown on by a spring, on a hand-made level so the goldens do not move
/// when the campaign is rebuilt.
@Suite struct SpringScreenTests {
    /// A 6×2 maze: the top row from the start (0) east to 5 with a spring on 2, down to 11, and
    /// the bottom row west to E (6). A move east onto the spring is thrown on to 5.
    static func level() -> Level {
        var maze = Maze(width: 6, height: 2)
        for y in 0..<2 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        maze.link(5, .south)
        let spec = LevelSpec(id: 0, name: "Spring", seed: 0, width: 6, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Spring", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 12), start: 0, exit: 6,
            crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(width: 6, height: 2, springs: [Fixtures.Spring(cell: 2)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    static func practice(ascii: Bool = false) -> App {
        UI.app(ascii: ascii, colour: true, opening: .practice(level()))
    }

    @Test func theLevelIsWhatThePictureSays() {
        // East, east (thrown from 2 to 5), south, then five steps west.
        #expect(Self.level().par == 8)
    }

    @Test func aSpringIsDrawnInBraces() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Spring  Moves left 12/12  Par 8
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →    {*}    ·     ·     ·  0
                                 │                                   │
                                 ├─────────────────────────────      │
                                 1  E     ·     ·     ·     ·     ·  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            Tip: {*} is a spring: stepping on throws you to a wall, 1 move (2 onto mud).
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG







                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  @     C    GGG    f     f     f  c
                                     w                                   w
                                     wwwwwwwwwwwwwwwwwwwwwwwwwwwwww      w
                                     c  G     f     f     f     f     f  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Spring  Moves left 12/12  Par 8
            Jump 0  Demolish 0






                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @     >    {*}                   0
                                 |                                   |
                                 +-----+-----+-----+-----+-----+     +
                                 1  E                                1
                                 |                                   |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+







            Tip: {*} is a spring: stepping on throws you to a wall, 1 move (2 onto mud).
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theOverviewDrawsItInItsColumn() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Spring  Moves left 12/12  Par 8
            Jump 0  Demolish 0








                                              _ _ _ _ _ _
                                             |@___*____  |
                                             |E__________|









            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """)
    }

    @Test func aSpringThrowsAMoveOnAndSaysHowFar() {
        var app = Self.practice()
        UI.keys(&app, [.right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Spring  Moves left 10/12  Par 8
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ·    {*}    ·     ←     @  0
                                 │                                   │
                                 ├─────────────────────────────      │
                                 1  E     ·     ·     ·     ·     ↓  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            A spring threw you 3 cells.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }
}
