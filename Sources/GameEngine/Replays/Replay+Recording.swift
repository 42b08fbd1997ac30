import MazeKit

extension Replay {
    /// Records an attempt from its start and actions by simulating it.
    ///
    /// Format 2 (the default) is what the game writes. Format 1 is there for tests and tools
    /// that need files in the older format.
    /// - Precondition: `formatVersion` is in `readableFormatVersions`.
    /// - Complexity: O(inputs + cells entered + cells); format 1 adds what `checkpointedRun` says.
    public static func record(
        level: Level, inventory: Inventory, inputs: [Action], formatVersion: Int = Replay.currentFormatVersion
    ) -> Replay {
        var work = ReplayWork()
        return record(level: level, inventory: inventory, inputs: inputs, formatVersion: formatVersion, work: &work)
    }

    /// `record`, counting its maze work into `work`.
    static func record(
        level: Level, inventory: Inventory, inputs: [Action], formatVersion: Int, work: inout ReplayWork
    ) -> Replay {
        let levelFingerprint = level.fingerprint
        let (state, checkpoints) = checkpointedRun(
            level: level, levelFingerprint: levelFingerprint, inventory: inventory, inputs: inputs,
            formatVersion: formatVersion, work: &work)
        var spec = level.spec
        spec.storedPar = nil  // the fingerprint field carries the check; a replay stores no par
        spec.storedFingerprint = nil
        return Replay(
            formatVersion: formatVersion, generatorVersion: spec.generatorVersion, level: spec, fingerprint: levelFingerprint,
            inventory: inventory, inputs: inputs,
            result: work.result(of: state, levelFingerprint: levelFingerprint), checkpoints: checkpoints)
    }

    /// Runs `inputs` from the start and returns the final state.
    /// - Complexity: O(inputs + cells entered); no hashing.
    public static func simulate(level: Level, inventory: Inventory, inputs: [Action]) -> GameState {
        var state = GameState(level: level, inventory: inventory)
        for action in inputs { state.apply(action) }
        return state
    }
}
