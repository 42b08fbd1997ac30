extension Unicode.Scalar {
    /// Whether the scalar is a C0 or C1 control character or DEL: bytes a terminal may act on
    /// (ESC starts a command, BEL rings) rather than show.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// The text made safe to show on a terminal: every control character (C0, DEL, C1)
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

extension String {
    /// The text made safe for a terminal that is not UTF-8 (a Latin-1 or ASCII locale): every
    /// scalar outside ASCII written as `\u{DB}`, controls below 0x20 kept (the caller's own
    /// newlines and progress bars; text from files has had its controls escaped already).
    ///
    /// Why: UTF-8 encodes `Û` as `c3 9b`, and an 8-bit terminal reads 0x9B as CSI, the start
    /// of a command; any byte from 0x80 to 0x9F is a C1 control there.
    /// - Complexity: O(n).
    public func escapingNonASCII() -> String {
        guard unicodeScalars.contains(where: { !$0.isASCII }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.isASCII && scalar.value != 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
