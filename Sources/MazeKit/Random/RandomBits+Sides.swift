extension RandomBits {
    /// A uniformly chosen side among those set in `mask` (which must not be empty).
    ///
    /// The k-th set bit comes from a 64-entry table of 2-bit answers packed into two words
    /// (entry `mask << 2 | k` is the bit's index), not a loop: the loop's exit branch follows
    /// random data and is mispredicted on most steps. `branchFree` as in `below4`.
    @inline(__always)
    mutating func pick(_ mask: UInt8, _ rng: inout SeededRandom, branchFree: Bool = false) -> Direction {
        let k = below4(mask.nonzeroBitCount, &rng, branchFree: branchFree)
        let entry = Int(mask) &<< 2 | k
        let word: UInt64 = entry < 32 ? 0x2409_0802_0401_0000 : 0xE439_380E_340D_0C03
        let index = (word &>> UInt64(truncatingIfNeeded: (entry & 31) &* 2)) & 3
        return Direction(rawValue: 1 &<< UInt8(truncatingIfNeeded: index)).unsafelyUnwrapped
    }
}
