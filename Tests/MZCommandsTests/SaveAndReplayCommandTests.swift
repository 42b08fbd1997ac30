import Foundation
import GameEngine
import Testing

@testable import MZCommands

@Suite struct SaveStoreTests {
    @Test func aMissingSaveIsANewGameAndSavingWritesAtomically() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = SaveStore(path: dir.appendingPathComponent("nested/save.json").path)
        let (fresh, notice) = try store.load()
        #expect(fresh == SaveDocument() && notice == nil)
        var progress = fresh.shipped
        progress.coins = 77
        try store.save(SaveDocument(shipped: progress))
        #expect(try store.load().document.shipped.coins == 77)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("nested").path) == ["save.json"])
    }

    /// A damaged save of ours (empty, cut short, zero-filled, wrong values) is moved aside, not lost.
    @Test(arguments: [
        "", "{\"formatVersion\": 2, \"coi", "\u{0}\u{0}\u{0}\u{0}", "{\"format\": \"mz-save\", \"formatVersion\": 6, \"coins\": \"many\"}",
    ])
    func aCorruptSaveIsMovedAsideNotLost(content: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("save.json").path
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let (document, notice) = try SaveStore(path: path).load(now: now)
        #expect(document == SaveDocument())
        let aside = path + ".corrupt-" + DataFolder.stamp(now)
        #expect(notice?.contains("moved to \(aside)") == true)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)  // nothing lost
        #expect(!FileManager.default.fileExists(atPath: path))
        // A second damaged save in the same second does not overwrite the first one moved aside.
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try SaveStore(path: path).load(now: now).notice?.contains("moved to \(aside)-2") == true)
        #expect(FileManager.default.fileExists(atPath: aside))
    }

    @Test func aSaveFromANewerMzIsRefusedAndLeftUntouched() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("save.json").path
        let newer = SaveFile.formatVersion + 1
        let future = "{\"format\": \"mz-save\", \"formatVersion\": \(newer), \"coins\": 1000}"
        try future.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            throws: CommandError(
                .dataError,
                "the save '\(path)' was written by a newer mz (save format \(newer)); this mz reads format \(SaveFile.formatVersion) and will not overwrite it"
            )
        ) {
            try SaveStore(path: path).load()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == future)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["save.json"])
    }

    @Test func theDataFolderFollowsTheEnvironment() throws {
        #expect(try DataFolder.path(["MZ_HOME": "/a", "XDG_DATA_HOME": "/b", "HOME": "/c"]) == "/a")
        #expect(try DataFolder.path(["XDG_DATA_HOME": "/b", "HOME": "/c"]) == "/b/mz")
        #expect(try DataFolder.path(["HOME": "/c"]) == "/c/.local/share/mz")
        // The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
        #expect(try DataFolder.path(["XDG_DATA_HOME": "relative/data", "HOME": "/c"]) == "/c/.local/share/mz")
        #expect(throws: CommandError.self) { try DataFolder.path([:]) }
    }

    @Test func replaysAreRecordedWithABoundedHistory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var store = ReplayStore(dataFolder: dir.path)
        store.limit = 3
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        let replay = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.north)])
        var paths: [String] = []
        for second in 0..<5 {
            paths.append(try store.record(replay, now: Date(timeIntervalSince1970: 1_800_000_000 + Double(second))))
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: store.folder).sorted()
        #expect(kept.count == 3)
        #expect(kept == paths.suffix(3).map { ($0 as NSString).lastPathComponent })
        #expect(try Replay(data: Data(contentsOf: URL(fileURLWithPath: paths[4]))) == replay)
    }

    /// Issue 20, bug 6: a practice replay was named `…-level0-won.json`, as was a daily's.
    @Test func replaysAreNamedForWhatWasPlayedAndAllCountTowardsTheHistory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var store = ReplayStore(dataFolder: dir.path)
        store.limit = 3
        let campaign = try LevelBuilder.build(try Campaign.load().levels[0])
        let seeded = try LevelBuilder.build(LevelSpec(id: 0, name: "Seed 4242", seed: 4242, width: 8, height: 5, algorithm: .wilson))
        let date = try #require(DailyDate(year: 2026, month: 11, day: 30))
        var daily = Replay.record(level: DailyChallenge.level(for: date), inventory: Inventory(), inputs: [.move(.north)])
        daily.daily = DailyAttempt(date: date, counts: false)
        try FileManager.default.createDirectory(atPath: store.folder, withIntermediateDirectories: true)
        // An older mz's name for a practice replay, and a file that is not a replay of ours.
        for name in ["20261129-190000-level0-won.json", "notes-about-level1.json"] {
            #expect(FileManager.default.createFile(atPath: store.folder + "/" + name, contents: Data("{}".utf8)))
        }
        let start = 1_800_000_000.0
        let replays = [campaign, seeded].map { Replay.record(level: $0, inventory: Inventory(), inputs: [.move(.north)]) } + [daily]
        let names = try replays.indices.map { i in
            (try store.record(replays[i], now: Date(timeIntervalSince1970: start + Double(i))) as NSString).lastPathComponent
        }
        #expect(
            names.map { $0.split(separator: "-").dropFirst(2).joined(separator: "-") }
                == ["level1-abandoned.json", "seed4242-abandoned.json", "daily-2026-11-30-abandoned.json"])
        #expect(names.allSatisfy(ReplayStore.isReplayName))
        // The oldest of the four replays (the older mz's) is trimmed; the stranger is not.
        let kept = try FileManager.default.contentsOfDirectory(atPath: store.folder).sorted()
        #expect(kept == (names + ["notes-about-level1.json"]).sorted())
    }
}

@Suite struct ReplayCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("GameEngineTests/Replays")

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test func everyCommittedReplayChecksOutHeadless() throws {
        let files = try Self.files()
        #expect(files.count >= 10)
        for file in files {
            let run = mz(["replay", "--headless", file])
            #expect(run.status == 0, "\(file): \(run.err)")
            #expect(run.out.hasSuffix("the replay matches its record\n"))
        }
    }

    @Test func levelOneBySolutionWinsInParMoves() throws {
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        let solution = MoveGraph(level).solve(from: level.start).inputs
        let run = mz(["replay", "--headless", "--level", "1", "--inputs", solution])
        #expect(run.status == 0)
        #expect(run.out.contains("won in \(level.par) moves"))
        // The real binary agrees.
        let (status, out, _) = try runBinary(["replay", "--headless", "--level", "1", "--inputs", solution])
        #expect(status == 0 && out == run.out)
    }

    @Test func anEditedReplayFileExits1NamingTheInput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOfFile: Self.folder.appendingPathComponent("level1-won.json").path, encoding: .utf8)
        let replay = try Replay(data: Data(original.utf8))
        var inputs = Array(Inputs.format(replay.inputs))
        let index = 4
        inputs[index] = inputs[index] == "l" ? "r" : "l"
        let edited = original.replacingOccurrences(
            of: "\"inputs\": \"\(Inputs.format(replay.inputs))\"", with: "\"inputs\": \"\(String(inputs))\"")
        let file = dir.appendingPathComponent("edited.json")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let run = mz(["replay", "--headless", file.path])
        #expect(run.status == 1)
        #expect(run.err == "mz: error: \(file.path): the replay diverges at input \(index + 1) (\(inputs[index]))\n")
        try "{\"format\": \"mz-replay\"".write(to: file, atomically: true, encoding: .utf8)
        #expect(mz(["replay", "--headless", file.path]).status == 65)
        #expect(mz(["replay", "--headless", dir.appendingPathComponent("none.json").path]).status == 66)
    }

    @Test(
        arguments: [
            ("replay --level 1 --inputs rr", 64, "the game needs a terminal"),
            ("lab --algorithm wilsons", 64, "unknown algorithm 'wilsons'; did you mean 'wilson'?"),
            ("lab --size 100x10", 64, "option '--size' 100x10 is too large"),
            ("lab", 64, "the game needs a terminal"),
            ("replay --headless", 64, "'mz replay' needs a replay FILE, or --inputs with --level N, --seed S or --code CODE"),
            ("replay --headless --level 1 --inputs rrq", 64, "--inputs: inputs: character 3 is 'q', expected u, d, l, r, J, X or T"),
            ("replay --headless --inputs rr", 64, "'mz replay' needs --level N, --seed S or --code CODE"),
        ] as [(String, Int32, String)])
    func badReplayArgumentsAreUsageErrors(line: String, status: Int32, message: String) {
        let run = mz(line)
        #expect(run.status == status)
        #expect(run.err.hasPrefix("mz: error: " + message), "\(run.err)")
    }

    /// Seven round trips before the par route spend 14 moves past par where the budget spares 12:
    /// out of moves without a Time, won with one (`--times 1`, `T` first).
    @Test func aSeededReplayRunsWithATime() throws {
        let level = mz("level --seed 7 --size 10x6 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(level.out.utf8)) as? [String: Any])
        let solution = try #require(object["solution"] as? String)
        #expect(object["par"] as? Int == 41 && object["budget"] as? Int == 53 && solution.count == 41)
        let first = try #require(solution.first), back: Character = ["u": "d", "d": "u", "l": "r", "r": "l"][first] ?? "?"
        let wander = String(repeating: String([first, back]), count: 7)
        let bare = mz("replay --headless --seed 7 --size 10x6 --inputs \(wander)\(solution)")
        #expect(bare.status == 0 && bare.out.contains("\nfailed in 53 moves"), "\(bare.out)")
        let timed = mz("replay --headless --seed 7 --size 10x6 --times 1 --inputs T\(wander)\(solution)")
        #expect(timed.status == 0 && timed.out.contains("\nwon in 55 moves"), "\(timed.out)")
    }

    @Test func aSeededReplayRunsWithPowerUps() {
        let run = mz("replay --headless --seed 7 --size 10x6 --inputs Jr --jumps 1")
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Seed 7 (par "), "\(run.out)")  // the name as it is, not lower-cased
        #expect(run.out.contains("in 1 moves") || run.out.contains("in 0 moves"))
    }
}
