import MazeKit

/// Everything in one save file: the shipped campaign's progress and, apart from it, the
/// progress of every other campaign played with `--levels FILE` (docs/formats.md, "save.json"), so coins earned in
/// a custom campaign never reach the shipped one.
public struct SaveDocument: Sendable, Hashable {
    /// Progress through the shipped campaign.
    public var shipped: PlayerProgress
    /// Progress through other campaigns, by `CampaignIdentity.key`.
    public var campaigns: [String: PlayerProgress]
    /// The most other campaigns a save keeps.
    public static let maximumCampaigns = 100

    /// A document holding `shipped` and no other campaign.
    public init(shipped: PlayerProgress = PlayerProgress(), campaigns: [String: PlayerProgress] = [:]) {
        self.shipped = shipped
        self.campaigns = campaigns
    }

    /// The progress through `campaign` (a new player's if it was never played).
    public func progress(in campaign: CampaignIdentity) -> PlayerProgress {
        campaign == .shipped ? shipped : campaigns[campaign.key] ?? PlayerProgress()
    }

    /// Leaves out the longest best runs, across every campaign, until they add up to at least
    /// `bytes` characters; `false` when there was none left to drop.
    mutating func dropLongestBestRuns(totalling bytes: Int) -> Bool {
        // (campaign key, record index, length), longest first; ties in key and level order.
        var runs: [(key: String, index: Int, length: Int)] = []
        for key in [CampaignIdentity.shipped.key] + campaigns.keys.sorted() {
            let levels = key == CampaignIdentity.shipped.key ? shipped.levels : campaigns[key]?.levels ?? []
            for (i, record) in levels.enumerated() {
                if let run = record.bestRun { runs.append((key, i, run.inputs.utf8.count)) }
            }
        }
        guard !runs.isEmpty else { return false }
        var dropped = 0
        for run in runs.sorted(by: { $0.length > $1.length }) where dropped < bytes {
            if run.key == CampaignIdentity.shipped.key {
                shipped.levels[run.index].bestRun = nil
            } else {
                campaigns[run.key]?.levels[run.index].bestRun = nil
            }
            dropped += run.length
        }
        return true
    }

    /// Stores `progress` as the progress through `campaign`.
    public mutating func store(_ progress: PlayerProgress, in campaign: CampaignIdentity) {
        if campaign == .shipped { shipped = progress } else { campaigns[campaign.key] = progress }
    }
}

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
