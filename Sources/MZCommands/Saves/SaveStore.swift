import Foundation
import GameEngine

/// Loads and writes the save file: atomically, never losing the old file (SPEC §8).
public struct SaveStore: Sendable {
    /// The save file's path.
    public let path: String

    /// The save named by `--save FILE`, or `save.json` in the data folder.
    init(_ args: ParsedArguments, environment: [String: String]) throws(CommandError) {
        if let file = args.string("save") {
            path = file
        } else {
            path = try DataFolder.path(environment) + "/save.json"
        }
    }

    /// A store for the save at `path`.
    public init(path: String) { self.path = path }

    /// Reads the save. A missing save is a new game. A corrupt or unreadable one is moved aside
    /// to `save.json.corrupt-<time>` and play starts afresh, with `notice` telling the player.
    /// - Throws: `CommandError` (65) for a save from a newer mz, which is left untouched.
    public func load(now: Date = Date()) throws(CommandError) -> (progress: PlayerProgress, notice: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (PlayerProgress(), nil) }
        let reason: String
        if let data = FileManager.default.contents(atPath: path) {
            do {
                return (try SaveFile.read(data), nil)
            } catch let .newerFormat(version) {
                throw CommandError(.dataError, "the save '\(path)' \(SaveError.newerFormat(version).description)")
            } catch {
                reason = error.description
            }
        } else {
            reason = "it cannot be read (check its permissions)"
        }
        let aside = path + ".corrupt-" + Self.stamp(now)
        if rename(path, aside) == 0 {
            return (PlayerProgress(), "The save \(path) could not be used: \(reason). It was moved to \(aside) and a new game begins.")
        }
        throw CommandError(.ioError, "the save '\(path)' could not be used (\(reason)) and could not be moved aside: \(String(cString: strerror(errno)))")
    }

    /// Writes the save atomically; the previous save survives any failure.
    public func save(_ progress: PlayerProgress) throws(CommandError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try DataFolder.ensure(folder) }
        try AtomicFile.write(SaveFile.json(progress), to: path)
    }

    /// `20261129-193000` in UTC.
    static func stamp(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&t, &parts)
        return String(format: "%04d%02d%02d-%02d%02d%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}

/// Records replays under the data folder's `replays/`, keeping the newest `limit` (SPEC §7).
struct ReplayStore {
    let folder: String
    var limit = 200

    init(dataFolder: String) { folder = dataFolder + "/replays" }

    /// Writes `replay` as a new file and trims the history; returns its path.
    @discardableResult
    func record(_ replay: Replay, now: Date = Date()) throws(CommandError) -> String {
        try DataFolder.ensure(folder)
        let base = "\(SaveStore.stamp(now))-level\(replay.level.id)-\(replay.result.outcome.rawValue)"
        var name = base + ".json"
        var n = 1
        while FileManager.default.fileExists(atPath: folder + "/" + name) {
            n += 1
            name = "\(base)-\(n).json"
        }
        try AtomicFile.write(replay.json, to: folder + "/" + name)
        trim()
        return folder + "/" + name
    }

    /// Deletes the oldest replays beyond the limit (names sort by time).
    func trim() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let replays = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        for name in replays.dropLast(limit) { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
    }
}
