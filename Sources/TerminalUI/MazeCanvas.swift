import GameEngine
import MazeKit

/// The static picture of a level's walls, terrain and fixtures, as a grid of characters
/// (4 columns and 2 rows per cell, from MazeKit's `TextRenderer` without its wall ends;
/// fixtures where `FixtureMarks` puts them, but for the doors and the key, which change within
/// an attempt), built once per level and again only when a wall is demolished.
/// Frames copy a window of it. `zoomed(to:)` draws it larger where the window has room.
struct MazeCanvas: Sendable {
    let width: Int
    let height: Int
    let characters: [Unicode.Scalar]
    /// Which canvas positions are cell interiors (drawn in terrain colours) and not walls.
    let isInterior: [Bool]
    /// Per position: 0, or the `FixtureMarks.Kind` drawn there (in that fixture's style).
    let fixture: [UInt8]
    /// The columns and rows of one cell: 4 × 2 as built, or larger from `zoomed(to:)`.
    var cellSize = CellSize.base

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
        // Not the doors and the key: the key is taken and the doors open during an attempt,
        // so `MazeView` draws them from its state each frame, as it draws the items.
        for mark in FixtureMarks.marks(of: fixtures, mazeWidth: maze.width, glyphs: glyphs)
        where mark.kind != .door && mark.kind != .key && mark.x >= 0 && mark.x < width && mark.y >= 0 && mark.y < height {
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

    /// The canvas column and row of a cell's centre (at zoom 1).
    static func centre(of cell: Int, mazeWidth: Int) -> (x: Int, y: Int) {
        (4 * (cell % mazeWidth) + 2, 2 * (cell / mazeWidth) + 1)
    }

    /// The maze's columns and rows of cells this canvas draws.
    var cells: (wide: Int, high: Int) { ((width - 1) / cellSize.columns, (height - 1) / cellSize.rows) }

    /// The column and row of a cell's centre on this canvas.
    func centre(of cell: Int, mazeWidth: Int) -> (x: Int, y: Int) {
        (cellSize.columns * (cell % mazeWidth) + cellSize.columns / 2, cellSize.rows * (cell / mazeWidth) + cellSize.rows / 2)
    }
}

/// The columns and rows one cell takes on a canvas: its wall column and row, then its inside.
struct CellSize: Equatable, Sendable {
    let columns: Int
    let rows: Int

    /// 4 × 2: a wall, three columns inside (labels such as `$12` fit), one row: every level
    /// is seen whole at the baseline at this size.
    static let base = CellSize(columns: 4, rows: 2)
    /// 6 × 3: one blank column either side of the inside and a blank row under it, so a wall
    /// never touches what a cell holds. Play-testers misread walls at the baseline on one level
    /// in three, and on one in ten at twice this size; levels up to 13 × 6 fit the baseline so.
    static let middle = CellSize(columns: 6, rows: 3)
    /// 6 × 2: the middle size's blank columns without its blank row, for a level too tall
    /// for it (the campaign's 13 × 7 at the baseline).
    static let wide = CellSize(columns: 6, rows: 2)
    /// 8 × 4: twice the base, for a large window.
    static let double = CellSize(columns: 8, rows: 4)

    /// The larger sizes, largest first.
    static let zooms = [double, middle, wide]

    /// The width and height of a canvas of `cellsWide × cellsHigh` cells at this size.
    func canvas(cellsWide: Int, cellsHigh: Int) -> (width: Int, height: Int) {
        (columns * cellsWide + 1, rows * cellsHigh + 1)
    }
}

extension MazeCanvas {
    /// The vertical wall glyphs, which a zoomed cell's extra rows continue.
    static let verticalWalls: Set<Unicode.Scalar> = ["│", "|"]

    /// The canvas drawn larger (one of `CellSize.zooms`): a cell's three middle
    /// columns and its middle row as at the base size (labels, marks and fixtures keep their
    /// glyphs), the rest filled by what surrounds them: a wall's run continued, ice and mud's
    /// pattern, floor left blank. Play-testers asked for it ("a 120×40 window only centres the
    /// map"; "at 80x24 reading a 13x7 maze costs more effort than solving it").
    /// - Complexity: O(width × height) of the result.
    func zoomed(to size: CellSize) -> MazeCanvas {
        precondition(cellSize == .base && size.columns >= 4 && size.rows >= 2, "a base canvas is zoomed, to a larger size")
        let (zw, zh) = size.canvas(cellsWide: cells.wide, cellsHigh: cells.high)
        // The columns beside the middle three on either side, and the middle row.
        let side = (size.columns - 4) / 2, middleRow = size.rows / 2
        var characters = [Unicode.Scalar](repeating: " ", count: zw * zh)
        var interior = [Bool](repeating: false, count: zw * zh)
        var fixture = [UInt8](repeating: 0, count: zw * zh)
        for zy in 0..<zh {
            let row = zy % size.rows
            let sy = 2 * (zy / size.rows) + (row == 0 ? 0 : 1)
            let fillerRow = row != 0 && row != middleRow
            for zx in 0..<zw {
                let column = zx % size.columns
                let base = 4 * (zx / size.columns)
                // The source column: the wall, one of the three middle columns, or the side one
                // a filler continues.
                let middle = column > side && column <= side + 3
                let sx = column == 0 ? base : middle ? base + column - side : column <= side ? base + 1 : base + 3
                let fillerColumn = column != 0 && !middle
                let source = sy * width + min(sx, width - 1)
                let target = zy * zw + zx
                let character = self.characters[source]
                interior[target] = isInterior[source]
                if !fillerRow && !fillerColumn {
                    characters[target] = character
                    fixture[target] = self.fixture[source]
                } else if row == 0 {
                    // A wall row: a wall's run continues (its side columns hold it, not a mark).
                    characters[target] = self.fixture[source] == 0 ? character : " "
                } else if column == 0 {
                    // A wall column between the middle row's neighbours: a wall continues, a
                    // passage (or a gate's or a tunnel's mark) stays open.
                    characters[target] = Self.verticalWalls.contains(character) ? character : " "
                } else {
                    // Inside a cell: ice and mud fill it with their pattern, but for the column
                    // beside each wall, so a wall between two such cells stands clear (testers
                    // read "~~~~~│%%%%%" as one patch); floor, items and marks stay in the middle.
                    let side = self.characters[sy * width + base + 1]
                    let besideAWall = column == 1 || column == size.columns - 1
                    characters[target] = !besideAWall && (side == "~" || side == "%") ? side : " "
                    // A chasm fills its cell as terrain does: a hole, not a mark on the floor.
                    let chasm = FixtureMarks.Kind.chasm.rawValue
                    if !besideAWall, self.fixture[sy * width + base + 1] == chasm {
                        characters[target] = side
                        fixture[target] = chasm
                    }
                }
            }
        }
        var canvas = MazeCanvas(width: zw, height: zh, characters: characters, isInterior: interior, fixture: fixture)
        canvas.cellSize = size
        return canvas
    }

    /// A canvas of these parts.
    private init(width: Int, height: Int, characters: [Unicode.Scalar], isInterior: [Bool], fixture: [UInt8]) {
        self.width = width
        self.height = height
        self.characters = characters
        self.isInterior = isInterior
        self.fixture = fixture
    }
}
