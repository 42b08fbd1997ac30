import GameEngine

/// The shop: Jump and Demolish for coins.
public struct ShopScene: Sendable, Hashable {
    public var selection = 0
    public var message = ""
}

/// Choosing an avatar.
public struct AvatarsScene: Sendable, Hashable {
    public var selection = 0
}

extension App {
    mutating func handleShop(_ shop: ShopScene, _ key: Key) -> [Effect] {
        var shop = shop
        switch KeyMap.command(for: key) {
        case .direction(.up)?, .direction(.down)?: shop.selection = 1 - shop.selection
        case .select?:
            let item: ShopItem = shop.selection == 0 ? .jump : .demolish
            switch progress.buy(item, prices: context.campaign.shop) {
            case let .bought(item, price):
                shop.message = "Bought a \(item == .jump ? "Jump" : "Demolish") for \(price) coins."
                scene = .shop(shop)
                return [.save]
            case let .refused(_, price, coins):
                shop.message = "That costs \(price) coins; you have \(coins)."
            }
        case .pause?, .quit?, .cancel?: scene = .title(TitleScene()); return []
        default: break
        }
        scene = .shop(shop)
        return []
    }

    func renderShop(_ shop: ShopScene, into screen: inout Screen) {
        let top = max(1, screen.height / 2 - 6)
        screen.centered(top, "Shop", Style(bold: true))
        screen.centered(top + 1, "Coins \(progress.coins)   Jump \(progress.inventory.jumps)   Demolish \(progress.inventory.demolishes)")
        let prices = context.campaign.shop
        let items = [
            "Jump        \(prices.jump) coins   fly to the last cell before a wall (1 move)",
            "Demolish    \(prices.demolish) coins   knock down one wall beside you (no moves)",
        ]
        for (i, item) in items.enumerated() {
            screen.centered(top + 3 + i, item, i == shop.selection ? Style(bold: true, reverse: true) : .plain)
        }
        screen.centered(top + 6, shop.message, Style(bold: true))
        screen.centered(screen.height - 1, "↑↓ choose   Enter buy   Esc back", Style(dim: true))
    }

    mutating func handleAvatars(_ avatars: AvatarsScene, _ key: Key) -> [Effect] {
        var avatars = avatars
        let all = AvatarCatalog.all
        switch KeyMap.command(for: key) {
        case .direction(.up)?: avatars.selection = max(0, avatars.selection - 1)
        case .direction(.down)?: avatars.selection = min(all.count - 1, avatars.selection + 1)
        case .select?:
            let id = all[avatars.selection].id
            if progress.select(avatar: id) { scene = .avatars(avatars); return [.save] }
            notice = "\(all[avatars.selection].name) is locked."
        case .pause?, .quit?, .cancel?: scene = .title(TitleScene()); return []
        default: break
        }
        scene = .avatars(avatars)
        return []
    }

    func renderAvatars(_ avatars: AvatarsScene, into screen: inout Screen) {
        screen.centered(0, "Avatars", Style(bold: true))
        let all = AvatarCatalog.all
        let visible = max(1, screen.height - 4)
        let first = min(max(0, avatars.selection - visible / 2), max(0, all.count - visible))
        for (row, avatar) in all.enumerated().dropFirst(first).prefix(visible) {
            let owned = progress.avatars.contains(avatar.id)
            let rule: String
            switch avatar.unlock {
            case .start: rule = "from the start"
            case let .prize(level): rule = "prize for level \(level)"
            case let .gems(count): rule = "find \(count) gem\(count == 1 ? "" : "s")"
            }
            let worn = progress.avatar == avatar.id ? " (worn)" : ""
            let text = "\(owned ? avatar.glyph : "?")  \(avatar.name.padding(toLength: 14)) \(avatar.rare ? "rare " : "     ")\(owned ? "owned" : rule)\(worn)"
            let style = row == avatars.selection ? Style(bold: true, reverse: true) : (owned ? Style(context.colour ? Colour(named: avatar.colour) : .standard) : Style(dim: true))
            screen.centered(2 + row - first, text.padding(toLength: 48), style)
        }
        screen.centered(screen.height - 1, "↑↓ choose   Enter wear   Esc back", Style(dim: true))
    }

    func renderStats(into screen: inout Screen) {
        screen.centered(0, "Stats", Style(bold: true))
        screen.centered(1, "Stars \(progress.totalStars)   Coins \(progress.coins)   Gems \(progress.gemsFound)   Levels won \(progress.levels.filter { $0.bestMoves != nil }.count)")
        // Moves vs par, per level won: one column per level, bar height = best / par.
        let chartTop = 3, chartHeight = max(3, (screen.height - 8) / 2)
        screen.text(0, chartTop, "best moves / par by level (a full bar is par; above the line is over par)", Style(dim: true))
        let won = progress.levels.filter { $0.bestMoves != nil }.suffix(screen.width - 2)
        for (i, record) in won.enumerated() {
            guard let spec = context.campaign.levels.first(where: { $0.id == record.id }),
                  let par = spec.storedPar, par > 0, let best = record.bestMoves else { continue }
            let ratio = Double(best) / Double(par)
            let bar = min(chartHeight, Int((ratio * Double(chartHeight - 1)).rounded()))
            for h in 0..<bar {
                let over = h >= chartHeight - 1
                screen.put(1 + i, chartTop + chartHeight - h, context.glyphs.ascii ? "#" : "█", over ? Style(context.colour ? .red : .standard) : Style(context.colour ? .green : .standard))
            }
        }
        // Coins over time, from the ledger.
        let coinTop = chartTop + chartHeight + 2
        screen.text(0, coinTop, "coins after each attempt", Style(dim: true))
        let history = progress.ledger.suffix(screen.width - 2).map(\.coins)
        let peak = max(1, history.max() ?? 1)
        let coinHeight = max(3, screen.height - coinTop - 3)
        for (i, coins) in history.enumerated() {
            let h = coins * coinHeight / peak
            for k in 0..<h { screen.put(1 + i, coinTop + coinHeight - k, context.glyphs.ascii ? "|" : "▌", Style(context.colour ? .yellow : .standard)) }
        }
        screen.centered(screen.height - 1, "any key: back", Style(dim: true))
    }

    func renderHelp(into screen: inout Screen) {
        let lines = [
            "How to play",
            "",
            "Reach E before your moves run out. Par is the fewest moves possible.",
            "Ice (~) makes you slide until a wall or solid ground. Mud (%) costs 2 moves.",
            "Walking into a wall is free. Crates ($) hold coins; gems (\(context.glyphs.gem)) unlock rare avatars.",
            "Unused moves become coins. Finishing in par moves or fewer earns 3 stars and a bonus.",
            "",
            "Keys",
            "  arrows, WASD or hjkl   move",
            "  Space then a direction jump (a power-up: 1 move, flies to the last cell before a wall)",
            "  x then a direction     demolish the wall that way (a power-up: no moves)",
            "  r restart   p or Esc pause   ? help   q save & quit",
            "",
            "Every attempt is recorded as a replay in your data folder (see mz replay --help).",
        ]
        let top = max(0, (screen.height - lines.count) / 2)
        for (i, line) in lines.enumerated() { screen.text(max(0, (screen.width - 78) / 2), top + i, line, i == 0 || i == 7 ? Style(bold: true) : .plain) }
        screen.centered(screen.height - 1, "any key: back", Style(dim: true))
    }
}
