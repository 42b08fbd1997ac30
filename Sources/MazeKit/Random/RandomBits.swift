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
    @inline(__always) mutating func below4(_ n: Int, _ rng: inout SeededRandom) -> Int {
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

/// A fixed-capacity buffer of trivial values, for an algorithm's working memory: no bounds
/// checks or copy-on-write checks in the hot loop. The owner calls `release()` (via `defer`).
struct Scratch<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(repeating value: Element, count: Int) {
        capacity = Swift.max(count, 1)
        base = .allocate(capacity: capacity)
        base.initialize(repeating: value, count: capacity)
    }

    /// Room for `count` elements, none written yet: pages the algorithm never reaches are never
    /// touched (for a million cells that is megabytes the kernel need not zero). Only for
    /// trivial `Element`s, each written before it is read.
    init(uninitializedCount count: Int) {
        capacity = Swift.max(count, 1)
        base = .allocate(capacity: capacity)
    }

    /// Moves the elements to a buffer of `newCapacity`, keeping the first `capacity`.
    mutating func grow(to newCapacity: Int) {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: base, count: capacity)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    func release() { base.deallocate() }
}

/// A stack of cell indices with a capacity fixed up front (the cell count bounds every stack
/// and list the generators keep).
struct CellStack {
    private let storage: Scratch<Int32>
    private(set) var count = 0

    init(capacity: Int) { storage = Scratch(repeating: 0, count: capacity) }

    @inline(__always) var isEmpty: Bool { count == 0 }
    @inline(__always) var last: Int { Int(storage[count &- 1]) }
    @inline(__always) subscript(i: Int) -> Int {
        get { Int(storage[i]) }
        nonmutating set { storage[i] = Int32(truncatingIfNeeded: newValue) }
    }
    @inline(__always) mutating func push(_ cell: Int) {
        storage[count] = Int32(truncatingIfNeeded: cell)
        count &+= 1
    }
    @inline(__always) mutating func pop() -> Int {
        count &-= 1
        return Int(storage[count])
    }
    @inline(__always) mutating func removeAll() { count = 0 }
    @inline(__always) mutating func truncate(to newCount: Int) { count = newCount }

    func release() { storage.release() }
}

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
