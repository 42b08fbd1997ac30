// mz-bench: the performance figures of SPEC §11, measured in a release build.
//
//   swift run -c release mz-bench [--json] [--quick] [--check]
//
// Each algorithm is measured in a child process of its own, so its peak memory (the child's
// maximum resident set) is its own and one algorithm's garbage never slows the next.
import Foundation
import MazeKit

let arguments = Array(CommandLine.arguments.dropFirst())

if let index = arguments.firstIndex(of: "--child"), index + 1 < arguments.count {
    let quick = arguments.contains("--quick")
    guard let algorithm = Algorithm(rawValue: arguments[index + 1]) else {
        FileHandle.standardError.write(Data("mz-bench: error: unknown algorithm '\(arguments[index + 1])'\n".utf8))
        exit(64)
    }
    let result = GenerationBenchmark.measure(algorithm, quick: quick)
    print(result.jsonLine)
    exit(0)
}

let known = ["--json", "--quick", "--check", "--help", "-h"]
if let unknown = arguments.first(where: { !known.contains($0) }) {
    FileHandle.standardError.write(Data("mz-bench: error: unknown option '\(unknown)'; options are --json, --quick, --check\n".utf8))
    exit(64)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    usage: mz-bench [--json] [--quick] [--check]

    Measures maze generation (ns/cell at 100x100 and 1000x1000, median of several runs, and
    peak memory) for every algorithm, par solving of a 200x200 level and validation of the
    whole campaign, against the SPEC §11 targets. Build with -c release.
      --json    one JSON document instead of the table
      --quick   fewer runs (for smoke tests; figures are noisier)
      --check   exit 1 if any target is missed
    """)
    exit(0)
}

let quick = arguments.contains("--quick")
var results: [GenerationResult] = []
for algorithm in Algorithm.allCases {
    guard let result = GenerationBenchmark.runChild(algorithm, quick: quick) else {
        FileHandle.standardError.write(Data("mz-bench: error: the \(algorithm.name) child process failed\n".utf8))
        exit(74)
    }
    results.append(result)
    if !arguments.contains("--json") {
        FileHandle.standardError.write(Data(".".utf8))
    }
}
if !arguments.contains("--json") { FileHandle.standardError.write(Data("\n".utf8)) }

guard let game = GameBenchmark.measure(quick: quick) else {
    FileHandle.standardError.write(Data("mz-bench: error: the benchmark level could not be built\n".utf8))
    exit(74)
}
let report = BenchReport(generation: results, game: game)
print(arguments.contains("--json") ? report.json : report.table)
if arguments.contains("--check") && !report.allTargetsMet { exit(1) }
