/// The eight terminal colours, plus the terminal's default.
public enum Colour: UInt8, Sendable, Hashable, CaseIterable {
    case standard = 0
    case black, red, green, yellow, blue, magenta, cyan, white

    /// The colour named in avatar data (`"cyan"`), or `.standard`.
    public init(named name: String) {
        self = Colour.allCases.first { "\($0)" == name } ?? .standard
    }
}
