import MazeKit

/// What validation found about one level (docs/design.md, "Design rules").
public struct LevelReport: Sendable, Hashable {
    /// One item's reachability within the budget.
    public struct Item: Sendable, Hashable {
        /// `crate` or `gem`.
        public var kind: String
        /// Where it is.
        public var x: Int
        public var y: Int
        /// Least moves start → item → exit without power-ups, or `nil` if impossible.
        public var cost: Int?
        /// Whether that fits the budget; items that do not need a power-up (reported, not failed).
        public var fitsBudget: Bool
    }

    /// The level's id and name.
    public var id: Int
    public var name: String
    /// The spec's size and algorithm, for the table.
    public var width: Int
    public var height: Int
    public var algorithm: String
    /// Computed figures (nil when the level could not be built).
    public var par: Int?
    public var budget: Int?
    public var fingerprint: String?
    /// What the file stores.
    public var storedPar: Int?
    public var storedFingerprint: String?
    /// Items and their detour costs.
    public var items: [Item] = []
    /// Every problem found, one sentence each; empty when the level is valid.
    public var problems: [String] = []

    /// Whether the level passed every check.
    public var isValid: Bool { problems.isEmpty }
}
