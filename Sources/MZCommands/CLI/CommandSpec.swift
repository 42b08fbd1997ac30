/// One command of `mz`, declared in its own file: everything dispatch, `mz --help`,
/// `mz help COMMAND`, the completion scripts and the man page's test know of it.
///
/// `MZ.commands` lists one per command; adding a command means writing its file (its
/// `CommandSpec` and `run`) and adding it to that list, nothing else (README, "Adding a
/// command").
struct CommandSpec: Sendable {
    /// What a command takes after its options.
    enum Operands: Sendable, Equatable {
        /// Nothing: an operand is refused before the command runs.
        case none
        /// Files (`mz validate FILE`); the command checks how many.
        case files
        /// One of these words (`mz completions bash`).
        case words([String])
        /// The name of a command (`mz help play`).
        case command
    }

    /// The command's name (`generate`).
    let name: String
    /// Its line in `mz --help`, lower case, no full stop.
    let summary: String
    /// The usage lines of `mz help COMMAND`, each starting `mz COMMAND`.
    let usage: [String]
    /// Its own options, in the order help lists them (every command also takes
    /// `CommonOptions`).
    let options: [OptionSpec]
    let operands: Operands
    /// Example command lines (with a comment after `#` where useful).
    let examples: [String]
    /// What help says after the options and examples: paragraphs, wrapped, ending in a newline.
    let details: String?
    /// The exit codes, as help says them (`exit codes: 0 ok, 64 bad arguments.`).
    let exitCodes: String?
    /// Runs the command on parsed arguments.
    /// - Returns: the exit code (docs/design.md, "Command line"); failures are thrown.
    let run: @Sendable (ParsedArguments, Console) throws(CommandError) -> Int32

    init(
        name: String, summary: String, usage: [String], options: [any CommandOption] = [], operands: Operands = .none,
        examples: [String] = [], details: String? = nil, exitCodes: String? = nil,
        run: @escaping @Sendable (ParsedArguments, Console) throws(CommandError) -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.options = options.map(\.spec)
        self.operands = operands
        self.examples = examples
        self.details = details
        self.exitCodes = exitCodes
        self.run = run
    }

    /// A command whose `run` only succeeds or throws: it exits 0 when it returns.
    init(
        name: String, summary: String, usage: [String], options: [any CommandOption] = [], operands: Operands = .none,
        examples: [String] = [], details: String? = nil, exitCodes: String? = nil,
        run: @escaping @Sendable (ParsedArguments, Console) throws(CommandError) -> Void
    ) {
        self.init(
            name: name, summary: summary, usage: usage, options: options, operands: operands,
            examples: examples, details: details, exitCodes: exitCodes
        ) { args, console throws(CommandError) in
            try run(args, console)
            return 0
        }
    }

    /// `mz help COMMAND`: usage, summary, options, then the examples, details and exit codes
    /// that are given, a blank line between each.
    var help: String {
        var text = "usage: " + usage.joined(separator: "\n       ") + "\n\n\(summary.capitalizedFirst).\n\n"
        // (With no options of its own, a command still takes the common ones: say so, not an
        // empty heading.)
        text += options.isEmpty ? "options: only the common ones (see mz --help)\n" : "options:\n"
        for option in options {
            text += "  " + option.synopsis.padding(toLength: 20) + option.help + "\n"
        }
        var sections: [String] = []
        if !examples.isEmpty { sections.append("examples:\n" + examples.map { "  \($0)\n" }.joined()) }
        if let details { sections.append(details) }
        if let exitCodes { sections.append(exitCodes) }
        return sections.isEmpty ? text : text + "\n" + sections.joined(separator: "\n")
    }

    /// What a shell may offer as operands.
    var operandCompletion: CompletionValues {
        switch operands {
        case .none: .none
        case .files: .files
        case let .words(words): .words(words)
        case .command: .words(MZ.commands.map(\.name).filter { $0 != name })
        }
    }
}
