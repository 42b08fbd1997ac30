/// A try at a treasury: which one, its fee, and whether the fee has been paid (by the first
/// move; a try left or begun again before it costs nothing).
public struct TreasuryAttempt: Sendable, Hashable {
    /// The treasury, 1…`Treasury.count`.
    public var number: Int
    /// The fee this try costs.
    public var fee: Int
    /// Whether the fee has been paid: the try has begun and counts.
    public var paid = false

    /// Creates one, not yet paid.
    public init(number: Int, fee: Int) {
        self.number = number
        self.fee = fee
    }
}
