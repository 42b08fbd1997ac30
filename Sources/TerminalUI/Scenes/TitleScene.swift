import GameEngine

/// The title menu.
public struct TitleScene: Sendable, Hashable {
    public var selection = 0
    public init() {}

    public enum Item: String, CaseIterable, Sendable {
        case play = "Continue", levels = "Level select", shop = "Shop", avatars = "Avatars", stats = "Stats", lab = "Lab", help = "Help", quit = "Quit"
    }
}

extension App {
    mutating func handleTitle(_ title: TitleScene, _ key: Key) -> [Effect] {
        var title = title
        let items = TitleScene.Item.allCases
        switch KeyMap.command(for: key) {
        case .direction(.up): title.selection = (title.selection + items.count - 1) % items.count
        case .direction(.down): title.selection = (title.selection + 1) % items.count
        case .quit: return [.save, .quit]
        case .help: scene = .help(back: .title(title)); return []
        case .select, .direction(.right):
            switch items[title.selection] {
            case .play: continueCampaign(); return []
            case .levels: scene = .levelSelect(LevelSelectScene(cursor: min(context.campaign.levels.count, max(1, progress.unlockedLevel)) - 1)); return []
            case .shop: scene = .shop(ShopScene()); return []
            case .avatars: scene = .avatars(AvatarsScene(selection: AvatarCatalog.all.firstIndex { $0.id == progress.avatar } ?? 0)); return []
            case .stats: scene = .stats; return []
            case .lab: scene = .lab(LabScene(algorithm: .recursiveBacktracker, width: 20, height: 10, seed: UInt64(progress.ledger.count + 1))); return []
            case .help: scene = .help(back: .title(title)); return []
            case .quit: return [.save, .quit]
            }
        default: break
        }
        scene = .title(title)
        return []
    }

    /// Resumes the saved attempt, or starts the first unlocked level not yet won.
    mutating func continueCampaign() {
        if let attempt = progress.attempt {
            startLevel(id: attempt.level)
            return
        }
        startLevel(id: nextLevel)
    }

    func renderTitle(_ title: TitleScene, into screen: inout Screen) {
        let bold = Style(context.colour ? .yellow : .standard, bold: true)
        let art = context.glyphs.ascii
            ? ["+-+-+", "|m z|", "+-+-+"]
            : ["┌─┬─┐", "│m z│", "└─┴─┘"]
        let top = max(1, screen.height / 2 - 8)
        for (i, line) in art.enumerated() { screen.centered(top + i, line, bold) }
        screen.centered(top + 4, "a maze puzzle game", Style(dim: true))
        let stats = "Level \(progress.unlockedLevel)   Coins \(progress.coins)   Stars \(progress.totalStars)   \(context.glyphs.gem) \(progress.gemsFound)"
        screen.centered(top + 5, stats)
        for (i, item) in TitleScene.Item.allCases.enumerated() {
            var label = item.rawValue
            if item == .play {
                label = progress.attempt.map { "Continue level \($0.level)" } ?? "Play level \(nextLevel)"
            }
            let selected = i == title.selection
            screen.centered(top + 7 + i, selected ? "> \(label) <" : label, selected ? Style(bold: true, reverse: true) : .plain)
        }
    }

    /// The first unlocked level not yet won (or the highest unlocked).
    var nextLevel: Int {
        (1...max(1, progress.unlockedLevel)).first { progress.record($0).bestMoves == nil } ?? progress.unlockedLevel
    }
}
