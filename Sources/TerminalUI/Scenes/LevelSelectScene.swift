import GameEngine

/// The grid of levels with stars and locks.
public struct LevelSelectScene: Sendable, Hashable {
    public var cursor: Int
    public static let columns = 10
}

extension App {
    mutating func handleLevelSelect(_ select: LevelSelectScene, _ key: Key) -> [Effect] {
        var select = select
        let count = context.campaign.levels.count
        switch KeyMap.command(for: key) {
        case .direction(.left): select.cursor = max(0, select.cursor - 1)
        case .direction(.right): select.cursor = min(count - 1, select.cursor + 1)
        case .direction(.up): select.cursor = max(0, select.cursor - LevelSelectScene.columns)
        case .direction(.down): select.cursor = min(count - 1, select.cursor + LevelSelectScene.columns)
        case .select:
            if progress.isUnlocked(select.cursor + 1) {
                startLevel(id: select.cursor + 1)
                return []
            }
            notice = "Level \(select.cursor + 1) is locked: clear level \(progress.unlockedLevel) first."
        case .pause, .quit, .cancel: scene = .title(TitleScene()); return []
        case .help: scene = .help(back: .levelSelect(select)); return []
        default: break
        }
        scene = .levelSelect(select)
        return []
    }

    func renderLevelSelect(_ select: LevelSelectScene, into screen: inout Screen) {
        screen.centered(0, "Level select", Style(bold: true))
        let cellWidth = 7
        let columns = min(LevelSelectScene.columns, max(1, (screen.width - 2) / cellWidth))
        let rows = (context.campaign.levels.count + columns - 1) / columns
        let visibleRows = max(1, (screen.height - 6) / 2)
        let cursorRow = select.cursor / columns
        let firstRow = min(max(0, cursorRow - visibleRows / 2), max(0, rows - visibleRows))
        let left = (screen.width - columns * cellWidth) / 2
        for row in firstRow..<min(rows, firstRow + visibleRows) {
            for column in 0..<columns {
                let index = row * columns + column
                guard index < context.campaign.levels.count else { continue }
                let id = index + 1
                let y = 2 + (row - firstRow) * 2
                let x = left + column * cellWidth
                let unlocked = progress.isUnlocked(id)
                let selected = index == select.cursor
                let style = selected ? Style(bold: true, reverse: true) : (unlocked ? .plain : Style(dim: true))
                screen.text(x, y, String(id).padding(toLength: 4) , style)
                let record = progress.record(id)
                let marks = unlocked ? context.glyphs.stars(record.stars) : (context.glyphs.ascii ? "lock" : "lock")
                screen.text(x, y + 1, marks, unlocked ? Style(context.colour ? .yellow : .standard) : Style(dim: true))
            }
        }
        let spec = context.campaign.levels[select.cursor]
        let record = progress.record(spec.id)
        var info = "\(spec.id). \(spec.name)  \(spec.width)x\(spec.height)"
        if let best = record.bestMoves { info += "  best \(best) moves" }
        if !progress.isUnlocked(spec.id) { info += "  (locked)" }
        screen.centered(screen.height - 3, info)
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
