import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a replay recorded, or what re-simulation gave.
public struct ReplayResult: Sendable, Hashable {
    public var outcome: Outcome
    public var movesUsed: Int
    /// Coins in the crates opened during the attempt.
    public var coins: Int
    public var stateHash: String

    /// Creates a result.
    public init(outcome: Outcome, movesUsed: Int, coins: Int, stateHash: String) {
        self.outcome = outcome
        self.movesUsed = movesUsed
        self.coins = coins
        self.stateHash = stateHash
    }

    /// The result of a final state.
    public init(_ state: GameState) {
        self.init(outcome: state.outcome, movesUsed: state.movesUsed, coins: state.coinsCollected, stateHash: state.stateHash)
    }

    /// One line: `won in 23 moves, 5 coins, state 1a2b…`.
    public var summary: String {
        "\(outcome.rawValue) in \(movesUsed.counted("move")), \(coins.counted("coin")), state \(stateHash)"
    }
}
