// mz-bench: the performance figures of docs/design.md ("Performance gates"), measured in a release build.
//
//   swift run -c release mz-bench [--json] [--quick] [--check]
//
// Each algorithm is measured in child processes of its own, so its peak memory (the child's
// maximum resident set) is its own and one algorithm's garbage never slows the next; the
// children run in interleaved rounds (see `BenchPlan`).
import Foundation
import MazeKit

let arguments = Array(CommandLine.arguments.dropFirst())

if let index = arguments.firstIndex(of: "--child"), index + 1 < arguments.count {
    let quick = arguments.contains("--quick")
    guard let algorithm = Algorithm(rawValue: arguments[index + 1]) else {
        try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: unknown algorithm '\(arguments[index + 1])'\n".utf8))
        exit(64)
    }
    let round = arguments.firstIndex(of: "--round").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 0
    let plan = BenchPlan.make(quick: quick)
    let samples =
        arguments.contains("--yardstick")
        ? GenerationBenchmark.measureYardstick(algorithm, plan: plan, round: round)
        : GenerationBenchmark.measure(algorithm, plan: plan, round: round)
    print(samples.jsonLine)
    exit(0)
}

if let index = arguments.firstIndex(of: "--solver-child") {
    exit(SolverBenchmark.child(arguments, at: index))
}

if let index = arguments.firstIndex(of: "--write-replay") {
    exit(ReplayBenchmark.writeReplay(arguments, at: index))
}

let known = ["--json", "--quick", "--check", "--help", "-h"]
if let unknown = arguments.first(where: { !known.contains($0) }) {
    try? FileHandle.standardError.write(
        contentsOf: Data("mz-bench: error: unknown option '\(unknown)'; options are --json, --quick, --check\n".utf8))
    exit(64)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: mz-bench [--json] [--quick] [--check]
               mz-bench --write-replay FILE [--inputs N] [--size WxH] [--seed S] [--format 1|2]

        Measures maze generation (ns/cell at 100x100 and 1000x1000, median of several runs in
        interleaved rounds, the fastest run, and peak memory) for every algorithm, par solving of a 200x200 level, validation and design analysis
        (docs/rules.md, "Design figures") of the whole campaign, SVG and text pictures of a 1000x1000 maze, and the start-up
        of the mz beside it (mz --version, whole process), against the targets of docs/design.md, "Performance gates". Build with -c release. Each algorithm's first
        1000x1000 maze of every round is also checked perfect; a failure ends the run (exit 74).
        The solvers (distances, weighted distances, longest path, statistics) are timed beside
        a tight C search over the same passage bytes, and checked to agree with it.
          --json    one JSON document instead of the table
          --quick   fewer runs (for smoke tests; figures are noisier)
          --check   exit 1 if any target is missed
        --write-replay records a long wandering attempt (default 645,000 inputs on a 256x256
        level) as a replay file, to time `mz replay --headless FILE` on.
        """)
    exit(0)
}

let quick = arguments.contains("--quick")
let plan = BenchPlan.make(quick: quick)
var pooled: [Algorithm: [ChildSamples]] = [:]
for round in 0..<plan.rounds {
    for algorithm in Algorithm.allCases {
        guard let samples = GenerationBenchmark.runChild(algorithm, quick: quick, round: round) else {
            try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: the \(algorithm.name) child process failed\n".utf8))
            exit(74)
        }
        pooled[algorithm, default: []].append(samples)
        guard let c = GenerationBenchmark.runChild(algorithm, quick: quick, round: round, yardstick: true) else {
            try? FileHandle.standardError.write(
                contentsOf: Data("mz-bench: error: the \(algorithm.name) yardstick child process failed\n".utf8))
            exit(74)
        }
        pooled[algorithm, default: []].append(c)
        if !arguments.contains("--json") {
            try? FileHandle.standardError.write(contentsOf: Data(".".utf8))
        }
    }
}
let results = Algorithm.allCases.map { GenerationResult(algorithm: $0.name, samples: pooled[$0] ?? []) }
guard let solving = SolverBenchmark.run(rounds: plan.rounds, quick: quick, progress: !arguments.contains("--json")) else { exit(74) }
if !arguments.contains("--json") { try? FileHandle.standardError.write(contentsOf: Data("\n".utf8)) }

guard let game = GameBenchmark.measure(quick: quick) else {
    try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: the benchmark level could not be built\n".utf8))
    exit(74)
}
guard let pictures = PictureBenchmark.measure(quick: quick) else {
    try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: the picture benchmark's maze could not be made\n".utf8))
    exit(74)
}
guard let worstLevel = WorstLevelBenchmark.measure(quick: quick) else {
    try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: the costliest level could not be built\n".utf8))
    exit(74)
}
let startup = StartupBenchmark.measure(quick: quick)
let report = BenchReport(generation: results, solving: solving, game: game, pictures: pictures, startup: startup, worstLevel: worstLevel)
print(arguments.contains("--json") ? report.json : report.table)
if arguments.contains("--check") && !report.allTargetsMet { exit(1) }
