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
