import MazeKit
import Testing

@testable import GameEngine

/// Level codes: `MZ2-` + the spec, base 32, with a check symbol (and the older `MZ1-` form).
@Suite struct LevelCodeTests {
    /// A random spec within the ranges every level keeps (`LevelSpec.Limits`).
    static func randomSpec(_ rng: inout SeededRandom) -> LevelSpec {
        let seed = rng.below(2) == 0 ? UInt64(rng.below(1_000_000_000)) : rng.next()
        var spec = LevelSpec(
            id: 0, name: "", seed: seed, width: 2 + rng.below(255), height: 2 + rng.below(255),
            algorithm: Algorithm.allCases[rng.below(Algorithm.allCases.count)])
        let name = LevelCode.masks[rng.below(LevelCode.masks.count)]
        if rng.below(4) == 0, spec.algorithm.supportsMasks, let mask = try? MaskCatalog.mask(named: name) {
            spec.mask = name
            spec.width = mask.width
            spec.height = mask.height
        }
        spec.braid = Double(rng.below(1001)) / 1000
        let ice = rng.below(601)
        spec.ice = Double(ice) / 1000
        spec.mud = Double(min(rng.below(601), 800 - ice)) / 1000
        spec.crates = rng.below(51)
        spec.gems = rng.below(11)
        spec.ledges = rng.below(51)
        spec.slack = Double(rng.below(10_001)) / 1000
        if rng.below(3) == 0 { spec.budget = 1 + rng.below(1_000_000) }
        return spec
    }

    /// The `MZ1-` form of `spec`'s code, as mz wrote it before `MZ2-`.
    static func legacyCode(for spec: LevelSpec) -> String? {
        guard let symbols = LevelCode.payload(for: spec) else { return nil }
        let body = symbols.map { LevelCode.digits[Int($0)] } + [LevelCode.legacyCheckSymbols[Int(LevelCode.remainder(symbols))]]
        return LevelCode.legacyPrefix
            + stride(from: 0, to: body.count, by: 5).map { String(body[$0..<min(body.count, $0 + 5)]) }.joined(separator: "-")
    }

    @Test func twoThousandRandomSpecsRoundTrip() throws {
        var rng = SeededRandom(seed: 13)
        for _ in 0..<2_000 {
            var spec = Self.randomSpec(&rng)
            let code = try #require(LevelCode.code(for: spec))
            #expect(code.hasPrefix("MZ2-") && code.count <= 50, "\(code)")
            let back = try LevelCode.spec(from: code)
            spec.name = "Seed \(spec.seed)"
            #expect(back == spec, "\(code)")
            // Lower case and Crockford's look-alikes read the same.
            #expect(try LevelCode.spec(from: code.lowercased().replacingOccurrences(of: "0", with: "o")) == spec)
        }
    }

    /// Codes are one shell word that no shell expands: letters, digits and dashes (issue 19).
    @Test func codesAreLettersDigitsAndDashesOnly() throws {
        var rng = SeededRandom(seed: 21)
        for _ in 0..<2_000 {
            let code = try #require(LevelCode.code(for: Self.randomSpec(&rng)))
            #expect(code.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isUppercase || $0.isNumber)) }, "\(code)")
        }
    }

    /// Every character after the prefix changed to every other code character, and every swap
    /// of neighbours (the dashes skipped): all refused.
    static func expectEveryTypoAndSwapRefused(_ code: String, checkSymbols: [Character]) {
        let characters = Array(code)
        for i in characters.indices.dropFirst(4) where characters[i] != "-" {
            let isLast = i == characters.count - 1
            for symbol in checkSymbols + Array("*~$=U") where LevelCode.reading(symbol) != characters[i] {
                var typo = characters
                typo[i] = symbol
                #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: String(typo)) }
                if LevelCode.digits.contains(symbol) || (isLast && checkSymbols.contains(symbol)) {
                    #expect(throws: LevelCodeError.checksum, "\(String(typo))") { try LevelCode.spec(from: String(typo)) }
                }
            }
            if let j = characters.indices.dropFirst(i + 1).first(where: { characters[$0] != "-" }), characters[j] != characters[i] {
                var swapped = characters
                swapped.swapAt(i, j)
                #expect(throws: LevelCodeError.self, "\(String(swapped))") { try LevelCode.spec(from: String(swapped)) }
            }
        }
        // The prefix's version swapped with the first symbol.
        var swapped = characters
        swapped.swapAt(2, 4)
        if swapped != characters { #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: String(swapped)) } }
    }

    @Test func everySingleTypoAndSwapIsRefusedAsAChecksumError() throws {
        var rng = SeededRandom(seed: 7)
        // Damm's check catches every single error and neighbour swap by construction; four
        // codes of each form (some 900 edits each) show this implementation does.
        for _ in 0..<4 {
            let spec = Self.randomSpec(&rng)
            Self.expectEveryTypoAndSwapRefused(try #require(LevelCode.code(for: spec)), checkSymbols: LevelCode.digits)
            Self.expectEveryTypoAndSwapRefused(try #require(Self.legacyCode(for: spec)), checkSymbols: LevelCode.legacyCheckSymbols)
        }
    }

    /// `MZ1-` codes, check symbols `* ~ $ = U` and all, still read as the same level.
    @Test func oldCodesStillRead() throws {
        var rng = SeededRandom(seed: 29)
        var symbolsSeen = Set<Character>()
        for _ in 0..<2_000 {
            var spec = Self.randomSpec(&rng)
            let old = try #require(Self.legacyCode(for: spec))
            symbolsSeen.insert(old.last ?? " ")
            spec.name = "Seed \(spec.seed)"
            #expect(try LevelCode.spec(from: old) == spec, "\(old)")
        }
        #expect(symbolsSeen.isSuperset(of: "*~$=U"))
        #expect(
            try LevelCode.spec(from: "MZ1-08XZA-08TE4-G8A0M-1P9C8-C001J-05").seed
                == (try LevelCode.spec(from: "MZ2-08XZA-08TE4-G8A0M-1P9C8-C001J-0N").seed))
    }

    @Test func everyCampaignLevelHasACodeThatRebuildsIt() throws {
        for spec in try Campaign.load().levels {
            for code in [LevelCode.code(for: spec), Self.legacyCode(for: spec)] {
                let rebuilt = try LevelBuilder.build(try LevelCode.spec(from: try #require(code)))
                #expect(rebuilt.fingerprint == spec.storedFingerprint, "level \(spec.id)")
            }
        }
    }

    @Test func notCodesAreToldApart() {
        #expect(throws: LevelCodeError.notACode("a code starts with MZ2-")) { try LevelCode.spec(from: "hello") }
        #expect(LevelCodeError.checksum.description == "not a valid code (checksum): check it for a typo")
        var spec = LevelSpec(id: 0, name: "", seed: 1, width: 4, height: 4, algorithm: .wilson)
        spec.start = GridPoint(x: 0, y: 0)
        #expect(LevelCode.code(for: spec) == nil)  // a hand-placed start does not fit a code
    }
}
