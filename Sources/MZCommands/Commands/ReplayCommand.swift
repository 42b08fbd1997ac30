import Foundation
import GameEngine
import TerminalUI

/// `mz replay`: re-simulates a recorded attempt, or inline inputs, and checks the result (SPEC §7).
enum ReplayCommand {
    static let name = "replay"
    static let summary = "re-simulate a replay file or inline inputs and check the result"
    static let usage = "mz replay (FILE | --level N --inputs STR | --code CODE --inputs STR | --seed S … --inputs STR) [--headless] [--speed X]"

    static let specs: [OptionSpec] = LevelSource.seededSpecs + [
        .value("inputs", "STR", "actions: u d l r moves, J+dir jump, X+dir demolish (e.g. \"rrd Jd lXu\")"),
        .value("jumps", "N", "Jump power-ups in hand at the start of inline inputs (default 0)"),
        .value("demolishes", "N", "Demolish power-ups in hand at the start of inline inputs (default 0)"),
        .flag("headless", "re-simulate and print the result instead of showing it"),
        .value("speed", "X", "playback speed in the viewer"),
    ]

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        let speed = try args.fraction("speed", in: 0.5...64)
        guard args.has("headless") else { return try view(args, console, speed: speed) }
        if let path = args.operands.first {
            guard args.operands.count == 1 else { throw .usage("'mz replay' takes one FILE, got \(args.operands.count)") }
            if let extra = ["inputs", "level", "seed", "code"].first(where: args.has) {
                throw .usage("--\(extra) cannot be combined with a replay FILE")
            }
            try check(file: path, console)
        } else {
            guard let text = args.string("inputs") else {
                throw .usage("'mz replay' needs a replay FILE, or --inputs with --level N, --seed S or --code CODE")
            }
            let inputs: [Action]
            do { inputs = try Inputs.parse(text) } catch { throw .usage("--inputs: \(error.description)") }
            let spec = try LevelSource.spec(args, command: "mz replay")
            let level = try LevelSource.build(spec)
            let inventory = Inventory(jumps: try args.integer("jumps", in: 0...1_000) ?? 0,
                                      demolishes: try args.integer("demolishes", in: 0...1_000) ?? 0)
            let state = Replay.simulate(level: level, inventory: inventory, inputs: inputs)
            console.out(header(level) + ReplayResult(state).summary + "\n")
        }
        return 0
    }

    /// Opens the terminal viewer on a replay file or inline inputs.
    static func view(_ args: ParsedArguments, _ console: Console, speed: Double?) throws(CommandError) -> Int32 {
        try PlayCommand.requireTerminal()
        let replay: Replay
        let level: Level
        if let path = args.operands.first {
            let text = try FileAccess.text(at: path, what: "replay file", limit: Replay.maximumBytes)
            do { replay = try Replay(data: Data(text.utf8)) } catch {
                throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
            }
            do { level = try LevelBuilder.build(replay.level) } catch {
                throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
            }
        } else {
            guard let text = args.string("inputs") else {
                throw .usage("'mz replay' needs a replay FILE, or --inputs with --level N or --seed S")
            }
            let inputs: [Action]
            do { inputs = try Inputs.parse(text) } catch { throw .usage("--inputs: \(error.description)") }
            level = try LevelSource.build(try LevelSource.spec(args, command: "mz replay"))
            let inventory = Inventory(jumps: try args.integer("jumps", in: 0...1_000) ?? 0,
                                      demolishes: try args.integer("demolishes", in: 0...1_000) ?? 0)
            replay = Replay.record(level: level, inventory: inventory, inputs: inputs)
        }
        var (app, session) = try PlayCommand.openSession(args, console)
        app = App(context: app.context, progress: app.progress, replay: replay, level: level, speed: speed ?? 4)
        session.standalone = true
        return try session.run(&app, console: console)
    }

    static func header(_ level: Level) -> String {
        let title = level.id > 0 ? "level \(level.id): \(level.name)" : level.name.lowercased()
        return "\(title.escapingControlCharacters()) (par \(level.par), budget \(level.budget), fingerprint \(level.fingerprint))\n"
    }

    static func check(file path: String, _ console: Console) throws(CommandError) {
        let text = try FileAccess.text(at: path, what: "replay file", limit: Replay.maximumBytes)
        let replay: Replay
        do { replay = try Replay(data: Data(text.utf8)) } catch {
            throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
        }
        let verdict: ReplayVerdict
        do { verdict = try replay.verify() } catch {
            throw CommandError(.dataError, "replay file '\(path)': \(error.description)")
        }
        console.out(header(verdict.state.level))
        console.out("recorded:     \(replay.result.summary.escapingControlCharacters(limit: 200))\n")
        console.out("re-simulated: \(verdict.result.summary)\n")
        if let divergence = verdict.divergence {
            throw CommandError(.failed, "\(path): \(divergence.description)")
        }
        console.out("the replay matches its record\n")
        if let daily = try checkDailyClaim(replay, level: verdict.state.level, path: path) { console.out(daily) }
    }
}
