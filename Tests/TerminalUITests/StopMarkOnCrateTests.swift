import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// A stop mark on a crate's cell keeps the crate's label whole and reversed, and puts the arrow
/// itself in the blank column before it: testers read the map from captures, which keep no
/// reverse video, and never saw where a slide stopped on a crate.
@Suite struct StopMarkOnCrateTests {
    /// A 5×1 corridor from the start (0) to E (4), ice on 1 and a crate of 12 on 2: a move east
    /// from the start slides over the ice and stops on the crate.
    static func level() -> Level {
        var maze = Maze(width: 5, height: 1)
        for x in 0..<4 { maze.link(x, .east) }
        let spec = LevelSpec(id: 0, name: "Crate Stop", seed: 0, width: 5, height: 1, algorithm: .recursiveBacktracker)
        var terrain = [Terrain](repeating: .floor, count: 5)
        terrain[1] = .ice
        var level = Level(
            id: 0, name: "Crate Stop", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 4,
            crates: [Crate(cell: 2, coins: 12)], gems: [], par: 0, budget: 0)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    @Test func theArrowStandsBeforeTheLabelWhichStaysWholeAndReversed() throws {
        let app = UI.app(colour: true, opening: .practice(Self.level()))
        let screen = app.render(width: 80, height: 24)
        let text = UI.text(screen)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("$12") })
        let line = Array(lines[row])
        let label = try #require(line.indices.first { $0 + 2 < line.count && String(line[$0...($0 + 2)]) == "$12" })
        #expect(line[label - 1] == "→", "\(lines[row])")
        #expect((label...(label + 2)).allSatisfy { screen.style($0, row).reverse })
        #expect(!screen.style(label - 1, row).reverse)
    }
}
