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

/// The text view of a level: a header, the maze with terrain and items, the solution.
enum LevelText {
    static func describe(_ level: Level, solution: ParSolution, ascii: Bool) -> String {
        let title = (level.id > 0 ? "Level \(level.id): \(level.name)" : level.name).escapingControlCharacters()
        var out = "\(title)\n"
        out += "\(level.maze.width)x\(level.maze.height) \(level.spec.algorithm.name)"
        if let mask = level.spec.mask { out += ", \(mask) mask" }
        out += ", seed \(level.spec.seed), fingerprint \(level.fingerprint)\n"
        if let code = LevelCode.code(for: level.spec) { out += "code \(code) (mz play --code \(code))\n" }
        out += "par \(level.par), budget \(level.budget), \(level.crates.count.counted("crate")), \(level.gems.count.counted("gem"))\n"
        let renderer = TextRenderer(style: ascii ? .ascii : .unicode)
        let lines = renderer.lines(level.maze) { cell in content(level, cell, ascii: ascii) }
        out += lines.joined(separator: "\n") + "\n"
        out += "key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), \(ascii ? "*" : "◆") gem, ~ ice, % mud\n"
        out += "solution (\(solution.moves.count.counted("move")), \(level.par) with mud): \(solution.inputs)\n"
        return out
    }

    /// A cell's three characters: terrain fill with the item or marker in the middle, a crate
    /// with its coins as on screen (`~$7`, `$12`, `&33`; `$++` for 100 or more).
    static func content(_ level: Level, _ cell: Int, ascii: Bool) -> String? {
        let fill: Character =
            switch level.terrain[cell] {
            case .floor: " "
            case .ice: "~"
            case .mud: "%"
            }
        var middle = fill
        if cell == level.start {
            middle = "S"
        } else if cell == level.exit {
            middle = "E"
        } else if let crate = level.crates.first(where: { $0.cell == cell }) {
            let label = String(String.UnicodeScalarView(Glyphs(ascii: ascii).crateLabel(coins: crate.coins, ledge: crate.needsJump)))
            return label.count > 2 ? label : String(fill) + label
        } else if level.gems.contains(cell) {
            middle = ascii ? "*" : "◆"
        }
        if fill == " " && middle == " " { return nil }
        return String([fill, middle, fill])
    }
}

/// `mz level --format json` (docs/mz.6, COMMANDS): one compact object, keys in a fixed order, every
/// string escaped.
enum LevelJSON {
    /// - Complexity: O(cells).
    static func object(_ level: Level, solution: ParSolution) -> String {
        let maze = level.maze
        func point(_ cell: Int) -> JSONOutput { .array([.int(maze.x(of: cell)), .int(maze.y(of: cell))], .compact) }
        var object = JSONObjectBuilder(layout: .compact)
        object.add("id", level.id)
        object.add("name", level.name)
        object.add("seed", level.spec.seed)
        object.add("width", maze.width)
        object.add("height", maze.height)
        let rows = (0..<maze.height).map { y in (0..<maze.width).map { y * maze.width + $0 } }
        object.add(
            "cells",
            .array(
                rows.map { row in
                    .array(row.map { maze.isEnabled($0) ? .int(Int(maze.passages[$0])) : .null }, .compact)
                }, .compact))
        object.add(
            "terrain",
            .array(
                rows.map { row in
                    .string(String(row.map { maze.isEnabled($0) ? level.terrain[$0].symbol : " " }))
                }, .compact))
        object.add("start", point(level.start))
        object.add("exit", point(level.exit))
        object.add(
            "crates",
            .array(
                level.crates.map { crate in
                    .object(
                        JSONObjectBuilder(
                            ["x": .int(maze.x(of: crate.cell)), "y": .int(maze.y(of: crate.cell)), "coins": .int(crate.coins)],
                            layout: .compact))
                }, .compact))
        object.add("gems", .array(level.gems.map(point), .compact))
        object.add("par", level.par)
        object.add("budget", level.budget)
        object.add("solution", solution.inputs)
        object.add("fingerprint", level.fingerprint)
        return JSONWriter.text(.object(object))
    }
}
