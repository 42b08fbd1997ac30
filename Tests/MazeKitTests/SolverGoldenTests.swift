import Testing

@testable import MazeKit

/// The solvers' answers pinned on one maze per algorithm (recorded at commit 23aac98, before
/// they were made faster), so that no speed-up changes a distance, a longest path's ends or a
/// count: the campaign's start and exit come from `longestPath()` (docs/rules.md).
@Suite struct SolverGoldenTests {
    /// FNV-1a 64 of a distance array, each value as 4 little-endian bytes.
    static func digest(_ values: [Int32]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in values {
            for shift in stride(from: 0, to: 32, by: 8) {
                hash = (hash ^ UInt64(UInt32(bitPattern: v) >> UInt32(shift) & 0xFF)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// One line per algorithm: distances from the middle cell, weighted distances on the maze
    /// braided by half, the longest path and the statistics.
    static func line(_ algorithm: Algorithm) throws -> String {
        let maze = try Maze.generate(algorithm, width: 41, height: 29, seed: 2026)
        var rng = SeededRandom(seed: 2026, stream: 3)
        var braided = maze
        braided.braid(0.5, using: &rng)
        let cost = (0..<maze.cellCount).map { _ in UInt8(1 + rng.below(3)) }
        let middle = maze.cellCount / 2
        let (start, end, length) = maze.longestPath()
        let (bStart, bEnd, bLength) = braided.longestPath()
        let s = maze.statistics
        return
            "\(algorithm.name) \(digest(maze.distances(from: middle).values)) \(digest(braided.weightedDistances(from: middle, cost: cost).values))"
            + " \(start)-\(end):\(length) \(bStart)-\(bEnd):\(bLength)"
            + " \(s.deadEnds)/\(s.junctions)/\(s.straightCorridors)/\(s.turns)/\(s.longestPath)"
    }

    /// Recorded at 23aac98: name, distances, weighted distances, longest path (plain and
    /// braided), dead ends/junctions/straights/turns/longest.
    static let golden: [String] = [
        "binary-tree 1301fbf366f90bdd b9c82a960ca274ba 1156-1148:128 1177-574:91 319/317/289/264/128",
        "sidewinder d5988d4dbdc08ba7 1a03c2f909b5e96f 1175-1151:124 1183-1151:110 321/288/281/299/124",
        "aldous-broder db2666bfcff88de1 8883ceaaa360a8a 771-121:206 1023-125:90 353/314/198/324/206",
        "wilson d8eacc765252c9b eaac66c205f7fd64 919-1053:184 1187-164:85 347/296/219/327/184",
        "hunt-and-kill 5f7846cafa0570c3 4e87e0355d1b99fe 1017-1009:246 682-164:122 114/111/348/616/246",
        "recursive-backtracker aa6aa513aa367add 899f2090218858e2 682-419:529 735-42:145 121/118/356/594/529",
        "kruskal 3253b2372d2a20f 931c481b264bfb4c 409-164:177 1147-164:89 351/300/206/332/177",
        "simplified-prim dd47cac6b7b43ce9 4fa62e868373fb4f 204-82:78 40-82:72 317/286/318/268/78",
        "true-prim 6fdd164e107faf65 c2556301b6eb0c4a 20-1152:120 1024-208:80 539/386/124/140/120",
        "growing-tree 90b83f4526ff531f 84d81870d2ca33cc 250-164:178 1186-209:103 270/250/229/440/178",
        "eller 42ee4acf4bc39e75 4cff47ba4ce008ad 140-19:161 1063-0:87 332/299/243/315/161",
        "recursive-division 3a6bc51f93ac66e3 2b92039759c92a1e 531-287:176 285-45:120 331/293/216/349/176",
    ]

    @Test func solversGiveTheirRecordedAnswers() throws {
        let lines = try Algorithm.allCases.map(Self.line)
        #expect(lines == Self.golden)
    }
}
