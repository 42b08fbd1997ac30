import MazeKit
import TerminalUI

/// `mz lab`: watch any of the twelve algorithms generate a maze (docs/design.md, "Command line" and "The terminal").
enum LabCommand {
    enum Options {
        static let algorithm = Option.algorithm("algorithm", "A", "the algorithm to start with (default recursive-backtracker)")
        static let size = Option.size(
            "size", "WxH", maximumSide: 60, maximumCells: 60 * 30, "maze size, 2 to 60 columns and 2 to 30 rows (default 20x10)")
        static let seed = Option.seed("seed", "S", "the seed (default 1)")
    }

    static let spec = CommandSpec(
        name: "lab", summary: "watch any algorithm build a maze step by step, then flood and solve it",
        usage: ["mz lab [--algorithm A] [--size WxH] [--seed S]"], options: [Options.algorithm, Options.size, Options.seed],
        details: """
            Watch the algorithm carve step by step (cells under evaluation highlighted), then the
            distance flood from the top-left cell and the solution. Keys: left/right algorithm,
            [ and ] size, space pause, +/- speed, Enter finish, n new seed, q quit.

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        let algorithm = try args.value(Options.algorithm) ?? .recursiveBacktracker
        let size = try args.value(Options.size) ?? (20, 10)
        guard size.height <= 30, size.width >= 2, size.height >= 2 else {
            throw .usage("option '--size' for the lab must be 2 to 60 columns and 2 to 30 rows")
        }
        let seed = try args.value(Options.seed) ?? 1
        try PlayCommand.requireTerminal()
        let lab = LabScene(algorithm: algorithm, width: size.width, height: size.height, seed: seed)
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .lab(lab))
        return try loop.run(&app, console: console)
    }
}
