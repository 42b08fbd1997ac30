/// `mz help [COMMAND]`: the overview of `mz --help`, or one command's help, both made from
/// `MZ.commands`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help", summary: "show help for a command", usage: ["mz help <command>"], operands: .command,
        details: "Without a command, the list of every command, as mz --help prints it.\n",
        run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        console.out(try args.operands.first.map(MZ.help(for:)) ?? MZ.overview)
    }
}
