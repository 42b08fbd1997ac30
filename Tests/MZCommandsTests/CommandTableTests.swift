import Testing

@testable import MZCommands

/// `MZ.commands` is the one table of commands: dispatch, `mz --help`, `mz help COMMAND`,
/// `COMMAND --help` and the three completion scripts all come from it (the man page is checked
/// against it in `DocumentationTests`).
@Suite struct CommandTableTests {
    @Test func theTableIsWellFormed() {
        let names = MZ.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.last == "help")
        for command in MZ.commands {
            let options = (command.options + CommonOptions.specs).map(\.name)
            #expect(Set(options).count == options.count, "\(command.name) declares an option twice or a common one")
            #expect(!command.usage.isEmpty && command.usage.allSatisfy { $0.hasPrefix("mz \(command.name)") }, "\(command.name)")
            #expect(command.summary.first?.isLowercase == true && !command.summary.hasSuffix("."), "\(command.name)")
            for text in [command.details, command.exitCodes].compactMap({ $0 }) {
                #expect(text.hasSuffix("\n"), "\(command.name): \(text)")
            }
        }
    }

    @Test func theOverviewListsTheTable() {
        let lines = mz("--help").out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let listed = lines.drop { $0 != "commands:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(Array(listed) == MZ.commands.map { "  " + $0.name.padding(toLength: 16) + $0.summary })
    }

    /// Each command's help is its table entry, whichever way it is asked for.
    @Test func eachCommandsHelpIsItsEntry() {
        for command in MZ.commands {
            let help = mz(["help", command.name])
            #expect(help.status == 0 && help.out == command.help, "\(command.name)")
            #expect(mz([command.name, "--help"]).out == command.help, "\(command.name)")
            #expect(mz([command.name, "-h"]).out == command.help, "\(command.name)")
            for line in command.usage { #expect(help.out.contains(line)) }
            #expect(help.out.contains(command.summary.capitalizedFirst + ".\n"))
            for option in command.options {
                #expect(
                    help.out.contains("\n  " + option.synopsis.padding(toLength: 20) + option.help + "\n"),
                    "\(command.name) --\(option.name)")
            }
            for example in command.examples { #expect(help.out.contains("\n  \(example)\n")) }
            for text in [command.details, command.exitCodes].compactMap({ $0 }) { #expect(help.out.contains(text)) }
        }
    }

    /// The order of a help page: usage, summary, options, examples, details, exit codes.
    @Test func helpIsLaidOutFromTheEntry() {
        let spec = CommandSpec(
            name: "demo", summary: "show a demo", usage: ["mz demo [--fast]", "mz demo FILE"],
            options: [Flag("fast", "go fast"), Option.integer("times", "N", in: 1...3, "how often")], operands: .files,
            examples: ["mz demo --fast"], details: "Demonstrates.\n", exitCodes: "exit codes: 0 ok.\n"
        ) { _, _ throws(CommandError) in }
        #expect(
            spec.help == """
                usage: mz demo [--fast]
                       mz demo FILE

                Show a demo.

                options:
                  --fast              go fast
                  --times N           how often

                examples:
                  mz demo --fast

                Demonstrates.

                exit codes: 0 ok.

                """)
        #expect(
            CommandSpec(name: "bare", summary: "x", usage: ["mz bare"]) { _, _ throws(CommandError) in }.help
                == "usage: mz bare\n\nX.\n\noptions: only the common ones (see mz --help)\n")
    }

    /// Dispatch parses each command against its own options: an unknown one is refused naming
    /// the command, and a typo of each declared option is answered with that option.
    @Test func unknownOptionsAndTyposAreRefusedPerCommand() {
        for command in MZ.commands {
            let unknown = mz([command.name, "--zzzzzz"])
            #expect(unknown.status == 64)
            #expect(unknown.err == "mz: error: unknown option '--zzzzzz' for 'mz \(command.name)'; see 'mz \(command.name) --help'\n")
            for option in command.options + CommonOptions.specs {
                let typo = "--" + option.name + String(option.name.last ?? "x")
                let run = mz([command.name, typo])
                #expect(
                    run.status == 64
                        && run.err == "mz: error: unknown option '\(typo)' for 'mz \(command.name)'; did you mean '--\(option.name)'?\n",
                    "\(command.name) \(typo): \(run.err)")
            }
        }
        #expect(mz("plya").err == "mz: error: unknown command 'plya'; did you mean 'play'?\n")
    }

    /// Operands are refused before a command runs unless its entry takes them.
    @Test func operandsAreRefusedWhereTheEntryTakesNone() {
        for command in MZ.commands {
            let run = mz([command.name, "stray"])
            let refused = "mz: error: 'mz \(command.name)' takes no operands, got 'stray'; see 'mz \(command.name) --help'\n"
            #expect((run.err == refused) == (command.operands == .none), "\(command.name): \(run.err)")
        }
    }

    /// The scripts offer the table's commands with their summaries, and each command's
    /// operands as its entry says (files, words, or the other commands' names).
    @Test func theCompletionScriptsOfferTheTable() throws {
        let zsh = try CompletionsCommand.script(for: "zsh"), fish = try CompletionsCommand.script(for: "fish")
        let table = CompletionTable.mz
        #expect(table.commands.map(\.name) == MZ.commands.map(\.name))
        for command in MZ.commands {
            #expect(
                zsh.contains("        '\(command.name):\(command.summary.replacingOccurrences(of: "'", with: "'\\''"))'\n"),
                "zsh \(command.name)")
            #expect(fish.contains("-a \(command.name) -d \(FishCompletion.quoted(command.summary))\n"), "fish \(command.name)")
        }
        let operands = Dictionary(uniqueKeysWithValues: table.commands.map { ($0.name, $0.operands) })
        #expect(operands["validate"] == .files && operands["replay"] == .files && operands["play"] == CompletionValues.none)
        #expect(operands["completions"] == .words(CompletionsCommand.shells))
        #expect(operands["help"] == .words(MZ.commands.map(\.name).filter { $0 != "help" }))
    }
}
