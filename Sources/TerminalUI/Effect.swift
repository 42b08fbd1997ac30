import GameEngine

/// What the loop must carry out after a key, a tick or a signal: the only way the game reaches
/// files and the process.
public enum Effect: Sendable {
    /// An event of the campaign session for the loop, passed on as the session reported it:
    /// `.save` (write the save now), `.record` (keep a replay), `.recordDailyProof` (keep the
    /// proof of a daily result). The screens take every other event.
    case session(SessionEvent)
    /// Write the save, then leave the program.
    case quit
}
