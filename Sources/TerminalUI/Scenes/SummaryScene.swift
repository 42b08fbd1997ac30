import GameEngine

/// After an attempt: won (moves vs par, stars, coin breakdown, unlocks) or failed (retry).
public struct SummaryScene: Sendable {
    public var play: PlayScene
    public var settlement: Settlement?
    /// Frames of the banner's little celebration so far.
    public var frame = 0

    public var won: Bool { play.state.status == .won }
}

extension App {
    mutating func handleSummary(_ summary: SummaryScene, _ key: Key) -> [Effect] {
        let level = summary.play.level
        if summary.play.standalone {
            switch KeyMap.command(for: key) {
            case .restart?:
                var next = PlayScene(level: level, inventory: summary.play.startInventory, context: context, standalone: true)
                next.message = "Again!"
                scene = .play(next)
                return []
            default:
                return [.quit]
            }
        }
        switch KeyMap.command(for: key) {
        case .restart?:
            startLevel(level)
        case .select?, .direction(.right)?:
            if summary.won, level.id < context.campaign.levels.count, progress.isUnlocked(level.id + 1) {
                startLevel(id: level.id + 1)
            } else if !summary.won {
                startLevel(level)
            } else {
                scene = .levelSelect(LevelSelectScene(cursor: level.id - 1))
            }
        case .other("l")?:
            scene = .levelSelect(LevelSelectScene(cursor: level.id - 1))
        case .quit?, .pause?:
            scene = .title(TitleScene())
        default:
            break
        }
        return []
    }

    func renderSummary(_ summary: SummaryScene, into screen: inout Screen) {
        let state = summary.play.state
        let level = summary.play.level
        let top = max(1, screen.height / 2 - 9)
        let glyphs = context.glyphs
        if summary.won {
            let sparkle = glyphs.ascii ? ["*", "+", "."] : ["✦", "✧", "·"]
            let s = context.animation ? sparkle[summary.frame % 3] : sparkle[0]
            screen.centered(top, "\(s) \(s) \(s)  LEVEL COMPLETE  \(s) \(s) \(s)", Style(context.colour ? .yellow : .standard, bold: true))
        } else {
            screen.centered(top, "OUT OF MOVES", Style(context.colour ? .red : .standard, bold: true))
        }
        screen.centered(top + 2, level.id > 0 ? "Level \(level.id): \(level.name)" : "Seed \(level.spec.seed)")
        screen.centered(top + 3, "Moves \(state.movesUsed)   Par \(level.par)   Budget \(level.budget)")
        if summary.won {
            let stars = Economy.stars(movesUsed: state.movesUsed, par: level.par, budget: level.budget)
            screen.centered(top + 5, glyphs.stars(stars), Style(context.colour ? .yellow : .standard, bold: true))
            screen.centered(top + 6, "\(stars) star\(stars == 1 ? "" : "s")")
        }
        var line = top + 8
        if let s = summary.settlement, summary.won {
            let rows = [
                ("Crates", s.crateCoins), ("Unused moves", s.cashIn), ("Perfect bonus", s.perfectBonus), ("Prize", s.prizeCoins),
            ]
            for (label, coins) in rows where coins > 0 {
                screen.centered(line, "\(label.padding(toLength: 16)) +\(coins)")
                line += 1
            }
            screen.centered(line, "\("Total".padding(toLength: 16)) +\(s.total)   (now \(progress.coins) coins)", Style(bold: true))
            line += 2
            if !s.newGems.isEmpty { screen.centered(line, "Gem found!"); line += 1 }
            for id in s.newAvatars {
                screen.centered(line, "New avatar: \(AvatarCatalog.avatar(id)?.name ?? id)")
                line += 1
            }
            if let unlocked = s.unlockedLevel { screen.centered(line, "Level \(unlocked) unlocked"); line += 1 }
        } else if !summary.won {
            screen.centered(line, "What you collected this attempt is lost; used power-ups stay used.", Style(dim: true))
        }
        let hint = summary.play.standalone
            ? "r play again   any other key quits"
            : (summary.won ? "Enter next level   r replay   l level select   q title" : "Enter or r retry   l level select   q title")
        screen.centered(screen.height - 1, hint, Style(dim: true))
    }
}
