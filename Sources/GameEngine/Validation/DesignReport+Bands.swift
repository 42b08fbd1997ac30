/// The design figures of one band of levels (1–10, 11–20, …), for the per-band table.
public struct DesignBand: Sendable, Hashable {
    /// The first and last level ids.
    public var first: Int
    public var last: Int
    /// Par of the easiest and hardest level.
    public var parRange: ClosedRange<Int>
    /// Median slack as a percentage of par.
    public var medianSlackPercent: Int
    /// Levels whose worst wrong turn costs more than the slack.
    public var wrongTurnFails: Int
    /// Levels where terrain chooses the route.
    public var terrainChooses: Int
    /// Levels meeting the items rule.
    public var itemsRuleMet: Int
    /// Items that fit the budget without power-ups, items that are traps, and all items.
    public var itemsFitting: Int
    public var trapItems: Int
    public var items: Int
    /// Levels with trap cells.
    public var levelsWithTraps: Int
    /// Crates holding at least their detour, of the crates that fit.
    public var cratesPaying: Int
    public var cratesFitting: Int
    /// Levels with gems, and those whose every gem's detour is 40–100 % of the slack.
    public var gemLevels: Int
    public var gemLevelsInRange: Int
    /// Levels the choice rule counts, and those offering a choice.
    public var choiceCounted: Int
    public var choiceOffered: Int
    /// Levels where a Jump has a real use; the largest saving of one Jump.
    public var jumpUses: Int
    public var bestJumpSaving: Int
    /// The median saving of one Demolish as a percentage of par.
    public var medianDemolishPercent: Int
    /// Levels where a power-up makes a par player richer on a first clear.
    public var exploits: Int

    /// Levels the planning rule counts, and those where planning pays.
    public var planningCounted: Int
    public var planningPays: Int
    /// The median richest/poorest plain crate over the counted levels (0 without any).
    public var medianCrateSpread: Double
    /// Counted levels whose budget is par + the largest plain-crate detour.
    public var largestDetourBudgets: Int
    /// Levels seen whole at 80×24.
    public var levelsWhole: Int
    /// The mechanics arriving in the band, in order.
    public var arrivals: [Mechanic]
    /// The distinct kinds of level, in level order.
    public var kinds: [LevelKind]
    /// Levels asking a question (the play proxy).
    public var questions: Int

    /// Levels in the band.
    public var count: Int { last - first + 1 }
}

extension DesignReport {
    /// The figures per band of ten levels (by id: 1–10, 11–20, …).
    public var bands: [DesignBand] {
        var bands: [DesignBand] = []
        var start = 0
        while start < levels.count {
            let band = (start..<levels.count).prefix { (levels[$0].id - 1) / 10 == (levels[start].id - 1) / 10 }.map { levels[$0] }
            start += band.count
            bands.append(figures(band))
        }
        return bands
    }

    private func figures(_ band: [LevelDesign]) -> DesignBand {
        func median(_ values: [Int]) -> Int {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        }
        let items = band.flatMap(\.items)
        let crates = band.map(Self.payingCrates)
        let gems = band.compactMap(Self.gemsTestNerve)
        let choice = band.compactMap(Self.offersChoice)
        let counted = band.filter(Self.planningCounted)
        let ids = band.map(\.id)
        var kinds: [LevelKind] = []
        for level in band where !kinds.contains(level.kind) { kinds.append(level.kind) }
        return DesignBand(
            first: band.first?.id ?? 0, last: band.last?.id ?? 0,
            parRange: (band.map(\.par).min() ?? 0)...(band.map(\.par).max() ?? 0),
            medianSlackPercent: median(band.map { $0.par == 0 ? 0 : 100 * $0.slack / $0.par }),
            wrongTurnFails: band.filter(Self.wrongTurnFails).count,
            terrainChooses: band.filter { $0.route?.terrainChoosesRoute == true }.count,
            itemsRuleMet: band.filter(Self.meetsItemsRule).count,
            itemsFitting: items.filter(\.fitsBudget).count,
            trapItems: items.filter { $0.reach == .trap }.count,
            items: items.count,
            levelsWithTraps: band.filter { $0.trapCells > 0 }.count,
            cratesPaying: crates.reduce(0) { $0 + $1.paying }, cratesFitting: crates.reduce(0) { $0 + $1.fitting },
            gemLevels: gems.count, gemLevelsInRange: gems.filter { $0 }.count,
            choiceCounted: choice.count, choiceOffered: choice.filter { $0 }.count,
            jumpUses: band.filter(Self.jumpHasUse).count,
            bestJumpSaving: band.map(\.jumpSaving).max() ?? 0,
            medianDemolishPercent: median(band.map { $0.par == 0 ? 0 : 100 * $0.demolishSaving / $0.par }),
            exploits: band.filter {
                let p = powerUpPaysOff($0)
                return p.jump || p.demolish
            }.count,
            planningCounted: counted.count, planningPays: counted.filter { $0.planning?.pays == true }.count,
            medianCrateSpread: Self.median(counted.compactMap(Self.crateSpread)),
            largestDetourBudgets: counted.filter { Self.budgetIsLargestDetour($0) == true }.count,
            levelsWhole: band.filter { PlayField.showsWhole(width: $0.width, height: $0.height) }.count,
            arrivals: arrivals.filter { ids.contains($0.level) }.flatMap(\.mechanics),
            kinds: kinds, questions: band.filter { Self.asksQuestion($0, jumpPrice: prices.jump) }.count)
    }
}
