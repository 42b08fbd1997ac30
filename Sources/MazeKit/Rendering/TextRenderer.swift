/// Draws a maze as text: Unicode box drawing or plain ASCII, each cell three characters wide
/// and one line tall between wall lines, which looks roughly square in a terminal.
///
/// A `w × h` maze becomes `2h + 1` lines of `4w + 1` characters. Walls separate an enabled cell
/// from anything it is not linked to; disabled cells are left blank.
public struct TextRenderer: Sendable {
    /// The glyph set.
    public enum Style: String, Sendable, CaseIterable {
        /// Box-drawing characters with clean junctions (┌ ┬ ┼ ├ …).
        case unicode
        /// `+`, `-` and `|` only, for any terminal.
        case ascii
    }

    /// The glyph set in use.
    public var style: Style

    /// Creates a renderer.
    public init(style: Style = .unicode) { self.style = style }

    /// The maze as text, one line per `\n`, with `path` (cells) marked when given.
    /// - Complexity: O(cells); the whole text is held at once, so a printer of large mazes
    ///   wants `render(_:marking:to:)`.
    public func render(_ maze: Maze, path: [Int] = []) -> String {
        var marked = [Bool](repeating: false, count: maze.cellCount)
        for cell in path where cell >= 0 && cell < maze.cellCount { marked[cell] = true }
        var text = ""
        render(maze, marking: { marked[$0] }, to: { text += $0 })
        return text
    }

    /// The text of `render(_:path:)`, handed to `output` one line (with its `\n`) at a time, so a
    /// maze of any size is drawn with O(width) memory besides it; `isMarked` says which cells
    /// carry the path mark.
    /// - Complexity: O(cells).
    public func render(_ maze: Maze, marking isMarked: (Int) -> Bool, to output: (String) -> Void) {
        let mark = style == .unicode ? " • " : " * "
        for index in 0..<lineCount(of: maze) {
            var text = line(index, of: maze) { isMarked($0) ? mark : nil }
            text.append("\n")
            output(text)
        }
    }

    /// The maze as lines of text; `content(cell)` may fill a cell's three characters.
    /// - Complexity: O(cells).
    public func lines(_ maze: Maze, content: (Int) -> String? = { _ in nil }) -> [String] {
        (0..<lineCount(of: maze)).map { line($0, of: maze, content: content) }
    }

    /// How many lines the maze's drawing has: `2 × height + 1`.
    public func lineCount(of maze: Maze) -> Int { 2 * maze.height + 1 }

    /// Line `index` of the drawing (0 is the top wall line, then a cell line and a wall line
    /// per row), without a newline; `content(cell)` may fill a cell's three characters.
    /// - Precondition: `0 <= index < lineCount(of: maze)`.
    /// - Complexity: O(width).
    public func line(_ index: Int, of maze: Maze, content: (Int) -> String? = { _ in nil }) -> String {
        precondition(index >= 0 && index < lineCount(of: maze), "TextRenderer.line: \(index) outside 0..<\(lineCount(of: maze))")
        let w = maze.width, cy = index / 2
        var line = ""
        line.reserveCapacity((4 * w + 2) * (style == .unicode ? 3 : 1))  // UTF-8 bytes, and room for a newline
        if index % 2 == 0 {
            // The wall line above row cy: corners and horizontal segments.
            for cx in 0...w {
                line.append(corner(maze, cx, cy))
                if cx < w { line.append(contentsOf: wallBelow(maze, cx, cy - 1) ? horizontal : "   ") }
            }
        } else {
            // The cell line of row cy: vertical walls and cell interiors.
            for cx in 0...w {
                line.append(wallEast(maze, cx - 1, cy) ? vertical : " ")
                if cx < w {
                    let cell = cy * w + cx
                    if maze.isEnabled(cell), let text = content(cell) {
                        line.append(contentsOf: text.padding(to: 3))
                    } else {
                        line.append(contentsOf: "   ")
                    }
                }
            }
        }
        return line
    }

    private var horizontal: String { style == .unicode ? "───" : "---" }
    private var vertical: Character { style == .unicode ? "│" : "|" }

    /// Whether a wall stands between (x, y) and (x + 1, y); x may be −1 or w − 1 (the border).
    private func wallEast(_ maze: Maze, _ x: Int, _ y: Int) -> Bool {
        let left = x >= 0 ? maze.isEnabled(y * maze.width + x) : false
        let right = x + 1 < maze.width ? maze.isEnabled(y * maze.width + x + 1) : false
        guard left || right else { return false }
        return !(left && right && maze.isOpen(y * maze.width + x, .east))
    }

    /// Whether a wall stands between (x, y) and (x, y + 1); y may be −1 or h − 1 (the border).
    private func wallBelow(_ maze: Maze, _ x: Int, _ y: Int) -> Bool {
        let above = y >= 0 ? maze.isEnabled(y * maze.width + x) : false
        let below = y + 1 < maze.height ? maze.isEnabled((y + 1) * maze.width + x) : false
        guard above || below else { return false }
        return !(above && below && maze.isOpen(y * maze.width + x, .south))
    }

    /// The glyph where the four wall segments around grid point (cx, cy) meet.
    private func corner(_ maze: Maze, _ cx: Int, _ cy: Int) -> Character {
        let up = cy > 0 && wallEast(maze, cx - 1, cy - 1)
        let down = cy < maze.height && wallEast(maze, cx - 1, cy)
        let left = cx > 0 && wallBelow(maze, cx - 1, cy - 1)
        let right = cx < maze.width && wallBelow(maze, cx, cy - 1)
        let index = (up ? 1 : 0) | (right ? 2 : 0) | (down ? 4 : 0) | (left ? 8 : 0)
        switch style {
        case .unicode: return TextRenderer.junctions[index]
        case .ascii: return index == 0 ? " " : "+"
        }
    }

    /// Box-drawing junctions indexed by up=1, right=2, down=4, left=8.
    static let junctions: [Character] = [
        " ", "╵", "╶", "└", "╷", "│", "┌", "├",
        "╴", "┘", "─", "┴", "┐", "┤", "┬", "┼",
    ]
}

extension String {
    /// Centres or truncates the string to exactly `width` characters.
    func padding(to width: Int) -> String {
        if count >= width { return String(prefix(width)) }
        let total = width - count
        let left = total / 2
        return String(repeating: " ", count: left) + self + String(repeating: " ", count: total - left)
    }
}
