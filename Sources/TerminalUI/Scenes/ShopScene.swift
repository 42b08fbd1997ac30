import GameEngine

/// The shop: Jump, Demolish, Time, hints and the scout and survey passes for coins, each saying what it does
/// and costs in moves, coins and stars before it is bought.
struct ShopScene: Sendable, Hashable {
    /// The item under the cursor.
    var selection = 0
    /// What the last purchase did.
    var message = ""
    /// The pass whose purchase waits for a yes: the dearest things in the shop, and they change
    /// every level (a tester bought the scout pass with one key and wished they had not).
    var asksToBuy: ShopItem?

    static let items: [ShopItem] = [.jump, .demolish, .time, .hint, .scoutPass, .surveyPass]
    /// What a win that used Demolish pays (docs/rules.md: it counts as using the whole budget),
    /// said in the shop and when one is armed.
    static let demolishRule = "1 star, no cash-in"
}

extension ShopScene: SceneModel {
    var keyContext: KeyContext { asksToBuy != nil ? .question : .menu }

    func keyBar(in world: World) -> [String] {
        if asksToBuy != nil { return [hint(.confirm, does: "yes"), hint(.deny, does: "no")] }
        return [
            hint(arrows: [.north, .south], does: "choose"), hint(.select, does: "buy"), hint(.back, does: "back"),
            hint(.help, does: "help"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        if let pass = asksToBuy {
            asksToBuy = nil
            guard command == .confirm else {
                message = "Kept your coins."
                return command == .help ? .help : nil
            }
            for event in world.apply(.buy(pass)) { take(event, in: world) }
            return nil
        }
        switch command {
        case .direction(.north): selection = (selection + Self.items.count - 1) % Self.items.count
        case .direction(.south): selection = (selection + 1) % Self.items.count
        case .select:
            // The pass, once bought, is switched on and off where it was bought.
            let item = Self.items[selection]
            if item == .surveyPass, world.progress.surveyPass {
                message = "The survey pass is yours: f or i in a level counts the moves from you and to E."
                return nil
            }
            let price = item.price(in: world.context.campaign.shop)
            if item.isPass, world.progress.held(item) == 0, world.progress.coins >= price {
                asksToBuy = item
                let does = item == .scoutPass ? "It tells each level's best plan." : "It surveys every level, free."
                message = "Buy the \(item.name.lowercased()) for \(price) coins? \(does) [yn] (n)"
                return nil
            }
            let intent: SessionIntent = item == .scoutPass && world.progress.scoutPass != nil ? .switchScoutPass : .buy(item)
            for event in world.apply(intent) { take(event, in: world) }
        case .back, .quit, .pause: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    /// What the purchase did, in words.
    private mutating func take(_ event: SessionEvent, in world: World) {
        switch event {
        case let .bought(item, price):
            message =
                switch item {
                case .scoutPass: "Bought the scout pass: each level's best plan shows as it begins (Enter: off)."
                case .surveyPass: "Bought the survey pass: f or i counts a level's moves from you and to E, free."
                default: "Bought a \(item.name) for \(price.counted("coin"))."
                }
        case .switchedScoutPass(.on):
            message = "Scout pass on: each level's best plan shows as it begins."
        case .switchedScoutPass(.off):
            message = "Scout pass off: c tells a level's best plan when you ask, free."
        case let .refused(.cannotBuy(item, price, coins)):
            let held = world.progress.held(item)
            message =
                held >= world.progress.most(item)
                ? "You already hold \(held) \(item.name)s, the most there is room for."
                : "A \(item.name) costs \(price.counted("coin")); you have \(coins)."
        default: break
        }
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let progress = world.progress
        let prices = world.context.campaign.shop
        let top = area.y + max(0, area.height / 2 - 6)
        screen.centered(top, "Shop", Style(bold: true))
        screen.centered(
            top + 1,
            // The purse's limit said where coins are spent (testers met it first at "Purse full").
            "Coins \(progress.coins)/\(Economy.purseLimit)   Jump \(progress.inventory.jumps)   Demolish \(progress.inventory.demolishes)   "
                + "Time \(progress.inventory.times)   Hints \(progress.hints)"
                + (progress.scoutPass.map { "   Scout pass \($0.rawValue)" } ?? "")
        )
        // A table: name, price right-aligned, what it does; every row the same width. (The survey
        // pass's row says it is held: the line above has no room for it at 80 columns.)
        let rows = Self.items.map { item -> (String, String, String) in
            let price = item.price(in: prices).counted("coin")
            let does =
                switch item {
                case .jump: "fly to the last cell before a wall (1 move)"
                case .demolish: "knock down one wall beside you (no moves)"
                case .time: "\(Economy.timeMoveCount) more moves for one attempt (never cashed in)"
                case .hint: "t in a level: marks a cheapest way to E from there"
                case .scoutPass:
                    switch progress.scoutPass {
                    case nil: "for good: each level's best plan shown as it begins"
                    case .on: "on: plans shown as levels begin (Enter: off)"
                    case .off: "off: c tells a level's plan, free (Enter: on)"
                    }
                case .surveyPass:
                    progress.surveyPass ? "yours: every level surveyed free (f, i)" : "for good: every level surveyed free (f, i)"
                }
            return (item.name, price, does)
        }
        let priceWidth = rows.map(\.1.count).max() ?? 0
        let nameWidth = (rows.map(\.0.count).max() ?? 0) + 1
        let lines = rows.map { $0.0.padding(toLength: nameWidth) + $0.1.leftPadding(toLength: priceWidth) + "   " + $0.2 }
        let width = lines.map(\.count).max() ?? 0
        let left = area.x + max(0, (area.width - width - 4) / 2)
        for (i, line) in lines.enumerated() {
            let selected = i == selection
            screen.text(
                left, top + 3 + i, (selected ? "> " : "  ") + line.padding(toLength: width) + (selected ? " <" : "  "),
                selected ? Style(bold: true, reverse: true) : .plain)
        }
        // Each catch, said before buying: Demolish opens a way, it never buys moves; Time buys
        // moves for a plan (the crates it reaches), never coins for moves.
        let rules = [
            "A win that uses Demolish counts as the whole budget: \(Self.demolishRule).",
            "One Jump and one Time an attempt. A Time: 2 stars at most, and no \(world.context.glyphs.planned).",
        ]
        for (i, rule) in rules.enumerated() { screen.centered(top + 4 + Self.items.count + i, rule, Style(dim: true)) }
        screen.centered(top + 7 + Self.items.count, message, asksToBuy != nil ? Style(bold: true, reverse: true) : Style(bold: true))
        if let avatars = Self.avatarsLine(progress) {
            screen.centered(
                top + 9 + Self.items.count, avatars, progress.isPurseFull ? world.context.tint(.yellow, bold: true) : Style(dim: true))
        }
        if world.context.offersTreasuries, let treasuries = Self.treasuriesLine(progress) {
            screen.centered(top + 10 + Self.items.count, treasuries, Style(dim: true))
        }
    }

    /// The treasuries that may be opened and are not: the keys coins buy (title: Treasuries).
    static func treasuriesLine(_ progress: PlayerProgress) -> String? {
        let closed = progress.availableTreasuries.filter { !progress.isTreasuryOpen($0) }
        guard let first = closed.first else { return nil }
        return "Treasuries: \(closed.count) to open, a key from \(Treasury.keyPrice(first)) coins (title: Treasuries)."
    }

    /// What else the coins buy: avatars (a full purse pays no more, so it says so first).
    static func avatarsLine(_ progress: PlayerProgress) -> String? {
        let forSale = progress.avatarsForSale.count
        guard forSale > 0 else { return nil }
        let full = progress.isPurseFull ? "Purse full! " : ""
        // "you can afford": a play-tester read "5 of 8 for sale now" as five on sale.
        return full + "Avatars for coins: you can afford \(progress.avatarsAffordable.count) of \(forSale) (title: Avatars)."
    }
}

extension ShopItem {
    /// The name shown in the shop.
    var name: String {
        switch self {
        case .jump: "Jump"
        case .demolish: "Demolish"
        case .time: "Time"
        case .hint: "Hint"
        case .scoutPass: "Scout pass"
        case .surveyPass: "Survey pass"
        }
    }
}
