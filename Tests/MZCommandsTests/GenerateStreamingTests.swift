import Foundation
import GameEngine
import MazeKit
import Synchronization
import Testing

@testable import MZCommands

/// `mz generate` prints row by row in pieces (docs/design.md, "Performance gates"); its bytes are the ones the whole-string
/// renderers give: `TextRenderer.render(_:path:)` and the JSON as it was built in one string.
@Suite struct GenerateStreamingTests {
    /// Sizes, algorithms, masks, braids and counts; each is run with and without --solve.
    static let cases = [
        "--algorithm wilson --size 12x7 --seed 9",
        "--algorithm recursive-backtracker --size 300x40 --seed 2",
        "--algorithm kruskal --mask heart --seed 3",
        "--algorithm eller --size 1x30 --seed 4",
        "--algorithm growing-tree --size 17x5 --seed 5 --braid 0.5",
        "--algorithm sidewinder --size 5x4 --seed 6 --count 3",
    ]

    /// What a case asks for, rebuilt with the library.
    static func mazes(_ line: String) throws -> [(maze: Maze, algorithm: Algorithm, seed: UInt64)] {
        let words = line.split(separator: " ").map(String.init)
        func value(_ name: String) -> String? { words.firstIndex(of: name).map { words[$0 + 1] } }
        let algorithm = try #require(Algorithm(rawValue: value("--algorithm") ?? ""))
        let mask = try value("--mask").map { try #require(try MaskCatalog.mask(named: $0)) }
        let sides = (value("--size") ?? "0x0").split(separator: "x").compactMap { Int($0) }
        let seed = try #require(UInt64(value("--seed") ?? ""))
        return try (0..<(Int(value("--count") ?? "1") ?? 1)).map { i in
            var maze = try Maze.generate(algorithm, width: sides[0], height: sides[1], mask: mask, seed: seed + UInt64(i))
            if let braid = value("--braid").flatMap(Double.init) {
                var random = SeededRandom(seed: seed + UInt64(i), stream: 1)
                maze.braid(braid, using: &random)
            }
            return (maze, algorithm, seed + UInt64(i))
        }
    }

    /// The top-left to bottom-right path, from the full distance table.
    static func solution(_ maze: Maze) -> [Int]? {
        guard let first = (0..<maze.cellCount).first(where: maze.isEnabled),
            let last = (0..<maze.cellCount).last(where: maze.isEnabled)
        else { return nil }
        return maze.distances(from: first).path(to: last, in: maze)
    }

    /// The JSON object as `mz generate` built it in one string before it streamed.
    static func wholeJSON(_ maze: Maze, _ algorithm: Algorithm, _ seed: UInt64, solution: [Int]?) -> String {
        let rows = (0..<maze.height).map { y in
            "["
                + (0..<maze.width).map { x in
                    maze.isEnabled(y * maze.width + x) ? String(maze.passages[y * maze.width + x]) : "null"
                }.joined(separator: ",") + "]"
        }
        var out =
            "{\"algorithm\":\"\(algorithm.name)\",\"seed\":\(seed),\"width\":\(maze.width),\"height\":\(maze.height),\"cells\":["
            + rows.joined(separator: ",") + "]"
        if let solution {
            out += ",\"solution\":[" + solution.map { "[\($0 % maze.width),\($0 / maze.width)]" }.joined(separator: ",") + "]"
        }
        return out + "}\n"
    }

    @Test(arguments: cases, [false, true])
    func streamedTextIsTheWholeStringRenderersText(line: String, solve: Bool) throws {
        let mazes = try Self.mazes(line)
        for style in TextRenderer.Style.allCases {
            let run = mz("generate " + line + " --format \(style == .ascii ? "ascii" : "text")" + (solve ? " --solve" : ""))
            #expect(run.status == 0 && run.err.isEmpty)
            let expected = mazes.map { TextRenderer(style: style).render($0.maze, path: solve ? Self.solution($0.maze) ?? [] : []) }
            #expect(run.out == expected.joined(separator: "\n"), "\(line) \(style)")
        }
    }

    @Test(arguments: cases, [false, true])
    func streamedJSONIsTheWholeStringJSON(line: String, solve: Bool) throws {
        let run = mz("generate " + line + " --format json" + (solve ? " --solve" : ""))
        #expect(run.status == 0 && run.err.isEmpty)
        let expected = try Self.mazes(line).map {
            Self.wholeJSON($0.maze, $0.algorithm, $0.seed, solution: solve ? Self.solution($0.maze) : nil)
        }
        #expect(run.out == expected.joined(), "\(line)")
    }

    @Test(arguments: cases)
    func statsGiveTheFullSearchesFigures(line: String) throws {
        let run = mz("generate " + line + " --format stats --solve")
        let objects = try run.out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let mazes = try Self.mazes(line)
        #expect(objects.count == mazes.count)
        for (object, (maze, _, _)) in zip(objects, mazes) {
            let first = try #require((0..<maze.cellCount).first(where: maze.isEnabled))
            let far = maze.distances(from: maze.distances(from: first).farthest.cell).farthest
            #expect(object["longestPath"] as? Int == far.distance)
            #expect(object["solutionLength"] as? Int == (Self.solution(maze)?.count).map { $0 - 1 })
        }
    }

    @Test func aLargeMazeArrivesInPiecesOfAFewHundredKB() throws {
        let pieces = Mutex<[String]>([])
        let console = Console(out: { text in pieces.withLock { $0.append(text) } }, err: { _ in })
        #expect(MZ.run(["generate", "--algorithm", "binary-tree", "--size", "300x200", "--seed", "1"], console: console) == 0)
        let got = pieces.withLock { $0 }
        let lineBytes = (4 * 300 + 2) * 3
        #expect(got.count > 3)
        for piece in got.dropLast() {
            #expect(piece.utf8.count >= ChunkedOutput.chunkBytes && piece.utf8.count < ChunkedOutput.chunkBytes + lineBytes)
        }
        #expect(got.joined() == TextRenderer().render(try Maze.generate(.binaryTree, width: 300, height: 200, seed: 1)))
    }
}
