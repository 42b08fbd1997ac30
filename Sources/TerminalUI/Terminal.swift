/// Where frames go and keys come from. The ncurses terminal is one; tests use `MemoryTerminal`.
public protocol Terminal: AnyObject {
    /// The size now, in columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Shows a frame.
    func draw(_ screen: Screen)
    /// The next key, waiting at most `milliseconds` (negative: forever); `nil` on timeout.
    func readKey(milliseconds: Int) -> Key?
}

/// A terminal in memory: keys are queued by the test, frames are kept for inspection.
public final class MemoryTerminal: Terminal {
    public var size: (width: Int, height: Int)
    public private(set) var frames: [Screen] = []
    public var keys: [Key]

    /// Creates a terminal of the given size with queued keys.
    public init(width: Int = 100, height: Int = 30, keys: [Key] = []) {
        size = (width, height)
        self.keys = keys
    }

    public func draw(_ screen: Screen) { frames.append(screen) }

    public func readKey(milliseconds: Int) -> Key? {
        keys.isEmpty ? nil : keys.removeFirst()
    }

    /// The last frame drawn.
    public var lastFrame: Screen? { frames.last }
}
