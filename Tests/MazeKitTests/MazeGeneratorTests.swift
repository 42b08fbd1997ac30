import Testing

@testable import MazeKit

@Suite struct MazeGeneratorTests {
    @Test(arguments: Algorithm.allCases)
    func everyMazeIsPerfectOverAHundredAndTwentySeeds(algorithm: Algorithm) throws {
        for seed in 0..<120 {
            let (w, h) = sweepSizes[seed % sweepSizes.count]
            let maze = try Maze.generate(algorithm, width: w, height: h, seed: UInt64(seed))
            #expect(maze.width == w && maze.height == h)
            #expect(passagesStayInside(maze), "\(algorithm) seed \(seed) \(w)x\(h): passage leaves the grid or is one-sided")
            #expect(isSpanningTree(maze), "\(algorithm) seed \(seed) \(w)x\(h): not a spanning tree")
            #expect(maze.isPerfect)
        }
    }

    @Test(arguments: Algorithm.allCases.filter(\.supportsMasks))
    func maskedMazesArePerfectAndStayOutOfHoles(algorithm: Algorithm) throws {
        let shipped = shippedMasks()
        #expect(shipped.count == 5)
        for seed in 0..<200 {
            let mask: Mask
            if seed % 4 == 0 {
                mask = shipped[(seed / 4) % shipped.count].1
            } else {
                let (w, h) = sweepSizes[(seed * 7) % sweepSizes.count]
                mask = randomBlobMask(width: w, height: h, share: 0.6, seed: UInt64(seed))
            }
            let maze = try Maze.generate(algorithm, width: 0, height: 0, mask: mask, seed: UInt64(seed))
            #expect(maze.width == mask.width && maze.height == mask.height)
            #expect(passagesStayInside(maze), "\(algorithm) seed \(seed): passage into a hole")
            #expect(isSpanningTree(maze), "\(algorithm) seed \(seed): not a spanning tree of the mask")
        }
    }

    @Test(arguments: Algorithm.allCases.filter { !$0.supportsMasks })
    func algorithmsThatCannotHonourMasksRefuseThem(algorithm: Algorithm) {
        let mask = randomBlobMask(width: 6, height: 6, share: 0.5, seed: 3)
        #expect(throws: MazeGenerationError.maskNotSupported(algorithm)) {
            try Maze.generate(algorithm, width: 6, height: 6, mask: mask, seed: 1)
        }
        // A mask with no holes is no constraint, so it is accepted.
        #expect((try? Maze.generate(algorithm, width: 4, height: 4, mask: Mask(width: 4, height: 4), seed: 1))?.isPerfect == true)
    }

    @Test func aDisconnectedMaskIsRefused() {
        #expect(throws: MaskError.disconnected(x: 3, y: 0)) { try Mask(parsing: "..X..\n..X..\n") }
        let split = Mask(width: 5, height: 1, enabled: [true, true, false, true, true])
        #expect(throws: MazeGenerationError.invalidMask(.disconnected(x: 3, y: 0))) {
            try Maze.generate(.wilson, width: 5, height: 1, mask: split, seed: 1)
        }
        #expect(throws: MaskError.noEnabledCells) { try Mask(parsing: "XX\nXX") }
        #expect(throws: MaskError.empty) { try Mask(parsing: "\n\n") }
        #expect(throws: MaskError.raggedLine(line: 2, found: 2, expected: 3)) { try Mask(parsing: "...\n..\n") }
    }

    @Test func masksParseFromAsciiArt() throws {
        let mask = try Mask(parsing: "X..\r\n...\r\n\n")
        #expect(mask.width == 3 && mask.height == 2)
        #expect(mask.enabled == [false, true, true, true, true, true])
        #expect(mask.asciiArt == "X..\n...\n")
    }

    @Test(arguments: Algorithm.allCases)
    func sameSeedSameMazeOtherSeedOtherMaze(algorithm: Algorithm) throws {
        let a = try Maze.generate(algorithm, width: 20, height: 15, seed: 11)
        let b = try Maze.generate(algorithm, width: 20, height: 15, seed: 11)
        let c = try Maze.generate(algorithm, width: 20, height: 15, seed: 12)
        #expect(a == b)
        #expect(a != c)
    }

    @Test(arguments: Algorithm.allCases)
    func stepperEndsInTheOneShotMaze(algorithm: Algorithm) throws {
        for seed in 0..<60 {
            let (w, h) = sweepSizes[seed % 14]
            let mask: Mask? =
                algorithm.supportsMasks && seed % 3 == 0
                ? randomBlobMask(width: max(w, 3), height: max(h, 3), share: 0.6, seed: UInt64(seed)) : nil
            let oneShot = try Maze.generate(algorithm, width: w, height: h, mask: mask, seed: UInt64(seed))
            var stepper = try MazeStepper(algorithm, width: w, height: h, mask: mask, seed: UInt64(seed))
            var steps = 0
            var linked = 0
            while let step = stepper.step() {
                steps += 1
                linked += step.carved.count - step.walled.count
                #expect(step.current.map { $0 >= 0 && $0 < oneShot.cellCount } ?? true)
            }
            #expect(stepper.maze == oneShot, "\(algorithm) seed \(seed): stepper and one-shot differ")
            #expect(stepper.finished == oneShot)
            #expect(steps == stepper.stepCount && stepper.stepsTaken == steps)
            #expect(linked == oneShot.linkCount)
            #expect(
                !stepper.isEvaluating.contains(true) || algorithm == .aldousBroder || algorithm == .binaryTree,
                "\(algorithm): cells left under evaluation at the end")
        }
    }

    @Test func stepperShowsTheBacktrackerStackGrowingAndShrinking() throws {
        var stepper = try MazeStepper(.recursiveBacktracker, width: 5, height: 5, seed: 4)
        var peak = 0
        while stepper.step() != nil {
            peak = max(peak, stepper.isEvaluating.filter { $0 }.count)
        }
        #expect(peak > 3)
        #expect(stepper.isEvaluating.allSatisfy { !$0 })
    }

    @Test func invalidSizesAreRefused() {
        #expect(throws: MazeGenerationError.invalidSize(width: 0, height: 5)) {
            try Maze.generate(.wilson, width: 0, height: 5, seed: 1)
        }
        #expect(throws: MazeGenerationError.invalidSize(width: 100_000, height: 100_000)) {
            try Maze.generate(.binaryTree, width: 100_000, height: 100_000, seed: 1)
        }
    }

    @Test(arguments: [GrowingTreeSelection.newest, .random, .oldest, .mixed(newestShare: 0.25)])
    func growingTreeSelectionsAllGivePerfectMazes(selection: GrowingTreeSelection) throws {
        for seed in 0..<30 {
            let (w, h) = sweepSizes[seed % sweepSizes.count]
            let maze = try Maze.generate(.growingTree, width: w, height: h, seed: UInt64(seed), growingTree: selection)
            #expect(isSpanningTree(maze))
        }
    }

    /// Larger than the sweep, for Kruskal's ranks climbing and long stacks and queues. The
    /// working-memory paths of big mazes (2 MiB buffers, growth) are tested directly in
    /// `WorkingMemoryTests`, and every algorithm's 1000×1000 mazes are checked perfect in
    /// release by `mz-bench` (which CI runs): a debug build takes seconds per such maze.
    @Test(arguments: Algorithm.allCases)
    func largeMazesArePerfect(algorithm: Algorithm) throws {
        let maze = try Maze.generate(algorithm, width: 240, height: 160, seed: 7)
        #expect(isSpanningTree(maze), "\(algorithm) 240x160: not a spanning tree")
        #expect(passagesStayInside(maze))
    }

    @Test(arguments: [GrowingTreeSelection.newest, .random, .oldest, .mixed(newestShare: 0.25)])
    func largeGrowingTreesArePerfect(selection: GrowingTreeSelection) throws {
        let maze = try Maze.generate(.growingTree, width: 400, height: 300, seed: 3, growingTree: selection)
        #expect(isSpanningTree(maze))
    }

    @Test func growingTreeNewestIsADepthFirstSearch() throws {
        // Newest-first never leaves a branch while it can extend it: few dead ends, like the backtracker.
        let maze = try Maze.generate(.growingTree, width: 60, height: 60, seed: 2, growingTree: .newest)
        #expect(maze.statistics.deadEndShare < 0.13)
    }
}
