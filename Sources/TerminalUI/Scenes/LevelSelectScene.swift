import GameEngine
import MazeKit

/// The grid of levels with stars and locks; scrolls to every level.
struct LevelSelectScene: Sendable, Hashable {
    /// The level under the cursor, from 0.
    var cursor: Int
    /// Levels per row.
    static let columns = 10
    /// Columns per level in the grid.
    static let cellWidth = 7
}

extension LevelSelectScene {
    /// Opened with the cursor on level `id` (1…), kept within the campaign.
    init(cursorOn id: Int, in world: World) {
        cursor = min(max(1, id), world.context.campaign.levels.count) - 1
    }
}

extension LevelSelectScene: SceneModel {
    var keyContext: KeyContext { .menu }

    func keyBar(in world: World) -> [String] {
        [
            hint(arrows: Direction.ordered, does: "choose"), hint(.select, does: "play"), hint(.back, does: "back"),
            hint(.help, does: "help"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        let count = world.context.campaign.levels.count
        switch command {
        case .direction(.west): cursor = max(0, cursor - 1)
        case .direction(.east): cursor = min(count - 1, cursor + 1)
        case .direction(.north): cursor = max(0, cursor - Self.columns)
        case .direction(.south): cursor = min(count - 1, cursor + Self.columns)
        case .select:
            guard world.progress.isUnlocked(cursor + 1) else {
                let last = world.progress.unlockedLevel
                // Two short sentences: one line at 80 columns for any level of the campaign.
                world.notice = "Level \(cursor + 1) is locked. Levels open in order: clear level \(last) to open level \(last + 1)."
                return nil
            }
            world.apply(.play(level: cursor + 1))
        case .back, .quit: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    /// A kind as a player names its question (a tester found "Fixture" strange). A tour and a
    /// leap are named as a pick is: "every crate" and "one Jump" were their answers.
    static func question(_ kind: LevelKind) -> String {
        switch kind {
        case .pick, .tour, .leap: "which crates"
        case .nerve: "a gem or crates"
        case .terrain: "ice and mud"
        case .ledge: "a ledge"
        case .fixture: "fixtures"
        case .race: "timed crates"
        case .route, .vault, .escape, .heist, .gauntlet, .finale: kind.title
        }
    }

    /// The first grid row shown, so the cursor's row is always on screen.
    static func firstRow(cursorRow: Int, rows: Int, visibleRows: Int) -> Int {
        min(max(0, cursorRow - visibleRows / 2), max(0, rows - visibleRows))
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let progress = world.progress
        let count = context.campaign.levels.count
        screen.centered(area.y, "Level select", Style(bold: true))
        let columns = min(Self.columns, max(1, (area.width - 2) / Self.cellWidth))
        let rows = (count + columns - 1) / columns
        let visibleRows = max(1, (area.height - 4) / 2)
        let firstRow = Self.firstRow(cursorRow: cursor / columns, rows: rows, visibleRows: visibleRows)
        let left = area.x + (area.width - columns * Self.cellWidth) / 2
        for row in firstRow..<min(rows, firstRow + visibleRows) {
            for column in 0..<columns {
                let index = row * columns + column
                guard index < count else { continue }
                let id = index + 1
                let y = area.y + 2 + (row - firstRow) * 2
                let x = left + column * Self.cellWidth
                let unlocked = progress.isUnlocked(id)
                let style = index == cursor ? Style(bold: true, reverse: true) : (unlocked ? .plain : Style(dim: true))
                screen.text(x, y, String(id).padding(toLength: 4), style)
                let record = progress.record(id)
                let marks = unlocked ? context.glyphs.stars(record.stars) : "lock"
                screen.text(x, y + 1, marks, unlocked ? context.tint(.yellow) : Style(dim: true))
                // Planned to perfection: after the stars, in the cell's spare columns.
                if unlocked, record.planned { screen.text(x + 4, y + 1, context.glyphs.planned, context.tint(.green, bold: true)) }
            }
        }
        // Where the window is in the whole list, when it does not show every row.
        if rows > visibleRows {
            let shown = "levels \(firstRow * columns + 1)-\(min(count, (firstRow + visibleRows) * columns)) of \(count)"
            screen.text(area.x + area.width - shown.count - 1, area.y, shown, Style(dim: true))
        }
        // The grid's ✓ said in words once there is one (a play-tester found it unexplained), on
        // the row above the level's line, which the grid leaves free.
        if progress.plannedLevels > 0, area.height >= 8 {
            let legend =
                "\(context.glyphs.planned) planned to perfection: a win took the best plan's crates (\(progress.plannedLevels.counted("level")))"
            screen.centered(area.bottom - 1, legend, Style(dim: true))
        }
        let spec = context.campaign.levels[cursor]
        let record = progress.record(spec.id)
        var info = "\(spec.id). \(spec.name)  \(spec.width)x\(spec.height)"
        // The level's kind (its question; the 10th levels' challenges), so a band's mix shows.
        if let kind = spec.kind, kind != .route { info += "  \(Self.question(kind))" }
        if let best = record.bestMoves { info += "  best \(best.counted("move"))" }
        if record.planned { info += "  \(context.glyphs.planned) planned" }
        // Open but behind the furthest level and never won: skipped (`>`), waiting to be won.
        if record.bestMoves == nil, spec.id < progress.unlockedLevel { info += "  not won yet" }
        if !progress.isUnlocked(spec.id) { info += "  (locked)" }
        screen.centered(area.bottom, info)
    }
}

extension String {
    /// The string padded with spaces to `length` characters (unchanged when longer).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string padded on the left to `length` characters (numbers in a column).
    func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
