import GameEngine

/// Choosing an avatar, or buying one for coins (asked first, saying the price).
struct AvatarsScene: Sendable, Hashable {
    /// The avatar under the cursor, an index into `AvatarCatalog.all`.
    var selection = 0
    /// The avatar waiting for a yes to be bought ("Buy the Minotaur for 400 coins? [yn] (n)").
    var asksToBuy: String?
    /// What the last purchase or refusal did.
    var message = ""
}

extension AvatarsScene {
    /// Opened with the cursor on the avatar worn.
    init(in world: World) {
        selection = AvatarCatalog.all.firstIndex { $0.id == world.progress.avatar } ?? 0
    }
}

extension AvatarsScene: SceneModel {
    var keyContext: KeyContext { asksToBuy == nil ? .menu : .question }

    func keyBar(in world: World) -> [String] {
        if asksToBuy != nil { return [hint(.confirm, does: "buy"), hint(.deny, does: "no")] }
        let avatar = AvatarCatalog.all[min(selection, AvatarCatalog.all.count - 1)]
        let owned = world.progress.avatars.contains(avatar.id)
        return [
            hint(arrows: [.north, .south], does: "choose"), hint(.select, does: owned || avatar.price == nil ? "wear" : "buy"),
            hint(.back, does: "back"), hint(.help, does: "help"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        let all = AvatarCatalog.all
        if let id = asksToBuy {
            asksToBuy = nil
            message = ""
            guard command == .confirm else { return command == .help ? .help : nil }
            for event in world.apply(.buyAvatar(id)) { take(event) }
            return nil
        }
        message = ""
        switch command {
        case .direction(.north): selection = max(0, selection - 1)
        case .direction(.south): selection = min(all.count - 1, selection + 1)
        case .select:
            let avatar = all[selection]
            if let price = avatar.price, !world.progress.avatars.contains(avatar.id) {
                // Asked only when the coins allow; otherwise said at once, with what is missing.
                if world.progress.coins >= price {
                    asksToBuy = avatar.id
                } else {
                    message = "The \(avatar.name) costs \(price.counted("coin")); you have \(world.progress.coins)."
                }
                return nil
            }
            for case let .refused(.avatarLocked(id)) in world.apply(.wear(avatar: avatar.id)) {
                world.notice = "\(AvatarCatalog.avatar(id)?.name ?? id) is locked."
            }
        case .back, .quit, .pause: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    /// What the purchase did, in words.
    private mutating func take(_ event: SessionEvent) {
        switch event {
        case let .boughtAvatar(id, price):
            message = "Bought the \(AvatarCatalog.avatar(id)?.name ?? id) for \(price.counted("coin")): you wear it now."
        case let .refused(.cannotBuyAvatar(id, price, coins)):
            message = "The \(AvatarCatalog.avatar(id)?.name ?? id) costs \(price.counted("coin")); you have \(coins)."
        case .refused(.noShoppingOutsideTheCampaign):
            message = "Nothing is bought during the daily or a practice level."
        default: break
        }
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let progress = world.progress
        screen.centered(area.y, "Avatars", Style(bold: true))
        screen.centered(area.y + 1, Self.purse(progress), progress.isPurseFull ? world.context.tint(.yellow, bold: true) : .plain)
        let all = AvatarCatalog.all
        // The list, then a blank row and the question or message.
        let visible = max(1, area.height - 5)
        let first = min(max(0, selection - visible / 2), max(0, all.count - visible))
        for (row, avatar) in all.enumerated().dropFirst(first).prefix(visible) {
            let owned = progress.avatars.contains(avatar.id)
            let rule: String
            switch avatar.unlock {
            case .start: rule = "from the start"
            case let .prize(level): rule = "prize for level \(level)"
            case let .gems(count): rule = "find \(count) gem\(count == 1 ? "" : "s")"
            case let .coins(price): rule = "for \(price.counted("coin"))"
            case let .treasury(number): rule = "win \(Treasury.name(of: number))"
            case let .planned(count): rule = "\(count) levels \(world.context.glyphs.planned) planned"
            case let .dareStreak(count): rule = "win \(count) dares in a row"
            }
            let worn = progress.avatar == avatar.id ? " (worn)" : ""
            // One for sale shows its glyph: it is what the coins buy.
            let shown = owned || avatar.price != nil ? avatar.glyph : "?"
            let text = "\(shown)  \(avatar.name.padding(toLength: 14)) \(avatar.rare ? "rare " : "     ")\(owned ? "owned" : rule)\(worn)"
            let style =
                row == selection
                ? Style(bold: true, reverse: true)
                : (owned ? Style(world.context.colour ? Colour(named: avatar.colour) : .standard) : Style(dim: true))
            // The cursor is marked as the menus mark theirs, `> … <`, not by reverse video alone
            // (a play-tester without colour could not see it).
            let marked = row == selection ? "> " + text.padding(toLength: 48) + " <" : "  " + text.padding(toLength: 48) + "  "
            screen.centered(area.y + 3 + row - first, marked, style)
        }
        // What the list hides, above and below: a play-tester read "they buy 3 of the 8 for
        // sale" with three priced avatars on screen and nothing saying the rest were below.
        let below = all.dropFirst(first + visible)
        if first > 0 { screen.centered(area.y + 2, "↑ \(first) more".padding(toLength: 48), Style(dim: true)) }
        if !below.isEmpty {
            let forSale = below.filter { $0.price != nil && !progress.avatars.contains($0.id) }.count
            let text = "↓ \(below.count) more" + (forSale > 0 ? ", \(forSale) of them for sale" : "")
            screen.centered(area.y + 3 + visible, text.padding(toLength: 48), Style(dim: true))
        }
        if let id = asksToBuy, let avatar = AvatarCatalog.avatar(id), let price = avatar.price {
            screen.centered(area.bottom, "Buy the \(avatar.name) for \(price.counted("coin"))? [yn] (n)", Style(bold: true, reverse: true))
        } else {
            screen.centered(area.bottom, message, Style(bold: true))
        }
    }

    /// The coins line: what they buy here, and that a full purse pays no more.
    static func purse(_ progress: PlayerProgress) -> String {
        let forSale = progress.avatarsForSale.count, affordable = progress.avatarsAffordable.count
        let coins = progress.isPurseFull ? "Purse full (\(progress.coins))" : "Coins \(progress.coins)"
        guard forSale > 0 else { return coins + ": every avatar for sale is yours" }
        // Each on its own: "they buy 8 of the 8" read to a play-tester as all eight together.
        return coins + ": enough for \(affordable) of the \(forSale) avatar\(forSale == 1 ? "" : "s") for sale, each on its own"
    }
}
