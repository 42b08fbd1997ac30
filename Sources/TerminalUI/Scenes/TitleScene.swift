import GameEngine

/// The title menu.
struct TitleScene: Sendable, Hashable {
    /// The item under the cursor.
    var selection = 0
    /// Whether "Quit" was chosen and waits for a yes: Up from the first item wraps to it, so
    /// Enter there must not end the game at once (as `q` in play asks first).
    var asksToQuit = false
    /// Whether "Daily challenge" was chosen on a day whose first try counts and waits for a
    /// yes: two play-testers started the one counted try by accident, the cursor left there.
    var asksToStartDaily = false
    init() {}

    /// The menu's items.
    enum Item: String, CaseIterable, Sendable {
        case play = "Continue"
        case levels = "Level select"
        case daily = "Daily challenge"
        case treasuries = "Treasuries"
        case shop = "Shop"
        case avatars = "Avatars"
        case stats = "Stats"
        case lab = "Lab"
        case help = "Help"
        case quit = "Quit"
    }

    /// The items on offer: the daily only with a clock (the shipped campaign), the treasuries
    /// with the shipped campaign. A clock that gives no day of the daily still shows the entry,
    /// which then says why.
    func items(in world: World) -> [Item] {
        Item.allCases.filter {
            ($0 != .daily || world.context.clock != nil) && ($0 != .treasuries || world.context.offersTreasuries)
        }
    }
}

extension TitleScene: SceneModel {
    var keyContext: KeyContext { asksToQuit || asksToStartDaily ? .question : .menu }

    func keyBar(in world: World) -> [String] {
        asksToQuit || asksToStartDaily
            ? [hint(.confirm, does: "yes"), hint(.deny, does: "no")]
            : [
                hint(arrows: [.north, .south], does: "choose"), hint(.select, does: "select"), hint(.help, does: "help"),
                hint(.quit, does: "quit"),
            ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        let items = items(in: world)
        selection = min(selection, items.count - 1)
        if asksToQuit {
            asksToQuit = false
            switch command {
            case .confirm: return .quit  // (the router writes the save first)
            case .help: return .help
            default: return nil
            }
        }
        if asksToStartDaily {
            asksToStartDaily = false
            switch command {
            case .confirm: startDaily(in: &world, asking: false)
            case .help: return .help
            default: break
            }
            return nil
        }
        switch command {
        case .direction(.north): selection = (selection + items.count - 1) % items.count
        case .direction(.south): selection = (selection + 1) % items.count
        case .quit:
            // Asked, as every other way out of mz is: testers of sessions 21 and 22 left twice by
            // `q` on a summary and a second `q` on the title ("quits with no confirmation").
            asksToQuit = true
        case .help: return .help
        case .select, .direction(.east):
            switch items[selection] {
            case .play: world.apply(.continueCampaign)
            case .daily: startDaily(in: &world, asking: true)
            case .levels: return .open(.levelSelect(cursor: world.session.nextLevel))
            case .treasuries:
                return .open(.treasuries(cursor: max(1, world.progress.availableTreasuries.last ?? 1)))
            case .shop: return .open(.shop)
            case .avatars: return .open(.avatars)
            case .stats: return .open(.stats)
            case .lab: return .open(.lab)
            case .help: return .help
            case .quit:
                asksToQuit = true
            }
        default: break
        }
        return nil
    }

    /// Opens today's daily, or says why there is none; `asking`: while the day's first try (the
    /// one that counts) is still to come, asks first instead.
    private mutating func startDaily(in world: inout World, asking: Bool) {
        switch world.context.clock?() {
        case nil: break
        case let .failure(problem)?: world.notice = "No daily challenge: \(problem)."
        case let .success(today)? where asking && world.progress.daily.result(on: today) == nil: asksToStartDaily = true
        case let .success(today)?: world.apply(.daily(date: today, level: DailyChallenge.level(for: today), isToday: true))
        }
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let progress = world.progress
        let art = context.glyphs.ascii ? ["+-+-+", "|m z|", "+-+-+"] : ["┌─┬─┐", "│m z│", "└─┴─┘"]
        let items = items(in: world)
        let height = 7 + items.count
        let top = area.y + max(0, (area.height - height) / 2)
        for (i, line) in art.enumerated() { screen.centered(top + i, line, context.tint(.yellow, bold: true)) }
        screen.centered(top + 3, "a maze puzzle game", Style(dim: true))
        // A run of dares won is shown while it lasts (it is what a lost dare takes), where the
        // window has room for it.
        let standing =
            "Level \(progress.unlockedLevel)   Coins \(progress.coins)   Stars \(progress.totalStars)   \(context.glyphs.gem) \(progress.gemsFound)"
        let run = progress.dareStreak > 1 ? "   Dares \(progress.dareStreak) in a row" : ""
        screen.centered(top + 4, (standing + run).count <= area.width ? standing + run : standing)
        let labels = items.map { item -> String in
            if item == .daily, let today = world.context.today {
                guard let result = progress.daily.result(on: today) else { return "Daily challenge" }
                return "Daily challenge (\(result.outcome == .won ? context.glyphs.stars(result.stars) : "done"))"
            }
            if item == .treasuries {
                // Those a key would open are counted too: a tester of session 32 found the
                // treasuries only after the campaign, "the coin sink I had been missing".
                let available = progress.availableTreasuries
                let open = available.filter(progress.isTreasuryOpen).count
                let said = [open > 0 ? "\(open) open" : nil, available.count > open ? "\(available.count - open) to open" : nil]
                    .compactMap { $0 }
                return said.isEmpty ? "Treasuries" : "Treasuries (\(said.joined(separator: ", ")))"
            }
            guard item == .play else { return item.rawValue }
            let next = world.session.nextLevel
            return progress.attempt != nil ? "Continue level \(next)" : "Play level \(next)"
        }
        // One column for the whole menu, so the cursor moves straight down.
        // ("Daily challenge (★★★)" is counted in always, so playing it does not shift the menu.)
        let width = (labels.map(\.count) + (items.contains(.daily) ? ["Daily challenge (★★★)".count] : [])).max()! + 4
        let left = area.x + (area.width - width) / 2
        for (i, label) in labels.enumerated() {
            let selected = i == selection
            let text = (selected ? "> " : "  ") + label.padding(toLength: width - 4) + (selected ? " <" : "  ")
            screen.text(left, top + 6 + i, text, selected ? Style(bold: true, reverse: true) : .plain)
        }
        if asksToQuit { screen.centered(top + 7 + items.count, "Quit mz? [yn] (n)", Style(bold: true, reverse: true)) }
        if asksToStartDaily {
            screen.centered(
                top + 7 + items.count, "Today's daily: only your first try counts. Start it? [yn] (n)", Style(bold: true, reverse: true))
        }
    }
}
