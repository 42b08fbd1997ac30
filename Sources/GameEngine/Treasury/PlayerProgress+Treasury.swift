extension PlayerProgress {
    /// The record of treasury `number` (an empty one if never tried).
    public func treasury(_ number: Int) -> TreasuryRecord {
        treasuries.first { $0.number == number } ?? TreasuryRecord(number: number)
    }

    /// Whether treasury `number` may be opened: its band's 10th level has been won.
    public func isTreasuryAvailable(_ number: Int) -> Bool {
        Treasury.numbers.contains(number) && record(Treasury.openingLevel(of: number)).bestMoves != nil
    }

    /// Whether treasury `number`'s key has come back: a win has taken its best haul.
    public func hasKeyBack(_ number: Int) -> Bool { treasury(number).bestHaul >= Treasury.bestHaul(number) }

    /// Whether treasury `number` is open: available and its key price paid.
    public func isTreasuryOpen(_ number: Int) -> Bool { isTreasuryAvailable(number) && treasury(number).opened }

    /// The treasuries that may be opened or are open, in order.
    public var availableTreasuries: [Int] { Treasury.numbers.filter(isTreasuryAvailable) }

    /// Opens treasury `number` for `Treasury.keyPrice`; `false` (nothing paid) when it is not
    /// available, open already, or the coins fall short.
    mutating func openTreasury(_ number: Int) -> Bool {
        let price = Treasury.keyPrice(number)
        guard isTreasuryAvailable(number), !treasury(number).opened, coins >= price else { return false }
        coins -= price
        var record = treasury(number)
        record.opened = true
        store(record)
        return true
    }

    /// The crates of a try at treasury `number` that its win would pay, by index: those opened
    /// and not paid by an earlier win (none once the try has failed).
    public func payableCrates(in attempt: GameState, treasury number: Int) -> [Int] {
        Self.unpaid(in: attempt, paid: treasury(number).cratesTaken)
    }

    /// Pays the fee of a try at treasury `number`; `false` (nothing paid) when the coins fall short.
    mutating func payTreasuryFee(_ number: Int, fee: Int) -> Bool {
        guard coins >= fee else { return false }
        coins -= fee
        var record = treasury(number)
        record.tries += 1
        store(record)
        return true
    }

    /// Settles a finished try at treasury `number`: a win pays the crates it opened that no
    /// earlier win paid (each crate once, up to the purse's limit), keeps the best moves, stars
    /// and haul; the first win that takes the best haul (`Treasury.bestHaul`) pays the key back
    /// (`Settlement.prizeCoins`), and the first win gives the treasury's avatar. A failed or
    /// given-up try pays nothing (its fee stays paid).
    mutating func finishTreasury(_ number: Int, _ attempt: GameState, judged scorecard: Scorecard) -> Settlement {
        var settlement = Settlement(outcome: Outcome(attempt))
        guard attempt.status == .won else { return settlement }
        var record = treasury(number)
        settlement.firstClear = !record.isWon
        let keyBack = !hasKeyBack(number)
        for i in payableCrates(in: attempt, treasury: number) {
            record.cratesTaken.append(i)
            settlement.newCrates.append(i)
            settlement.crateCoins += attempt.level.crates[i].coins
        }
        record.cratesTaken.sort()
        let haul = attempt.coinsCollected
        record.bestHaul = max(record.bestHaul, haul)
        record.bestMoves = min(record.bestMoves ?? .max, scorecard.movesCounted)
        record.stars = max(record.stars, scorecard.stars)
        store(record)
        // The best haul, the first time, pays the key back (a prize, as a 10th level's): a
        // key refunded by any win read as "free money, no real risk" to a play-tester who won
        // every treasury at the first try. The first win gives the avatar.
        if keyBack && haul >= Treasury.bestHaul(number) { settlement.prizeCoins = Treasury.keyPrice(number) }
        if settlement.firstClear, let avatar = Treasury.avatar(of: number) { settlement.newAvatars += unlockAvatar(avatar.id) }
        pay(&settlement)
        return settlement
    }

    mutating func store(_ record: TreasuryRecord) { treasuries.keep(record, by: \.number) }
}

extension PlayerProgress {
    /// The crates of `attempt`'s level paid on an earlier win: of its treasury for a treasury's
    /// try, else of its campaign level (none outside the campaign).
    public func paidCrates(in attempt: Attempt) -> [Int] {
        attempt.treasury.map { treasury($0.number).cratesTaken } ?? paidCrates(on: attempt.level)
    }

    /// The coins the crates `attempt` has opened add if it wins (a treasury's try included).
    public func payableCrateCoins(in attempt: Attempt) -> Int {
        let crates = attempt.treasury.map { payableCrates(in: attempt.state, treasury: $0.number) } ?? payableCrates(in: attempt.state)
        return crates.reduce(0) { $0 + attempt.level.crates[$1].coins }
    }
}
