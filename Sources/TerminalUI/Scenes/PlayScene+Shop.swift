import GameEngine
import MazeKit

/// Power-ups and hints bought from inside a level: asking for one with none in hand offers it
/// at the shop's price, and a yes buys it and uses it (arms a Jump or a Demolish, adds a Time,
/// marks a hint's way). Play-testers quit to the title to shop in the middle of a plan.
extension PlayScene {
    /// Arms `power`, saying what it costs before it is spent.
    mutating func arm(_ power: PowerUp) {
        armed = power
        switch power {
        case .jump:
            // A move and the Jump, nothing more.
            message = "Jump, 1 move: which way? (the marks show where you would land; Esc cancels)"
        case .demolish:
            // Its rule is said before it is spent, not only on the summary after the win.
            message = "Which wall? A win with Demolish counts as the whole budget: \(ShopScene.demolishRule)."
        }
    }

    /// Asked for `item` with none in hand: in a campaign level, offers one at its price (or says
    /// what is missing); the daily keeps empty hands, and practice plays with what is held.
    mutating func offer(_ item: ShopItem, in world: World) {
        guard let attempt = world.session.current, attempt.isCampaign else {
            message =
                world.session.current?.daily != nil
                ? "No \(item.name) in the daily: everyone plays it with empty hands."
                : "No \(item.name) power-ups: buy them in the shop."
            return
        }
        let price = item.price(in: world.context.campaign.shop)
        let coins = world.progress.coins
        guard coins >= price else {
            message = "No \(item.name) left: one costs \(price.counted("coin")); you have \(coins)."
            return
        }
        // What it does, said before it is bought and spent (the HUD shows the coins held). A gem
        // found this try gives its Jump only on the win: two testers of session 38 pressed
        // Space after one and met "Jump 0" (its tip and its line say "when you win").
        let paid = world.progress.paidGems(on: level)
        let gemJumpToCome = attempt.state.foundGems.indices.contains { attempt.state.foundGems[$0] && !paid.contains($0) }
        let does =
            switch item {
            // Buying costs no move; the Jump does (a tester read "It costs 1 move" as the buy).
            case .jump: gemJumpToCome ? "(Your gem's Jump comes when you win.)" : "Jumping with it costs 1 move."
            case .demolish: "A win with it: \(ShopScene.demolishRule)."
            case .time: "+\(Economy.timeMoves(for: level)) moves, at most 2 stars, no \(world.context.glyphs.planned)."
            case .hint: "It marks a cheapest way to E from here."
            case .scoutPass: "Every level's best plan shows as it begins."
            case .surveyPass: "Every level surveyed free."
            }
        prompt = .buy(item)
        // A Time is added on the yes; a Jump or Demolish is armed (Esc keeps it for later).
        message = "Buy a \(item.name) for \(price.counted("coin"))\(item == .time ? " to use now" : "")? \(does) [yn] (n)"
    }

    /// Buys `item` and uses it at once: a Jump or a Demolish is armed, a Time added.
    mutating func buyAndUse(_ item: ShopItem, in world: inout World) {
        for event in world.apply(.buy(item)) {
            switch event {
            case .bought:
                switch item {
                case .jump: arm(.jump)
                case .demolish: arm(.demolish)
                case .time:
                    for event in world.apply(.act(.addTime)) {
                        if case let .acted(_, events) = event { message = Self.describe(events, on: level) }
                    }
                case .hint: take(world.apply(.useHint), in: &world)
                case .scoutPass, .surveyPass: break
                }
                if !message.isEmpty { message = "Bought. " + message }
            case let .refused(.cannotBuy(item, price, coins)):
                message = "A \(item.name) costs \(price.counted("coin")); you have \(coins)."
            default: break
            }
        }
    }
}

extension PlayScene {
    /// The moves `way` costs from `state` (mud twice), played through the rules.
    static func cost(of way: [Direction], from state: GameState) -> Int {
        var copy = state
        for direction in way { _ = copy.apply(.move(direction)) }
        return copy.movesUsed - state.movesUsed
    }
}
