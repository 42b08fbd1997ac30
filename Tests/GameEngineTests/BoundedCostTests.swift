import MazeKit
import Testing

@testable import GameEngine

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
        levels += zip(CampaignTests.campaign.levels, CampaignTests.built).filter { $0.0.ledges > 0 }.prefix(12).map(\.1)
        for level in levels {
            let graph = MoveGraph(level)
            let cells = Array(0..<level.maze.cellCount)
            let costs = graph.jumpDetourCosts(from: level.start, to: cells)
            for cell in cells {
                #expect(costs[cell] == graph.bestJump(from: level.start, taking: cell).moves, "level \(level.id) cell \(cell)")
                if costs[cell] != nil { compared += 1 }
            }
        }
        #expect(compared > 2_000)
    }
}

extension BoundedCostTests {
    // MARK: - Reported, not analysed

    /// A one-level file with a fixed budget below par is reported by the economy, not played
    /// out (it trapped in `LevelRuns` before).
    @Test func aBudgetBelowParIsReportedNotSimulated() throws {
        var spec = LevelSpec(id: 1, name: "tight", seed: 3, width: 12, height: 8, algorithm: .recursiveBacktracker)
        spec.budget = 1
        spec.crates = 2
        let level = try LevelBuilder.build(spec)
        #expect(level.par > 1)
        let simulation = EconomySimulation(levels: [level], prices: ShopPrices(jump: 30, demolish: 40))
        #expect(simulation.levels.isEmpty)
        #expect(simulation.unsimulated == [.budgetBelowPar(id: 1, budget: 1, par: level.par)])
    }

    /// The costliest kind of level (binary tree: long corridors; every item a level may ask
    /// for; terrain) spends no more than its allowance, counted in states expanded, and is then
    /// reported too large rather than measured half-way.
    @Test func theCostliestLevelStaysWithinItsAllowance() throws {
        var spec = LevelSpec(id: 1, name: "worst", seed: 1, width: 30, height: 30, algorithm: .binaryTree)
        (spec.crates, spec.gems, spec.ledges, spec.ice, spec.mud) = (30, 10, 30, 0.3, 0.3)
        let level = try LevelBuilder.build(spec)
        var unlimited = WorkAllowance.unlimited
        _ = LevelDesign(level, allowance: &unlimited)
        var allowance = WorkAllowance(limit: unlimited.spent / 2)
        _ = LevelDesign(level, allowance: &allowance)
        #expect(allowance.isExhausted)
        // Each search stops one state past what is left; a few searches run after that.
        #expect(allowance.spent <= allowance.limit + 64 * level.maze.cellCount)
        #expect(WorkAllowance(for: level).limit == max(WorkAllowance.minimum, WorkAllowance.statesPerCell * level.maze.cellCount))
    }

    /// Every shipped level is measured within its allowance: plain `mz validate` analyses all
    /// of them and lists none as too large (ValidateDesignCommandTests). Here, every tenth also
    /// gives the figures of an unlimited analysis (a search that did not run out is a search
    /// run to its end), and the economy's runs, the costlier analysis, fit on the four largest
    /// levels (the allowance runs out on size first): the sample keeps the suite fast.
    @Test func everyCampaignLevelIsAnalysedWithinItsAllowance() throws {
        let levels = CampaignTests.built
        let largest = Set(levels.sorted { $0.maze.cellCount > $1.maze.cellCount }.prefix(4).map(\.id))
        for level in levels where level.id % 10 == 0 {
            #expect(try LevelDesign(analysing: level) == LevelDesign(level), "level \(level.id)")
        }
        for level in levels where largest.contains(level.id) {
            #expect(throws: Never.self) { try EconomySimulation.LevelRuns(level) }
        }
    }
}

extension BoundedCostTests {
    // MARK: - The wrong-turn search is counted

    /// On a braided maze the branches off the par route overlap, so one search per route cell
    /// is O(route × cells): it spends from the allowance like the other design searches (it was
    /// uncounted, and took 70 % of a 256×256 level's seven seconds), and gives the unlimited
    /// answer when the allowance suffices.
    @Test func theWrongTurnSearchSpendsFromTheAllowance() throws {
        var spec = LevelSpec(id: 1, name: "loops", seed: 5, width: 40, height: 40, algorithm: .aldousBroder)
        (spec.braid, spec.ice, spec.mud) = (0.6, 0.3, 0.3)
        let level = try LevelBuilder.build(spec)
        let graph = MoveGraph(level)
        var unlimited = WorkAllowance.unlimited
        let answer = graph.worstWrongTurn(from: level.start, allowance: &unlimited)
        #expect(answer != nil && answer == graph.worstWrongTurn(from: level.start))
        #expect(unlimited.spent > 4 * level.maze.cellCount, "the branches overlap: more than a few passes of the maze")
        var short = WorkAllowance(limit: unlimited.spent / 2)
        _ = graph.worstWrongTurn(from: level.start, allowance: &short)
        #expect(short.isExhausted && short.spent == short.limit + 1)
    }
}
