/// The error a file's reader throws for one of its fields, so that `FieldReader` fails with the
/// error of the file it reads: `LevelFileError` for a levels file, `ReplayError` for a replay,
/// `SaveError` for a save. Each keeps the field's whole path in its sentence.
protocol FieldFailure: Error {
    /// The error for `field` (its whole path, `levels[3].stars`), found wrong as `problem`.
    /// `place` names the level object the field belongs to ("level 12"), `nil` for the file's
    /// own fields.
    static func field(_ field: String, place: String?, problem: String) -> Self
}

extension LevelFileError: FieldFailure {
    static func field(_ field: String, place: String?, problem: String) -> LevelFileError {
        place.map { .level(level: $0, field: field, problem: problem) } ?? .file(field: field, problem: problem)
    }
}

extension ReplayError: FieldFailure {
    /// A replay's one level object is its `level` field: its fields are named `level.seed`.
    static func field(_ field: String, place: String?, problem: String) -> ReplayError {
        .malformed(field: place == nil ? field : "level." + field, problem: problem)
    }
}

extension SaveError: FieldFailure {
    /// A save holds no level objects: every field is named by its path from the top.
    static func field(_ field: String, place: String?, problem: String) -> SaveError {
        .corrupt("field '\(field)' \(problem)")
    }
}
