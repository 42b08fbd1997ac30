import MazeKit
import Synchronization

/// The daily challenge: one level per UTC date, the same for everyone, built from the date
/// alone by a fixed rule (docs/rules.md, "The daily challenge"):
///
/// 1. `d` is the date's day number (days since 1970-01-01).
/// 2. The plan is that of a late campaign level — levels 81–89 and 91–99 in turn, by `d` mod 18
///    (the showcase masks stay the campaign's) — so the daily asks what the last bands ask:
///    three crates and a choice between them, a wrong turn that costs more than the spare moves,
///    loops where terrain picks the route, and on some days a gem. It has no ledge crates, and
///    it is played with empty hands (no power-ups), so every player faces the same puzzle.
/// 3. Seeds are searched exactly as `CampaignBuilder` searches a campaign level's, from
///    `seed(day:candidate:)`, with mazes of at most 19×9 cells (`largest`: it fits 80×24),
///    until the built level meets every rule of its plan. The per-level design rules (every
///    item fits, crates pay, gems test nerve) hold by construction; the plan's own rules
///    (choice, tension, terrain) are campaign-wide ones (docs/rules.md, "Design figures"), and a day that meets none of
///    its candidates keeps the best found (2 days of a year checked miss terrain choice).
///
/// Changing any part of this (or the level generator) changes every past daily: the golden
/// test in `DailyChallengeTests` pins one date so that never happens by accident.
public enum DailyChallenge {
    /// The design the daily's plans come from: the shipped one as it was when the daily was
    /// first drawn (the eighth level of a band a crate pick, not an escape, and the fourth not a
    /// tour), so no day changes.
    public static let design: CampaignBlueprint = {
        var design = CampaignBlueprint.shipped
        design.eighthIsAnEscape = false
        design.toursInEveryBand = false
        design.leapsInEveryBand = false
        design.springsArrive = false
        design.chasmsArrive = false
        design.racesArrive = false
        design.doorsArrive = false
        design.fixtureEscapesArrive = false
        design.shuttleTours = false
        design.shuttleGems = false
        return design
    }()

    /// The campaign levels whose plans the daily takes, in turn.
    public static let planLevels = Array(81...89) + Array(91...99)

    /// The plan of the daily of `date`.
    public static func plan(for date: DailyDate) -> CampaignBlueprint.Plan {
        let index = ((date.dayNumber % planLevels.count) + planLevels.count) % planLevels.count
        var plan = design.plan(planLevels[index])
        plan.ledges = 0
        // A date's daily never changes: the gem rule came after the dailies were drawn.
        plan.gemAnswer = nil
        plan.ledgeAnswer = nil
        plan.raceAnswer = nil
        return plan
    }

    /// The seed of candidate `k` for day `d`: a fixed mix (SplitMix64's finaliser) of both, kept
    /// below 10⁹ + 7 like the campaign's so codes stay short.
    public static func seed(day d: Int, candidate k: Int) -> UInt64 {
        var x = UInt64(bitPattern: Int64(d)) &* 0xD1B5_4A32_D192_ED03 &+ UInt64(k) &* 0x9E37_79B9_7F4A_7C15 &+ 0x6D7A_6461_696C_79
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return (x ^ (x >> 31)) % 1_000_000_007
    }

    /// The daily of `date`: its spec (id 0, named `Daily YYYY-MM-DD`, par and fingerprint
    /// stored) and the built level.
    /// - Complexity: one campaign level's seed search, typically a few dozen candidates.
    public static func level(for date: DailyDate) -> Level {
        if let level = built.withLock({ $0[date.dayNumber] }) { return level }
        let level = build(date)
        built.withLock { days in
            if days.count >= 8 { days.removeAll() }
            days[date.dayNumber] = level
        }
        return level
    }

    /// The dailies built so far in this process, by day number (a few at most: the title,
    /// the daily screen and `mz daily` ask for the same day several times, and each build is
    /// a seed search). Looked up by key only, so its order never matters.
    private static let built = Mutex<[Int: Level]>([:])

    private static func build(_ date: DailyDate) -> Level {
        let plan = plan(for: date)
        var builder = CampaignBuilder(design: .shipped)
        builder.largest = largest
        // The search as it was when the campaign's levels were larger: a date's daily never
        // changes (the golden test pins one), whatever the campaign's sizes become.
        builder.attempts = 400
        builder.ordinaryCap = (14, 7)
        builder.carryingCap = (16, 8)
        builder.roomyCellsPerTargetMove = 1.6
        var level = builder.buildLevel(plan, below: .max, thorough: false) { seed(day: date.dayNumber, candidate: $0) }.level
        var spec = level.spec
        spec.id = 0
        spec.name = "Daily \(date)"
        level.id = 0
        level.name = spec.name
        level.spec = spec
        return level
    }

    /// The largest daily maze: 19×9 cells is what an 80×24 terminal shows whole (four columns
    /// and two rows a cell, the HUD, the message line and the key bar), and the daily is for
    /// everyone, whatever their terminal.
    public static let largest = (width: 19, height: 9)

    /// The power-ups every player holds in the daily: none.
    public static let inventory = Inventory()
}
