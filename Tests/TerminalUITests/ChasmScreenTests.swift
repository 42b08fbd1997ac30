import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Chasms on screen (docs/rules.md, "Fixtures"): the play field in Unicode and ASCII, the
/// overview, a bump into one told from a wall, and a spring's throw across one, on a hand-made
/// level so the goldens do not move when the campaign is rebuilt.
@Suite struct ChasmScreenTests {
    /// A 6×2 maze: the top row from the start (0) east to 5 with a spring on 1 and a chasm on
    /// 3; 0 and 6, 5 and 11 joined, and the bottom row open east to E (11), the way round.
    static func level(spring: Bool = true) -> Level {
        var maze = Maze(width: 6, height: 2)
        for y in 0..<2 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        maze.link(0, .south)
        maze.link(5, .south)
        let spec = LevelSpec(id: 0, name: "Chasm", seed: 0, width: 6, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Chasm", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 12), start: 0, exit: 11,
            crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 6, height: 2, springs: spring ? [Fixtures.Spring(cell: 1)] : [], chasms: [Fixtures.Chasm(cell: 3)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 6
        return level
    }

    static func practice(ascii: Bool = false, spring: Bool = true) -> App {
        UI.app(ascii: ascii, colour: true, opening: .practice(level(spring: spring)))
    }

    @Test func theLevelIsWhatThePictureSays() {
        // East onto the spring, thrown over the chasm to 5, then down.
        #expect(Self.level().par == 2)
        // Without the spring, the way round: down, five east.
        #expect(Self.level(spring: false).par == 6)
    }

    @Test func aChasmIsDrawnShaded() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 8/8  Par 2
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @    {*}    ·    ░░░    ·     →  0
                                 │                   ░░░             │
                                 │      ───────────────────────      │
                                 1  ↓     ·     ·     ·     ·     E  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            New here: springs and chasms. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbb  GGGGGGGGGGGGGG







                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  @    GGG    f    uuu    f     C  c
                                     w                   uuu             w
                                     w      wwwwwwwwwwwwwwwwwwwwwww      w
                                     c  C     f     f     f     f     G  c
                                     w                                   w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 8/8  Par 2
            Jump 0  Demolish 0






                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @    {*}         :::          >  0
                                 |                   :::             |
                                 +     +-----+-----+-----+-----+     +
                                 1  v                             E  1
                                 |                                   |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+







            New here: springs and chasms. ? explains every mark.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theOverviewDrawsItInItsColumn() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 8/8  Par 2
            Jump 0  Demolish 0








                                              _ _ _ _ _ _
                                             |@ *___░__  |
                                             |__________E|









            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """)
    }

    @Test func aBumpIntoAChasmIsToldFromAWall() {
        var app = Self.practice(spring: false)
        UI.keys(&app, [.right, .right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 10/12  Par 6
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ←     @    ░░░    ·     ·  0
                                 │                   ░░░             │
                                 │      ───────────────────────      │
                                 1  ·     ·     ·     ·     ·     E  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            A chasm: no step crosses it (a Jump or a spring flies over). Bumping is free.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func aSpringThrowsThePlayerAcrossAChasm() {
        var app = Self.practice()
        UI.keys(&app, [.right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Chasm  Moves left 7/8  Par 2
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·    {*}    ·    ░░░    ←     @  0
                                 │                   ░░░             │
                                 │      ───────────────────────      │
                                 1  ·     ·     ·     ·     ·     E  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            A spring threw you 4 cells.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }
}
