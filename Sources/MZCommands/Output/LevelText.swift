import GameEngine
import MazeKit
import TerminalUI

/// The text view of a level: a header, the maze with terrain and items, the solution.
enum LevelText {
    static func describe(_ level: Level, solution: ParSolution, ascii: Bool) -> String {
        let title = (level.id > 0 ? "Level \(level.id): \(level.name)" : level.name).escapingControlCharacters()
        var out = "\(title)\n"
        out += "\(level.maze.width)x\(level.maze.height) \(level.spec.algorithm.name)"
        if let mask = level.spec.mask { out += ", \(mask) mask" }
        out += ", seed \(level.spec.seed), fingerprint \(level.fingerprint)\n"
        if let code = LevelCode.code(for: level.spec) { out += "code \(code) (mz play --code \(code))\n" }
        out += "par \(level.par), budget \(level.budget), \(level.crates.count.counted("crate")), \(level.gems.count.counted("gem"))\n"
        let renderer = TextRenderer(style: ascii ? .ascii : .unicode)
        let lines = renderer.lines(level.maze) { cell in content(level, cell, ascii: ascii) }
        out += lines.joined(separator: "\n") + "\n"
        out += "key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), \(ascii ? "*" : "◆") gem, ~ ice, % mud\n"
        out += "solution (\(solution.moves.count.counted("move")), \(level.par) with mud): \(solution.inputs)\n"
        return out
    }

    /// A cell's three characters: terrain fill with the item or marker in the middle, a crate
    /// with its coins as on screen (`~$7`, `$12`, `&33`; `$++` for 100 or more).
    static func content(_ level: Level, _ cell: Int, ascii: Bool) -> String? {
        let fill: Character =
            switch level.terrain[cell] {
            case .floor: " "
            case .ice: "~"
            case .mud: "%"
            }
        var middle = fill
        if cell == level.start {
            middle = "S"
        } else if cell == level.exit {
            middle = "E"
        } else if let crate = level.crates.first(where: { $0.cell == cell }) {
            let label = String(String.UnicodeScalarView(Glyphs(ascii: ascii).crateLabel(coins: crate.coins, ledge: crate.needsJump)))
            return label.count > 2 ? label : String(fill) + label
        } else if level.gems.contains(cell) {
            middle = ascii ? "*" : "◆"
        }
        if fill == " " && middle == " " { return nil }
        return String([fill, middle, fill])
    }
}
