/// The economy's fixed numbers (docs/rules.md, "Coins, stars and progress"), in one place.
public enum Economy {
    /// Coins for one hint: cheap enough to buy at any stage, dear enough not to play every move by.
    public static let hintPrice = 10
    /// Coins for scouting a level's best plan (`SessionIntent.scout`): what a crate of a
    /// short detour holds, so a player who wants the target pays for it from a level's takings.
    public static let scoutPrice = 15
    /// Coins for the guide (`SessionIntent.guide`): the scouted plan's way marked on the map.
    /// The answer to the level's question, so dear: what a full level of crates pays.
    public static let guidePrice = 40
    /// Coins for surveying a level (`SessionIntent.survey`): half its best plan's coins, in
    /// fives, at least 10. Every play-tester of sessions 21–23 transcribed the walls with a
    /// script of their own to count the moves between crates, and every one held 2,000 coins
    /// with nothing to buy by level 40: the count is for sale, at a price a level's crates feel,
    /// and a player who would rather count by eye (or dare) keeps the coins.
    public static func surveyPrice(bestCoins: Int) -> Int {
        max(10, (bestCoins / 2 + 4) / 5 * 5)
    }
    /// The campaign levels surveyed free: from the one whose tip first tells of the survey to the
    /// second band's end. Across 48 rounds of play-testers most never surveyed, while asking for
    /// "the cheapest cost to each cell" (session 30) and reading the walls with scripts of their
    /// own; a survey tried free where it is taught is one a player knows to buy later.
    public static let freeSurveys = Tip.surveyFrom...20
    /// Coins for the scout pass (`ShopItem.scoutPass`): every level's best plan told as it
    /// begins. Play-testers held 900–1,000 coins by level 30 with nothing worth buying, and
    /// one would go on "if the best-plan number were shown for free"; the pass is that, bought
    /// with the pile: a greedy player affords it at level 24 (`mz validate --economy`), when
    /// the crate questions have grown to three and four crates.
    public static let scoutPassPrice = 750
    /// Coins for the survey pass (`ShopItem.surveyPass`): every campaign level surveyed free.
    /// Something to save for: a greedy player affords it at level 31, a collector at 23
    /// (`mz validate --economy`), before the maps grow to the 13 columns whose reading
    /// play-testers called the work that made them stop; less than surveying every level one by
    /// one (1,405 coins from level 21), and it turns the pile into easier reading.
    public static let surveyPassPrice = 1_200
    /// Jumps a gem gives the first time it is found, into the inventory: play-testers found
    /// avatars alone "never compete" with coins, so a gem now pays a power-up, and a gem
    /// against crates is a question of what the Jump will open later (a ledge's crate pays
    /// more than a Jump costs).
    public static let gemJumps = 1
    /// Coins for finishing in item par of what was taken or fewer, once per level.
    public static let perfectBonus = 5
    /// The most coins the purse holds: earnings past it are not paid, a bound on any loop that
    /// earns; see `mz validate --economy`. 10,000: at 1,500 every play-tester of session 13
    /// filled it between levels 46 and 51, and from there "crates are worth literally nothing"
    /// (600 had been full at 23–37 before that); at 3,000 round 39's testers filled it at 47–50
    /// ("'Dare won … (the purse is full)'. Rewards stop here"), the stop of two of the four.
    /// A limit meant to make coins be spent stopped the rewards instead, since what coins buy
    /// is bought once; at 10,000 no simulated player fills it within the campaign.
    public static let purseLimit = 10_000
    /// Coins a crate on a ledge holds beyond its run's cost over par: more than a Jump costs (30
    /// in the campaign), so a Jump bought for it pays, 10 to 29 coins net on the 27 ledge
    /// levels by `mz validate --economy`. A planner's purchase, not an exploit: the par player,
    /// who takes no item, gains from a Jump only the moves it saves.
    public static let ledgeReward = 45
    /// Coins for one Time when a levels file names no price (`shop.time`): about what two
    /// levels of par play earn at level 25. With `timeMoves` 10 it buys a better plan (the best
    /// plan's coins with it, less the price, beat those without) on a third of the levels from
    /// 21 on and on none before, by `mz validate --economy` (docs/campaign.md, "Economy").
    public static let timePrice = 20
    /// Moves one Time adds to an attempt.
    public static let timeMoveCount = 10
    /// Moves one Time adds to an attempt at `level` (docs/rules.md, "Power-ups"): `timeMoveCount`,
    /// or fewer where they would take the budget past the largest a level may have.
    public static func timeMoves(for level: Level) -> Int {
        max(0, min(timeMoveCount, LevelFile.maximumBudget - level.budget))
    }
    /// The first campaign level that may be skipped (`SessionIntent.skip`): the first band
    /// teaches the moves, the crates and the budget, and is played through.
    public static let firstSkippable = 11
    /// Coins that skip campaign level `id` (`SessionIntent.skip`): ten a level number, 110 at
    /// level 11, 450 at 45, 990 at 99. Every round of play-testers held 3,000–6,000 coins with
    /// nothing worth buying and stopped at a level that asked what the last ten had asked; a
    /// skip lets the coins of the levels a player enjoyed buy past one they would rather not
    /// play, at about a fifth of what a careful player holds there, so a player skips a few
    /// levels of a campaign, not every one.
    public static func skipPrice(of id: Int) -> Int { 10 * id }
    /// Unused moves per coin of cash-in (rounded down).
    public static let movesPerCashInCoin = 2
    /// The most coins a purse holds; earnings past it are not paid (a save with more is
    /// refused as damaged, so sums stay far from overflow).
    public static let maximumCoins = 1_000_000_000
    /// Coins for first clearing level `id` when it is a 10th level.
    public static func prizeCoins(for id: Int) -> Int { id % 10 == 0 ? 10 + id / 2 : 0 }

    /// Coins for first clearing `level`: a 10th level's prize (`prizeCoins(for:)`), or on an
    /// escape (`LevelKind.escape`: no crates, no spare move to cash in) its par. Escapes paid
    /// the perfect bonus alone, and in every round since session 21 testers called them
    /// "unrewarded", "chores that pay +5", though they are the levels where a route is hardest
    /// to find.
    public static func prizeCoins(for level: Level) -> Int {
        let tenth = prizeCoins(for: level.id)
        return tenth == 0 && level.spec.kind == .escape ? level.par : tenth
    }

    /// The moves a win counts as: those used, or the attempt's whole budget (Times' moves
    /// included) when it went through a demolished wall (Demolish opens a way, it never buys
    /// moves to cash in).
    /// - Complexity: O(cells): it compares the maze with the level's.
    public static func movesCounted(_ win: GameState) -> Int {
        win.demolishedAWall ? win.budget : win.movesUsed
    }

    /// The star rule: 3 for `movesUsed` at `par` or better, 2 within half the moves `budget`
    /// spares past it (at least one), else 1. `Scorecard` applies it (moves counted against item par); no
    /// other code does.
    public static func stars(movesUsed: Int, par: Int, budget: Int) -> Int {
        if movesUsed <= par { return 3 }
        if movesUsed <= twoStarLimit(par: par, budget: budget) { return 2 }
        return 1
    }

    /// The most moves that still earn 2 stars: `par` and half the moves `budget` spares past it,
    /// and at least one where it spares any: with one spare move the half was none, and
    /// testers of three rounds, and two of session 29 (levels 95 and 100), read "1 star (3 at
    /// ≤ 49 moves)" for a win one move over as arbitrary.
    public static func twoStarLimit(par: Int, budget: Int) -> Int { par + (budget > par ? max(1, (budget - par) / 2) : 0) }
}
