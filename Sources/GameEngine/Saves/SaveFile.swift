#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            "was written by a newer mz (save format \(version)); this mz reads format \(SaveFile.formatVersion) and will not overwrite it"
        }
    }
}

/// The save file (SPEC §8): `formatVersion`, the shipped campaign's progress flattened into the
/// top-level object, and `campaigns`, the progress of other campaigns by their identity.
///
/// Format 1 lacked `settings` and `ledger`, format 2 lacked `campaigns`, format 3 lacked
/// `tipsSeen` (the first-encounter tips shown), format 4 lacked `daily` (daily challenge
/// results) and the levels' `bestRun` (the ghost's run); all are read and written back as 5.
public enum SaveFile {
    /// The format this build writes.
    public static let formatVersion = 5
    /// The largest save accepted; bigger files are refused unread.
    public static let maximumBytes = 4 * 1024 * 1024

    /// Reads a save, migrating older formats and checking every field's range.
    /// - Throws: `SaveError.newerFormat` for a save from a newer mz, `.corrupt` naming the
    ///   field otherwise.
    /// - Complexity: O(n) in the file's size.
    public static func read(_ data: Data) throws(SaveError) -> SaveDocument {
        guard data.count <= maximumBytes else { throw .corrupt("it is \(data.count) bytes, more than the \(maximumBytes)-byte limit") }
        guard !data.isEmpty else { throw .corrupt("it is empty") }
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { throw .corrupt("it is not valid JSON (\(error.message))") }
        guard case let .object(fields) = root else { throw .corrupt("it is not a JSON object") }
        let version: Int
        switch fields["formatVersion"] {
        case nil: throw .corrupt("field 'formatVersion' is missing")
        case let value?:
            guard let n = value.integer else { throw .corrupt("field 'formatVersion' must be a whole number, found \(value.kind)") }
            version = n
        }
        guard version <= formatVersion else { throw .newerFormat(version) }
        guard version >= 1 else { throw .corrupt("field 'formatVersion' is \(version), not a save format") }
        return try SaveReader.document(fields, version: version)
    }

    /// Whether damaged `data` looks like a save of ours gone bad, so it may be moved aside:
    /// empty or zero-filled (an interrupted write, a crash), or a JSON object whose first key is
    /// one a save has (whole, or cut short) — a save cut anywhere, or with a wrong field. Anything
    /// else (someone's notes, another program's JSON or JSONC) is not ours and must be left alone.
    public static func looksLikeSave(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(4096))
        let blank: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09, 0]
        guard var i = bytes.firstIndex(where: { !blank.contains($0) }) else { return true }
        guard bytes[i] == UInt8(ascii: "{") else { return false }
        i += 1
        while i < bytes.count, blank.contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return true }  // cut right after the brace
        guard bytes[i] == UInt8(ascii: "\"") else { return false }
        let key = bytes[(i + 1)...].prefix { $0 != UInt8(ascii: "\"") }
        let keys = ["formatVersion", "campaigns"] + SaveReader.progressFields
        let name = String(decoding: key, as: UTF8.self)
        let closed = i + 1 + key.count < bytes.count
        return closed ? keys.contains(name) : keys.contains { $0.hasPrefix(name) }
    }

    /// The save as JSON text, keys in the fixed order of `SaveWriter`, every string escaped.
    /// - Complexity: O(n) in the size of the progress.
    ///
    /// A save is never written bigger than `maximumBytes`, which the reader would refuse: the
    /// ghosts' best runs are the one part that can grow that far (up to 100,000 characters a
    /// level, in up to 101 campaigns), so the longest are left out first until it fits; the
    /// next win on those levels keeps a run again.
    public static func json(_ document: SaveDocument) -> String {
        var document = document
        var text = JSONWriter.text(.object(SaveWriter.document(document))) + "\n"
        while text.utf8.count > maximumBytes, document.dropLongestBestRuns(totalling: text.utf8.count - maximumBytes) {
            text = JSONWriter.text(.object(SaveWriter.document(document))) + "\n"
        }
        return text
    }
}
