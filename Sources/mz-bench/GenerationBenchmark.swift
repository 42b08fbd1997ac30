import CYardstick
import Foundation
import MazeKit

/// The target (docs/design.md, "Performance gates") for each algorithm at 1000×1000, in ns per cell.
func generationTarget(_ algorithm: Algorithm) -> Double {
    switch algorithm {
    case .binaryTree, .sidewinder: 5
    case .recursiveBacktracker, .huntAndKill, .growingTree, .simplifiedPrim, .eller, .recursiveDivision: 40
    case .kruskal: 60
    case .truePrim: 100
    case .wilson: 150
    case .aldousBroder: 1000
    }
}

/// One algorithm's figures, pooled over every round of child processes.
struct GenerationResult: Codable {
    var algorithm: String
    /// Medians: the figures of docs/design.md, "Performance gates".
    var nsPerCell100: Double
    var nsPerCell1000: Double
    /// The fastest 1000×1000 run: what the code costs when the host is quiet.
    var bestNsPerCell1000: Double
    /// The median of the tight C version (the yardstick of docs/design.md, "Performance gates"), timed in child processes
    /// that run right after MazeKit's in every round; `nil` if no C run succeeded.
    var yardstickNsPerCell1000: Double?
    /// How much slower than the C yardstick MazeKit may be (`Self.yardstickAim`), written into
    /// the JSON so that `scripts/bench-check` gates what this build aims at.
    var yardstickAim: Double
    var peakMemoryMB: Double
    var runs100: Int
    var runs1000: Int

    init(algorithm: String, samples: [ChildSamples]) {
        self.algorithm = algorithm
        let small = samples.flatMap(\.nsPerCell100), large = samples.flatMap(\.nsPerCell1000)
        nsPerCell100 = median(small)
        nsPerCell1000 = median(large)
        bestNsPerCell1000 = large.min() ?? 0
        let yardstick = samples.flatMap(\.yardstick1000)
        yardstickNsPerCell1000 = yardstick.isEmpty ? nil : median(yardstick)
        yardstickAim = Self.yardstickAim
        peakMemoryMB = samples.map(\.peakMemoryMB).max() ?? 0  // yardstick children report 0
        runs100 = small.count
        runs1000 = large.count
    }

    var target: Double { generationTarget(Algorithm(rawValue: algorithm) ?? .binaryTree) }
    /// How much the per-cell cost grows from 100×100 to 1000×1000.
    var growth: Double { nsPerCell1000 / max(nsPerCell100, 0.001) }
    /// The random walks pay a log factor (cover and hitting times), so they may grow more.
    var growthLimit: Double { algorithm == "aldous-broder" || algorithm == "wilson" ? 4 : 2.2 }
    /// The aim of docs/design.md ("Performance gates"): within this factor of the C yardstick.
    static let yardstickAim = 1.25
    /// MazeKit's median over the C yardstick's, at 1000×1000.
    var yardstickRatio: Double? { yardstickNsPerCell1000.map { nsPerCell1000 / $0 } }
    var meetsTarget: Bool { nsPerCell1000 <= target && peakMemoryMB <= 64 && growth <= growthLimit }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

enum GenerationBenchmark {
    /// Times repeated generations; runs in the child process.
    static func measure(_ algorithm: Algorithm, plan: BenchPlan, round: Int) -> ChildSamples {
        // Each round uses other seeds, so the pooled runs are all different mazes.
        let seed = 1 + round * 1000
        let small = samples(runs: plan.runs100, algorithm: algorithm, side: 100, firstSeed: seed)
        let large = samples(runs: plan.runs1000(for: algorithm), algorithm: algorithm, side: 1000, firstSeed: seed)
        let peak = peakResidentMB()
        // The debug test suite stops at small mazes; here, in release, the first 1000×1000 maze
        // of each child is made again and checked (after the peak is read, so the check's
        // memory is not counted).
        guard let maze = try? Maze.generate(algorithm, width: 1000, height: 1000, seed: UInt64(seed)), maze.isPerfect else {
            try? FileHandle.standardError.write(
                contentsOf: Data("mz-bench: error: \(algorithm.name) made a 1000x1000 maze (seed \(seed)) that is not perfect\n".utf8))
            exit(70)
        }
        return ChildSamples(
            algorithm: algorithm.name, nsPerCell100: small, nsPerCell1000: large, yardstick1000: [], peakMemoryMB: peak)
    }

    /// The C yardstick's runs at 1000×1000, in a child process of their own (its memory is
    /// not MazeKit's, and it leaves MazeKit's heap as MazeKit's own runs left it).
    static func measureYardstick(_ algorithm: Algorithm, plan: BenchPlan, round: Int) -> ChildSamples {
        let runs = plan.runs1000(for: algorithm)
        let yardstick = (0..<runs).compactMap { yardstickSample(algorithm, side: 1000, seed: 1 + round * 1000 + $0) }
        return ChildSamples(algorithm: algorithm.name, nsPerCell100: [], nsPerCell1000: [], yardstick1000: yardstick, peakMemoryMB: 0)
    }

    /// This process's largest resident set so far, in MB.
    static func peakResidentMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The C yardstick's number for `algorithm`.
    static func yardstickAlgorithm(_ algorithm: Algorithm) -> Int32 {
        switch algorithm {
        case .binaryTree: Int32(MZ_YARDSTICK_BINARY_TREE)
        case .sidewinder: Int32(MZ_YARDSTICK_SIDEWINDER)
        case .aldousBroder: Int32(MZ_YARDSTICK_ALDOUS_BRODER)
        case .wilson: Int32(MZ_YARDSTICK_WILSON)
        case .huntAndKill: Int32(MZ_YARDSTICK_HUNT_AND_KILL)
        case .recursiveBacktracker: Int32(MZ_YARDSTICK_RECURSIVE_BACKTRACKER)
        case .kruskal: Int32(MZ_YARDSTICK_KRUSKAL)
        case .simplifiedPrim: Int32(MZ_YARDSTICK_SIMPLIFIED_PRIM)
        case .truePrim: Int32(MZ_YARDSTICK_TRUE_PRIM)
        case .growingTree: Int32(MZ_YARDSTICK_GROWING_TREE)
        case .eller: Int32(MZ_YARDSTICK_ELLER)
        case .recursiveDivision: Int32(MZ_YARDSTICK_RECURSIVE_DIVISION)
        }
    }

    /// One run of the C yardstick, ns per cell, counting its zeroed maze as MazeKit's run does.
    static func yardstickSample(_ algorithm: Algorithm, side: Int, seed: Int) -> Double? {
        let number = yardstickAlgorithm(algorithm)
        let start = DispatchTime.now().uptimeNanoseconds
        guard let passages = calloc(side * side, 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let status = mz_yardstick_generate(number, passages, Int32(side), Int32(side), UInt64(seed))
        let end = DispatchTime.now().uptimeNanoseconds
        free(passages)
        return status == 0 ? Double(end - start) / Double(side * side) : nil
    }

    /// The ns/cell of `runs` generations at `side`×`side`, seeds `firstSeed`, `firstSeed + 1`, ….
    static func samples(runs: Int, algorithm: Algorithm, side: Int, firstSeed: Int) -> [Double] {
        var samples: [Double] = []
        var checksum = 0
        for run in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let maze = try? Maze.generate(algorithm, width: side, height: side, seed: UInt64(firstSeed + run))
            let end = DispatchTime.now().uptimeNanoseconds
            checksum &+= maze?.passages[run % (side * side)].hashValue ?? 0
            samples.append(Double(end - start) / Double(side * side))
        }
        if checksum == 42 { print("") }  // keeps the work observable
        return samples
    }

    /// Runs `mz-bench --child ALGORITHM --round N [--yardstick]` and reads its one JSON line.
    static func runChild(_ algorithm: Algorithm, quick: Bool, round: Int, yardstick: Bool = false) -> ChildSamples? {
        let arguments =
            ["--child", algorithm.name, "--round", String(round)] + (quick ? ["--quick"] : []) + (yardstick ? ["--yardstick"] : [])
        return ChildProcess.run(arguments, reading: ChildSamples.self)
    }
}
