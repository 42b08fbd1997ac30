import GameEngine
import MazeKit

/// The whole level scaled down (`o` in play), for levels bigger than the window.
///
/// Two columns and one row per cell, walls drawn as `_` and `|` (the classic compact maze), the
/// player, exit and items in the cell's first column, ice and mud there too (underlined when
/// walled below). When even that does not fit, each character stands for a square block of
/// cells and shows the most important thing in it, else its ice or mud if they cover half.
enum MazeOverview {
    static func draw(into screen: inout Screen, area: Area, state: GameState, shownPosition: Int, look: MazeView.Look) {
        let maze = state.maze
        let level = state.level
        var items = [Unicode.Scalar?](repeating: nil, count: maze.cellCount)
        var styles = [Style](repeating: .plain, count: maze.cellCount)
        for (i, gem) in level.gems.enumerated() where !state.foundGems[i] {
            items[gem] = look.glyphs.gem
            styles[gem] = look.style(.magenta, bold: true)
        }
        for (i, crate) in level.crates.enumerated() where !state.openedCrates[i] {
            items[crate.cell] = crate.needsJump ? look.glyphs.ledge : look.glyphs.crate
            styles[crate.cell] = look.style(.yellow, bold: true)
        }
        items[level.exit] = look.glyphs.exit
        styles[level.exit] = look.style(.green, bold: true)
        items[shownPosition] = look.avatar.glyph
        styles[shownPosition] = Style(look.colour ? look.avatar.colour : .standard, bold: true, reverse: true)

        let width = 2 * maze.width + 1, height = maze.height + 1
        if width <= area.width && height <= area.height {
            let left = area.x + (area.width - width) / 2, top = area.y + (area.height - height) / 2
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
                    let floor: Unicode.Scalar = switch terrain {
                    case .ice: look.glyphs.ice
                    case .mud: look.glyphs.mud
                    case .floor: walled ? "_" : " "
                    }
                    var style = terrain == .ice ? look.style(.cyan) : (terrain == .mud ? look.style(.yellow) : Style.plain)
                    style.underline = walled && terrain != .floor
                    screen.put(column, row, items[cell] ?? floor, items[cell] == nil ? style : styles[cell])
                    if !maze.isOpen(cell, .east) {
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
            case look.glyphs.gem?: 2
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
                        if let item = items[cell], rank(item) > bestRank { best = (item, styles[cell]); bestRank = rank(item) }
                    }
                }
                guard enabled > 0 else { continue }
                // No item: the block's terrain, when ice or mud covers at least half of it.
                let ground: (Unicode.Scalar, Style) = 2 * max(ice, mud) < enabled ? (look.glyphs.ascii ? "." : "·", Style(dim: true))
                    : (ice >= mud ? (look.glyphs.ice, look.style(.cyan)) : (look.glyphs.mud, look.style(.yellow)))
                let (character, style) = best ?? ground
                screen.put(left + bx, top + by, character, style)
            }
        }
    }
}
