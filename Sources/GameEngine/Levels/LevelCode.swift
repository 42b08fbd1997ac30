import MazeKit

/// A short code that rebuilds a level exactly: `MZ4-` (or `MZ5-`, `MZ6-`, `MZ7-`) and the level's spec packed into bits,
/// written in Crockford's base 32 in groups of five, ending in a check symbol, so that any one
/// mistyped character, and any swap of two neighbours, is refused instead of giving another
/// level (docs/formats.md, "Level codes").
///
/// Packed, most significant bit first: generator version (8 bits); the seed's bit length (7)
/// and its bits; width − 1 and height − 1 (8 each); the algorithm's index in
/// `Algorithm.allCases` (4); the mask (3: 0 none, else 1 + its index in `masks`); braid, ice
/// and mud in thousandths (10 each); crates (6), gems (4), ledges (6); gates, portals, belts,
/// tunnels, mirrors, trapdoors, springs and chasms (6 each); timed crates (6); doors (6); slack
/// in thousandths (14); a fixed budget (1 bit, then 20 bits when set); zero bits to fill the
/// last symbol.
///
/// A level without doors is written `MZ6-`, the same without their count; one without timed
/// crates either `MZ5-`, without theirs too, and one without springs or chasms either `MZ4-`,
/// without theirs, so every code written before each came still names the same level in the
/// same words. A level with doors is written `MZ7-`, one with timed crates and no door `MZ6-`.
///
/// The check symbol of `MZ4-` to `MZ7-` codes is one of the 32 digits (a Damm check over GF(32)), so a
/// code is letters, digits and dashes only: one word a shell leaves alone. The older forms are
/// still read for the fields they hold: `MZ3-`, the same without the mirror and trapdoor
/// counts, `MZ2-`, without any fixture count, and `MZ1-`, those bits under Crockford's mod-37
/// check, whose symbols `* ~ $ = U` a shell may expand. A code names its generator, so one made
/// before generator 4 (every `MZ3-`, `MZ2-` and `MZ1-` code mz wrote) is refused with a
/// sentence naming it, as its replays are.
public enum LevelCode {
    /// The newest form (the digit of its prefix): a level with doors is written in it.
    public static let form = 7
    /// The form a level with timed crates and no door is written in.
    public static let formWithTimed = 6
    /// The form a level with springs or chasms and no timed crate or door is written in.
    public static let formWithSprings = 5
    /// The form a level without springs, chasms, timed crates or doors is written in.
    public static let formWithoutSprings = 4
    /// The text a code of a level with doors starts with.
    public static let doorsPrefix = "MZ7-"
    /// The text a code of a level with timed crates (and no door) starts with.
    public static let timedPrefix = "MZ6-"
    /// The text a code of a level with springs or chasms (and no timed crate or door) starts with.
    public static let springsPrefix = "MZ5-"
    /// The text a code of a level without springs, chasms, timed crates or doors starts with (the format's version is its `4`).
    public static let prefix = "MZ4-"
    /// The prefix of the form before mirrors and trapdoors, still read.
    public static let fixturesPrefix = "MZ3-"
    /// The prefix of the form before fixtures, still read.
    public static let previousPrefix = "MZ2-"
    /// The prefix of the first form, still read.
    public static let legacyPrefix = "MZ1-"
    /// Crockford's base-32 digits.
    static let digits: [Character] = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    /// The check symbols of `MZ1-` codes: the digits, then the five Crockford adds for mod 37.
    static let legacyCheckSymbols: [Character] = digits + Array("*~$=U")
    /// Masks a code can name, in a fixed order (new masks go at the end).
    static let masks = ["heart", "ring", "diamond", "cross", "mz"]

    /// The code of `spec`, or `nil` when a code cannot hold it (a start or exit given by hand,
    /// a mask not shipped, a share finer than a thousandth, a value out of `LevelSpec.Limits`).
    public static func code(for spec: LevelSpec) -> String? {
        let form = form(for: spec)
        guard spec.buildingRangeProblem() == nil, let symbols = payload(for: spec, form: form) else { return nil }
        return written(symbols + [check(symbols, form: form)], prefix: "MZ\(form)-")
    }

    /// The one form `spec` is written in: the oldest that holds it.
    static func form(for spec: LevelSpec) -> Int {
        if spec.doors > 0 { return form }
        if spec.timed > 0 { return formWithTimed }
        return spec.springs + spec.chasms > 0 ? formWithSprings : formWithoutSprings
    }

    /// The spec a code stands for (id 0, named after its seed like a seeded level, so a code
    /// rebuilds the same spec as `--seed` and its flags). Reads `MZ7-` down to `MZ1-` codes.
    /// - Throws: `LevelCodeError`: `.checksum` for any single typo, `.unsupported` for a code
    ///   of another generator (naming it), `.outOfRange` naming the field for a value a levels
    ///   file would refuse.
    public static func spec(from code: String) throws(LevelCodeError) -> LevelSpec {
        let text = code.uppercased().filter { $0 != "-" && $0 != " " }
        let legacy = text.hasPrefix("MZ1")
        guard let form = (1...Self.form).first(where: { text.hasPrefix("MZ\($0)") }) else {
            throw .notACode("a code starts with \(prefix)")
        }
        var symbols: [UInt8] = []
        for character in text.dropFirst(3).dropLast() {
            guard let value = digits.firstIndex(of: reading(character)) else {
                throw .notACode("'\(String(character).escapingControlCharacters())' is not a code character")
            }
            symbols.append(UInt8(value))
        }
        guard let last = text.last, text.count > 3, symbols.count >= 10, symbols.count <= 64 else {
            throw .notACode("too short or too long")
        }
        if legacy {
            guard let check = legacyCheckSymbols.firstIndex(of: reading(last)), Int(remainder(symbols)) == check else { throw .checksum }
        } else {
            guard let check = digits.firstIndex(of: reading(last)), Self.check(symbols, form: form) == UInt8(check) else {
                throw .checksum
            }
        }
        var spec = try decode(symbols, form: form)
        if legacy, let mask = spec.mask, let shape = try? MaskCatalog.mask(named: mask) {
            // mz play --seed --mask once wrote its default size beside the mask; the level was
            // built on the mask's own size (the same fingerprint), which the ranges now ask for.
            spec.width = shape.width
            spec.height = shape.height
        }
        if let problem = spec.rangeProblem() { throw .outOfRange(problem) }
        return spec
    }

    // MARK: - Payload

    /// The payload symbols of `spec` in code form `form` (7; 6 without the doors' count, 5 without
    /// the timed crates' either, 4 without the springs' and chasms' counts, 3 without the mirror
    /// and trapdoor counts either, 1 and 2 without any fixture count), or `nil` when its values
    /// do not fit their bits or the form has no room for them. (The builder no longer reads
    /// `crateDepth`, so a code does not hold it.)
    static func payload(for spec: LevelSpec, form: Int = LevelCode.form) -> [UInt8]? {
        guard spec.start == nil, spec.exit == nil, (1...256).contains(spec.width), (1...256).contains(spec.height),
            (0..<256).contains(spec.generatorVersion)
        else { return nil }
        var bits = BitWriter()
        bits.write(UInt64(spec.generatorVersion), 8)
        let seedBits = spec.seed == 0 ? 0 : 64 - spec.seed.leadingZeroBitCount
        bits.write(UInt64(seedBits), 7)
        bits.write(spec.seed, seedBits)
        bits.write(UInt64(spec.width - 1), 8)
        bits.write(UInt64(spec.height - 1), 8)
        guard let algorithm = Algorithm.allCases.firstIndex(of: spec.algorithm) else { return nil }
        bits.write(UInt64(algorithm), 4)
        if let mask = spec.mask {
            guard let index = masks.firstIndex(of: mask) else { return nil }
            bits.write(UInt64(index + 1), 3)
        } else {
            bits.write(0, 3)
        }
        for share in [spec.braid, spec.ice, spec.mud] {
            guard let thousandths = thousandths(share, below: 1024) else { return nil }
            bits.write(thousandths, 10)
        }
        guard (0..<64).contains(spec.crates), (0..<16).contains(spec.gems), (0..<64).contains(spec.ledges),
            let slack = thousandths(spec.slack, below: 1 << 14)
        else { return nil }
        bits.write(UInt64(spec.crates), 6)
        bits.write(UInt64(spec.gems), 4)
        bits.write(UInt64(spec.ledges), 6)
        // Each form holds the counts of the fixtures there were when it was made.
        let fixtures = [spec.gates, spec.portals, spec.belts, spec.tunnels, spec.mirrors, spec.trapdoors, spec.springs, spec.chasms]
        let held = form >= 5 ? 8 : (form == 4 ? 6 : (form == 3 ? 4 : 0))
        guard fixtures.prefix(held).allSatisfy({ (0..<64).contains($0) }), fixtures.dropFirst(held).allSatisfy({ $0 == 0 }) else {
            return nil
        }
        for count in fixtures.prefix(held) { bits.write(UInt64(count), 6) }
        if form >= 6 {
            guard (0..<64).contains(spec.timed) else { return nil }
            bits.write(UInt64(spec.timed), 6)
        } else if spec.timed != 0 {
            return nil
        }
        if form >= 7 {
            guard (0..<64).contains(spec.doors) else { return nil }
            bits.write(UInt64(spec.doors), 6)
        } else if spec.doors != 0 {
            return nil
        }
        bits.write(slack, 14)
        if let budget = spec.budget {
            guard (0..<(1 << 20)).contains(budget) else { return nil }
            bits.write(1, 1)
            bits.write(UInt64(budget), 20)
        } else {
            bits.write(0, 1)
        }
        return bits.symbols()
    }

    /// The spec held by payload `symbols` of code form `form`, without the range check.
    /// - Throws: `.unsupported` for another generator, a name this mz lacks, or bits that do
    ///   not read back the same (so each level has exactly one code).
    static func decode(_ symbols: [UInt8], form: Int = LevelCode.form) throws(LevelCodeError) -> LevelSpec {
        var bits = BitReader(symbols: symbols)
        do {
            let generator = Int(try bits.read(8))
            guard generator == LevelSpec.currentGeneratorVersion else {
                throw LevelCodeError.unsupported(
                    "it is for level generator \(generator); this mz builds with generator \(LevelSpec.currentGeneratorVersion)")
            }
            let seedBits = Int(try bits.read(7))
            guard seedBits <= 64 else { throw LevelCodeError.unsupported("its seed is too long") }
            let seed = try bits.read(seedBits)
            let width = Int(try bits.read(8)) + 1, height = Int(try bits.read(8)) + 1
            let algorithmIndex = Int(try bits.read(4))
            guard algorithmIndex < Algorithm.allCases.count else {
                throw LevelCodeError.unsupported("it names no algorithm this mz knows")
            }
            var spec = LevelSpec(
                id: 0, name: "Seed \(seed)", seed: seed, width: width, height: height, algorithm: Algorithm.allCases[algorithmIndex])
            let mask = Int(try bits.read(3))
            guard mask <= masks.count else { throw LevelCodeError.unsupported("it names a mask this mz does not have") }
            spec.mask = mask == 0 ? nil : masks[mask - 1]
            spec.braid = Double(try bits.read(10)) / 1000
            spec.ice = Double(try bits.read(10)) / 1000
            spec.mud = Double(try bits.read(10)) / 1000
            spec.crates = Int(try bits.read(6))
            spec.gems = Int(try bits.read(4))
            spec.ledges = Int(try bits.read(6))
            if form >= 3 {
                spec.gates = Int(try bits.read(6))
                spec.portals = Int(try bits.read(6))
                spec.belts = Int(try bits.read(6))
                spec.tunnels = Int(try bits.read(6))
            }
            if form >= 4 {
                spec.mirrors = Int(try bits.read(6))
                spec.trapdoors = Int(try bits.read(6))
            }
            if form >= 5 {
                spec.springs = Int(try bits.read(6))
                spec.chasms = Int(try bits.read(6))
            }
            if form >= 6 { spec.timed = Int(try bits.read(6)) }
            if form >= 7 { spec.doors = Int(try bits.read(6)) }
            spec.slack = Double(try bits.read(14)) / 1000
            if try bits.read(1) == 1 { spec.budget = Int(try bits.read(20)) }
            // Each level has one code: a level without doors has no `MZ7-` code, one without
            // timed crates either no `MZ6-` code, and one without springs or chasms either no
            // `MZ5-` code.
            guard bits.restIsZero, form < formWithoutSprings || form == Self.form(for: spec), payload(for: spec, form: form) == symbols
            else {
                throw LevelCodeError.unsupported("it holds bits no level has")
            }
            return spec
        } catch let error as LevelCodeError {
            throw error
        } catch {
            throw .unsupported("it ends too soon")
        }
    }

    /// `symbols` as text after `prefix`, in groups of five.
    static func written(_ symbols: [UInt8], prefix: String) -> String {
        let body = symbols.map { digits[Int($0)] }
        return prefix + stride(from: 0, to: body.count, by: 5).map { String(body[$0..<min(body.count, $0 + 5)]) }.joined(separator: "-")
    }

    /// Crockford's reading of an upper-case look-alike: `O` is 0, `I` and `L` are 1.
    static func reading(_ character: Character) -> Character {
        switch character {
        case "O": "0"
        case "I", "L": "1"
        default: character
        }
    }

    // MARK: - Checks

    /// The check symbol of `MZ2-` codes: Damm's check over the quasigroup x ∗ y = 2x + y of
    /// GF(32) (x⁵ + x² + 1). Each step is a bijection of both the running value and the symbol,
    /// so one changed symbol always changes the result, and (c ∗ x) ∗ y = (c ∗ y) ∗ x only when
    /// x = y, so a swap of two different neighbours does too (the check symbol included:
    /// a code checks out when the run over all its symbols ends at 0).
    ///
    /// An `MZ3-` to `MZ7-` code's run starts with its form (the symbol 3 to 7) before the
    /// payload, so a typo in the prefix's digit is refused too: the same payload read as
    /// another form (an `MZ2-` run starts at the payload) ends elsewhere, each step being a
    /// bijection of the running value.
    static func check(_ symbols: [UInt8], form: Int) -> UInt8 {
        form >= 3 ? check([UInt8(form)] + symbols) : check(symbols)
    }

    /// The Damm check of `symbols` as `MZ2-` runs it, from 0.
    static func check(_ symbols: [UInt8]) -> UInt8 {
        times2(symbols.reduce(0) { times2($0) ^ $1 })
    }

    /// `x` times the field's generator 2, modulo x⁵ + x² + 1.
    static func times2(_ x: UInt8) -> UInt8 {
        x & 0x10 == 0 ? x << 1 : (x << 1 ^ 0x25) & 0x1F
    }

    /// The payload's value mod 37: the check symbol index of `MZ1-` codes (Crockford's).
    static func remainder(_ symbols: [UInt8]) -> UInt8 {
        var r = 0
        for s in symbols { r = (r * 32 + Int(s)) % 37 }
        return UInt8(r)
    }

    static func thousandths(_ x: Double, below limit: Int) -> UInt64? {
        let t = (x * 1000).rounded()
        guard x >= 0, t < Double(limit), abs(t / 1000 - x) < 1e-12 else { return nil }
        return UInt64(t)
    }
}

/// Bits written most significant first, read back as base-32 symbols.
struct BitWriter {
    private(set) var bits: [Bool] = []

    mutating func write(_ value: UInt64, _ count: Int) {
        for i in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> UInt64(i) & 1 == 1) }
    }

    /// Five bits per symbol, zero-filled at the end.
    func symbols() -> [UInt8] {
        stride(from: 0, to: bits.count, by: 5).map { start in
            (0..<5).reduce(UInt8(0)) { value, k in value << 1 | (start + k < bits.count && bits[start + k] ? 1 : 0) }
        }
    }
}

/// Reads the bits of base-32 symbols, most significant first.
struct BitReader {
    struct End: Error {}
    private var bits: [Bool] = []
    private var position = 0

    init(symbols: [UInt8]) {
        for s in symbols { for k in stride(from: 4, through: 0, by: -1) { bits.append(s >> UInt8(k) & 1 == 1) } }
    }

    mutating func read(_ count: Int) throws(End) -> UInt64 {
        guard position + count <= bits.count else { throw End() }
        var value: UInt64 = 0
        for _ in 0..<count {
            value = value << 1 | (bits[position] ? 1 : 0)
            position += 1
        }
        return value
    }

    /// Whether only zero fill is left (at most one symbol's worth).
    var restIsZero: Bool { bits.count - position < 5 && !bits[position...].contains(true) }
}
