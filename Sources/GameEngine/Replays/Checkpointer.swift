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

extension Replay {
    /// Runs `inputs` from the start of `level`, taking a checkpoint in the meaning of
    /// `formatVersion` after each; returns the final state and the checkpoints.
    /// - Precondition: `formatVersion` is in `readableFormatVersions`.
    /// - Complexity: O(inputs + cells entered); format 1 adds O(256 × cells) once and
    ///   O(256 × (64 + log cells)) per wall demolished (see `PassageHashTree`).
    static func checkpointedRun(
        level: Level, levelFingerprint: String, inventory: Inventory, inputs: [Action], formatVersion: Int,
        work: inout ReplayWork
    ) -> (GameState, [UInt32]) {
        precondition(readableFormatVersions.contains(formatVersion), "Replay.checkpointedRun: no replay format \(formatVersion)")
        let start = GameState(level: level, inventory: inventory)
        if formatVersion == 1 {
            var checkpointer = StateHashCheckpointer(start: start, levelFingerprint: levelFingerprint, work: &work)
            return run(inputs, from: start, &checkpointer, work: &work)
        }
        var digest = StepDigest()
        return run(inputs, from: start, &digest, work: &work)
    }

    private static func run(
        _ inputs: [Action], from start: GameState, _ checkpointer: inout some Checkpointer, work: inout ReplayWork
    ) -> (GameState, [UInt32]) {
        var state = start
        var checkpoints: [UInt32] = []
        checkpoints.reserveCapacity(inputs.count)
        for action in inputs {
            let events = state.apply(action)
            checkpoints.append(checkpointer.checkpoint(after: events, in: state, work: &work))
        }
        return (state, checkpoints)
    }
}

/// The whole-maze work a replay's recording or check did, counted so that tests can pin
/// re-simulation at O(1) amortised per input by counting rather than timing.
struct ReplayWork: Sendable, Hashable {
    /// FNV-1a steps taken over passage bytes (or, in a `PassageHashTree`, over its tables):
    /// the only work in a replay check that grows with the size of the maze.
    var mazeHashSteps = 0

    /// The result of a final state, with its full state hash.
    /// - Complexity: O(cells), counted.
    mutating func result(of state: GameState, levelFingerprint: String) -> ReplayResult {
        mazeHashSteps += state.maze.cellCount
        let hash = state.fullStateHash(levelFingerprint: levelFingerprint).hex
        return ReplayResult(outcome: state.outcome, movesUsed: state.movesUsed, coins: state.coinsCollected, stateHash: hash)
    }
}
