import GameEngine
import MazeKit

/// The static picture of a level's walls, terrain and fixtures, as a grid of characters
/// (4 columns and 2 rows per cell, from MazeKit's `TextRenderer` without its wall ends;
/// fixtures where `FixtureMarks` puts them), built once per level and again only when a wall is demolished.
/// Frames copy a window of it.
struct MazeCanvas: Sendable {
    let width: Int
    let height: Int
    let characters: [Unicode.Scalar]
    /// Which canvas positions are cell interiors (drawn in terrain colours) and not walls.
    let isInterior: [Bool]
    /// Per position: 0, or the `FixtureMarks.Kind` drawn there (in that fixture's style).
    let fixture: [UInt8]

    init(maze: Maze, terrain: [Terrain], fixtures: Fixtures, glyphs: Glyphs) {
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
            // A corner with one arm (`╵ ╷ ╶ ╴`) is where a wall ends: it says nothing about
            // which cells connect, and play-testers read it as a wall across a passage ("I
            // misread one ╵ post as a wall"). The play field leaves it blank; walls then end a
            // column short of the corner, and every gap between cells reads as open.
            var row = Array(line.unicodeScalars).map { Self.wallEnds.contains($0) ? " " : $0 }
            if row.count < width { row += Array(repeating: " ", count: width - row.count) }
            characters += row.prefix(width)
        }
        var fixture = [UInt8](repeating: 0, count: width * height)
        for mark in FixtureMarks.marks(of: fixtures, mazeWidth: maze.width, glyphs: glyphs)
        where mark.x >= 0 && mark.x < width && mark.y >= 0 && mark.y < height {
            characters[mark.y * width + mark.x] = mark.character
            fixture[mark.y * width + mark.x] = mark.kind.rawValue
        }
        self.fixture = fixture
        var interior = [Bool](repeating: false, count: width * height)
        for y in 0..<maze.height {
            for x in 0..<maze.width where maze.isEnabled(y * maze.width + x) {
                for dx in 1...3 { interior[(2 * y + 1) * width + 4 * x + dx] = true }
                // A floor cell shows a faint dot at its centre, as a roguelike's floor: every
                // cell can be counted and every wall read against the cells on either side
                // (play-testers: "I kept losing track of which column a ─── belongs to").
                let centre = (2 * y + 1) * width + 4 * x + 2
                if !glyphs.ascii, terrain[y * maze.width + x] == .floor, fixture[centre] == 0, characters[centre] == " " {
                    characters[centre] = Self.floor
                }
            }
        }
        isInterior = interior
        self.characters = characters
    }

    /// A floor cell's centre (Unicode only: ASCII's `.` is the best route's mark).
    static let floor: Unicode.Scalar = "·"

    /// The corners of one arm that the play field leaves blank.
    static let wallEnds: Set<Unicode.Scalar> = ["╵", "╷", "╶", "╴"]

    /// The canvas column and row of a cell's centre.
    static func centre(of cell: Int, mazeWidth: Int) -> (x: Int, y: Int) {
        (4 * (cell % mazeWidth) + 2, 2 * (cell / mazeWidth) + 1)
    }
}
