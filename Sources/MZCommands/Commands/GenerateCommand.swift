import GameEngine
import MazeKit

/// `mz generate`: mazes from any of the twelve algorithms, as text, ASCII, JSON, statistics or
/// an SVG picture.
enum GenerateCommand {
    /// How many mazes one call may print.
    static let maximumCount = 10_000

    static let formats = ["text", "ascii", "json", "stats", "svg"]

    enum Options {
        static let algorithm = Option.algorithm("algorithm", "A", "one of: \(Algorithm.allCases.map(\.name).joined(separator: ", "))")
        static let size = Option.size(
            "size", "WxH", maximumSide: Maze.maximumSide, maximumCells: Maze.maximumCellCount,
            "columns x rows, each 1 to \(Maze.maximumSide), at most \(Maze.maximumCellCount) cells (taken from the mask when one is given)")
        static let seed = Option.seed(
            "seed", "S", "0 to 2^64-1; the same seed gives the same maze (default: from the clock, printed to stderr)")
        static let mask = Option.text(
            "mask", "NAME|FILE", "a shipped mask (\(MaskCatalog.names.joined(separator: ", "))) or a file of ASCII art, X = hole",
            completion: .wordsOrFiles(MaskCatalog.names))
        static let braid = Option.fraction(
            "braid", "F", in: 0...1, "0 to 1: the share of dead ends to remove afterwards (default 0, a perfect maze)")
        static let format = Option.choice(
            "format", "FORMAT", among: formats,
            "text (box drawing, default), ascii, json (one object per line), stats (JSON) or svg (a picture)")
        static let count = Option.integer("count", "N", in: 1...maximumCount, "print N mazes with seeds S, S+1, ... (1 to \(maximumCount))")
        static let solve = Flag("solve", "mark the path from the first open cell (top left) to the last (bottom right)")
    }

    static let spec = CommandSpec(
        name: "generate", summary: "print mazes from any of the 12 algorithms (text, ascii, json, stats, svg)",
        usage: [
            "mz generate --algorithm A --size WxH [--seed S] [--mask NAME|FILE] [--braid F] [--format text|ascii|json|stats|svg] [--cell PX] [--count N] [--solve]"
        ],
        options: [
            Options.algorithm, Options.size, Options.seed, Options.mask, Options.braid, Options.format, PictureOptions.cell,
            Options.count, Options.solve,
        ],
        examples: [
            "mz generate --algorithm wilson --size 20x10 --seed 7",
            "mz generate --algorithm recursive-backtracker --mask heart --solve",
            "mz generate --algorithm kruskal --size 40x20 --format stats --count 100",
        ],
        exitCodes: "exit codes: 0 ok, 64 bad arguments, 65 malformed mask file, 66 missing mask file.\n", run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        guard let algorithm = try args.value(Options.algorithm) else {
            throw .usage("'mz generate' needs --algorithm (one of: \(Algorithm.allCases.map(\.name).joined(separator: ", ")))")
        }
        let mask = try args.value(Options.mask).map(MaskSource.load)
        if let mask, !algorithm.supportsMasks, mask.enabled.contains(false) {
            throw .usage(MazeGenerationError.maskNotSupported(algorithm).description)
        }
        let size = try args.value(Options.size)
        let (width, height): (Int, Int)
        if let mask {
            if let size, size != (mask.width, mask.height) {
                throw .usage(
                    "--size \(size.width)x\(size.height) does not match the \(mask.width)x\(mask.height) mask; leave --size out to use the mask's"
                )
            }
            (width, height) = (mask.width, mask.height)
        } else if let size {
            (width, height) = size
        } else {
            throw .usage("'mz generate' needs --size WxH (for example --size 20x10) or --mask")
        }
        let braid = try args.value(Options.braid) ?? 0
        var format = try args.value(Options.format) ?? "text"
        // A terminal that is not UTF-8 gets the ASCII picture (box drawing would be bytes it
        // reads as controls); a pipe or file still gets the text format asked for.
        if (args.has(CommonOptions.ascii) || console.needsASCII) && format == "text" { format = "ascii" }
        let count = try args.value(Options.count) ?? 1
        let cellSize = try PictureOptions.cellSize(args, format: format)
        if format == "svg" && count > 1 {
            throw .usage("--format svg draws one maze; leave out --count or use --format json")
        }
        let firstSeed: UInt64
        if let seed = try args.value(Options.seed) {
            firstSeed = seed
        } else {
            var mixer = SplitMix64(seed: console.clock())
            firstSeed = mixer.next() >> 16  // short enough to retype
            console.err("mz: seed \(firstSeed) (pass --seed \(firstSeed) to get the same maze again)\n")
        }
        let solve = args.has(Options.solve)

        // Each maze goes out row by row in pieces (docs/design.md, "Performance gates": no command's memory grows with its
        // output); the pieces are flushed after each maze, so mazes already made are printed
        // even if a later one fails.
        var output = ChunkedOutput(console)
        for i in 0..<count {
            let seed = firstSeed &+ UInt64(i)
            var maze: Maze
            do {
                maze = try Maze.generate(algorithm, width: width, height: height, mask: mask, seed: seed)
            } catch {
                throw .usage(error.description)
            }
            if braid > 0 {
                // A stream of its own, so braiding never changes the maze underneath.
                var braidRandom = SeededRandom(seed: seed, stream: 1)
                maze.braid(braid, using: &braidRandom)
            }
            switch format {
            case "json":
                MazeJSON.writeObject(maze, algorithm: algorithm, seed: seed, solution: solve ? solution(of: maze) : nil) {
                    output.write($0)
                }
            case "stats":
                // Only the length is printed; the path's marks go before the statistics' search.
                let length = solve ? solution(of: maze)?.length : nil
                output.write(MazeJSON.statistics(maze, algorithm: algorithm, seed: seed, solutionLength: length))
            case "svg":
                let renderer = cellSize.map(SVGRenderer.init(cellSize:)) ?? SVGRenderer(fitting: maze)
                let title = "\(algorithm.name) \(width)x\(height), seed \(seed)"
                renderer.render(maze, path: solve ? solution(of: maze) : nil, title: title) { output.write($0) }
            default:
                let path = solve ? solution(of: maze) : nil
                TextRenderer(style: format == "ascii" ? .ascii : .unicode)
                    .render(maze, marking: { path?.contains($0) == true }, to: { output.write($0) })
                if i + 1 < count { output.write("\n") }
            }
            try output.flushChecked()
        }
    }

    /// The path from the first enabled cell to the last (top left to bottom right), as marks:
    /// a byte per cell, where a list of its cells could take 8 bytes each.
    /// - Complexity: O(cells).
    static func solution(of maze: Maze) -> MarkedPath? {
        guard let first = (0..<maze.cellCount).first(where: maze.isEnabled),
            let last = (0..<maze.cellCount).last(where: maze.isEnabled)
        else { return nil }
        return maze.markedPath(from: first, to: last)
    }
}
