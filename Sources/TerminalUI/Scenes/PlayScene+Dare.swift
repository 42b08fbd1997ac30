import GameEngine

/// The dare (`$`, `Dare`): before a campaign level's first move, the player may stake coins on
/// planning it to perfection (the ✓) on this try, by eye: no sketch, undo, hint or guide. The
/// session keeps the rules; this screen asks first and says what it costs and pays.
extension PlayScene {
    /// `$`: asks to take the dare on offer, saying its stake, its payout and its terms, or
    /// says why there is none.
    mutating func offerDare(in world: World) {
        guard let attempt = world.session.current else { return }
        if let stake = attempt.dare {
            message = "Dared \(stake) coins: the \(world.context.glyphs.planned) on this try pays \(Dare.payout(stake: stake))."
            return
        }
        guard let stake = world.session.dareOffer else {
            message = Self.noDare
            return
        }
        guard world.progress.coins >= stake else {
            message = Self.stakeNotCovered(stake, coins: world.progress.coins)
            return
        }
        prompt = .dare
        message = Self.dareQuestion(stake: stake, glyphs: world.context.glyphs)
    }

    /// A stake the purse does not cover.
    static func stakeNotCovered(_ stake: Int, coins: Int) -> String {
        "The dare's stake is \(stake.counted("coin")); you have \(coins)."
    }

    /// Why `$` finds no dare.
    static let noDare = "No dare now: it is offered before a first move or sketch, on a level never won."

    /// "Dare 60 coins on the ✓ this try (by eye: no sketch, undo or hint)? It pays 120. [yn] (n)"
    static func dareQuestion(stake: Int, glyphs: Glyphs) -> String {
        "Dare \(stake) on the \(glyphs.planned) this try, by eye (no sketch/undo/hint)? Pays \(Dare.payout(stake: stake)). [yn] (n)"
    }
}
