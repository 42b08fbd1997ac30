import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// A stop mark on a fixture's cell keeps the fixture's own mark, whole and reversed: two testers
/// of session 21 read a portal's twin drawn `(→)` as a new kind of portal.
@Suite struct StopMarkOnFixtureTests {
    /// A 5×1 corridor from the start (0) to E (4), with a portal pair on 1 and 3: a move east
    /// from the start is carried to 3 and stops there.
    static func level() -> Level {
        var maze = Maze(width: 5, height: 1)
        for x in 0..<4 { maze.link(x, .east) }
        let spec = LevelSpec(id: 0, name: "Portal Stop", seed: 0, width: 5, height: 1, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Portal Stop", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 5), start: 0, exit: 4,
            crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(width: 5, height: 1, portals: [Fixtures.Portal(a: 1, b: 3)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
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
}
