import CYardstick
import Foundation
import MazeKit

/// The solvers mz-bench times, each beside its tight C version (`CYardstickSolvers.h`).
enum Solver: String, CaseIterable, Codable {
    /// `Maze.distances(from:)`: breadth-first passage counts from one cell.
    case distances
    /// `Maze.weightedDistances(from:cost:)`: Dijkstra over entry costs (floor 1, mud 2).
    case weightedDistances = "weighted-distances"
    /// `Maze.longestPath()`: two breadth-first sweeps.
    case longestPath = "longest-path"
    /// `Maze.statistics`: the shape counts and the longest path.
    case statistics

    /// How much slower than its C yardstick MazeKit's version may be (docs/performance.md,
    /// "Solvers"): a bucket queue in Swift pays for its growable buckets more than a FIFO does.
    var yardstickAim: Double { self == .weightedDistances ? 1.5 : 1.25 }
}

/// One solver's figures, pooled over every round of child processes.
struct SolverResult: Codable {
    var solver: String
    /// Medians, ns per cell of the maze.
    var nsPerCell100: Double
    var nsPerCell1000: Double
    /// The C yardstick's medians, timed in child processes that run right after MazeKit's in
    /// every round; 0 if no C run succeeded.
    var yardstickNsPerCell100: Double
    var yardstickNsPerCell1000: Double
    var yardstickAim: Double
    var runs100: Int
    var runs1000: Int

    init(solver: Solver, samples: [SolverSamples]) {
        self.solver = solver.rawValue
        let small = samples.flatMap(\.nsPerCell100), large = samples.flatMap(\.nsPerCell1000)
        nsPerCell100 = median(small)
        nsPerCell1000 = median(large)
        yardstickNsPerCell100 = median(samples.flatMap(\.yardstick100))
        yardstickNsPerCell1000 = median(samples.flatMap(\.yardstick1000))
        yardstickAim = solver.yardstickAim
        runs100 = small.count
        runs1000 = large.count
    }

    /// MazeKit's median over the C yardstick's, at 100×100.
    var ratio100: Double { nsPerCell100 / max(yardstickNsPerCell100, 0.000_001) }
    /// MazeKit's median over the C yardstick's, at 1000×1000.
    var ratio1000: Double { nsPerCell1000 / max(yardstickNsPerCell1000, 0.000_001) }
    var meetsAim: Bool { yardstickNsPerCell1000 > 0 && ratio100 <= yardstickAim && ratio1000 <= yardstickAim }
}

/// What one solver child process measured.
struct SolverSamples: Codable {
    var solver: String
    var nsPerCell100: [Double]
    var nsPerCell1000: [Double]
    var yardstick100: [Double]
    var yardstick1000: [Double]

    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

/// The maze a solver child searches: the same in MazeKit's child and in C's, from the round.
struct SolverInput {
    var maze: Maze
    /// Entry costs for the weighted search: 1 on floor, 2 on mud (a quarter of the cells), as
    /// moves cost in docs/rules.md.
    var cost: [UInt8]
    /// The root of run `i` is `roots[i % roots.count]`.
    var roots: [Int]

    /// A uniform spanning tree (Wilson: no generator's texture favoured) of `side`×`side`;
    /// braided by half for the weighted search, so that Dijkstra meets loops.
    static func make(for solver: Solver, side: Int, round: Int) -> SolverInput? {
        let seed = UInt64(1 + round * 1000 + side)
        guard var maze = try? Maze.generate(.wilson, width: side, height: side, seed: seed) else { return nil }
        var rng = SeededRandom(seed: seed, stream: 7)
        if solver == .weightedDistances { maze.braid(0.5, using: &rng) }
        let cost = (0..<maze.cellCount).map { _ in rng.below(4) == 0 ? UInt8(2) : 1 }
        let roots = (0..<16).map { _ in rng.below(maze.cellCount) }
        return SolverInput(maze: maze, cost: cost, roots: roots)
    }
}

/// Times the solvers in child processes, MazeKit's then C's in every round (as
/// `GenerationBenchmark` does for the generators).
enum SolverBenchmark {
    /// Runs per child at 100×100 and at 1000×1000.
    static func runs(quick: Bool) -> (small: Int, large: Int) { quick ? (21, 1) : (101, 7) }

    /// Every round's children for every solver, pooled; `nil` if a child failed.
    static func run(rounds: Int, quick: Bool, progress: Bool) -> [SolverResult]? {
        var pooled: [Solver: [SolverSamples]] = [:]
        for round in 0..<rounds {
            for solver in Solver.allCases {
                for yardstick in [false, true] {
                    guard let samples = runChild(solver, quick: quick, round: round, yardstick: yardstick) else {
                        let which = yardstick ? "yardstick " : ""
                        FileHandle.standardError.write(Data("mz-bench: error: the \(solver.rawValue) \(which)child process failed\n".utf8))
                        return nil
                    }
                    pooled[solver, default: []].append(samples)
                }
                if progress { FileHandle.standardError.write(Data(".".utf8)) }
            }
        }
        return Solver.allCases.map { SolverResult(solver: $0, samples: pooled[$0] ?? []) }
    }

    /// The child's work: times MazeKit's solver (or C's, with `yardstick`) at both sizes. The
    /// C child also checks, untimed, that C and MazeKit agree on the round's 1000×1000 maze,
    /// unless the run counts are given (`--runs S,L`: for counting instructions with
    /// callgrind, where only the solver's own calls should appear).
    static func measure(_ solver: Solver, quick: Bool, round: Int, yardstick: Bool, counts: (Int, Int)? = nil) -> SolverSamples? {
        let (small, large) = counts ?? runs(quick: quick)
        guard let input100 = SolverInput.make(for: solver, side: 100, round: round),
            let input1000 = SolverInput.make(for: solver, side: 1000, round: round)
        else { return nil }
        let time = yardstick ? timeC : timeMazeKit
        let samples100 = (0..<small).compactMap { time(solver, input100, $0) }
        let samples1000 = (0..<large).compactMap { time(solver, input1000, $0) }
        if yardstick {
            guard counts != nil || agree(solver, input1000) else {
                FileHandle.standardError.write(
                    Data("mz-bench: error: C and MazeKit disagree on \(solver.rawValue) (round \(round))\n".utf8))
                exit(70)
            }
            return SolverSamples(
                solver: solver.rawValue, nsPerCell100: [], nsPerCell1000: [], yardstick100: samples100, yardstick1000: samples1000)
        }
        return SolverSamples(
            solver: solver.rawValue, nsPerCell100: samples100, nsPerCell1000: samples1000, yardstick100: [], yardstick1000: [])
    }

    /// One run of MazeKit's solver, ns per cell. The result is freed after the clock stops.
    static func timeMazeKit(_ solver: Solver, _ input: SolverInput, _ run: Int) -> Double? {
        let maze = input.maze, root = input.roots[run % input.roots.count]
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum: Int
        switch solver {
        case .distances: checksum = Int(maze.distances(from: root).values[run % maze.cellCount])
        case .weightedDistances: checksum = Int(maze.weightedDistances(from: root, cost: input.cost).values[run % maze.cellCount])
        case .longestPath: checksum = maze.longestPath().length
        case .statistics: checksum = maze.statistics.turns
        }
        let end = DispatchTime.now().uptimeNanoseconds
        if checksum == Int.min { print("") }  // keeps the work observable
        return Double(end - start) / Double(maze.cellCount)
    }

    /// One run of the C yardstick, ns per cell, its result freed after the clock stops.
    static func timeC(_ solver: Solver, _ input: SolverInput, _ run: Int) -> Double? {
        let maze = input.maze, root = Int32(input.roots[run % input.roots.count])
        let w = Int32(maze.width), h = Int32(maze.height)
        return maze.passages.withUnsafeBufferPointer { passages -> Double? in
            input.cost.withUnsafeBufferPointer { cost -> Double? in
                let start = DispatchTime.now().uptimeNanoseconds
                var result: UnsafeMutablePointer<Int32>?
                var ok = true
                switch solver {
                case .distances: result = mz_yardstick_distances(passages.baseAddress, w, h, root)
                case .weightedDistances: result = mz_yardstick_weighted_distances(passages.baseAddress, cost.baseAddress, w, h, root)
                case .longestPath:
                    var a: Int32 = 0, b: Int32 = 0
                    ok = mz_yardstick_longest_path(passages.baseAddress, w, h, &a, &b) >= 0
                case .statistics:
                    var figures = mz_yardstick_statistics_t()
                    ok = mz_yardstick_statistics(passages.baseAddress, w, h, &figures) == 0
                }
                let end = DispatchTime.now().uptimeNanoseconds
                if solver == .distances || solver == .weightedDistances { ok = result != nil }
                free(result)
                return ok ? Double(end - start) / Double(maze.cellCount) : nil
            }
        }
    }

    /// Whether C and MazeKit give the same answer on `input`'s first root.
    static func agree(_ solver: Solver, _ input: SolverInput) -> Bool {
        let maze = input.maze
        return maze.passages.withUnsafeBufferPointer { passages in
            input.cost.withUnsafeBufferPointer { cost in
                let w = Int32(maze.width), h = Int32(maze.height), root = input.roots[0]
                switch solver {
                case .distances, .weightedDistances:
                    let mine = solver == .distances ? maze.distances(from: root) : maze.weightedDistances(from: root, cost: input.cost)
                    guard
                        let theirs = solver == .distances
                            ? mz_yardstick_distances(passages.baseAddress, w, h, Int32(root))
                            : mz_yardstick_weighted_distances(passages.baseAddress, cost.baseAddress, w, h, Int32(root))
                    else { return false }
                    defer { free(theirs) }
                    return mine.values.elementsEqual(UnsafeBufferPointer(start: theirs, count: maze.cellCount))
                case .longestPath:
                    var a: Int32 = 0, b: Int32 = 0
                    let length = mz_yardstick_longest_path(passages.baseAddress, w, h, &a, &b)
                    let mine = maze.longestPath()
                    return mine.start == Int(a) && mine.end == Int(b) && mine.length == Int(length)
                case .statistics:
                    var c = mz_yardstick_statistics_t()
                    guard mz_yardstick_statistics(passages.baseAddress, w, h, &c) == 0 else { return false }
                    let s = maze.statistics
                    return [s.deadEnds, s.junctions, s.straightCorridors, s.turns, s.longestPath]
                        == [c.dead_ends, c.junctions, c.straight_corridors, c.turns, c.longest_path].map(Int.init)
                }
            }
        }
    }

    /// Runs `mz-bench --solver-child SOLVER --round N [--quick] [--yardstick]`, reads its line.
    static func runChild(_ solver: Solver, quick: Bool, round: Int, yardstick: Bool) -> SolverSamples? {
        let arguments =
            ["--solver-child", solver.rawValue, "--round", String(round)] + (quick ? ["--quick"] : []) + (yardstick ? ["--yardstick"] : [])
        return ChildProcess.run(arguments, reading: SolverSamples.self)
    }

    /// The `--solver-child SOLVER --round N [--quick] [--yardstick] [--runs S,L]` entry point:
    /// prints one JSON line, returns the exit status.
    static func child(_ arguments: [String], at index: Int) -> Int32 {
        guard index + 1 < arguments.count, let solver = Solver(rawValue: arguments[index + 1]) else {
            let names = Solver.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("mz-bench: error: --solver-child takes one of \(names)\n".utf8))
            return 64
        }
        let round = arguments.firstIndex(of: "--round").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 0
        let counts = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            .flatMap { text -> (Int, Int)? in
                let parts = text.split(separator: ",").compactMap { Int($0) }
                return parts.count == 2 && parts.allSatisfy { $0 >= 0 } ? (parts[0], parts[1]) : nil
            }
        guard
            let samples = measure(
                solver, quick: arguments.contains("--quick"), round: round, yardstick: arguments.contains("--yardstick"), counts: counts)
        else {
            FileHandle.standardError.write(Data("mz-bench: error: the \(solver.rawValue) benchmark maze could not be made\n".utf8))
            return 70
        }
        print(samples.jsonLine)
        return 0
    }

    /// The solver lines of mz-bench's table.
    static func table(_ results: [SolverResult]) -> [String] {
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        func fmt(_ x: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", x) }
        var lines = [
            "solvers (median ns per cell; C = the tight C search over the same passage bytes, run right",
            "after MazeKit each round; ÷C = MazeKit over C, aim ≤ 1.25x, weighted ≤ 1.5x)",
            "",
            pad("solver", 21) + pad("100x100", 9) + pad("C", 7) + pad("÷C", 7) + pad("1000x1000", 11) + pad("C", 7) + pad("÷C", 7) + "ok",
        ]
        for r in results {
            lines.append(
                pad(r.solver, 21) + pad(fmt(r.nsPerCell100), 9) + pad(fmt(r.yardstickNsPerCell100), 7) + pad(fmt(r.ratio100) + "x", 7)
                    + pad(fmt(r.nsPerCell1000), 11) + pad(fmt(r.yardstickNsPerCell1000), 7) + pad(fmt(r.ratio1000) + "x", 7)
                    + (r.meetsAim ? "yes" : "NO"))
        }
        return lines
    }
}
