/// Why the terminal could not be opened. Each case names the `TERM` found, and its description
/// is one sentence a player can act on: set `TERM`, or use the headless commands.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `TERM` is unset or empty, or terminfo cannot set up the type it names.
    case unknownType(String)
    /// The type is known but cannot move the cursor to a cell (no terminfo `cup`), as `dumb`:
    /// ncurses would draw every frame on one line.
    case noCursorAddressing(String)
    /// Standard input or output could not be opened as a stream for ncurses.
    case streamsUnavailable

    /// The message for `mz: error:`.
    public var description: String {
        switch self {
        case let .unknownType(name):
            "the terminal type '\(name)' is unknown or unset; \(Self.remedy)"
        case let .noCursorAddressing(name):
            "the terminal type '\(name)' cannot move the cursor; \(Self.remedy)"
        case .streamsUnavailable:
            "standard input and output could not be opened for the terminal; \(Self.remedy)"
        }
    }

    /// The way out, the same whichever terminal was refused.
    private static let remedy =
        "set TERM (e.g. TERM=xterm-256color), or use the headless commands: mz level, mz validate, mz replay --headless"
}
