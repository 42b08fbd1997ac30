import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// One set of ranges for every way a level is made (issue 19): a levels file, a replay and a
/// level code refuse the same values, naming the field, and whatever they accept builds and
/// can be replayed.
@Suite struct LevelRangesTests {
    /// `MZ1-` codes written by the old encoder, which packed values no levels file allows
    /// (each read as of today's generator: `ofThisGenerator`).
    static let outOfRangeCodes: [(code: String, message: String)] = [
        ("MZ1-0G1GY-2AHYJ-00000-000Z8-W", "its braid must be from 0.0 to 1.0, found 1.001"),
        ("MZ1-0G1GY-2AHYJ-00002-000Z8-Z", "its braid must be from 0.0 to 1.0, found 1.001"),
        ("MZ1-0G1GY-2AG01-BR002-000Z8-0", "its ice must be from 0.0 to 0.6, found 0.7"),
        ("MZ1-0G1GY-2AG00-01ZY2-000Z8-*", "its mud must be from 0.0 to 0.6, found 1.023"),
        ("MZ1-0G1GY-2AG01-5H5G2-000Z8-A", "its mud plus ice must be at most 0.8, found 0.6 + 0.6"),
        ("MZ1-0G1GY-2AG00-0001Z-000Z8-N", "its crates must be from 0 to 50, found 63"),
        ("MZ1-0G1GY-2AG00-00002-Y00Z8-D", "its gems must be from 0 to 10, found 15"),
        ("MZ1-0G1GY-2AG00-00002-1Z0Z8-W", "its ledges must be from 0 to 50, found 63"),
        ("MZ1-0G1GY-2AG00-00002-00ZZY-5", "its slack must be from 0.0 to 10.0, found 16.383"),
        ("MZ1-0G1GY-2AG00-00002-000Z9-0000K", "its budget must be from 1 to 1000000, found 0"),
        ("MZ1-0G1GY-2AG00-00002-000Z9-ZZZZE", "its budget must be from 1 to 1000000, found 1048575"),
        ("MZ1-0G1GR-2G200-00002-000Z8-F", "its mask cannot be used with binary-tree, which cannot honour masks"),
    ]

    @Test(arguments: outOfRangeCodes)
    func codesOutsideTheRangesAreRefusedNamingTheField(code: String, message: String) {
        let error = #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: Self.ofThisGenerator(code)) }
        #expect(error?.description == "not a valid code (\(message))")
    }

    /// `code`, an `MZ1-` code, with its generator bits (the payload's first 8) set to this
    /// build's generator and its mod-37 check written anew: the old encoder's fields, as a code
    /// this mz would otherwise read (one of another generator is refused before its fields).
    static func ofThisGenerator(_ code: String) -> String {
        var symbols = code.dropFirst(4).dropLast().filter { $0 != "-" }.map { UInt8(LevelCode.digits.firstIndex(of: $0)!) }
        let generator = UInt8(LevelSpec.currentGeneratorVersion)
        symbols[0] = generator >> 3
        symbols[1] = (generator & 0b111) << 2 | (symbols[1] & 0b11)
        let check = LevelCode.legacyCheckSymbols[Int(LevelCode.remainder(symbols))]
        return LevelCode.legacyPrefix + String(symbols.map { LevelCode.digits[Int($0)] }) + String(check)
    }

    /// The same values in new codes: the check is not what refuses them.
    @Test func newCodesOutsideTheRangesAreRefusedToo() throws {
        var spec = LevelSpec(id: 0, name: "x", seed: 1, width: 16, height: 10, algorithm: .recursiveBacktracker)
        spec.braid = 1.001
        #expect(LevelCode.code(for: spec) == nil)  // mz never writes one
        let symbols = try #require(LevelCode.payload(for: spec, form: LevelCode.formWithoutSprings))
        let code = LevelCode.written(symbols + [LevelCode.check(symbols, form: LevelCode.formWithoutSprings)], prefix: LevelCode.prefix)
        #expect(throws: LevelCodeError.outOfRange(.init(field: .braid, problem: "must be from 0.0 to 1.0, found 1.001"))) {
            try LevelCode.spec(from: code)
        }
        // Each fixture count past its range, the most its bits hold.
        let fields: [(LevelSpec.Field, WritableKeyPath<LevelSpec, Int>)] = [
            (.gates, \.gates), (.portals, \.portals), (.belts, \.belts), (.tunnels, \.tunnels), (.mirrors, \.mirrors),
            (.trapdoors, \.trapdoors), (.springs, \.springs), (.chasms, \.chasms),
        ]
        for (field, path) in fields {
            var many = LevelSpec(id: 0, name: "x", seed: 1, width: 16, height: 10, algorithm: .recursiveBacktracker)
            many[keyPath: path] = 63
            #expect(LevelCode.code(for: many) == nil)
            // Springs and chasms are held by `MZ5-` codes only.
            let newest = path == \.springs || path == \.chasms
            let form = newest ? LevelCode.formWithSprings : LevelCode.formWithoutSprings
            let symbols = try #require(LevelCode.payload(for: many, form: form))
            let code = LevelCode.written(
                symbols + [LevelCode.check(symbols, form: form)], prefix: newest ? LevelCode.springsPrefix : LevelCode.prefix)
            let error = #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: code) }
            #expect(error?.description == "not a valid code (its \(field.rawValue) must be from 0 to 50, found 63)")
        }
    }

    /// A spec made in code (a library user's) is refused by the builder, never a trap deeper in.
    @Test func theBuilderRefusesWhatTheReadersRefuse() {
        var spec = LevelSpec(id: 0, name: "x", seed: 1, width: 16, height: 10, algorithm: .recursiveBacktracker)
        spec.braid = 1.5
        let error = #expect(throws: LevelBuildError.self) { try LevelBuilder.build(spec) }
        #expect(error?.description == "level 0: field 'braid' must be from 0.0 to 1.0, found 1.5")
    }

    /// `mz play --seed --mask` once wrote its default size beside the mask; such `MZ1-` codes
    /// still read, as the mask-sized level they always built.
    @Test func oldMaskedCodesWithTheDefaultSizeStillRead() throws {
        let spec = try LevelCode.spec(from: Self.ofThisGenerator("MZ1-0G1GY-2AJ00-00002-000Z8-5"))
        #expect(spec.mask == "heart" && spec.width == 13 && spec.height == 11)
        #expect(try LevelBuilder.build(spec).fingerprint == "a77406ec96b6ce06")
        #expect(LevelCode.code(for: spec) == "MZ4-181GR-2JJ00-00002-00000-00000-FM0Y")
    }

    static func file(_ level: String) -> Data {
        Data(
            #"{"formatVersion": 1, "generatorVersion": \#(LevelSpec.currentGeneratorVersion), "shop": {"jump": 1, "demolish": 1}, "levels": [\#(level)]}"#
                .utf8)
    }

    /// 40 characters, each an `e` with 60 combining accents: 4,840 bytes.
    static let heavyName = String(repeating: "e" + String(repeating: "\u{301}", count: 60), count: 40)

    @Test func namesAreCappedInBytesAsWellAsCharacters() throws {
        #expect(Self.heavyName.count == 40)
        let level = #"{"id": 1, "name": "\#(Self.heavyName)", "seed": 1, "width": 4, "height": 4, "algorithm": "wilson"}"#
        let error = #expect(throws: LevelFileError.self) { try LevelFile(data: Self.file(level)) }
        #expect(error?.description == "level 1: field 'name' must be at most 160 bytes of UTF-8, found 4840")
        // A replay of such a level is refused by the same rule.
        var spec = LevelSpec(id: 0, name: "x", seed: 1, width: 4, height: 4, algorithm: .wilson)
        let replay = Replay.record(level: try LevelBuilder.build(spec), inventory: Inventory(), inputs: [])
        spec.name = Self.heavyName
        let heavy = replay.json.replacingOccurrences(of: #""name": "x""#, with: #""name": "\#(Self.heavyName)""#)
        #expect(heavy != replay.json)
        let replayError = #expect(throws: ReplayError.self) { try Replay(data: Data(heavy.utf8)) }
        #expect(replayError?.description.contains("field 'level.name' must be at most 160 bytes of UTF-8, found 4840") == true)
    }

    /// Found by the fuzz pass: with no slack, a Jump can take a ledge crate in fewer moves than
    /// par, and its coins (the run's cost over par plus the reward) went negative, trapping the
    /// fingerprint.
    @Test func aLedgeCrateAJumpBringsUnderParBuilds() throws {
        var spec = LevelSpec(id: 0, name: "x", seed: 2_319_873_511_089_068_590, width: 255, height: 7, algorithm: .binaryTree)
        spec.ledges = 50
        spec.slack = 0
        let level = try LevelBuilder.build(spec)
        #expect(level.fingerprint.count == 16 && level.crates.allSatisfy { $0.coins >= 0 })
    }

    // MARK: - Extremes, through each way, and back from their replays

    /// Specs at the ends of every range: each field at its least and its most, the rest plain.
    static var extremes: [LevelSpec] {
        func base(_ width: Int = 8, _ height: Int = 6) -> LevelSpec {
            LevelSpec(id: 0, name: "Extreme", seed: UInt64.max, width: width, height: height, algorithm: .recursiveBacktracker)
        }
        var specs = [base(2, 2), base(2, 256), base(256, 2), base(256, 256)]
        let edits: [(inout LevelSpec) -> Void] = [
            { $0.braid = 1 },
            {
                $0.ice = 0.6
                $0.mud = 0.2
            },
            {
                $0.mud = 0.6
                $0.ice = 0.2
            },
            {
                $0.crates = 50
                $0.ledges = 50
                $0.gems = 10
            },
            {
                let most = LevelSpec.Limits.fixtures.upperBound
                ($0.gates, $0.portals, $0.belts, $0.tunnels) = (most, most, most, most)
                ($0.mirrors, $0.trapdoors) = (most, most)
            },
            {
                $0.doors = LevelSpec.Limits.doors.upperBound
                $0.braid = 0.5
            },
            { $0.slack = 0 }, { $0.slack = 10 }, { $0.budget = 1 }, { $0.budget = 1_000_000 },
            {
                $0.crates = 0
                $0.ice = 0.6
            },
            {
                $0.mask = "heart"
                $0.width = 13
                $0.height = 11
                $0.algorithm = .wilson
            },
        ]
        for edit in edits {
            var spec = base()
            edit(&spec)
            specs.append(spec)
        }
        var corner = base(256, 256)
        corner.braid = 1
        corner.ice = 0.6
        corner.mud = 0.2
        corner.crates = 50
        corner.gems = 10
        corner.ledges = 50
        corner.slack = 10
        specs.append(corner)
        return specs
    }

    /// Builds `spec`, records a short run on it and reads that replay back.
    static func replaysBack(_ spec: LevelSpec) throws {
        let level = try LevelBuilder.build(spec)
        let replay = Replay.record(level: level, inventory: Inventory(jumps: 1, demolishes: 1), inputs: [.move(.east), .move(.south)])
        let back = try Replay(data: Data(replay.json.utf8))
        #expect(back.level == replay.level)
        #expect(try back.verify().matches, "\(spec)")
    }

    @Test(arguments: extremes)
    func theExtremesOfEveryRangeBuildFromAFileAndACodeAndReplay(spec: LevelSpec) throws {
        #expect(spec.rangeProblem() == nil)
        let file = try LevelFile(
            data: Data(LevelFile(shop: ShopPrices(jump: 1, demolish: 1), levels: [with(spec) { $0.id = 1 }]).json.utf8))
        try Self.replaysBack(with(file.levels[0]) { $0.id = 0 })
        let code = try #require(LevelCode.code(for: spec))
        let decoded = try LevelCode.spec(from: code)
        #expect(decoded.name.count <= 40 && decoded.name == "Seed \(spec.seed)")  // a code level's replay keeps a readable name
        try Self.replaysBack(decoded)
    }
}

/// `value` changed by `edit`.
func with<Value>(_ value: Value, _ edit: (inout Value) -> Void) -> Value {
    var copy = value
    edit(&copy)
    return copy
}
