// What `mz --help` and `mz help COMMAND` print, from the command table.
extension MZ {
    /// `mz --help`: every command with its summary, and the top-level options.
    static var overview: String {
        var text = """
            mz \(version): maze puzzles for the terminal, and the MazeKit maze library.

            usage: mz <command> [options]

            commands:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 16) + command.summary + "\n"
        }
        text += """

            options:
              -h, --help          show help (also: mz help <command>)
              --version           print the version

            """
        return text
    }

    /// `mz help COMMAND`.
    /// - Throws: `CommandError.usage` for a name that is not a command, with a suggestion.
    static func help(for topic: String) throws(CommandError) -> String {
        guard let command = commands.first(where: { $0.name == topic }) else { throw unknownCommand(topic) }
        return command.help
    }
}
