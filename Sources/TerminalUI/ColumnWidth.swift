/// How many terminal columns a character takes, as a terminal shows it: two for the wide
/// characters of East Asian scripts and most emoji, none for combining marks and joiners, one
/// for everything else. A table of our own rather than `wcwidth`, whose answer depends on the
/// C library's locale: a frame is a value and must be the same on every machine.
extension Unicode.Scalar {
    /// Columns this scalar takes on a terminal: 0, 1 or 2.
    public var columns: Int {
        let v = value
        if v < 0x300 { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return Self.wideRanges.contains { $0.contains(v) } ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks, and the emoji blocks terminals draw two wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
        0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension String {
    /// Columns this text takes on a terminal (`Unicode.Scalar.columns` summed).
    public var columns: Int { unicodeScalars.reduce(0) { $0 + $1.columns } }

    /// The longest start of this text that fits in `limit` columns: a wide character that
    /// would straddle the edge is left out, so the text never runs into what follows it.
    public func prefix(columns limit: Int) -> String {
        var used = 0
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let width = scalar.columns
            if used + width > limit { break }
            used += width
            out.append(scalar)
        }
        return String(out)
    }
}
