import GameEngine

/// What a terminal session opens on: the title, or straight into one screen from the command
/// line (`mz play --level`, `--seed`, `mz daily`, `mz lab`, `mz replay`).
public enum Opening: Sendable {
    /// The campaign at the title (`mz`).
    case title
    /// A campaign level, resuming its saved attempt (`mz play --level N`).
    case level(Int)
    /// A level built from a seed or a code (`mz play --seed`): play it, then quit.
    case practice(Level)
    /// The daily challenge of `date` (`mz daily`): play it, then quit. On the day itself
    /// (`isToday`) the first attempt that ends is the day's result.
    case daily(DailyDate, level: Level, isToday: Bool)
    /// The lab (`mz lab`): leaving it quits.
    case lab(LabScene)
    /// The replay viewer on one or two replays, each with its level as built now, at `speed`
    /// actions per second (`mz replay A [B]`: two shown side by side in time).
    case replays([(replay: Replay, level: Level)], speed: Double)

    /// Whether the player's progress made here is theirs to keep, so the session locks and
    /// writes the save: the campaign, a campaign level, today's daily. The others only read it.
    public var keepsProgress: Bool {
        switch self {
        case .title, .level: true
        case let .daily(_, _, isToday): isToday
        case .practice, .lab, .replays: false
        }
    }

    /// Whether leaving the screen opened leaves the program (everything but the campaign).
    var isStandalone: Bool {
        switch self {
        case .title, .level: false
        case .practice, .daily, .lab, .replays: true
        }
    }

    /// The session's intent that begins it, if any.
    var intent: SessionIntent? {
        switch self {
        case let .level(id): .play(level: id)
        case let .practice(level): .practice(level)
        case let .daily(date, level, isToday): .daily(date: date, level: level, isToday: isToday)
        case .title, .lab, .replays: nil
        }
    }
}
