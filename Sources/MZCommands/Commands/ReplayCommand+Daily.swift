import GameEngine

// A daily result's proof: only the replay of a day's counted attempt proves a result, and it is
// checked against that day's level, so a card cannot be backed by a run for fun, an easier maze
// or a pocket full of power-ups (docs/rules.md, "The daily challenge").
extension ReplayCommand {
    /// The day a replay's level is named for (`Daily YYYY-MM-DD` outside the campaign), if any.
    /// A name proves nothing: it only says the replay looks like a proof.
    static func namedDay(_ replay: Replay) -> DailyDate? {
        guard replay.level.id == 0, replay.level.name.hasPrefix("Daily ") else { return nil }
        return DailyDate(String(replay.level.name.dropFirst("Daily ".count)))
    }

    /// What a replay's claim to be a day's daily comes to.
    enum DailyClaim: Equatable {
        /// It claims no day.
        case none
        /// It is that day's counted attempt, on that day's level, played with empty hands: the
        /// line that says so.
        case confirmed(String)
        /// It is not: why (a failure, as a divergence is).
        case refuted(String)
    }

    /// Checks a replay's `daily` mark: a run for fun, or a replay named for a day without the
    /// mark, proves nothing; a counted attempt's must be on that day's level with empty hands.
    static func dailyClaim(_ replay: Replay, level: Level) -> DailyClaim {
        guard let mark = replay.daily else {
            guard let day = namedDay(replay) else { return .none }
            return .refuted(
                "it is named the daily challenge of \(day) but carries no \"daily\" mark of a counted attempt, so it proves no result")
        }
        let day = mark.date
        guard mark.counts else {
            return .refuted("it is a run for fun of the daily challenge of \(day), not the day's counted attempt, so it proves no result")
        }
        let daily = DailyChallenge.level(for: day)
        guard level.fingerprint == daily.fingerprint, level.budget == daily.budget else {
            return .refuted(
                "it is marked as the daily challenge of \(day) but its level is not that day's (fingerprint \(level.fingerprint), the day's is \(daily.fingerprint))"
            )
        }
        guard replay.inventory == DailyChallenge.inventory else {
            return .refuted("the daily challenge of \(day) is played with no power-ups, but this run started with some")
        }
        return .confirmed("it is the counted attempt at the daily challenge of \(day), the same level for everyone\n")
    }
}
