import GameEngine
import TerminalUI

// What `mz --help` and `mz help COMMAND` print: the overview and each command's help.
extension MZ {
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

    static func commandHelp(_ usage: String, _ summary: String, _ specs: [OptionSpec], _ footer: String) -> String {
        // (With no options of its own, a command still takes the common ones: say so, not an
        // empty heading.)
        var text = "usage: \(usage)\n\n\(summary.capitalizedFirst).\n\n" + (specs.isEmpty ? "options: only the common ones (see mz --help)\n" : "options:\n")
        for spec in specs {
            let left = "--\(spec.name)" + (spec.valueName.map { " \($0)" } ?? "")
            text += "  " + left.padding(toLength: 20) + spec.help + "\n"
        }
        return text + "\n" + footer
    }

    static func help(for topic: String) throws(CommandError) -> String {
        switch topic {
        case GenerateCommand.name:
            var text = "usage: \(GenerateCommand.usage)\n\n\(GenerateCommand.summary.capitalizedFirst).\n\noptions:\n"
            for spec in GenerateCommand.specs {
                let left = "--\(spec.name)" + (spec.valueName.map { " \($0)" } ?? "")
                text += "  " + left.padding(toLength: 20) + spec.help + "\n"
            }
            text += """

            examples:
              mz generate --algorithm wilson --size 20x10 --seed 7
              mz generate --algorithm recursive-backtracker --mask heart --solve
              mz generate --algorithm kruskal --size 40x20 --format stats --count 100

            exit codes: 0 ok, 64 bad arguments, 65 malformed mask file, 66 missing mask file.

            """
            return text
        case LevelCommand.name:
            return commandHelp(LevelCommand.usage, LevelCommand.summary, LevelCommand.specs, """
            examples:
              mz level --level 1
              mz level --seed 42 --size 20x12 --ice 0.2 --mud 0.1 --format json

            exit codes: 0 ok, 64 bad arguments, 65 malformed levels file, 66 missing levels file.

            """)
        case ValidateCommand.name:
            return commandHelp(ValidateCommand.usage, ValidateCommand.summary, ValidateCommand.specs, """
            FILE defaults to the shipped campaign (or --levels FILE). Each level is built and checked:
            the maze is perfect (or braided as asked), the exit is reachable, par <= budget, the
            stored par and fingerprint match, and every crate and gem is reported with the least
            moves start -> item -> exit (items needing a power-up are reported, not failed).
            --design adds the game design rules of SPEC §12: each level's figures, each rule's
            figure and verdict, and the figures per band of ten levels (docs/rules.md defines
            them); they are reported only, unless --strict-design is given.
            --economy instead plays the campaign's economy with simulated players (par, greedy,
            collector): coins per level, purchases and each power-up's return; a report, exit 0.

            exit codes: 0 all valid, 1 some level failed (or, with --strict-design, a design
            rule is missed), 64 bad arguments, 65 malformed file, 66 missing file, 74 the file
            could not be rewritten.

            """)
        case ReplayCommand.name:
            return commandHelp(ReplayCommand.usage, ReplayCommand.summary, ReplayCommand.specs, """
            examples:
              mz replay --headless --level 1 --inputs "$(mz level --level 1 --format json | ...solution...)"
              mz replay --headless ~/.local/share/mz/replays/20261129-193000-level1-won.json
              mz replay best.json today.json          # two runs side by side in time

            With FILE, the replay is re-simulated and compared with its recorded result: exit 0 when
            it matches, 1 with the first diverging input when it does not, 65 for a malformed file
            or one made by another level generator. With two files, both are checked and both
            results printed (exit 1 if either diverges); the viewer plays step k of both together:
            one maze with A as @ and B as the ghost when they are of the same level, two panes
            side by side when not (a window too narrow for both says how wide it must be).

            """)
        case PlayCommand.name:
            // The keys are the game's own table (TerminalUI's `KeyMap`), as its help screen lists them.
            return commandHelp(PlayCommand.usage, PlayCommand.summary, PlayCommand.specs, """
            'mz' alone opens the campaign at the title screen.
            \(KeyMap.playKeys(wrappedTo: 92))\
            Progress is saved in $MZ_HOME, $XDG_DATA_HOME/mz or ~/.local/share/mz (or --save FILE);
            every attempt is recorded under replays/ there.

            exit codes: 0 ok, 64 no terminal or bad arguments, 65 a save from a newer mz.

            """)
        case DailyCommand.name:
            return commandHelp(DailyCommand.usage, DailyCommand.summary, DailyCommand.specs, """
            One level per UTC date, the same for everyone, built from the date alone (the rule is
            in man mz). It is played with no power-ups; the score is the stars, then the coins of
            the crates taken (nothing is paid into your purse). On the day, your first attempt that ends counts: a win,
            running out of moves, or giving up (restarting or leaving after your first move). The
            save keeps each day's result and your streak (mz stats shows them); the summary shows a
            card to paste, printed again when you leave, with the level's code; the replay under
            replays/daily-YYYY-MM-DD.json proves it: mz replay --headless FILE re-checks it.
            --date plays a past day for fun (not counted). The title screen offers it too.

            exit codes: 0 ok, 64 no terminal or bad arguments (a bad or future date), 65 a save
            from a newer mz, 74 the result could not be saved.

            """)
        case LabCommand.name:
            return commandHelp(LabCommand.usage, LabCommand.summary, LabCommand.specs, """
            Watch the algorithm carve step by step (cells under evaluation highlighted), then the
            distance flood from the top-left cell and the solution. Keys: left/right algorithm,
            [ and ] size, space pause, +/- speed, Enter finish, n new seed, q quit.

            """)
        case StatsCommand.name:
            return commandHelp(StatsCommand.usage, StatsCommand.summary, StatsCommand.specs, """
            One line per level played (best moves, par, stars, crates taken and the coins they
            paid, gems), the totals, then the daily challenge's results and streaks. Reads the
            save only; never writes it.

            """)
        case BuildCampaignCommand.name:
            return commandHelp(BuildCampaignCommand.usage, BuildCampaignCommand.summary, BuildCampaignCommand.specs, """
            Builds every level of the campaign design (Sources/GameEngine/Campaign), searching
            seeds and sizes until each meets its design rules, prints a line per level and the
            design figures per band, and writes the campaign file (docs/campaign.md).

            """)
        case CompletionsCommand.name:
            return commandHelp(CompletionsCommand.usage, CompletionsCommand.summary, CompletionsCommand.specs, CompletionsCommand.footer)
        case "help":
            return "usage: mz help <command>\n"
        default:
            throw unknownCommand(topic)
        }
    }
}
