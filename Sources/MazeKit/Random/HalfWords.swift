/// Unbiased bounded integers from 32-bit halves of the generator's output: half the draws of
/// `below(_:)` for small bounds (Lemire's method at 32 bits).
struct HalfWords {
    private var buffer: UInt64 = 0
    private var hasHalf = false

    @inline(__always) private mutating func next(_ rng: inout SeededRandom) -> UInt64 {
        if hasHalf {
            hasHalf = false
            return buffer >> 32
        }
        buffer = rng.next()
        hasHalf = true
        return buffer & 0xFFFF_FFFF
    }

    /// A uniform integer in `0..<bound`. - Precondition: `1 <= bound <= 2^32`.
    @inline(__always) mutating func below(_ bound: Int, _ rng: inout SeededRandom) -> Int {
        let b = UInt64(truncatingIfNeeded: bound)
        var product = next(&rng) &* b
        if product & 0xFFFF_FFFF < b {
            let threshold = (0x1_0000_0000 &- b) % b
            while product & 0xFFFF_FFFF < threshold { product = next(&rng) &* b }
        }
        return Int(truncatingIfNeeded: product >> 32)
    }
}
