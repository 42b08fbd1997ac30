extension EconomySimulation {
    /// `player`'s coins after the last level.
    public func finalCoins(_ player: Player) -> Int { levels.last?.turn(player).coinsAfter ?? 0 }

    /// The most coins `player` ever held unspent (between levels, before buying).
    public func mostCoins(_ player: Player) -> Int {
        levels.map { max($0.turn(player).coinsBefore, $0.turn(player).coinsAfter) }.max() ?? 0
    }

    /// The levels (ids) before which `player` bought `item`, once per purchase.
    public func purchases(_ player: Player, of item: ShopItem) -> [Int] {
        var ids: [Int] = []
        for level in levels {
            for bought in level.turn(player).bought where bought == item { ids.append(level.id) }
        }
        return ids
    }

    /// Levels where one Jump, bought and used on the first clear, leaves the par player richer.
    public var levelsWhereJumpPays: [Int] { levels.filter { $0.jumpReturn?.pays == true }.map(\.id) }

    /// Levels where one Demolish does.
    public var levelsWhereDemolishPays: [Int] { levels.filter { $0.demolishReturn?.pays == true }.map(\.id) }

    /// Levels where either does: where a power-up is an exploit (docs/rules.md, "Design figures").
    public var levelsWherePowerUpPays: [Int] {
        levels.filter { $0.jumpReturn?.pays == true || $0.demolishReturn?.pays == true }.map(\.id)
    }

    /// The share of levels (0…1) where no power-up pays for itself; the design rules ask ≥ 0.9.
    public var shareWithoutExploit: Double {
        levels.isEmpty ? 1 : Double(levels.count - levelsWherePowerUpPays.count) / Double(levels.count)
    }

    /// Levels where a Jump has a real use: a crate or gem that a one-Jump run takes within the
    /// budget and no plain run does (the design rules ask for ≥ 20).
    public var levelsWithJumpUse: [Int] { levels.filter { !$0.jumpNeeded.isEmpty }.map(\.id) }

    /// Levels where a Demolish has one, likewise.
    public var levelsWithDemolishUse: [Int] { levels.filter { !$0.demolishNeeded.isEmpty }.map(\.id) }

    /// Levels where one Jump shortens the cheapest way to the exit.
    public var levelsWithJumpShortcut: [Int] { levels.filter { $0.jumpShortcut > 0 }.map(\.id) }
}

extension EconomySimulation {
    /// Coins a player earned over the campaign, by where they came from.
    public struct Income: Sendable, Hashable {
        public var crateCoins = 0
        public var cashIn = 0
        public var perfectBonus = 0
        public var prizeCoins = 0

        /// All of it.
        public var total: Int { crateCoins + cashIn + perfectBonus + prizeCoins }
    }

    /// What `player`'s settlements paid over the campaign, by source.
    public func income(_ player: Player) -> Income {
        var income = Income()
        for level in levels {
            for clear in level.turn(player).clears {
                income.crateCoins += clear.settlement.crateCoins
                income.cashIn += clear.settlement.cashIn
                income.perfectBonus += clear.settlement.perfectBonus
                income.prizeCoins += clear.settlement.prizeCoins
            }
        }
        return income
    }
}

extension EconomySimulation {
    /// Levels where a Time, bought and used on the first clear, leaves the par player richer
    /// through the crates a plan takes with its moves (a plan it buys, not an exploit: its moves
    /// are never cashed in).
    public var levelsWhereTimePays: [Int] { levels.filter { $0.timeReturn?.pays == true }.map(\.id) }

    /// Levels where a Time used on the par route pays a par-playing player (an exploit; by the
    /// rules, none: Time's moves are never cashed in).
    public var levelsWhereTimeOnParRoutePays: [Int] { levels.filter { $0.timeOnParRoute?.pays == true }.map(\.id) }

    /// Levels where buying `item` (any power-up when `nil`) improves the best plan's payoff: the
    /// best first clear with it, less its price, pays more than the best plan without one.
    public func levelsWherePurchaseImproves(with item: ShopItem? = nil) -> [Int] {
        levels.filter { level in
            guard let best = level.bestPurchase, best.pays else { return false }
            return item.map { best.item == $0 } ?? true
        }.map(\.id)
    }

    /// The levels simulated in bands of ten by id (1–10, 11–20, …): the campaign's figures per band.
    public var bands: [Band] {
        var bands: [Band] = []
        for level in levels {
            let first = (level.id - 1) / 10 * 10 + 1
            if bands.last?.first != first { bands.append(Band(first: first, levels: [])) }
            bands[bands.count - 1].levels.append(level)
        }
        return bands
    }

    /// Levels `first` to `first + 9`, as simulated.
    public struct Band: Sendable, Hashable {
        /// The band's first level id.
        public var first: Int
        /// Its levels simulated, in order.
        public var levels: [LevelEconomy]

        /// The band's last level id.
        public var last: Int { first + 9 }

        /// How many of its levels a purchase of `item` (any power-up when `nil`) improves the best plan on.
        public func purchasesImproving(with item: ShopItem? = nil) -> Int {
            levels.filter { level in
                guard let best = level.bestPurchase, best.pays else { return false }
                return item.map { best.item == $0 } ?? true
            }.count
        }

        /// `player`'s coins after the band's last level simulated (unspent, before the next purchase).
        public func coinsAtEnd(_ player: Player) -> Int { levels.last?.turn(player).coinsAfter ?? 0 }
    }
}

extension EconomySimulation {
    /// Coins `player`'s wins earned but were not paid, the purse being full
    /// (`Settlement.unpaid`): what something worth buying could have taken in.
    public func coinsLostToPurse(_ player: Player) -> Int {
        levels.reduce(0) { sum, level in sum + level.turn(player).clears.reduce(0) { $0 + $1.settlement.unpaid } }
    }

    /// The first level by whose end `player`'s earnings (paid or not) less what it spent in
    /// the shop reach `coins`, or `nil` when they never do: with `coins` the price of every
    /// avatar for sale, the level by which buying each as soon as the coins allow would have
    /// bought them all, its power-ups bought as before (coins spent on avatars are coins the
    /// purse no longer turns away).
    public func level(_ player: Player, covering coins: Int) -> Int? {
        var spare = 0
        for level in levels {
            let turn = level.turn(player)
            spare += turn.earned - turn.bought.reduce(0) { $0 + $1.price(in: prices) }
            if spare >= coins { return level.id }
        }
        return nil
    }
}

extension EconomySimulation {
    /// The treasuries `player` could open with its earnings past its power-ups, each as soon as
    /// its band's 10th level is won and the coins cover its key (`Treasury.keyPrice`), with the
    /// level by which each is: the coins a player must hold to open them. A key is paid back by
    /// the treasury's first win that takes its best haul, so it is capital at stake, not spent
    /// (and tries, whose best
    /// haul pays their fee, are left out).
    public func treasuriesOpened(_ player: Player) -> [(number: Int, level: Int)] {
        var spare = 0
        var opened: [(number: Int, level: Int)] = []
        for level in levels {
            let turn = level.turn(player)
            spare += turn.earned - turn.bought.reduce(0) { $0 + $1.price(in: prices) }
            while let next = Treasury.numbers.first(where: { $0 > (opened.last?.number ?? 0) }),
                level.id >= Treasury.openingLevel(of: next), spare >= Treasury.keyPrice(next)
            {
                opened.append((next, level.id))
            }
        }
        return opened
    }
}

extension EconomySimulation {
    /// What a survey of every level from `Tip.surveyFrom` costs, in all.
    public var surveysInAll: Int { levels.reduce(0) { $0 + $1.surveyPrice } }

    /// The cheapest and dearest survey of a level from `Tip.surveyFrom` (`nil` before it).
    public var surveyPriceRange: ClosedRange<Int>? {
        let prices = levels.map(\.surveyPrice).filter { $0 > 0 }
        guard let low = prices.min(), let high = prices.max() else { return nil }
        return low...high
    }
}

extension EconomySimulation.Band {
    /// What a survey of every level of the band costs.
    public var surveys: Int { levels.reduce(0) { $0 + $1.surveyPrice } }

    /// What `player` earned in the band (settlements, before the purse's limit).
    public func earned(_ player: EconomySimulation.Player) -> Int { levels.reduce(0) { $0 + $1.turn(player).earned } }
}
