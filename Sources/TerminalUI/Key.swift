/// A key press, as the terminal reports it.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case enter, escape, backspace, tab
    /// A printable character (Space is `" "`).
    case character(Character)
    /// The terminal was resized.
    case resize
}

/// The player's intent, decoupled from keys (SPEC §10: arrows, WASD and hjkl all move).
public enum Command: Sendable, Hashable {
    case direction(MazeDirection)
    case jumpPrefix, demolishPrefix
    case restart, pause, help, quit, confirm, cancel, select
    case other(Character)
}

/// A direction as the key map names it (kept apart from MazeKit's to keep keys out of the engine).
public enum MazeDirection: Sendable, Hashable { case up, down, left, right }

/// The one place keys become commands.
public enum KeyMap {
    public static func command(for key: Key) -> Command? {
        switch key {
        case .up: return .direction(.up)
        case .down: return .direction(.down)
        case .left: return .direction(.left)
        case .right: return .direction(.right)
        case .enter: return .select
        case .escape: return .pause
        case .backspace: return .cancel
        case .tab, .resize: return nil
        case let .character(c):
            switch c {
            case "w", "k", "W", "K": return .direction(.up)
            case "s", "j", "S", "J": return .direction(.down)
            case "a", "h", "A", "H": return .direction(.left)
            case "d", "l", "D", "L": return .direction(.right)
            case " ": return .jumpPrefix
            case "x", "X": return .demolishPrefix
            case "r", "R": return .restart
            case "p", "P": return .pause
            case "?": return .help
            case "q", "Q": return .quit
            case "y", "Y": return .confirm
            case "n", "N": return .cancel
            default: return .other(c)
            }
        }
    }
}
