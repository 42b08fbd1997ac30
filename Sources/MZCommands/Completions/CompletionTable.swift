/// The command line as the completion scripts see it: `MZ.commands` with the options each
/// declares, so a script can never offer an option the parser refuses, nor miss one it
/// accepts; what follows an option or a command is each option's and command's own
/// `completion` (names where a name is read, files where a path is).
struct CompletionTable: Sendable {
    /// One command: its own options (the common ones are in `common`) and its operands.
    struct Command: Sendable {
        var name: String
        var summary: String
        var options: [OptionSpec]
        var operands: CompletionValues
    }

    /// Every command, in the order `mz --help` lists them.
    var commands: [Command]
    /// Options every command accepts, and `mz` alone too.
    var common: [OptionSpec]
    /// Options only `mz` alone accepts (`--version`).
    var topLevel: [OptionSpec]

    /// The table of this build of `mz`.
    static var mz: CompletionTable {
        CompletionTable(
            commands: MZ.commands.map { Command(name: $0.name, summary: $0.summary, options: $0.options, operands: $0.operandCompletion) },
            common: CommonOptions.specs, topLevel: [CommonOptions.version.spec])
    }
}
