import MazeKit

/// The options and operands found on a command line, checked against a command's options.
///
/// Accepts `--name value`, `--name=value`, `-h`, and `--` to end options. Each option may be
/// given once. Values are read through the option that declares them (`args.value(seed)`),
/// typed and checked; an option a command reads must be among those it declared (a
/// programmer mistake otherwise, which traps naming it). Lookups are by name; nothing here
/// iterates a dictionary in an order that matters.
struct ParsedArguments: Sendable {
    /// The command these belong to, for messages (`mz generate`).
    let command: String
    /// The names of the options the command declared.
    private let declared: [String]
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options, in order.
    private(set) var operands: [String] = []

    /// Parses `arguments` for `command` against the options it declares.
    /// - Throws: `CommandError.usage` for an unknown option (with a suggestion), a missing value,
    ///   a value given to a flag, or an option given twice.
    init(_ arguments: [String], command: String, options specs: [OptionSpec]) throws(CommandError) {
        self.command = command
        declared = specs.map(\.name)
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                flags.insert(CommonOptions.help.spec.name)
                continue
            }
            guard argument.hasPrefix("--") else {
                throw .usage("unknown option '\(argument)' for '\(command)'; options are long, like --help")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let hint =
                    closestName(to: name, among: specs.map(\.name)).map { "; did you mean '--\($0)'?" }
                    ?? "; see '\(command) --help'"
                throw .usage("unknown option '--\(name)' for '\(command)'\(hint)")
            }
            guard values[name] == nil, !flags.contains(name) else {
                throw .usage("option '--\(name)' is given more than once")
            }
            if let valueName = spec.valueName {
                if let inlineValue {
                    values[name] = inlineValue
                } else if i < arguments.count, !(arguments[i].hasPrefix("--") && arguments[i].count > 2) {
                    // (`--date --save F` is a forgotten value, not a date named `--save`.)
                    values[name] = arguments[i]
                    i += 1
                } else {
                    throw .usage("option '--\(name)' needs a value (\(valueName))")
                }
            } else {
                if inlineValue != nil { throw .usage("option '--\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    /// Whether `option` was given (a flag, or an option with its value).
    func has(_ option: some CommandOption) -> Bool {
        let name = declaredName(option)
        return flags.contains(name) || values[name] != nil
    }

    /// The value given for `option`, read as its type, or `nil` when it was not given.
    /// - Throws: `CommandError.usage` naming the option, the value and what it may be.
    func value<Value>(_ option: Option<Value>) throws(CommandError) -> Value? {
        guard let raw = values[declaredName(option)] else { return nil }
        return try option.read(raw, option.spec.name)
    }

    /// The first of `options` that was given, if any.
    func first(of options: [any CommandOption]) -> (any CommandOption)? {
        options.first { has($0) }
    }

    private func declaredName(_ option: some CommandOption) -> String {
        let name = option.spec.name
        precondition(declared.contains(name), "'\(command)' reads --\(name), which it does not declare")
        return name
    }
}
