import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a levels file was refused; each case names the place and what was wrong.
public enum LevelFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not JSON.
    case notJSON(String)
    /// A top-level field is missing, unknown or wrong.
    case file(field: String, problem: String)
    /// A level's field is missing, unknown or wrong. `level` is "level 12" or "levels[11]".
    case level(level: String, field: String, problem: String)

    public var description: String {
        switch self {
        case let .notJSON(detail): "the levels file is not valid JSON (\(detail))"
        case let .file(field, problem): "the levels file's field '\(field)' \(problem)"
        case let .level(level, field, problem): "\(level): field '\(field)' \(problem)"
        }
    }
}
