import Foundation
import GameEngine
import MazeKit

/// The costliest level a levels file may hold, built and analysed (docs/formats.md, "Limits"):
/// 256×256, every crate, gem and ledge the ranges allow, ice and mud at 0.4 each, braided
/// half-way, drawn by Aldous–Broder — the slowest combination measured here. Each figure must
/// stay under its bound however the level is made, since any accepted level is built in
/// under a second and analysed in under two.
struct WorstLevelResult: Codable {
    /// Milliseconds to build the level (maze, terrain, par, items, ledges), median.
    var buildMilliseconds: Double
    /// Milliseconds of its design analysis within its allowance (`LevelDesign(analysing:)`),
    /// which for this level runs the allowance out and reports it too large.
    var designMilliseconds: Double
    /// Milliseconds of the economy's runs of it (`EconomySimulation` of that one level).
    var economyMilliseconds: Double

    static let buildTarget = 1_000.0
    static let analysisTarget = 2_000.0

    var meetsTargets: Bool {
        buildMilliseconds <= Self.buildTarget && designMilliseconds <= Self.analysisTarget && economyMilliseconds <= Self.analysisTarget
    }

    /// The level: the largest sides, every item at its limit.
    static var spec: LevelSpec {
        var spec = LevelSpec(id: 1, name: "worst", seed: 1_000, width: 256, height: 256, algorithm: .aldousBroder)
        (spec.braid, spec.ice, spec.mud) = (0.5, 0.4, 0.4)
        (spec.crates, spec.gems, spec.ledges) = (
            LevelSpec.Limits.crates.upperBound, LevelSpec.Limits.gems.upperBound, LevelSpec.Limits.ledges.upperBound
        )
        return spec
    }
}

enum WorstLevelBenchmark {
    static func measure(quick: Bool) -> WorstLevelResult? {
        guard var level = try? LevelBuilder.build(WorstLevelResult.spec) else { return nil }
        let runs = quick ? 1 : 3
        let build = GameBenchmark.medianMilliseconds(runs: runs) {
            if let built = try? LevelBuilder.build(WorstLevelResult.spec) { level = built }
        }
        let design = GameBenchmark.medianMilliseconds(runs: runs) { _ = try? LevelDesign(analysing: level) }
        let economy = GameBenchmark.medianMilliseconds(runs: runs) {
            _ = EconomySimulation(levels: [level], prices: ShopPrices(jump: 40, demolish: 60))
        }
        return WorstLevelResult(buildMilliseconds: build, designMilliseconds: design, economyMilliseconds: economy)
    }
}
