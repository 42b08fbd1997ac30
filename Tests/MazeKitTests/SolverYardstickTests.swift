import CYardstick
import Glibc
import Testing

@testable import MazeKit

/// The C solvers mz-bench compares MazeKit's with must give MazeKit's answers, or the
/// comparison means nothing: the same distances, the same longest path (ends included) and the
/// same statistics, on every algorithm's mazes, masked, braided and weighted.
@Suite struct SolverYardstickTests {
    /// Mazes of every algorithm over the swept sizes, some braided, one masked (made once for
    /// every test).
    static let mazes: [Maze] = (try? makeMazes()) ?? []

    static func makeMazes() throws -> [Maze] {
        var mazes: [Maze] = []
        var rng = SeededRandom(seed: 31)
        for (i, (w, h)) in (sweepSizes + [(100, 37)]).enumerated() {
            for (a, algorithm) in Algorithm.allCases.enumerated() {
                var maze = try Maze.generate(algorithm, width: w, height: h, seed: UInt64(i * 12 + a))
                if i % 3 == 1 { maze.braid(0.6, using: &rng) }
                mazes.append(maze)
            }
        }
        let blob = randomBlobMask(width: 30, height: 20, share: 0.6, seed: 3)
        mazes.append(try Maze.generate(.wilson, width: 0, height: 0, mask: blob, seed: 3))
        return mazes
    }

    @Test func cDistancesAreMazeKits() throws {
        var rng = SeededRandom(seed: 5)
        #expect(Self.mazes.count == (sweepSizes.count + 1) * 12 + 1)
        for maze in Self.mazes {
            let root = try #require((0..<maze.cellCount).filter(maze.isEnabled).last)
            for root in [root, (0..<maze.cellCount).filter(maze.isEnabled)[rng.below(maze.enabledCellCount)]] {
                let c = try #require(
                    maze.passages.withUnsafeBufferPointer {
                        mz_yardstick_distances($0.baseAddress, Int32(maze.width), Int32(maze.height), Int32(root))
                    })
                defer { free(c) }
                #expect(
                    maze.distances(from: root).values == Array(UnsafeBufferPointer(start: c, count: maze.cellCount)),
                    "\(maze.width)x\(maze.height) from \(root)")
            }
        }
    }

    /// Costs up to 255 make the C bucket queue wrap around its 256 buckets.
    @Test(arguments: [2, 3, 255])
    func cWeightedDistancesAreMazeKits(largestCost: Int) throws {
        var rng = SeededRandom(seed: UInt64(largestCost))
        for maze in Self.mazes {
            let cost = (0..<maze.cellCount).map { _ in UInt8(1 + rng.below(largestCost)) }
            let enabled = (0..<maze.cellCount).filter(maze.isEnabled)
            let root = enabled[rng.below(enabled.count)]
            let c = try #require(
                maze.passages.withUnsafeBufferPointer { passages in
                    cost.withUnsafeBufferPointer {
                        mz_yardstick_weighted_distances(
                            passages.baseAddress, $0.baseAddress, Int32(maze.width), Int32(maze.height), Int32(root))
                    }
                })
            defer { free(c) }
            #expect(
                maze.weightedDistances(from: root, cost: cost).values == Array(UnsafeBufferPointer(start: c, count: maze.cellCount)),
                "\(maze.width)x\(maze.height) from \(root), costs 1...\(largestCost)")
        }
    }

    @Test func cLongestPathIsMazeKits() throws {
        for maze in Self.mazes {
            var a: Int32 = -1, b: Int32 = -1
            let length = maze.passages.withUnsafeBufferPointer {
                mz_yardstick_longest_path($0.baseAddress, Int32(maze.width), Int32(maze.height), &a, &b)
            }
            let mine = maze.longestPath()
            #expect([mine.start, mine.end, mine.length] == [Int(a), Int(b), Int(length)], "\(maze.width)x\(maze.height)")
        }
    }

    @Test func cStatisticsAreMazeKits() throws {
        for maze in Self.mazes {
            var c = mz_yardstick_statistics_t()
            let status = maze.passages.withUnsafeBufferPointer {
                mz_yardstick_statistics($0.baseAddress, Int32(maze.width), Int32(maze.height), &c)
            }
            #expect(status == 0)
            let s = maze.statistics
            #expect(
                [s.deadEnds, s.junctions, s.straightCorridors, s.turns, s.longestPath]
                    == [c.dead_ends, c.junctions, c.straight_corridors, c.turns, c.longest_path].map(Int.init),
                "\(maze.width)x\(maze.height)")
        }
    }
}
