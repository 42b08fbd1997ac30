import Foundation
import MazeKit
import Testing

@testable import GameEngine
@testable import MZCommands

/// Gates, portals, belts and tunnels in `mz level`'s text, JSON and SVG (docs/formats.md,
/// "`mz level` output" and "SVG pictures"), on a hand-made level, and through the command line
/// from a levels file that asks for them.
@Suite struct FixtureOutputTests {
    /// An 8×4 serpentine with a gate east (2 → 3) and one south (23 → 31), a portal pair (5 and
    /// 28), belts west on 11–13 and a tunnel from 2 under 10 to 18 (as `FixtureScreenTests`).
    static func level() -> Level {
        var maze = Maze(width: 8, height: 4)
        for y in 0..<4 { for x in 0..<7 { maze.link(8 * y + x, .east) } }
        maze.link(7, .south)
        maze.link(8, .south)
        maze.link(23, .south)
        let spec = LevelSpec(id: 0, name: "Four Fixtures", seed: 0, width: 8, height: 4, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Four Fixtures", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 32), start: 0, exit: 24,
            crates: [Crate(cell: 14, coins: 7)], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 8, height: 4,
            gates: [Fixtures.Gate(cell: 2, direction: .east), Fixtures.Gate(cell: 23, direction: .south)],
            portals: [Fixtures.Portal(a: 5, b: 28)],
            belts: [11, 12, 13].map { Fixtures.Belt(cell: $0, direction: .west) },
            tunnels: [Fixtures.Tunnel(cell: 2, direction: .south)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 6
        return level
    }

    @Test(arguments: [false, true])
    func textDrawsEachFixtureWhereThePlayFieldDoes(ascii: Bool) {
        let level = Self.level()
        let text = LevelText.describe(level, solution: MoveGraph(level).solve(from: 0), ascii: ascii)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(12).joined(separator: "\n")
        #expect(
            lines
                == (ascii
                    ? """
                    par 9, budget 15, 1 crate, 0 gems
                    +---+---+---+---+---+---+---+---+
                    | S         >        (A)        |
                    +---+---+-H-+---+---+---+---+   +
                    |            <<< <<< <<<  $7    |
                    +   +---+-H-+---+---+---+---+---+
                    |                               |
                    +---+---+---+---+---+---+---+ v +
                    | E              (A)            |
                    +---+---+---+---+---+---+---+---+
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), * gem, ~ ice, % mud
                         > gate (crossed one way), (A) portal to the other (A), >>> belt, = H tunnel under a corridor
                    """
                    : """
                    par 9, budget 15, 1 crate, 0 gems
                    ┌───────────────────────────────┐
                    │ S         ▶        (A)        │
                    ├─────────║─────────────────╴   │
                    │            ←←← ←←← ←←←  $7    │
                    │   ╶─────║─────────────────────┤
                    │                               │
                    ├───────────────────────────╴ ▼ │
                    │ E              (A)            │
                    └───────────────────────────────┘
                    key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), ◆ gem, ~ ice, % mud
                         ▶ gate (crossed one way), (A) portal to the other (A), →→→ belt, ═ ║ tunnel under a corridor
                    """),
            "\(lines)")
        // A level without fixtures has the one key line it always had.
        var plain = level
        plain.fixtures = .none
        #expect(!LevelText.describe(plain, solution: MoveGraph(plain).solve(from: 0), ascii: ascii).contains("gate"))
    }

    @Test func jsonWritesEachFixtureAsTheCellsItJoins() throws {
        let level = Self.level()
        let json = LevelJSON.object(level, solution: MoveGraph(level).solve(from: 0))
        #expect(
            json.contains(
                #""gems":[],"gates":[{"from":[2,0],"to":[3,0]},{"from":[7,2],"to":[7,3]}],"portals":[[[5,0],[4,3]]],"belts":[{"x":3,"y":1,"direction":"west"},{"x":4,"y":1,"direction":"west"},{"x":5,"y":1,"direction":"west"}],"tunnels":[{"from":[2,0],"under":[2,1],"to":[2,2]}],"par":9,"#
            ), "\(json)")
        // Without fixtures the four lists are there, empty.
        var plain = level
        plain.fixtures = .none
        #expect(
            LevelJSON.object(plain, solution: MoveGraph(plain).solve(from: 0)).contains(
                #""gates":[],"portals":[],"belts":[],"tunnels":[],"#))
    }

    @Test func svgHasAGroupForEachFixture() throws {
        let level = Self.level()
        var text = ""
        LevelSVG.write(level, cellSize: 20, to: { text += $0 })
        let svg = try SVGDocument(text)
        func cells(_ group: String, _ className: String) -> [Int] {
            svg.inGroup(group).filter { $0.attributes["class"] == className }.compactMap { element in
                guard let x = element.attributes["data-x"].flatMap({ Int($0) }), let y = element.attributes["data-y"].flatMap({ Int($0) })
                else { return nil }
                return y * 8 + x
            }
        }
        #expect(cells("gates", "gate") == [2, 23])
        #expect(svg.inGroup("gates").compactMap { $0.attributes["data-direction"] } == ["east", "south"])
        #expect(cells("portals", "portal") == [5, 28])
        #expect(svg.inGroup("portals").filter { $0.name == "text" }.map(\.text) == ["A", "A"])
        #expect(cells("belts", "belt") == [11, 12, 13])
        #expect(cells("tunnels", "tunnel") == [2])
        let tunnel = try #require(svg.inGroup("tunnels").first { $0.attributes["class"] == "tunnel" })
        #expect(tunnel.attributes["data-under-x"] == "2" && tunnel.attributes["data-under-y"] == "1")
        #expect(tunnel.attributes["data-to-x"] == "2" && tunnel.attributes["data-to-y"] == "2")
        // The tunnels lie under the walls, the rest over them.
        let ids = svg.elements.compactMap { $0.name == "g" ? $0.attributes["id"] : nil }
        let order = ["tunnels", "walls", "fixtures", "items"].map { ids.firstIndex(of: $0) ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1), "\(ids)")
    }

    /// A levels file's counts reach the built level, its JSON, its code and its replays.
    @Test func aLevelsFileAskingForFixturesGetsThemEverywhere() throws {
        // Larger than a designed question (`LevelBuilder.questionCells`), so every fixture asked
        // for stays, decoration or not.
        var spec = LevelSpec(id: 1, name: "Fixtures", seed: 11, width: 19, height: 19, algorithm: .recursiveBacktracker)
        spec.braid = 0.4
        spec.crates = 2
        (spec.gates, spec.portals, spec.belts, spec.tunnels) = (2, 1, 3, 1)
        (spec.mirrors, spec.trapdoors) = (2, 1)
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent("levels.json")
        try LevelFile(shop: ShopPrices(jump: 40, demolish: 60), levels: [spec]).json.write(to: file, atomically: true, encoding: .utf8)
        let level = try LevelBuilder.build(spec)
        let fixtures = level.fixtures
        #expect(fixtures.gates.count == 2 && fixtures.portals.count == 1 && !fixtures.belts.isEmpty && fixtures.tunnels.count == 1)
        #expect(fixtures.mirrors.count == 2 && fixtures.trapdoors.count == 1)
        #expect(try LevelFile(data: Data(contentsOf: file)).levels == [spec])
        let run = mz(["level", "--levels", file.path, "--level", "1", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect((object["gates"] as? [Any])?.count == 2 && (object["portals"] as? [Any])?.count == 1)
        #expect((object["belts"] as? [Any])?.count == fixtures.belts.count && (object["tunnels"] as? [Any])?.count == 1)
        #expect((object["mirrors"] as? [Any])?.count == 2 && (object["trapdoors"] as? [Any])?.count == 1)
        #expect(object["fingerprint"] as? String == level.fingerprint)
        // Its code rebuilds it, fixtures and all.
        let code = try #require(LevelCode.code(for: spec))
        #expect(code.hasPrefix("MZ4-"))
        let fromCode = try LevelBuilder.build(try LevelCode.spec(from: code))
        #expect(fromCode.fixtures == fixtures && fromCode.fingerprint == level.fingerprint)
    }
}
