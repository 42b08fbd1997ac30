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

    /// For a replay claiming a day: the line that confirms it, or the failure that refutes it.
    static func checkDailyClaim(_ replay: Replay, level: Level, path: String) throws(CommandError) -> String? {
        guard let day = claimedDay(replay) else { return nil }
        let daily = DailyChallenge.level(for: day)
        guard level.fingerprint == daily.fingerprint, level.budget == daily.budget else {
            throw CommandError(.failed, "\(path): it is named the daily challenge of \(day) but its level is not that day's (fingerprint \(level.fingerprint), the day's is \(daily.fingerprint))")
        }
        guard replay.inventory == DailyChallenge.inventory else {
            throw CommandError(.failed, "\(path): the daily challenge of \(day) is played with no power-ups, but this run started with some")
        }
        return "it is the daily challenge of \(day), the same level for everyone\n"
    }
}
