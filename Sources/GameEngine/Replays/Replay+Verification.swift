import MazeKit

extension Replay {
    /// Re-simulates the replay and compares it with what was recorded: every input's
    /// checkpoint, in the meaning of the replay's format, then the result.
    /// - Throws: `ReplayError` if the level cannot be built or was made by another generator,
    ///   or the replay's format is not one this build reads.
    /// - Complexity: as `record`: O(inputs + cells entered + cells) in format 2.
    public func verify() throws(ReplayError) -> ReplayVerdict {
        var work = ReplayWork()
        return try verify(work: &work)
    }

    /// `verify`, counting its maze work into `work`.
    func verify(work: inout ReplayWork) throws(ReplayError) -> ReplayVerdict {
        guard generatorVersion == LevelSpec.currentGeneratorVersion else {
            throw .generatorMismatch(found: generatorVersion, current: LevelSpec.currentGeneratorVersion)
        }
        guard Replay.readableFormatVersions.contains(formatVersion) else {
            throw .malformed(field: "formatVersion", problem: Replay.unreadableFormatProblem(formatVersion))
        }
        let built: Level
        do { built = try LevelBuilder.build(level) } catch { throw .level(error.description) }
        let levelFingerprint = built.fingerprint
        guard levelFingerprint == fingerprint else {
            let start = GameState(level: built, inventory: inventory)
            return ReplayVerdict(
                state: start, result: work.result(of: start, levelFingerprint: levelFingerprint),
                divergence: .levelDiffers(recorded: fingerprint, built: levelFingerprint))
        }
        // The run goes on to the end even past a divergence, so the verdict shows where the
        // re-simulated attempt ends up.
        let (state, got) = Replay.checkpointedRun(
            level: built, levelFingerprint: levelFingerprint, inventory: inventory, inputs: inputs,
            formatVersion: formatVersion, work: &work)
        let actual = work.result(of: state, levelFingerprint: levelFingerprint)
        if let index = (0..<min(checkpoints.count, got.count)).first(where: { checkpoints[$0] != got[$0] }) {
            return ReplayVerdict(state: state, result: actual, divergence: .atInput(index: index, action: inputs[index]))
        }
        guard actual == result else {
            return ReplayVerdict(state: state, result: actual, divergence: .result(recorded: result, actual: actual))
        }
        return ReplayVerdict(state: state, result: actual, divergence: nil)
    }
}
