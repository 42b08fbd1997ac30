import Foundation
import MazeKit

/// The SPEC §11 target for each algorithm at 1000×1000, in ns per cell.
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

/// One algorithm's figures.
struct GenerationResult: Codable {
    var algorithm: String
    var nsPerCell100: Double
    var nsPerCell1000: Double
    var peakMemoryMB: Double
    var runs100: Int
    var runs1000: Int

    var target: Double { generationTarget(Algorithm(rawValue: algorithm) ?? .binaryTree) }
    /// How much the per-cell cost grows from 100×100 to 1000×1000.
    var growth: Double { nsPerCell1000 / max(nsPerCell100, 0.001) }
    /// The random walks pay a log factor (cover and hitting times), so they may grow more.
    var growthLimit: Double { algorithm == "aldous-broder" || algorithm == "wilson" ? 4 : 2.2 }
    var meetsTarget: Bool { nsPerCell1000 <= target && peakMemoryMB <= 64 && growth <= growthLimit }

    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

enum GenerationBenchmark {
    /// Medians of repeated generations; runs in the child process.
    static func measure(_ algorithm: Algorithm, quick: Bool) -> GenerationResult {
        let small = median(runs: quick ? 5 : 31, algorithm: algorithm, side: 100)
        let largeRuns = quick ? 1 : (algorithm == .aldousBroder ? 5 : 11)
        let large = median(runs: largeRuns, algorithm: algorithm, side: 1000)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return GenerationResult(
            algorithm: algorithm.name, nsPerCell100: small, nsPerCell1000: large,
            peakMemoryMB: Double(usage.ru_maxrss) / 1024, runs100: quick ? 5 : 31, runs1000: largeRuns)
    }

    /// The median ns/cell over `runs` generations at `side`×`side`, seeds 1, 2, ….
    static func median(runs: Int, algorithm: Algorithm, side: Int) -> Double {
        var samples: [Double] = []
        var checksum = 0
        for run in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let maze = try? Maze.generate(algorithm, width: side, height: side, seed: UInt64(run + 1))
            let end = DispatchTime.now().uptimeNanoseconds
            checksum &+= maze?.passages[run % (side * side)].hashValue ?? 0
            samples.append(Double(end - start) / Double(side * side))
        }
        if checksum == 42 { print("") }  // keeps the work observable
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Runs `mz-bench --child ALGORITHM` and reads its one JSON line.
    static func runChild(_ algorithm: Algorithm, quick: Bool) -> GenerationResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--child", algorithm.name] + (quick ? ["--quick"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try? JSONDecoder().decode(GenerationResult.self, from: data)
    }
}
