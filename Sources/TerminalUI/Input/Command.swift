import MazeKit

/// What a key means on the screen it was pressed on. Screens read only commands, never keys,
/// so every binding lives in `KeyMap`.
enum Command: Sendable, Hashable {
    /// Arrows, WASD, hjkl: a move in play, a cursor step in menus.
    case direction(Direction)
    /// Arm a Jump or a Demolish (the next direction spends it).
    case jumpPrefix, demolishPrefix
    case restart, pause, help, quit
    /// Yes to a prompt.
    case confirm
    /// No to a prompt (or its default, Enter).
    case deny
    /// Enter: choose, buy, go on.
    case select
    /// Esc or Backspace on a menu: one screen back.
    case back
    /// Open level select (summary, `l`).
    case levelSelect
    /// Toggle markers of where each arrow would stop (play, `m`).
    case toggleStops
    /// Toggle the whole level scaled down (play, `o`).
    case toggleOverview
    /// Spend a hint (play, `t`).
    case hint
    /// Show or hide the ghost of the best run (play, `g`).
    case toggleGhost
    /// Toggle the best route on the failure screen (`b`).
    case toggleRoute
    /// Play or pause (lab and replay viewer, Space).
    case playPause
    /// Faster or slower (lab and replay viewer, `+` and `-`).
    case faster, slower
    /// Jump to the start or the end (replay viewer `0`, Enter; lab Enter finishes).
    case toStart, toEnd
    /// Lab: a new seed (`n`), a bigger or smaller maze (`]`, `[`).
    case newSeed, grow, shrink
}

/// The kinds of screen, as far as keys are concerned.
enum KeyContext: Sendable, Hashable {
    case menu, play, summary, lab, replay
}

/// The one place keys become commands (SPEC §10: arrows, WASD and hjkl all move).
enum KeyMap {
    /// The command `key` gives on a screen of `context`, or `nil` when it means nothing there.
    static func command(for key: Key, in context: KeyContext) -> Command? {
        switch context {
        case .lab, .replay: return viewer(key, in: context)
        case .menu, .play, .summary: break
        }
        switch key {
        case .up: return .direction(.north)
        case .down: return .direction(.south)
        case .left: return .direction(.west)
        case .right: return .direction(.east)
        case .enter: return .select
        case .escape: return context == .play ? .pause : .back
        case .backspace: return .back
        case .tab, .resize: return nil
        case let .character(c): return character(c, in: context)
        }
    }

    private static func character(_ c: Character, in context: KeyContext) -> Command? {
        if context == .summary {
            switch c {
            case "l", "L": return .levelSelect
            case "b", "B": return .toggleRoute
            case "r", "R": return .restart
            case "q", "Q": return .quit
            case "?": return .help
            default: return nil
            }
        }
        if let direction = direction(c) { return .direction(direction) }
        switch c {
        case "?": return .help
        case "q", "Q": return .quit
        case "y", "Y": return .confirm
        case "n", "N": return .deny
        default: break
        }
        guard context == .play else { return nil }
        switch c {
        case " ": return .jumpPrefix
        case "x", "X": return .demolishPrefix
        case "r", "R": return .restart
        case "p", "P": return .pause
        case "m", "M": return .toggleStops
        case "o", "O": return .toggleOverview
        case "t", "T": return .hint
        case "g", "G": return .toggleGhost
        default: return nil
        }
    }

    private static func direction(_ c: Character) -> Direction? {
        switch c {
        case "w", "k", "W", "K": .north
        case "s", "j", "S", "J": .south
        case "a", "h", "A", "H": .west
        case "d", "l", "D", "L": .east
        default: nil
        }
    }

    /// The lab and the replay viewer: something plays on its own; arrows step or choose.
    private static func viewer(_ key: Key, in context: KeyContext) -> Command? {
        switch key {
        case .left, .character("h"): return .direction(.west)
        case .right, .character("l"): return .direction(.east)
        case .up, .character("+"), .character("="): return .faster
        case .down, .character("-"): return .slower
        case .character(" "): return .playPause
        case .enter: return .toEnd
        case .character("?"): return .help
        case .escape, .backspace, .character("q"), .character("Q"): return .quit
        default: break
        }
        switch (context, key) {
        case (.lab, .character("n")), (.lab, .character("N")): return .newSeed
        case (.lab, .character("]")): return .grow
        case (.lab, .character("[")): return .shrink
        case (.replay, .character("0")): return .toStart
        default: return nil
        }
    }
}
