/// What the player has achieved on one campaign level.
public struct LevelRecord: Sendable, Hashable, Codable {
    /// The campaign level id.
    public var id: Int
    /// The fewest moves used in a win, if won.
    public var bestMoves: Int?
    /// The most stars earned (0 = never won).
    public var stars: Int = 0
    /// Indices of crates whose coins have been paid.
    public var cratesTaken: [Int] = []
    /// Indices of gems found.
    public var gemsTaken: [Int] = []
    /// Whether the perfect-finish bonus has been paid.
    public var perfectBonusPaid = false
    /// The inputs of the win with the fewest moves since best runs were kept (save format 5;
    /// the ghost's run), or `nil`.
    public var bestRun: BestRun?
    /// Whether a win has taken the level's best plan, without power-ups (`PlanScore.isPerfect`;
    /// save format 9): "planned to perfection".
    public var planned = false

    /// A record with nothing achieved.
    public init(id: Int) { self.id = id }
}
