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

    /// Every command, in the order `mz --help` lists them: the one table dispatch, help, the
    /// completion scripts and the man page's test read. A new command adds its `spec` here.
    static let commands: [CommandSpec] = [
        PlayCommand.spec, DailyCommand.spec, GenerateCommand.spec, LevelCommand.spec, ValidateCommand.spec,
        ReplayCommand.spec, LabCommand.spec, StatsCommand.spec, BuildCampaignCommand.spec, CompletionsCommand.spec,
        HelpCommand.spec,
    ]

    /// What `mz` alone takes: the common options and `--version`.
    static var topLevelOptions: [OptionSpec] { CommonOptions.specs + [CommonOptions.version.spec] }

    /// Runs `mz` with `arguments` (without the program name).
    /// - Returns: the process exit code (docs/design.md, "Command line").
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
        switch arguments.first {
        case nil:
            return try PlayCommand.campaign(try ParsedArguments([], command: "mz", options: topLevelOptions), console)
        case "--version"?, "-V"?:
            console.out(versionLine)
        case "--help"?, "-h"?:
            console.out(overview)
        case let option? where option.hasPrefix("-"):
            // Only common options (`mz --save FILE --ascii`): the campaign.
            let args = try ParsedArguments(arguments, command: "mz", options: topLevelOptions)
            try requireNoOperands(args)
            if args.has(CommonOptions.version) {
                console.out(versionLine)
                return 0
            }
            return try PlayCommand.campaign(args, console)
        case let name?:
            guard let command = commands.first(where: { $0.name == name }) else { throw unknownCommand(name) }
            let args = try ParsedArguments(
                Array(arguments.dropFirst()), command: "mz \(name)", options: command.options + CommonOptions.specs)
            if args.has(CommonOptions.help) {
                console.out(command.help)
                return 0
            }
            // Operands only where the command takes them.
            if command.operands == .none { try requireNoOperands(args) }
            return try command.run(args, console)
        }
        return 0
    }

    /// Moves common options given before the command after it, so `mz --save F play` works
    /// like `mz play --save F`.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var i = 0
        while i < arguments.count, arguments[i].hasPrefix("-") {
            let name = String(arguments[i].dropFirst(2))
            let takesValue = CommonOptions.specs.contains { $0.name == name && $0.valueName != nil }
            i += takesValue ? 2 : 1
        }
        guard i > 0, i < arguments.count, commands.contains(where: { $0.name == arguments[i] }) else { return arguments }
        return [arguments[i]] + Array(arguments[(i + 1)...]) + Array(arguments[..<i])
    }

    static func requireNoOperands(_ args: ParsedArguments) throws(CommandError) {
        guard let first = args.operands.first else { return }
        throw .usage("'\(args.command)' takes no operands, got '\(first)'; see '\(args.command) --help'")
    }

    static func unknownCommand(_ name: String) -> CommandError {
        if name.hasPrefix("-") {
            let hint =
                closestName(to: String(name.drop { $0 == "-" }), among: ["help", "version"]).map { "; did you mean '--\($0)'?" } ?? ""
            return .usage("unknown option '\(name)'\(hint)")
        }
        let hint = closestName(to: name, among: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? "; see 'mz --help'"
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
