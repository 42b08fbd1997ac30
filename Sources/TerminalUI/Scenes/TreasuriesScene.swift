import GameEngine

/// The treasuries (`Treasury`): one row a treasury, open or not, what a try costs, the most
/// one run can take and what the player has taken, with the avatar each first win gives.
struct TreasuriesScene: Sendable, Hashable {
    /// The treasury under the cursor, from 0.
    var cursor: Int
    /// Whether opening the treasury under the cursor waits for a yes.
    var asksToOpen = false
    /// The facts of the treasuries that may be opened or are open, built as the screen opens
    /// (each a seed search, once a process).
    let open: [Facts]

    /// What the list says of an open treasury.
    struct Facts: Sendable, Hashable {
        var number: Int
        var fee: Int
        var bestHaul: Int
        var width: Int
        var height: Int
        var par: Int
        var budget: Int
        var crates: Int
    }
}

extension TreasuriesScene {
    /// Opened with the cursor on treasury `number` (1…), the open ones' facts built.
    init(cursorOn number: Int, in world: World) {
        cursor = min(max(1, number), Treasury.count) - 1
        open = world.progress.availableTreasuries.map { number in
            let level = Treasury.level(number)
            return Facts(
                number: number, fee: Treasury.fee(number), bestHaul: Treasury.bestHaul(number), width: level.spec.width,
                height: level.spec.height,
                par: level.par, budget: level.budget, crates: level.crates.count)
        }
    }

    /// The facts of treasury `number`, if it may be opened or is open.
    func facts(_ number: Int) -> Facts? { open.first { $0.number == number } }
}

extension TreasuriesScene: SceneModel {
    var keyContext: KeyContext { asksToOpen ? .question : .menu }

    func keyBar(in world: World) -> [String] {
        if asksToOpen { return [hint(.confirm, does: "yes"), hint(.deny, does: "no")] }
        return [
            hint(arrows: [.north, .south], does: "choose"), hint(.select, does: "try"), hint(.back, does: "back"),
            hint(.help, does: "help"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        if asksToOpen {
            asksToOpen = false
            guard command == .confirm else { return command == .help ? .help : nil }
            let number = cursor + 1
            for event in world.apply(.openTreasury(number: number)) {
                switch event {
                case let .openedTreasury(number, price):
                    world.notice = "\(Treasury.name(of: number)) is open for good (\(price) coins). Enter to try it."
                case let .refused(.cannotOpenTreasury(_, price, coins)):
                    world.notice = "Opening \(Treasury.name(of: number)) costs \(price) coins; you have \(coins)."
                default: break
                }
            }
            return nil
        }
        switch command {
        case .direction(.north): cursor = max(0, cursor - 1)
        case .direction(.south): cursor = min(Treasury.count - 1, cursor + 1)
        case .select, .direction(.east):
            let number = cursor + 1
            guard let facts = facts(number) else {
                world.notice = "\(Treasury.name(of: number)) opens with the first win of level \(Treasury.openingLevel(of: number))."
                return nil
            }
            guard world.progress.isTreasuryOpen(number) else {
                let price = Treasury.keyPrice(number)
                guard world.progress.coins >= price else {
                    world.notice = "Opening \(Treasury.name(of: number)) costs \(price) coins; you have \(world.progress.coins)."
                    return nil
                }
                asksToOpen = true
                return nil
            }
            guard world.progress.coins >= facts.fee else {
                world.notice = "A try at \(Treasury.name(of: number)) costs \(facts.fee) coins; you have \(world.progress.coins)."
                return nil
            }
            world.apply(.treasury(number: number))
        case .back, .quit: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let progress = world.progress
        screen.centered(area.y, "Treasuries", Style(bold: true))
        screen.centered(area.y + 1, "Coins \(progress.coins)", context.tint(.yellow))
        let rows = Treasury.numbers.map { row($0, world: world) }
        let width = rows.map(\.count).max() ?? 0
        let left = area.x + max(0, (area.width - width - 4) / 2)
        let top = area.y + 3
        for (i, text) in rows.enumerated() where top + i <= area.bottom {
            let number = i + 1
            let selected = i == cursor
            let style =
                selected ? Style(bold: true, reverse: true) : (facts(number) == nil ? Style(dim: true) : .plain)
            screen.text(left, top + i, (selected ? "> " : "  ") + text.padding(toLength: width) + (selected ? " <" : "  "), style)
        }
        // What the chosen one is, then the rules, as far as the window has room.
        var notes: [(String, Style)] = []
        if asksToOpen {
            let number = cursor + 1
            notes.append(
                (
                    "Open \(Treasury.name(of: number)) for \(Treasury.keyPrice(number)) coins? Refunded with its best haul. [yn] (n)",
                    Style(bold: true, reverse: true)
                ))
        } else if let facts = facts(cursor + 1) {
            notes.append(
                (
                    "\(Treasury.name(of: facts.number)): \(facts.width)x\(facts.height), \(facts.crates.counted("crate")), par \(facts.par), budget \(facts.budget), no power-ups",
                    .plain
                ))
        } else {
            notes.append(("", .plain))
        }
        notes += [
            ("A key opens it for good: its best haul refunds it. First win: a rare avatar.", Style(dim: true)),
            ("Each try pays its fee with its first move; a win, the crates it took (each once).", Style(dim: true)),
            ("The best haul is known: the way to it is the puzzle, and each try costs.", Style(dim: true)),
        ]
        let notesTop = max(top + Treasury.count + 1, area.bottom - notes.count + 1)
        for (i, note) in notes.enumerated() where notesTop + i <= area.bottom {
            screen.centered(notesTop + i, note.0, note.1)
        }
    }

    /// Treasury `number`'s row: locked, or its fee, best haul, what the player took and its avatar.
    func row(_ number: Int, world: World) -> String {
        let name = Treasury.name(of: number).padding(toLength: 12)
        guard let facts = facts(number) else { return name + "win level \(Treasury.openingLevel(of: number)) to open it" }
        let record = world.progress.treasury(number)
        guard record.opened else {
            return name
                + "key \(String(Treasury.keyPrice(number)).leftPadding(toLength: 4)), refunded with the best haul   best haul \(String(facts.bestHaul).leftPadding(toLength: 3))"
        }
        let avatar = Treasury.avatar(of: number)
        let owned = avatar.map { world.progress.avatars.contains($0.id) } ?? false
        // The player's best haul beside the best: equal, the key has come back.
        let taken = "yours " + (record.isWon ? String(record.bestHaul).leftPadding(toLength: 3) : "  -")
        let stars = record.isWon ? world.context.glyphs.stars(record.stars) : "not won"
        let prize = avatar.map { owned ? "\($0.name) \($0.glyph)" : "\($0.name) ?" } ?? ""
        return name + "fee \(String(facts.fee).leftPadding(toLength: 3))   best haul \(String(facts.bestHaul).leftPadding(toLength: 3))   "
            + taken.padding(toLength: 9) + "  " + stars.padding(toLength: 7) + "  " + prize
    }
}
