import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The readers of the levels file, replays and saves share `FieldReader`: each fails with its
/// own file's error, and `null` means the same in every optional read (docs/formats.md, "JSON").
@Suite struct FieldReaderTests {
    static func reader(_ fields: [String: JSONValue]) -> FieldReader<LevelFileError> {
        FieldReader(fields: fields, place: nil)
    }

    /// Each optional read, of the field `f`: its result said as text, or its error.
    static func optionalReads(_ reader: FieldReader<LevelFileError>) -> [String] {
        func said<T>(_ read: () throws(LevelFileError) -> T?) -> String {
            do { return try read().map { "\($0)" } ?? "absent" } catch { return "\(error)" }
        }
        return [
            said { () throws(LevelFileError) in try reader.optionalInteger("f", in: 0...9) },
            said { () throws(LevelFileError) in try reader.optionalNumber("f", in: 0...9) },
            said { () throws(LevelFileError) in try reader.optionalString("f") },
            said { () throws(LevelFileError) in try reader.optionalObject("f") },
            said { () throws(LevelFileError) in try reader.optionalPoint("f") },
            said { () throws(LevelFileError) in try reader.optionalNested("f")?.fields },
            said { () throws(LevelFileError) in try reader.optionalList("f", limit: 9) { value, _ throws(LevelFileError) in value } },
        ]
    }

    @Test func nullIsAbsentInEveryOptionalRead() {
        let absent = Self.optionalReads(Self.reader([:]))
        #expect(absent == Array(repeating: "absent", count: 7))
        #expect(Self.optionalReads(Self.reader(["f": .null])) == absent)
        // A value of the wrong kind is still refused by every one of them.
        #expect(Self.optionalReads(Self.reader(["f": .bool(true)])).allSatisfy { $0.hasPrefix("the levels file's field 'f' must be") })
    }

    @Test func nullInARequiredFieldIsMissing() {
        let reader = Self.reader(["f": .null])
        #expect(throws: LevelFileError.file(field: "f", problem: "is missing")) { try reader.integer("f", in: 0...9) }
        #expect(throws: LevelFileError.file(field: "f", problem: "is missing")) { try reader.string("f") }
        #expect(throws: LevelFileError.file(field: "f", problem: "is missing")) { try reader.nested("f") }
    }

    /// Each file's reader fails with that file's error, naming the whole path of the field.
    @Test func eachFileFailsWithItsOwnError() {
        let fields: [String: JSONValue] = ["inner": .object(["n": .string("x")])]
        #expect(throws: LevelFileError.file(field: "inner.n", problem: "must be a whole number, found the string \"x\"")) {
            try FieldReader<LevelFileError>(fields: fields, place: nil).nested("inner").integer("n", in: 0...1)
        }
        #expect(throws: LevelFileError.level(level: "level 3", field: "inner.n", problem: "is missing")) {
            try FieldReader<LevelFileError>(fields: ["inner": .object([:])], place: "level 3").nested("inner").integer("n", in: 0...1)
        }
        #expect(throws: SaveError.corrupt("field 'inner.n' must be a whole number, found the string \"x\"")) {
            try FieldReader<SaveError>(fields: fields, place: nil).nested("inner").integer("n", in: 0...1)
        }
        #expect(throws: ReplayError.malformed(field: "inner.n", problem: "must be a whole number, found the string \"x\"")) {
            try FieldReader<ReplayError>(fields: fields, place: nil).nested("inner").integer("n", in: 0...1)
        }
        // A replay's one level object is its `level` field.
        #expect(throws: ReplayError.malformed(field: "level.n", problem: "is missing")) {
            try FieldReader<ReplayError>(fields: [:], place: "level 0").integer("n", in: 0...1)
        }
    }

    // MARK: - Through the files

    /// A level written with `"mask": null` and a save with `"hints": null` read as if the field
    /// were left out (both were refused as "missing", while `"daily": null` in a replay read as
    /// absent).
    @Test func nullReadsAsLeftOutInEachFile() throws {
        let file = try Campaign.load()
        let levels = file.json
        let nulled = levels.replacingOccurrences(of: "\"id\": 1,", with: "\"id\": 1, \"mask\": null, \"budget\": null,")
        #expect(nulled != levels)
        let read = try LevelFile(data: Data(nulled.utf8))
        #expect(read.levels[0].mask == nil && read.levels[0].budget == nil)
        #expect(read.levels.dropFirst() == file.levels.dropFirst())

        var progress = PlayerProgress()
        progress.hints = 2
        let save = SaveFile.json(SaveDocument(shipped: progress))
        #expect(save.contains("\"hints\": 2"))
        #expect(try SaveFile.read(Data(save.replacingOccurrences(of: "\"hints\": 2", with: "\"hints\": null").utf8)).shipped.hints == 0)

        let level = try LevelBuilder.build(file.levels[0])
        let replay = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.east)]).json
        let withNull = replay.replacingOccurrences(of: "\"inputs\": ", with: "\"daily\": null,\n  \"inputs\": ")
        #expect(withNull != replay)
        #expect(try Replay(data: Data(withNull.utf8)).daily == nil)
    }
}
