/// SplitMix64, used to expand one 64-bit seed into a full generator state.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var state: UInt64

    /// Creates the generator at `seed`.
    public init(seed: UInt64) { state = seed }

    /// Returns the next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
