import MazeKit

/// A replay re-simulated one input at a time and checked as it goes, as the viewer plays it:
/// each input's checkpoint (in the meaning of the replay's format), and once every input is
/// applied the recorded result — what `verify()` checks at once, so the viewer stops exactly
/// where `mz replay --headless` says the replay diverges.
///
/// Invariant: once `divergence` is set, nothing more is applied (`canStep` is `false`).
public struct ReplayPlayback: Sendable {
    /// The replay played.
    public let replay: Replay
    /// Its level, as built now.
    public let level: Level
    /// The state after `applied` inputs.
    public private(set) var state: GameState
    /// Inputs applied so far.
    public private(set) var applied = 0
    /// Where the replay stopped agreeing with its record, once reached.
    public private(set) var divergence: ReplayVerdict.Divergence?
    private var checkpointer: AnyCheckpointer
    private var work = ReplayWork()
    private let levelFingerprint: String

    /// Starts the replay on `level`: a level whose fingerprint is not the recorded one diverges
    /// before the first input.
    /// - Precondition: the replay's format is one this build reads.
    /// - Complexity: O(cells) (format 1: O(256 × cells), as `verify`).
    public init(replay: Replay, level: Level) {
        self.replay = replay
        self.level = level
        levelFingerprint = level.fingerprint
        state = GameState(level: level, inventory: replay.inventory)
        if replay.formatVersion == 1 {
            checkpointer = .stateHash(StateHashCheckpointer(start: state, levelFingerprint: levelFingerprint, work: &work))
        } else {
            precondition(
                Replay.readableFormatVersions.contains(replay.formatVersion), "ReplayPlayback: no replay format \(replay.formatVersion)")
            checkpointer = .digest(StepDigest())
        }
        if levelFingerprint != replay.fingerprint {
            divergence = .levelDiffers(recorded: replay.fingerprint, built: levelFingerprint)
        } else {
            checkResultAtEnd()
        }
    }

    /// Whether every input has been applied.
    public var isOver: Bool { applied >= replay.inputs.count }

    /// Whether another input can be applied: some are left and none has diverged.
    public var canStep: Bool { divergence == nil && !isOver }

    /// Applies the next input and checks its checkpoint (and, after the last, the result);
    /// does nothing when it cannot step.
    /// - Complexity: O(cells entered) amortised, and O(cells) once after the last input.
    public mutating func step() {
        guard canStep else { return }
        let action = replay.inputs[applied]
        let events = state.apply(action)
        let checkpoint = checkpointer.checkpoint(after: events, in: state, work: &work)
        applied += 1
        // `verify` compares the checkpoints the two runs both have; the reader makes them equal.
        if applied <= replay.checkpoints.count, checkpoint != replay.checkpoints[applied - 1] {
            divergence = .atInput(index: applied - 1, action: action)
            return
        }
        checkResultAtEnd()
    }

    /// This playback run on to where it diverges or ends: what the rest of the replay comes to.
    /// - Complexity: O(inputs left + cells entered + cells).
    public func finished() -> ReplayPlayback {
        var rest = self
        while rest.canStep { rest.step() }
        return rest
    }

    /// Once every input is applied, the re-simulated result must be the recorded one.
    private mutating func checkResultAtEnd() {
        guard isOver else { return }
        let actual = work.result(of: state, levelFingerprint: levelFingerprint)
        if actual != replay.result { divergence = .result(recorded: replay.result, actual: actual) }
    }
}

/// The checkpointer of a replay's format, chosen when a playback starts.
private enum AnyCheckpointer: Sendable {
    case stateHash(StateHashCheckpointer)
    case digest(StepDigest)

    mutating func checkpoint(after events: [Event], in state: GameState, work: inout ReplayWork) -> UInt32 {
        switch self {
        case var .stateHash(checkpointer):
            // Let go of the enum's copy first, so a demolished wall updates the passage tree in
            // place rather than copying it.
            self = .digest(StepDigest())
            let value = checkpointer.checkpoint(after: events, in: state, work: &work)
            self = .stateHash(checkpointer)
            return value
        case var .digest(checkpointer):
            let value = checkpointer.checkpoint(after: events, in: state, work: &work)
            self = .digest(checkpointer)
            return value
        }
    }
}
