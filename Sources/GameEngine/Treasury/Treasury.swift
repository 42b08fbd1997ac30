import MazeKit
import Synchronization

/// The treasuries: one bonus level a band, opened for coins, where each try at its six crates
/// costs a fee (docs/rules.md, "Treasuries").
///
/// Play-testers of every round since session 13 held hundreds or thousands of coins by level
/// 30 with "nothing worth buying", and asked for "harder vault levels" to spend them on. A
/// treasury is that: treasury `n` may be opened once level `10 n` is won, for a key of
/// `keyPrice(n)` coins (150 to 1,500), which the first win taking its best haul pays back; each
/// try costs a fee, paid by its first move; a won try pays its crates' coins, each crate once,
/// and the first win a rare avatar. The fee is three fifths of the best haul: the campaign's
/// coins become the stake of a planning question. (A key that stayed spent read as "net -131
/// coins for an avatar" to both play-testers who opened the first one, and neither opened a
/// second; a key paid back by any win, as "free money, no real risk".)
///
/// A treasury is built like the daily, from a fixed rule: the plan of its band's ninth level
/// made a vault (six crates, no gem or ledge, the band's two newest fixtures, the planning
/// rule), seeds searched from `seed(number:candidate:)` until every rule of the plan holds. It is
/// played with empty hands, outside the campaign (level id 0): its own record, no unlock.
/// Changing any of this changes every treasury: `TreasuryTests` pins them.
public enum Treasury {
    /// Treasuries, one a band of the shipped campaign.
    public static let count = 10

    /// The treasury numbers, 1…`count`.
    public static let numbers = 1...count

    /// The coins that open treasury `number` for good: 150 times its number, paid back by the
    /// first win that takes its best haul.
    public static func keyPrice(_ number: Int) -> Int { 150 * number }

    /// The campaign level whose first clear lets treasury `number` be opened: its band's 10th.
    public static func openingLevel(of number: Int) -> Int { 10 * number }

    /// The plan of treasury `number` (1…`count`).
    public static func plan(_ number: Int, design: CampaignBlueprint = .shipped) -> CampaignBlueprint.Plan {
        // The band's ninth level: its terrain, algorithm and the par its band is at, and not a
        // showcase, so it keeps an ordinary level's size (six rows: 6×3 cells at 80×24).
        // (As it was before the ninth places from the sixth band became tours: a treasury rebuilt
        // would take its keyholders' best hauls away.)
        var base = design
        base.shuttleTours = false
        var plan = base.plan(openingLevel(of: number) - 1)
        plan.kind = .vault
        plan.crates = 6
        plan.gems = 0
        plan.ledges = 0
        plan.ledgeAnswer = nil
        plan.raceAnswer = nil
        plan.timed = 0
        plan.slack = 0.5
        for fixture in [\CampaignBlueprint.Plan.gates, \.portals, \.belts, \.tunnels, \.mirrors, \.trapdoors, \.springs, \.chasms] {
            plan[keyPath: fixture] = 0
        }
        // The six fixtures the treasuries were built with: springs and chasms came later (a treasury
        // rebuilt would take its keyholders' best hauls away).
        let fixtures = CampaignBlueprint.fixturesArrived(by: openingLevel(of: number), springs: false, chasms: false).prefix(2)
        for fixture in fixtures { plan[keyPath: fixture] = CampaignBlueprint.count(of: fixture) }
        plan.needsChoice = true
        plan.needsTension = false
        plan.needsTerrainChoice = false
        plan.needsPlanning = true
        plan.needsFixturesToMatter = !fixtures.isEmpty
        plan.needsSharedDetours = false
        plan.decidingFixture = nil
        return plan
    }

    /// The seed of candidate `k` of treasury `number`: a fixed mix (SplitMix64's finaliser),
    /// below 10⁹ + 7 like the campaign's.
    public static func seed(number: Int, candidate k: Int) -> UInt64 {
        var x = UInt64(number) &* 0xA24B_AED4_963E_E407 &+ UInt64(k) &* 0x9E37_79B9_7F4A_7C15 &+ 0x7472_6561_7375_7279
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return (x ^ (x >> 31)) % 1_000_000_007
    }

    /// Treasury `number` (1…`count`), built once a process from its pinned seed and size: its
    /// spec (id 0, named "Treasury N") and level.
    /// - Complexity: one level build (the seed search is `searched(_:)`'s, run by
    ///   `mz validate --treasuries`, which checks that it still finds the pinned candidate).
    public static func level(_ number: Int) -> Level { treasury(number).level }

    /// The most coins one run of treasury `number` takes (`bestHaul(of:)`), searched once a
    /// process with its level: the list, the try's first line, its settlement and the summary
    /// (drawn every frame) all ask for it.
    public static func bestHaul(_ number: Int) -> Int { treasury(number).bestHaul }

    /// Treasury `number`'s level and best haul, built the first time it is asked for.
    private static func treasury(_ number: Int) -> (level: Level, bestHaul: Int) {
        precondition(numbers.contains(number), "treasury \(number) is not one of 1...\(count)")
        if let built = built.withLock({ $0[number] }) { return built }
        let pin = pinned[number - 1]
        let spec = builder.spec(plan(number), seed: pin.seed, width: pin.width, height: pin.height)
        guard let level = try? LevelBuilder.build(spec) else {
            preconditionFailure("treasury \(number)'s pinned spec does not build: run mz validate --treasuries")
        }
        let treasury = (level: named(level, number), bestHaul: bestHaul(of: level))
        built.withLock { $0[number] = treasury }
        return treasury
    }

    /// The seed and size the search finds for each treasury (`searched(_:)`), pinned so the game
    /// builds one candidate instead of searching up to 1,500 (seconds for the ten): as a levels
    /// file stores its seeds. `mz validate --treasuries` and `TreasuryTests` check they agree.
    public static let pinned: [(seed: UInt64, width: Int, height: Int)] = [
        (seed: 51_912_731, width: 10, height: 5),
        (seed: 81_329_215, width: 13, height: 6),
        (seed: 871_382_297, width: 13, height: 6),
        (seed: 614_035_787, width: 13, height: 6),
        (seed: 122_800_873, width: 13, height: 6),
        (seed: 187_337_752, width: 12, height: 6),
        (seed: 90_372_317, width: 12, height: 6),
        (seed: 11_867_718, width: 13, height: 6),
        (seed: 576_192_728, width: 13, height: 6),
        (seed: 429_920_193, width: 13, height: 6),
    ]

    /// The treasuries built so far, by number (looked up by key only: order never matters).
    private static let built = Mutex<[Int: (level: Level, bestHaul: Int)]>([:])

    /// The campaign builder the treasuries are searched with.
    private static var builder: CampaignBuilder {
        var builder = CampaignBuilder(design: .shipped)
        // Six crates where planning pays are rarer than a campaign level's three or four.
        builder.attempts = 1_500
        return builder
    }

    /// Treasury `number` found by its seed search: candidates from `seed(number:candidate:)`
    /// until one meets every rule of its plan (`CampaignBuilder`'s search, as a campaign level's).
    /// - Complexity: up to 1,500 level builds; about a tenth to a second each treasury, release.
    public static func searched(_ number: Int) -> Level {
        named(builder.buildLevel(plan(number), below: .max, thorough: false) { seed(number: number, candidate: $0) }.level, number)
    }

    private static func named(_ built: Level, _ number: Int) -> Level {
        var level = built
        var spec = level.spec
        spec.id = 0
        spec.name = name(of: number)
        level.id = 0
        level.name = spec.name
        level.spec = spec
        return level
    }

    /// "Treasury N".
    public static func name(of number: Int) -> String { "Treasury \(number)" }

    /// The most coins one run of `level` takes within its budget without power-ups: the best
    /// haul (0 when no crate fits).
    public static func bestHaul(of level: Level) -> Int { ScoutedPlan(level)?.coins ?? 0 }

    /// The fee for one try at a treasury whose best haul is `haul`: three fifths of it, in
    /// fives, at least 10. The best plan nets two fifths; a greedy player, who takes less than
    /// 85 % of it on a level where planning pays, nets less than a quarter of it.
    public static func fee(bestHaul haul: Int) -> Int { max(10, (haul * 3 / 5 + 2) / 5 * 5) }

    /// The fee for one try at treasury `number`.
    public static func fee(_ number: Int) -> Int { fee(bestHaul: bestHaul(number)) }

    /// The treasury whose key the first win of campaign level `id` makes available, if any.
    public static func number(openedBy id: Int) -> Int? {
        id % 10 == 0 && numbers.contains(id / 10) ? id / 10 : nil
    }

    /// The avatar the first win of treasury `number` gives, if any.
    public static func avatar(of number: Int) -> Avatar? {
        AvatarCatalog.all.first { $0.unlock == .treasury(number: number) }
    }
}
