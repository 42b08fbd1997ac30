/// Why the clock gives no day of the daily challenge: a date before its first day or after its
/// last (`DailyDate.first`, `DailyDate.last`), or no date at all (docs/rules.md, "The daily
/// challenge"). A wrong clock would offer a daily that no save may keep.
public enum DailyClockError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The clock says a day before the daily challenge began.
    case beforeFirst(DailyDate)
    /// The clock says a day after the daily challenge's last day.
    case afterLast(DailyDate)
    /// The clock's reading, in seconds since 1970-01-01T00:00:00Z, is no date: not a number,
    /// infinite, or too far off to count its days.
    case noDate(seconds: Double)

    public var description: String {
        let fix = "set the clock right to play the daily"
        switch self {
        case let .beforeFirst(date):
            return "the system clock says \(date) (UTC), before the daily challenge began on \(DailyDate.first); \(fix)"
        case let .afterLast(date):
            return "the system clock says \(date) (UTC), after the daily challenge's last day, \(DailyDate.last); \(fix)"
        case let .noDate(seconds): return "the system clock gives no date (\(seconds) seconds since 1970); \(fix)"
        }
    }
}

extension DailyDate {
    /// The most seconds from 1970 a clock reading may be off and still be counted in days
    /// (about 31 million years): beyond it the day number would not fit every sum.
    static let clockLimit = 1e15

    /// The day of the daily challenge at an instant read from a clock, in seconds since
    /// 1970-01-01T00:00:00Z (UTC).
    /// - Throws: `DailyClockError` when the instant is before `first`, after `last`, or no date.
    public static func today(secondsSince1970 seconds: Double) throws(DailyClockError) -> DailyDate {
        guard seconds.isFinite, abs(seconds) <= clockLimit else { throw .noDate(seconds: seconds) }
        let date = DailyDate(secondsSince1970: seconds)
        guard date >= first else { throw .beforeFirst(date) }
        guard date <= last else { throw .afterLast(date) }
        return date
    }
}
