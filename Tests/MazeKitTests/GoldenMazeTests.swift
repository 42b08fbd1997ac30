import Foundation
import Testing

@testable import MazeKit

/// One maze per algorithm at a fixed seed, pinned as its fingerprint and its drawing in
/// `Golden/mazes.txt`. Any change to the generator, the RNG or the draw order shows up here.
/// Re-record deliberately with `MZ_UPDATE_GOLDEN=1 swift test --filter GoldenMazeTests`.
@Suite struct GoldenMazeTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/mazes.txt")

    static func catalog() throws -> String {
        var out = "# One maze per algorithm: 10x6, seed 2026 (heart mask where the algorithm supports masks).\n"
        let heart = try #require(shippedMasks().first { $0.0 == "heart" }?.1)
        for algorithm in Algorithm.allCases {
            let maze = try Maze.generate(algorithm, width: 10, height: 6, seed: 2026)
            out += "\n## \(algorithm.name) \(maze.fingerprint.hex)\n"
            out += TextRenderer(style: .ascii).render(maze)
            if algorithm.supportsMasks {
                let masked = try Maze.generate(algorithm, width: 0, height: 0, mask: heart, seed: 2026)
                out += "## \(algorithm.name) heart \(masked.fingerprint.hex)\n"
            }
        }
        return out
    }

    @Test func everyAlgorithmMatchesItsGoldenMaze() throws {
        let current = try Self.catalog()
        if ProcessInfo.processInfo.environment["MZ_UPDATE_GOLDEN"] == "1" {
            try current.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: Self.path, encoding: .utf8)
        let currentLines = current.split(separator: "\n", omittingEmptySubsequences: false)
        let storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, (a, b)) in zip(currentLines, storedLines).enumerated() where a != b {
            Issue.record("Golden/mazes.txt line \(i + 1) differs:\n  stored:  \(b)\n  current: \(a)")
            return
        }
        #expect(currentLines.count == storedLines.count)
    }
}
