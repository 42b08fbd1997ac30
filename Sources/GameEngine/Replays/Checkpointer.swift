import MazeKit

/// Takes a replay's checkpoint after each input, in the meaning of one replay format, in O(1)
/// amortised per input whatever the size of the maze (docs/design.md, "Performance gates").
///
/// - Format 1: `StateHashCheckpointer`, the top 32 bits of the full state hash.
/// - Format 2: `StepDigest`, the top 32 bits of a digest of the scalars and the changes so far.
///
/// Recording and verifying both run the inputs through `Replay.checkpointedRun`, so the two can
/// never disagree on what a checkpoint is.
protocol Checkpointer {
    /// The checkpoint of `state`, which `events` (the last action's) led to from the state of
    /// the previous call, or from the start.
    mutating func checkpoint(after events: [Event], in state: GameState, work: inout ReplayWork) -> UInt32
}
