extension PlayerProgress {
    /// Settles a finished campaign attempt: pays what it earned (only if won), keeps the
    /// power-ups as the attempt left them, records stars and items, unlocks levels and avatars.
    ///
    /// Crate coins and gems are paid once per level (a new gem gives `Economy.gemJumps` Jumps); unused moves pay only an improvement on the
    /// level's best finish; what a failed or abandoned attempt collected is lost; used power-ups
    /// stay used in every case.
    /// - Parameters:
    ///   - attempt: The attempt's final state (its level must be a campaign level, id ≥ 1); one
    ///     still being played was given up.
    ///   - scorecard: `attempt` judged (`Scorecard(attempt)`): stars, moves counted, item par.
    ///   - levelCount: Levels in the campaign, to cap unlocking.
    ///   - run: The attempt's actions and starting power-ups, kept as the level's `bestRun`
    ///     when this win takes fewer moves than the one kept (a tie keeps the older).
    ///   - plannedToPerfection: Whether this win took the level's best plan without power-ups
    ///     (`PlanScore.isPerfect`): the level's `planned` mark is set, never cleared.
    @discardableResult
    public mutating func finish(
        _ attempt: GameState, judged scorecard: Scorecard, levelCount: Int, run: BestRun? = nil, plannedToPerfection: Bool = false
    ) -> Settlement {
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
        // Each new gem gives its Jumps, up to what an inventory holds.
        settlement.gemJumps = max(0, min(settlement.newGems.count * Economy.gemJumps, Inventory.maximumCount - inventory.jumps))
        inventory.jumps += settlement.gemJumps
        record.cratesTaken.sort()
        record.gemsTaken.sort()
        let unused = level.budget - movesCounted
        // A best from an older build of the level may exceed today's budget: it spared nothing.
        let previousUnused = max(0, record.bestMoves.map { level.budget - $0 } ?? 0)
        // Coins for the improvement, counted in whole coins of the best finish so far, so that
        // improving one move at a time pays no more than improving all at once.
        settlement.cashIn = max(0, unused / Economy.movesPerCashInCoin - previousUnused / Economy.movesPerCashInCoin)
        // Never through a demolished wall, even when what it took has an item par past the budget,
        // nor with a Time's moves: the perfect finish is a plan made within the budget.
        if !scorecard.assisted && attempt.extraMoves == 0 && movesCounted <= scorecard.itemPar && !record.perfectBonusPaid {
            record.perfectBonusPaid = true
            settlement.perfectBonus = Economy.perfectBonus
        }
        if settlement.firstClear {
            settlement.prizeCoins = Economy.prizeCoins(for: level)
            if let prize = AvatarCatalog.prize(for: level.id) { settlement.newAvatars += unlockAvatar(prize.id) }
        }
        record.bestMoves = min(record.bestMoves ?? .max, movesCounted)
        if let run { record.keep(run, movesCounted: movesCounted, on: level) }
        record.stars = max(record.stars, scorecard.stars)
        if plannedToPerfection { record.planned = true }
        store(record)
        if level.id + 1 > unlockedLevel && level.id < levelCount {
            unlockedLevel = level.id + 1
            settlement.unlockedLevel = unlockedLevel
        }
        settlement.newAvatars += unlockEarnedAvatars()
        pay(&settlement)
        return settlement
    }

    /// Pays `settlement.total` into the purse, up to `Economy.purseLimit`, and records in
    /// `settlement.unpaid` what did not fit (coins are for spending; a purse already fuller,
    /// from an older save, keeps what it has). A campaign win's and a treasury's both.
    mutating func pay(_ settlement: inout Settlement) {
        let paid = max(coins, min(Economy.purseLimit, coins + settlement.total))
        settlement.unpaid = coins + settlement.total - paid
        coins = min(Economy.maximumCoins, paid)
    }

    /// Judges `attempt` (`Scorecard(attempt)`) and settles it: `finish(_:judged:levelCount:run:)`.
    @discardableResult
    public mutating func finish(_ attempt: GameState, levelCount: Int, run: BestRun? = nil) -> Settlement {
        finish(attempt, judged: Scorecard(attempt), levelCount: levelCount, run: run)
    }

    /// Adds an avatar if not owned; returns it if it is new.
    mutating func unlockAvatar(_ id: String) -> [String] {
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
        guard coins >= price, held(item) < most(item) else { return .refused(item, price: price, coins: coins) }
        coins -= price
        switch item {
        case .hint: hints += 1
        case .scoutPass: scoutPass = .on
        case .surveyPass: surveyPass = true
        case .jump, .demolish, .time: inventory = inventory.holding(item)
        }
        return .bought(item, price: price)
    }

    /// How many of `item` the player holds: power-ups in the inventory, hints and the passes
    /// (0 or 1 each) beside it.
    public func held(_ item: ShopItem) -> Int {
        switch item {
        case .hint: hints
        case .scoutPass: scoutPass == nil ? 0 : 1
        case .surveyPass: surveyPass ? 1 : 0
        case .jump, .demolish, .time: inventory.count(of: item)
        }
    }

    /// The most of `item` a player may hold: one of each pass, else `Inventory.maximumCount`.
    public func most(_ item: ShopItem) -> Int {
        item.isPass ? 1 : Inventory.maximumCount
    }

    /// Buys the avatar `id` for its price (`Avatar.Unlock.coins`) if the coins allow; it is
    /// owned from then on, as any other (kept in `avatars`). Only avatars for sale, not yet
    /// owned, can be bought.
    @discardableResult
    public mutating func buy(avatar id: String) -> AvatarPurchase {
        guard let price = AvatarCatalog.avatar(id)?.price, !avatars.contains(id) else { return .notForSale(id: id) }
        guard coins >= price else { return .refused(id: id, price: price, coins: coins) }
        coins -= price
        _ = unlockAvatar(id)
        return .bought(id: id, price: price)
    }

    /// The avatars for sale not yet owned, cheapest first: what coins could buy besides
    /// power-ups (the avatars screen and the shop say so).
    public var avatarsForSale: [Avatar] { AvatarCatalog.forSale.filter { !avatars.contains($0.id) } }

    /// The avatars for sale, not yet owned, that the coins in hand buy, cheapest first.
    public var avatarsAffordable: [Avatar] { avatarsForSale.filter { ($0.price ?? .max) <= coins } }

    /// Whether the purse is full (`Economy.purseLimit`): what a win would pay more is not paid.
    public var isPurseFull: Bool { coins >= Economy.purseLimit }

    /// Wears an owned avatar; returns `false` if it is not owned.
    @discardableResult
    public mutating func select(avatar id: String) -> Bool {
        guard avatars.contains(id) else { return false }
        avatar = id
        return true
    }
}

extension PlayerProgress {
    /// Settles the dare of a campaign attempt at level `id` that staked `stake` (`Dare`): won
    /// (`Dare.isWon`), it pays `Dare.paid` (the stake and a quarter again, up to
    /// `Economy.purseLimit`), adds one to the run of dares won, and is remembered; lost, it ends
    /// the run.
    /// The stake itself always comes back, past the limit if need be: it was the player's own
    /// (a tester's won dare on a full purse read "152 coins back for your 210").
    mutating func settleDare(on id: Int, stake: Int, won: Bool) -> DareOutcome {
        guard won else {
            defer { dareStreak = 0 }
            return DareOutcome(stake: stake, won: false, paid: 0, streak: dareStreak)
        }
        let before = coins
        coins = min(Economy.maximumCoins, coins + Dare.paid(stake: stake, into: coins))
        Self.add(id, to: &daresWon)
        dareStreak += 1
        bestDareStreak = max(bestDareStreak, dareStreak)
        var outcome = DareOutcome(stake: stake, won: true, paid: coins - before, streak: dareStreak)
        outcome.newAvatars = unlockEarnedAvatars()
        return outcome
    }

    /// What keeping a lost run of `run` dares is for: the first avatar a run of dares unlocks
    /// that the player has not earned (the runs count toward it from where they stand), else
    /// the player's best run when this is it; `nil` when it is for nothing.
    public func runGoal(run: Int) -> RunGoal? {
        let next = AvatarCatalog.all.compactMap { avatar -> (name: String, count: Int)? in
            guard case let .dareStreak(count) = avatar.unlock, count > bestDareStreak else { return nil }
            return (avatar.name, count)
        }.min { $0.count < $1.count }
        if let next { return .avatar(next.name, count: next.count) }
        return run >= bestDareStreak ? .best : nil
    }

    /// Unlocks the avatars whose count the progress has reached (gems found, levels planned to
    /// perfection, dares won in a row) and returns those new: one rule for a win's settlement
    /// and a dare's.
    mutating func unlockEarnedAvatars() -> [String] {
        var unlocked: [String] = []
        for avatar in AvatarCatalog.all {
            switch avatar.unlock {
            case let .gems(count) where gemsFound >= count, let .planned(count) where plannedLevels >= count,
                let .dareStreak(count) where bestDareStreak >= count:
                unlocked += unlockAvatar(avatar.id)
            default: break
            }
        }
        return unlocked
    }

    /// Closes level `id`'s dare for good (`daresClosed`).
    mutating func closeDare(on id: Int) { Self.add(id, to: &daresClosed) }

    /// Adds `id` to the sorted `levels`, once.
    private static func add(_ id: Int, to levels: inout [Int]) {
        let place = levels.firstIndex { $0 >= id } ?? levels.endIndex
        if place == levels.endIndex || levels[place] != id { levels.insert(id, at: place) }
    }
}
