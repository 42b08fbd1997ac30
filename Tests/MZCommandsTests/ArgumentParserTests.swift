import Testing

@testable import MZCommands

@Suite struct ArgumentParserTests {
    enum Options {
        static let size = Option.size("size", "WxH", maximumSide: 16384, maximumCells: 1 << 24, "")
        static let smallSize = Option.size("size", "WxH", maximumSide: 100, maximumCells: 10_000, "")
        static let seed = Option.seed("seed", "S", "")
        static let braid = Option.fraction("braid", "F", in: 0...1, "")
        static let count = Option.integer("count", "N", in: 1...10, "")
        static let format = Option.choice("format", "F", among: ["text", "json"], "")
        static let solve = Flag("solve", "")
    }

    static let options: [any CommandOption] = [
        Options.size, Options.seed, Options.braid, Options.count, Options.format, Options.solve, CommonOptions.help,
    ]

    func parse(_ line: String) throws(CommandError) -> ParsedArguments {
        try ParsedArguments(line.split(separator: " ").map(String.init), command: "mz test", options: Self.options.map(\.spec))
    }

    @Test func readsValuesFlagsAndOperandsInBothSpellings() throws {
        let args = try parse("--size 20x10 --seed=7 --solve file.txt -- --literal")
        #expect(try args.value(Options.size).map { [$0.width, $0.height] } == [20, 10])
        #expect(try args.value(Options.seed) == 7)
        #expect(args.has(Options.solve) && !args.has(CommonOptions.help))
        #expect(args.operands == ["file.txt", "--literal"])
        #expect(try parse("-h").has(CommonOptions.help))
        #expect(try parse("").value(Options.seed) == nil)
    }

    /// The play-tester's `mz --save F daily --date`: the parser took `--save` as the date and
    /// then complained of the operand `F`.
    @Test func anOptionIsNeverTakenAsTheValueOfTheOneBefore() throws {
        #expect(throws: CommandError.usage("option '--seed' needs a value (S)")) { try parse("--seed --solve") }
        #expect(throws: CommandError.usage("option '--seed' needs a value (S)")) { try parse("--seed --size 3x3") }
        // One dash is a value; the seed then says why not.
        #expect(throws: CommandError.usage("option '--seed' must be a whole number from 0 to 18446744073709551615, got '-5'")) {
            try parse("--seed -5").value(Options.seed)
        }
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
        do {
            _ = try args.value(Options.size)
            Issue.record("accepted \(size)")
        } catch {
            #expect(error.code == .usage && error.message.hasPrefix("option '--size' "), "\(error)")
        }
    }

    @Test func goodSizesParseIncludingUpperCaseX() throws {
        #expect(try parse("--size 20X10").value(Options.smallSize).map { [$0.width, $0.height] } == [20, 10])
    }

    @Test func numbersAreRangeChecked() throws {
        #expect(throws: CommandError.usage("option '--braid' must be a number from 0 to 1, got '2'")) {
            try parse("--braid 2").value(Options.braid)
        }
        #expect(throws: CommandError.self) { try parse("--braid nan").value(Options.braid) }
        #expect(throws: CommandError.usage("option '--count' must be a whole number from 1 to 10, got '0'")) {
            try parse("--count 0").value(Options.count)
        }
        #expect(throws: CommandError.self) { try parse("--seed -1").value(Options.seed) }
        #expect(try parse("--seed 18446744073709551615").value(Options.seed) == UInt64.max)
        #expect(throws: CommandError.usage("unknown value 'jsn' for '--format'; did you mean 'json'?")) {
            try parse("--format jsn").value(Options.format)
        }
    }

    /// Reading an option the command never declared is a programmer mistake: it stops with its
    /// name, rather than reading as "not given".
    @Test func readingAnUndeclaredOptionTraps() async {
        await #expect(processExitsWith: .failure) {
            let args = try ParsedArguments(["--seed", "1"], command: "mz test", options: [ArgumentParserTests.Options.seed.spec])
            _ = args.has(CommonOptions.ascii)
        }
    }
}
