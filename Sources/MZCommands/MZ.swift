import GameEngine
import MazeKit

/// The `mz` command line: parses the arguments, runs one command, and returns the exit code.
/// `main.swift` only wires this to the process.
public enum MZ {
    /// The program version.
    public static let version = "0.1.0"
    /// What `mz --version` prints: the version and the level generator (levels, codes and
    /// replays are tied to it).
    static var versionLine: String { "mz \(version) (level generator \(LevelSpec.currentGeneratorVersion))\n" }

    /// The most characters of an error message shown: values echoed from a file are capped.
    static let maximumMessageLength = 1_000

    /// Options every command accepts (SPEC §9), even where they have no effect.
    static let commonSpecs: [OptionSpec] = [
        .flag("help", "show help for this command"),
        .value("save", "FILE", "use FILE as the save file"),
        .value("levels", "FILE", "use FILE instead of the shipped levels.json"),
        .flag("ascii", "draw with ASCII only"),
        .flag("no-color", "no colours (as does the NO_COLOR environment variable)"),
        .flag("no-animation", "no animations"),
    ]

    /// Commands, in the order `mz --help` lists them.
    static let commands: [(name: String, summary: String)] = [
        (PlayCommand.name, PlayCommand.summary),
        (DailyCommand.name, DailyCommand.summary),
        (GenerateCommand.name, GenerateCommand.summary),
        (LevelCommand.name, LevelCommand.summary),
        (ValidateCommand.name, ValidateCommand.summary),
        (ReplayCommand.name, ReplayCommand.summary),
        (LabCommand.name, LabCommand.summary),
        (StatsCommand.name, StatsCommand.summary),
        (BuildCampaignCommand.name, BuildCampaignCommand.summary),
        (CompletionsCommand.name, CompletionsCommand.summary),
        ("help", "show help for a command"),
    ]

    /// The options of each command in `commands` (without `commonSpecs`), or `nil` for a name
    /// that is not there. The completion scripts and their test read this: a command added to
    /// the table needs its line here too.
    static func specs(of command: String) -> [OptionSpec]? {
        switch command {
        case PlayCommand.name: PlayCommand.specs
        case DailyCommand.name: DailyCommand.specs
        case GenerateCommand.name: GenerateCommand.specs
        case LevelCommand.name: LevelCommand.specs
        case ValidateCommand.name: ValidateCommand.specs
        case ReplayCommand.name: ReplayCommand.specs
        case LabCommand.name: LabCommand.specs
        case StatsCommand.name: StatsCommand.specs
        case BuildCampaignCommand.name: BuildCampaignCommand.specs
        case CompletionsCommand.name: CompletionsCommand.specs
        case "help": []
        default: nil
        }
    }

    /// Commands of the SPEC that this build does not have yet.
    static let plannedCommands: [String] = []

    /// Runs `mz` with `arguments` (without the program name).
    /// - Returns: the process exit code (SPEC §9).
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            return try dispatch(arguments, console)
        } catch {
            console.err("mz: error: \(error.message.escapingControlCharacters(limit: maximumMessageLength))\n")
            return error.code.rawValue
        }
    }

    static func dispatch(_ arguments: [String], _ console: Console) throws(CommandError) -> Int32 {
        let arguments = commandFirst(arguments)
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case nil:
            return try PlayCommand.campaign(try ParsedArguments([], command: "mz", specs: commonSpecs), console)
        case "--version"?, "-V"?:
            console.out(versionLine)
        case "--help"?, "-h"?:
            console.out(overview)
        case let option? where option.hasPrefix("-"):
            // Only common options (`mz --save FILE --ascii`): the campaign.
            let args = try ParsedArguments(arguments, command: "mz", specs: commonSpecs + [.flag("version", "print the version")])
            try requireNoOperands(args)
            if args.has("version") {
                console.out(versionLine)
                return 0
            }
            return try PlayCommand.campaign(args, console)
        case "help"?:
            console.out(try rest.first.map(help(for:)) ?? overview)
        case PlayCommand.name?:
            return try plain(rest, PlayCommand.name, PlayCommand.specs, console) { args throws(CommandError) in try PlayCommand.run(args, console) }
        case DailyCommand.name?:
            return try plain(rest, DailyCommand.name, DailyCommand.specs, console) { args throws(CommandError) in try DailyCommand.run(args, console) }
        case GenerateCommand.name?:
            return try plain(rest, GenerateCommand.name, GenerateCommand.specs, console) { args throws(CommandError) in try GenerateCommand.run(args, console); return 0 }
        case LevelCommand.name?:
            return try plain(rest, LevelCommand.name, LevelCommand.specs, console) { args throws(CommandError) in try LevelCommand.run(args, console); return 0 }
        case ValidateCommand.name?:
            guard let args = try parse(rest, ValidateCommand.name, ValidateCommand.specs, console) else { return 0 }
            try ValidateCommand.run(args, console)
        case ReplayCommand.name?:
            guard let args = try parse(rest, ReplayCommand.name, ReplayCommand.specs, console) else { return 0 }
            return try ReplayCommand.run(args, console)
        case LabCommand.name?:
            return try plain(rest, LabCommand.name, LabCommand.specs, console) { args throws(CommandError) in try LabCommand.run(args, console) }
        case StatsCommand.name?:
            return try plain(rest, StatsCommand.name, StatsCommand.specs, console) { args throws(CommandError) in try StatsCommand.run(args, console); return 0 }
        case BuildCampaignCommand.name?:
            return try plain(rest, BuildCampaignCommand.name, BuildCampaignCommand.specs, console) { args throws(CommandError) in
                try BuildCampaignCommand.run(args, console)
                return 0
            }
        case CompletionsCommand.name?:
            guard let args = try parse(rest, CompletionsCommand.name, CompletionsCommand.specs, console) else { return 0 }
            try CompletionsCommand.run(args, console)
        case let other?:
            throw unknownCommand(other)
        }
        return 0
    }

    /// Runs a command that takes no operands: parses `rest` (`--help` prints its help and
    /// exits 0), refuses operands, then runs `body`.
    static func plain(
        _ rest: [String], _ name: String, _ specs: [OptionSpec], _ console: Console,
        _ body: (ParsedArguments) throws(CommandError) -> Int32
    ) throws(CommandError) -> Int32 {
        guard let args = try parse(rest, name, specs, console) else { return 0 }
        try requireNoOperands(args)
        return try body(args)
    }

    /// Moves common options given before the command after it, so `mz --save F play` works
    /// like `mz play --save F`.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var i = 0
        while i < arguments.count, arguments[i].hasPrefix("-") {
            let name = String(arguments[i].dropFirst(2))
            let takesValue = commonSpecs.contains { $0.name == name && $0.valueName != nil }
            i += takesValue ? 2 : 1
        }
        guard i > 0, i < arguments.count else { return arguments }
        let known = commands.map(\.name) + plannedCommands + ["help"]
        guard known.contains(arguments[i]) else { return arguments }
        return [arguments[i]] + Array(arguments[(i + 1)...]) + Array(arguments[..<i])
    }

    /// Parses a command's arguments; prints its help and returns `nil` for `--help`.
    static func parse(_ arguments: [String], _ name: String, _ specs: [OptionSpec], _ console: Console) throws(CommandError) -> ParsedArguments? {
        let args = try ParsedArguments(arguments, command: "mz \(name)", specs: specs + commonSpecs)
        if args.has("help") {
            console.out(try help(for: name))
            return nil
        }
        return args
    }

    static func requireNoOperands(_ args: ParsedArguments) throws(CommandError) {
        guard let first = args.operands.first else { return }
        throw .usage("'\(args.command)' takes no operands, got '\(first)'; see '\(args.command) --help'")
    }

    static func unknownCommand(_ name: String) -> CommandError {
        if plannedCommands.contains(name) {
            return .usage("'mz \(name)' is not available in this build yet; 'mz generate' is")
        }
        if name.hasPrefix("-") {
            let hint = closestName(to: String(name.drop { $0 == "-" }), among: ["help", "version"]).map { "; did you mean '--\($0)'?" } ?? ""
            return .usage("unknown option '\(name)'\(hint)")
        }
        let known = commands.map(\.name) + plannedCommands
        let hint = closestName(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "; see 'mz --help'"
        return .usage("unknown command '\(name)'\(hint)")
    }

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
        var text = "usage: \(usage)\n\n\(summary.capitalizedFirst).\n\noptions:\n"
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
            return commandHelp(PlayCommand.usage, PlayCommand.summary, PlayCommand.specs, """
            'mz' alone opens the campaign at the title screen. Keys: arrows, WASD or hjkl move; Space
            then a direction jumps; x then a direction demolishes; r restart; g the ghost of your
            best run; p or Esc pause; ? help; q save & quit. Progress is saved in $MZ_HOME, $XDG_DATA_HOME/mz or ~/.local/share/mz
            (or --save FILE); every attempt is recorded under replays/ there.

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

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }

    /// The string with its first letter upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
