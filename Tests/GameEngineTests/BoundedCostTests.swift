import Testing
@testable import GameEngine
import MazeKit

/// Every level is built and analysed in bounded time (docs/formats.md, "Limits"): the one-pass
/// ledge search agrees with a Jump search per dead end, and the work of the costliest level a
/// file may hold is counted, not timed.
@Suite struct BoundedCostTests {
    // MARK: - One pass for the ledges

    /// The moves of the best run taking each cell with at most one Jump, from one pass, are
    /// those of `bestJump(from:taking:)` for that cell alone.
    @Test func jumpDetourCostsAgreeWithOneJumpSearchPerCell() throws {
        var compared = 0
        var levels = try DesignSolverTests.levels(0..<40).map(\.1)
        let campaign = try Campaign.load().levels.filter { $0.ledges > 0 }.prefix(12)
        levels += try campaign.map { try LevelBuilder.build($0) }
        for level in levels {
            let graph = MoveGraph(level)
            let cells = Array(0..<level.maze.cellCount)
            let costs = graph.jumpDetourCosts(from: level.start, to: cells)
            for cell in cells {
                #expect(costs[cell] == graph.bestJump(from: level.start, taking: cell).moves, "level \(level.id) cell \(cell)")
                if costs[cell] != nil { compared += 1 }
            }
        }
        #expect(compared > 5_000)
    }
}
