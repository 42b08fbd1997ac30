import GameEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Records replays under the data folder's `replays/`, keeping the newest `limit` (docs/formats.md, "Replays").
struct ReplayStore {
    let folder: String
    var limit = 200

    init(dataFolder: String) { folder = dataFolder + "/replays" }

    /// Writes `replay` as a new file and trims the history; returns its path.
    @discardableResult
    func record(_ replay: Replay, now: Date = Date()) throws(CommandError) -> String {
        try DataFolder.ensure(folder)
        let path = freePath("\(DataFolder.stamp(now))-\(Self.levelPart(of: replay))-\(replay.result.outcome.rawValue)")
        try AtomicFile.write(replay.json, to: path)
        trim()
        return path
    }

    /// Writes the proof of the daily result of `date` as `daily-YYYY-MM-DD.json` (never
    /// trimmed: one a day; `-2` and on when a reset save played the day again); returns its path.
    @discardableResult
    func recordDailyProof(_ replay: Replay, date: DailyDate) throws(CommandError) -> String {
        try DataFolder.ensure(folder)
        let path = freePath("daily-\(date)")
        try AtomicFile.write(replay.json, to: path)
        return path
    }

    /// `base.json` in the folder, or `base-2.json`, `base-3.json`, … when taken: never over a file.
    private func freePath(_ base: String) -> String {
        var name = base + ".json"
        var n = 1
        while FileManager.default.fileExists(atPath: folder + "/" + name) {
            n += 1
            name = "\(base)-\(n).json"
        }
        return folder + "/" + name
    }

    /// Deletes the oldest replays beyond the limit (names sort by time). Only names this store
    /// writes are counted or deleted.
    func trim() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let replays = names.filter(Self.isReplayName).sorted()
        for name in replays.dropLast(limit) { unlink(folder + "/" + name) }
    }

    /// What a replay's file name says its level was: `level12` in the campaign, `daily-2026-11-30`
    /// for a daily played for fun, else `seed4242` (a level from a seed or a code: its seed
    /// finds it again).
    static func levelPart(of replay: Replay) -> String {
        if replay.level.id > 0 { return "level\(replay.level.id)" }
        if let daily = replay.daily { return "daily-\(daily.date)" }
        return "seed\(replay.level.seed)"
    }

    /// `20261129-193000-level12-won.json` (or `…-won-2.json`), `…-seed4242-won.json`,
    /// `…-daily-2026-11-30-failed.json`, and the `…-level0-…` names of older versions.
    static func isReplayName(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        guard name.hasSuffix(".json"), parts.count >= 4, parts[0].count == 8, parts[1].count == 6,
            parts[0].allSatisfy(\.isNumber), parts[1].allSatisfy(\.isNumber),
            parts[2].hasPrefix("level") || parts[2].hasPrefix("seed") || parts[2] == "daily"
        else { return false }
        return true
    }
}
