import Foundation
import Testing

@testable import GameEngine

/// Issue 19, point 5: every file mz writes names itself, and the rule of docs/formats.md
/// ("Whose file it is") tells mz's files, whole or damaged, from anyone else's.
@Suite struct FileKindTests {
    static func recognise(_ kind: FileKind, _ text: String) -> FileRecognition { kind.recognise(Data(text.utf8)) }

    @Test func everyFileMzWritesNamesItself() throws {
        #expect(SaveFile.json(SaveDocument()).hasPrefix("{\n  \"format\": \"mz-save\",\n  \"formatVersion\": 29,\n"))
        let shipped = try #require(Campaign.text)
        #expect(shipped.hasPrefix("{\n  \"format\": \"mz-levels\",\n  \"formatVersion\": 1,\n"))
        #expect(try Campaign.load().json == shipped)
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        let replay = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.east)])
        #expect(replay.json.hasPrefix("{\n  \"format\": \"mz-replay\",\n"))
        for kind in FileKind.allCases {
            let text = kind == .save ? SaveFile.json(SaveDocument()) : kind == .levels ? shipped : replay.json
            for other in FileKind.allCases {
                #expect((Self.recognise(other, text) == .ours) == (other == kind), "\(kind) as \(other)")
            }
        }
    }

    /// Marked files are ours whatever else is wrong; unmarked ones only with the whole shape
    /// of an older format, and then whatever their values.
    @Test func wholeJSONIsOursByItsMarkOrItsWholeShape() {
        let ours = [
            #"{"format": "mz-save"}"#,  // marked, fails later checks: damaged
            #"{"format": "mz-save", "formatVersion": 99, "colour": "red"}"#,
            #"{"formatVersion": 1, "coins": -1, "inventory": 0, "unlockedLevel": 1, "levels": [], "avatars": [], "avatar": ""}"#,
            #"{"formatVersion": 5, "coins": 0, "inventory": {}, "unlockedLevel": 1, "levels": [], "avatars": [], "avatar": "", "daily": 7, "campaigns": {}}"#,
        ]
        for text in ours { #expect(Self.recognise(.save, text) == .ours, "\(text)") }
        let theirs: [(String, String)] = [
            (
                #"{"settings":{"theme":"dark"}}"#,
                "it has no \"format\": \"mz-save\" and is not a save of an older format: field 'formatVersion' is missing"
            ),
            (
                #"{"coins":5,"player":"bob"}"#,
                "it has no \"format\": \"mz-save\" and is not a save of an older format: saves have no field 'player'"
            ),
            (
                #"{"formatVersion": 6, "coins": 0, "inventory": {}, "unlockedLevel": 1, "levels": [], "avatars": [], "avatar": ""}"#,
                "it has no \"format\": \"mz-save\" and is not a save of an older format: field 'formatVersion' must be from 1 to 5 in a save without a mark, found 6"
            ),
            (#"{"formatVersion": 1, "generatorVersion": 2, "shop": {}, "levels": []}"#, "it is an mz levels file; play it with --levels"),
            (#"{"format": "mz-replay"}"#, "it is an mz replay; watch it with mz replay"),
            (#"{"format": 1}"#, "its field 'format' is a number, not \"mz-save\""),
            (#"{"format": "mz-save\u001b[2J"}"#, "its field 'format' is \"mz-save\\u{1B}[2J\", not \"mz-save\""),
            ("[]", "it is not a JSON object"),
        ]
        for (text, reason) in theirs { #expect(Self.recognise(.save, text) == .foreign(reason), "\(text)") }
        #expect(
            Self.recognise(.levels, #"{"levels":["debug","info"],"app":"my logger config"}"#)
                == .foreign(
                    "it has no \"format\": \"mz-levels\" and is not a levels file of an older format: levels files have no field 'app'"))
        #expect(
            Self.recognise(.levels, #"{"formatVersion": 2, "generatorVersion": 2, "shop": {}, "levels": []}"#)
                == .foreign(
                    "it has no \"format\": \"mz-levels\" and is not a levels file of an older format: field 'formatVersion' must be 1 in a levels file without a mark, found 2"
                ))
        #expect(Self.recognise(.replay, #"{"formatVersion": 1}"#) == .foreign("it has no \"format\": \"mz-replay\""))
    }

    /// Text that is not whole JSON is ours when it is blank, cut inside the mark, or when the
    /// members read before it breaks include the mark, or are all a save's and include its
    /// formatVersion.
    @Test func brokenTextIsOursOnlyWhenItBeginsAsOurs() {
        let ours = [
            "", "  \n\t", String(repeating: "\u{0}", count: 100),
            "{", "{\n  \"form", "{\"format\": \"mz-s",
            "{\"format\": \"mz-save\"", "{\"format\": \"mz-save\", \"coins\": [1, 2",
            "{\"format\": \"mz-save\", \"coins\": 1}}", "\u{FEFF}{\"format\": \"mz-save\",\u{0}\u{0}",
            "\u{0}\u{0}{\"format\": \"mz-save\",", "{\"coins\": 1, \"format\": \"mz-save\", x",
            "{\"formatVersion\": 2, \"coi", "{\"formatVersion\": 2,", "{\"formatVersion\": 2, \"co\u{0}\u{0}ins\": 1",
            "{\"avatar\": \"a\", \"avatars\": [\"a\", \"}\"], \"coins\": 3, \"formatVersion\": 2, \"inventory\": {\"jumps\":",
        ]
        for text in ours { #expect(Self.recognise(.save, text) == .ours, "\(text.debugDescription)") }
        let theirs = [
            "buy milk", "{\"coins\": 5, \"player\": \"bo", "{\"coins\": 5, \"settings\": {\"th",
            "{\"formatVersion\": 2", "{\"formatVersion\": 1, \"generatorVersion\": 2, ", "{\"formatVersion\": 9, \"coins\": 1,",
            "{\"format\": \"mz-levels\", ", "{\"format\": \"vscode\", \"formatVersion\": 2,", "{\"fo\\u0072mat\": \"mz-save\",",
            "{\"formatVersion\": 2, \"coins\": 1, \"co\\u0069ns\": 1 x", "{\n  // editor settings\n  \"editor.fontSize\": 12,\n}\n",
            "\u{0}\u{1}\u{2}garbled", "{\"formatX", "{}}", "{\"co\u{0}ins\": 1, \"formatVersion\": 2, ",
        ]
        for text in theirs {
            guard case let .foreign(reason) = Self.recognise(.save, text) else {
                Issue.record("\(text.debugDescription) was taken for a save")
                continue
            }
            #expect(reason.hasPrefix("it is not valid JSON (") && reason.hasSuffix(") and does not begin as an mz save does"), "\(reason)")
        }
        #expect(Self.recognise(.levels, "{\n  \"format\": \"mz-levels\",\n  \"formatVersion\": 1,\n  \"gen") == .ours)
        #expect(Self.recognise(.levels, "{\"formatVersion\": 1, \"generatorVersion\": 2, \"shop\": {\"jump\": 4") == .ours)
        #expect(Self.recognise(.levels, "{\"formatVersion\": 1, \"coins\": 2, ") != .ours)
    }

    @Test func aLevelsFileMarkedAsAnotherFileIsRefusedSayingSo() throws {
        let good =
            #"{"format": "mz-levels", "formatVersion": 1, "generatorVersion": 10, "shop": {"jump": 40, "demolish": 60}, "levels": [{"id": 1, "name": "One", "seed": 5, "width": 6, "height": 4, "algorithm": "wilson"}]}"#
        #expect(try LevelFile(data: Data(good.utf8)).levels.count == 1)
        #expect(try LevelFile(data: Data(good.replacingOccurrences(of: #""format": "mz-levels", "#, with: "").utf8)).levels.count == 1)
        #expect(throws: LevelFileError.file(field: "format", problem: "must be \"mz-levels\", found \"mz-save\", the mark of an mz save")) {
            try LevelFile(data: Data(good.replacingOccurrences(of: "mz-levels", with: "mz-save").utf8))
        }
        #expect(throws: LevelFileError.file(field: "format", problem: "must be \"mz-levels\", found a boolean")) {
            try LevelFile(data: Data(good.replacingOccurrences(of: "\"mz-levels\"", with: "true").utf8))
        }
    }
}
