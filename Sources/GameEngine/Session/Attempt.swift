/// One attempt being played: its level, the engine state, the actions so far and the power-ups
/// it started from (what its replay starts from).
///
/// Undo (docs/rules.md, "Undo") takes the last recorded action out of `inputs` and puts back
/// the state from before it, so the attempt is always exactly its inputs re-simulated from its
/// start: its replay, its save and its ghost race hold the run as it is played in the end.
///
/// Invariants: `state` is `inputs` re-simulated from `startInventory`; `history` holds the
/// states before the last `history.count` inputs (at most `historyLimit`), newest last.
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
    /// For a try at a treasury: which, its fee, and whether the fee is paid (`CampaignSession`
    /// pays it with the first move).
    public internal(set) var treasury: TreasuryAttempt?
    /// Whether the guide showed its way during this attempt (`CampaignSession` sets it): a win
    /// that followed it did not plan (`PlanScore.followedTheGuide`). Not saved: an attempt
    /// resumed in a later sitting starts without it, as the guide bought for it is gone too.
    public var showedTheGuide = false
    /// The coins staked on this try when its dare was taken (`Dare`); `nil` otherwise. Not
    /// saved: a dared try left is given up (`CampaignSession`), so none is ever resumed.
    public internal(set) var dare: Int?
    /// Whether this dared try, or this try at a treasury, has spent its one undo
    /// (`CampaignSession`, `hasOneUndo`): a dare is played by eye, but a key typed by mistake (a
    /// tester lost a 295-coin stake to one Left too few) is a slip, not a plan. One, so undo
    /// cannot be used to try ways out.
    public internal(set) var oneUndoSpent = false
    /// The states before the most recent inputs, newest last: what undo puts back in O(1).
    /// A cache of `inputs`, bounded so a long attempt through many demolished walls (each a
    /// maze of its own) cannot grow without limit; undo past it re-simulates from the start.
    private var history: [GameState] = []

    /// The most states `history` keeps (the newest; undo reaches further by re-simulating).
    static let historyLimit = 1_024

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

    /// A new try at a treasury `level`, with empty hands, its fee not yet paid.
    public init(treasury: TreasuryAttempt, level: Level) {
        self.init(level: level, inventory: Inventory())
        self.treasury = treasury
    }

    /// The attempt after `inputs`, re-simulated from the start.
    public init(level: Level, inventory: Inventory, inputs: [Action]) {
        self.init(level: level, inventory: inventory)
        for action in inputs {
            // Every input gets its state before, a refused one too (a hand-edited save), so
            // `history` stays aligned with the end of `inputs`.
            keep(state)
            state.apply(action)
        }
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
        let before = state
        let events = state.apply(action)
        let changedNothing = events.contains {
            switch $0 {
            case .refused, .bumpedWall: true
            default: false
            }
        }
        if !changedNothing {
            inputs.append(action)
            keep(before)
        }
        return (events, !changedNothing)
    }

    /// Takes the last recorded action back: the state is again exactly what it was before it
    /// (position, moves, crates, gems, power-ups, walls, status), and the action leaves
    /// `inputs`, so the replay re-simulates to the state as it is now.
    /// - Returns: the action taken back, or `nil` at the start (nothing to undo).
    /// - Complexity: O(1) within the last `historyLimit` actions; past them, one re-simulation
    ///   from the start (O(inputs + cells entered)) for every `historyLimit / 2` or more undos.
    mutating func undo() -> Action? {
        guard let action = inputs.popLast() else { return nil }
        if history.isEmpty {
            // Past the history's bound: re-simulate once, which also refills the history with
            // the states before the newest inputs, so the next undos are O(1) again.
            let resimulated = Attempt(level: level, inventory: startInventory, inputs: inputs + [action])
            history = resimulated.history
        }
        if let before = history.popLast() { state = before }
        return action
    }

    /// Whether this attempt has used a Jump.
    public var hasJumped: Bool { inputs.contains { if case .jump = $0 { true } else { false } } }

    /// Whether this attempt may take no more Jumps: one a campaign attempt, as one Time. With
    /// coins to spare, play-testers chained four a level and "the question became how many
    /// Jumps can I chain"; every design figure (a ledge's crate, a purchase that pays) is of one
    /// Jump. The rules themselves (and so replays and practice) allow more: this is the
    /// campaign's, as the daily's empty hands are. The session refuses by it, the screens read it.
    public var jumpSpent: Bool { isCampaign && hasJumped }

    /// Whether this attempt is walked: a campaign escape (`LevelKind.isWalked`), where no power-up
    /// is used. Like `jumpSpent`, the campaign's rule, not the movement's: replays and practice
    /// allow them. The session refuses by it, the screens read it.
    public var isWalked: Bool { isCampaign && level.isWalked }

    /// Whether `action` uses a power-up that this attempt may not use: any on a walked level, a
    /// second Jump in one campaign attempt (`jumpSpent`).
    func refusesPowerUp(_ action: Action) -> SessionRefusal? {
        switch action {
        case .jump, .demolish, .addTime:
            if isWalked { return .walkedLevel }
            if case .jump = action, jumpSpent { return .oneJumpAnAttempt }
            return nil
        case .move, .restart: return nil
        }
    }

    /// Whether there is an action to take back.
    public var canUndo: Bool { !inputs.isEmpty }

    /// Whether this try has one undo, for a slip, and no more: a dared try (its stake) and a
    /// try at a treasury (its fee). Two play-testers of session 33 found a treasury's fee had
    /// "little bite" when undo rewound a try without end.
    public var hasOneUndo: Bool { dare != nil || treasury != nil }

    /// Whether undo is allowed now: everywhere but the day's counted daily attempt, whose
    /// result is the run as first played (docs/rules.md, "Undo"), and a dared or treasury try
    /// once its one undo, for a slip, is spent.
    public var allowsUndo: Bool { daily?.counts != true && (!hasOneUndo || !oneUndoSpent) }

    /// Whether an undo may reopen this attempt once it has failed: not the day's counted daily,
    /// not a dared try, settled with its stake lost, and not a treasury's try, its fee spent.
    public var reopensAfterFailing: Bool { daily?.counts != true && !hasOneUndo }

    /// Pushes the state before the newest input, dropping the oldest half when full (so each
    /// push is O(1) amortised).
    private mutating func keep(_ before: GameState) {
        if history.count >= Self.historyLimit { history.removeFirst(Self.historyLimit / 2) }
        history.append(before)
    }

    /// The same attempt had it started with `item` more (bought while it was suspended).
    func adding(_ item: ShopItem) -> Attempt {
        var bought = Attempt(level: level, inventory: startInventory.holding(item), inputs: inputs)
        // A Jump bought inside a dared try is part of that try (its price counts in the ✓).
        bought.dare = dare
        bought.oneUndoSpent = oneUndoSpent
        bought.showedTheGuide = showedTheGuide
        return bought
    }

    /// The same level afresh; a daily attempt that was counted is followed by ones that are not,
    /// and a treasury's try by a new try, its fee not yet paid.
    func again(counted: Bool) -> Attempt {
        if let treasury { return Attempt(treasury: TreasuryAttempt(number: treasury.number, fee: treasury.fee), level: level) }
        guard var daily else { return Attempt(level: level, inventory: startInventory) }
        daily.counts = daily.counts && !counted
        return Attempt(daily: daily, level: level)
    }

    // `history` is a cache of `inputs`, so two attempts with the same inputs are the same
    // attempt whatever their caches hold (a resumed one rebuilds its own).
    /// Whether the two are the same attempt: level, state, inputs, start, daily and treasury marks.
    public static func == (a: Attempt, b: Attempt) -> Bool {
        a.level == b.level && a.state == b.state && a.inputs == b.inputs && a.startInventory == b.startInventory && a.daily == b.daily
            && a.treasury == b.treasury && a.dare == b.dare
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(level)
        hasher.combine(state)
        hasher.combine(inputs)
        hasher.combine(startInventory)
        hasher.combine(daily)
        hasher.combine(treasury)
        hasher.combine(dare)
    }

    /// This attempt's replay; a daily attempt's is marked with its day and whether it counted.
    public var replay: Replay {
        var replay = Replay.record(level: level, inventory: startInventory, inputs: inputs)
        replay.daily = daily
        return replay
    }
}
