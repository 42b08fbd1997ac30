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

    /// The result of a finished (or given-up) attempt at the daily of `date`.
    public init(date: DailyDate, state: GameState, abandoned: Bool) {
        let level = state.level
        let won = state.status == .won
        let outcome: Outcome = won ? .won : (state.status == .failed && !abandoned ? .failed : .abandoned)
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
    ///     MZ1-…
    public func card(code: String?, streak: Int, ascii: Bool) -> [String] {
        let star = ascii ? "*" : "★", noStar = ascii ? "." : "☆"
        let stars = String(repeating: star, count: stars) + String(repeating: noStar, count: max(0, 3 - stars))
        var parts = [movesText, "crates \(cratesTaken)/\(crates)"]
        if gems > 0 { parts.append("gem\(gems == 1 ? "" : "s") \(gemsTaken)/\(gems)") }
        if streak > 0 { parts.append("streak \(streak)") }
        return ["mz daily \(date) \(stars) \(coins) coin\(coins == 1 ? "" : "s")", parts.joined(separator: " · ")] + (code.map { [$0] } ?? [])
    }
}

/// The daily results kept in the save: one per date, oldest first.
public struct DailyRecord: Sendable, Hashable {
    /// Results by date, oldest first, one per date.
    public private(set) var results: [DailyResult] = []
    /// The most results kept (ten years of days); the oldest go first.
    public static let limit = 3660

    /// No results.
    public init() {}

    /// Results as read from a save: sorted by date, at most one per date, at most `limit`.
    /// `nil` when they are not.
    public init?(results: [DailyResult]) {
        guard results.count <= Self.limit, zip(results, results.dropFirst()).allSatisfy({ $0.date < $1.date }) else { return nil }
        self.results = results
    }

    /// The result of `date`, if it was played.
    /// - Complexity: O(log n): results are sorted by date.
    public func result(on date: DailyDate) -> DailyResult? {
        let i = index(of: date)
        return i < results.count && results[i].date == date ? results[i] : nil
    }

    /// Where `date`'s result is or would go.
    private func index(of date: DailyDate) -> Int {
        var low = 0, high = results.count
        while low < high {
            let mid = (low + high) / 2
            if results[mid].date < date { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Keeps `result` as its day's, replacing what that day held: only for the attempt that
    /// counts, which writes a provisional result (given up after the moves so far) from its
    /// first move, so that leaving the game any way at all cannot buy a second counted try.
    mutating func keep(_ result: DailyResult) {
        let i = index(of: result.date)
        if i < results.count, results[i].date == result.date {
            results[i] = result
        } else {
            results.insert(result, at: i)
            if results.count > Self.limit { results.removeFirst(results.count - Self.limit) }
        }
    }

    /// Keeps `result` unless its date already has one (the first finished attempt counts);
    /// returns whether it was kept.
    @discardableResult
    public mutating func record(_ result: DailyResult) -> Bool {
        guard self.result(on: result.date) == nil else { return false }
        keep(result)
        return true
    }

    /// Won days in a row up to `today`: ending today, or yesterday while today is still to be
    /// played (a streak lives until a day is lost or missed).
    public func currentStreak(today: DailyDate) -> Int {
        var day = result(on: today) == nil ? today.previous : today
        var streak = 0
        while let result = result(on: day), result.outcome == .won {
            streak += 1
            day = day.previous
        }
        return streak
    }

    /// The longest run of won days in a row.
    public var bestStreak: Int {
        var best = 0, run = 0
        var last: DailyDate?
        for result in results {
            if result.outcome == .won {
                run = last.map { $0.next == result.date } == true ? run + 1 : 1
                best = max(best, run)
            } else {
                run = 0
            }
            last = result.date
        }
        return best
    }

    /// Days won, of days played.
    public var wins: Int { results.filter { $0.outcome == .won }.count }
}
