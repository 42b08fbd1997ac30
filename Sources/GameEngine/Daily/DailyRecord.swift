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
