/// A key press, as the terminal reports it.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case enter, escape, backspace, tab
    /// A printable character (Space is `" "`).
    case character(Character)
    /// The terminal was resized.
    case resize
}
