/// An attempt at a day's challenge: which day, and whether its end is the day's result.
public struct DailyAttempt: Sendable, Hashable {
    /// The day whose challenge is played.
    public var date: DailyDate
    /// Whether this attempt's end is recorded as the day's result (the day is today and it has
    /// no result yet); otherwise it is played for fun.
    public var counts: Bool

    /// Creates one.
    public init(date: DailyDate, counts: Bool) {
        self.date = date
        self.counts = counts
    }
}
