/// The zsh completion script (`_mz`, for a folder on `fpath`) for a `CompletionTable`, written
/// with `_arguments` so zsh shows each option's help beside it.
enum ZshCompletion {
    static func script(_ table: CompletionTable) -> String {
        var out = """
            #compdef mz
            # \(CompletionsCommand.banner("zsh"))

            _mz() {
              local curcontext=$curcontext state state_descr line ret=1
              typeset -A opt_args
              local -a common
              common=(

            """
        for option in table.common { out += "    \(spec(option, in: "common"))\n" }
        out += "  )\n"
        out += "  _arguments -C -S $common \\\n"
        for option in table.topLevel { out += "    \(spec(option, in: "top")) \\\n" }
        out += """
                '1: :->command' \\
                '*:: :->argument' && ret=0
              case $state in
                (command)
                  local -a commands
                  commands=(

            """
        for command in table.commands {
            out += "        " + quoted(command.name.replacing(":", with: "\\:") + ":" + command.summary) + "\n"
        }
        out += """
                  )
                  _describe -t commands 'mz command' commands && ret=0
                  ;;
                (argument)
                  curcontext=${curcontext%:*:*}:mz-$words[1]:
                  case $words[1] in

            """
        for command in table.commands {
            out += "        (\(command.name))\n          _arguments -S $common"
            for option in command.options { out += " \\\n            \(spec(option, in: command.name))" }
            if let operands = operandSpec(command.operands) { out += " \\\n            \(operands)" }
            out += " && ret=0\n          ;;\n"
        }
        out += """
                  esac
                  ;;
              esac
              return ret
            }

            """
        for (name, words) in mixedValues(table) {
            out += "_mz_\(name)_values() {\n"
            out += "  _alternative \(quoted("\(name)s:\(name):(\(words.joined(separator: " ")))")) 'files:file:_files'\n}\n\n"
        }
        return out + "_mz \"$@\"\n"
    }

    /// `'--name=[help]:VALUE:action'` for an option taking a value, `'--name[help]'` for a flag.
    static func spec(_ option: OptionSpec, in command: String) -> String {
        let help = option.help.replacing("\\", with: "\\\\")
            .replacing("[", with: "\\[").replacing("]", with: "\\]")
        guard let valueName = option.valueName else { return quoted("--\(option.name)[\(help)]") }
        let message = valueName.replacing(":", with: "\\:")
        let action: String
        switch option.completion {
        case .none: action = " "  // a lone space: show the message, offer nothing
        case let .words(words): action = "(\(words.joined(separator: " ")))"
        case .files: action = "_files"
        case .wordsOrFiles: action = "_mz_\(option.name)_values"
        }
        return quoted("--\(option.name)=[\(help)]:\(message):\(action)")
    }

    /// The `_arguments` spec of a command's operands.
    static func operandSpec(_ values: CompletionValues) -> String? {
        switch values {
        case .none: nil
        case let .words(words): quoted("1: :(\(words.joined(separator: " ")))")
        case .files: quoted("*:file:_files")
        case .wordsOrFiles: quoted("*:file:_files")
        }
    }

    /// Options whose value is a name or a file, each once (they get a helper function).
    static func mixedValues(_ table: CompletionTable) -> [(String, [String])] {
        var seen: [String] = []
        var result: [(String, [String])] = []
        for option in table.common + table.commands.flatMap(\.options) {
            guard case let .wordsOrFiles(words) = option.completion, !seen.contains(option.name) else { continue }
            seen.append(option.name)
            result.append((option.name, words))
        }
        return result
    }

    /// `text` single-quoted for zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
