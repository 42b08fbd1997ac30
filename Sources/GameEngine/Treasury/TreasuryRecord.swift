/// What the player has achieved in one treasury (save format 13, `treasuries`).
public struct TreasuryRecord: Sendable, Hashable {
    /// The treasury, 1…`Treasury.count`.
    public var number: Int
    /// Whether it has been opened (`Treasury.keyPrice` paid).
    public var opened = false
    /// Tries paid for (each try's fee is paid by its first move).
    public var tries = 0
    /// The fewest moves used in a win, if won.
    public var bestMoves: Int?
    /// The most stars earned (0 = never won).
    public var stars = 0
    /// Indices of crates whose coins have been paid.
    public var cratesTaken: [Int] = []
    /// The most coins one won try took (whether paid then or before): the haul to beat.
    public var bestHaul = 0

    /// A record with nothing achieved.
    public init(number: Int) { self.number = number }

    /// Whether it has been won.
    public var isWon: Bool { bestMoves != nil }
}
