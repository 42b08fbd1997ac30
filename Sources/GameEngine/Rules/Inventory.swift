import MazeKit

/// The power-ups a player carries.
public struct Inventory: Sendable, Hashable, Codable {
    /// The most of one power-up a player can hold; the shop sells no more past it.
    public static let maximumCount = 1_000_000

    /// Jump power-ups.
    public var jumps: Int
    /// Demolish power-ups.
    public var demolishes: Int
    /// Time power-ups: each gives one attempt `Economy.timeMoves(for:)` more moves.
    public var times: Int

    /// Creates an inventory.
    public init(jumps: Int = 0, demolishes: Int = 0, times: Int = 0) {
        self.jumps = jumps
        self.demolishes = demolishes
        self.times = times
    }
}
