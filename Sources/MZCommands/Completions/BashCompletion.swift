/// The bash completion script for a `CompletionTable`. It needs only bash 4.4 (`compgen`,
/// `mapfile`), not the bash-completion package, so sourcing it anywhere defines `complete -p mz`.
enum BashCompletion {
    static func script(_ table: CompletionTable) -> String {
        let valued = table.common.filter { $0.valueName != nil }.map { "--" + $0.name }.joined(separator: "|")
        var out = """
            # \(CompletionsCommand.banner("bash"))

            _mz_words() {
                mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -W "$1" -- "$2")
            }

            _mz_files() {
                compopt -o filenames 2>/dev/null
                mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$1")
            }

            _mz() {
                COMPREPLY=()
                local cur=${COMP_WORDS[COMP_CWORD]} prev= command= i
                (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
                # bash splits '--format=json' at '=': the option is then one or two words back.
                if [[ $cur == = ]]; then
                    cur=
                elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                fi
                # The command is the first word that is neither an option nor an option's value.
                for (( i = 1; i < COMP_CWORD; i++ )); do
                    case ${COMP_WORDS[i]} in
                        \(valued)) [[ ${COMP_WORDS[i+1]} == = ]] && (( i++ )); (( i++ )) ;;
                        -*) ;;
                        *) command=${COMP_WORDS[i]}; break ;;
                    esac
                done

            """
        out += prevCase(table.common, indent: "    ")
        let topOptions = (table.topLevel + table.common).map { "--" + $0.name }
        out += """
                if [[ -z $command ]]; then
                    if [[ $cur == -* ]]; then
                        _mz_words \(quoted(topOptions)) "$cur"
                    else
                        _mz_words \(quoted(table.commands.map(\.name))) "$cur"
                    fi
                    return 0
                fi
                case $command in

            """
        for command in table.commands {
            out += "        \(command.name))\n"
            out += prevCase(command.options, indent: "            ")
            let options = (command.options + table.common).map { "--" + $0.name }
            if let operands = completion(command.operands, indent: "                ") {
                out += "            if [[ $cur == -* ]]; then\n"
                out += "                _mz_words \(quoted(options)) \"$cur\"\n"
                out += "            else\n" + operands + "            fi\n"
            } else {
                // No operands: an empty word gets the options too.
                out += "            _mz_words \(quoted(options)) \"$cur\"\n"
            }
            out += "            ;;\n"
        }
        out += """
                esac
                return 0
            }

            complete -F _mz mz

            """
        return out
    }

    /// `case $prev in …`: the values of the options in `options` that take one. An option whose
    /// value is free text returns with nothing, so its value is not mistaken for an option.
    static func prevCase(_ options: [OptionSpec], indent: String) -> String {
        let valued = options.filter { $0.valueName != nil }
        guard !valued.isEmpty else { return "" }
        var out = indent + "case $prev in\n"
        let free = valued.filter { $0.completion == .none }.map { "--" + $0.name }
        for option in valued where option.completion != .none {
            out += "\(indent)    --\(option.name))\n"
            out += completion(option.completion, indent: indent + "        ") ?? ""
            out += "\(indent)        return 0 ;;\n"
        }
        if !free.isEmpty {
            out += "\(indent)    \(free.joined(separator: "|"))) return 0 ;;\n"
        }
        return out + indent + "esac\n"
    }

    /// The lines that offer `values` for the word `$cur`, or `nil` when there is nothing to offer.
    static func completion(_ values: CompletionValues, indent: String) -> String? {
        switch values {
        case .none: nil
        case let .words(words): "\(indent)_mz_words \(quoted(words)) \"$cur\"\n"
        case .files: "\(indent)_mz_files \"$cur\"\n"
        case let .wordsOrFiles(words): "\(indent)_mz_words \(quoted(words)) \"$cur\"\n\(indent)_mz_files \"$cur\"\n"
        }
    }

    /// The words as one single-quoted shell word (names never hold a quote, but stay safe).
    static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ").replacing("'", with: "'\\''") + "'"
    }
}
