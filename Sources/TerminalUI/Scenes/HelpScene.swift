import GameEngine

/// How to play, the keys, and where the game keeps its files. Any key goes back.
struct HelpScene: Sendable, Hashable {
    /// The widest a help line is (SPEC §10: everything fits 80×24).
    static let width = 78

    /// The help text, wrapped at `width`; headings are marked by a leading `#`.
    static func lines(context: AppContext) -> [String] {
        let gem = context.glyphs.gem
        var paragraphs = [
            "#How to play",
            "Reach E before your moves run out. Par is the fewest moves possible. Ice (~) slides you on until a wall or solid ground; mud (%) costs 2 moves; walking into a wall is free. Crates ($) hold coins, a crate on a ledge (&) is out of reach in your moves without a Jump, and gems (\(gem)) unlock rare avatars. Unused moves become coins when you beat your best; finishing in the fewest moves for what you took earns 3 stars and a bonus.",
            "",
            "#Keys",
            "  arrows, WASD or hjkl   move",
            "  Space, then a way      Jump: fly to the last cell before a wall (1 move)",
            "  x, then a way          Demolish the wall that way (no moves)",
            "  Esc or Backspace       put an armed Jump or Demolish away",
            "  m  stop marks   o  whole level   t  hint (from the shop)   r  restart",
            "  g  the ghost of your best run   p or Esc  pause   q  quit",
            "  on Out of Moves: b  the best route",
            "",
        ]
        if context.today != nil {
            paragraphs.append("The daily challenge (on the title, or mz daily) is one level a day, the same for everyone, played with no power-ups: your first attempt counts, and its card is yours to share.")
        }
        if let folder = context.dataFolder {
            paragraphs.append("Your progress and the replay of every attempt are kept in \(folder) (see mz replay --help).")
        } else {
            paragraphs.append("The replay of every attempt is kept in your data folder (see mz replay --help).")
        }
        return paragraphs.flatMap { $0.isEmpty || $0.hasPrefix("  ") ? [$0] : $0.wrapped(toWidth: width) }
    }
}

extension HelpScene: SceneModel {
    var keyContext: KeyContext { .menu }

    func keyBar(in world: World) -> [String] { ["any key: back"] }

    mutating func handle(_ command: Command, in world: World) -> [Effect] { [] }

    func render(into screen: inout Screen, area: Area, world: World) {
        let lines = Self.lines(context: world.context)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        let left = area.x + max(0, (area.width - Self.width) / 2)
        for (i, line) in lines.enumerated() where top + i <= area.bottom {
            let heading = line.hasPrefix("#")
            screen.text(left, top + i, heading ? String(line.dropFirst()) : line, heading ? Style(bold: true) : .plain)
        }
    }
}
