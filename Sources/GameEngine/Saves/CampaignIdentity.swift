import MazeKit

/// Which campaign progress belongs to: the shipped one, or another named by a fingerprint of
/// its contents (the same file read from anywhere is the same campaign; an edited one is new).
public struct CampaignIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The key in the save's `campaigns` object (`"shipped"` for the shipped campaign).
    public let key: String

    /// The shipped campaign.
    public static let shipped = CampaignIdentity(key: "shipped")

    private init(key: String) { self.key = key }

    /// The identity of `file`: `.shipped` when it is the shipped campaign, else
    /// `levels-` and 16 hex digits of an FNV-1a 64 hash of its shop and level specs.
    public init(of file: LevelFile, shipped: LevelFile?) {
        if let shipped, shipped == file {
            self = .shipped
            return
        }
        var hash = FNV1a64()
        hash.combine("mz-campaign")
        hash.combine(UInt64(file.shop.jump))
        hash.combine(UInt64(file.shop.demolish))
        // Only a price other than the default: every file from before Time keeps its identity.
        if file.shop.time != Economy.timePrice { hash.combine(UInt64(file.shop.time)) }
        for spec in file.levels {
            var canonical = spec
            canonical.storedPar = nil
            canonical.storedFingerprint = nil
            hash.combine(LevelFile.line(canonical))
        }
        key = "levels-" + hash.hex
    }

    /// Whether `key` has the shape of an identity (`shipped` or `levels-` + 16 hex digits).
    static func isValid(_ key: String) -> Bool {
        guard key != "shipped" else { return true }
        guard key.hasPrefix("levels-") else { return false }
        let hex = key.dropFirst("levels-".count)
        return hex.count == 16 && hex.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    public var description: String { key }
}
