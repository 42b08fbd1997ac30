import GameEngine
import MazeKit
import TerminalUI

/// `mz level`: one level, built and solved, as text, JSON or an SVG picture (docs/mz.6, COMMANDS).
enum LevelCommand {
    static let formats = ["text", "json", "svg"]

    enum Options {
        static let format = Option.choice(
            "format", "FORMAT", among: formats, "text (default), json or svg (a picture of the level as on screen)")
    }

    static let spec = CommandSpec(
        name: "level", summary: "show a campaign or seeded level with its par and solution (text, json, svg)",
        usage: [
            "mz level (--level N | --code CODE | --seed S [--size WxH] [--algorithm A] [--ice F] [--mud F] [--braid F] [--crates N] [--mask NAME]) [--format text|json|svg] [--cell PX]"
        ],
        options: LevelSource.options + [Options.format, PictureOptions.cell],
        examples: ["mz level --level 1", "mz level --seed 42 --size 20x12 --ice 0.2 --mud 0.1 --format json"],
        exitCodes: "exit codes: 0 ok, 64 bad arguments, 65 malformed levels file, 66 missing levels file.\n", run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        let format = try args.value(Options.format) ?? "text"
        let cellSize = try PictureOptions.cellSize(args, format: format)
        let spec = try LevelSource.spec(args, command: "mz level")
        let level = try LevelSource.build(spec)
        if format == "svg" {
            var output = ChunkedOutput(console)
            LevelSVG.write(level, cellSize: cellSize) { output.write($0) }
            output.flush()
            return
        }
        let solution = MoveGraph(level).solve(from: level.start)
        if format == "json" {
            console.out(LevelJSON.object(level, solution: solution) + "\n")
        } else {
            console.out(LevelText.describe(level, solution: solution, ascii: args.has(CommonOptions.ascii) || console.needsASCII))
        }
    }
}
