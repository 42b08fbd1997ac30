import CNcursesw
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// The real terminal, through ncurses. The only class in the front end: it owns the terminal
/// and restores it in one place (`close`).
public final class NcursesTerminal: Terminal {
    private var previous: Screen?
    private let colour: Bool
    private var isOpen = false
    /// Whether the locale cannot encode anything but ASCII (C, POSIX): ncurses would leave
    /// such a character out, so the game draws `?` for it instead (its own glyphs are ASCII
    /// there already: `--ascii` is implied).
    private let asciiOnly: Bool

    /// Whether the locale (after `setlocale`) is UTF-8; when not, draw ASCII.
    public static var localeIsUTF8: Bool {
        setlocale(LC_ALL, "")
        return LocaleEncoding.current == .utf8
    }

    /// Opens the terminal named by `$TERM` on standard input and output.
    /// - Parameter colour: whether to draw in colour, when the terminal has colours.
    /// - Throws: `TerminalError` when `$TERM` is unset or unknown (ncurses' `initscr` would
    ///   exit instead) or cannot move the cursor (`TERM=dumb`); the terminal is left untouched.
    public init(colour: Bool) throws(TerminalError) {
        setlocale(LC_ALL, "")
        asciiOnly = LocaleEncoding.current == .ascii
        let name = ProcessInfo.processInfo.environment["TERM"] ?? ""
        // Checked before `newterm`, which would take the terminal over only to be undone.
        switch name.isEmpty ? -1 : mz_cursor_addressing(name, STDOUT_FILENO) {
        case 1: break
        case 0: throw .noCursorAddressing(name)
        default: throw .unknownType(name)
        }
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .streamsUnavailable
        }
        guard newterm(name, output, input) != nil else { throw .unknownType(name) }
        isOpen = true
        cbreak()
        noecho()
        keypad(mz_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        let useColour = colour && has_colors()
        if useColour {
            start_color()
            use_default_colors()
            for c in 1...8 { init_pair(Int16(c), Int16(c - 1), -1) }
        }
        self.colour = useColour
    }

    deinit { close() }

    /// Restores the terminal. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
    }

    /// The size now, in columns and rows, as ncurses last learnt it (updated on `.resize`).
    public var size: (width: Int, height: Int) { (Int(mz_cols()), Int(mz_lines())) }

    /// Shows a frame, writing only the cells that changed since the last one (all of them
    /// after a resize).
    /// - Complexity: O(width × height).
    public func draw(_ screen: Screen) {
        let full = previous.map { $0.width != screen.width || $0.height != screen.height } ?? true
        if full { erase() }
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let i = y * screen.width + x
                let character = screen.characters[i]
                let style = screen.styles[i]
                // The second half of a wide character: ncurses fills it when it puts the first.
                if character == Screen.wideContinuation { continue }
                if !full, let previous, previous.characters[i] == character, previous.styles[i] == style { continue }
                var attributes = mz_a_normal()
                if style.bold { attributes |= mz_a_bold() }
                if style.reverse { attributes |= mz_a_reverse() }
                if style.dim { attributes |= mz_a_dim() }
                if style.underline { attributes |= mz_a_underline() }
                let pair: Int16 = colour && style.foreground != .standard ? Int16(style.foreground.rawValue) : 0
                let shown = asciiOnly && character.value > 0x7E ? "?" : character
                _ = mz_put(Int32(y), Int32(x), wchar_t(shown.value), attributes, pair)
            }
        }
        previous = screen
        refresh()
    }

    /// The next key, waiting at most `milliseconds` (negative: forever); `nil` on timeout or
    /// a key the game has no use for. A resize comes as `.resize` and forces a full redraw.
    public func readKey(milliseconds: Int) -> Key? {
        wtimeout(mz_stdscr(), Int32(milliseconds))
        var code: wint_t = 0
        let result = wget_wch(mz_stdscr(), &code)
        if result == mz_key_code_yes() {
            switch Int32(code) {
            case mz_key_up(): return .up
            case mz_key_down(): return .down
            case mz_key_left(): return .left
            case mz_key_right(): return .right
            case mz_key_enter(): return .enter
            case mz_key_backspace(): return .backspace
            case mz_key_resize():
                previous = nil
                return .resize
            default: return nil
            }
        }
        guard result == mz_ok() else { return nil }
        switch code {
        case 27: return .escape
        case 10, 13: return .enter
        case 127, 8: return .backspace
        case 9: return .tab
        default:
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
