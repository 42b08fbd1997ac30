import Testing
@testable import GameEngine
import MazeKit

/// Level codes: `MZ1-` + the spec, base 32, with a check symbol.
@Suite struct LevelCodeTests {
    static func randomSpec(_ rng: inout SeededRandom) -> LevelSpec {
        let seed = rng.below(2) == 0 ? UInt64(rng.below(1_000_000_000)) : rng.next()
        var spec = LevelSpec(id: 0, name: "", seed: seed, width: 2 + rng.below(255), height: 2 + rng.below(255),
                             algorithm: Algorithm.allCases[rng.below(Algorithm.allCases.count)])
        if rng.below(4) == 0 { spec.mask = LevelCode.masks[rng.below(LevelCode.masks.count)] }
        spec.braid = Double(rng.below(1001)) / 1000
        spec.ice = Double(rng.below(601)) / 1000
        spec.mud = Double(rng.below(601)) / 1000
        spec.crates = rng.below(51)
        spec.gems = rng.below(11)
        spec.ledges = rng.below(51)
        spec.slack = Double(rng.below(10_001)) / 1000
        if rng.below(3) == 0 { spec.budget = rng.below(1_000_001) }
        return spec
    }

    @Test func tenThousandRandomSpecsRoundTrip() throws {
        var rng = SeededRandom(seed: 13)
        for _ in 0..<10_000 {
            var spec = Self.randomSpec(&rng)
            let code = try #require(LevelCode.code(for: spec))
            #expect(code.hasPrefix("MZ1-") && code.count <= 50, "\(code)")
            let back = try LevelCode.spec(from: code)
            spec.name = code
            #expect(back == spec, "\(code)")
            // Lower case and Crockford's look-alikes read the same.
            #expect(try LevelCode.spec(from: code.lowercased().replacingOccurrences(of: "0", with: "o")) == spec)
        }
    }

    @Test func everySingleTypoAndSwapIsRefusedAsAChecksumError() throws {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<12 {
            let code = try #require(LevelCode.code(for: Self.randomSpec(&rng)))
            let characters = Array(code)
            for i in characters.indices.dropFirst(4) where characters[i] != "-" {
                for symbol in LevelCode.checkSymbols where symbol != characters[i] && !(i < characters.count - 1 && LevelCode.checkSymbols.dropFirst(32).contains(symbol)) {
                    var typo = characters
                    typo[i] = symbol
                    #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: String(typo)) }
                    if i < characters.count - 1, LevelCode.digits.contains(symbol) {
                        #expect(throws: LevelCodeError.checksum) { try LevelCode.spec(from: String(typo)) }
                    }
                }
                // Swapping with the next symbol.
                if let j = characters.indices.dropFirst(i + 1).first(where: { characters[$0] != "-" }), characters[j] != characters[i] {
                    var swapped = characters
                    swapped.swapAt(i, j)
                    #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: String(swapped)) }
                }
            }
        }
    }

    @Test func everyCampaignLevelHasACodeThatRebuildsIt() throws {
        for spec in try Campaign.load().levels {
            let code = try #require(LevelCode.code(for: spec))
            let rebuilt = try LevelBuilder.build(try LevelCode.spec(from: code))
            #expect(rebuilt.fingerprint == spec.storedFingerprint, "level \(spec.id)")
        }
    }

    @Test func notCodesAreToldApart() {
        #expect(throws: LevelCodeError.notACode("a code starts with MZ1-")) { try LevelCode.spec(from: "hello") }
        #expect(LevelCodeError.checksum.description == "not a valid code (checksum): check it for a typo")
        var spec = LevelSpec(id: 0, name: "", seed: 1, width: 4, height: 4, algorithm: .wilson)
        spec.start = GridPoint(x: 0, y: 0)
        #expect(LevelCode.code(for: spec) == nil)  // a hand-placed start does not fit a code
    }
}
