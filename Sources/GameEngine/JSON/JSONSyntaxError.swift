/// A JSON syntax error, described in one line.
///
/// The message names the place (`… at line 3, column 12`) and ends without a period, because
/// callers embed it in their own sentences: `the levels file is not valid JSON (…)`. Text copied
/// from the input into it is cut to 40 characters and has its control characters escaped, since
/// the message is printed to a terminal.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and where, in one line.
    public var message: String
    /// The line of the problem, counted from 1.
    public var line: Int
    /// The column of the problem, counted from 1 in characters (Unicode scalars), not bytes.
    public var column: Int

    /// The message.
    public var description: String { message }

    init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

// MARK: - Positions and echoed text

extension JSONSyntaxError {
    /// The line and column of byte `offset`, counting from byte `origin` (after any BOM).
    /// - Complexity: O(offset − origin); run once, when the error is thrown.
    static func position(of offset: Int, in bytes: UnsafeRawBufferPointer, from origin: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[origin..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the character before them.
                column += 1
            }
        }
        return (line, column)
    }

    /// The longest piece of input quoted in a message.
    static let echoLimit = 40

    /// `text` made safe to print: control characters as `\u001B`, cut to `echoLimit`
    /// characters with `…` after it when longer.
    static func echo(_ text: String) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == echoLimit { return out + "…" }
            if JSONWriter.mustEscape(scalar) || isBidiControl(scalar) {
                out += JSONWriter.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Bidirectional overrides and isolates: harmless inside a JSON string, but echoed in a
    /// message they could make the rest of the line read backwards.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
