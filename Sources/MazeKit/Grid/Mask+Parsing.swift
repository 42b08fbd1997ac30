/// Why a mask could not be read or used.
public enum MaskError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text has no non-blank line.
    case empty
    /// Line `line` (1-based) is `found` columns wide where the first line is `expected`.
    case raggedLine(line: Int, found: Int, expected: Int)
    /// Every cell is disabled (`X`).
    case noEnabledCells
    /// The enabled cells fall apart into pieces; (x, y) cannot be reached from the first one.
    case disconnected(x: Int, y: Int)
    /// The mask is larger than `Maze.maximumSide` or `Maze.maximumCellCount` allow.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .empty:
            "the mask is empty; draw it with '.' for cells and 'X' for holes"
        case let .raggedLine(line, found, expected):
            "mask line \(line) is \(found) characters wide but the first line is \(expected); every line must have the same width"
        case .noEnabledCells:
            "the mask disables every cell; mark at least one cell with '.'"
        case let .disconnected(x, y):
            "the mask's cells are not connected: cell (\(x), \(y)) cannot be reached from the first cell, so no perfect maze can cover it"
        case let .tooLarge(width, height):
            "the mask is \(width)×\(height), larger than the limit of \(Maze.maximumSide) per side and \(Maze.maximumCellCount) cells"
        }
    }
}

extension Mask {
    /// Reads a mask from ASCII art: `X` marks a disabled cell, any other character an enabled
    /// one. Blank lines at the end are ignored; `\r\n` line ends are accepted.
    ///
    /// - Throws: `MaskError` for empty, ragged, all-disabled, oversized or disconnected art.
    /// - Complexity: O(characters).
    public init(parsing text: String) throws(MaskError) {
        var lines: [[Bool]] = []
        // Empty lines only count as rows once a drawn line follows them: a final newline ends
        // the last row rather than starting one, and trailing blank lines are ignored, so
        // neither may push a mask of exactly `Maze.maximumSide` rows over the limit.
        var pendingEmptyLines = 0
        // "\r\n" is one Character in Swift, so it is matched as a separator of its own.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(raw)
            if line.last == "\r" { line = line.dropLast() }
            guard !line.isEmpty else {
                pendingEmptyLines += 1
                continue
            }
            let height = lines.count + pendingEmptyLines + 1
            if height > Maze.maximumSide { throw .tooLarge(width: lines.first?.count ?? line.count, height: height) }
            // An empty line between drawn ones is a row of width 0: reported as ragged below.
            lines.append(contentsOf: repeatElement([], count: pendingEmptyLines))
            pendingEmptyLines = 0
            lines.append(line.map { $0 != "X" })
        }
        guard let first = lines.first, !first.isEmpty else { throw .empty }
        let width = first.count
        for (i, line) in lines.enumerated() where line.count != width {
            throw .raggedLine(line: i + 1, found: line.count, expected: width)
        }
        let height = lines.count
        guard width <= Maze.maximumSide, width * height <= Maze.maximumCellCount else {
            throw .tooLarge(width: width, height: height)
        }
        self.init(width: width, height: height, enabled: lines.flatMap { $0 })
        try validateForMaze()
    }

    /// Checks that a maze can cover this mask: at least one enabled cell, all connected.
    /// - Throws: `MaskError.noEnabledCells` or `.disconnected`.
    public func validateForMaze() throws(MaskError) {
        guard firstEnabledCell != nil else { throw .noEnabledCells }
        if let cell = firstUnreachableCell() {
            throw .disconnected(x: cell % width, y: cell / width)
        }
    }

    /// The mask as ASCII art, `.` for enabled and `X` for disabled, one line per row.
    public var asciiArt: String {
        var out = ""
        for y in 0..<height {
            for x in 0..<width { out.append(enabled[y * width + x] ? "." : "X") }
            out.append("\n")
        }
        return out
    }
}
