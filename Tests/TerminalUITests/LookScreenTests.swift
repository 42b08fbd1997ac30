import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Looking at a cell (`i`, `PlayScene+Look`): the arrows move a cursor over the map while the
/// message line names the cell under it, and nothing is played. On a hand-made level so the
/// goldens do not move when the campaign is rebuilt.
@Suite struct LookScreenTests {
    /// A 6×2 maze: both rows open east–west, joined at both ends; a gate from 1 to 2 (east
    /// only), a chasm on 3, portals on 7 and 10, mud on 8, the start on 0 and E on 11.
    static func level() -> Level {
        var maze = Maze(width: 6, height: 2)
        for y in 0..<2 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        maze.link(0, .south)
        maze.link(5, .south)
        let spec = LevelSpec(id: 0, name: "Look", seed: 0, width: 6, height: 2, algorithm: .recursiveBacktracker)
        var terrain = [Terrain](repeating: .floor, count: 12)
        terrain[8] = .mud
        var level = Level(
            id: 0, name: "Look", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 11, crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 6, height: 2, gates: [Fixtures.Gate(cell: 1, direction: .east)], portals: [Fixtures.Portal(a: 7, b: 10)],
            chasms: [Fixtures.Chasm(cell: 3)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    static func looking(_ keys: [Key] = []) -> App {
        var app = UI.app(colour: true, opening: .practice(level()))
        UI.keys(&app, [.character("i")] + keys)
        return app
    }

    static func line(_ app: App) -> String {
        UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)[22]
            .reversed().drop { $0 == " " }.reversed().map(String.init).joined()
    }

    @Test func theLevelIsWhatThePictureSays() {
        // Down, east onto the portal (7) to 10, east to E.
        #expect(Self.level().par == 3)
    }

    @Test func iNamesTheCellThePlayerStandsOn() {
        UI.expectScreen(
            Self.looking().render(width: 80, height: 24),
            """
            Practice: Look  Moves left 7/7  Par 3
            Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →  ▶  ·    ░░░    ·     ·  0
                                 │                   ░░░             │
                                 │      ───────────────────────      │
                                 1  ↓    (A)   %%%    ·    (A)    E  1
                                 │             %%%                   │
                                 └──0─────1─────2─────3─────4─────5──┘







            Look (0, 0): floor, you · ways out → ↓ · i ends
            ←↑↓→ look  i done  ? help
            """)
    }

    @Test func theCursorShowsTheCellsInsideReversedAndNothingElse() throws {
        let screen = Self.looking().render(width: 80, height: 24)
        let rows = UI.text(screen).split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let y = try #require(rows.firstIndex { $0.contains("@") })
        let x = try #require(rows[y].firstIndex(of: "@"))
        // The middle size's inside: five columns, two rows, from the cell's centre.
        for dy in 0...1 { for dx in -2...2 { #expect(screen.style(x + dx, y + dy).reverse) } }
        // Its walls and the next cell are as drawn.
        #expect(!screen.style(x - 3, y).reverse && !screen.style(x + 3, y).reverse && !screen.style(x, y - 1).reverse)
    }

    @Test func theArrowsMoveTheCursorAndPlayNothing() throws {
        let app = Self.looking([.right, .right])
        #expect(Self.line(app) == "Look (2, 0): floor · ways out →chasm · gate, in only ← · i ends")
        let attempt = try #require(app.session.current)
        #expect(attempt.inputs.isEmpty && attempt.state.position == 0)
    }

    @Test func everyMarkIsNamed() {
        #expect(Self.line(Self.looking([.right])) == "Look (1, 0): floor · ways out → ← · i ends")
        #expect(
            Self.line(Self.looking([.right, .right, .right]))
                == "Look (3, 0): a chasm, no floor (only flights cross it) · ways out → ← · i ends")
        #expect(Self.line(Self.looking([.down, .right])) == "Look (1, 1): floor, a portal to (4, 1) · ways out → ← · i ends")
        #expect(Self.line(Self.looking([.down, .right, .right])) == "Look (2, 1): mud (2 moves) · ways out → ← · i ends")
        #expect(
            Self.line(Self.looking(Array(repeating: .right, count: 5) + [.down]))
                == "Look (5, 1): floor, the exit E · ways out ↑ ← · i ends")
    }

    @Test func theCursorStopsAtTheEdge() {
        #expect(Self.line(Self.looking([.up])) == "The edge of the map. Look (0, 0): floor, you · ways out → ↓ · i ends")
    }

    @Test func iOrEscPutsItAwayAndTheArrowsMoveAgain() throws {
        for done in [Key.character("i"), .escape] {
            var app = Self.looking([.right, done])
            #expect(Self.line(app) == "Done looking.")
            UI.keys(&app, [.right])
            #expect(try #require(app.session.current).state.position == 1)
        }
    }

    @Test func anyOtherKeyPutsItAwayAndDoesWhatItDoes() {
        // v begins a sketch at once: looking never holds a key back.
        let app = Self.looking([.right, .character("v")])
        #expect(Self.line(app).hasPrefix("Sketch a way with the arrows"))
    }

    @Test func inASCIITheWaysAreAsciiArrows() {
        var app = UI.app(ascii: true, colour: false, opening: .practice(Self.level()))
        UI.keys(&app, [.character("i")])
        #expect(Self.line(app) == "Look (0, 0): floor, you · ways out > v · i ends")
    }

    /// A mirror says which way it turns a move across it, and where the turn meets a wall that
    /// the move stops on it (a tester read "→ turns ↓" where ↓ was walled).
    @Test func aMirrorSaysWhichWayItTurns() {
        var level = Self.level()
        level.maze.link(4, .south)
        level.fixtures = Fixtures(
            width: 6, height: 2, mirrors: [Fixtures.Mirror(cell: 4, slant: .falling), Fixtures.Mirror(cell: 5, slant: .rising)])
        let state = GameState(level: level)
        #expect(PlayScene.lookLine(state, at: 4, glyphs: Glyphs(ascii: false)).contains("a mirror ╲ (→ turns ↓, ← stops on it: ↑ walled)"))
        #expect(PlayScene.lookLine(state, at: 5, glyphs: Glyphs(ascii: false)).contains("a mirror ╱ (→ stops on it: ↑ walled, ← turns ↓)"))
    }
}
