import Foundation
import GameEngine
import MazeKit
import TerminalUI

/// Game-engine figures (docs/design.md, "Performance gates"): par of a large level, validation and design analysis of the
/// whole campaign, and a frame.
struct GameResult: Codable {
    /// Milliseconds to solve par (move graph with slides, then Dijkstra) of a 200×200 level with
    /// ice and mud, median of several runs.
    var parMilliseconds200: Double
    /// Milliseconds to read, build and validate every level of the shipped campaign.
    var campaignMilliseconds: Double
    var campaignLevels: Int
    /// Milliseconds to build every campaign level and measure the design rules (docs/rules.md, "Design figures") on
    /// it (`LevelDesign` per level, `DesignReport` over them): what `mz validate --design` adds.
    var designMilliseconds: Double
    /// Milliseconds to render a 200×60 play frame of a 100×100 level, median.
    var frameMilliseconds: Double

    static let parTarget = 20.0
    static let campaignTarget = 2_000.0
    static let designTarget = 2_000.0
    static let frameTarget = 0.5

    var meetsTargets: Bool {
        parMilliseconds200 <= Self.parTarget && campaignMilliseconds <= Self.campaignTarget && designMilliseconds <= Self.designTarget
            && frameMilliseconds <= Self.frameTarget
    }
}

enum GameBenchmark {
    static func measure(quick: Bool) -> GameResult? {
        var spec = LevelSpec(id: 0, name: "bench", seed: 2026, width: 200, height: 200, algorithm: .recursiveBacktracker)
        spec.ice = 0.2
        spec.mud = 0.1
        guard let level = try? LevelBuilder.build(spec) else { return nil }
        let par = medianMilliseconds(runs: quick ? 3 : 15) {
            let solution = MoveGraph(level).solve(from: level.start)
            precondition(solution.par == level.par, "par changed between runs")
        }
        var count = 0
        let campaign = medianMilliseconds(runs: quick ? 1 : 5) {
            guard let file = try? Campaign.load() else { return }
            count = file.levels.count
            for spec in file.levels {
                let (report, _) = LevelValidator.validate(spec)
                precondition(report.isValid, "level \(spec.id) is not valid: \(report.problems)")
            }
        }
        let design = medianMilliseconds(runs: quick ? 1 : 5) {
            guard let file = try? Campaign.load() else { return }
            let levels = file.levels.compactMap { try? LevelBuilder.build($0) }.map { LevelDesign($0) }
            let measured = DesignReport(levels: levels, prices: file.shop)
            precondition(measured.levels.count == file.levels.count, "a campaign level could not be built")
        }
        var frame = 0.0
        if let file = try? Campaign.load() {
            var big = LevelSpec(id: 0, name: "frame", seed: 7, width: 100, height: 100, algorithm: .recursiveBacktracker)
            big.ice = 0.2
            big.mud = 0.1
            big.crates = 10
            if let level = try? LevelBuilder.build(big) {
                let app = App(
                    context: AppContext(campaign: file, ascii: false, colour: true, animation: true), progress: PlayerProgress(),
                    opening: .practice(level))
                var checksum = 0
                frame = medianMilliseconds(runs: quick ? 21 : 301) {
                    checksum &+= Int(app.render(width: 200, height: 60).characters[4321].value)
                }
                if checksum == 42 { print("") }
            }
        }
        return GameResult(
            parMilliseconds200: par, campaignMilliseconds: campaign, campaignLevels: count, designMilliseconds: design,
            frameMilliseconds: frame)
    }

    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
