extension Unicode.Scalar {
    /// Whether the scalar is a C0 or C1 control character or DEL: bytes a terminal may act on
    /// (ESC starts a command, BEL rings) rather than show.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// The text made safe to show on a terminal: every control character (SPEC: C0, DEL, C1)
    /// written as `\u{1B}`, and the whole cut to `limit` characters with `…`. Text from files
    /// (level names, hashes, unknown keys) passes through this before any human-readable output.
    /// - Parameters:
    ///   - keepingNewlines: leave `\n` as it is (for multi-line output such as a table).
    ///   - limit: the most characters kept, or `nil` for no limit.
    /// - Complexity: O(n).
    public func escapingControlCharacters(keepingNewlines: Bool = false, limit: Int? = nil) -> String {
        var out = ""
        var count = 0
        for scalar in unicodeScalars {
            if let limit, count >= limit {
                out += "…"
                break
            }
            if scalar.isControlCharacter && !(keepingNewlines && scalar == "\n") {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
