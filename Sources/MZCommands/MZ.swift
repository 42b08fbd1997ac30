import GameEngine
import MazeKit

/// The `mz` command line: parses the arguments, runs one command, and returns the exit code.
/// `main.swift` only wires this to the process.
public enum MZ {
    /// The program version.
    public static let version = "0.1.0"
    /// What `mz --version` prints: the version and the level generator (levels, codes and
    /// replays are tied to it).
    static var versionLine: String { "mz \(version) (level generator \(LevelSpec.currentGeneratorVersion))\n" }

    /// The most characters of an error message shown: values echoed from a file are capped.
    static let maximumMessageLength = 1_000

    /// Options every command accepts (SPEC §9), even where they have no effect.
    static let commonSpecs: [OptionSpec] = [
        .flag("help", "show help for this command"),
        .value("save", "FILE", "use FILE as the save file"),
        .value("levels", "FILE", "use FILE instead of the shipped levels.json"),
        .flag("ascii", "draw with ASCII only"),
        .flag("no-color", "no colours (as does the NO_COLOR environment variable)"),
        .flag("no-animation", "no animations"),
    ]

    /// One command: its name, what `mz --help` says of it, its options (without
    /// `commonSpecs`), whether it takes operands (FILEs), and what runs it. The one table the
    /// dispatch, `mz --help`, the completion scripts and their test all read.
    struct Entry: Sendable {
        let name: String
        let summary: String
        let specs: [OptionSpec]
        var takesOperands = false
        let run: @Sendable (ParsedArguments, Console) throws(CommandError) -> Int32
    }

    /// Every command, in the order `mz --help` lists them (`help` is handled apart).
    static let entries: [Entry] = [
        Entry(name: PlayCommand.name, summary: PlayCommand.summary, specs: PlayCommand.specs) { args, console throws(CommandError) in try PlayCommand.run(args, console) },
        Entry(name: DailyCommand.name, summary: DailyCommand.summary, specs: DailyCommand.specs) { args, console throws(CommandError) in try DailyCommand.run(args, console) },
        Entry(name: GenerateCommand.name, summary: GenerateCommand.summary, specs: GenerateCommand.specs) { args, console throws(CommandError) in
            try GenerateCommand.run(args, console)
            return 0
        },
        Entry(name: LevelCommand.name, summary: LevelCommand.summary, specs: LevelCommand.specs) { args, console throws(CommandError) in
            try LevelCommand.run(args, console)
            return 0
        },
        Entry(name: ValidateCommand.name, summary: ValidateCommand.summary, specs: ValidateCommand.specs, takesOperands: true) { args, console throws(CommandError) in
            try ValidateCommand.run(args, console)
            return 0
        },
        Entry(name: ReplayCommand.name, summary: ReplayCommand.summary, specs: ReplayCommand.specs, takesOperands: true) { args, console throws(CommandError) in
            try ReplayCommand.run(args, console)
        },
        Entry(name: LabCommand.name, summary: LabCommand.summary, specs: LabCommand.specs) { args, console throws(CommandError) in try LabCommand.run(args, console) },
        Entry(name: StatsCommand.name, summary: StatsCommand.summary, specs: StatsCommand.specs) { args, console throws(CommandError) in
            try StatsCommand.run(args, console)
            return 0
        },
        Entry(name: BuildCampaignCommand.name, summary: BuildCampaignCommand.summary, specs: BuildCampaignCommand.specs) { args, console throws(CommandError) in
            try BuildCampaignCommand.run(args, console)
            return 0
        },
        Entry(name: CompletionsCommand.name, summary: CompletionsCommand.summary, specs: CompletionsCommand.specs, takesOperands: true) { args, console throws(CommandError) in
            try CompletionsCommand.run(args, console)
            return 0
        },
    ]

    /// Commands, in the order `mz --help` lists them, with `help` last.
    static var commands: [(name: String, summary: String)] {
        entries.map { ($0.name, $0.summary) } + [("help", "show help for a command")]
    }

    /// The options of a command of `commands` (without `commonSpecs`), or `nil` for a name
    /// that is not there. The completion scripts and their test read this.
    static func specs(of command: String) -> [OptionSpec]? {
        command == "help" ? [] : entries.first { $0.name == command }?.specs
    }

    /// Commands of the SPEC that this build does not have yet.
    static let plannedCommands: [String] = []

    /// Runs `mz` with `arguments` (without the program name).
    /// - Returns: the process exit code (SPEC §9).
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let status: Int32
        do {
            status = try dispatch(arguments, console)
        } catch {
            // Once standard output has failed, that is the one sentence to say (an error
            // thrown afterwards is most likely its consequence).
            if console.writeFailures().output == nil {
                console.err("mz: error: \(error.message.escapingControlCharacters(limit: maximumMessageLength))\n")
            }
            status = error.code.rawValue
        }
        return settled(status, console)
    }

    /// The exit status once every write is accounted for: 74 when standard output or standard
    /// error could not be written, said on stderr while it still works (docs/formats.md, "Limits").
    static func settled(_ status: Int32, _ console: Console) -> Int32 {
        let failures = console.writeFailures()
        if let output = failures.output {
            console.err("mz: error: \(CommandError.unwritableOutput(output).message)\n")
            return CommandError.Code.ioError.rawValue
        }
        return failures.error == nil ? status : CommandError.Code.ioError.rawValue
    }

    static func dispatch(_ arguments: [String], _ console: Console) throws(CommandError) -> Int32 {
        let arguments = commandFirst(arguments)
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case nil:
            return try PlayCommand.campaign(try ParsedArguments([], command: "mz", specs: commonSpecs), console)
        case "--version"?, "-V"?:
            console.out(versionLine)
        case "--help"?, "-h"?:
            console.out(overview)
        case let option? where option.hasPrefix("-"):
            // Only common options (`mz --save FILE --ascii`): the campaign.
            let args = try ParsedArguments(arguments, command: "mz", specs: commonSpecs + [.flag("version", "print the version")])
            try requireNoOperands(args)
            if args.has("version") {
                console.out(versionLine)
                return 0
            }
            return try PlayCommand.campaign(args, console)
        case "help"?:
            console.out(try rest.first.map(help(for:)) ?? overview)
        case let name?:
            guard let entry = entries.first(where: { $0.name == name }) else { throw unknownCommand(name) }
            // `--help` prints the command's help; operands only where the command takes them.
            guard let args = try parse(rest, entry.name, entry.specs, console) else { return 0 }
            if !entry.takesOperands { try requireNoOperands(args) }
            return try entry.run(args, console)
        }
        return 0
    }

    /// Moves common options given before the command after it, so `mz --save F play` works
    /// like `mz play --save F`.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var i = 0
        while i < arguments.count, arguments[i].hasPrefix("-") {
            let name = String(arguments[i].dropFirst(2))
            let takesValue = commonSpecs.contains { $0.name == name && $0.valueName != nil }
            i += takesValue ? 2 : 1
        }
        guard i > 0, i < arguments.count else { return arguments }
        let known = commands.map(\.name) + plannedCommands + ["help"]
        guard known.contains(arguments[i]) else { return arguments }
        return [arguments[i]] + Array(arguments[(i + 1)...]) + Array(arguments[..<i])
    }

    /// Parses a command's arguments; prints its help and returns `nil` for `--help`.
    static func parse(_ arguments: [String], _ name: String, _ specs: [OptionSpec], _ console: Console) throws(CommandError) -> ParsedArguments? {
        let args = try ParsedArguments(arguments, command: "mz \(name)", specs: specs + commonSpecs)
        if args.has("help") {
            console.out(try help(for: name))
            return nil
        }
        return args
    }

    static func requireNoOperands(_ args: ParsedArguments) throws(CommandError) {
        guard let first = args.operands.first else { return }
        throw .usage("'\(args.command)' takes no operands, got '\(first)'; see '\(args.command) --help'")
    }

    static func unknownCommand(_ name: String) -> CommandError {
        if plannedCommands.contains(name) {
            return .usage("'mz \(name)' is not available in this build yet; 'mz generate' is")
        }
        if name.hasPrefix("-") {
            let hint = closestName(to: String(name.drop { $0 == "-" }), among: ["help", "version"]).map { "; did you mean '--\($0)'?" } ?? ""
            return .usage("unknown option '\(name)'\(hint)")
        }
        let known = commands.map(\.name) + plannedCommands
        let hint = closestName(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "; see 'mz --help'"
        return .usage("unknown command '\(name)'\(hint)")
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }

    /// The string with its first letter upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
