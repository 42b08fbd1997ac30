import Testing

@testable import MazeKit

/// The one-byte-a-cell searches (`DistanceRings`, `MarkedPath`) held to `Distances`, which keeps
/// every distance: the same paths, the same ends, on perfect, braided and masked mazes.
@Suite struct MarkedPathTests {
    /// Mazes of every algorithm and sweep size, half of them braided (loops give several
    /// shortest paths, so the tie-break shows), and some masked.
    static func mazes() throws -> [Maze] {
        var out: [Maze] = []
        for (index, (w, h)) in sweepSizes.enumerated() {
            for (number, algorithm) in Algorithm.allCases.enumerated() {
                var maze = try Maze.generate(algorithm, width: w, height: h, seed: UInt64(index))
                if (index + number) % 2 == 0 {
                    var rng = SeededRandom(seed: UInt64(index), stream: 1)
                    maze.braid(0.6, using: &rng)
                }
                out.append(maze)
            }
        }
        for (_, mask) in shippedMasks() {
            var maze = try Maze.generate(.wilson, width: 0, height: 0, mask: mask, seed: 3)
            out.append(maze)
            var rng = SeededRandom(seed: 3)
            maze.braid(1, using: &rng)
            out.append(maze)
        }
        return out
    }

    @Test func markedPathsAreTheCellsDistancesTraces() throws {
        var rng = SeededRandom(seed: 12)
        for maze in try Self.mazes() {
            let enabled = (0..<maze.cellCount).filter(maze.isEnabled)
            let ends =
                [(enabled[0], enabled[enabled.count - 1])]
                + (0..<3).map { _ in (enabled[rng.below(enabled.count)], enabled[rng.below(enabled.count)]) }
            for (start, goal) in ends {
                let expected = try #require(maze.distances(from: start).path(to: goal, in: maze))
                let marked = try #require(maze.markedPath(from: start, to: goal))
                var walked: [Int] = []
                marked.forEachCell { walked.append($0) }
                #expect(walked == expected, "\(maze.width)x\(maze.height) from \(start) to \(goal)")
                #expect(marked.length == expected.count - 1)
                #expect((0..<maze.cellCount).filter(marked.contains) == expected.sorted())
                #expect(maze.path(from: start, to: goal) == expected)
            }
        }
    }

    @Test func longestPathEndsWhereTwoFullSweepsEnd() throws {
        for maze in try Self.mazes() {
            let first = try #require((0..<maze.cellCount).first(where: maze.isEnabled))
            let a = maze.distances(from: first).farthest.cell
            let (b, length) = maze.distances(from: a).farthest
            #expect(maze.longestPath() == (start: a, end: b, length: length), "\(maze.width)x\(maze.height)")
        }
    }

    @Test func unreachableAndDisabledCellsHaveNoMarkedPath() throws {
        #expect(Maze(width: 3, height: 1).markedPath(from: 0, to: 2) == nil)  // no passages at all
        let heart = try #require(shippedMasks().first { $0.0 == "heart" }?.1)
        let maze = try Maze.generate(.wilson, width: 0, height: 0, mask: heart, seed: 1)
        #expect(!maze.isEnabled(0) && maze.markedPath(from: 0, to: maze.cellCount / 2) == nil)
    }

    @Test func aOneCellPathIsItsOwnStartAndGoal() throws {
        let maze = try Maze.generate(.wilson, width: 4, height: 4, seed: 1)
        let marked = try #require(maze.markedPath(from: 5, to: 5))
        var walked: [Int] = []
        marked.forEachCell { walked.append($0) }
        #expect(walked == [5] && marked.length == 0 && marked.contains(5) && !marked.contains(6))
    }
}
