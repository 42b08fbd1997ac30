/// How a cell is drawn: colour and attributes, packed small.
public struct Style: Sendable, Hashable {
    /// The text colour.
    public var foreground: Colour
    /// Drawn bold.
    public var bold: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Drawn faint.
    public var dim: Bool
    /// Underlined (the overview draws a wall under a cell of ice or mud so).
    public var underline: Bool

    /// Creates a style.
    public init(_ foreground: Colour = .standard, bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = Style()
}
