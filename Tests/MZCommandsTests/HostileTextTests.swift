import Foundation
import GameEngine
import TerminalUI
import Testing

@testable import MZCommands

/// Issue 11 point 9: text from files never reaches the terminal as control characters, and
/// echoed values are capped.
@Suite struct HostileTextTests {
    static let replays = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("GameEngineTests/Replays")

    static func hasRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.isControlCharacter && $0 != "\n" }
    }

    @Test func controlCharactersAreEscapedAndLongTextCapped() {
        #expect("a\u{1B}[2Jb\u{7}c\u{9B}".escapingControlCharacters() == "a\\u{1B}[2Jb\\u{7}c\\u{9B}")
        #expect("two\nlines".escapingControlCharacters() == "two\\u{A}lines")
        #expect("two\nlines".escapingControlCharacters(keepingNewlines: true) == "two\nlines")
        #expect("abcdef".escapingControlCharacters(limit: 3) == "abc…")
        var screen = Screen(width: 6, height: 1)
        screen.text(0, 0, "a\u{1B}b\u{7}")
        #expect(screen.lines == ["a?b?  "])
    }

    @Test func aLevelNameWithEscapesIsRefusedAndTheErrorShowsThemEscaped() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var file = try Campaign.load()
        file.levels = [file.levels[0]]
        file.levels[0].name = "Evil\u{1B}[2J\u{7}"
        let path = dir.appendingPathComponent("evil.json").path
        try file.json.write(toFile: path, atomically: true, encoding: .utf8)
        for command in [["level", "--level", "1", "--levels", path], ["validate", path]] {
            let run = mz(command)
            #expect(run.status == 65)
            #expect(
                run.err == "mz: error: \(path): level 1: field 'name' must not hold control characters, found \"Evil\\u{1B}[2J\\u{7}\"\n")
            #expect(!Self.hasRawControls(run.out + run.err))
        }
    }

    @Test func aHugeUnknownKeyIsEchoedCappedAndQuickly() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let key = String(repeating: "k", count: 3_000_000)
        let path = dir.appendingPathComponent("keys.json").path
        try "{\"formatVersion\": 1, \"generatorVersion\": 1, \"\(key)\": 1}".write(toFile: path, atomically: true, encoding: .utf8)
        let run = mz(["validate", path])
        #expect(run.status == 65)
        #expect(run.err == "mz: error: \(path): the levels file's field '\(String(repeating: "k", count: 40))…' is not a known field\n")
    }

    @Test func aReplayWithEscapesInItsHashesNeverPrintsThemRaw() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOf: Self.replays.appendingPathComponent("level1-won.json"), encoding: .utf8)
        // The recorded state hash and the level's fingerprint, whatever the committed replay holds.
        func field(_ name: String) -> String {
            guard let range = original.range(of: "\"\(name)\": \"") else { return name }
            return String(original[range.upperBound...].prefix(16))
        }
        for (find, replace) in [(field("stateHash"), "\\u001b[2J\\u0007"), (field("fingerprint"), "\\u001b]0;pwned\\u0007")] {
            let path = dir.appendingPathComponent("evil.json").path
            try original.replacingOccurrences(of: find, with: replace).write(toFile: path, atomically: true, encoding: .utf8)
            let run = mz(["replay", "--headless", path])
            #expect(run.status == 1 || run.status == 65, "\(run.err)")
            #expect(!Self.hasRawControls(run.out + run.err), "\(run.out)\(run.err)")
            #expect((run.out + run.err).contains("\\u{1B}"))
        }
    }
}
