import GameEngine

/// How to play, the keys, and where the game keeps its files. Any key goes back.
///
/// The keys are `KeyMap`'s table: those of play, then those of the screen it was opened over
/// that play's do not already name (the lab and the replay viewer list all of their own).
struct HelpScene: Sendable, Hashable {
    /// The kind of screen the help was opened over.
    let over: KeyContext
    /// The widest a help line is (docs/design.md: everything fits 80×24).
    static let width = 78
    /// Help entries whose name or meaning is longer get a line of their own.
    static let ownLine = (name: 12, help: 40)

    /// Help over a screen of `context`.
    init(over context: KeyContext) {
        over = context
    }

    /// The keys listed, in sections (a heading, then the bindings). Over a menu or the summary:
    /// play's keys, then those of that screen that play's do not already mean the same way.
    var sections: [(heading: String?, bindings: [KeyBinding])] {
        switch over {
        case .lab: return [("In the lab:", KeyMap.lab)]
        case .replay: return [("In the replay viewer:", KeyMap.replay)]
        case .play: return [(nil, KeyMap.play)]
        case .menu, .summary, .question:
            let play = KeyMap.play
            let more = KeyMap.bindings(in: over).filter { binding in
                !binding.keys.allSatisfy { bound in KeyMap.command(for: bound.key, in: .play) == bound.command }
            }
            return [(nil, play)]
                + (more.isEmpty ? [] : [(over == .summary ? "After a level:" : over == .question ? "At a question:" : "In menus:", more)])
        }
    }

    /// The key lines. In play's section an entry with a long name or meaning has a line of its
    /// own, the name in a column; the other entries go side by side after them, as do all of a
    /// heading's.
    var keyLines: [String] {
        var lines: [String] = []
        for (heading, bindings) in sections {
            let ownLine = bindings.filter { heading == nil && ($0.name.count > Self.ownLine.name || $0.help.count > Self.ownLine.help) }
            lines += ownLine.map { "  " + $0.name.padding(toLength: 23) + $0.help }
            var line = "  " + (heading.map { $0 + " " } ?? "")
            var entries = 0
            for binding in bindings where !ownLine.contains(where: { $0.name == binding.name }) {
                let entry = binding.name + "  " + binding.help
                if entries > 0, line.count + 3 + entry.count > Self.width {
                    lines.append(line)
                    line = "  "
                    entries = 0
                }
                line += (entries > 0 ? "   " : "") + entry
                entries += 1
            }
            if entries > 0 { lines.append(line) }
        }
        return lines
    }

    /// The help text, wrapped at `width`; headings are marked by a leading `#`. With `seen` (the
    /// save's tips seen), the map's marks are those of the mechanics met so far and those of
    /// `level`, the level on screen (the daily may hold marks the campaign has not shown yet).
    func lines(context: AppContext, seen: [String]? = nil, level: Level? = nil) -> [String] {
        let met = seen.map { seen in
            { (tip: Tip) in seen.contains(tip.rawValue) || level.map { tip.applies(to: $0, holding: Inventory()) } == true }
        }
        var paragraphs: [String] =
            [
                "#How to play",
                MapLegend.sentence(glyphs: context.glyphs, met: met),
                "",
                "#Keys",
            ] + keyLines + [""]
        // Two lines at most: at 80×24 the help is full (the title's two extras share them).
        switch (context.today != nil, context.offersTreasuries) {
        case (true, true):
            paragraphs.append(
                "Title menu: the daily (one level a day for all; first try counts) and treasuries (opened with coins; each try pays a fee at its first move)."
            )
        case (true, false):
            paragraphs.append(
                "The daily challenge (on the title, or mz daily): one level a day, the same for everyone, no power-ups; your first try counts and its card is yours to share."
            )
        case (false, true):
            paragraphs.append(
                "Treasuries (on the title): opened for coins once a band's 10th level is won; each try's fee is paid by its first move.")
        case (false, false): break
        }
        if let folder = context.dataFolder {
            paragraphs.append("Your progress and the replay of every attempt are kept in \(folder) (see mz replay --help).")
        } else {
            paragraphs.append("The replay of every attempt is kept in your data folder (see mz replay --help).")
        }
        return paragraphs.flatMap { $0.isEmpty || $0.hasPrefix("  ") ? [$0] : $0.wrapped(toWidth: Self.width) }
    }
}

extension HelpScene: SceneModel {
    var keyContext: KeyContext { .menu }

    func keyBar(in world: World) -> [String] { ["any key: back"] }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? { nil }

    func render(into screen: inout Screen, area: Area, world: World) {
        let lines = lines(context: world.context, seen: world.progress.tipsSeen, level: world.session.current?.level)
        let top = area.y + max(0, (area.height - lines.count) / 2)
        let left = area.x + max(0, (area.width - Self.width) / 2)
        for (i, line) in lines.enumerated() where top + i <= area.bottom {
            let heading = line.hasPrefix("#")
            screen.text(left, top + i, heading ? String(line.dropFirst()) : line, heading ? Style(bold: true) : .plain)
        }
    }
}
