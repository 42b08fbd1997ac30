/// Where frames go and keys come from: `NcursesTerminal` (in TerminalBackend) or, in tests, `MemoryTerminal`.
public protocol Terminal: AnyObject {
    /// The size now, in columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Shows a frame.
    func draw(_ screen: Screen)
    /// The next key, waiting at most `milliseconds` (negative: forever); `nil` on timeout.
    func readKey(milliseconds: Int) -> Key?
}
