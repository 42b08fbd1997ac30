import MazeKit
import TerminalUI

/// `mz lab`: watch any of the twelve algorithms generate a maze (SPEC §9–§10).
enum LabCommand {
    static let name = "lab"
    static let summary = "watch any algorithm build a maze step by step, then flood and solve it"
    static let usage = "mz lab [--algorithm A] [--size WxH] [--seed S]"
    static let specs: [OptionSpec] = [
        .value("algorithm", "A", "the algorithm to start with (default recursive-backtracker)"),
        .value("size", "WxH", "maze size, 2 to 60 columns and 2 to 30 rows (default 20x10)"),
        .value("seed", "S", "the seed (default 1)"),
    ]

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        let algorithm = try args.algorithm("algorithm") ?? .recursiveBacktracker
        let size = try args.size("size", maximumSide: 60, maximumCells: 60 * 30) ?? (20, 10)
        guard size.height <= 30, size.width >= 2, size.height >= 2 else {
            throw .usage("option '--size' for the lab must be 2 to 60 columns and 2 to 30 rows")
        }
        let seed = try args.seed("seed") ?? 1
        try PlayCommand.requireTerminal()
        let lab = LabScene(algorithm: algorithm, width: size.width, height: size.height, seed: seed)
        var (app, session) = try PlayCommand.openSession(args, console, opening: .lab(lab))
        return try session.run(&app, console: console)
    }
}
