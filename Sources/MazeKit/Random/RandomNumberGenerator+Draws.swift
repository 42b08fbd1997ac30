// Project-owned draws on top of any generator's raw 64-bit output. The standard library's
// helpers are avoided on purpose: their algorithms are not part of Swift's stability promise.

extension RandomNumberGenerator {
    /// Returns an unbiased integer in `0..<upperBound`.
    ///
    /// Lemire's nearly-divisionless method ("Fast random integer generation in an interval",
    /// 2019): one multiply in the common case, rejection only on the biased sliver.
    /// - Precondition: `upperBound > 0`.
    @inlinable @inline(__always)
    public mutating func below(_ upperBound: Int) -> Int {
        precondition(upperBound > 0, "below(\(upperBound)): the bound must be positive")
        let bound = UInt64(upperBound)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return Int(product.high)
    }

    /// Returns `true` with probability `probability` (clamped to 0…1), using 53 random bits.
    @inlinable
    public mutating func chance(_ probability: Double) -> Bool {
        unitInterval() < probability
    }

    /// Returns a uniformly distributed `Double` in `0..<1` with 53 bits of precision.
    @inlinable
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Shuffles `array` in place with the Fisher–Yates algorithm and `below(_:)`.
    ///
    /// Named apart from the standard library's `shuffle(using:)`, whose algorithm may change
    /// between Swift releases and is never used where levels are built (docs/design.md, "Determinism").
    /// - Complexity: O(n).
    @inlinable
    public mutating func permute<T>(_ array: inout [T]) {
        var i = array.count - 1
        while i > 0 {
            let j = below(i + 1)
            array.swapAt(i, j)
            i -= 1
        }
    }

    /// Returns a uniformly chosen element of `collection`, or `nil` when it is empty.
    @inlinable
    public mutating func choice<C: RandomAccessCollection>(_ collection: C) -> C.Element? {
        guard !collection.isEmpty else { return nil }
        return collection[collection.index(collection.startIndex, offsetBy: below(collection.count))]
    }
}
