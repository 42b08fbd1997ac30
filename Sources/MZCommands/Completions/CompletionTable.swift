import GameEngine
import MazeKit

/// What a shell may offer after an option or as a command's operands.
enum CompletionValues: Equatable, Sendable {
    /// Free text (a number, a seed, a size): nothing to offer.
    case none
    /// One of these words.
    case words([String])
    /// A file path.
    case files
    /// One of these words, or a file path (`--mask NAME|FILE`).
    case wordsOrFiles([String])
}

/// The command line as the completion scripts see it: every command of `MZ.commands` with its
/// options from the same specs the parser checks, so a script can never offer an option the
/// parser refuses, nor miss one it accepts.
struct CompletionTable: Sendable {
    /// One option and what may follow it.
    struct Option: Sendable {
        /// The long name without dashes.
        var name: String
        /// What the value looks like (`WxH`), or `nil` for a flag.
        var valueName: String?
        /// The option's one-line help.
        var help: String
        /// What to offer for its value (`.none` for a flag).
        var values: CompletionValues
    }

    /// One command: its own options (the common ones are in `common`) and its operands.
    struct Command: Sendable {
        var name: String
        var summary: String
        var options: [Option]
        var operands: CompletionValues
    }

    /// Every command, in the order `mz --help` lists them.
    var commands: [Command]
    /// Options every command accepts, and `mz` alone too.
    var common: [Option]
    /// Options only `mz` alone accepts (`--version`).
    var topLevel: [Option]

    /// The table of this build of `mz`.
    static var mz: CompletionTable {
        let commands = MZ.commands.map { entry in
            // Every listed command has specs (a test checks it); a missing one offers no options.
            let specs = MZ.specs(of: entry.name) ?? []
            return Command(name: entry.name, summary: entry.summary,
                           options: specs.map { option($0, in: entry.name) },
                           operands: operands(of: entry.name))
        }
        return CompletionTable(commands: commands,
                               common: MZ.commonSpecs.map { option($0, in: "") },
                               topLevel: [option(.flag("version", "print the version"), in: "")])
    }

    static func option(_ spec: OptionSpec, in command: String) -> Option {
        Option(name: spec.name, valueName: spec.valueName, help: spec.help, values: values(of: spec, in: command))
    }

    /// What may follow `spec` in `command`: names where the parser takes a name, files where it
    /// takes a path, nothing for numbers and free text.
    static func values(of spec: OptionSpec, in command: String) -> CompletionValues {
        guard let valueName = spec.valueName else { return .none }
        switch spec.name {
        case "algorithm": return .words(Algorithm.allCases.map(\.name))
        case "mask": return valueName.contains("FILE") ? .wordsOrFiles(MaskCatalog.names) : .words(MaskCatalog.names)
        case "format": return formats(of: command).map(CompletionValues.words) ?? .none
        default: return valueName == "FILE" ? .files : .none
        }
    }

    /// The values `--format` takes in `command`.
    static func formats(of command: String) -> [String]? {
        switch command {
        case GenerateCommand.name: GenerateCommand.formats
        case LevelCommand.name: LevelCommand.formats
        default: nil
        }
    }

    /// What a command takes as operands.
    static func operands(of command: String) -> CompletionValues {
        switch command {
        case ValidateCommand.name, ReplayCommand.name: .files
        case CompletionsCommand.name: .words(CompletionsCommand.shells)
        case "help": .words(MZ.commands.map(\.name).filter { $0 != "help" })
        default: .none
        }
    }
}
