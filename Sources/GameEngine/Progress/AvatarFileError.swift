/// Why an avatars file (`Resources/avatars.json`) was refused: where, and what was wrong.
public enum AvatarFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not JSON.
    case notJSON(String)
    /// A field is missing, unknown or wrong; `field` is its whole path (`avatars[2].glyph`).
    case field(field: String, problem: String)

    public var description: String {
        switch self {
        case let .notJSON(detail): "the avatars file is not valid JSON (\(detail))"
        case let .field(field, problem): "the avatars file's field '\(field)' \(problem)"
        }
    }
}

extension AvatarFileError: FieldFailure {
    /// The avatars file holds no levels: `place` is never given.
    static func field(_ field: String, place: String?, problem: String) -> AvatarFileError {
        .field(field: field, problem: problem)
    }
}
