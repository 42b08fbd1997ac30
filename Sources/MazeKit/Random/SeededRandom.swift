/// The project's own seedable random number generator: xoshiro256** seeded through SplitMix64.
///
/// Every maze and level is built from this generator, never from the standard library's
/// `SystemRandomNumberGenerator` or its `random(in:)`/`shuffled()` helpers, whose algorithms may
/// change between Swift releases (docs/design.md, "Determinism"). The sequence for a seed is pinned by golden tests.
///
/// References: Blackman & Vigna, "Scrambled linear pseudorandom number generators" (2021);
/// Steele, Lea & Flood, "Fast splittable pseudorandom number generators" (SplitMix64, 2014).
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose whole stream follows from `seed`.
    ///
    /// The 256-bit state is expanded from the seed with SplitMix64, which never yields the
    /// all-zero state xoshiro must avoid.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
    }

    /// Creates a generator for an independent stream named by `stream` under `seed`.
    ///
    /// Level building and cosmetic effects use different streams of one seed so that a
    /// cosmetic change can never alter a level (docs/design.md, "Determinism").
    public init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: stream &* 0x9E37_79B9_7F4A_7C15)
        self.init(seed: seed ^ mixer.next())
    }

    /// Returns the next 64 random bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    @inlinable @inline(__always)
    func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 &- k))
    }
}
