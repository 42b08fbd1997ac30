import GameEngine

// A daily result's proof: a replay whose level is named for a day is checked against that
// day's level, so a card cannot be backed by an easier maze or a pocket full of power-ups.
extension ReplayCommand {
    /// The day a replay claims to be the daily challenge of (its level is named `Daily
    /// YYYY-MM-DD` outside the campaign), if any.
    static func claimedDay(_ replay: Replay) -> DailyDate? {
        guard replay.level.id == 0, replay.level.name.hasPrefix("Daily ") else { return nil }
        return DailyDate(String(replay.level.name.dropFirst("Daily ".count)))
    }

    /// What a replay's claim to be a day's daily comes to.
    enum DailyClaim: Equatable {
        /// It claims no day.
        case none
        /// It is that day's level, played with empty hands: the line that says so.
        case confirmed(String)
        /// It is not: why (a failure, as a divergence is).
        case refuted(String)
    }

    /// Checks a replay claiming a day against that day's level and the daily's empty hands.
    static func dailyClaim(_ replay: Replay, level: Level) -> DailyClaim {
        guard let day = claimedDay(replay) else { return .none }
        let daily = DailyChallenge.level(for: day)
        guard level.fingerprint == daily.fingerprint, level.budget == daily.budget else {
            return .refuted("it is named the daily challenge of \(day) but its level is not that day's (fingerprint \(level.fingerprint), the day's is \(daily.fingerprint))")
        }
        guard replay.inventory == DailyChallenge.inventory else {
            return .refuted("the daily challenge of \(day) is played with no power-ups, but this run started with some")
        }
        return .confirmed("it is the daily challenge of \(day), the same level for everyone\n")
    }
}
