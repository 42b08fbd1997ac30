import GameEngine
import MazeKit

/// `mz generate`: mazes from any of the twelve algorithms, as text, ASCII, JSON, statistics or
/// an SVG picture.
enum GenerateCommand {
    static let name = "generate"
    static let summary = "print mazes from any of the 12 algorithms (text, ascii, json, stats, svg)"
    static let usage = "mz generate --algorithm A --size WxH [--seed S] [--mask NAME|FILE] [--braid F] [--format text|ascii|json|stats|svg] [--cell PX] [--count N] [--solve]"

    /// How many mazes one call may print.
    static let maximumCount = 10_000

    static let specs: [OptionSpec] = [
        .value("algorithm", "A", "one of: \(Algorithm.allCases.map(\.name).joined(separator: ", "))"),
        .value("size", "WxH", "columns x rows, each 1 to \(Maze.maximumSide), at most \(Maze.maximumCellCount) cells (taken from the mask when one is given)"),
        .value("seed", "S", "0 to 2^64-1; the same seed gives the same maze (default: from the clock, printed to stderr)"),
        .value("mask", "NAME|FILE", "a shipped mask (\(MaskSourceNames.list)) or a file of ASCII art, X = hole"),
        .value("braid", "F", "0 to 1: the share of dead ends to remove afterwards (default 0, a perfect maze)"),
        .value("format", "FORMAT", "text (box drawing, default), ascii, json (one object per line), stats (JSON) or svg (a picture)"),
        PictureOptions.cellSpec,
        .value("count", "N", "print N mazes with seeds S, S+1, ... (1 to \(maximumCount))"),
        .flag("solve", "mark the path from the first open cell (top left) to the last (bottom right)"),
    ]

    static let formats = ["text", "ascii", "json", "stats", "svg"]

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        guard let algorithm = try args.algorithm("algorithm") else {
            throw .usage("'mz generate' needs --algorithm (one of: \(Algorithm.allCases.map(\.name).joined(separator: ", ")))")
        }
        let mask = try args.string("mask").map(MaskSource.load)
        if let mask, !algorithm.supportsMasks, mask.enabled.contains(false) {
            throw .usage(MazeGenerationError.maskNotSupported(algorithm).description)
        }
        let size = try args.size("size", maximumSide: Maze.maximumSide, maximumCells: Maze.maximumCellCount)
        let (width, height): (Int, Int)
        if let mask {
            if let size, size != (mask.width, mask.height) {
                throw .usage("--size \(size.width)x\(size.height) does not match the \(mask.width)x\(mask.height) mask; leave --size out to use the mask's")
            }
            (width, height) = (mask.width, mask.height)
        } else if let size {
            (width, height) = size
        } else {
            throw .usage("'mz generate' needs --size WxH (for example --size 20x10) or --mask")
        }
        let braid = try args.fraction("braid", in: 0...1) ?? 0
        var format = try args.choice("format", among: formats) ?? "text"
        // A terminal that is not UTF-8 gets the ASCII picture (box drawing would be bytes it
        // reads as controls); a pipe or file still gets the text format asked for.
        if (args.has("ascii") || console.needsASCII) && format == "text" { format = "ascii" }
        let count = try args.integer("count", in: 1...maximumCount) ?? 1
        let cellSize = try PictureOptions.cellSize(args, format: format)
        if format == "svg" && count > 1 {
            throw .usage("--format svg draws one maze; leave out --count or use --format json")
        }
        let firstSeed: UInt64
        if let seed = try args.seed("seed") {
            firstSeed = seed
        } else {
            var mixer = SplitMix64(seed: console.clock())
            firstSeed = mixer.next() >> 16  // short enough to retype
            console.err("mz: seed \(firstSeed) (pass --seed \(firstSeed) to get the same maze again)\n")
        }
        let solve = args.has("solve")

        // Each maze goes out row by row in pieces (SPEC §11: no command's memory grows with its
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
                MazeJSON.writeObject(maze, algorithm: algorithm, seed: seed, solution: solve ? solution(of: maze) : nil) { output.write($0) }
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
                    .render(maze, marking: { path?.contains($0) == true }) { output.write($0) }
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
              let last = (0..<maze.cellCount).last(where: maze.isEnabled) else { return nil }
        return maze.markedPath(from: first, to: last)
    }
}

/// Shipped mask names for help text.
enum MaskSourceNames {
    static var list: String { MaskCatalog.names.joined(separator: ", ") }
}
