/// A frame as a value: `width × height` cells, each a character and a style, row-major
/// (as ratatui's `Buffer`). Renderers write here; a `Terminal` only copies it out.
public struct Screen: Sendable, Hashable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `characters[y * width + x]`.
    public private(set) var characters: [Unicode.Scalar]
    /// `styles[y * width + x]`.
    public private(set) var styles: [Style]

    /// A blank screen.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        characters = Array(repeating: " ", count: self.width * self.height)
        styles = Array(repeating: .plain, count: self.width * self.height)
    }

    /// The cell to the right of a wide character (`Unicode.Scalar.columns` == 2), which the
    /// terminal fills with that character's second half: a terminal skips it, `lines` leaves it
    /// out, so a line's text takes exactly `width` columns. (A private-use scalar, never text.)
    public static let wideContinuation: Unicode.Scalar = "\u{F8FF}"

    /// Puts one character; anything outside the screen is clipped. Overwriting half of a wide
    /// character blanks its other half, so a wide character is always followed by its
    /// continuation and nothing else.
    @inline(__always)
    public mutating func put(_ x: Int, _ y: Int, _ character: Unicode.Scalar, _ style: Style = .plain) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = y * width + x
        if characters[i] == Self.wideContinuation, x > 0 { characters[i - 1] = " " }
        if x + 1 < width, characters[i + 1] == Self.wideContinuation { characters[i + 1] = " " }
        characters[i] = character
        styles[i] = style
    }

    /// Writes `text` from (x, y) on one line, clipped at the right edge. A wide character takes
    /// two cells (one that would straddle the edge is left out); combining marks and other
    /// characters of no width are dropped, since a cell holds one character.
    public mutating func text(_ x: Int, _ y: Int, _ text: String, _ style: Style = .plain) {
        var column = x
        for scalar in text.unicodeScalars {
            // A control character would reach the terminal as a command, not a glyph.
            if scalar.isControlCharacter {
                put(column, y, "?", style)
                column += 1
                continue
            }
            switch scalar.columns {
            case 0: continue
            case 2:
                guard column + 1 < width else { return }
                put(column, y, scalar, style)
                put(column + 1, y, Self.wideContinuation, style)
                column += 2
            default:
                put(column, y, scalar, style)
                column += 1
            }
        }
    }

    /// Writes `text` centred on line `y`.
    public mutating func centered(_ y: Int, _ text: String, _ style: Style = .plain) {
        self.text((width - text.columns) / 2, y, text, style)
    }

    /// Fills a rectangle with one character and style.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ character: Unicode.Scalar = " ", _ style: Style = .plain) {
        for row in y..<(y + h) {
            for column in x..<(x + w) { put(column, row, character, style) }
        }
    }

    /// The screen as lines of text (styles dropped), trailing spaces kept: what tests assert.
    public var lines: [String] {
        (0..<height).map { y in
            var line = String.UnicodeScalarView()
            line.append(contentsOf: characters[(y * width)..<((y + 1) * width)].lazy.filter { $0 != Self.wideContinuation })
            return String(line)
        }
    }

    /// The style at (x, y).
    public func style(_ x: Int, _ y: Int) -> Style { styles[y * width + x] }
}
