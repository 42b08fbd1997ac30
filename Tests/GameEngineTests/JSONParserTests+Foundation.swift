import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The parser against Foundation's JSONSerialization, the reader mz used before: on valid
/// documents, and on the shipped campaign, the two must agree value for value.
extension JSONParserTests {
    /// Foundation's reading of `data` in `JSONValue` terms.
    static func foundationValue(_ data: Data) throws -> JSONValue {
        try foundationValue(JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
    }

    static func foundationValue(_ any: Any) throws -> JSONValue {
        switch any {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let items as [Any]: return .array(try items.map(foundationValue))
        case let fields as [String: Any]: return .object(try fields.mapValues(foundationValue))
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            // Whole numbers come back as NSNumber or NSDecimalNumber; their text is exact.
            let text = number.stringValue
            if let u = UInt64(text) { return .unsigned(u) }
            if let i = Int64(text) { return .signed(i) }
            return .double(number is NSDecimalNumber ? try #require(Double(text)) : number.doubleValue)
        default:
            Issue.record("Foundation returned \(type(of: any))")
            return .null
        }
    }

    @Test(arguments: [
        "[]", "{}", "null", "true", "false", "0", "-0", "-1", "18446744073709551615", "-9223372036854775808",
        "123456789012345678901234567890", "0.5", "1e-3", "-0.0", "1E+2", "3.141592653589793", "2.2250738585072014e-308",
        #""\u00e9\uD83D\uDE00\n\t\\\"/ 日本""#, #"{"a": [1, {"b": null}], "c": "x", "": [true, false]}"#,
        " [ 1 , 2 ,\r\n 3 ] ", #"[[[["deep"]]]]"#, #"{"\u0000": "\u001f", "key": {"key": {"key": []}}}"#,
    ])
    func validDocumentsReadAsFoundationReadsThem(text: String) throws {
        let data = Data(text.utf8)
        #expect(try JSONValue.parse(data) == Self.foundationValue(data))
    }

    static func shippedLevelsFile() throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("levels.json"))
    }

    @Test func theShippedLevelsFileReadsAsFoundationReadsIt() throws {
        let data = try Self.shippedLevelsFile()
        #expect(try JSONValue.parse(data) == Self.foundationValue(data))
    }

    @Test func theShippedLevelsFileGivesTheSpecsFoundationGives() throws {
        let data = try Self.shippedLevelsFile()
        let file = try LevelFile(data: data)
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let shop = try #require(top["shop"] as? [String: Int])
        #expect(file.shop == ShopPrices(jump: try #require(shop["jump"]), demolish: try #require(shop["demolish"])))
        let entries = try #require(top["levels"] as? [[String: Any]])
        #expect(file.levels.count == entries.count)
        for (spec, entry) in zip(file.levels, entries) {
            let algorithmName = try #require(entry["algorithm"] as? String)
            var expected = LevelSpec(
                id: try #require(entry["id"] as? Int), name: try #require(entry["name"] as? String),
                seed: try #require((entry["seed"] as? NSNumber)?.uint64Value),
                width: try #require(entry["width"] as? Int), height: try #require(entry["height"] as? Int),
                algorithm: try #require(Algorithm(rawValue: algorithmName)))
            expected.mask = entry["mask"] as? String
            expected.braid = entry["braid"] as? Double ?? 0
            expected.ice = entry["ice"] as? Double ?? 0
            expected.mud = entry["mud"] as? Double ?? 0
            expected.crates = entry["crates"] as? Int ?? 0
            expected.crateDepth = entry["crateDepth"] as? Int ?? 1
            expected.gems = entry["gems"] as? Int ?? 0
            expected.ledges = entry["ledges"] as? Int ?? 0
            expected.gates = entry["gates"] as? Int ?? 0
            expected.portals = entry["portals"] as? Int ?? 0
            expected.belts = entry["belts"] as? Int ?? 0
            expected.tunnels = entry["tunnels"] as? Int ?? 0
            expected.mirrors = entry["mirrors"] as? Int ?? 0
            expected.trapdoors = entry["trapdoors"] as? Int ?? 0
            expected.springs = entry["springs"] as? Int ?? 0
            expected.chasms = entry["chasms"] as? Int ?? 0
            expected.doors = entry["doors"] as? Int ?? 0
            expected.timed = entry["timed"] as? Int ?? 0
            expected.kind = (entry["kind"] as? String).flatMap(LevelKind.init(rawValue:))
            expected.slack = entry["slack"] as? Double ?? 0.5
            expected.budget = entry["budget"] as? Int
            expected.start = (entry["start"] as? [Int]).map { GridPoint(x: $0[0], y: $0[1]) }
            expected.exit = (entry["exit"] as? [Int]).map { GridPoint(x: $0[0], y: $0[1]) }
            expected.storedPar = entry["par"] as? Int
            expected.storedFingerprint = entry["fingerprint"] as? String
            #expect(spec == expected)
        }
    }

    @Test func theShippedLevelsFileIsWrittenBackByteForByte() throws {
        let data = try Self.shippedLevelsFile()
        #expect(Data(try LevelFile(data: data).json.utf8) == data)
    }
}
