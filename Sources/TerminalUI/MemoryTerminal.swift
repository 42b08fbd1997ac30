/// A terminal in memory: the test scripts what it reads (keys, timeouts, resizes) and keeps
/// every frame drawn, so the real loop runs without a terminal.
public final class MemoryTerminal: Terminal {
    /// One thing the terminal reports when the loop reads it.
    public enum Input: Sendable {
        /// A key press.
        case key(Key)
        /// Nothing within the wait: the read times out (animations tick).
        case idle
        /// The window becomes `width × height` (the read reports `.resize`).
        case resize(width: Int, height: Int)
    }

    /// The size now (a scripted resize changes it).
    public private(set) var size: (width: Int, height: Int)
    /// Every frame drawn, oldest first.
    public private(set) var frames: [Screen] = []
    /// What is still to be read.
    public var script: [Input]
    /// How long each read was allowed to wait, in milliseconds.
    public private(set) var waits: [Int] = []

    /// Creates a terminal of the given size that reads `keys`, then `script`.
    public init(width: Int = 100, height: Int = 30, keys: [Key] = [], script: [Input] = []) {
        size = (width, height)
        self.script = keys.map { .key($0) } + script
    }

    /// Whether everything scripted has been read.
    public var isExhausted: Bool { script.isEmpty }

    /// Keeps the frame.
    public func draw(_ screen: Screen) { frames.append(screen) }

    /// The next scripted input: a key, a timeout (`nil`), or a resize; `nil` once the script is done.
    public func readKey(milliseconds: Int) -> Key? {
        waits.append(milliseconds)
        guard !script.isEmpty else { return nil }
        switch script.removeFirst() {
        case let .key(key): return key
        case .idle: return nil
        case let .resize(width, height):
            size = (width, height)
            return .resize
        }
    }

    /// The last frame drawn.
    public var lastFrame: Screen? { frames.last }
}
