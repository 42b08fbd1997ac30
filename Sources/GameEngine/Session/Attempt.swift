/// One attempt being played: its level, the engine state, the actions so far and the power-ups
/// it started from (what its replay starts from).
public struct Attempt: Sendable, Hashable {
    /// The level played.
    public let level: Level
    /// The state now.
    public private(set) var state: GameState
    /// Every accepted action, in order (what the replay and the save record).
    public private(set) var inputs: [Action]
    /// The power-ups the replay starts from: those in hand at the start, plus any bought while
    /// the attempt was suspended (so re-simulating it always ends with what the player holds).
    public private(set) var startInventory: Inventory
    /// For an attempt at the daily challenge: its day, and whether this attempt is the one
    /// that counts (the first finished one of the day, played on the day).
    public private(set) var daily: DailyAttempt?

    /// A new attempt at `level` with `inventory` in hand.
    public init(level: Level, inventory: Inventory) {
        self.level = level
        state = GameState(level: level, inventory: inventory)
        inputs = []
        startInventory = inventory
    }

    /// A new attempt at the daily challenge `level` of `daily.date`, with empty hands.
    public init(daily: DailyAttempt, level: Level) {
        self.init(level: level, inventory: DailyChallenge.inventory)
        self.daily = daily
    }

    /// The attempt after `inputs`, re-simulated from the start.
    public init(level: Level, inventory: Inventory, inputs: [Action]) {
        self.init(level: level, inventory: inventory)
        for action in inputs { state.apply(action) }
        self.inputs = inputs
    }

    /// Whether the level is one of the campaign's: only then is the attempt paid, suspended
    /// into the save and counted in the progress. A level outside it (`mz play --seed`, a
    /// code, the daily, the lab) pays nothing and saves nothing but a daily result.
    public var isCampaign: Bool { level.id != 0 }

    /// Whether ending this attempt now would count as the day's daily result: it is the
    /// counted one and it has begun (a restart before the first move costs nothing).
    public var endingCountsAsDailyResult: Bool {
        daily?.counts == true && (state.status != .playing || state.movesUsed > 0)
    }

    /// Applies one action; an action that changes nothing (a refusal, a bump into a wall) is not
    /// recorded, so the attempt and its replay stay bounded by what the budget allows.
    mutating func apply(_ action: Action) -> (events: [Event], recorded: Bool) {
        let events = state.apply(action)
        let changedNothing = events.contains {
            switch $0 {
            case .refused, .bumpedWall: true
            default: false
            }
        }
        if !changedNothing { inputs.append(action) }
        return (events, !changedNothing)
    }

    /// The same attempt had it started with `item` more (bought while it was suspended).
    func adding(_ item: ShopItem) -> Attempt {
        Attempt(level: level, inventory: startInventory.holding(item), inputs: inputs)
    }

    /// The same level afresh; a daily attempt that was counted is followed by ones that are not.
    func again(counted: Bool) -> Attempt {
        guard var daily else { return Attempt(level: level, inventory: startInventory) }
        daily.counts = daily.counts && !counted
        return Attempt(daily: daily, level: level)
    }

    /// This attempt's replay; a daily attempt's is marked with its day and whether it counted.
    public var replay: Replay {
        var replay = Replay.record(level: level, inventory: startInventory, inputs: inputs)
        replay.daily = daily
        return replay
    }
}

/// An attempt at a day's challenge: which day, and whether its end is the day's result.
public struct DailyAttempt: Sendable, Hashable {
    /// The day whose challenge is played.
    public var date: DailyDate
    /// Whether this attempt's end is recorded as the day's result (the day is today and it has
    /// no result yet); otherwise it is played for fun.
    public var counts: Bool

    /// Creates one.
    public init(date: DailyDate, counts: Bool) {
        self.date = date
        self.counts = counts
    }
}
