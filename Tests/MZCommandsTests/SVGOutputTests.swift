import Foundation
import GameEngine
import MazeKit
import Synchronization
import Testing

@testable import MZCommands

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document read back as XML: every element with its attributes and text, in order.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The ids of the `<g>` elements around it, outermost first.
        var groups: [String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `text`; a document that is not well-formed XML fails the test.
    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        let ok = parser.parse()
        try #require(ok, "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let groups = open.compactMap { elements[$0].name == "g" ? elements[$0].attributes["id"] : nil }
        elements.append(Element(name: name, attributes: attributes, groups: groups))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    /// The elements inside the group `id`.
    func inGroup(_ id: String) -> [Element] { elements.filter { $0.groups.contains(id) } }
}

/// The commands of a path's `d` as (command, numbers), for the few commands mz writes.
func pathCommands(_ d: String) -> [(Character, [Double])] {
    var result: [(Character, [Double])] = []
    var number = ""
    func endNumber() {
        if !number.isEmpty, let value = Double(number) { result[result.count - 1].1.append(value) }
        number = ""
    }
    for character in d {
        if character.isLetter {
            endNumber()
            result.append((character, []))
        } else if character == " " || character == "," {
            endNumber()
        } else if character == "-" && !number.isEmpty {
            endNumber()
            number = "-"
        } else {
            number.append(character)
        }
    }
    endNumber()
    return result
}

/// A unit wall segment: horizontal from (x, y) to (x + 1, y), or vertical to (x, y + 1).
struct WallSegment: Hashable {
    var x: Int, y: Int, isHorizontal: Bool
}

/// Every unit wall a maze's picture must draw: the closed sides of its enabled cells, a side
/// shared by two cells counted once.
func closedSides(_ maze: Maze) -> Set<WallSegment> {
    var sides = Set<WallSegment>()
    for cell in 0..<maze.cellCount where maze.isEnabled(cell) {
        let x = maze.x(of: cell), y = maze.y(of: cell)
        for direction in Direction.ordered where !maze.isOpen(cell, direction) {
            switch direction {
            case .north: sides.insert(WallSegment(x: x, y: y, isHorizontal: true))
            case .south: sides.insert(WallSegment(x: x, y: y + 1, isHorizontal: true))
            case .west: sides.insert(WallSegment(x: x, y: y, isHorizontal: false))
            case .east: sides.insert(WallSegment(x: x + 1, y: y, isHorizontal: false))
            }
        }
    }
    return sides
}

/// The walls a picture draws, as (unit segments, number of runs); a segment drawn twice fails.
func drawnWalls(_ svg: SVGDocument) throws -> (segments: Set<WallSegment>, runs: [(x: Int, y: Int, length: Int, isHorizontal: Bool)]) {
    var segments = Set<WallSegment>()
    var runs: [(x: Int, y: Int, length: Int, isHorizontal: Bool)] = []
    for element in svg.inGroup("walls") where element.name == "path" {
        var at = (x: 0, y: 0)
        for (command, numbers) in pathCommands(element.attributes["d"] ?? "") {
            switch command {
            case "M":
                try #require(numbers.count == 2)
                at = (Int(numbers[0]), Int(numbers[1]))
            case "h", "v":
                try #require(numbers.count == 1 && numbers[0] > 0)
                let length = Int(numbers[0]), isHorizontal = command == "h"
                runs.append((at.x, at.y, length, isHorizontal))
                for i in 0..<length {
                    let segment = WallSegment(
                        x: at.x + (isHorizontal ? i : 0), y: at.y + (isHorizontal ? 0 : i), isHorizontal: isHorizontal)
                    #expect(segments.insert(segment).inserted, "wall \(segment) drawn twice")
                }
                if isHorizontal { at.x += length } else { at.y += length }
            default:
                Issue.record("unexpected path command \(command) among the walls")
            }
        }
    }
    return (segments, runs)
}

/// The cells a path through cell centres visits, from its `M`, `H`, `V` and `L` commands.
func visitedCells(_ svg: SVGDocument, group: String, width: Int) throws -> [Int] {
    var cells: [Int] = []
    for element in svg.inGroup(group) where element.name == "path" {
        var at = (x: 0, y: 0)
        for (command, numbers) in pathCommands(element.attributes["d"] ?? "") {
            var to = at
            switch command {
            case "M":
                at = (Int(numbers[0]), Int(numbers[1]))
                // A new piece starts where the last one ended.
                if cells.last != at.y * width + at.x { cells.append(at.y * width + at.x) }
                continue
            case "H": to.x = Int(numbers[0])
            case "V": to.y = Int(numbers[0])
            case "h": to.x += Int(numbers[0])
            case "L": to = (Int(numbers[0]), Int(numbers[1]))
            default: Issue.record("unexpected path command \(command)")
            }
            try #require(to.x == at.x || to.y == at.y, "a diagonal step in the path")
            while at != to {
                at.x += (to.x > at.x ? 1 : to.x < at.x ? -1 : 0)
                at.y += (to.y > at.y ? 1 : to.y < at.y ? -1 : 0)
                cells.append(at.y * width + at.x)
            }
        }
    }
    return cells
}

@Suite struct SVGOutputTests {
    static let cases = [
        "--algorithm wilson --size 12x7 --seed 9",
        "--algorithm recursive-backtracker --size 60x40 --seed 2",
        "--algorithm kruskal --mask heart --seed 3",
        "--algorithm eller --size 1x30 --seed 4",
        "--algorithm growing-tree --size 17x5 --seed 5 --braid 0.5",
        "--algorithm recursive-division --size 30x1 --seed 6",
        "--algorithm aldous-broder --mask ring --seed 7 --braid 1",
        "--algorithm binary-tree --size 1x1 --seed 1",
    ]

    @Test(arguments: cases)
    func wallsAreTheMazesClosedSidesMergedIntoLongRuns(line: String) throws {
        let run = mz("generate " + line + " --format svg")
        #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
        let svg = try SVGDocument(run.out)
        let maze = try #require(try GenerateStreamingTests.mazes(line).first).maze
        let (segments, runs) = try drawnWalls(svg)
        #expect(segments == closedSides(maze))
        // Merged: no run continues straight into another one.
        let starts = Set(runs.map { WallSegment(x: $0.x, y: $0.y, isHorizontal: $0.isHorizontal) })
        for run in runs {
            let next = WallSegment(
                x: run.x + (run.isHorizontal ? run.length : 0), y: run.y + (run.isHorizontal ? 0 : run.length),
                isHorizontal: run.isHorizontal)
            #expect(!starts.contains(next), "the run at \(run) is not merged with the next")
        }
        // Far fewer elements than wall sides: one path per row at most.
        #expect(svg.inGroup("walls").count <= maze.height + 2)
    }

    @Test(arguments: cases)
    func solveDrawsTheSolutionThroughCellCentres(line: String) throws {
        let run = mz("generate " + line + " --format svg --solve")
        #expect(run.status == 0)
        let svg = try SVGDocument(run.out)
        let maze = try #require(try GenerateStreamingTests.mazes(line).first).maze
        let expected = try #require(GenerateStreamingTests.solution(maze))
        #expect(try visitedCells(svg, group: "solution", width: maze.width) == expected)
        #expect(mz("generate " + line + " --format svg").out.contains("solution") == false)
    }

    @Test func aLongSolutionComesInPiecesOfBoundedLength() throws {
        let run = mz("generate --algorithm recursive-backtracker --size 200x150 --seed 8 --format svg --solve")
        let svg = try SVGDocument(run.out)
        let pieces = svg.inGroup("solution").filter { $0.name == "path" }
        #expect(pieces.count > 1)
        for piece in pieces { #expect(pathCommands(piece.attributes["d"] ?? "").count <= 1_025) }
        let maze = try Maze.generate(.recursiveBacktracker, width: 200, height: 150, seed: 8)
        #expect(try visitedCells(svg, group: "solution", width: 200) == GenerateStreamingTests.solution(maze))
    }

    @Test func theDefaultSizeFitsSmallAndLargeMazesAndCellChoosesIt() throws {
        func size(_ line: String) throws -> (Int?, Int?, String?) {
            let run = mz("generate " + line)
            #expect(run.status == 0, "\(run.err)")
            let root = try #require(try SVGDocument(run.out).elements.first)
            #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            return (root.attributes["width"].flatMap { Int($0) }, root.attributes["height"].flatMap { Int($0) }, root.attributes["viewBox"])
        }
        let small = try size("--algorithm wilson --size 20x10 --seed 1 --format svg")
        #expect(small.0 == 21 * 24 && small.1 == 11 * 24 && small.2 == "-0.5 -0.5 21 11")
        let large = try size("--algorithm binary-tree --size 400x100 --seed 1 --format svg")
        #expect(large.0 == 401 * 4 && large.1 == 101 * 4)
        let chosen = try size("--algorithm wilson --size 20x10 --seed 1 --format svg --cell 10")
        #expect(chosen.0 == 210 && chosen.1 == 110)
    }

    @Test func aMaskedMazeLeavesItsHolesBlank() throws {
        let run = mz("generate --algorithm wilson --mask heart --seed 2 --format svg")
        let mask = try #require(try MaskCatalog.mask(named: "heart"))
        let (segments, _) = try drawnWalls(try SVGDocument(run.out))
        // The top-left hole touches no wall: nothing is drawn around it.
        #expect(!mask.enabled[0])
        #expect(!segments.contains(WallSegment(x: 0, y: 0, isHorizontal: true)))
        #expect(!segments.contains(WallSegment(x: 0, y: 0, isHorizontal: false)))
    }

    @Test(arguments: [
        (
            "generate --algorithm wilson --size 5x5 --format svg --cell 0", 64,
            "option '--cell' must be a whole number from 1 to 100, got '0'"
        ),
        (
            "generate --algorithm wilson --size 5x5 --format svg --cell 101", 64,
            "option '--cell' must be a whole number from 1 to 100, got '101'"
        ),
        ("generate --algorithm wilson --size 5x5 --cell 8", 64, "--cell sets the size of an SVG picture; add --format svg"),
        (
            "generate --algorithm wilson --size 5x5 --format svg --count 2", 64,
            "--format svg draws one maze; leave out --count or use --format json"
        ),
        ("level --level 1 --cell 8", 64, "--cell sets the size of an SVG picture; add --format svg"),
    ])
    func badPictureOptionsAreRefused(line: String, status: Int32, message: String) {
        let run = mz(line)
        #expect(run.status == status)
        #expect(run.err == "mz: error: \(message)\n")
        #expect(run.out.isEmpty)
    }

    @Test func aLargeMazeArrivesInPiecesOfAFewHundredKB() throws {
        let pieces = Capture()
        let largest = Mutex(0), count = Mutex(0)
        let console = Console(
            out: { text in
                pieces.append(text)
                largest.withLock { $0 = max($0, text.utf8.count) }
                count.withLock { $0 += 1 }
            }, err: { _ in })
        #expect(
            MZ.run(
                ["generate", "--algorithm", "kruskal", "--size", "400x300", "--seed", "1", "--format", "svg", "--solve"], console: console)
                == 0)
        #expect(count.withLock { $0 } > 2)
        #expect(largest.withLock { $0 } < ChunkedOutput.chunkBytes + 64 * 1024)
        _ = try SVGDocument(pieces.value)
    }

    // MARK: - Levels

    @Test(arguments: [1, 15, 40, 77, 100])
    func aLevelPictureShowsTerrainItemsStartAndExit(id: Int) throws {
        let run = mz("level --level \(id) --format svg")
        #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
        let svg = try SVGDocument(run.out)
        let level = try LevelBuilder.build(try Campaign.load().levels[id - 1])
        #expect(try drawnWalls(svg).segments == closedSides(level.maze))
        for terrain in [Terrain.ice, .mud] {
            var cells = Set<Int>()
            for element in svg.inGroup(terrain == .ice ? "ice" : "mud") where element.name == "path" {
                var at = (x: 0, y: 0)
                for (command, numbers) in pathCommands(element.attributes["d"] ?? "") {
                    if command == "M" { at = (Int(numbers[0]), Int(numbers[1])) }
                    if command == "h", numbers[0] > 0 {
                        for x in at.x..<(at.x + Int(numbers[0])) { #expect(cells.insert(at.y * level.maze.width + x).inserted) }
                    }
                }
            }
            let expected = Set((0..<level.maze.cellCount).filter { level.maze.isEnabled($0) && level.terrain[$0] == terrain })
            #expect(cells == expected, "\(terrain)")
        }
        func cell(_ element: SVGDocument.Element) -> Int? {
            guard let x = element.attributes["data-x"].flatMap({ Int($0) }), let y = element.attributes["data-y"].flatMap({ Int($0) })
            else { return nil }
            return y * level.maze.width + x
        }
        let crates = svg.inGroup("crates").filter { $0.name == "g" }
        #expect(crates.compactMap(cell) == level.crates.map(\.cell))
        let values = svg.inGroup("crates").filter { $0.name == "text" }.map { $0.text }
        #expect(values == level.crates.map { String($0.coins) })
        #expect(svg.inGroup("crates").filter { $0.attributes["class"] == "ledge" }.count == level.crates.filter(\.needsJump).count)
        #expect(svg.inGroup("gems").filter { $0.name == "g" }.compactMap(cell) == level.gems)
        #expect(svg.elements.filter { $0.attributes["id"] == "start" }.compactMap(cell) == [level.start])
        #expect(svg.elements.filter { $0.attributes["id"] == "exit" }.compactMap(cell) == [level.exit])
        let title = svg.elements.first { $0.name == "title" }?.text
        #expect(title == "Level \(id): \(level.name)")
    }

    @Test func aSeededLevelWithAMaskAndAHostileNameIsEscaped() throws {
        let run = mz("level --seed 5 --size 20x12 --ice 0.3 --mud 0.2 --crates 3 --format svg --cell 12")
        #expect(run.status == 0)
        let svg = try SVGDocument(run.out)
        #expect(svg.elements.first?.attributes["width"] == String(21 * 12))
        #expect(SVGRenderer.escaped("a<b & \"c\" > 'd'") == "a&lt;b &amp; &quot;c&quot; &gt; &apos;d&apos;")
    }
}
