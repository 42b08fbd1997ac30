import Testing

@testable import MazeKit

@Suite struct SolverTests {
    @Test func distancesFollowTheOnlyPath() {
        let maze = RenderingTests.snake()
        let d = maze.distances(from: 0)
        #expect((0..<6).map { d[$0] } == [0, 1, 2, 5, 4, 3])
        #expect(d.farthest == (cell: 3, distance: 5))
    }

    @Test func longestPathMatchesBruteForceOnSmallTrees() throws {
        for seed in 0..<60 {
            let (w, h) = sweepSizes[seed % 12]
            let maze = try Maze.generate(Algorithm.allCases[seed % 12], width: w, height: h, seed: UInt64(seed))
            var best = 0
            for a in 0..<maze.cellCount {
                let d = maze.distances(from: a)
                for b in 0..<maze.cellCount { best = max(best, d[b] ?? 0) }
            }
            let (start, end, length) = maze.longestPath()
            #expect(length == best)
            #expect(maze.distances(from: start)[end] == length)
        }
    }

    @Test func weightedDistancesMatchBellmanFord() throws {
        var rng = SeededRandom(seed: 77)
        for seed in 0..<40 {
            var maze = try Maze.generate(.kruskal, width: 9, height: 7, seed: UInt64(seed))
            maze.braid(0.7, using: &rng)
            let cost = (0..<maze.cellCount).map { _ in UInt8(1 + rng.below(3)) }
            let root = rng.below(maze.cellCount)
            let fast = maze.weightedDistances(from: root, cost: cost)
            // Bellman-Ford: relax every passage until nothing changes.
            var slow = [Int](repeating: Int.max, count: maze.cellCount)
            slow[root] = 0
            var changed = true
            while changed {
                changed = false
                for cell in 0..<maze.cellCount where slow[cell] != Int.max {
                    for d in Direction.ordered where maze.isOpen(cell, d) {
                        let n = try #require(maze.neighbour(of: cell, d))
                        if slow[cell] + Int(cost[n]) < slow[n] {
                            slow[n] = slow[cell] + Int(cost[n])
                            changed = true
                        }
                    }
                }
            }
            #expect((0..<maze.cellCount).map { fast[$0] ?? Int.max } == slow)
        }
    }

    @Test func pathIsContiguousAndEndsRight() throws {
        let maze = try Maze.generate(.recursiveBacktracker, width: 30, height: 20, seed: 5)
        let path = try #require(maze.path(from: 0, to: maze.cellCount - 1))
        #expect(path.first == 0 && path.last == maze.cellCount - 1)
        for (a, b) in zip(path, path.dropFirst()) {
            #expect(Direction.ordered.contains { maze.isOpen(a, $0) && maze.neighbour(of: a, $0) == b })
        }
        #expect(path.count - 1 == maze.distances(from: 0)[maze.cellCount - 1])
    }

    @Test func unreachableCellsHaveNoDistance() {
        let maze = Maze(width: 3, height: 1)  // no passages at all
        #expect(maze.distances(from: 0)[2] == nil)
        #expect(maze.path(from: 0, to: 2) == nil)
    }
}

@Suite struct BraidTests {
    @Test func braidZeroChangesNothingAndBraidOneLeavesNoDeadEnds() throws {
        for seed in 0..<40 {
            let maze = try Maze.generate(.wilson, width: 12, height: 9, seed: UInt64(seed))
            var rng = SeededRandom(seed: UInt64(seed))
            var same = maze
            same.braid(0, using: &rng)
            #expect(same == maze)
            var braided = maze
            braided.braid(1, using: &rng)
            #expect(braided.deadEnds.isEmpty)
            #expect(braided.hasConsistentPassages && braided.isConnected)
            #expect(braided.linkCount > maze.linkCount)
        }
    }

    @Test func braidHalfRemovesAboutHalfTheDeadEnds() throws {
        let maze = try Maze.generate(.kruskal, width: 60, height: 60, seed: 8)
        var braided = maze
        var rng = SeededRandom(seed: 8)
        braided.braid(0.5, using: &rng)
        let before = Double(maze.deadEnds.count), after = Double(braided.deadEnds.count)
        // Each accepted dead end removes itself and often a partner, so well under 60% remain.
        #expect(after < before * 0.6 && after > before * 0.2, "\(before) → \(after)")
    }

    @Test func braidOnMasksStaysInside() throws {
        let mask = randomBlobMask(width: 20, height: 20, share: 0.5, seed: 9)
        var maze = try Maze.generate(.wilson, width: 0, height: 0, mask: mask, seed: 9)
        var rng = SeededRandom(seed: 9)
        maze.braid(1, using: &rng)
        #expect(passagesStayInside(maze) && maze.isConnected)
    }
}

@Suite struct StatisticsTests {
    @Test func countsAddUpToTheCells() throws {
        for algorithm in Algorithm.allCases {
            let maze = try Maze.generate(algorithm, width: 25, height: 25, seed: 4)
            let s = maze.statistics
            #expect(s.deadEnds + s.junctions + s.straightCorridors + s.turns == s.cells)
            #expect(s.longestPath == maze.longestPath().length)
        }
    }

    @Test func snakeHasTwoDeadEndsAndOneStraight() {
        let s = RenderingTests.snake().statistics
        #expect(s == MazeStatistics(cells: 6, deadEnds: 2, junctions: 0, straightCorridors: 2, turns: 2, longestPath: 5))
    }
}
