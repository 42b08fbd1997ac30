/// The player's whole progress through the campaign: coins, power-ups, unlocks, records.
///
/// Change it only through `finish`, `abandon`, `buy` and `select`; each applies the economy
/// rules (docs/rules.md, "Coins, stars and progress") and returns what happened. Written to the save by `SaveFile` (encoded) and
/// read back field by field by `SaveReader`, which checks every range.
public struct PlayerProgress: Sendable, Hashable, Encodable {
    /// Coins in hand.
    public var coins = 0
    /// Power-ups in hand.
    public var inventory = Inventory()
    /// The highest level that may be played.
    public var unlockedLevel = 1
    /// Records of levels played, sorted by id.
    public var levels: [LevelRecord] = []
    /// Owned avatar ids, in catalog order.
    public var avatars: [String]
    /// The avatar worn.
    public var avatar: String
    /// Display settings.
    public var settings = Settings()
    /// The unfinished attempt, if any.
    public var attempt: SavedAttempt?
    /// Finished attempts, newest last, at most `ledgerLimit`.
    public var ledger: [LedgerEntry] = []
    /// Hints in hand (bought in the shop; each shows one move of a best route).
    public var hints = 0
    /// The scout pass, once bought (`ShopItem.scoutPass`; save format 11), and whether it is on.
    public var scoutPass: ScoutPass?
    /// Whether the survey pass is bought (`ShopItem.surveyPass`; save format 23).
    public var surveyPass = false
    /// First-encounter tips already shown (`Tip` raw values, in `Tip.allCases` order).
    public var tipsSeen: [String] = []
    /// Daily challenge results (kept with the shipped campaign's progress; `mz daily` plays it).
    public var daily = DailyRecord()
    /// Treasury records, sorted by number (save format 13; `Treasury`).
    public var treasuries: [TreasuryRecord] = []
    /// Campaign levels whose dare is closed (`Dare`): taken, or passed by a first move, a
    /// sketch, a hint or the guide; sorted (save format 18).
    public var daresClosed: [Int] = []
    /// Campaign levels whose dare was won, sorted (a subset of `daresClosed`).
    public var daresWon: [Int] = []
    /// Dares won since the last one lost (save format 19): a lost dare ends the run; a dare
    /// not taken leaves it as it is.
    public var dareStreak = 0
    /// The most dares won in a row (at least `dareStreak`, at most `daresWon.count`).
    public var bestDareStreak = 0

    /// The most ledger entries kept.
    public static let ledgerLimit = 500

    enum CodingKeys: String, CodingKey {
        case coins, inventory, unlockedLevel, levels, avatars, avatar, settings, attempt, ledger, tipsSeen, hints, scoutPass, surveyPass
    }

    /// A new player: the starting avatars, no coins.
    public init() {
        avatars = AvatarCatalog.all.filter { $0.unlock == .start }.map(\.id)
        avatar = avatars.first ?? "explorer"
    }

    /// The record of level `id` (an empty one if never played).
    public func record(_ id: Int) -> LevelRecord {
        levels.first { $0.id == id } ?? LevelRecord(id: id)
    }

    /// Gems found across the campaign.
    public var gemsFound: Int { levels.reduce(0) { $0 + $1.gemsTaken.count } }

    /// Levels whose best plan a win has taken (`LevelRecord.planned`): "planned to perfection".
    public var plannedLevels: Int { levels.reduce(0) { $0 + ($1.planned ? 1 : 0) } }

    /// Stars earned across the campaign.
    public var totalStars: Int { levels.reduce(0) { $0 + $1.stars } }

    /// Whether level `id` may be played.
    public func isUnlocked(_ id: Int) -> Bool { id >= 1 && id <= unlockedLevel }

    mutating func store(_ record: LevelRecord) { levels.keep(record, by: \.id) }
}

extension Array {
    /// Replaces the element whose `key` is `element`'s, or inserts it, keeping the array sorted
    /// by `key` (the save's records: one a level, one a treasury).
    mutating func keep<Key: Comparable>(_ element: Element, by key: KeyPath<Element, Key>) {
        if let i = firstIndex(where: { $0[keyPath: key] == element[keyPath: key] }) {
            self[i] = element
        } else {
            insert(element, at: firstIndex { $0[keyPath: key] > element[keyPath: key] } ?? endIndex)
        }
    }
}

extension PlayerProgress {
    /// Starts an attempt at `level` with the power-ups in hand, remembered as in progress.
    public mutating func begin(_ level: Level) -> GameState {
        attempt = SavedAttempt(level: level.id, inputs: "", inventory: inventory)
        return GameState(level: level, inventory: inventory)
    }

    /// Records one more action of the attempt in progress (call after each accepted action,
    /// before saving).
    /// - Complexity: O(1) amortised: the notation is appended, never rewritten.
    public mutating func remember(_ action: Action) {
        attempt?.inputs += action.notation
    }

    /// Takes `action`, the last one recorded, back out of the attempt in progress (undo), which
    /// then holds `remaining`.
    /// - Complexity: O(1) when the saved inputs end with the action's notation (always, for
    ///   inputs the game wrote: they parse to the attempt's actions, so their tail is the last
    ///   one), else O(inputs) to write `remaining` out again.
    public mutating func forget(_ action: Action, leaving remaining: [Action]) {
        guard var saved = attempt else { return }
        let notation = action.notation
        if saved.inputs.hasSuffix(notation) {
            saved.inputs.removeLast(notation.count)
        } else {
            saved.inputs = Inputs.format(remaining)
        }
        attempt = saved
    }

    /// The saved attempt at `level`, replayed to exactly where the player left it, or `nil`
    /// when the save holds no attempt at this level.
    public func resume(_ level: Level) -> (state: GameState, inputs: [Action])? {
        guard let attempt, attempt.level == level.id, let inputs = try? Inputs.parse(attempt.inputs) else { return nil }
        var state = GameState(level: level, inventory: attempt.inventory)
        for action in inputs { state.apply(action) }
        return (state, inputs)
    }
}

extension PlayerProgress {
    /// This progress made to fit a campaign of `levelCount` levels, and what had to change:
    /// a save earned on a longer campaign (or edited by hand) may unlock or hold an attempt at a
    /// level this campaign does not have. Records of such levels are kept untouched.
    public func fitted(toLevelCount levelCount: Int) -> (progress: PlayerProgress, changes: [String]) {
        var fitted = self
        var changes: [String] = []
        if unlockedLevel > levelCount {
            fitted.unlockedLevel = max(1, levelCount)
            changes.append(
                "level \(unlockedLevel) was unlocked but this campaign has \(levelCount); levels up to \(fitted.unlockedLevel) are open")
        }
        if let attempt, attempt.level > levelCount {
            fitted.attempt = nil
            changes.append("the unfinished attempt at level \(attempt.level) is not in this campaign and was dropped")
        }
        return (fitted, changes)
    }
}
