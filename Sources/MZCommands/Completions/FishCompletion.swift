/// The fish completion script (`mz.fish`) for a `CompletionTable`: one `complete` line per
/// command and per option, each with its help.
enum FishCompletion {
    static func script(_ table: CompletionTable) -> String {
        var out = "# \(CompletionsCommand.banner("fish"))\n\n"
        out += "# Files only where a command or an option takes one.\ncomplete -c mz -f\n\n"
        for command in table.commands {
            out += "complete -c mz -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))\n"
        }
        for option in table.topLevel {
            out += line(option, condition: "__fish_use_subcommand")
        }
        out += "\n"
        for option in table.common { out += line(option, condition: nil) }
        for command in table.commands {
            out += "\n"
            let condition = "__fish_seen_subcommand_from \(command.name)"
            for option in command.options { out += line(option, condition: condition) }
            switch command.operands {
            case .none: break
            case let .words(words): out += "complete -c mz -n \(quoted(condition)) -a \(quoted(words.joined(separator: " ")))\n"
            case .files, .wordsOrFiles: out += "complete -c mz -n \(quoted(condition)) -F\n"
            }
        }
        return out
    }

    /// The `complete` line of one option, offered where `condition` holds (everywhere for nil).
    static func line(_ option: OptionSpec, condition: String?) -> String {
        var out = "complete -c mz"
        if let condition { out += " -n \(quoted(condition))" }
        out += " -l \(option.name)"
        if option.valueName != nil {
            switch option.completion {
            case .none: out += " -x"
            case let .words(words): out += " -x -a \(quoted(words.joined(separator: " ")))"
            case .files: out += " -r -F"
            case let .wordsOrFiles(words): out += " -r -F -a \(quoted(words.joined(separator: " ")))"
            }
        }
        return out + " -d \(quoted(option.help))\n"
    }

    /// `text` single-quoted for fish (where `\\` and `\'` are the only escapes).
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
