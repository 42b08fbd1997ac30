import CYardstick
import Foundation
import MazeKit

/// How the runs are spread. The host is shared: a noisy neighbour slows everything for a few
/// seconds, so each algorithm is measured in several rounds of child processes, the rounds
/// interleaved across algorithms, and the samples pooled. A burst then costs every algorithm a
/// little instead of one algorithm all of its runs.
struct BenchPlan {
    var rounds: Int
    var runs100: Int
    var runs1000: Int

    static func make(quick: Bool) -> BenchPlan {
        quick ? BenchPlan(rounds: 1, runs100: 5, runs1000: 1) : BenchPlan(rounds: 3, runs100: 11, runs1000: 5)
    }

    /// Aldous–Broder takes about a second per 1000×1000 maze: fewer large runs.
    func runs1000(for algorithm: Algorithm) -> Int {
        algorithm == .aldousBroder ? max(1, runs1000 / 2) : runs1000
    }
}
