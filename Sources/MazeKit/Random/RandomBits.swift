/// A reservoir of random bits drawn 64 at a time, for hot loops that need only a coin flip or a
/// choice among up to four neighbours per step.
///
/// Every draw is exact: a choice among three rejects the fourth value of two bits and draws
/// again, so no choice is biased.
struct RandomBits {
    private var buffer: UInt64 = 0
    private var left = 0

    /// `count` (1…8) fresh random bits as an integer.
    @inline(__always) mutating func take(_ count: Int, _ rng: inout SeededRandom) -> Int {
        if left < count {
            buffer = rng.next()
            left = 64
        }
        let value = Int(truncatingIfNeeded: buffer & ((1 << UInt64(count)) &- 1))
        buffer >>= UInt64(count)
        left &-= count
        return value
    }

    /// A fair coin.
    @inline(__always) mutating func coin(_ rng: inout SeededRandom) -> Bool {
        take(1, &rng) == 0
    }

    /// A uniform integer in `0..<n` for `n` in 1…4.
    ///
    /// With `branchFree`, no branch on `n`: one draw of 0, 1 or 2 bits (for n = 1, 2, then 3
    /// or 4; drawing 0 bits takes nothing), and only n = 3 can reject (the value 3, one time in
    /// four) and draw again. The bits consumed, so the results, are exactly the `switch`'s.
    /// Use it where the number of choices is random from one call to the next (simplified
    /// Prim, growing tree: mispredicted on about a third of the steps); where it repeats (the
    /// backtracker's corridors), the `switch` is predicted and about 7% faster.
    @inline(__always) mutating func below4(_ n: Int, _ rng: inout SeededRandom, branchFree: Bool = false) -> Int {
        if branchFree {
            let width = (0x2_2100 &>> (n &* 4)) & 0xF  // bits needed: n 1→0, 2→1, 3→2, 4→2
            var v = take(width, &rng)
            while n == 3 && v == 3 { v = take(2, &rng) }
            return v
        }
        switch n {
        case 1: return 0
        case 2: return take(1, &rng)
        case 4: return take(2, &rng)
        default:
            while true {
                let v = take(2, &rng)
                if v < 3 { return v }
            }
        }
    }
}
