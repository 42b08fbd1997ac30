import MazeKit

extension EconomySimulation {
    /// A run a simulated player may play on one level, checked through the rules once.
    struct Candidate: Sendable, Hashable {
        /// The actions, from the start.
        var actions: [Action]
        /// The power-up it uses (exactly one), or `nil`.
        var powerUp: ShopItem?
        /// Moves it spends.
        var movesUsed: Int
        /// What it takes, by index into the level's crates and gems.
        var items: EconomySimulation.Items

        /// `actions` played on `level` with `powerUp` in hand, or `nil` when they do not win
        /// within the budget or leave the power-up unused (the solvers may answer with a run
        /// needing none: then it is not a run *with* the power-up).
        init?(_ level: Level, _ actions: [Action], powerUp: ShopItem?) {
            var state = GameState(level: level, inventory: Inventory().holding(powerUp))
            for action in actions { state.apply(action) }
            guard state.status == .won, state.inventory == Inventory() else { return nil }
            self.actions = actions
            self.powerUp = powerUp
            movesUsed = state.movesUsed
            items = Items(
                crates: state.openedCrates.indices.filter { state.openedCrates[$0] },
                gems: state.foundGems.indices.filter { state.foundGems[$0] })
        }
    }

    /// Every run the simulation weighs on one level, from the design solvers.
    struct LevelRuns: Sendable {
        /// The par player's run: par moves taking no item when the level allows it.
        let par: Candidate
        /// The cheapest run for each exact set of items, within the budget, in subset order
        /// (only the par run when the level has too many items to search).
        let plain: [Candidate]
        /// Runs using one Jump within the budget: the fewest moves, then the fewest taking each
        /// crate, then each gem; each run once (the solvers may answer two questions with one run).
        /// None on a walked level (`LevelKind.isWalked`), nor of the other power-ups.
        let jump: [Candidate]
        /// The same with one Demolish.
        let demolish: [Candidate]
        /// The par player's use of one Jump: the fewest moves to the exit with it, taking what
        /// that way passes (`nil` when no such run wins within the budget or it needs no Jump).
        let jumpToExit: Candidate?
        /// The same with one Demolish.
        let demolishToExit: Candidate?
        /// Runs using one Time (used before the first move): the cheapest run for each exact set
        /// of items that needs the Time's moves, over the budget and within it plus them, in
        /// subset order (none when the level has too many items to search).
        let time: [Candidate]
        /// Moves one Jump saves on the cheapest way to the exit (0 when it saves none).
        let jumpShortcut: Int

        /// The runs of `level`, within its `WorkAllowance` (docs/formats.md, "Limits").
        /// - Throws: `AnalysisLimit.budgetBelowPar` when no run wins (a fixed budget below
        ///   par), `.tooLarge` when the searches would need more than the allowance.
        /// - Complexity: that of `MoveGraph.itemRuns` plus one `bestJump` and one
        ///   `bestDemolish` per item and one more of each, at most the allowance.
        init(_ level: Level) throws(AnalysisLimit) {
            // Not even the par route wins: the level is reported, not played out.
            guard level.par <= level.budget else { throw .budgetBelowPar(id: level.id, budget: level.budget, par: level.par) }
            var allowance = WorkAllowance(for: level)
            let tooLarge = AnalysisLimit.tooLarge(id: level.id, cells: level.maze.cellCount, allowance: allowance.limit)
            let graph = MoveGraph(level)
            let cells = level.crates.map(\.cell) + level.gems
            let solved = graph.solve(from: level.start).moves.map(Action.move)
            guard let fallback = Candidate(level, solved, powerUp: nil) else {
                preconditionFailure(
                    "level \(level.id): the par route \(solved.map(\.notation).joined()) does not win within the budget \(level.budget)")
            }
            // A walked level (a campaign escape) takes no power-up: none of its runs uses one.
            let walked = level.isWalked
            var plain: [Candidate] = [], time: [Candidate] = []
            let timeBudget = level.budget + (walked ? 0 : Economy.timeMoves(for: level))
            if let runs = graph.itemRuns(from: level.start, items: cells, allowance: &allowance) {
                for mask in 0..<1 << cells.count {
                    guard let run = runs.run(takingExactly: mask), run.moves <= timeBudget else { continue }
                    // Each run is played through the rules once.
                    allowance.spend(run.actions.count)
                    if allowance.isExhausted { throw tooLarge }
                    if run.moves <= level.budget {
                        if let candidate = Candidate(level, run.actions, powerUp: nil) { plain.append(candidate) }
                    } else if let candidate = Candidate(level, [.addTime] + run.actions, powerUp: .time) {
                        time.append(candidate)
                    }
                }
            } else {
                plain = [fallback]
            }
            self.time = time
            if allowance.isExhausted { throw tooLarge }
            self.plain = plain
            par = plain.first { $0.items.isEmpty && $0.movesUsed == level.par } ?? fallback
            var jump: [Candidate] = [], demolish: [Candidate] = []
            var shortcut = 0
            var jumpToExit: Candidate?, demolishToExit: Candidate?
            for cell in walked ? [] : [nil] + cells.map(Optional.some) {
                let jumpRoute = graph.bestJump(from: level.start, taking: cell, allowance: &allowance)
                // The first, taking nothing, is the cheapest way to the exit with one Jump.
                if cell == nil { shortcut = jumpRoute.moves.map { max(0, level.par - $0) } ?? 0 }
                let demolishRoute = graph.bestDemolish(from: level.start, taking: cell, within: level.budget, allowance: &allowance)
                allowance.spend(jumpRoute.actions.count + demolishRoute.actions.count)
                if allowance.isExhausted { throw tooLarge }
                if let moves = jumpRoute.moves, moves <= level.budget, let candidate = Candidate(level, jumpRoute.actions, powerUp: .jump) {
                    if cell == nil { jumpToExit = candidate }
                    if !jump.contains(candidate) { jump.append(candidate) }
                }
                if let moves = demolishRoute.moves, moves <= level.budget,
                    let candidate = Candidate(level, demolishRoute.actions, powerUp: .demolish)
                {
                    if cell == nil { demolishToExit = candidate }
                    if !demolish.contains(candidate) { demolish.append(candidate) }
                }
            }
            self.jump = jump
            self.demolish = demolish
            self.jumpToExit = jumpToExit
            self.demolishToExit = demolishToExit
            jumpShortcut = shortcut
        }

        /// Items some run with the power-up takes and no plain run within the budget does.
        func needed(_ item: ShopItem) -> EconomySimulation.Items {
            let plainCrates = Set(plain.flatMap(\.items.crates)), plainGems = Set(plain.flatMap(\.items.gems))
            let runs = item == .jump ? jump : demolish
            return Items(
                crates: Set(runs.flatMap(\.items.crates)).subtracting(plainCrates).sorted(),
                gems: Set(runs.flatMap(\.items.gems)).subtracting(plainGems).sorted())
        }

    }
}

extension Inventory {
    /// This inventory with one more of `item`, if any.
    func holding(_ item: ShopItem?) -> Inventory {
        item.map(holding) ?? self
    }
}
