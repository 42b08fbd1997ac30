import MazeKit

/// The key bar at the foot of every screen (nsnake's and greed's): what the keys do here, the
/// keys named from `KeyMap`'s table and the words chosen by the screen.
enum KeyBar {
    /// The hints joined, cut from the end (the least important) to fit `width`.
    static func text(_ hints: [String], width: Int, ascii: Bool) -> String {
        var shown: [String] = []
        for var hint in hints {
            if ascii {
                for (arrows, words) in [("←↑↓→", "arrows"), ("↑↓", "up/down"), ("←→", "left/right")] {
                    hint = hint.replacing(arrows, with: words)
                }
            }
            let next = (shown + [hint]).joined(separator: "  ")
            if next.count > width { break }
            shown.append(hint)
        }
        return shown.joined(separator: "  ")
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
            precondition(KeyMap.command(for: key, in: context) == .direction(direction), "\(key) does not move \(direction) on a \(context) screen")
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
