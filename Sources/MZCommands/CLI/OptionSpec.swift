/// What one command line option is, whatever the type of its value: its name, what its value
/// looks like, its help line and what a shell may offer for it. The parser, `mz help`, the
/// completion scripts and the man page's test all read these.
struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes (`size` for `--size`).
    var name: String
    /// What the value looks like (`WxH`), or `nil` for a flag that takes none.
    var valueName: String?
    /// One line for `--help`.
    var help: String
    /// What a shell may offer for the value (`.none` for a flag).
    var completion: CompletionValues

    /// The left column of the option's help line: `--size WxH`.
    var synopsis: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }
}

/// An option a command declares and reads: a typed `Option<Value>` or a `Flag`. Commands read
/// options through these values, never by name, so a misspelt option does not compile.
protocol CommandOption: Sendable {
    /// What the parser, the help and the completions need to know of it.
    var spec: OptionSpec { get }
}
