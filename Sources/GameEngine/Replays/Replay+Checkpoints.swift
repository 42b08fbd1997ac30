import MazeKit

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
