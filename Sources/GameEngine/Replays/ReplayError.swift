import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a replay could not be read or re-simulated.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is malformed; `field` names where.
    case malformed(field: String, problem: String)
    /// The replay was made by another level generator.
    case generatorMismatch(found: Int, current: Int)
    /// The recorded level cannot be built.
    case level(String)

    public var description: String {
        switch self {
        case let .malformed(field, problem): "field '\(field)' \(problem)"
        case let .generatorMismatch(found, current):
            "the replay was made with level generator \(found) and this mz builds levels with generator \(current), so it cannot be replayed faithfully"
        case let .level(message): "its level cannot be built: \(message)"
        }
    }
}
