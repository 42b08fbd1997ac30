import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Timed crates on screen (docs/rules.md, "Timed crates"): the countdown under the crate and on
/// the HUD, ticking with each move, the crate gone with a sentence when its time runs out, the
/// look line, ASCII and the overview's legend, on a hand-made level so the goldens do not move
/// when the campaign is rebuilt.
@Suite struct TimedCrateScreenTests {
    /// A 6×2 maze: the top row from the start (0) east to E (5); the bottom row open, joined to
    /// the top at both ends; a timed $9 on the bottom row's third cell (8), due by move 3 (the
    /// earliest: down, east, east), and a $4 that waits on the top row's fourth (3).
    static func level() -> Level {
        var maze = Maze(width: 6, height: 2)
        for y in 0..<2 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        maze.link(0, .south)
        maze.link(5, .south)
        let spec = LevelSpec(id: 0, name: "Clock", seed: 0, width: 6, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Clock", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 12), start: 0, exit: 5,
            crates: [Crate(cell: 3, coins: 4), Crate(cell: 8, coins: 9, deadline: 3)], gems: [], par: 0, budget: 0)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    static func practice(ascii: Bool = false) -> App {
        UI.app(ascii: ascii, colour: true, opening: .practice(level()))
    }

    @Test func theLevelIsWhatThePictureSays() throws {
        let level = Self.level()
        #expect(level.par == 5 && level.budget == 9)
        // The $9 in time (down, east, east), then on along the bottom row and up: 3 + 3 + 1 = 7;
        // the $4 lies on the top row's way (5). Both: the $9 first and back round, 11, over the
        // budget; the $4 first reaches the $9 at move 9, too late.
        let table = try #require(MoveGraph(level).itemPar(from: level.start, items: level.crates.map(\.cell)))
        #expect(table.moves(taking: [1]) == 7 && table.moves(taking: [0]) == 5 && table.moves(taking: [0, 1]) == 11)
    }

    @Test func theCountdownIsUnderTheCrateAndOnTheHUD() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 9/9  Par 5
            Crates 0/2  Timed $9 T-3  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →     ·     $4    ·     E  0
                                 │                                   │
                                 │      ───────────────────────      │
                                 1  ↓     ·     $9    ·     ·     ·  1
                                 │             T-3                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            New here: crates and timed crates. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func eachMoveTicksItDown() {
        var app = Self.practice()
        UI.keys(&app, [.down])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 8/9  Par 5
            Crates 0/2  Timed $9 T-2  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ↑     ·     ·     $4    ·     E  0
                                 │                                   │
                                 │      ───────────────────────      │
                                 1  @     →     $9    ·     ·     ·  1
                                 │             T-2                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            Reach E within 9 moves. Par is 5.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func aCrateLeftTooLongIsGoneWithASentence() {
        var app = Self.practice()
        // East three times: the top row's $4 taken, and the $9 out of time.
        UI.keys(&app, [.right, .right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 6/9  Par 5
            Crates 1/2  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ·     ←     @     →     E  0
                                 │                                   │
                                 │      ───────────────────────      │
                                 1  ·     ·     ·     ·     ·     ·  1
                                 │                                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            Crate: 4 coins! Too late: the timed crate of 9 coins is gone.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theLookCursorNamesItsDeadline() {
        var app = Self.practice()
        UI.keys(&app, [.character("i"), .down, .right, .right])
        let screen = app.render(width: 80, height: 24)
        #expect(screen.lines[22].contains("a timed crate of 9, taken by move 3 (3 left)"), "\(screen.lines[22])")
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 9/9  Par 5
            Crates 0/2  Timed $9 T-3  Jump 0  Demolish 0






                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @     >           $4          E  0
                                 |                                   |
                                 +     +-----+-----+-----+-----+     +
                                 1  v           $9                   1
                                 |             T-3                   |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+







            New here: crates and timed crates. ? explains every mark.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theOverviewsLegendCountsItDown() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Clock  Moves left 9/9  Par 5
            Crates 0/2  Timed $9 T-3  Jump 0  Demolish 0







                                              _ _ _ _ _ _
                                             |@ ____a__ E|
                                             |____b______|

                                        Crates:  a $4  b $9 T-3








            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """)
    }
}
