import Foundation
import MazeKit

extension Replay {
    /// The largest replay file accepted.
    public static let maximumBytes = 8 * 1024 * 1024

    /// Reads a replay file.
    /// - Throws: `ReplayError.malformed` naming the field, or `.generatorMismatch`.
    public init(data: Data) throws(ReplayError) {
        guard data.count <= Replay.maximumBytes else {
            throw .malformed(field: "(size)", problem: "is \(data.count) bytes, more than the \(Replay.maximumBytes)-byte limit")
        }
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { throw .malformed(field: "(file)", problem: "is not valid JSON (\(error.message))") }
        guard case let .object(fields) = root else { throw .malformed(field: "(file)", problem: "must be a JSON object") }
        do {
            let reader = FieldReader(fields: fields, place: nil)
            try reader.refuseUnknown(["format", "formatVersion", "generatorVersion", "level", "fingerprint", "inventory", "inputs", "result", "checkpoints"])
            guard try reader.string("format") == "mz-replay" else {
                throw LevelFileError.file(field: "format", problem: "must be \"mz-replay\"")
            }
            let version = try reader.integer("formatVersion", in: 1...1_000)
            guard version == Replay.formatVersion else {
                throw LevelFileError.file(field: "formatVersion", problem: "is \(version), but this mz reads replay format \(Replay.formatVersion)")
            }
            let generator = try reader.integer("generatorVersion", in: 1...1_000)
            guard generator == LevelSpec.currentGeneratorVersion else {
                throw ReplayError.generatorMismatch(found: generator, current: LevelSpec.currentGeneratorVersion)
            }
            let levelValue = try reader.required("level")
            var spec = try LevelFile.readLevel(levelValue, place: "level", expectedID: nil, generatorVersion: generator)
            spec.storedPar = nil
            spec.storedFingerprint = nil
            let fingerprint = try reader.string("fingerprint")
            let inventoryReader = FieldReader(fields: try reader.object("inventory"), place: nil, prefix: "inventory.")
            try inventoryReader.refuseUnknown(["jumps", "demolishes"])
            let inventory = Inventory(jumps: try inventoryReader.integer("jumps", in: 0...1_000_000),
                                      demolishes: try inventoryReader.integer("demolishes", in: 0...1_000_000))
            let inputText = try reader.string("inputs")
            let inputs: [Action]
            do { inputs = try Inputs.parse(inputText) } catch {
                throw LevelFileError.file(field: "inputs", problem: "is not valid: \(error.description)")
            }
            let resultReader = FieldReader(fields: try reader.object("result"), place: nil, prefix: "result.")
            try resultReader.refuseUnknown(["outcome", "movesUsed", "coins", "stateHash"])
            guard let outcome = Outcome(rawValue: try resultReader.string("outcome")) else {
                throw LevelFileError.file(field: "result.outcome", problem: "must be won, failed or abandoned")
            }
            let result = ReplayResult(
                outcome: outcome, movesUsed: try resultReader.integer("movesUsed", in: 0...100_000_000),
                coins: try resultReader.integer("coins", in: 0...100_000_000), stateHash: try resultReader.string("stateHash"))
            let checkpointValues = try reader.array("checkpoints")
            var checkpoints: [String] = []
            checkpoints.reserveCapacity(checkpointValues.count)
            for value in checkpointValues {
                guard case let .string(s) = value else { throw LevelFileError.file(field: "checkpoints", problem: "must hold strings") }
                checkpoints.append(s)
            }
            guard checkpoints.count == inputs.count else {
                throw LevelFileError.file(field: "checkpoints", problem: "has \(checkpoints.count) entries for \(inputs.count) inputs")
            }
            self.init(generatorVersion: generator, level: spec, fingerprint: fingerprint, inventory: inventory,
                      inputs: inputs, result: result, checkpoints: checkpoints)
        } catch let error as ReplayError {
            throw error
        } catch let error as LevelFileError {
            switch error {
            case let .file(field, problem): throw .malformed(field: field, problem: problem)
            case let .level(_, field, problem): throw .malformed(field: "level.\(field)", problem: problem)
            case let .notJSON(detail): throw .malformed(field: "(file)", problem: "is not valid JSON (\(detail))")
            }
        } catch {
            throw .malformed(field: "(file)", problem: "\(error)")
        }
    }

    /// The replay as JSON text (fixed key order).
    public var json: String {
        var spec = level
        spec.storedPar = nil
        spec.storedFingerprint = nil
        var out = "{\n"
        out += "  \"format\": \"mz-replay\",\n"
        out += "  \"formatVersion\": \(Replay.formatVersion),\n"
        out += "  \"generatorVersion\": \(generatorVersion),\n"
        out += "  \"level\": \(LevelFile.line(spec)),\n"
        out += "  \"fingerprint\": \"\(fingerprint)\",\n"
        out += "  \"inventory\": {\"jumps\": \(inventory.jumps), \"demolishes\": \(inventory.demolishes)},\n"
        out += "  \"inputs\": \"\(Inputs.format(inputs))\",\n"
        out += "  \"result\": {\"outcome\": \"\(result.outcome.rawValue)\", \"movesUsed\": \(result.movesUsed), \"coins\": \(result.coins), \"stateHash\": \"\(result.stateHash)\"},\n"
        out += "  \"checkpoints\": [" + checkpoints.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
        out += "}\n"
        return out
    }
}
