import Foundation

/// Why a save could not be used.
public enum SaveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is damaged: not JSON, a wrong type, an impossible value.
    case corrupt(String)
    /// A newer mz wrote it; this one must not read or overwrite it.
    case newerFormat(Int)

    public var description: String {
        switch self {
        case let .corrupt(reason): reason
        case let .newerFormat(version):
            "it was written by a newer mz (save format \(version)); this mz reads format \(SaveFile.formatVersion) and will not overwrite it"
        }
    }
}

/// The save file (SPEC §8): `formatVersion` and the player's progress, flattened into one
/// JSON object. Format 1 lacked `settings` and `ledger`; it is read and written back as 2.
public enum SaveFile {
    /// The format this build writes.
    public static let formatVersion = 2
    /// The largest save accepted.
    public static let maximumBytes = 4 * 1024 * 1024

    private enum VersionKey: String, CodingKey { case formatVersion }

    private struct Document: Codable {
        var formatVersion: Int
        var progress: PlayerProgress

        init(progress: PlayerProgress) {
            formatVersion = SaveFile.formatVersion
            self.progress = progress
        }

        init(from decoder: Decoder) throws {
            formatVersion = try decoder.container(keyedBy: VersionKey.self).decode(Int.self, forKey: .formatVersion)
            progress = try PlayerProgress(from: decoder)
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: VersionKey.self)
            try c.encode(formatVersion, forKey: .formatVersion)
            try progress.encode(to: encoder)
        }
    }

    /// Reads a save, migrating older formats.
    /// - Throws: `SaveError.newerFormat` for a save from a newer mz, `.corrupt` otherwise.
    public static func read(_ data: Data) throws(SaveError) -> PlayerProgress {
        guard data.count <= maximumBytes else { throw .corrupt("it is \(data.count) bytes, more than the \(maximumBytes)-byte limit") }
        guard !data.isEmpty else { throw .corrupt("it is empty") }
        let version: Int
        do {
            version = try JSONDecoder().decode(VersionOnly.self, from: data).formatVersion
        } catch {
            throw .corrupt(describe(error))
        }
        guard version <= formatVersion else { throw .newerFormat(version) }
        guard version >= 1 else { throw .corrupt("its formatVersion \(version) is not a save format") }
        let progress: PlayerProgress
        do {
            progress = try JSONDecoder().decode(Document.self, from: data).progress
        } catch {
            throw .corrupt(describe(error))
        }
        try check(progress)
        return progress
    }

    /// The save as JSON text (sorted keys, so saves diff cleanly).
    public static func json(_ progress: PlayerProgress) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(Document(progress: progress)) else {
            preconditionFailure("PlayerProgress failed to encode; every field is a plain value")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct VersionOnly: Decodable { var formatVersion: Int }

    /// Values the types allow but the game never produces.
    static func check(_ p: PlayerProgress) throws(SaveError) {
        guard p.coins >= 0 else { throw .corrupt("field 'coins' is negative (\(p.coins))") }
        guard p.inventory.jumps >= 0, p.inventory.demolishes >= 0 else { throw .corrupt("field 'inventory' holds a negative count") }
        guard p.unlockedLevel >= 1 else { throw .corrupt("field 'unlockedLevel' is \(p.unlockedLevel), below 1") }
        for record in p.levels {
            guard record.id >= 1, (0...3).contains(record.stars), record.bestMoves.map({ $0 >= 0 }) ?? true else {
                throw .corrupt("the record of level \(record.id) holds impossible values")
            }
        }
        guard p.avatars.contains(p.avatar) else { throw .corrupt("field 'avatar' names '\(p.avatar)', which is not owned") }
        if let attempt = p.attempt {
            do { _ = try Inputs.parse(attempt.inputs) } catch { throw .corrupt("field 'attempt.inputs' is not valid: \(error.description)") }
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return context.codingPath.isEmpty ? "it is not a JSON object" : "field '\(path(context.codingPath))' has the wrong type"
        case let DecodingError.keyNotFound(key, context):
            let parent = path(context.codingPath)
            return "field '\(parent.isEmpty ? key.stringValue : parent + "." + key.stringValue)' is missing"
        case let DecodingError.dataCorrupted(context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "field '\(path(context.codingPath))' is invalid"
        default:
            return "it could not be read (\(error))"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
}
