import MazeKit

/// The shipped campaign's design, as data: what each level of each band of ten asks of the
/// player. `CampaignBuilder` turns it into `levels.json` by searching seeds until every level
/// meets its rules (docs/rules.md, "Design figures"). Change a number here, run `mz build-campaign`, and the whole
/// campaign follows; `docs/campaign.md` explains each choice.
public struct CampaignBlueprint: Sendable {
    /// Levels in the campaign.
    public var levelCount = 100
    /// The shop's prices.
    public var shop = ShopPrices(jump: 40, demolish: 60)

    /// The plan of one level: everything but the seed and the size, which the builder searches.
    public struct Plan: Sendable, Hashable {
        public var id: Int
        public var algorithm: Algorithm
        /// A shaped showcase (every 10th level), or `nil`.
        public var mask: String?
        public var ice: Double
        public var mud: Double
        public var braid: Double
        public var crates: Int
        public var gems: Int
        /// Crates on ledges, out of plain reach: one Jump takes them within the budget.
        public var ledges: Int
        /// The most spare moves, as a share of par (the crates then set the budget).
        public var slack: Double
        /// The par the size is searched for (a 10th level takes the largest par it can find).
        public var targetPar: Int
        /// Rules this level must meet on top of every level's (see `CampaignBuilder`).
        public var needsChoice: Bool
        public var needsTension: Bool
        public var needsTerrainChoice: Bool
    }

    /// The design used for the shipped campaign.
    public static let shipped = CampaignBlueprint()

    /// Masks of the showcase 10th levels, in band order.
    static let showcases = ["heart", "ring", "diamond", "cross", "mz", "heart", "ring", "diamond", "cross", "mz"]

    /// Algorithms in turn (those with long corridors more often: they make the best puzzles).
    static let algorithms: [Algorithm] = [
        .recursiveBacktracker, .wilson, .huntAndKill, .growingTree, .kruskal, .recursiveBacktracker,
        .eller, .aldousBroder, .truePrim, .huntAndKill, .simplifiedPrim, .wilson,
    ]

    /// The plan of level `id` (1…).
    ///
    /// - Ice from level 3, mud from 12, loops from 21 (on every third level and those ending in 2):
    ///   each mechanic arrives alone first.
    /// - Crates from level 4 (one, to learn what they cost), two from 6 (which one?), three from 31; gems on every 10th level and on
    ///   every level ending in 5 from 15 on (19 in all: enough for the 1, 5 and 10 gem avatars);
    ///   from level 25, a crate on a ledge (one Jump takes it) on every third level.
    /// - The most spare moves fall from half of par to a fifth: tension grows.
    /// - Target par climbs within each band and from band to band; the 10th level is the peak.
    public func plan(_ id: Int) -> Plan {
        let band = (id - 1) / 10
        let place = (id - 1) % 10  // 0…9, 9 the showcase
        let showcase = place == 9
        let ice = id < 3 ? 0 : min(0.22, 0.12 + 0.001 * Double(id))
        let mud = id < 12 ? 0 : min(0.18, 0.08 + 0.001 * Double(id))
        let loops = id >= 21 && (id % 3 == 0 || id % 10 == 2 || showcase)
        let braid = id < 21 ? 0 : (loops ? 0.35 : 0.08)
        let crates = id < 4 ? 0 : (id < 6 ? 1 : (id < 31 ? 2 : 3))
        let gems = showcase || (id >= 15 && id % 10 == 5) ? 1 : 0
        let ledges = id >= 25 && id % 3 == 1 ? 1 : 0
        let slack = id <= 10 ? 0.5 : max(0.2, 0.36 - 0.002 * Double(id))
        let start = 12 + 9 * band, end = 20 + 10 * band
        let target = start + (end - start) * min(place, 8) / 8
        // Three decimals, so the file reads the same in any JSON reader.
        func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        return Plan(
            id: id, algorithm: Self.algorithms[(id - 1) % Self.algorithms.count], mask: showcase ? Self.showcases[band] : nil,
            ice: rounded(ice), mud: rounded(mud), braid: showcase ? 0 : braid, crates: crates, gems: gems, ledges: ledges,
            slack: rounded(slack), targetPar: target,
            needsChoice: id >= 6 && crates >= 2 && (id % 2 == 1 || id < 11),
            needsTension: id >= 21 && !showcase,
            needsTerrainChoice: id >= 30 && loops && !showcase)
    }
}
