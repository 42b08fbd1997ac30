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

    /// Creates prices.
    public init(jump: Int, demolish: Int) {
        self.jump = jump
        self.demolish = demolish
    }
}
