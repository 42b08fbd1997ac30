/// How the counted attempt at one day's challenge went: what the save keeps and the result
/// card shows. It says how well, never how (no route, no positions): it spoils nothing.
public struct DailyResult: Sendable, Hashable {
    /// The day.
    public var date: DailyDate
    /// Won, out of moves (`failed`), or given up (`abandoned`: restarted or left after moving).
    public var outcome: Outcome
    /// Moves used.
    public var moves: Int
    /// The level's par.
    public var par: Int
    /// The level's budget.
    public var budget: Int
    /// Stars earned (0 unless won): the scorecard's, by the campaign's rule.
    public var stars: Int
    /// Crates opened.
    public var cratesTaken: Int
    /// Crates in the level.
    public var crates: Int
    /// Coins the opened crates held (a score: the daily pays nothing into the purse).
    public var coins: Int
    /// Gems found.
    public var gemsTaken: Int
    /// Gems in the level.
    public var gems: Int

    /// Creates a result.
    public init(
        date: DailyDate, outcome: Outcome, moves: Int, par: Int, budget: Int, stars: Int,
        cratesTaken: Int, crates: Int, coins: Int, gemsTaken: Int, gems: Int
    ) {
        self.date = date
        self.outcome = outcome
        self.moves = moves
        self.par = par
        self.budget = budget
        self.stars = stars
        self.cratesTaken = cratesTaken
        self.crates = crates
        self.coins = coins
        self.gemsTaken = gemsTaken
        self.gems = gems
    }

    /// The result of an attempt at the daily of `date` ending in `state` (given up if it is
    /// still being played), with the stars of its `scorecard` (`Scorecard(state)`).
    public init(date: DailyDate, state: GameState, scorecard: Scorecard) {
        let level = state.level
        let opened = state.openedCrates.indices.filter { state.openedCrates[$0] }
        self.init(
            date: date, outcome: scorecard.outcome, moves: state.movesUsed, par: level.par, budget: level.budget,
            stars: scorecard.stars, cratesTaken: opened.count, crates: level.crates.count,
            coins: opened.reduce(0) { $0 + level.crates[$1].coins },
            gemsTaken: state.foundGems.filter { $0 }.count, gems: level.gems.count)
    }

    /// The result of an attempt at the daily of `date` ending in `state`, judged here.
    /// - Complexity: that of `Scorecard(state)`: O(cells) while the attempt is being played.
    public init(date: DailyDate, state: GameState) {
        self.init(date: date, state: state, scorecard: Scorecard(state))
    }
}
