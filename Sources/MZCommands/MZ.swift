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

    /// Commands, in the order `mz --help` lists them.
    static let commands: [(name: String, summary: String)] = [
        (PlayCommand.name, PlayCommand.summary),
        (DailyCommand.name, DailyCommand.summary),
        (GenerateCommand.name, GenerateCommand.summary),
        (LevelCommand.name, LevelCommand.summary),
        (ValidateCommand.name, ValidateCommand.summary),
        (ReplayCommand.name, ReplayCommand.summary),
        (LabCommand.name, LabCommand.summary),
        (StatsCommand.name, StatsCommand.summary),
        (BuildCampaignCommand.name, BuildCampaignCommand.summary),
        (CompletionsCommand.name, CompletionsCommand.summary),
        ("help", "show help for a command"),
    ]

    /// The options of each command in `commands` (without `commonSpecs`), or `nil` for a name
    /// that is not there. The completion scripts and their test read this: a command added to
    /// the table needs its line here too.
    static func specs(of command: String) -> [OptionSpec]? {
        switch command {
        case PlayCommand.name: PlayCommand.specs
        case DailyCommand.name: DailyCommand.specs
        case GenerateCommand.name: GenerateCommand.specs
        case LevelCommand.name: LevelCommand.specs
        case ValidateCommand.name: ValidateCommand.specs
        case ReplayCommand.name: ReplayCommand.specs
        case LabCommand.name: LabCommand.specs
        case StatsCommand.name: StatsCommand.specs
        case BuildCampaignCommand.name: BuildCampaignCommand.specs
        case CompletionsCommand.name: CompletionsCommand.specs
        case "help": []
        default: nil
        }
    }

    /// Commands of the SPEC that this build does not have yet.
    static let plannedCommands: [String] = []

    /// Runs `mz` with `arguments` (without the program name).
    /// - Returns: the process exit code (SPEC §9).
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            return try dispatch(arguments, console)
        } catch {
            console.err("mz: error: \(error.message.escapingControlCharacters(limit: maximumMessageLength))\n")
            return error.code.rawValue
        }
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
        case PlayCommand.name?:
            return try plain(rest, PlayCommand.name, PlayCommand.specs, console) { args throws(CommandError) in try PlayCommand.run(args, console) }
        case DailyCommand.name?:
            return try plain(rest, DailyCommand.name, DailyCommand.specs, console) { args throws(CommandError) in try DailyCommand.run(args, console) }
        case GenerateCommand.name?:
            return try plain(rest, GenerateCommand.name, GenerateCommand.specs, console) { args throws(CommandError) in try GenerateCommand.run(args, console); return 0 }
        case LevelCommand.name?:
            return try plain(rest, LevelCommand.name, LevelCommand.specs, console) { args throws(CommandError) in try LevelCommand.run(args, console); return 0 }
        case ValidateCommand.name?:
            guard let args = try parse(rest, ValidateCommand.name, ValidateCommand.specs, console) else { return 0 }
            try ValidateCommand.run(args, console)
        case ReplayCommand.name?:
            guard let args = try parse(rest, ReplayCommand.name, ReplayCommand.specs, console) else { return 0 }
            return try ReplayCommand.run(args, console)
        case LabCommand.name?:
            return try plain(rest, LabCommand.name, LabCommand.specs, console) { args throws(CommandError) in try LabCommand.run(args, console) }
        case StatsCommand.name?:
            return try plain(rest, StatsCommand.name, StatsCommand.specs, console) { args throws(CommandError) in try StatsCommand.run(args, console); return 0 }
        case BuildCampaignCommand.name?:
            return try plain(rest, BuildCampaignCommand.name, BuildCampaignCommand.specs, console) { args throws(CommandError) in
                try BuildCampaignCommand.run(args, console)
                return 0
            }
        case CompletionsCommand.name?:
            guard let args = try parse(rest, CompletionsCommand.name, CompletionsCommand.specs, console) else { return 0 }
            try CompletionsCommand.run(args, console)
        case let other?:
            throw unknownCommand(other)
        }
        return 0
    }

    /// Runs a command that takes no operands: parses `rest` (`--help` prints its help and
    /// exits 0), refuses operands, then runs `body`.
    static func plain(
        _ rest: [String], _ name: String, _ specs: [OptionSpec], _ console: Console,
        _ body: (ParsedArguments) throws(CommandError) -> Int32
    ) throws(CommandError) -> Int32 {
        guard let args = try parse(rest, name, specs, console) else { return 0 }
        try requireNoOperands(args)
        return try body(args)
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
