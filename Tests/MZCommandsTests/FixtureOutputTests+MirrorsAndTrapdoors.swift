import Foundation
import MazeKit
import Testing

@testable import GameEngine
@testable import MZCommands

/// Mirrors and trapdoors in `mz level`'s text, JSON and SVG (docs/formats.md), on the level of
/// `MirrorTrapdoorScreenTests`, with a crate on 4.
extension FixtureOutputTests {
    static func mirrorLevel() -> Level {
        var maze = Maze(width: 6, height: 3)
        for y in 0..<3 { for x in 0..<5 { maze.link(6 * y + x, .east) } }
        for cell in [2, 5, 6] { maze.link(cell, .south) }
        let spec = LevelSpec(id: 0, name: "Mirror and Trapdoor", seed: 0, width: 6, height: 3, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Mirror and Trapdoor", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 18), start: 0,
            exit: 17, crates: [Crate(cell: 4, coins: 7)], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 6, height: 3, mirrors: [Fixtures.Mirror(cell: 2, slant: .falling), Fixtures.Mirror(cell: 13, slant: .rising)],
            trapdoors: [Fixtures.Trapdoor(cell: 10, landing: 15)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 6
        return level
    }

    @Test(arguments: [false, true])
    func textDrawsMirrorsAndTrapdoorsWhereThePlayFieldDoes(ascii: Bool) {
        let level = Self.mirrorLevel()
        let text = LevelText.describe(level, solution: MoveGraph(level).solve(from: 0), ascii: ascii)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(10).joined(separator: "\n")
        #expect(
            lines
                == (ascii
                    ? """
                    par 6, budget 12, 1 crate, 0 gems
                    +---+---+---+---+---+---+
                    | S      \\\\\\      $7    |
                    +---+---+   +---+---+   +
                    |                [1]    |
                    +   +---+---+---+---+---+
                    |    ///     _1_      E |
                    +---+---+---+---+---+---+
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), * gem, ~ ice, % mud
                         /// \\\\\\ mirror (turns you), [1] trapdoor to _1_ (one way)
                    """
                    : """
                    par 6, budget 12, 1 crate, 0 gems
                    ┌───────────────────────┐
                    │ S      ╲╲╲      $7    │
                    ├───────╴   ╶───────╴   │
                    │                [1]    │
                    │   ╶───────────────────┤
                    │    ╱╱╱     _1_      E │
                    └───────────────────────┘
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), ◆ gem, ~ ice, % mud
                         ╱╱╱ ╲╲╲ mirror (turns you), [1] trapdoor to _1_ (one way)
                    """),
            "\(lines)")
    }

    @Test func jsonWritesMirrorsAndTrapdoorsOnlyWhenThereAreSome() throws {
        let level = Self.mirrorLevel()
        let json = LevelJSON.object(level, solution: MoveGraph(level).solve(from: 0))
        #expect(
            json.contains(
                #""tunnels":[],"mirrors":[{"x":2,"y":0,"slant":"\\"},{"x":1,"y":2,"slant":"/"}],"trapdoors":[{"from":[4,1],"to":[3,2]}],"par":6,"#
            ), "\(json)")
        var plain = level
        plain.fixtures = .none
        let without = LevelJSON.object(plain, solution: MoveGraph(plain).solve(from: 0))
        #expect(!without.contains("mirrors") && !without.contains("trapdoors") && without.contains(#""tunnels":[],"par":"#))
    }

    @Test func svgHasGroupsForMirrorsAndTrapdoors() throws {
        let level = Self.mirrorLevel()
        var text = ""
        LevelSVG.write(level, cellSize: 20, to: { text += $0 })
        let svg = try SVGDocument(text)
        func cells(_ group: String, _ className: String) -> [Int] {
            svg.inGroup(group).filter { $0.attributes["class"] == className }.compactMap { element in
                guard let x = element.attributes["data-x"].flatMap({ Int($0) }), let y = element.attributes["data-y"].flatMap({ Int($0) })
                else { return nil }
                return y * 6 + x
            }
        }
        #expect(cells("mirrors", "mirror") == [2, 13])
        #expect(svg.inGroup("mirrors").compactMap { $0.attributes["data-slant"] } == ["\\", "/"])
        #expect(cells("trapdoors", "trapdoor") == [10] && cells("trapdoors", "landing") == [15])
        #expect(svg.inGroup("trapdoors").compactMap { $0.attributes["data-number"] } == ["1", "1"])
        #expect(svg.inGroup("trapdoors").filter { $0.name == "text" }.map(\.text) == ["1", "1"])
        // A level without them has neither group.
        var plain = level
        plain.fixtures = .none
        var plainText = ""
        LevelSVG.write(plain, cellSize: 20, to: { plainText += $0 })
        #expect(!plainText.contains("mirrors") && !plainText.contains("trapdoors"))
    }
}
