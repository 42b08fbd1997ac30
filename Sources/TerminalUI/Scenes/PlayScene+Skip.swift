import GameEngine

/// Skipping the furthest level open for coins (`SessionIntent.skip`, docs/rules.md, "Skipping a
/// level"): asked from a level (`>`, or `>` in the pause menu) and from the summary of a level
/// lost (`>` twice). The words are shared so both screens say the same.
extension SceneModel {
    /// The question before a skip of level `id`, without its answer keys.
    static func skipQuestion(_ id: Int) -> String {
        "Skip level \(id) for \(Economy.skipPrice(of: id).counted("coin"))? Level \(id + 1) begins; \(id) stays open to win."
    }

    /// Said when the purse does not cover the skip.
    static func skipUnaffordable(_ price: Int, coins: Int) -> String {
        "Skipping costs \(price.counted("coin")); you have \(coins)."
    }

    /// Why campaign level `id` cannot be skipped now, in words (`CampaignSession.skipBar`), or
    /// that only the campaign's levels are (`id` 0).
    static func whyNotSkippable(_ id: Int, in world: World) -> String {
        guard id != 0 else { return "Only the campaign's levels can be skipped." }
        switch world.session.skipBar(id) {
        case .firstBand:
            return "Levels 1 to \(Economy.firstSkippable - 1) are played through: skips begin at \(Economy.firstSkippable)."
        case .won: return "Level \(id) is won: there is nothing to skip."
        case .last: return "The last level cannot be skipped: none comes after it."
        case let .notFurthest(furthest): return "Only your furthest level open (\(furthest)) can be skipped."
        case nil: return Self.skipQuestion(id)
        }
    }
}

extension PlayScene {
    /// `>` in a level: the question, with what giving the attempt up loses, or why not.
    mutating func askSkip(in world: World) {
        guard let attempt = world.session.current, attempt.isCampaign, world.session.isSkippable(level.id) else {
            message = Self.whyNotSkippable(world.session.current?.isCampaign == true ? level.id : 0, in: world)
            return
        }
        let price = Economy.skipPrice(of: level.id)
        guard world.progress.coins >= price else {
            message = Self.skipUnaffordable(price, coins: world.progress.coins)
            return
        }
        prompt = .skip
        // The dare's stake goes with the attempt given up, said as leaving says it.
        message =
            attempt.dare.map {
                "Skip level \(level.id) for \(price.counted("coin"))? The dare's \($0) coins are lost too. [yn] (n)"
            } ?? Self.skipQuestion(level.id) + " [yn] (n)"
    }
}
