import MazeKit

/// Why a spec could not be built into a playable level.
public enum LevelBuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The maze itself could not be made (size, mask support).
    case maze(id: Int, MazeGenerationError)
    /// The spec names a mask that is not shipped.
    case unknownMask(id: Int, name: String)
    /// A given start or exit lies outside the maze or on a hole.
    case badPoint(id: Int, field: String, x: Int, y: Int)
    /// No sequence of moves reaches the exit (ice can cause this).
    case exitUnreachable(id: Int)
    /// Start and exit are the same cell.
    case startIsExit(id: Int)
    /// A field is outside the ranges every level keeps (`LevelSpec.Limits`).
    case outOfRange(id: Int, LevelSpec.RangeProblem)

    public var description: String {
        switch self {
        case let .maze(id, error): "level \(id): \(error.description)"
        case let .unknownMask(id, name):
            "level \(id): field 'mask': no shipped mask is called '\(name)' (shipped: \(MaskCatalog.names.joined(separator: ", ")))"
        case let .badPoint(id, field, x, y): "level \(id): field '\(field)': (\(x), \(y)) is not an open cell of the maze"
        case let .exitUnreachable(id):
            "level \(id): no sequence of moves reaches the exit (ice slides pass it by); change the seed or the ice"
        case let .startIsExit(id): "level \(id): the start and the exit are the same cell"
        case let .outOfRange(id, problem): "level \(id): field '\(problem.field.rawValue)' \(problem.problem)"
        }
    }
}
