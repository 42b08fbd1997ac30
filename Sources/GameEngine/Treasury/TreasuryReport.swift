import MazeKit

/// The treasuries measured by the rules every campaign level is held to (`mz validate
/// --treasuries`): seen whole at 80×24, every crate taken by some run within the budget,
/// not every crate in one run, planning pays (the best haul beats both greedy players), and a
/// fee the best haul pays back with coins to spare while a greedy player's does not by as much.
public struct TreasuryReport: Sendable, Hashable {
    /// One treasury's figures.
    public struct Row: Sendable, Hashable {
        public var number: Int
        public var width: Int
        public var height: Int
        public var par: Int
        public var budget: Int
        public var crates: Int
        /// The most coins one run takes (the best plan's).
        public var bestHaul: Int
        /// The coins of the greedy players (nearest first, richest first).
        public var nearest: Int
        public var richest: Int
        public var fee: Int
        /// The seed and size the search finds (`Treasury.searched`).
        public var seed: UInt64
        /// Rules missed: "fit", "items", "choice", "planning", "fee", and "pinned" when the
        /// search no longer finds the pinned seed and size (`Treasury.pinned`) or the plan's
        /// level built from them differs.
        public var missed: [String]
    }

    /// One row a treasury, in order.
    public var rows: [Row]

    /// Whether every treasury meets every rule.
    public var passed: Bool { rows.allSatisfy(\.missed.isEmpty) }

    /// Builds and measures every treasury.
    /// - Complexity: one seed search and one planning search a treasury (about 0.1 s each, release).
    public init() {
        rows = Treasury.numbers.map(Self.measure)
    }

    static func measure(_ number: Int) -> Row {
        let level = Treasury.searched(number)
        let graph = MoveGraph(level)
        var allowance = WorkAllowance.unlimited
        let figures =
            graph.planningSearch(level, allowance: &allowance)?.figures
            ?? PlanningFigures(bestCoins: 0, bestCrates: [], nearestCoins: 0, richestCoins: 0)
        let fee = Treasury.fee(bestHaul: figures.bestCoins)
        var missed: [String] = []
        if !PlayField.showsWhole(width: level.spec.width, height: level.spec.height) { missed.append("fit") }
        let table = graph.itemPar(from: level.start, items: level.crates.map(\.cell))
        let each = level.crates.indices.map { table?.moves(taking: [$0]) }
        if level.crates.count < Treasury.plan(number).crates || each.contains(where: { ($0 ?? .max) > level.budget }) {
            missed.append("items")
        }
        if let all = table?.moves(taking: Array(level.crates.indices)), all <= level.budget { missed.append("choice") }
        if !figures.pays { missed.append("planning") }
        // The best haul pays the fee back with coins to spare.
        if figures.bestCoins <= fee { missed.append("fee") }
        let pin = Treasury.pinned[number - 1]
        if (pin.seed, pin.width, pin.height) != (level.spec.seed, level.spec.width, level.spec.height)
            || Treasury.level(number).fingerprint != level.fingerprint
        {
            missed.append("pinned")
        }
        return Row(
            number: number, width: level.spec.width, height: level.spec.height, par: level.par, budget: level.budget,
            crates: level.crates.count, bestHaul: figures.bestCoins, nearest: figures.nearestCoins, richest: figures.richestCoins,
            fee: fee, seed: level.spec.seed, missed: missed)
    }
}
