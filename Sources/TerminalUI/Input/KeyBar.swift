import MazeKit

/// The key bar at the foot of every screen (nsnake's and greed's): what the keys do here, the
/// keys named from `KeyMap`'s table and the words chosen by the screen.
enum KeyBar {
    /// The hints joined, cut from the end (the least important) to fit `width`.
    static func text(_ hints: [String], width: Int, ascii: Bool) -> String {
        // The order is the priority: what comes later goes first.
        fitting(hints.enumerated().map { ($1, -$0) }, width: width, ascii: ascii).map { spelled($0, ascii: ascii) }.joined(separator: "  ")
    }

    /// The hints that fit `width`, in their order, dropping the lowest `priority` first (the
    /// later of equals), for a bar whose reading order is not its order of importance.
    static func fitting(_ hints: [(text: String, priority: Int)], width: Int, ascii: Bool) -> [String] {
        var kept = hints
        func length(_ hints: [(text: String, priority: Int)]) -> Int {
            hints.reduce(0) { $0 + spelled($1.text, ascii: ascii).count } + 2 * max(0, hints.count - 1)
        }
        func weaker(_ a: Int, _ b: Int) -> Bool {
            kept[a].priority < kept[b].priority || (kept[a].priority == kept[b].priority && a > b)
        }
        while length(kept) > width, let weakest = kept.indices.min(by: weaker) {
            kept.remove(at: weakest)
        }
        return kept.map(\.text)
    }

    /// A hint as drawn: arrows in words for an ASCII terminal.
    static func spelled(_ hint: String, ascii: Bool) -> String {
        guard ascii else { return hint }
        var hint = hint
        for (arrows, words) in [("←↑↓→", "arrows"), ("↑↓", "up/down"), ("←→", "left/right")] {
            hint = hint.replacing(arrows, with: words)
        }
        return hint
    }

    /// "Enter next level": the keys of every binding of `context` that gives one of `commands`,
    /// as the bar names them ("+/-" for two), then `action`.
    /// - Precondition: some key of `context` gives one of `commands`.
    static func hint(_ commands: [Command], in context: KeyContext, _ action: String) -> String {
        let names = KeyMap.bindings(in: context).filter { !Set($0.commands).isDisjoint(with: commands) }.map(\.barName)
        precondition(!names.isEmpty, "no key gives \(commands) on a \(context) screen")
        return names.joined(separator: "/") + " " + action
    }

    /// "←→ step": the arrow keys that give `directions` in `context` (in the order ←↑↓→), then
    /// `action`.
    /// - Precondition: each direction's arrow key gives it in `context`.
    static func hint(arrows directions: [Direction], in context: KeyContext, _ action: String) -> String {
        let arrows: [(key: Key, direction: Direction)] = [(.left, .west), (.up, .north), (.down, .south), (.right, .east)]
        var names = ""
        for (key, direction) in arrows where directions.contains(direction) {
            precondition(
                KeyMap.command(for: key, in: context) == .direction(direction), "\(key) does not move \(direction) on a \(context) screen")
            names += KeyBar.name(of: key)
        }
        return names + " " + action
    }

    /// "Esc cancel": one key by its own name, then `action`.
    /// - Precondition: `key` means something in `context`.
    static func hint(key: Key, in context: KeyContext, _ action: String) -> String {
        precondition(KeyMap.command(for: key, in: context) != nil, "\(key) means nothing on a \(context) screen")
        return name(of: key) + " " + action
    }

    /// How a bar names one key.
    static func name(of key: Key) -> String {
        switch key {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .resize: "resize"
        case .character(" "): "space"
        case let .character(c): String(c)
        }
    }
}
