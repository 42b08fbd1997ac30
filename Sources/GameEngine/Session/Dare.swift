/// A dare (docs/rules.md, "Dares"): coins staked, before a campaign level's first move, on
/// planning that level to perfection (its ✓, `PlanScore.isPerfect`) on this very try, with no
/// sketch, undo, hint or guide (the scout's target may be asked: it says what, not where). A dared win with the ✓ pays the stake back and half
/// as much again; any other end (a win without the ✓, out of moves, a restart, leaving) loses it.
///
/// Every round of play-testers said coins and stars carry no stakes: hundreds or thousands of
/// coins by level 30 and nothing to lose, while the treasuries, whose fee is paid by a plan made
/// by eye, were "the only real tension". A dare puts a player's coins on their own plan, once a
/// level: the offer closes for good with the level's first move, sketch, hint or guide, so a
/// plan counted by the sketch cannot be dared on the next try.
public enum Dare {
    /// The first level that offers one: the second band, once crates have values worth weighing.
    public static let firstLevel = 11

    /// The stake on a level whose best plan takes `bestCoins`: three times the plan's coins, in
    /// fives (at least 10), so a won dare is worth more than the level itself and a lost one
    /// is felt in a purse of a thousand.
    public static func stake(bestCoins: Int) -> Int {
        max(10, (3 * bestCoins + 4) / 5 * 5)
    }

    /// What a won dare pays back: the stake and a quarter again, to the nearest five (at least
    /// five: a net gain of a quarter of the stake).
    ///
    /// Session 22 paid the stake twice, and its three play-testers won three dares in four:
    /// double or nothing was "free money when confident" and filled every purse by level 40.
    /// Sessions 23 and 24 paid one and a half, and their testers, right nine times in ten,
    /// still held 2,100–3,000 coins by 40–45 with nothing to buy ("dares became near-certain
    /// income", "much lower dare payouts"). At one and a quarter a dare pays only a player who
    /// is right more than four times in five, and a lost one takes four won ones to make good:
    /// the run of dares, not the coins, is what a careful player dares for.
    public static func payout(stake: Int) -> Int { stake + max(5, (stake + 10) / 20 * 5) }

    /// What a won dare pays into a purse holding `coins` once the stake is paid: the payout up
    /// to the purse's limit, and never less than the stake (the player's own coins come back).
    public static func paid(stake: Int, into coins: Int) -> Int {
        max(stake, min(payout(stake: stake), Economy.purseLimit - coins))
    }

    /// The least run of dares won that a lost dare offers to keep: a run of one is a single
    /// dare, and the title shows a run from two.
    public static let keepableRun = 2

    /// What keeping a run of `run` dares costs once a dare has ended it: 25 coins a dare of the
    /// run, so a longer run costs more to keep, as a bigger purse stakes more.
    ///
    /// Every round of play-testers since session 13 held thousands of coins by level 40 with
    /// nothing worth buying, and the runs of dares (18–28 long in session 27) were what they
    /// played for: "give coins a real sink that ties back to planning … stakes that scale with
    /// your bank" (tester 118). A run kept is what coins buy that a full purse cannot: the one
    /// loss a careful player makes in forty levels costs a run's worth of them.
    public static func keepPrice(run: Int) -> Int { 25 * run }

    /// What one gem is worth in a dare: the shop price of the Jumps it gives.
    public static func gemWorth(jumpPrice: Int) -> Int { Economy.gemJumps * jumpPrice }

    /// What a run that found gems is worth against the level's best plan without them
    /// (`PlanScore.gemsWorth`, for the ✓ and the dare alike): its coins, each
    /// gem at the shop price of the Jumps it gives (`gemWorth`), less the shop price of every
    /// power-up it spent (`spent`, before a gem gave any back: a Jump spent and given back by
    /// the gem is the gem's worth used up, not counted twice); `nil` for a run that found none.
    public static func worth(_ plan: PlanScore, gemWorth: Int, spent: Int) -> Int? {
        guard plan.gemsTaken > 0 else { return nil }
        return plan.coinsTaken + gemWorth * plan.gemsTaken - spent
    }
}

/// How a dared attempt ended (`FinishedAttempt.dare`).
public struct DareOutcome: Sendable, Hashable {
    /// The coins staked.
    public var stake: Int
    /// Whether the attempt won with the ✓.
    public var won: Bool
    /// The coins paid back (0 when lost; less than the payout when the purse was full).
    public var paid: Int
    /// Dares won in a row: with this one when won, the run this one ended when lost.
    public var streak: Int
    /// Avatars a run of dares unlocked (`Avatar.Unlock.dareStreak`).
    public var newAvatars: [String] = []
    /// For a run that found gems, what it was worth (`Dare.worth`) and the best plan's coins
    /// it was weighed against; for a run that left them and was worth less than the best plan
    /// that finds them (`PlanScore.isShortOfThePlanWithGems`), its worth; `nil` otherwise.
    public var gemsWorth: Int?
    /// The best plan's worth that run was weighed against: without the gems it found, or with
    /// the gems it left.
    public var bestCoins: Int?
    /// For a lost dare that ended a run of `Dare.keepableRun` or more: what keeping the run
    /// costs (`Dare.keepPrice(run:)`, `SessionIntent.keepDareRun`); `nil` otherwise.
    public var keepPrice: Int?
    /// What keeping that run is for (`PlayerProgress.runGoal(run:)`), said with its price.
    public var keepGoal: RunGoal?

    /// Creates one.
    public init(stake: Int, won: Bool, paid: Int, streak: Int = 0) {
        self.stake = stake
        self.won = won
        self.paid = paid
        self.streak = streak
    }
}

/// What keeping a run of dares a lost dare ended is for: a run that is for nothing is not
/// offered. Four of session 36's eight testers found the offer "pushy" or pointless: past ten
/// in a row a run unlocks nothing, and the offer never said what it was for.
public enum RunGoal: Sendable, Hashable {
    /// `count` dares in a row unlock the avatar named `avatar`, not yet earned.
    case avatar(String, count: Int)
    /// The run is the player's best yet: kept, the record goes on growing.
    case best
}
