import GameEngine
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `mz replay`: re-simulates a recorded attempt, or inline inputs, and checks the result (docs/formats.md, "Replays");
/// with two files, both, shown side by side in time.
enum ReplayCommand {
    enum Options {
        static let inputs = Option.text(
            "inputs", "STR", "actions: u d l r moves, J+dir jump, X+dir demolish, T time (e.g. \"rrd Jd lXu\")")
        static let jumps = Option.integer("jumps", "N", in: 0...1_000, "Jump power-ups in hand at the start of inline inputs (default 0)")
        static let demolishes = Option.integer(
            "demolishes", "N", in: 0...1_000, "Demolish power-ups in hand at the start of inline inputs (default 0)")
        static let times = Option.integer("times", "N", in: 0...1_000, "Time power-ups in hand at the start of inline inputs (default 0)")
        static let headless = Flag("headless", "re-simulate and print the result instead of showing it")
        static let speed = Option.fraction("speed", "X", in: 0.5...64, "playback speed in the viewer")
    }

    static let spec = CommandSpec(
        name: "replay", summary: "re-simulate a replay file or inline inputs and check the result",
        usage: [
            "mz replay (FILE [FILE2] | --level N --inputs STR | --code CODE --inputs STR | --seed S … --inputs STR) [--headless] [--speed X]"
        ],
        options: LevelSource.options + [Options.inputs, Options.jumps, Options.demolishes, Options.times, Options.headless, Options.speed],
        operands: .files,
        examples: [
            #"mz replay --headless --level 1 --inputs "$(mz level --level 1 --format json | ...solution...)""#,
            "mz replay --headless ~/.local/share/mz/replays/20261129-193000-level1-won.json",
            "mz replay best.json today.json          # two runs side by side in time",
        ],
        details: """
            With FILE, the replay is re-simulated and compared with its recorded result: exit 0 when
            it matches, 1 with the first diverging input when it does not, 65 for a malformed file
            or one made by another level generator. With two files, both are checked and both
            results printed (exit 1 if either diverges); the viewer plays step k of both together:
            one maze with A as @ and B as the ghost when they are of the same level, two panes
            side by side when not (a window too narrow for both says how wide it must be).

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        let speed = try args.value(Options.speed)
        guard args.has(Options.headless) else { return try view(args, console, speed: speed) }
        if !args.operands.isEmpty {
            let paths = try files(args)
            // Both files are read before anything is printed: a bad B stops the check as a bad
            // A does, naming its file.
            var replays: [Replay] = []
            for path in paths { replays.append(try load(path)) }
            var failures: [String] = []
            for (i, (path, replay)) in zip(paths, replays).enumerated() {
                if paths.count == 2 { console.out("\(i == 0 ? "A" : "B"): \(path)\n") }
                if let divergence = try check(replay, file: path, console) { failures.append("\(path): \(divergence)") }
            }
            // Exit as for one file: 1 when either diverges, every divergence named.
            if !failures.isEmpty { throw CommandError(.failed, failures.joined(separator: "; ")) }
        } else {
            let (level, inventory, inputs) = try inline(args)
            let state = Replay.simulate(level: level, inventory: inventory, inputs: inputs)
            console.out(header(level) + ReplayResult(state).summary + "\n")
        }
        return 0
    }

    /// The replay files named: one, or two to compare side by side in time (`mz replay A B`).
    static func files(_ args: ParsedArguments) throws(CommandError) -> [String] {
        guard args.operands.count <= 2 else {
            throw .usage("'mz replay' takes one replay FILE, or two to show side by side, got \(args.operands.count)")
        }
        if let extra = args.first(of: [Options.inputs, LevelSource.Options.level, LevelSource.Options.seed, LevelSource.Options.code]) {
            throw .usage("--\(extra.spec.name) cannot be combined with a replay FILE")
        }
        return args.operands
    }

    /// Opens the terminal viewer on one or two replay files, or inline inputs.
    static func view(_ args: ParsedArguments, _ console: Console, speed: Double?) throws(CommandError) -> Int32 {
        try PlayCommand.requireTerminal()
        var runs: [(replay: Replay, level: Level)] = []
        // What each run is called when it diverges, as `--headless` names it.
        var names = ["--inputs"]
        if !args.operands.isEmpty {
            names = try files(args)
            for path in names {
                let replay = try load(path)
                do { runs.append((replay, try LevelBuilder.build(replay.level))) } catch {
                    throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
                }
            }
        } else {
            let (level, inventory, inputs) = try inline(args)
            runs.append((Replay.record(level: level, inventory: inventory, inputs: inputs), level))
        }
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .replays(runs, speed: speed ?? 4))
        let status = try loop.run(&app, console: console)
        // The viewer checks as it plays and stops at a divergence; leaving it exits as
        // `--headless` would, the terminal restored first.
        let failures = zip(names, app.replayDivergences).compactMap { name, divergence in divergence.map { "\(name): \($0)" } }
        guard status == 0, !failures.isEmpty else { return status }
        throw CommandError(.failed, failures.joined(separator: "; "))
    }

    /// The run given inline: `--inputs` on the level of `--level`, `--seed` or `--code`, from
    /// `--jumps`, `--demolishes` and `--times` in hand.
    static func inline(_ args: ParsedArguments) throws(CommandError) -> (level: Level, inventory: Inventory, inputs: [Action]) {
        guard let text = try args.value(Options.inputs) else {
            throw .usage("'mz replay' needs a replay FILE, or --inputs with --level N, --seed S or --code CODE")
        }
        let inputs: [Action]
        do { inputs = try Inputs.parse(text) } catch { throw .usage("--inputs: \(error.description)") }
        let level = try LevelSource.build(try LevelSource.spec(args, command: "mz replay"))
        let inventory = Inventory(
            jumps: try args.value(Options.jumps) ?? 0, demolishes: try args.value(Options.demolishes) ?? 0,
            times: try args.value(Options.times) ?? 0)
        return (level, inventory, inputs)
    }

    static func header(_ level: Level) -> String {
        // The name as it is: lower-casing changed names and the letters of codes.
        let title = level.id > 0 ? "level \(level.id): \(level.name)" : level.name
        return "\(title.escapingControlCharacters()) (par \(level.par), budget \(level.budget), fingerprint \(level.fingerprint))\n"
    }

    /// The replay file at `path`, read and checked for form.
    static func load(_ path: String) throws(CommandError) -> Replay {
        let text = try FileAccess.text(at: path, what: "replay file", limit: Replay.maximumBytes)
        do { return try Replay(data: Data(text.utf8)) } catch {
            throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
        }
    }

    /// Re-simulates `replay` and prints its recorded and re-simulated results.
    /// - Returns: where it diverges, or `nil` when it matches its record.
    static func check(_ replay: Replay, file path: String, _ console: Console) throws(CommandError) -> String? {
        let verdict: ReplayVerdict
        do { verdict = try replay.verify() } catch {
            throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
        }
        console.out(header(verdict.state.level))
        console.out("recorded:     \(replay.result.summary.escapingControlCharacters(limit: 200))\n")
        console.out("re-simulated: \(verdict.result.summary)\n")
        if let divergence = verdict.divergence { return divergence.description }
        console.out("the replay matches its record\n")
        switch dailyClaim(replay, level: verdict.state.level) {
        case .none: return nil
        case let .confirmed(line):
            console.out(line)
            return nil
        case let .refuted(why): return why  // a failure like a divergence: both files are checked
        }
    }
}
