import Testing
@testable import MZCommands

@Suite struct ArgumentParserTests {
    static let specs: [OptionSpec] = [
        .value("size", "WxH", ""), .value("seed", "S", ""), .value("braid", "F", ""),
        .value("count", "N", ""), .value("format", "F", ""), .flag("solve", ""), .flag("help", ""),
    ]

    func parse(_ line: String) throws(CommandError) -> ParsedArguments {
        try ParsedArguments(line.split(separator: " ").map(String.init), command: "mz test", specs: Self.specs)
    }

    @Test func readsValuesFlagsAndOperandsInBothSpellings() throws {
        let args = try parse("--size 20x10 --seed=7 --solve file.txt -- --literal")
        #expect(args.string("size") == "20x10")
        #expect(try args.seed("seed") == 7)
        #expect(args.has("solve") && !args.has("help"))
        #expect(args.operands == ["file.txt", "--literal"])
        #expect(try parse("-h").has("help"))
    }

    /// The play-tester's `mz --save F daily --date`: the parser took `--save` as the date and
    /// then complained of the operand `F`.
    @Test func anOptionIsNeverTakenAsTheValueOfTheOneBefore() throws {
        #expect(throws: CommandError.usage("option '--seed' needs a value (S)")) { try parse("--seed --solve") }
        #expect(throws: CommandError.usage("option '--seed' needs a value (S)")) { try parse("--seed --size 3x3") }
        #expect(try parse("--seed -5").string("seed") == "-5")  // one dash is a value (the seed then says why not)
    }

    @Test func unknownOptionsSuggestTheClosestName() {
        #expect(throws: CommandError.usage("unknown option '--sise' for 'mz test'; did you mean '--size'?")) { try parse("--sise 3x3") }
        #expect(throws: CommandError.usage("unknown option '--zzzzzz' for 'mz test'; see 'mz test --help'")) { try parse("--zzzzzz") }
    }

    @Test func missingValuesRepeatsAndValuedFlagsAreRefused() {
        #expect(throws: CommandError.usage("option '--size' needs a value (WxH)")) { try parse("--size") }
        #expect(throws: CommandError.usage("option '--seed' is given more than once")) { try parse("--seed 1 --seed 2") }
        #expect(throws: CommandError.usage("option '--solve' takes no value")) { try parse("--solve=yes") }
        #expect(throws: CommandError.usage("unknown option '-x' for 'mz test'; options are long, like --help")) { try parse("-x") }
    }

    /// Each bad size is a usage error saying which rule it breaks (one check: the code and the
    /// sentence together).
    @Test(arguments: [
        ("0x5", "must have both sides at least 1, got '0x5'"), ("5x0", "must have both sides at least 1, got '5x0'"),
        ("-3x4", "must have both sides at least 1, got '-3x4'"), ("axb", "must look like WxH (for example 20x10), got 'axb'"),
        ("5", "must look like WxH (for example 20x10), got '5'"), ("5x5x5", "must look like WxH (for example 20x10), got '5x5x5'"),
        ("x", "must look like WxH (for example 20x10), got 'x'"),
        ("100000x100000", "100000x100000 is too large; the limit is 16384 per side and 16777216 cells"),
        ("99999999999999999999x1", "must look like WxH (for example 20x10), got '99999999999999999999x1'"),
    ])
    func badSizesAreUsageErrors(size: String, problem: String) throws {
        let args = try parse("--size \(size)")
        #expect(throws: CommandError.usage("option '--size' \(problem)")) {
            try args.size("size", maximumSide: 16384, maximumCells: 1 << 24)
        }
    }

    @Test func goodSizesParseIncludingUpperCaseX() throws {
        #expect(try parse("--size 20X10").size("size", maximumSide: 100, maximumCells: 10_000).map { [$0.width, $0.height] } == [20, 10])
    }

    @Test func numbersAreRangeChecked() throws {
        #expect(throws: CommandError.usage("option '--braid' must be a number from 0 to 1, got '2'")) {
            try parse("--braid 2").fraction("braid", in: 0...1)
        }
        #expect(throws: CommandError.self) { try parse("--braid nan").fraction("braid", in: 0...1) }
        #expect(throws: CommandError.self) { try parse("--count 0").integer("count", in: 1...10) }
        #expect(throws: CommandError.self) { try parse("--seed -1").seed("seed") }
        #expect(try parse("--seed 18446744073709551615").seed("seed") == UInt64.max)
        #expect(throws: CommandError.usage("unknown value 'jsn' for '--format'; did you mean 'json'?")) {
            try parse("--format jsn").choice("format", among: ["text", "json"])
        }
    }
}
