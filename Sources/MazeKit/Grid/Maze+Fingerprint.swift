/// FNV-1a, 64-bit: a small, stable, well-spread hash for fingerprints that must never change.
public struct FNV1a64: Sendable, Hashable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Creates an empty hash.
    public init() {}

    /// Mixes in one byte.
    public mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Mixes in an integer as 8 little-endian bytes.
    public mutating func combine(_ integer: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { combine(UInt8(truncatingIfNeeded: integer >> UInt64(shift))) }
    }

    /// Mixes in a string's UTF-8 bytes followed by a 0 terminator.
    public mutating func combine(_ string: String) {
        for byte in string.utf8 { combine(byte) }
        combine(UInt8(0))
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Maze {
    /// A stable 64-bit fingerprint of size, mask and passages (FNV-1a over a fixed byte layout).
    /// Equal mazes have equal fingerprints across runs, machines and Swift releases.
    /// - Complexity: O(cells).
    public var fingerprint: FNV1a64 {
        var hash = FNV1a64()
        hash.combine(UInt64(width))
        hash.combine(UInt64(height))
        for cell in 0..<cellCount {
            hash.combine(passages[cell] | (isEnabled(cell) ? 0 : 0x80))
        }
        return hash
    }
}
