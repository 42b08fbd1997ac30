import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A campaign file (`levels.json`, docs/formats.md): shop prices and level specs.
public struct LevelFile: Sendable, Hashable {
    /// The file format this build reads and writes.
    public static let formatVersion = 1

    /// Coins per Jump and per Demolish in the shop.
    public var shop: ShopPrices
    /// The levels, in order (ids 1, 2, 3, …).
    public var levels: [LevelSpec]
    /// The generator version the file's stored pars and fingerprints were made with.
    public var generatorVersion: Int

    /// The largest budget (and so the most moves) a level may have.
    public static let maximumBudget = LevelSpec.Limits.budget.upperBound
    /// The most crates a level may have in plain reach (`LevelSpec.Limits.crates`).
    public static let maximumCrates = LevelSpec.Limits.crates.upperBound
    /// The most crates a level may hold in all: those in plain reach and those on ledges.
    public static let maximumCratesInALevel = LevelSpec.Limits.crates.upperBound + LevelSpec.Limits.ledges.upperBound
    /// The most gems a level may have.
    public static let maximumGems = LevelSpec.Limits.gems.upperBound

    /// Creates a file.
    public init(shop: ShopPrices, levels: [LevelSpec], generatorVersion: Int = LevelSpec.currentGeneratorVersion) {
        self.shop = shop
        self.levels = levels
        self.generatorVersion = generatorVersion
    }
}
