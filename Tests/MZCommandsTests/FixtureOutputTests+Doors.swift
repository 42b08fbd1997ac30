import Foundation
import MazeKit
import Testing

@testable import GameEngine
@testable import MZCommands

/// Doors and the key in `mz level`'s text, JSON and SVG (docs/formats.md), on a hand-made
/// level, and through the command line and a code from a levels file that asks for doors.
extension FixtureOutputTests {
    /// A 5×3 loop from the start (0) to the exit (14): down the west side and along the bottom,
    /// or along the top and down the east side. A door shuts each west-side passage it crosses
    /// (5 ↓ 10, given from 10 going north, and 11 → 12); the key lies on ice (7) in a pocket
    /// off the top row (2 ↓ 7, 6 – 7 – 8).
    static func doorLevel() -> Level {
        var maze = Maze(width: 5, height: 3)
        for x in 0..<4 {
            maze.link(x, .east)
            maze.link(10 + x, .east)
        }
        for cell in [0, 5, 4, 9, 2] { maze.link(cell, .south) }
        maze.link(6, .east)
        maze.link(7, .east)
        let spec = LevelSpec(id: 0, name: "Door and Key", seed: 0, width: 5, height: 3, algorithm: .recursiveBacktracker)
        var terrain = [Terrain](repeating: .floor, count: 15)
        terrain[7] = .ice
        var level = Level(
            id: 0, name: "Door and Key", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 14, crates: [], gems: [],
            par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 5, height: 3, doors: [Fixtures.Door(cell: 10, direction: .north), Fixtures.Door(cell: 11, direction: .east)],
            key: 7)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    @Test(arguments: [false, true])
    func textDrawsDoorsInTheirPassagesAndTheKeyInItsCell(ascii: Bool) {
        let level = Self.doorLevel()
        let text = LevelText.describe(level, solution: MoveGraph(level).solve(from: 0), ascii: ascii)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(10).joined(separator: "\n")
        #expect(
            lines
                == (ascii
                    ? """
                    par 6, budget 10, 0 crates, 0 gems
                    +---+---+---+---+---+
                    | S                 |
                    +   +---+   +---+   +
                    |   |    ~k~    |   |
                    +###+---+---+---+   +
                    |       #         E |
                    +---+---+---+---+---+
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), * gem, ~ ice, % mud
                         # door (shut until the key is taken), k key (opens every door)
                    """
                    : """
                    par 6, budget 10, 0 crates, 0 gems
                    ┌───────────────────┐
                    │ S                 │
                    │   ┌───╴   ╶───┐   │
                    │   │    ~k~    │   │
                    │▒▒▒└───────────┘   │
                    │       ▒         E │
                    └───────────────────┘
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), ◆ gem, ~ ice, % mud
                         ▒ door (shut until the key is taken), k key (opens every door)
                    """),
            "\(lines)")
        // A level without doors has no door in its key line.
        var plain = level
        plain.fixtures = .none
        #expect(!LevelText.describe(plain, solution: MoveGraph(plain).solve(from: 0), ascii: ascii).contains("door"))
    }

    @Test func jsonWritesDoorsAndTheKeyOnlyWhenThereAreDoors() throws {
        let level = Self.doorLevel()
        let json = LevelJSON.object(level, solution: MoveGraph(level).solve(from: 0))
        // Each door from its west or north cell, the one given from the south too.
        #expect(
            json.contains(
                #""tunnels":[],"doors":[{"x":0,"y":1,"direction":"south"},{"x":1,"y":2,"direction":"east"}],"key":[2,1],"par":"#),
            "\(json)")
        var plain = level
        plain.fixtures = .none
        let without = LevelJSON.object(plain, solution: MoveGraph(plain).solve(from: 0))
        #expect(!without.contains(#""doors""#) && !without.contains(#""key""#) && without.contains(#""tunnels":[],"par":"#))
    }

    @Test func svgHasGroupsForDoorsAndTheKey() throws {
        let level = Self.doorLevel()
        var text = ""
        LevelSVG.write(level, cellSize: 20, to: { text += $0 })
        let svg = try SVGDocument(text)
        func cells(_ group: String, _ className: String) -> [Int] {
            svg.inGroup(group).filter { $0.attributes["class"] == className }.compactMap { element in
                guard let x = element.attributes["data-x"].flatMap({ Int($0) }), let y = element.attributes["data-y"].flatMap({ Int($0) })
                else { return nil }
                return y * 5 + x
            }
        }
        #expect(cells("doors", "door") == [5, 11])
        #expect(svg.inGroup("doors").compactMap { $0.attributes["data-direction"] } == ["south", "east"])
        #expect(cells("key", "key") == [7])
        // Both over the walls, in the fixtures' group.
        #expect(svg.inGroup("fixtures").contains { $0.attributes["id"] == "doors" })
        #expect(svg.inGroup("fixtures").contains { $0.attributes["id"] == "key" })
        // A level without doors has neither group.
        var plain = level
        plain.fixtures = .none
        var plainText = ""
        LevelSVG.write(plain, cellSize: 20, to: { plainText += $0 })
        #expect(!plainText.contains("doors") && !plainText.contains(#"id="key""#))
    }

    /// A levels file's doors count reaches the built level, its JSON, its `MZ7-` code and back.
    @Test func aLevelsFileAskingForDoorsGetsThemEverywhere() throws {
        // Larger than a designed question (`LevelBuilder.questionCells`), and braided, so there
        // is a way round each door.
        var spec = LevelSpec(id: 1, name: "Doors", seed: 12, width: 19, height: 19, algorithm: .recursiveBacktracker)
        spec.braid = 0.4
        spec.crates = 2
        spec.doors = 2
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("levels.json")
        try LevelFile(shop: ShopPrices(jump: 40, demolish: 60), levels: [spec]).json.write(to: file, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""doors": 2"#))
        #expect(try LevelFile(data: Data(contentsOf: file)).levels == [spec])
        let level = try LevelBuilder.build(spec)
        let fixtures = level.fixtures
        let key = try #require(fixtures.key)
        #expect(!fixtures.doors.isEmpty && fixtures.doors.count <= 2)
        let run = mz(["level", "--levels", file.path, "--level", "1", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect((object["doors"] as? [Any])?.count == fixtures.doors.count)
        #expect(object["key"] as? [Int] == [key % 19, key / 19])
        // Its code is `MZ7-` and rebuilds it, doors, key and all.
        let code = try #require(LevelCode.code(for: spec))
        #expect(code.hasPrefix(LevelCode.doorsPrefix))
        let fromCode = try LevelBuilder.build(try LevelCode.spec(from: code))
        #expect(fromCode.fixtures == fixtures && fromCode.fingerprint == level.fingerprint)
        // The text draws every door (one `▒` across a wall column, three along a wall row, and
        // one more in the key line) and the key.
        let text = mz(["level", "--levels", file.path, "--level", "1"])
        #expect(text.status == 0, "\(text.err)")
        let drawn = fixtures.doors.reduce(1) { $0 + ($1.direction == .east ? 1 : 3) }
        #expect(text.out.filter { $0 == "▒" }.count == drawn && text.out.contains("k key (opens every door)"))
        let keyRow = try #require(text.out.split(separator: "\n").dropFirst(4).dropFirst(2 * (key / 19) + 1).first)
        #expect(Array(keyRow)[4 * (key % 19) + 2] == "k", "\(keyRow)")
    }
}
