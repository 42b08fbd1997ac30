/// What a campaign level asks of the player: the question it was built around
/// (docs/campaign.md, "Kinds of level"). Written in levels.json as `kind`; a level without one
/// (a seeded or hand-made level) has none.
public enum LevelKind: String, Sendable, Hashable, CaseIterable {
    /// Find the way: the first levels, a maze and a budget.
    case route
    /// Which crates? Values differ and not all fit: the best plan beats both greedy ones.
    case pick
    /// A gem far off against the slack, beside crates.
    case nerve
    /// Loops where mud, ice and distance compete: the terrain chooses the route.
    case terrain
    /// A rich crate on a ledge: only a Jump takes it within the budget.
    case ledge
    /// The newest fixture (gates, portals, belts, tunnels, mirrors, trapdoors) decides the plan.
    case fixture
    /// Every crate fits, and only just: the budget is the least moves that take them all, so
    /// the question is the order (and the way between them), not which.
    case tour
    /// Every crate fits only with one Jump, used in the right place: the budget is the least
    /// moves that take them all with one, so the question is where the Jump saves most.
    case leap
    /// Timed crates (`Crate.deadline`): the question is which to take first, and whether racing
    /// for one is worth what it pulls the route away from.
    case race
    /// A 10th level: many crates of very different values, and a budget for a few of them.
    case vault
    /// A 10th level: no slack at all, fixtures and terrain on the way.
    case escape
    /// A 10th level: three gems far apart and coins to weigh against them.
    case heist
    /// A 10th level: a long tense route where every wrong turn costs the level.
    case gauntlet
    /// The last level: everything at once.
    case finale

    /// Whether this kind is a 10th level's challenge (no other level has it).
    public var isChallenge: Bool { [.vault, .escape, .heist, .gauntlet, .finale].contains(self) }

    /// Whether a campaign level of this kind is walked: no Jump, Demolish or Time is used on it
    /// (those held keep for later levels). An escape has no spare move, and finding its one way
    /// is the whole question: play-testers of session 34 flew a gem's Jump through four escapes
    /// under par ("used a jump to skip the search") and asked for it to be barred there.
    public var isWalked: Bool { self == .escape }

    /// The kind's name as the level select and docs say it.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension Level {
    /// Whether the level's kind is walked (`LevelKind.isWalked`): in the campaign, no power-up
    /// is used on it (`Attempt.isWalked`).
    public var isWalked: Bool { spec.kind?.isWalked == true }
}
