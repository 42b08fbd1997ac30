/// A day of the UTC calendar, the key of the daily challenge: `2026-11-30`.
///
/// Its own small calendar (proleptic Gregorian, days counted from 1970-01-01) so that the
/// daily level follows from the date alone, the same on every machine, with no time zone or
/// locale in the way.
public struct DailyDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (that day is 0).
    public let dayNumber: Int

    /// The first day a daily challenge exists (the feature's birthday); earlier dates are refused.
    public static let first = DailyDate(year: 2026, month: 1, day: 1)!
    /// The last date accepted, far enough to never matter and small enough for every sum.
    public static let last = DailyDate(year: 9999, month: 12, day: 31)!

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// The UTC day of an instant given as seconds since 1970-01-01T00:00:00Z. A reading that is
    /// no date (not a number, or beyond `clockLimit`) gives the nearest day that can be counted;
    /// a clock is read through `today(secondsSince1970:)`, which refuses those.
    public init(secondsSince1970 seconds: Double) {
        let clamped = seconds.isNaN ? 0 : min(max(seconds, -Self.clockLimit), Self.clockLimit)
        dayNumber = Int((clamped / 86_400).rounded(.down))
    }

    /// The date `year`-`month`-`day`, or `nil` when there is no such day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day) else { return nil }
        // Howard Hinnant's days_from_civil: years start in March so the leap day comes last.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        dayNumber = era * 146_097 + dayOfEra - 719_468
    }

    /// Reads `YYYY-MM-DD` exactly (four, two and two digits); `nil` for anything else or a day
    /// that does not exist (`2026-02-30`).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month (1…12) and day (1…31): Hinnant's civil_from_days.
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `2026-11-30`.
    public var description: String {
        let (year, month, day) = components
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yyyy = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yyyy)-\(two(month))-\(two(day))"
    }

    /// The day after this one.
    public var next: DailyDate { DailyDate(dayNumber: dayNumber + 1) }
    /// The day before this one.
    public var previous: DailyDate { DailyDate(dayNumber: dayNumber - 1) }

    /// Earlier days first.
    public static func < (a: DailyDate, b: DailyDate) -> Bool { a.dayNumber < b.dayNumber }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
