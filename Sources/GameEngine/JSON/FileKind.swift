#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A kind of file mz writes. Each names itself in a first member, `"format": "mz-save"`
/// (`"mz-replay"`, `"mz-levels"`), so that mz can tell its own files from anyone else's
/// before it renames or replaces one; files from before the mark are recognised by their
/// whole shape (docs/formats.md, "Whose file it is").
public enum FileKind: String, Sendable, CaseIterable {
    /// `save.json` and any `--save FILE`.
    case save = "mz-save"
    /// A recorded attempt.
    case replay = "mz-replay"
    /// A campaign: `levels.json`, `--levels FILE`, `build-campaign --out FILE`.
    case levels = "mz-levels"

    /// The member that carries the mark.
    public static let markField = "format"

    /// The value of `format` that marks a file of this kind.
    public var mark: String { rawValue }

    /// The kind in words, with its article, for messages: "an mz save".
    public var name: String {
        switch self {
        case .save: "an mz save"
        case .replay: "an mz replay"
        case .levels: "an mz levels file"
        }
    }

    /// Where a file of this kind belongs, for a message about one given in the wrong place.
    var use: String {
        switch self {
        case .save: "use it with --save"
        case .replay: "watch it with mz replay"
        case .levels: "play it with --levels"
        }
    }

    /// The kind's files without a mark, as mz wrote them before it marked its files: every
    /// top-level field they may have, those they must have, and the formats they were.
    /// `nil` for replays, which were marked from the first.
    var unmarkedShape: (noun: String, fields: [String], required: [String], versions: ClosedRange<Int>)? {
        switch self {
        case .save:
            // Every save of formats 1 to 5 had these six fields (format 1's reader needed them).
            (
                "save", ["formatVersion", "campaigns"] + SaveReader.progressFields,
                ["formatVersion", "coins", "inventory", "unlockedLevel", "levels", "avatars", "avatar"], 1...5
            )
        case .levels:
            (
                "levels file", LevelFile.topFields.filter { $0 != Self.markField },
                ["formatVersion", "generatorVersion", "shop", "levels"], 1...1
            )
        case .replay:
            nil
        }
    }
}

extension FileKind {
    /// Whether `data` is a file of this kind: a JSON object marked with the kind, or unmarked
    /// with the whole shape of an older format of it; text that is not JSON when it is blank
    /// or begins as a file of the kind does (see `recognise(unparsable:problem:)`).
    /// - Complexity: O(n) in the size of `data`.
    public func recognise(_ data: Data) -> FileRecognition {
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { return recognise(unparsable: data, problem: error.message) }
        guard case let .object(fields) = root else { return .foreign("it is not a JSON object") }
        return recognise(fields)
    }

    /// Whether a file's top-level object is of this kind. A mark decides alone, so a marked
    /// file that fails a later check is still ours (damaged); without one, every field must be
    /// one the kind's older files had, with all they always had and a `formatVersion` of theirs.
    func recognise(_ fields: [String: JSONValue]) -> FileRecognition {
        if let mark = fields[Self.markField] {
            guard case let .string(text) = mark else { return .foreign("its field 'format' is \(mark.kind), not \"\(self.mark)\"") }
            if text == self.mark { return .ours }
            if let other = FileKind(rawValue: text) { return .foreign("it is \(other.name); \(other.use)") }
            return .foreign("its field 'format' is \"\(text.escapingControlCharacters(limit: 40))\", not \"\(self.mark)\"")
        }
        guard let problem = unmarkedProblem(fields) else { return .ours }
        // An older file of another kind (levels.json typed for --save) is named as such.
        if let other = FileKind.allCases.first(where: { $0 != self && $0.unmarkedProblem(fields) == nil }) {
            return .foreign("it is \(other.name); \(other.use)")
        }
        guard let shape = unmarkedShape else { return .foreign("it has no \"format\": \"\(mark)\"") }
        return .foreign("it has no \"format\": \"\(mark)\" and is not a \(shape.noun) of an older format: \(problem)")
    }

    /// Why an unmarked object is not of the shape of this kind's older files (always, for a
    /// kind that had none), or `nil` if it is.
    func unmarkedProblem(_ fields: [String: JSONValue]) -> String? {
        guard let shape = unmarkedShape else { return "it has no mark" }
        for key in fields.keys.sorted() where !shape.fields.contains(key) {
            return "\(shape.noun)s have no field '\(key.escapingControlCharacters(limit: 40))'"
        }
        for key in shape.required where fields[key] == nil { return "field '\(key)' is missing" }
        guard let version = fields["formatVersion"]?.integer, shape.versions.contains(version) else {
            let allowed =
                shape.versions.count == 1
                ? "\(shape.versions.lowerBound)" : "from \(shape.versions.lowerBound) to \(shape.versions.upperBound)"
            let found = fields["formatVersion"].map { $0.integer.map(String.init) ?? $0.kind } ?? "nothing"
            return "field 'formatVersion' must be \(allowed) in a \(shape.noun) without a mark, found \(found)"
        }
        return nil
    }
}
