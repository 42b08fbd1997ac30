import MazeKit

/// Builds and checks levels: schema is checked on reading; here the maze shape, the exit's
/// reachability, par ≤ budget, the stored par and fingerprint, and every item's detour.
public enum LevelValidator {
    /// Validates one spec.
    /// - Complexity: O(cells + total slide length).
    public static func validate(_ spec: LevelSpec) -> (LevelReport, Level?) {
        var report = LevelReport(
            id: spec.id, name: spec.name, width: spec.width, height: spec.height, algorithm: spec.algorithm.name,
            storedPar: spec.storedPar, storedFingerprint: spec.storedFingerprint)
        let level: Level
        do {
            level = try LevelBuilder.build(spec)
        } catch {
            report.problems.append(error.description)
            return (report, nil)
        }
        report.par = level.par
        report.budget = level.budget
        report.fingerprint = level.fingerprint
        if spec.braid == 0 {
            if !level.maze.isPerfect { report.problems.append("the maze is not perfect (it must be connected and loop-free)") }
        } else if !(level.maze.hasConsistentPassages && level.maze.isConnected) {
            report.problems.append("the braided maze is not connected")
        }
        if level.par > level.budget {
            report.problems.append("the budget \(level.budget) is below par \(level.par), so the level cannot be won")
        }
        if let stored = spec.storedPar, stored != level.par {
            report.problems.append("the stored par \(stored) is wrong; the solver finds \(level.par)")
        } else if spec.storedPar == nil {
            report.problems.append("no par is stored (run mz validate --update)")
        }
        if let stored = spec.storedFingerprint, stored != level.fingerprint {
            report.problems.append("the stored fingerprint \(stored) does not match the built level's \(level.fingerprint)")
        } else if spec.storedFingerprint == nil {
            report.problems.append("no fingerprint is stored (run mz validate --update)")
        }
        let graph = MoveGraph(level)
        let targets = level.crates.map(\.cell) + level.gems
        let costs = graph.detourCosts(from: level.start, to: targets)
        for (i, cell) in targets.enumerated() {
            let (x, y) = level.point(cell)
            let cost = costs[i]
            report.items.append(
                LevelReport.Item(
                    kind: i < level.crates.count ? "crate" : "gem", x: x, y: y, cost: cost,
                    fitsBudget: cost.map { $0 <= level.budget } ?? false))
        }
        return (report, level)
    }
}
