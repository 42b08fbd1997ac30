/// The characters a front end draws with: box drawing in UTF-8 terminals, ASCII elsewhere.
public struct Glyphs: Sendable, Hashable {
    public var ascii: Bool
    public var gem: Unicode.Scalar { ascii ? "*" : "◆" }
    public var crate: Unicode.Scalar { "$" }
    public var exit: Unicode.Scalar { "E" }
    public var ice: Unicode.Scalar { "~" }
    public var mud: Unicode.Scalar { "%" }
    public var star: String { ascii ? "*" : "★" }
    public var noStar: String { ascii ? "." : "☆" }

    public init(ascii: Bool) { self.ascii = ascii }

    /// `★★☆` for 2 of 3 stars.
    public func stars(_ n: Int) -> String {
        String(repeating: star, count: n) + String(repeating: noStar, count: max(0, 3 - n))
    }
}
