import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The outcome of checking a replay.
public struct ReplayVerdict: Sendable {
    /// The re-simulated final state.
    public var state: GameState
    /// The re-simulated result (its state hash already taken: it reads the whole maze).
    public var result: ReplayResult
    /// Where it went wrong, if it did.
    public var divergence: Divergence?

    /// Whether everything matched.
    public var matches: Bool { divergence == nil }

    /// Where a replay stopped agreeing with its record.
    public enum Divergence: Sendable, Hashable, CustomStringConvertible {
        /// The state after input `index` (0-based) differs from its checkpoint.
        case atInput(index: Int, action: Action)
        /// The level built today is not the level recorded.
        case levelDiffers(recorded: String, built: String)
        /// Every checkpoint matched but the final result did not.
        case result(recorded: ReplayResult, actual: ReplayResult)

        public var description: String {
            switch self {
            case let .atInput(index, action):
                "the replay diverges at input \(index + 1) (\(action.notation))"
            case let .levelDiffers(recorded, built):
                "the level built now (fingerprint \(built)) is not the recorded level (\(recorded))"
            case let .result(recorded, actual):
                "the result differs: recorded \(recorded.summary), re-simulated \(actual.summary)"
            }
        }
    }
}
