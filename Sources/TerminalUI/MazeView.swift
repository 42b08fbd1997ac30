import GameEngine
import MazeKit

/// The static picture of a level's walls and terrain, as a grid of characters
/// (4 columns and 2 rows per cell, from MazeKit's `TextRenderer`), built once per level and
/// again only when a wall is demolished. Frames copy a window of it.
public struct MazeCanvas: Sendable {
    public let width: Int
    public let height: Int
    public let characters: [Unicode.Scalar]
    /// Which canvas positions are cell interiors (drawn in terrain colours) and not walls.
    public let isInterior: [Bool]

    public init(maze: Maze, terrain: [Terrain], glyphs: Glyphs) {
        let renderer = TextRenderer(style: glyphs.ascii ? .ascii : .unicode)
        let lines = renderer.lines(maze) { cell in
            switch terrain[cell] {
            case .floor: nil
            case .ice: "~~~"
            case .mud: "%%%"
            }
        }
        width = 4 * maze.width + 1
        height = 2 * maze.height + 1
        var characters: [Unicode.Scalar] = []
        characters.reserveCapacity(width * height)
        for line in lines {
            var row = Array(line.unicodeScalars)
            if row.count < width { row += Array(repeating: " ", count: width - row.count) }
            characters += row.prefix(width)
        }
        self.characters = characters
        var interior = [Bool](repeating: false, count: width * height)
        for y in 0..<maze.height {
            for x in 0..<maze.width where maze.isEnabled(y * maze.width + x) {
                for dx in 1...3 { interior[(2 * y + 1) * width + 4 * x + dx] = true }
            }
        }
        isInterior = interior
    }

    /// The canvas column and row of a cell's centre.
    public static func centre(of cell: Int, mazeWidth: Int) -> (x: Int, y: Int) {
        (4 * (cell % mazeWidth) + 2, 2 * (cell / mazeWidth) + 1)
    }
}

/// Draws the play field: the canvas window that keeps the player in view, then items and the
/// player on top.
public enum MazeView {
    /// Renders into `screen` inside the rectangle (x, y, width, height).
    public static func draw(
        into screen: inout Screen, x: Int, y: Int, width: Int, height: Int,
        canvas: MazeCanvas, state: GameState, shownPosition: Int, avatar: (glyph: Unicode.Scalar, colour: Colour),
        glyphs: Glyphs, colour: Bool
    ) {
        let level = state.level
        let centre = MazeCanvas.centre(of: shownPosition, mazeWidth: level.maze.width)
        // The window's top-left in canvas coordinates: centred on the player, clamped, or the
        // whole canvas centred when it fits.
        let ox = canvas.width <= width ? -(width - canvas.width) / 2 : min(max(0, centre.x - width / 2), canvas.width - width)
        let oy = canvas.height <= height ? -(height - canvas.height) / 2 : min(max(0, centre.y - height / 2), canvas.height - height)
        let wall = colour ? Style(.white, dim: false) : .plain
        let ice = colour ? Style(.cyan) : .plain
        let mud = colour ? Style(.yellow, dim: true) : Style(dim: true)
        for row in 0..<height {
            let cy = oy + row
            guard cy >= 0 && cy < canvas.height else { continue }
            let base = cy * canvas.width
            for column in 0..<width {
                let cx = ox + column
                guard cx >= 0 && cx < canvas.width else { continue }
                let character = canvas.characters[base + cx]
                if character == " " { continue }
                let style = canvas.isInterior[base + cx] ? (character == "~" ? ice : mud) : wall
                screen.put(x + column, y + row, character, style)
            }
        }
        func mark(_ cell: Int, _ character: Unicode.Scalar, _ style: Style) {
            let c = MazeCanvas.centre(of: cell, mazeWidth: level.maze.width)
            let sx = x + c.x - ox, sy = y + c.y - oy
            guard sx >= x, sy >= y, sx < x + width, sy < y + height else { return }
            screen.put(sx, sy, character, style)
        }
        mark(level.exit, glyphs.exit, colour ? Style(.green, bold: true) : Style(bold: true))
        for (i, crate) in level.crates.enumerated() where !state.openedCrates[i] {
            mark(crate.cell, glyphs.crate, colour ? Style(.yellow, bold: true) : Style(bold: true))
        }
        for (i, gem) in level.gems.enumerated() where !state.foundGems[i] {
            mark(gem, glyphs.gem, colour ? Style(.magenta, bold: true) : Style(bold: true))
        }
        mark(shownPosition, avatar.glyph, colour ? Style(avatar.colour, bold: true, reverse: true) : Style(bold: true, reverse: true))
    }
}
