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
            let pays = Dare.paid(stake: stake, into: world.progress.coins)
            message = "Dared \(stake) coins: the \(world.context.glyphs.planned) on this try pays \(pays)."
            return
        }
        guard let stake = world.session.dareOffer else {
            if let keep = world.session.keepableRun, keep.level == level.id {
                prompt = .keepRun
                // "$ again", not y, as on the summary: a tester of session 30 typed "$ y" to dare a
                // level begun again, and the y paid 600 coins to keep a run instead.
                message = "Keep your run of \(keep.run) dares for \(Dare.keepPrice(run: keep.run).counted("coin"))? $ again pays."
                return
            }
            message = Self.noDare(world.session.dareBar)
            return
        }
        guard world.progress.coins >= stake else {
            message = Self.stakeNotCovered(stake, coins: world.progress.coins)
            return
        }
        prompt = .dare
        message = Self.dareQuestion(
            stake: stake, pays: Dare.paid(stake: stake, into: world.progress.coins - stake),
            gemWorth: gemWorthInADare(in: world), glyphs: world.context.glyphs)
    }

    /// What a gem of this level counts as in a dare (the shop price of the Jump it gives), said
    /// by the question and the dared line; `nil` on a level without gems.
    func gemWorthInADare(in world: World) -> Int? {
        level.gems.isEmpty ? nil : Dare.gemWorth(jumpPrice: world.context.campaign.shop.jump)
    }

    /// A stake the purse does not cover.
    static func stakeNotCovered(_ stake: Int, coins: Int) -> String {
        "The dare's stake is \(stake.counted("coin")); you have \(coins)."
    }

    /// What the level begun again after a lost dare says: the run it ended may be kept.
    static func keepRunOffer(run: Int) -> String {
        "Your run of \(run) dares ended: $ keeps it for \(Dare.keepPrice(run: run).counted("coin")), until your first move."
    }

    /// After a question turned down while a dare is on offer: that it still is ("" when none is).
    static func dareStillOffered(in world: World) -> String {
        world.session.dareOffer.map { "$ still dares \($0) coins until your first move." } ?? ""
    }

    /// Why `$` finds no dare, in the words of `bar` (`CampaignSession.dareBar`).
    static func noDare(_ bar: CampaignSession.DareBar?) -> String {
        switch bar {
        case .notCampaign: "No dare here: dares are for campaign levels."
        case let .notYet(from): "No dare yet: dares begin at level \(from)."
        case .won: "No dare: this level is won; dares are for levels never won."
        case .closed, nil: "No dare now: it is offered before a first move or sketch, on a level never won."
        }
    }

    /// "Dare 60: the ✓ this try, by eye, power-ups at shop price? Pays 90. [yn] (n)": the terms
    /// a player weighs before staking (two testers of session 22 lost a dare to the power-ups'
    /// price, and one of session 23 met it only once the dare was taken), and what a win pays
    /// into this purse: near its limit less than the payout (and at least the stake), so a
    /// full purse's dare is seen to win nothing.
    static func dareQuestion(stake: Int, pays: Int, gemWorth: Int? = nil, glyphs: Glyphs) -> String {
        // On a gem level, what a gem is worth against the plan, said before the stake is paid (a
        // tester of session 24 met it only once the dare was taken, and re-planned).
        if let gemWorth {
            guard pays >= Dare.payout(stake: stake) else {
                return "Dare \(stake): the \(glyphs.planned) by eye, a gem at \(gemWorth)? Purse full: pays \(pays). [yn] (n)"
            }
            return "Dare \(stake): the \(glyphs.planned) by eye, a gem at \(gemWorth), power-ups at shop price? Pays \(pays). [yn] (n)"
        }
        guard pays >= Dare.payout(stake: stake) else {
            return "Dare \(stake): the \(glyphs.planned) by eye, power-ups at shop price? Purse full: pays \(pays). [yn] (n)"
        }
        return "Dare \(stake): the \(glyphs.planned) this try, by eye, power-ups at shop price? Pays \(pays). [yn] (n)"
    }

    /// What a taken dare says: what "by eye" bars, and its payout; on a level with gems, what a
    /// gem is worth against the plan (`Dare.isWon`).
    static func daredMessage(stake: Int, pays: Int, gemWorth: Int?, glyphs: Glyphs) -> String {
        // A gem is weighed in the plan whether it is taken or left (`PlanScore`): two testers of
        // session 37 read "a gem counts as 30 coins" as the plan being worth the gem at least,
        // and were told "Best plan: 19 coins · you took 19 ✓" after leaving it, which it now is.
        if let gemWorth {
            return "Dared \(stake): by eye; the plan weighs a gem at \(gemWorth), taken or left. The \(glyphs.planned) pays \(pays)."
        }
        return "Dared \(stake): no sketch or hint, one undo for a slip (f surveys). The \(glyphs.planned) pays \(pays)."
    }
}
