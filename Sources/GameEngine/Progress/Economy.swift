/// How an attempt ended.
public enum Outcome: String, Sendable, Hashable, CaseIterable, Codable {
    case won, failed, abandoned

    /// How an attempt in `state` ends if it ends now: won, out of moves, or (still playing)
    /// given up.
    public init(_ state: GameState) {
        self = state.status == .won ? .won : (state.status == .failed ? .failed : .abandoned)
    }
}

/// What a campaign attempt was paid, itemised for the summary screen. Why it was paid so (the
/// moves counted, the item par, the stars) is its `Scorecard`.
public struct Settlement: Sendable, Hashable {
    public var outcome: Outcome
    /// Coins from crates opened for the first time.
    public var crateCoins = 0
    /// Crates paid now, by index.
    public var newCrates: [Int] = []
    /// Gems found for the first time, by index.
    public var newGems: [Int] = []
    /// Coins for unused moves, beyond the best earlier finish.
    public var cashIn = 0
    /// The perfect-finish bonus, paid once per level.
    public var perfectBonus = 0
    /// The prize for first clearing a 10th level.
    public var prizeCoins = 0
    /// Avatars unlocked by this attempt (prize or gems).
    public var newAvatars: [String] = []
    /// The level newly unlocked, if any.
    public var unlockedLevel: Int?
    /// Whether this was the level's first clear.
    public var firstClear = false

    /// Coins earned but not paid because the purse was full (`Economy.purseLimit`).
    public var unpaid = 0

    /// All coins earned (paid, unless the purse was full).
    public var total: Int { crateCoins + cashIn + perfectBonus + prizeCoins }
}

/// The result of trying to buy in the shop.
public enum Purchase: Sendable, Hashable {
    case bought(ShopItem, price: Int)
    case refused(ShopItem, price: Int, coins: Int)
}

/// What the shop sells.
public enum ShopItem: String, Sendable, Hashable, CaseIterable {
    case jump, demolish
    /// Shows the next move of a best route from where the player stands (kept out of the
    /// attempt: it changes nothing in the rules, so replays never see it).
    case hint

    /// Its price in `prices`.
    public func price(in prices: ShopPrices) -> Int {
        switch self {
        case .jump: prices.jump
        case .demolish: prices.demolish
        case .hint: Economy.hintPrice
        }
    }
}

extension Inventory {
    /// How many of `item` it holds (hints are kept by the player, outside every inventory: 0).
    public func count(of item: ShopItem) -> Int {
        switch item {
        case .jump: jumps
        case .demolish: demolishes
        case .hint: 0
        }
    }

    /// This inventory with one more of `item` (unchanged for a hint).
    public func holding(_ item: ShopItem) -> Inventory {
        var inventory = self
        switch item {
        case .jump: inventory.jumps += 1
        case .demolish: inventory.demolishes += 1
        case .hint: break
        }
        return inventory
    }
}

/// The economy's fixed numbers (docs/rules.md, "Coins, stars and progress"), in one place.
public enum Economy {
    /// Coins for one hint: cheap enough to buy at any stage, dear enough not to play every move by.
    public static let hintPrice = 10
    /// Coins for finishing in item par of what was taken or fewer, once per level.
    public static let perfectBonus = 5
    /// The most coins the purse holds: earnings past it are not paid, so coins are spent, not
    /// piled up (a par player reaches it around level 45; see `mz validate --economy`).
    public static let purseLimit = 600
    /// Coins a crate on a ledge holds beyond its run's cost over par: a Jump bought for it (40
    /// coins in the campaign) about breaks even — a reason to buy one, never an exploit: by
    /// `mz validate --economy`, buying one pays a par player on 1 level of 100 (the design rules allow 10).
    public static let ledgeReward = 30
    /// Unused moves per coin of cash-in (rounded down).
    public static let movesPerCashInCoin = 2
    /// The most coins a purse holds; earnings past it are not paid (a save with more is
    /// refused as damaged, so sums stay far from overflow).
    public static let maximumCoins = 1_000_000_000
    /// Coins for first clearing level `id` when it is a 10th level.
    public static func prizeCoins(for id: Int) -> Int { id % 10 == 0 ? 10 + id / 2 : 0 }

    /// The moves a win counts as: those used, or the whole budget when it went through a
    /// demolished wall (Demolish opens a way, it never buys moves to cash in).
    /// - Complexity: O(cells): it compares the maze with the level's.
    public static func movesCounted(_ win: GameState) -> Int {
        win.demolishedAWall ? win.level.budget : win.movesUsed
    }

    /// The star rule: 3 for `movesUsed` at `par` or better, 2 within half the moves `budget`
    /// spares past it, else 1. `Scorecard` applies it (moves counted against item par); no
    /// other code does.
    public static func stars(movesUsed: Int, par: Int, budget: Int) -> Int {
        if movesUsed <= par { return 3 }
        if 2 * movesUsed <= 2 * par + (budget - par) { return 2 }
        return 1
    }
}

extension PlayerProgress {
    /// Settles a finished campaign attempt: pays what it earned (only if won), keeps the
    /// power-ups as the attempt left them, records stars and items, unlocks levels and avatars.
    ///
    /// Crate coins and gems are paid once per level; unused moves pay only an improvement on the
    /// level's best finish; what a failed or abandoned attempt collected is lost; used power-ups
    /// stay used in every case.
    /// - Parameters:
    ///   - attempt: The attempt's final state (its level must be a campaign level, id ≥ 1); one
    ///     still being played was given up.
    ///   - scorecard: `attempt` judged (`Scorecard(attempt)`): stars, moves counted, item par.
    ///   - levelCount: Levels in the campaign, to cap unlocking.
    ///   - run: The attempt's actions and starting power-ups, kept as the level's `bestRun`
    ///     when this win takes fewer moves than the one kept (a tie keeps the older).
    @discardableResult
    public mutating func finish(_ attempt: GameState, judged scorecard: Scorecard, levelCount: Int, run: BestRun? = nil) -> Settlement {
        precondition(
            scorecard.outcome == Outcome(attempt) && scorecard.movesUsed == attempt.movesUsed,
            "the scorecard (\(scorecard.outcome), \(scorecard.movesUsed) moves) is not this attempt's")
        let level = attempt.level
        inventory = attempt.inventory
        self.attempt = nil
        var settlement = Settlement(outcome: Outcome(attempt))
        defer {
            ledger.append(
                LedgerEntry(level: level.id, outcome: settlement.outcome, movesUsed: attempt.movesUsed, par: level.par, coins: coins))
            if ledger.count > Self.ledgerLimit { ledger.removeFirst(ledger.count - Self.ledgerLimit) }
        }
        guard attempt.status == .won, level.id >= 1 else { return settlement }

        var record = record(level.id)
        settlement.firstClear = record.bestMoves == nil
        // A run through a demolished wall counts as using the whole budget: Demolish opens a way
        // (to a crate, a gem, or past a level), it never buys moves to cash in.
        let movesCounted = scorecard.movesCounted
        for i in payableCrates(in: attempt) {
            record.cratesTaken.append(i)
            settlement.newCrates.append(i)
            settlement.crateCoins += level.crates[i].coins
        }
        for (i, found) in attempt.foundGems.enumerated() where found && !record.gemsTaken.contains(i) {
            record.gemsTaken.append(i)
            settlement.newGems.append(i)
        }
        record.cratesTaken.sort()
        record.gemsTaken.sort()
        let unused = level.budget - movesCounted
        // A best from an older build of the level may exceed today's budget: it spared nothing.
        let previousUnused = max(0, record.bestMoves.map { level.budget - $0 } ?? 0)
        // Coins for the improvement, counted in whole coins of the best finish so far, so that
        // improving one move at a time pays no more than improving all at once.
        settlement.cashIn = max(0, unused / Economy.movesPerCashInCoin - previousUnused / Economy.movesPerCashInCoin)
        if movesCounted <= scorecard.itemPar && !record.perfectBonusPaid {
            record.perfectBonusPaid = true
            settlement.perfectBonus = Economy.perfectBonus
        }
        if settlement.firstClear {
            settlement.prizeCoins = Economy.prizeCoins(for: level.id)
            if let prize = AvatarCatalog.prize(for: level.id) { settlement.newAvatars += unlockAvatar(prize.id) }
        }
        record.bestMoves = min(record.bestMoves ?? .max, movesCounted)
        if let run { record.keep(run, movesCounted: movesCounted, on: level) }
        record.stars = max(record.stars, scorecard.stars)
        store(record)
        if level.id + 1 > unlockedLevel && level.id < levelCount {
            unlockedLevel = level.id + 1
            settlement.unlockedLevel = unlockedLevel
        }
        for avatar in AvatarCatalog.all {
            if case let .gems(count) = avatar.unlock, gemsFound >= count { settlement.newAvatars += unlockAvatar(avatar.id) }
        }
        // The purse holds `purseLimit`: what would overflow it is not paid (coins are for
        // spending; a purse already fuller, from an older save, keeps what it has).
        let paid = max(coins, min(Economy.purseLimit, coins + settlement.total))
        settlement.unpaid = coins + settlement.total - paid
        coins = min(Economy.maximumCoins, paid)
        return settlement
    }

    /// Judges `attempt` (`Scorecard(attempt)`) and settles it: `finish(_:judged:levelCount:run:)`.
    @discardableResult
    public mutating func finish(_ attempt: GameState, levelCount: Int, run: BestRun? = nil) -> Settlement {
        finish(attempt, judged: Scorecard(attempt), levelCount: levelCount, run: run)
    }

    /// Adds an avatar if not owned; returns it if it is new.
    private mutating func unlockAvatar(_ id: String) -> [String] {
        guard !avatars.contains(id) else { return [] }
        avatars.append(id)
        let order = AvatarCatalog.all.map(\.id)
        avatars.sort { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        return [id]
    }

    /// Buys one power-up if the coins allow.
    @discardableResult
    public mutating func buy(_ item: ShopItem, prices: ShopPrices) -> Purchase {
        let price = item.price(in: prices)
        let held = item == .hint ? hints : inventory.count(of: item)
        guard coins >= price, held < Inventory.maximumCount else { return .refused(item, price: price, coins: coins) }
        coins -= price
        if item == .hint { hints += 1 } else { inventory = inventory.holding(item) }
        return .bought(item, price: price)
    }

    /// Wears an owned avatar; returns `false` if it is not owned.
    @discardableResult
    public mutating func select(avatar id: String) -> Bool {
        guard avatars.contains(id) else { return false }
        avatar = id
        return true
    }
}
