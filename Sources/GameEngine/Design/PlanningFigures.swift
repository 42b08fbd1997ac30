/// Whether planning pays on a level (docs/rules.md, "Design figures"): the coins of the best
/// plan against those of two greedy players, each played through the rules.
///
/// Only plain crates count (not `needsJump`), and only runs without power-ups. The best plan is
/// exact: the most coins over every subset of those crates whose item par fits the budget. The
/// greedy players are simulated move by move with `GameState.apply` (see
/// `MoveGraph.planning(_:)`); gems are not coins.
///
/// Invariants: `nearestCoins <= bestCoins`, `richestCoins <= bestCoins` (a greedy player's run
/// is itself a plan within the budget); the coins of `bestCrates` sum to `bestCoins`.
public struct PlanningFigures: Sendable, Hashable {
    /// The most coins of any subset of plain crates whose item par (run start → all of them →
    /// exit, no power-ups) is within the budget.
    public var bestCoins: Int
    /// Indices into `level.crates` of one best subset, ascending: of the subsets with
    /// `bestCoins`, the one with the least item par, then the lowest bit pattern.
    public var bestCrates: [Int]
    /// Coins a greedy player ends with who always heads for the nearest crate that still fits.
    public var nearestCoins: Int
    /// Coins a greedy player ends with who always heads for the richest crate that still fits.
    public var richestCoins: Int
    /// Whether both greedy players end with less than 85 % of the best plan's coins
    /// (`100 × greedy < 85 × best`, best > 0).
    public var pays: Bool

    /// Creates the figures; `pays` follows from the coins.
    public init(bestCoins: Int, bestCrates: [Int], nearestCoins: Int, richestCoins: Int) {
        self.bestCoins = bestCoins
        self.bestCrates = bestCrates
        self.nearestCoins = nearestCoins
        self.richestCoins = richestCoins
        pays = Self.pays(best: bestCoins, nearest: nearestCoins, richest: richestCoins)
    }

    /// Whether both greedy players end below 85 % of the best plan: `100 × g < 85 × best`.
    public static func pays(best: Int, nearest: Int, richest: Int) -> Bool {
        best > 0 && 100 * nearest < 85 * best && 100 * richest < 85 * best
    }
}
