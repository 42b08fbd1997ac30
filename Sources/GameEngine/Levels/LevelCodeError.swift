import MazeKit

/// Why a text is not a level code.
public enum LevelCodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// It does not start with `MZ4-` (or `MZ3-`, `MZ2-`, `MZ1-`), or holds a character that is not Crockford base 32.
    case notACode(String)
    /// The check symbol does not match: a typo (never a different level).
    case checksum
    /// The code checks out but names something this mz cannot build (a newer generator, bits
    /// no level has).
    case unsupported(String)
    /// The code checks out but a field is outside the ranges every level keeps
    /// (`LevelSpec.Limits`, the same as a levels file's).
    case outOfRange(LevelSpec.RangeProblem)

    public var description: String {
        switch self {
        case let .notACode(why): "not a valid code (\(why))"
        case .checksum: "not a valid code (checksum): check it for a typo"
        case let .unsupported(why): "not a valid code (\(why))"
        case let .outOfRange(problem): "not a valid code (its \(problem.field.rawValue) \(problem.problem))"
        }
    }
}
