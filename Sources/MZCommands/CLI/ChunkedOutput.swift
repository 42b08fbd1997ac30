/// Text on its way to `console.out`, gathered into pieces of about `chunkBytes`: big enough
/// that printing a huge maze takes few writes, small enough that memory stays flat however
/// large the output (docs/design.md, "Performance gates": no command's memory grows with its output).
struct ChunkedOutput {
    /// The size of a piece, in UTF-8 bytes.
    static let chunkBytes = 256 * 1024

    private let console: Console
    private var pending = ""

    /// Starts gathering for `console`.
    init(_ console: Console) {
        self.console = console
        pending.reserveCapacity(Self.chunkBytes + 4_096)
    }

    /// Adds `text`, passing a piece on once one is full.
    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkBytes { flush() }
    }

    /// Passes on whatever is gathered.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        console.out(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Passes on whatever is gathered and stops the command when standard output has failed,
    /// so a long output to a full disk ends at once (called between mazes).
    /// - Throws: `CommandError.unwritableOutput` (exit 74).
    mutating func flushChecked() throws(CommandError) {
        flush()
        try console.requireWritableOutput()
    }
}
