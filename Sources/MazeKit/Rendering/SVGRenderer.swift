/// Draws a maze as a standalone SVG picture, streamed in pieces like `TextRenderer`'s lines.
///
/// The picture is in cell units: cell (x, y) is the unit square at (x, y), walls run along
/// whole numbers, and a margin of half a cell goes round it (`viewBox` `-0.5 -0.5 w+1 h+1`);
/// `cellSize` only sets the `width` and `height` in pixels. Walls are black on white, so the
/// picture prints the same in grey.
///
/// Walls are merged into runs: every straight line of wall segments is one `h` or `v` command,
/// and each row of the maze is one `<path>` (the horizontal walls above it and the vertical runs
/// that end there), so a picture has about `height` elements, not one per cell side. A path is
/// drawn through cell centres with a command per turn, 1,024 commands a `<path>`.
///
/// A picture with more layers (a game level's terrain and items) is built from the parts:
/// `writeHeader`, then its own layers, `writeWalls`, `writePath`, `writeFooter`.
public struct SVGRenderer: Sendable {
    /// The cell sizes allowed, in pixels.
    public static let cellSizes = 1...100

    /// The side of a cell in pixels.
    public var cellSize: Int

    /// Creates a renderer whose cells are `cellSize` pixels wide.
    /// - Precondition: `cellSize` is in `cellSizes`.
    public init(cellSize: Int) {
        precondition(SVGRenderer.cellSizes.contains(cellSize), "SVGRenderer(cellSize: \(cellSize)) is outside \(SVGRenderer.cellSizes)")
        self.cellSize = cellSize
    }

    /// Creates a renderer with the default cell size for `maze` (`defaultCellSize`).
    public init(fitting maze: Maze) {
        self.init(cellSize: SVGRenderer.defaultCellSize(width: maze.width, height: maze.height))
    }

    /// The cell size a picture gets unless told otherwise: 800 pixels over the longer side,
    /// from 4 to 24 pixels a cell, so a small maze is not tiny and a large one stays walkable.
    public static func defaultCellSize(width: Int, height: Int) -> Int {
        min(24, max(4, 800 / max(1, width, height)))
    }

    /// The width of a wall, in cells: a whole number of pixels (an eighth of a cell, at least
    /// one), so walls on whole-pixel lines stay sharp.
    public var wallWidth: Double {
        Double(max(1, (cellSize + 4) / 8)) / Double(cellSize)
    }

    // MARK: - Whole pictures

    /// The picture of `maze`, with `path` drawn when given, handed to `output` in pieces of
    /// about 64 KiB: memory is O(width) besides the maze, whatever its size.
    /// - Parameters:
    ///   - maze: the maze to draw.
    ///   - path: cells to draw a line through, from its start to its goal.
    ///   - title: the picture's `<title>` (escaped here).
    ///   - output: takes each piece of the document, in order.
    /// - Complexity: O(cells).
    public func render(_ maze: Maze, path: MarkedPath? = nil, title: String = "maze", to output: (String) -> Void) {
        writeHeader(of: maze, title: title, to: output)
        if let path { writePath(path, in: maze, to: output) }
        writeWalls(of: maze, to: output)
        writeFooter(to: output)
    }

    /// The picture of `render(_:path:title:to:)` as one string.
    /// - Complexity: O(cells).
    public func render(_ maze: Maze, path: MarkedPath? = nil, title: String = "maze") -> String {
        var text = ""
        render(maze, path: path, title: title) { text += $0 }
        return text
    }

    // MARK: - Parts

    /// Writes the XML declaration, the `<svg>` element, the title and a white background.
    public func writeHeader(of maze: Maze, title: String, to output: (String) -> Void) {
        var text = SVGText(capacity: 512)
        text.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        text.append((maze.width + 1) * cellSize)
        text.append("\" height=\"")
        text.append((maze.height + 1) * cellSize)
        text.append("\" viewBox=\"-0.5 -0.5 ")
        text.append(maze.width + 1)
        text.append(" ")
        text.append(maze.height + 1)
        text.append("\">\n<title>")
        text.append(SVGRenderer.escaped(title))
        text.append("</title>\n<rect x=\"-0.5\" y=\"-0.5\" width=\"")
        text.append(maze.width + 1)
        text.append("\" height=\"")
        text.append(maze.height + 1)
        text.append("\" fill=\"#fff\"/>\n")
        text.flush(to: output)
    }

    /// Writes the walls as the group `walls`: one `<path>` a row, walls merged into runs.
    /// A wall stands between an enabled cell and anything it is not linked to; holes of a mask
    /// get none of their own, as in `TextRenderer`.
    /// - Complexity: O(cells), with O(width) memory.
    public func writeWalls(of maze: Maze, to output: (String) -> Void) {
        let w = maze.width, h = maze.height
        var text = SVGText(capacity: SVGRenderer.pieceBytes + 16 * w + 64)
        text.append("<g id=\"walls\" fill=\"none\" stroke=\"#000\" stroke-width=\"")
        text.append(decimal: wallWidth)
        text.append("\" stroke-linecap=\"square\" shape-rendering=\"crispEdges\">\n")
        let mask = maze.mask?.enabled ?? []
        let isMasked = !mask.isEmpty
        // Where the vertical run along each grid column began (-1: none running), so vertical
        // runs are merged across rows with a number per column, not a copy of the maze.
        var runStart = [Int](repeating: -1, count: w + 1)
        maze.passages.withUnsafeBufferPointer { passages in
            mask.withUnsafeBufferPointer { enabled in
                func isOn(_ cell: Int) -> Bool { !isMasked || enabled[cell] }
                for y in 0...h {
                    let opening = text.count
                    text.append("<path d=\"")
                    let empty = text.count
                    // The horizontal wall line y, between rows y - 1 and y.
                    var run = -1
                    for x in 0..<w {
                        let above = y > 0 && isOn((y - 1) * w + x)
                        let below = y < h && isOn(y * w + x)
                        let isWall = (above || below) && !(above && below && passages[(y - 1) * w + x] & Direction.south.bit != 0)
                        if isWall {
                            if run < 0 { run = x }
                        } else if run >= 0 {
                            text.horizontalRun(x: run, y: y, length: x - run)
                            run = -1
                        }
                    }
                    if run >= 0 { text.horizontalRun(x: run, y: y, length: w - run) }
                    // The vertical segments beside row y; a run that stops here is written now.
                    for x in 0...w {
                        var isWall = false
                        if y < h {
                            let left = x > 0 && isOn(y * w + x - 1)
                            let right = x < w && isOn(y * w + x)
                            isWall = (left || right) && !(left && right && passages[y * w + x - 1] & Direction.east.bit != 0)
                        }
                        if isWall {
                            if runStart[x] < 0 { runStart[x] = y }
                        } else if runStart[x] >= 0 {
                            text.verticalRun(x: x, y: runStart[x], length: y - runStart[x])
                            runStart[x] = -1
                        }
                    }
                    if text.count == empty {
                        text.truncate(to: opening)
                    } else {
                        text.append("\"/>\n")
                    }
                    if text.count >= SVGRenderer.pieceBytes { text.flush(to: output) }
                }
            }
        }
        text.append("</g>\n")
        text.flush(to: output)
    }

    /// Writes `path` as the group `id`: a line through the centres of its cells, one command
    /// per turn, in `<path>` pieces of at most 1,024 commands after the first point.
    /// - Parameters:
    ///   - path: the cells to draw through, from its start to its goal.
    ///   - maze: the maze the path is in.
    ///   - id: the group's `id`.
    ///   - colour: the stroke, a CSS colour (the default red is mid-grey in print, darker than
    ///     the white floor and lighter than the black walls).
    ///   - output: takes each piece, in order.
    /// - Complexity: O(path length), with O(1) memory besides the output.
    public func writePath(
        _ path: MarkedPath, in maze: Maze, id: String = "solution", colour: String = "#d62728", to output: (String) -> Void
    ) {
        let w = maze.width
        var text = SVGText(capacity: SVGRenderer.pieceBytes + 1_024)
        text.append("<g id=\"")
        text.append(SVGRenderer.escaped(id))
        text.append("\" transform=\"translate(0.5 0.5)\" fill=\"none\" stroke=\"")
        text.append(SVGRenderer.escaped(colour))
        text.append("\" stroke-width=\"0.3\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n<path d=\"M")
        var previous = -1, step = 0, commands = 0
        // Ends the straight stretch that arrives at `cell`: H for a row, V for a column.
        func line(to cell: Int) {
            if cell / w == previousRow(cell, step: step, width: w) {
                text.append(UInt8(ascii: "H"))
                text.append(cell % w)
            } else {
                text.append(UInt8(ascii: "V"))
                text.append(cell / w)
            }
        }
        path.forEachCell { cell in
            guard previous >= 0 else {
                text.point(cell % w, cell / w)
                previous = cell
                return
            }
            // In a grid a step's index difference names its direction (±1 a row, ±w a column;
            // a one-column maze has no row steps), so a change of difference is a turn.
            let delta = cell - previous
            if step != 0 && delta != step {
                line(to: previous)
                commands += 1
                if commands == SVGRenderer.pathCommandsPerPiece {
                    text.append("\"/>\n<path d=\"M")
                    text.point(previous % w, previous / w)
                    commands = 0
                    if text.count >= SVGRenderer.pieceBytes { text.flush(to: output) }
                }
            }
            step = delta
            previous = cell
        }
        if step != 0 {
            line(to: previous)
        } else {
            text.append("h0")  // a path of one cell: a dot, drawn by the round cap
        }
        text.append("\"/>\n</g>\n")
        text.flush(to: output)
    }

    /// Writes the end of the `<svg>` element.
    public func writeFooter(to output: (String) -> Void) {
        output("</svg>\n")
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as XML entities, and control characters
    /// (which XML 1.0 cannot hold) as `?`, for titles and attribute values.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "?"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Output is handed on in pieces of about this many bytes.
    static let pieceBytes = 64 * 1024
    /// The most turns one `<path>` of a solution holds.
    static let pathCommandsPerPiece = 1_024
}

/// The row a step of `step` (an index difference) into `cell` came from.
private func previousRow(_ cell: Int, step: Int, width: Int) -> Int { (cell - step) / width }

extension SVGText {
    /// `Mx y`-style coordinates without the command letter.
    mutating func point(_ x: Int, _ y: Int) {
        append(x)
        append(UInt8(ascii: " "))
        append(y)
    }

    mutating func horizontalRun(x: Int, y: Int, length: Int) {
        append(UInt8(ascii: "M"))
        point(x, y)
        append(UInt8(ascii: "h"))
        append(length)
    }

    mutating func verticalRun(x: Int, y: Int, length: Int) {
        append(UInt8(ascii: "M"))
        point(x, y)
        append(UInt8(ascii: "v"))
        append(length)
    }
}
