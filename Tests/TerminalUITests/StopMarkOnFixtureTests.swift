import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// A stop mark on a fixture's or a crate's cell keeps its own mark, whole and reversed: two testers
/// of session 21 read a portal's twin drawn `(→)` as a new kind of portal.
@Suite struct StopMarkOnFixtureTests {
    /// A 5×1 corridor from the start (0) to E (4), as `configure` furnishes it, its par solved
    /// and four moves to spare.
    static func corridor(_ name: String, _ configure: (inout Level) -> Void) -> Level {
        var maze = Maze(width: 5, height: 1)
        for x in 0..<4 { maze.link(x, .east) }
        let spec = LevelSpec(id: 0, name: name, seed: 0, width: 5, height: 1, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: name, spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 5), start: 0, exit: 4,
            crates: [], gems: [], par: 0, budget: 0)
        configure(&level)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    /// The corridor with a portal pair on 1 and 3: a move east from the start is carried to 3
    /// and stops there.
    static func level() -> Level {
        corridor("Portal Stop") { $0.fixtures = Fixtures(width: 5, height: 1, portals: [Fixtures.Portal(a: 1, b: 3)]) }
    }

    /// The mark stays whole and is drawn reversed, as an item's label is under a stop mark:
    /// session 27's testers read the arrow in the column before it (`→A)`) as broken.
    @Test func theFixturesMarkStaysWholeAndReversed() throws {
        let app = UI.app(colour: true, opening: .practice(Self.level()))
        let screen = app.render(width: 80, height: 24)
        let text = UI.text(screen)
        #expect(text.contains("@    (A)    ·    (A)    E"), "\(text)")
        #expect(!text.contains("(→)") && !text.contains("→A)"))
        let row = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("@") })
        let line = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[row])
        let twin = try #require(line.indices.last { $0 + 2 < line.count && String(line[$0...($0 + 2)]) == "(A)" })
        #expect((twin...(twin + 2)).allSatisfy { screen.style($0, row).reverse })
        #expect(!screen.style(twin - 10, row).reverse)
    }

    /// A stop on a crate keeps its label whole and reversed too, and puts the arrow itself in
    /// the blank column before it: testers read the map from captures, which keep no reverse
    /// video, and never saw where a slide stopped on a crate. The corridor has ice on 1 and a
    /// crate of 12 on 2: a move east from the start slides over the ice and stops on the crate.
    @Test func aStopOnACrateShowsItsArrowBeforeTheLabel() throws {
        let level = Self.corridor("Crate Stop") { level in
            level.terrain[1] = .ice
            level.crates = [Crate(cell: 2, coins: 12)]
        }
        let screen = UI.app(colour: true, opening: .practice(level)).render(width: 80, height: 24)
        let lines = UI.text(screen).split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("$12") })
        let line = Array(lines[row])
        let label = try #require(line.indices.first { $0 + 2 < line.count && String(line[$0...($0 + 2)]) == "$12" })
        #expect(line[label - 1] == "→", "\(lines[row])")
        #expect((label...(label + 2)).allSatisfy { screen.style($0, row).reverse })
        #expect(!screen.style(label - 1, row).reverse)
    }
}
