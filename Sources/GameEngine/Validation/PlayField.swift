/// The play screen's arithmetic (docs/rules.md, "Design figures": fit): how much of a terminal
/// the maze gets, and whether a level is seen whole.
///
/// The terminal front end draws a maze as a canvas of 4 columns and 2 rows a cell, plus a
/// closing wall (4w + 1 by 2h + 1, whatever its mask: disabled cells still take their place).
/// The play screen keeps two HUD lines above the maze, and the message line and the key bar
/// below it; the maze gets the rest. TerminalUI's play layout reads these numbers, and a test
/// renders the largest level that fits, and one a row taller, at the baseline.
public enum PlayField {
    /// The terminal every campaign level and daily must be seen whole on.
    public static let baseline = (width: 80, height: 24)
    /// Rows above the maze: the level line and the inventory line.
    public static let hudRows = 2
    /// The message line, below the maze.
    public static let messageRows = 1
    /// The key bar, the terminal's last row.
    public static let keyBarRows = 1
    /// Rows below the maze: the message line and the key bar.
    public static var footerRows: Int { messageRows + keyBarRows }

    /// The columns and rows of the maze's canvas for a maze of `width` × `height` cells.
    public static func canvas(width: Int, height: Int) -> (width: Int, height: Int) {
        (4 * width + 1, 2 * height + 1)
    }

    /// The columns and rows the maze gets on a terminal of `width` × `height`.
    public static func field(terminalWidth width: Int, terminalHeight height: Int) -> (width: Int, height: Int) {
        (max(0, width), max(0, height - hudRows - footerRows))
    }

    /// Whether a maze of `width` × `height` cells is seen whole on a terminal of the given
    /// size (the baseline by default), without scrolling.
    public static func showsWhole(width: Int, height: Int, terminal: (width: Int, height: Int) = baseline) -> Bool {
        let canvas = canvas(width: width, height: height)
        let field = field(terminalWidth: terminal.width, terminalHeight: terminal.height)
        return canvas.width <= field.width && canvas.height <= field.height
    }

    /// The widest and the tallest maze seen whole at the baseline (each with the other at 1):
    /// 19 × 9 cells at 80 × 24.
    public static var largestWhole: (width: Int, height: Int) {
        let field = field(terminalWidth: baseline.width, terminalHeight: baseline.height)
        return ((field.width - 1) / 4, (field.height - 1) / 2)
    }
}
