/// The inputs of a level's best win, kept in the save so the next attempts can race it as a
/// ghost (`Ghost`).
///
/// Invariant (checked when read): `inputs` is valid replay notation of at most
/// `maximumLength` characters. Whether it still wins on the level is checked where it is used
/// (the level may have changed since): a run that no longer wins is simply not shown.
public struct BestRun: Sendable, Hashable, Codable {
    /// The most characters of notation a best run may hold. Far beyond any campaign level's
    /// budget; a longer win (a custom level with a huge fixed budget) is simply not kept, so the
    /// save stays small and the reader can refuse anything longer.
    public static let maximumLength = 100_000

    /// The actions, in replay notation (`u d l r`, `J`+dir, `X`+dir), without blanks.
    public var inputs: String
    /// The power-ups in hand at the start of the run.
    public var inventory: Inventory

    /// Creates a best run.
    public init(inputs: String, inventory: Inventory) {
        self.inputs = inputs
        self.inventory = inventory
    }

    /// The run of `actions` from `inventory`, or `nil` when its notation is longer than
    /// `maximumLength`.
    public init?(actions: [Action], inventory: Inventory) {
        let inputs = Inputs.format(actions)
        guard inputs.utf8.count <= Self.maximumLength else { return nil }
        self.init(inputs: inputs, inventory: inventory)
    }
}

extension LevelRecord {
    /// Keeps `run`, a win of `movesCounted` moves on `level`, as the best run when it takes
    /// fewer moves than the one kept, or when none is kept that still wins there. A tie keeps
    /// the older run: the record it set came first.
    ///
    /// The kept run is compared by re-simulating it, not by `bestMoves`: a save from before
    /// best runs were kept has a `bestMoves` whose run is unknown, and the ghost should race the
    /// best run there is rather than none.
    /// - Complexity: O(actions of the kept run + cells).
    mutating func keep(_ run: BestRun, movesCounted: Int, on level: Level) {
        if let kept = bestRun, let ghost = Ghost(level: level, run: kept), ghost.movesCounted <= movesCounted { return }
        bestRun = run
    }
}
