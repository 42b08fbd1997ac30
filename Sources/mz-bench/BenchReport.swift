import Foundation

/// The figures of one mz-bench run, as a table for people and JSON for scripts.
struct BenchReport: Codable {
    var generation: [GenerationResult]
    /// The solvers beside their C yardstick (`SolverBenchmark`).
    var solving: [SolverResult]
    var game: GameResult
    var pictures: PictureResult
    /// `mz --version` as a whole process (`StartupBenchmark`).
    var startup: StartupResult
    /// The costliest level a file may hold (`WorstLevelBenchmark`).
    var worstLevel: WorstLevelResult

    var allTargetsMet: Bool {
        generation.allSatisfy(\.meetsTarget) && solving.allSatisfy(\.meetsAim) && game.meetsTargets && pictures.meetsTargets
            && startup.meetsTargets
            && worstLevel.meetsTargets
    }

    var table: String {
        var lines = [
            "maze generation (release build, median ns per cell; best = fastest 1000x1000 run;",
            "C = the tight C yardstick at 1000x1000, run right after MazeKit each round;",
            "÷C = MazeKit's median over C's, the aim is ≤ \(fmt(GenerationResult.yardstickAim, digits: 2))x; peak = the measuring process's max RSS)",
            "",
            pad("algorithm", 23) + pad("100x100", 10) + pad("1000x1000", 11) + pad("best", 8) + pad("C", 8) + pad("÷C", 7)
                + pad("target", 8) + pad("growth", 8) + pad("peak MB", 9) + "ok",
        ]
        for r in generation {
            lines.append(
                pad(r.algorithm, 23) + pad(fmt(r.nsPerCell100), 10) + pad(fmt(r.nsPerCell1000), 11) + pad(fmt(r.bestNsPerCell1000), 8)
                    + pad(r.yardstickNsPerCell1000.map { fmt($0) } ?? "-", 8)
                    + pad(r.yardstickRatio.map { fmt($0, digits: 2) + "x" } ?? "-", 7)
                    + pad("≤ " + fmt(r.target, digits: 0), 8) + pad(fmt(r.growth, digits: 2) + "x", 8)
                    + pad(fmt(r.peakMemoryMB), 9) + (r.meetsTarget ? "yes" : "NO"))
        }
        lines.append("")
        lines += SolverBenchmark.table(solving)
        lines.append("")
        lines.append("game engine (median)")
        lines.append(
            "  par of a 200x200 level with ice and mud   \(fmt(game.parMilliseconds200, digits: 2)) ms   (target ≤ \(fmt(GameResult.parTarget, digits: 0)) ms)"
        )
        lines.append(
            "  build and validate all \(game.campaignLevels) campaign levels   \(fmt(game.campaignMilliseconds, digits: 0)) ms   (target ≤ \(fmt(GameResult.campaignTarget, digits: 0)) ms)"
        )
        lines.append(
            "  design analysis of all \(game.campaignLevels) levels  \(fmt(game.designMilliseconds, digits: 0)) ms   (target ≤ \(fmt(GameResult.designTarget, digits: 0)) ms)"
        )
        lines.append(
            "  render a 200x60 frame of a 100x100 level    \(fmt(game.frameMilliseconds, digits: 3)) ms   (target ≤ \(fmt(GameResult.frameTarget, digits: 1)) ms)"
        )
        lines.append("")
        lines.append("pictures of a 1000x1000 Kruskal maze with its solution (renderer only, median)")
        lines.append(
            "  SVG (--format svg)    \(fmt(pictures.svgMilliseconds1000, digits: 0)) ms, \(pictures.svgBytes1000 / 1_000_000) MB   (target ≤ \(fmt(PictureResult.svgTarget, digits: 0)) ms)"
        )
        lines.append(
            "  text (--format text)  \(fmt(pictures.textMilliseconds1000, digits: 0)) ms, \(pictures.textBytes1000 / 1_000_000) MB")
        lines.append("")
        lines.append("start-up of \(StartupBenchmark.mzBinary) (whole process, median of \(startup.runs))")
        lines.append(
            startup.versionMilliseconds.map {
                "  mz --version          \(fmt($0, digits: 1)) ms   (target ≤ \(fmt(StartupResult.versionTarget, digits: 0)) ms)"
            }
                ?? "  mz --version          not measured: no mz there (swift build -c release --product mz --static-swift-stdlib)")
        lines.append("")
        lines.append("the costliest level a file may hold (256x256, every item, ice and mud 0.4, braid 0.5; median)")
        lines.append(
            "  build                 \(fmt(worstLevel.buildMilliseconds, digits: 0)) ms   (target ≤ \(fmt(WorstLevelResult.buildTarget, digits: 0)) ms)"
        )
        lines.append(
            "  design analysis       \(fmt(worstLevel.designMilliseconds, digits: 0)) ms   (target ≤ \(fmt(WorstLevelResult.analysisTarget, digits: 0)) ms)"
        )
        lines.append(
            "  economy runs          \(fmt(worstLevel.economyMilliseconds, digits: 0)) ms   (target ≤ \(fmt(WorstLevelResult.analysisTarget, digits: 0)) ms)"
        )
        lines.append("")
        lines.append(allTargetsMet ? "all targets met" : "some targets missed (marked NO)")
        let overAim = generation.filter { ($0.yardstickRatio ?? 0) > GenerationResult.yardstickAim }
        lines.append(
            overAim.isEmpty
                ? "every algorithm within \(fmt(GenerationResult.yardstickAim, digits: 2))x of its C yardstick"
                : "more than \(fmt(GenerationResult.yardstickAim, digits: 2))x slower than C: "
                    + overAim.map(\.algorithm).joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    private func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count)
    }

    private func fmt(_ x: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }
}
