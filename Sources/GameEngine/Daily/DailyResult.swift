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
    /// Stars earned (0 unless won), by the campaign's rule against the item par of what was taken.
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
    public init(date: DailyDate, outcome: Outcome, moves: Int, par: Int, budget: Int, stars: Int,
                cratesTaken: Int, crates: Int, coins: Int, gemsTaken: Int, gems: Int) {
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
    /// still being played).
    public init(date: DailyDate, state: GameState) {
        let level = state.level
        let won = state.status == .won
        let outcome = Outcome(state)
        let opened = state.openedCrates.indices.filter { state.openedCrates[$0] }
        self.init(
            date: date, outcome: outcome, moves: state.movesUsed, par: level.par, budget: level.budget,
            stars: won ? Economy.stars(movesUsed: state.movesUsed, par: Economy.itemPars(of: state).taken, budget: level.budget) : 0,
            cratesTaken: opened.count, crates: level.crates.count, coins: opened.reduce(0) { $0 + level.crates[$1].coins },
            gemsTaken: state.foundGems.filter { $0 }.count, gems: level.gems.count)
    }

    /// `57 moves (par 52)`, `out of moves (par 52)` or `gave up after 12 moves (par 52)`.
    public var movesText: String {
        switch outcome {
        case .won: "\(moves) moves (par \(par))"
        case .failed: "out of moves (par \(par))"
        case .abandoned: "gave up after \(moves) move\(moves == 1 ? "" : "s") (par \(par))"
        }
    }

    /// `57 moves, par 52, 2 stars`: the result as a clause of a sentence.
    public var shortText: String {
        switch outcome {
        case .won: "\(moves) moves, par \(par), \(stars) star\(stars == 1 ? "" : "s")"
        case .failed: "out of moves, par \(par)"
        case .abandoned: "gave up after \(moves) move\(moves == 1 ? "" : "s"), par \(par)"
        }
    }

    /// The card to paste: the date and the score (stars, then the coins of the crates taken),
    /// how it went, the level's code. `streak` is the current streak after this result (left
    /// out when 0).
    ///
    ///     mz daily 2026-11-30 ★★☆ 14 coins
    ///     57 moves (par 52) · crates 2/3 · streak 3
    ///     MZ2-…
    public func card(code: String?, streak: Int, ascii: Bool) -> [String] {
        let stars = Economy.starText(stars, ascii: ascii)
        var parts = [movesText, "crates \(cratesTaken)/\(crates)"]
        if gems > 0 { parts.append("gem\(gems == 1 ? "" : "s") \(gemsTaken)/\(gems)") }
        if streak > 0 { parts.append("streak \(streak)") }
        return ["mz daily \(date) \(stars) \(coins) coin\(coins == 1 ? "" : "s")", parts.joined(separator: " · ")] + (code.map { [$0] } ?? [])
    }
}
