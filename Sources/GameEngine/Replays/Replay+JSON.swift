import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Replay {
    /// The largest replay file accepted.
    public static let maximumBytes = 8 * 1024 * 1024

    /// Reads a replay file of format 1 or 2 (see docs/formats.md).
    /// - Throws: `ReplayError.malformed` naming the field (a format other than 1 or 2 is
    ///   refused), or `.generatorMismatch`.
    public init(data: Data) throws(ReplayError) {
        guard data.count <= Replay.maximumBytes else {
            throw .malformed(field: "(size)", problem: "is \(data.count) bytes, more than the \(Replay.maximumBytes)-byte limit")
        }
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { throw .malformed(field: "(file)", problem: "is not valid JSON (\(error.message))") }
        guard case let .object(fields) = root else { throw .malformed(field: "(file)", problem: "must be a JSON object") }
        let reader = FieldReader<ReplayError>(fields: fields, place: nil)
        try reader.refuseUnknown([
            "format", "formatVersion", "generatorVersion", "level", "fingerprint", "inventory", "daily", "inputs", "result", "checkpoints",
        ])
        guard try reader.string(FileKind.markField) == FileKind.replay.mark else {
            throw reader.fail(FileKind.markField, "must be \"\(FileKind.replay.mark)\"")
        }
        let version = try reader.integer("formatVersion", in: 1...1_000)
        guard Replay.readableFormatVersions.contains(version) else {
            throw reader.fail("formatVersion", Replay.unreadableFormatProblem(version))
        }
        let generator = try reader.integer("generatorVersion", in: 1...1_000)
        guard generator == LevelSpec.currentGeneratorVersion else {
            throw .generatorMismatch(found: generator, current: LevelSpec.currentGeneratorVersion)
        }
        let levelValue = try reader.required("level")
        var spec = try LevelFile.readLevel(
            levelValue, place: "level", expectedID: nil, generatorVersion: generator, failing: ReplayError.self)
        spec.storedPar = nil
        spec.storedFingerprint = nil
        let fingerprint = try reader.string("fingerprint")
        let inventoryReader = try reader.nested("inventory")
        try inventoryReader.refuseUnknown(["jumps", "demolishes", "times"])
        let inventory = Inventory(
            jumps: try inventoryReader.integer("jumps", in: 0...1_000_000),
            demolishes: try inventoryReader.integer("demolishes", in: 0...1_000_000),
            times: try inventoryReader.optionalInteger("times", in: 0...1_000_000) ?? 0)
        let daily = try Replay.daily(try reader.optionalNested("daily"))
        let inputText = try reader.string("inputs")
        let inputs: [Action]
        do { inputs = try Inputs.parse(inputText) } catch {
            throw reader.fail("inputs", "is not valid: \(error.description)")
        }
        let resultReader = try reader.nested("result")
        try resultReader.refuseUnknown(["outcome", "movesUsed", "coins", "stateHash"])
        let result = ReplayResult(
            outcome: try resultReader.choice("outcome", of: Outcome.self),
            movesUsed: try resultReader.integer("movesUsed", in: 0...100_000_000),
            coins: try resultReader.integer("coins", in: 0...100_000_000), stateHash: try resultReader.string("stateHash"))
        let checkpoints =
            version == 1
            ? try Replay.hexCheckpoints(try reader.array("checkpoints"), reader)
            : try Replay.packedCheckpoints(try reader.string("checkpoints"), reader)
        guard checkpoints.count == inputs.count else {
            throw reader.fail("checkpoints", "has \(checkpoints.count) entries for \(inputs.count) inputs")
        }
        self.init(
            formatVersion: version, generatorVersion: generator, level: spec, fingerprint: fingerprint, inventory: inventory,
            inputs: inputs, result: result, checkpoints: checkpoints, daily: daily)
    }

    /// The replay as JSON text in its own `formatVersion`: one member per line in a fixed key
    /// order (`format`, `formatVersion`, `generatorVersion`, `level`, `fingerprint`, `inventory`,
    /// `inputs`, `result`, `checkpoints`), each smaller object on one line, every string escaped.
    /// - Complexity: O(n) in the number of inputs.
    public var json: String {
        var spec = level
        spec.storedPar = nil
        spec.storedFingerprint = nil
        var top = JSONObjectBuilder(layout: .lines)
        top.add(FileKind.markField, FileKind.replay.mark)
        top.add("formatVersion", formatVersion)
        top.add("generatorVersion", generatorVersion)
        top.add("level", LevelFile.object(spec))
        top.add("fingerprint", fingerprint)
        top.add("inventory", SaveWriter.inventory(inventory))
        if let daily {
            top.add("daily", JSONObjectBuilder(["date": .string(daily.date.description), "counts": .bool(daily.counts)]))
        }
        top.add("inputs", Inputs.format(inputs))
        top.add(
            "result",
            JSONObjectBuilder([
                "outcome": .string(result.outcome.rawValue), "movesUsed": .int(result.movesUsed), "coins": .int(result.coins),
                "stateHash": .string(result.stateHash),
            ]))
        if formatVersion == 1 {
            top.add("checkpoints", .array(checkpoints.map { .string(Replay.hex($0)) }))
        } else {
            top.add("checkpoints", Replay.packed(checkpoints))
        }
        return JSONWriter.text(.object(top)) + "\n"
    }

    /// Reads the `daily` mark: `{"date": "YYYY-MM-DD", "counts": true|false}`, a day the daily
    /// challenge has.
    static func daily(_ reader: FieldReader<ReplayError>?) throws(ReplayError) -> DailyAttempt? {
        guard let reader else { return nil }
        try reader.refuseUnknown(["date", "counts"])
        let text = try reader.string("date")
        guard let date = DailyDate(text), date >= DailyDate.first, date <= DailyDate.last else {
            throw reader.fail(
                "date", "must be a day from \(DailyDate.first) written YYYY-MM-DD, found '\(text.escapingControlCharacters(limit: 20))'")
        }
        return DailyAttempt(date: date, counts: try reader.bool("counts"))
    }

    // MARK: - Checkpoint encodings

    // Format 1 spells each checkpoint as 8 hex digits in an array: 12 bytes an input, so a
    // replay of 8 MiB held fewer than 650,000 inputs. Format 2 packs them as base64 of 4
    // big-endian bytes each, one string: 5⅓ bytes an input, so even the longest input string
    // (1,000,000 actions) fits the 8 MiB limit with its checkpoints.

    /// Reads format-1 checkpoints: strings of 8 hex digits.
    static func hexCheckpoints(_ values: [JSONValue], _ reader: FieldReader<ReplayError>) throws(ReplayError) -> [UInt32] {
        var checkpoints: [UInt32] = []
        checkpoints.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            guard case let .string(text) = value, text.utf8.count == 8, text.allSatisfy(\.isHexDigit),
                let checkpoint = UInt32(text, radix: 16)
            else {
                throw reader.fail("checkpoints", "entry \(index + 1) must be a string of 8 hex digits")
            }
            checkpoints.append(checkpoint)
        }
        return checkpoints
    }

    /// Reads format-2 checkpoints: base64 of 4 big-endian bytes per checkpoint.
    static func packedCheckpoints(_ text: String, _ reader: FieldReader<ReplayError>) throws(ReplayError) -> [UInt32] {
        guard let bytes = Data(base64Encoded: text), bytes.count % 4 == 0 else {
            throw reader.fail("checkpoints", "must be base64 text of 4 bytes per input")
        }
        var checkpoints: [UInt32] = []
        checkpoints.reserveCapacity(bytes.count / 4)
        bytes.withUnsafeBytes { raw in
            for offset in stride(from: 0, to: raw.count, by: 4) {
                checkpoints.append(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
        }
        return checkpoints
    }

    /// A format-1 checkpoint as 8 lower-case hex digits.
    static func hex(_ checkpoint: UInt32) -> String {
        let digits = String(checkpoint, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Format-2 checkpoints as base64 of 4 big-endian bytes each.
    static func packed(_ checkpoints: [UInt32]) -> String {
        var bytes = Data(capacity: checkpoints.count * 4)
        for checkpoint in checkpoints { withUnsafeBytes(of: checkpoint.bigEndian) { bytes.append(contentsOf: $0) } }
        return bytes.base64EncodedString()
    }
}
