import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shop's prices in coins.
public struct ShopPrices: Sendable, Hashable {
    /// Price of one Jump.
    public var jump: Int
    /// Price of one Demolish.
    public var demolish: Int
    /// Price of one Time (`shop.time` in a levels file, optional: `Economy.timePrice` when left out).
    public var time: Int

    /// Creates prices.
    public init(jump: Int, demolish: Int, time: Int = Economy.timePrice) {
        self.jump = jump
        self.demolish = demolish
        self.time = time
    }
}
