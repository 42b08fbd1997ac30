import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// Issue 19, points 5, 6 and 13: nothing that is not mz's is ever touched, and a damaged save
/// of mz's is said to be damaged. The rule is docs/formats.md's "Whose file it is". Each test
/// failed on 23aac98.
@Suite struct ForeignFileTests {
    /// A save as mz writes it (format 8, marked), with one level played.
    static func savedText() throws -> String {
        unmarkedFormat5.replacingOccurrences(
            of: "{\n  \"formatVersion\": 5,", with: "{\n  \"format\": \"mz-save\",\n  \"formatVersion\": \(SaveFile.formatVersion),")
    }

    /// A save as mz 23aac98 wrote it (format 5, no mark), with one level played.
    static let unmarkedFormat5 = """
        {
          "formatVersion": 5,
          "coins": 12,
          "inventory": {"jumps": 0, "demolishes": 0},
          "unlockedLevel": 2,
          "levels": [
            {"id": 1, "bestMoves": 13, "stars": 3, "cratesTaken": [], "gemsTaken": [], "perfectBonusPaid": false}
          ],
          "avatars": ["explorer", "mouse"],
          "avatar": "explorer",
          "settings": {"ascii": false, "colour": true, "animation": true},
          "ledger": [],
          "campaigns": {}
        }

        """

    /// A format 2 save as mz wrote them with sorted keys (before the save writer kept its own order).
    static let sortedFormat2 = """
        {
          "avatar" : "explorer",
          "avatars" : ["explorer", "mouse"],
          "coins" : 3,
          "formatVersion" : 2,
          "inventory" : {"demolishes" : 0, "jumps" : 1},
          "ledger" : [],
          "levels" : [],
          "settings" : {"animation" : true, "ascii" : false, "colour" : true},
          "unlockedLevel" : 1
        }

        """

    /// The shipped levels.json, as embedded.
    static func shippedLevels() throws -> String { try #require(Campaign.text) }

    static func write(_ text: String, in dir: URL, name: String = "file.json") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Other programs' JSON, mz's other files, and text that only starts like a save.
    static let foreign: [(String, String)] = [
        ("a theme setting", #"{"settings":{"theme":"dark"}}"#),
        ("a game's coins", #"{"coins":5,"player":"bob"}"#),
        ("a logger's levels", #"{"levels":["debug","info"],"app":"my logger config"}"#),
        ("another format", #"{"format": "vscode-settings", "coins": 1}"#),
        ("half a save's fields", #"{"formatVersion": 2, "coins": 7}"#),
        ("an unmarked levels file", #"{"formatVersion": 1, "generatorVersion": 2, "shop": {"jump": 40, "demolish": 60}, "levels": []}"#),
        ("a cut config with a save's first key", #"{"coins": 5, "player": "bo"#),
        ("a cut config without formatVersion", #"{"coins": 5, "settings": {"th"#),
        ("text", "buy milk\n"),
        ("an array", "[1, 2]"),
    ]

    static func snapshot(_ dir: URL) throws -> [String] { try SaveSafetyTests.snapshot(dir) }

    // MARK: - 5. --save at another program's JSON

    @Test(arguments: foreign.map(\.0) + ["the shipped levels.json", "a replay"])
    func anotherProgramsJSONAtTheSaveIsRefusedUntouchedWithoutALock(name: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text =
            try Self.foreign.first { $0.0 == name }?.1
            ?? (name == "a replay"
                ? String(contentsOfFile: Self.committedReplay("level1-won.json"), encoding: .utf8) : Self.shippedLevels())
        let path = try Self.write(text, in: dir)
        let before = try Self.snapshot(dir)
        do {
            _ = try SaveSafetyTests.openGame(path)
            Issue.record("\(name) was taken for a save")
        } catch {
            #expect(error.code == .dataError, "\(name): \(error.message)")
            #expect(error.message.hasPrefix("the file '\(path)' is not an mz save ("), "\(name): \(error.message)")
            #expect(error.message.hasSuffix("); mz leaves it as it is (pass --save with another path)"), "\(name): \(error.message)")
        }
        let stats = mz(["stats", "--save", path])
        #expect(stats.status == 65 && stats.err.hasPrefix("mz: error: the file '\(path)' is not an mz save ("), "\(name): \(stats.err)")
        #expect(try Self.snapshot(dir) == before, "\(name)")  // no .lock, no .corrupt-…, same bytes
    }

    @Test func theRefusalSaysWhatTheFileIs() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (try Self.shippedLevels(), "it is an mz levels file; play it with --levels"),
            (
                #"{"formatVersion": 1, "generatorVersion": 2, "shop": {"jump": 40, "demolish": 60}, "levels": []}"#,
                "it is an mz levels file; play it with --levels"
            ),
            (
                try String(contentsOfFile: Self.committedReplay("level1-won.json"), encoding: .utf8),
                "it is an mz replay; watch it with mz replay"
            ),
            (
                #"{"settings":{"theme":"dark"}}"#,
                "it has no \"format\": \"mz-save\" and is not a save of an older format: field 'formatVersion' is missing"
            ),
            (
                #"{"coins":5,"player":"bob"}"#,
                "it has no \"format\": \"mz-save\" and is not a save of an older format: saves have no field 'player'"
            ),
            (#"{"format": "vscode-settings"}"#, "its field 'format' is \"vscode-settings\", not \"mz-save\""),
        ]
        for (text, reason) in cases {
            let path = try Self.write(text, in: dir)
            #expect(
                throws: CommandError(
                    .dataError, "the file '\(path)' is not an mz save (\(reason)); mz leaves it as it is (pass --save with another path)")
            ) {
                try SaveStore(path: path).load()
            }
        }
    }

    /// The real binary in a real terminal: the game never starts, and the folder is as it was.
    @Test func theGameRefusesAThemeFileAsItsSaveAndLeavesNoLock() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.write(#"{"settings":{"theme":"dark"}}"#, in: dir, name: "settings.json")
        let before = try Self.snapshot(dir)
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try EndToEndTests.command("", save: path), width: 250)
        // The message is longer than the pane is wide: tmux wraps it.
        let screen = try tmux.wait(for: "EXIT=").replacingOccurrences(of: "\n", with: "")
        #expect(
            screen.hasPrefix(
                "mz: error: the file '\(path)' is not an mz save (it has no \"format\": \"mz-save\" and is not a save of an older format: field 'formatVersion' is missing); mz leaves it as it is (pass --save with another path)EXIT=65"
            ), "\(screen)")
        #expect(try Self.snapshot(dir) == before)
    }

    static func committedReplay(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GameEngineTests/Replays/\(name)").path
    }

    // MARK: - 5. A damaged save of ours is still moved aside

    /// Damaged saves of ours, each from a save mz wrote: a marked one that fails a later check,
    /// an unmarked one of an older format whose values are bad, and text cut short or broken
    /// after its opening.
    static func damaged() throws -> [(String, String)] {
        let marked = try savedText()
        return [
            ("marked, coins -1", marked.replacingOccurrences(of: "\"coins\": 12", with: "\"coins\": -1")),
            ("marked, an unknown field", marked.replacingOccurrences(of: "\"coins\": 12", with: "\"coins\": 12, \"colour\": 1")),
            ("marked, cut in half", String(marked.prefix(marked.count / 2))),
            ("marked, cut in its mark", String(marked.prefix(9))),
            ("marked, trailing garbage", marked + "garbage"),
            ("marked, a NUL byte", marked.replacingOccurrences(of: "\"levels\"", with: "\"lev\u{0}ls\"")),
            ("format 5, stars 9", unmarkedFormat5.replacingOccurrences(of: "\"stars\": 3", with: "\"stars\": 9")),
            ("format 5, cut after formatVersion", String(unmarkedFormat5.prefix(30))),
            ("format 2 sorted, cut after formatVersion", sortedFormat2.components(separatedBy: "ventory")[0]),
            ("empty", ""),
            ("zero-filled", String(repeating: "\u{0}", count: 512)),
        ]
    }

    @Test func aDamagedSaveOfOursIsStillMovedAside() throws {
        for (name, text) in try Self.damaged() {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = try Self.write(text, in: dir, name: "save.json")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let (document, notice) = try SaveStore(path: path).load(now: now)
            let aside = path + ".corrupt-" + DataFolder.stamp(now)
            #expect(document == SaveDocument() && notice?.contains("It was moved to \(aside)") == true, "\(name): \(notice ?? "no notice")")
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data(text.utf8), "\(name)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(name)")
        }
    }

    /// A save of every format mz wrote still reads, and is written back marked.
    @Test func savesOfOlderFormatsStillReadAndAreWrittenBackMarked() throws {
        let marked = try SaveFile.read(Data(try Self.savedText().utf8))
        let old = try SaveFile.read(Data(Self.unmarkedFormat5.utf8))
        #expect(old == marked)
        #expect(try SaveFile.read(Data(Self.sortedFormat2.utf8)).shipped.coins == 3)
        #expect(SaveFile.json(old) == (try Self.savedText()))
    }

    // MARK: - 13. mz stats says a damaged save is damaged

    @Test func statsSaysADamagedSaveIsDamagedAndWhereWithoutMovingIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let marked = try Self.savedText()
        let cases: [(String, String)] = [
            (
                marked.replacingOccurrences(of: "\"coins\": 12", with: "\"coins\": -1"),
                "field 'coins' must be from 0 to 1000000000, found -1"
            ),
            (marked + "}", "it is not valid JSON (unexpected '}' after the value at line 16, column 1)"),
            (
                Self.unmarkedFormat5.replacingOccurrences(of: "\"stars\": 3", with: "\"stars\": 9"),
                "field 'levels[0].stars' must be from 0 to 3, found 9"
            ),
        ]
        for (text, reason) in cases {
            let path = try Self.write(text, in: dir, name: "save.json")
            let run = mz(["stats", "--save", path])
            #expect(run.status == 65, "\(run.out)")
            #expect(
                run.err
                    == "mz: error: the save '\(path)' is damaged (\(reason)); it is left as it is (mz moves a damaged save aside when it starts)\n"
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["save.json"])
        }
    }

    /// Edits a player might make by hand or a disk might make: every one either still reads
    /// (and stats shows it) or is reported with exit 65, never shown as a new game.
    @Test func statsNeverShowsAnEditedSaveAsANewGame() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let marked = try Self.savedText()
        let bytes = Array(marked.utf8)
        var edits: [[UInt8]] = []
        for at in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 25)) {
            edits.append(Array(bytes[..<at]))  // cut short
            var nul = bytes
            nul[at] = 0
            edits.append(nul)  // a NUL byte
            var gone = bytes
            gone.remove(at: at)
            edits.append(gone)  // a byte lost
        }
        edits.append(bytes + Array("xyz".utf8))
        edits.append(Array(marked.replacingOccurrences(of: "\"stars\": 3", with: "\"stars\": -3").utf8))
        var refused = 0
        for edit in edits {
            let path = dir.appendingPathComponent("save.json").path
            try Data(edit).write(to: URL(fileURLWithPath: path))
            let run = mz(["stats", "--save", path])
            if (try? SaveFile.read(Data(edit))) != nil {
                #expect(run.status == 0, "\(run.err)")
            } else {
                #expect(run.status == 65 && run.out.isEmpty, "\(String(decoding: edit, as: UTF8.self)): \(run.out)")
                #expect(
                    run.err.hasPrefix("mz: error: the save '\(path)' is damaged (")
                        || run.err.hasPrefix("mz: error: the file '\(path)' is not an mz save ("), "\(run.err)")
                refused += 1
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(edit))
        }
        #expect(refused > edits.count / 2)
    }

    // MARK: - 6. build-campaign --out replaces only an mz levels file

    @Test func buildCampaignRefusesALoggerConfigWithALevelsKey() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = #"{"levels":["debug","info"],"app":"my logger config"}"#
        let path = try Self.write(text, in: dir, name: "config.json")
        #expect(throws: CommandError.self) { try BuildCampaignCommand.refuseStrangers(at: path) }
        let run = mz(["build-campaign", "--out", path])
        #expect(run.status == 65)
        #expect(
            run.err
                == "mz: error: '\(path)' is not an mz levels file (it has no \"format\": \"mz-levels\" and is not a levels file of an older format: levels files have no field 'app'); mz leaves it as it is (pass --out with another path)\n"
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["config.json"])
    }

    @Test func buildCampaignReplacesOnlyAnMzLevelsFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ours: [String] = [
            try Self.shippedLevels(),  // marked
            try Self.shippedLevels().replacingOccurrences(of: "  \"format\": \"mz-levels\",\n", with: ""),  // format 1 before the mark
            String(try Self.shippedLevels().prefix(500)),  // cut short
            "",
        ]
        for text in ours {
            let path = try Self.write(text, in: dir)
            #expect(throws: Never.self) { try BuildCampaignCommand.refuseStrangers(at: path) }
        }
        let theirs =
            Self.foreign.filter { $0.0 != "an unmarked levels file" }.map(\.1) + [
                try Self.savedText(),
                Self.unmarkedFormat5,
                try String(contentsOfFile: Self.committedReplay("level1-won.json"), encoding: .utf8),
                #"{"formatVersion": 1, "levels": []}"#,
            ]
        for text in theirs {
            let path = try Self.write(text, in: dir)
            do {
                try BuildCampaignCommand.refuseStrangers(at: path)
                Issue.record("\(text) would be replaced")
            } catch {
                #expect(error.code == .dataError && error.message.hasPrefix("'\(path)' is not an mz levels file ("), "\(error.message)")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }
}
