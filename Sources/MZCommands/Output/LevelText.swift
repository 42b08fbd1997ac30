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
        let glyphs = Glyphs(ascii: ascii)
        // Fixtures where the play field draws them (`FixtureMarks`): belts, portals, mirrors and
        // trapdoors fill a cell that holds nothing else; gates, tunnel mouths and doors sit on
        // its walls (the key is an item, drawn by `content`).
        let marks = FixtureMarks.marks(of: level.fixtures, mazeWidth: level.maze.width, glyphs: glyphs)
        var insides: [Int: [Unicode.Scalar]] = [:]
        var onWalls: [(x: Int, y: Int, character: Unicode.Scalar)] = []
        // (The key is drawn by `content`, on its cell's terrain: `~k~` on ice.)
        for mark in marks where mark.kind != .key {
            if mark.y % 2 == 1 && mark.x % 4 != 0 {
                let cell = (mark.y / 2) * level.maze.width + mark.x / 4
                insides[cell, default: [" ", " ", " "]][mark.x % 4 - 1] = mark.character
            } else {
                onWalls.append((mark.x, mark.y, mark.character))
            }
        }
        let marked = Set([level.start, level.exit] + level.crates.map(\.cell) + level.gems)
        var lines = renderer.lines(level.maze) { cell in
            guard !marked.contains(cell), let inside = insides[cell] else { return content(level, cell, ascii: ascii) }
            return String(String.UnicodeScalarView(inside))
        }.map { Array($0.unicodeScalars) }
        for mark in onWalls where mark.y < lines.count && mark.x < lines[mark.y].count { lines[mark.y][mark.x] = mark.character }
        out += lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n") + "\n"
        out += "key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), \(glyphs.gem) gem, ~ ice, % mud\n"
        if let fixtures = fixtureKey(level.fixtures, glyphs: glyphs) { out += "     \(fixtures)\n" }
        // Timed crates, by place: the map's cells have no room for a countdown.
        let timed = level.crates.filter { $0.deadline != nil }.map { crate in
            "\(glyphs.crate)\(crate.coins) at (\(crate.cell % level.maze.width), \(crate.cell / level.maze.width)) by move \(crate.deadline!)"
        }
        if !timed.isEmpty { out += "     timed: \(timed.joined(separator: ", ")) (taken by then, or gone)\n" }
        out += "solution (\(solution.moves.count.counted("move")), \(level.par) with mud): \(solution.inputs)\n"
        return out
    }

    /// The key's words for the fixtures the level has, or `nil` without any:
    /// `▶ gate (one way), (A) portal to the other (A), →→→ belt, ═ tunnel under a corridor`,
    /// `╱╱╱ ╲╲╲ mirror (turns you)`, `[1] trapdoor to _1_ (one way)`, `{*} spring (throws you to a wall)`, `░░░ chasm (flown over, never walked)`,
    /// `▒ door (shut until the key is taken), k key (opens every door)`.
    static func fixtureKey(_ fixtures: Fixtures, glyphs: Glyphs) -> String? {
        var parts: [String] = []
        if !fixtures.gates.isEmpty { parts.append("\(glyphs.gate(.east)) gate (crossed one way)") }
        if !fixtures.portals.isEmpty { parts.append("(A) portal to the other (A)") }
        if !fixtures.belts.isEmpty { parts.append(String(repeating: String(Character(glyphs.belt(.east))), count: 3) + " belt") }
        if !fixtures.tunnels.isEmpty { parts.append("\(glyphs.tunnel(.east)) \(glyphs.tunnel(.south)) tunnel under a corridor") }
        if !fixtures.mirrors.isEmpty {
            let fill = { (slant: Fixtures.Mirror.Slant) in String(repeating: String(Character(glyphs.mirror(slant))), count: 3) }
            parts.append("\(fill(.rising)) \(fill(.falling)) mirror (turns you)")
        }
        if !fixtures.trapdoors.isEmpty { parts.append("[1] trapdoor to _1_ (one way)") }
        if !fixtures.springs.isEmpty { parts.append("{\(glyphs.spring)} spring (throws you to a wall)") }
        if !fixtures.chasms.isEmpty {
            parts.append(String(repeating: String(Character(glyphs.chasm)), count: 3) + " chasm (flown over, never walked)")
        }
        if !fixtures.doors.isEmpty {
            parts.append("\(glyphs.door) door (shut until the key is taken)")
            if fixtures.key != nil { parts.append("\(glyphs.key) key (opens every door)") }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
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
        } else if cell == level.fixtures.key {
            middle = Character(Glyphs(ascii: ascii).key)
        }
        if fill == " " && middle == " " { return nil }
        return String([fill, middle, fill])
    }
}
