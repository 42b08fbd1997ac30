import GameEngine
import MazeKit

/// The whole level scaled down (`o` in play), for levels bigger than the window.
///
/// Two columns and one row per cell, walls drawn as `_` and `|` (the classic compact maze), the
/// player, exit and items in the cell's first column, ice and mud there too (underlined when
/// walled below). When even that does not fit, each character stands for a square block of
/// cells and shows the most important thing in it, else its ice or mud if they cover half.
///
/// A crate's coins do not fit in a column, so in the two-column picture each crate is a letter
/// (`a`, `b`, … in reading order, in the crate's colour) and a legend under the maze gives its
/// label (`a $12  b &33`, `$0` for a crate paid on an earlier win), when there is room for it.
///
/// Fixtures are drawn as on the play field, squeezed into the same columns (docs/rules.md,
/// "Fixtures"): a portal is its pair's letter (`A`) and a belt its arrow in the cell's column;
/// a gate east or west is its arrow (`▶` `◀`) and a tunnel's mouth east or west is `═` in the
/// wall column it crosses; a gate north or south (`▲` `▼`) sits on the cell it is crossed
/// from, and a tunnel north or south is `║` on the cell it passes under, where nothing more
/// important stands. A shut door is `▒` (`#`) as a gate is placed, in the wall column between
/// two cells side by side or on the upper of two cells one above the other; an open door has
/// no mark, and the key is `k` on its cell, as an item, until it is taken.
enum MazeOverview {
    /// Draws the overview into `area`; `paidCrates` (by index) were paid on an earlier win.
    static func draw(
        into screen: inout Screen, area: Area, state: GameState, shownPosition: Int, look: MazeView.Look,
        paidCrates: [Int] = []
    ) {
        let maze = state.maze
        let level = state.level
        var items = [Unicode.Scalar?](repeating: nil, count: maze.cellCount)
        var styles = [Style](repeating: .plain, count: maze.cellCount)
        for (i, gem) in level.gems.enumerated() where !state.foundGems[i] {
            items[gem] = look.glyphs.gem
            styles[gem] = look.style(.magenta, bold: true)
        }
        for (i, crate) in level.crates.enumerated() where state.isStanding(i) {
            items[crate.cell] = crate.needsJump ? look.glyphs.ledge : look.glyphs.crate
            styles[crate.cell] = crateStyle(crate, paid: paidCrates.contains(i), look: look)
        }
        if let key = state.fixtures.key {
            items[key] = look.glyphs.key
            styles[key] = look.style(FixtureMarks.Kind.key.colour, bold: FixtureMarks.Kind.key.bold)
        }
        let width = 2 * maze.width + 1, height = maze.height + 1
        var legend: [[(text: String, style: Style)]] = []
        if width <= area.width && height <= area.height,
            let lettered = Self.legend(state, paidCrates: paidCrates, look: look, width: area.width),
            height + 1 + lettered.lines.count <= area.height
        {
            legend = lettered.lines
            for (cell, letter) in lettered.letters { items[cell] = letter }
        }
        items[level.exit] = look.glyphs.exit
        styles[level.exit] = look.style(.green, bold: true)
        items[shownPosition] = look.avatar.glyph
        styles[shownPosition] = Style(look.colour ? look.avatar.colour : .standard, bold: true, reverse: true)
        let (marks, walls) = fixtureMarks(level, fixtures: state.fixtures, look: look)

        if width <= area.width && height <= area.height {
            let rows = height + (legend.isEmpty ? 0 : 1 + legend.count)
            let left = area.x + (area.width - width) / 2, top = area.y + (area.height - rows) / 2
            for (i, line) in legend.enumerated() {
                var x = area.x + (area.width - line.reduce(-2) { $0 + $1.text.columns + 2 }) / 2
                for field in line {
                    screen.text(x, top + height + 1 + i, field.text, field.style)
                    x += field.text.columns + 2
                }
            }
            for x in 0..<maze.width where maze.isEnabled(x) { screen.put(left + 2 * x + 1, top, "_") }
            for y in 0..<maze.height {
                for x in 0..<maze.width {
                    let cell = y * maze.width + x
                    guard maze.isEnabled(cell) else { continue }
                    let row = top + 1 + y, column = left + 2 * x + 1
                    if !maze.isOpen(cell, .west) { screen.put(column - 1, row, "|") }
                    // Ice and mud matter to a plan, so they always show: walled below, the terrain
                    // is underlined (the wall) rather than replaced by `_`.
                    let terrain = level.terrain[cell]
                    let walled = !maze.isOpen(cell, .south)
                    let floor: Unicode.Scalar =
                        switch terrain {
                        case .ice: look.glyphs.ice
                        case .mud: look.glyphs.mud
                        case .floor: walled ? "_" : " "
                        }
                    var style = terrain == .ice ? look.style(.cyan) : (terrain == .mud ? look.style(.yellow) : Style.plain)
                    style.underline = walled && terrain != .floor
                    if items[cell] == nil, let mark = marks[cell] {
                        // A fixture on the cell, underlined when walled below (as terrain is).
                        var fixtureStyle = mark.style
                        fixtureStyle.underline = walled
                        screen.put(column, row, mark.character, fixtureStyle)
                    } else {
                        screen.put(column, row, items[cell] ?? floor, items[cell] == nil ? style : styles[cell])
                    }
                    if let mark = walls[cell] {
                        screen.put(column + 1, row, mark.character, mark.style)
                    } else if !maze.isOpen(cell, .east) {
                        screen.put(column + 1, row, "|")
                    } else if !maze.isOpen(cell, .south), cell + 1 < maze.cellCount, !maze.isOpen(cell + 1, .south) {
                        screen.put(column + 1, row, "_")
                    }
                }
            }
            return
        }
        // Blocks of k × k cells per character.
        let k = max((maze.width + area.width - 1) / max(1, area.width), (maze.height + area.height - 2) / max(1, area.height - 1))
        let columns = (maze.width + k - 1) / k, rows = (maze.height + k - 1) / k
        let left = area.x + (area.width - columns) / 2, top = area.y + 1
        screen.text(area.x, area.y, "overview: one character is \(k)x\(k) cells", Style(dim: true))
        let rank: (Unicode.Scalar?) -> Int = { item in
            switch item {
            case look.avatar.glyph?: 4
            case look.glyphs.exit?: 3
            case look.glyphs.gem?, look.glyphs.key?: 2
            case look.glyphs.crate?: 1
            default: 0
            }
        }
        for by in 0..<rows {
            for bx in 0..<columns {
                var best: (Unicode.Scalar, Style)?
                var bestRank = -1
                var enabled = 0, ice = 0, mud = 0
                for y in (by * k)..<min(maze.height, by * k + k) {
                    for x in (bx * k)..<min(maze.width, bx * k + k) {
                        let cell = y * maze.width + x
                        guard maze.isEnabled(cell) else { continue }
                        enabled += 1
                        if level.terrain[cell] == .ice { ice += 1 }
                        if level.terrain[cell] == .mud { mud += 1 }
                        if let item = items[cell], rank(item) > bestRank {
                            best = (item, styles[cell])
                            bestRank = rank(item)
                        } else if bestRank < 0, let mark = marks[cell] {
                            // A fixture shows where the block holds nothing more important.
                            best = (mark.character, mark.style)
                        }
                    }
                }
                guard enabled > 0 else { continue }
                // No item: the block's terrain, when ice or mud covers at least half of it.
                let ground: (Unicode.Scalar, Style) =
                    2 * max(ice, mud) < enabled
                    ? (look.glyphs.ascii ? "." : "·", Style(dim: true))
                    : (ice >= mud ? (look.glyphs.ice, look.style(.cyan)) : (look.glyphs.mud, look.style(.yellow)))
                let (character, style) = best ?? ground
                screen.put(left + bx, top + by, character, style)
            }
        }
    }

    /// The level's fixtures in the overview's columns, as `fixtures` stand (the level's, or
    /// the attempt's with its doors open): per cell, the mark in its own column (`marks`) and
    /// the one in the wall column east of it (`walls`). The key is an item's (`draw`).
    /// - Complexity: O(cells + fixtures).
    static func fixtureMarks(_ level: Level, fixtures: Fixtures, look: MazeView.Look)
        -> (marks: [(character: Unicode.Scalar, style: Style)?], walls: [(character: Unicode.Scalar, style: Style)?])
    {
        let n = level.maze.cellCount, width = level.maze.width
        var marks = [(character: Unicode.Scalar, style: Style)?](repeating: nil, count: n)
        var walls = [(character: Unicode.Scalar, style: Style)?](repeating: nil, count: n)
        guard !fixtures.isEmpty else { return (marks, walls) }
        func style(_ kind: FixtureMarks.Kind) -> Style { look.style(kind.colour, bold: kind.bold) }
        // Least important first: a later mark on the same place wins.
        for tunnel in fixtures.tunnels {
            let glyph = look.glyphs.tunnel(tunnel.direction)
            let under = tunnel.under(width: width)
            if tunnel.direction.dy != 0 {
                marks[under] = (glyph, style(.tunnel))
            } else {
                for cell in [min(tunnel.cell, under), min(under, tunnel.far(width: width))] { walls[cell] = (glyph, style(.tunnel)) }
            }
        }
        for gate in fixtures.gates {
            let glyph = look.glyphs.gate(gate.direction)
            switch gate.direction {
            case .east: walls[gate.cell] = (glyph, style(.gate))
            case .west: walls[gate.cell - 1] = (glyph, style(.gate))
            case .north, .south: marks[gate.cell] = (glyph, style(.gate))
            }
        }
        // A door's direction is east or south (`Fixtures.Door`).
        for door in fixtures.doors where fixtures.isShutDoor(door.cell, door.direction) {
            if door.direction == .east {
                walls[door.cell] = (look.glyphs.door, style(.door))
            } else {
                marks[door.cell] = (look.glyphs.door, style(.door))
            }
        }
        for belt in fixtures.belts { marks[belt.cell] = (look.glyphs.belt(belt.direction), style(.belt)) }
        for (i, portal) in fixtures.portals.enumerated() {
            for cell in [portal.a, portal.b] { marks[cell] = (FixtureMarks.portalLetter(i), style(.portal)) }
        }
        for mirror in fixtures.mirrors { marks[mirror.cell] = (look.glyphs.mirror(mirror.slant), style(.mirror)) }
        for chasm in fixtures.chasms { marks[chasm.cell] = (look.glyphs.chasm, style(.chasm)) }
        for spring in fixtures.springs { marks[spring.cell] = (look.glyphs.springOnOverview, style(.spring)) }
        // A trapdoor's number reversed (the hole), its landing's plain: one column a cell.
        for (i, trapdoor) in fixtures.trapdoors.enumerated() {
            let number = FixtureMarks.trapdoorNumber(i)
            marks[trapdoor.cell] = (number, look.style(FixtureMarks.Kind.trapdoor.colour, bold: true, reverse: true))
            marks[trapdoor.landing] = (number, style(.trapdoor))
        }
        return (marks, walls)
    }

    /// A crate's colour: yellow, cyan on a ledge, faint when paid on an earlier win.
    static func crateStyle(_ crate: Crate, paid: Bool, look: MazeView.Look) -> Style {
        let colour: Colour = crate.needsJump ? .cyan : .yellow
        return paid ? Style(look.colour ? colour : .standard, dim: true) : look.style(colour, bold: true)
    }

    /// The letters of the level's unopened crates in reading order, skipping the player's own
    /// glyph and the key's, and the legend lines that name them (`Crates:  a $12  b &33`, two
    /// columns between fields) wrapped to `width`; nil with more crates than letters or none.
    static func legend(_ state: GameState, paidCrates: [Int], look: MazeView.Look, width: Int)
        -> (letters: [(cell: Int, letter: Unicode.Scalar)], lines: [[(text: String, style: Style)]])?
    {
        let level = state.level
        let crates = level.crates.indices.filter { state.isStanding($0) }.sorted {
            level.crates[$0].cell < level.crates[$1].cell
        }
        // Nor the key's `k` while it is on the map.
        let key = state.fixtures.key == nil ? nil : look.glyphs.key
        let alphabet = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.filter { $0 != look.avatar.glyph && $0 != key }
        guard !crates.isEmpty, crates.count <= alphabet.count else { return nil }
        var letters: [(cell: Int, letter: Unicode.Scalar)] = []
        var entries: [(text: String, style: Style)] = []
        for (letter, index) in zip(alphabet, crates) {
            let crate = level.crates[index]
            letters.append((crate.cell, letter))
            let label = look.glyphs.crateLabel(
                coins: paidCrates.contains(index) ? 0 : crate.coins, ledge: crate.needsJump, on: level.terrain[crate.cell])
            // A timed crate's countdown beside it (`a $18 T-5`): the overview's cells hold one column.
            let countdown = MazeView.countdown(of: crate, in: state).map { " " + $0 } ?? ""
            let text = String(Character(letter)) + " " + String(String.UnicodeScalarView(label)) + countdown
            entries.append((text, crateStyle(crate, paid: paidCrates.contains(index), look: look)))
        }
        var lines: [[(text: String, style: Style)]] = []
        var line: [(text: String, style: Style)] = [("Crates:", Style.plain)]
        var used = line[0].text.count
        for entry in entries {
            if used + 2 + entry.text.count > width {
                lines.append(line)
                line = [entry]
                used = entry.text.count
            } else {
                line.append(entry)
                used += 2 + entry.text.count
            }
        }
        lines.append(line)
        return (letters, lines)
    }
}
