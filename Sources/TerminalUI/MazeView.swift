import GameEngine
import MazeKit

/// Draws the play field: the canvas window that keeps the player in view, then items, the
/// ghost, marks and the player on top.
enum MazeView {
    /// How the field is drawn.
    struct Look: Sendable {
        var glyphs: Glyphs
        var colour: Bool
        /// The player's glyph and colour.
        var avatar: (glyph: Unicode.Scalar, colour: Colour)
        /// Everything drawn faint (the failure screen keeps the maze behind its text).
        var dimmed = false

        /// Creates a look.
        init(glyphs: Glyphs, colour: Bool, avatar: (glyph: Unicode.Scalar, colour: Colour), dimmed: Bool = false) {
            self.glyphs = glyphs
            self.colour = colour
            self.avatar = avatar
            self.dimmed = dimmed
        }

        /// The look of the play field for the player's worn avatar and the terminal's glyphs and
        /// colour (the play screen, and the summary's maze behind its text).
        static func worn(in world: World, dimmed: Bool = false) -> Look {
            let avatar = AvatarCatalog.avatar(world.progress.avatar)
            return Look(
                glyphs: world.context.glyphs, colour: world.context.colour,
                avatar: (avatar?.glyph.unicodeScalars.first ?? "@", Colour(named: avatar?.colour ?? "yellow")), dimmed: dimmed)
        }

        func style(_ colour: Colour, bold: Bool = false, reverse: Bool = false) -> Style {
            Style(self.colour ? colour : .standard, bold: bold && !dimmed, reverse: reverse, dim: dimmed)
        }
    }

    /// A mark over the maze.
    enum Mark: Sendable {
        /// A character on a cell's centre.
        case cell(Int, Unicode.Scalar, Style)
        /// Where an arrow would stop: a character on a cell's centre, but an item's label is
        /// kept whole, drawn reversed (with stop marks on from the start, a tester read `→19`
        /// beside the player where the map had said `$19`).
        case stop(Int, Unicode.Scalar, Style)
        /// The wall on one side of a cell, highlighted.
        case wall(Int, Direction, Style)
        /// A cell's inside shown reversed, whatever it holds (the look cursor).
        case focus(Int)
        /// Where an armed Jump would land: a `cell` mark, but on the exit too the mark stands
        /// before the E (a reversed E alone was lost in captures: three testers jumped onto E
        /// "on faith", seeing no landing mark).
        case landing(Int, Unicode.Scalar, Style)
        /// A label on a cell's centre (a survey's count, a cell's ways out), placed as an item's
        /// label is; left out where the cell shows something of its own (an item, the exit, a
        /// fixture), and drawn under the player.
        case label(Int, String, Style)
        /// A cell's ways out: a one-character `label`, passed over at once where its cell is
        /// out of the window (a 100×100 map has ten thousand, and a frame shows a few hundred).
        case ways(Int, Unicode.Scalar, Style)
    }

    /// Renders into `area`: each crate with the coins it pays (`$12`); `paidCrates` (by index)
    /// are drawn faint and read `$0`, as paying nothing. The doors and the key are drawn as
    /// `state` has them (`GameState.fixtures`): a shut door fills its passage (`▒`), an open
    /// one is a passage, and the key shows until it is taken. `doorsOpen` draws the doors open
    /// before the key is taken: a sketch that takes it passes through them, and its marks
    /// crossing a door still drawn shut read as a walk through a wall.
    static func draw(
        into screen: inout Screen, area: Area, canvas: MazeCanvas, state: GameState, shownPosition: Int,
        look: Look, overlay: [Mark] = [], ways: Style? = nil, ghost: Int? = nil, paidCrates: [Int] = [], ruler: Bool = false,
        doorsOpen: Bool = false
    ) {
        let level = state.level
        let centre = canvas.centre(of: shownPosition, mazeWidth: level.maze.width)
        // The window's top-left in canvas coordinates: centred on the player, clamped, or the
        // whole canvas centred when it fits.
        let ox =
            canvas.width <= area.width
            ? -(area.width - canvas.width) / 2 : min(max(0, centre.x - area.width / 2), canvas.width - area.width)
        let oy =
            canvas.height <= area.height
            ? -(area.height - canvas.height) / 2 : min(max(0, centre.y - area.height / 2), canvas.height - area.height)
        let wall = look.colour ? Style(.white, dim: look.dimmed) : Style(dim: look.dimmed)
        let ice = look.style(.cyan)
        let mud = look.colour ? Style(.yellow, dim: true) : Style(dim: true)
        let floor = look.colour ? Style(.white, dim: true) : Style(dim: true)
        let fixtureStyles = [wall] + FixtureMarks.Kind.allStyles.map { look.style($0.colour, bold: $0.bold) }
        for row in 0..<area.height {
            let cy = oy + row
            guard cy >= 0 && cy < canvas.height else { continue }
            let base = cy * canvas.width
            for column in 0..<area.width {
                let cx = ox + column
                guard cx >= 0 && cx < canvas.width else { continue }
                let character = canvas.characters[base + cx]
                if character == " " { continue }
                let kind = Int(canvas.fixture[base + cx])
                let style: Style
                switch character {
                case _ where kind != 0: style = fixtureStyles[kind]
                case _ where !canvas.isInterior[base + cx]: style = wall
                case "~": style = ice
                case MazeCanvas.floor: style = floor
                default: style = mud
                }
                screen.put(area.x + column, area.y + row, character, style)
            }
        }
        func put(_ cx: Int, _ cy: Int, _ character: Unicode.Scalar, _ style: Style) {
            let sx = area.x + cx - ox, sy = area.y + cy - oy
            guard sx >= area.x, sy >= area.y, sx <= area.x + area.width - 1, sy <= area.bottom else { return }
            screen.put(sx, sy, character, style)
        }
        if ruler { numberTheOuterWall(of: level.maze, canvas: canvas, look: look, put: put) }
        // The passages between the cells' ways marks, drawn as lines joining them, under
        // everything else.
        if let ways {
            let track = Style(ways.foreground, dim: look.dimmed)
            let unlocked = doorsOpen ? state.fixtures.unlocked : state.fixtures
            tracks(state, canvas: canvas, window: (ox, oy, area.width, area.height), fixtures: unlocked, glyphs: look.glyphs) {
                put($0, $1, $2, track)
            }
        }
        // A shut door fills the passage it shuts, its whole run at any cell size (a gate's
        // arrow is a point in its gap; a door is a bar across it).
        let fixtures = state.fixtures
        let doors = doorsOpen ? fixtures.unlocked : fixtures
        let doorStyle = look.style(FixtureMarks.Kind.door.colour, bold: FixtureMarks.Kind.door.bold)
        for door in level.fixtures.doors where doors.isShutDoor(door.cell, door.direction) {
            for (x, y) in wallRun(of: door.cell, door.direction, canvas: canvas, mazeWidth: level.maze.width) {
                put(x, y, look.glyphs.door, doorStyle)
            }
        }
        func mark(_ cell: Int, _ character: Unicode.Scalar, _ style: Style) {
            let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
            put(c.x, c.y, character, style)
        }
        // Items sit on a cell's centre; a crate's label (`$12`) takes the cell's inside, its
        // glyph on the centre when the label fits two columns.
        func markLabel(_ cell: Int, _ label: [Unicode.Scalar], _ style: Style) {
            let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
            let start = c.x - (label.count > 2 ? 1 : 0)
            for (i, character) in label.enumerated() { put(start + i, c.y, character, style) }
        }
        // What a cell already shows (the exit, an item) stays readable under a mark: it is
        // drawn in the mark's style instead of being replaced by it.
        var shown: [Int: [Unicode.Scalar]] = [level.exit: [look.glyphs.exit]]
        mark(level.exit, look.glyphs.exit, look.style(.green, bold: true))
        for (i, crate) in level.crates.enumerated() where state.isStanding(i) {
            // A crate paid on an earlier win is drawn faint and reads `$0`: taking it again
            // pays nothing. The others show the coins they hold before the player commits.
            let paid = paidCrates.contains(i)
            var style =
                paid
                ? Style(look.colour ? (crate.needsJump ? .cyan : .yellow) : .standard, dim: true)
                : look.style(crate.needsJump ? .cyan : .yellow, bold: true)
            // The label covers the cell's floor: its first mark and an underline say which
            // terrain lies under it (`~12` ice, `%12` mud), as the overview does.
            if level.terrain[crate.cell] != .floor { style.underline = true }
            let label = look.glyphs.crateLabel(coins: paid ? 0 : crate.coins, ledge: crate.needsJump, on: level.terrain[crate.cell])
            shown[crate.cell] = label
            markLabel(crate.cell, label, style)
            // A ledge's `&49` on ice or mud has no room for the terrain's mark in three columns;
            // where the cell has five inside, the mark stands before it (`%&49`): two testers
            // of session 37 took a ledge on mud for floor and lost a dare by the mud's move.
            let terrain = level.terrain[crate.cell]
            if crate.needsJump, terrain != .floor, label.first == look.glyphs.ledge, canvas.cellSize.columns >= 6 {
                let c = canvas.centre(of: crate.cell, mazeWidth: level.maze.width)
                put(c.x - 2, c.y, terrain == .ice ? look.glyphs.ice : look.glyphs.mud, style)
            }
            // A timed crate's countdown under its label, where the cell has a second row:
            // `T-8`, the moves left to take it (the HUD says it at every size).
            if let countdown = Self.countdown(of: crate, in: state), canvas.cellSize.rows >= 3 {
                let c = canvas.centre(of: crate.cell, mazeWidth: level.maze.width)
                for (k, character) in countdown.unicodeScalars.enumerated() {
                    put(c.x - 1 + k, c.y + 1, character, look.style(.red, bold: true))
                }
            }
        }
        for (i, gem) in level.gems.enumerated() where !state.foundGems[i] {
            shown[gem] = [look.glyphs.gem]
            mark(gem, look.glyphs.gem, look.style(.magenta, bold: true))
        }
        // The key, until it is taken (`unlocked` fixtures have none), drawn as an item is: a
        // mark over it keeps it readable.
        if let key = fixtures.key {
            shown[key] = [look.glyphs.key]
            mark(key, look.glyphs.key, look.style(FixtureMarks.Kind.key.colour, bold: FixtureMarks.Kind.key.bold))
        }
        // The ghost is the faintest thing on the field: an item or the exit on its cell keeps
        // its own glyph (in the ghost's reversed faint style, so the cell reads as both: the
        // ghost's run took that crate, the player's has not), marks drawn after it win, and the
        // player is drawn last, over it.
        if let ghost {
            let faint = Style(look.colour ? .white : .standard, dim: true)
            if let item = shown[ghost] {
                markLabel(ghost, item, Style(faint.foreground, reverse: true, dim: true))
            } else {
                mark(ghost, look.glyphs.ghost, faint)
            }
        }
        // Each cell's ways out (`e`), in `ways`' style, under the other marks: only the cells
        // the window shows (a 100×100 map has ten thousand, and a frame shows a few hundred).
        var marks = overlay
        if let ways {
            let size = canvas.cellSize, mazeWidth = level.maze.width
            let left = max(0, ox / size.columns), top = max(0, oy / size.rows)
            let columns = left..<max(left, min(mazeWidth, (ox + area.width) / size.columns + 1))
            let rows = top..<max(top, min(level.maze.height, (oy + area.height) / size.rows + 1))
            let shownCells = rows.flatMap { y in columns.map { y * mazeWidth + $0 } }
            marks = waysMarks(state, cells: shownCells, fixtures: doors, glyphs: look.glyphs, style: ways) + overlay
        }
        for item in marks {
            switch item {
            case let .landing(cell, character, style) where cell == level.exit:
                let reversed = Style(style.foreground, bold: true, reverse: true)
                if let item = shown[cell] { markLabel(cell, item, reversed) }
                let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                put(c.x - 1, c.y, character, reversed)
            case let .cell(cell, character, style), let .landing(cell, character, style):
                if let item = shown[cell] {
                    // An item's label is drawn reversed with the mark itself in the text too (a
                    // reversed label alone was lost in a capture, and to a reader without
                    // colour): before a label of one or two columns, in place of the first mark
                    // of a longer one (`↑58` for `&58`).
                    // The exit keeps its E alone: a move that ends there wins, and a route's
                    // marks end before it.
                    let reversed = Style(style.foreground, bold: true, reverse: true)
                    if cell == level.exit {
                        markLabel(cell, item, reversed)
                    } else if item.count > 2 {
                        markLabel(cell, [character] + item.dropFirst(), reversed)
                    } else {
                        markLabel(cell, item, reversed)
                        let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                        put(c.x - 1, c.y, character, reversed)
                    }
                } else {
                    mark(cell, character, style)
                }
            case let .stop(cell, character, style):
                let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                let centre = c.y * canvas.width + c.x
                if let item = shown[cell] {
                    markLabel(cell, item, Style(style.foreground, bold: true, reverse: true))
                    // And the arrow itself in the text, in the blank column before the label
                    // (`→$33`): testers of session 31 read the map from captures, which keep no
                    // reverse video, and never saw a stop on a crate. Not over the label: a
                    // tester read `→19` beside the player where the map had said `$19`.
                    if cell != level.exit, item.count <= 2 || canvas.cellSize.columns >= 6 {
                        put(c.x - (item.count > 2 ? 2 : 1), c.y, character, style)
                    }
                } else if canvas.fixture.indices.contains(centre), canvas.fixture[centre] != 0 {
                    // A fixture's own mark stays whole, reversed, as an item's label does: two
                    // testers read a portal's twin drawn `(→)` as a new kind of portal, and three
                    // of session 27 read `→A)` (the arrow in the column before) as broken.
                    let reversed = Style(style.foreground, bold: true, reverse: true)
                    for dx in -1...1 where canvas.characters.indices.contains(centre + dx) {
                        put(c.x + dx, c.y, canvas.characters[centre + dx], reversed)
                    }
                } else if ways != nil, canvas.cellSize.columns >= 6 {
                    // Just before the cell's ways mark, not over it, where the cell has blank
                    // columns: testers of sessions 28 and 29 asked that a stop not hide the way
                    // it stops by. On ice or mud, a column further out, so both of the
                    // terrain's marks stay (`↓%┃%`: over the left one, a tester of session 36
                    // read a mud cell as floor); after them in the first column, where the
                    // column before met the outer wall's row numbers (`1↓`).
                    let terrain = level.terrain[cell] != .floor
                    let x = !terrain ? c.x - 1 : (cell % level.maze.width == 0 ? c.x + 2 : c.x - 2)
                    put(x, c.y, character, style)
                } else {
                    mark(cell, character, style)
                }
            case let .label(cell, text, style):
                let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                let centre = c.y * canvas.width + c.x
                guard shown[cell] == nil, !(canvas.fixture.indices.contains(centre) && canvas.fixture[centre] != 0) else { continue }
                markLabel(cell, Array(text.unicodeScalars), style)
            case let .ways(cell, character, style):
                let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                let sx = area.x + c.x - ox, sy = area.y + c.y - oy
                guard sx >= area.x, sy >= area.y, sx <= area.x + area.width - 1, sy <= area.bottom else { continue }
                let centre = c.y * canvas.width + c.x
                let occupied =
                    shown[cell] != nil || cell == shownPosition || (canvas.fixture.indices.contains(centre) && canvas.fixture[centre] != 0)
                // A cell that shows something of its own (an item, the exit, a fixture, the
                // player) keeps it, and its tracks say its ways. Until the tracks (session 36)
                // its mark stood in the row under it or in a blank column beside it (testers
                // had misread walls beside crates and `@`); beside the tracks a tester read the
                // `┏` under E as "odd".
                if !occupied { put(c.x, c.y, character, style) }
            case let .focus(cell):
                // Every column and row inside the cell's walls, as drawn, reversed: the cursor
                // hides nothing it stands on.
                let c = canvas.centre(of: cell, mazeWidth: level.maze.width)
                let size = canvas.cellSize
                let left = c.x - size.columns / 2 + 1, top = c.y - size.rows / 2 + 1
                for y in top..<(top + size.rows - 1) {
                    for x in left..<(left + size.columns - 1) {
                        let sx = area.x + x - ox, sy = area.y + y - oy
                        guard sx >= area.x, sy >= area.y, sx <= area.x + area.width - 1, sy <= area.bottom else { continue }
                        var style = screen.style(sx, sy)
                        style.reverse = true
                        screen.put(sx, sy, screen.characters[sy * screen.width + sx], style)
                    }
                }
            case let .wall(cell, direction, style):
                for (x, y) in wallRun(of: cell, direction, canvas: canvas, mazeWidth: level.maze.width) {
                    put(x, y, canvas.characters[y * canvas.width + x], style)
                }
            }
        }
        let avatarStyle = look.colour ? Style(look.avatar.colour, bold: true, reverse: true) : Style(bold: true, reverse: true)
        mark(shownPosition, look.avatar.glyph, avatarStyle)
        markClippedEdges(into: &screen, area: area, canvas: canvas, origin: (ox, oy), ascii: look.glyphs.ascii)
    }

    /// The ways out of each of `cells` as one line mark on its centre (`e`): the sides a step
    /// leaves it by, by the rules (`Fixtures.step`: a gate's one way, a tunnel, never into a
    /// chasm nor through a shut door) in the maze as it stands now (a demolished wall open, the
    /// doors open once the key is taken), `┼` for four, `├` three, `└` or `│` two, `╵` one.
    /// Cells that show something of their own (the player, the exit, an item, a fixture) keep
    /// it, and stop marks and trails are drawn over. `fixtures`: the ones the doors are drawn
    /// by (`draw`'s, opened for a sketch past the key), so the marks and the doors agree.
    static func waysMarks(_ state: GameState, cells: [Int], fixtures: Fixtures, glyphs: Glyphs, style: Style) -> [Mark] {
        let maze = state.maze
        return cells.compactMap { cell in
            // A chasm is no place to stand: its mark is its own.
            guard maze.isEnabled(cell), !fixtures.isChasm(cell) else { return nil }
            var open = 0
            for (k, direction) in Direction.ordered.enumerated() where fixtures.step(in: maze, from: cell, direction) != nil {
                open |= 1 << k
            }
            return .ways(cell, glyphs.ways(bits: open), style)
        }
    }

    /// The tracks that join the ways marks (`e`) of neighbouring cells a step passes between
    /// (either way, by `Fixtures.step`: a gate's one way is a track with its arrow in it, a shut
    /// door or a chasm none, a tunnel's mark is its own): a corridor reads as one line,
    /// `┏━━━━━┛`, where the marks alone (`┏     ┛`) left every gap to be checked against the
    /// walls. Play-testers of every round named reading the walls of 12- and 13-column maps as
    /// most of a level's work, and three of session 35's six wrote scripts to do it. Only blank
    /// canvas positions are filled (a cell's ice or mud marks beside its centre, a fixture's
    /// mark, a wall stay), but for the terrain's pattern of the larger sizes, which a track
    /// crosses. Each piece goes to `piece` (canvas column, row, character), for the cells in
    /// `window` (the canvas's `x`, `y`, `width`, `height` the frame shows) only.
    /// - Complexity: O(cells in the window × cell size).
    static func tracks(
        _ state: GameState, canvas: MazeCanvas, window: (x: Int, y: Int, width: Int, height: Int), fixtures: Fixtures, glyphs: Glyphs,
        _ piece: (Int, Int, Unicode.Scalar) -> Void
    ) {
        let maze = state.maze, size = canvas.cellSize, width = canvas.width
        let horizontal: Unicode.Scalar = glyphs.ascii ? "-" : "━", vertical: Unicode.Scalar = glyphs.ascii ? "|" : "┃"
        let left = max(0, window.x / size.columns), top = max(0, window.y / size.rows)
        let right = min(maze.width, (window.x + window.width) / size.columns + 1)
        let bottom = min(maze.height, (window.y + window.height) / size.rows + 1)
        let characters = canvas.characters, fixture = canvas.fixture
        // A blank position, or ice's or mud's pattern (not a fixture's mark).
        func fills(_ position: Int) -> Bool {
            let character = characters[position]
            return character == " " || (fixture[position] == 0 && (character == "~" || character == "%"))
        }
        func joined(_ cell: Int, _ next: Int, _ direction: Direction) -> Bool {
            // No step ends in a chasm, nor starts from one (nobody stands there).
            guard !fixtures.isChasm(cell), !fixtures.isChasm(next) else { return false }
            return fixtures.step(in: maze, from: cell, direction) == next || fixtures.step(in: maze, from: next, direction.opposite) == cell
        }
        for y in top..<max(top, bottom) {
            for x in left..<max(left, right) {
                let cell = y * maze.width + x
                guard maze.isEnabled(cell) else { continue }
                let c = canvas.centre(of: cell, mazeWidth: maze.width)
                if x + 1 < maze.width, maze.isEnabled(cell + 1), joined(cell, cell + 1, .east) {
                    // Ice's and mud's marks beside a centre stay; their pattern further out
                    // (the larger sizes) is crossed.
                    let row = c.y * width
                    if characters[row + c.x + 1] == " " { piece(c.x + 1, c.y, horizontal) }
                    for px in (c.x + 2)..<(c.x + size.columns - 1) where fills(row + px) { piece(px, c.y, horizontal) }
                    if characters[row + c.x + size.columns - 1] == " " { piece(c.x + size.columns - 1, c.y, horizontal) }
                }
                if y + 1 < maze.height, maze.isEnabled(cell + maze.width), joined(cell, cell + maze.width, .south) {
                    for py in (c.y + 1)..<(c.y + size.rows) where fills(py * width + c.x) { piece(c.x, py, vertical) }
                }
            }
        }
    }

    /// The canvas positions of the wall (or passage) on `direction`'s side of `cell`, between
    /// its corners: the cell's inside columns along a row, its inside rows along a column (3
    /// columns or 1 row at the base size); those off the canvas left out.
    static func wallRun(of cell: Int, _ direction: Direction, canvas: MazeCanvas, mazeWidth: Int) -> [(x: Int, y: Int)] {
        let c = canvas.centre(of: cell, mazeWidth: mazeWidth)
        let size = canvas.cellSize
        let halfWide = size.columns / 2, halfHigh = size.rows / 2
        let across = (1 - halfWide)...(halfWide - 1), along = (1 - halfHigh)...(size.rows - halfHigh - 1)
        let spots: [(x: Int, y: Int)] =
            switch direction {
            case .north: across.map { (c.x + $0, c.y - halfHigh) }
            case .south: across.map { (c.x + $0, c.y + size.rows - halfHigh) }
            case .east: along.map { (c.x + size.columns - halfWide, c.y + $0) }
            case .west: along.map { (c.x - halfWide, c.y + $0) }
            }
        return spots.filter { $0.y >= 0 && $0.y < canvas.height && $0.x >= 0 && $0.x < canvas.width }
    }

    /// A timed crate's countdown, `T-8`: the moves the player may still spend and take it (its
    /// deadline less the moves used), `nil` for a crate that waits. At most four columns.
    static func countdown(of crate: Crate, in state: GameState) -> String? {
        guard let deadline = crate.deadline else { return nil }
        let left = deadline - state.movesUsed
        return left > 999 ? "T-++" : "T-\(max(0, left))"
    }

    /// Each column's number (from 10 both digits) on the top and bottom walls over the column's middle,
    /// and each row's (its last digit) on the left and right walls beside it: the outer wall is a wall
    /// everywhere, so nothing it says is lost. On all four sides, so a wall at the far side of
    /// the map is counted from the nearer edge (testers of session 17 still put a `│` of the
    /// lower rows a column off). A masked level, whose outline is not the canvas's edge, is left
    /// unnumbered.
    static func numberTheOuterWall(
        of maze: Maze, canvas: MazeCanvas, look: Look, put: (Int, Int, Unicode.Scalar, Style) -> Void
    ) {
        guard maze.mask == nil else { return }
        let style = look.style(.cyan)
        let digits = Array("0123456789".unicodeScalars)
        for x in 0..<maze.width {
            let column = canvas.centre(of: x, mazeWidth: maze.width).x
            put(column, 0, digits[x % 10], style)
            put(column, canvas.height - 1, digits[x % 10], style)
            // From 10 the tens digit too, just before the middle (a cell is at least three columns
            // inside, so that is a plain run of wall): the look cursor says "(11, 3)", and a
            // 13-column map numbered `… 8 9 0 1 2` had testers counting columns by script.
            guard x >= 10 else { continue }
            put(column - 1, 0, digits[(x / 10) % 10], style)
            put(column - 1, canvas.height - 1, digits[(x / 10) % 10], style)
        }
        for y in 0..<maze.height {
            let row = canvas.centre(of: y * maze.width, mazeWidth: maze.width).y
            put(0, row, digits[y % 10], style)
            put(canvas.width - 1, row, digits[y % 10], style)
        }
    }

    /// A level bigger than the window scrolls with the player; each edge that cuts the maze off
    /// gets a mark at its middle (`◂ ▸ ▴ ▾`, or `< > ^ v` in ASCII), so the player can see that
    /// there is more that way (`o` shows the whole level).
    static func markClippedEdges(
        into screen: inout Screen, area: Area, canvas: MazeCanvas, origin: (x: Int, y: Int), ascii: Bool
    ) {
        guard area.width > 2, area.height > 2 else { return }
        let style = Style(bold: true, reverse: true)
        let middle = (x: area.x + area.width / 2, y: area.y + area.height / 2)
        let last = (x: area.x + area.width - 1, y: area.y + area.height - 1)
        if origin.x > 0 { screen.put(area.x, middle.y, ascii ? "<" : "◂", style) }
        if origin.x + area.width < canvas.width { screen.put(last.x, middle.y, ascii ? ">" : "▸", style) }
        if origin.y > 0 { screen.put(middle.x, area.y, ascii ? "^" : "▴", style) }
        if origin.y + area.height < canvas.height { screen.put(middle.x, last.y, ascii ? "v" : "▾", style) }
    }
}
