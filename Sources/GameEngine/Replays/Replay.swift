import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A recorded attempt (docs/formats.md, "Replays"): the full level spec, the starting power-ups, the actions, and
/// the result, so it can be re-simulated without the campaign and checked.
///
/// Invariant (checked when read): one checkpoint per input. What a checkpoint means depends on
/// `formatVersion`: in format 1 it is the top 32 bits of the full state hash after that input,
/// in format 2 the top 32 bits of the cheap step digest (`StepDigest`). Either way the first
/// input whose checkpoint differs on re-simulation is where the replay diverges.
public struct Replay: Sendable, Hashable {
    /// The file format this build records: checkpoints from the step digest.
    public static let currentFormatVersion = 2
    /// The file formats this build reads and checks: 1 (full-state checkpoints) and 2.
    public static let readableFormatVersions = 1...2

    /// Why a replay of `formatVersion` cannot be read, as the end of a sentence about the field.
    static func unreadableFormatProblem(_ formatVersion: Int) -> String {
        let newer = formatVersion > readableFormatVersions.upperBound ? "; it needs a newer mz" : ""
        return
            "is \(formatVersion), but this mz reads replay formats \(readableFormatVersions.lowerBound) and \(readableFormatVersions.upperBound)\(newer)"
    }

    /// The format the replay was read or recorded in, which says what its checkpoints hash.
    public var formatVersion: Int
    /// The level-building version the replay was made with.
    public var generatorVersion: Int
    /// The level, fully specified.
    public var level: LevelSpec
    /// The fingerprint of the built level when recorded.
    public var fingerprint: String
    /// Power-ups in hand at the start.
    public var inventory: Inventory
    /// The actions, in order.
    public var inputs: [Action]
    /// The recorded result.
    public var result: ReplayResult
    /// A 32-bit checkpoint after each input (see the type's notes), so a divergence can be located.
    public var checkpoints: [UInt32]
    /// For a run of the daily challenge: its day, and whether it was the day's counted attempt
    /// (only that one's replay is a proof of the day's result; docs/rules.md). `nil` otherwise.
    public var daily: DailyAttempt?

    /// Creates a replay from its parts; `record` makes one from an attempt.
    public init(
        formatVersion: Int = Replay.currentFormatVersion, generatorVersion: Int, level: LevelSpec, fingerprint: String,
        inventory: Inventory, inputs: [Action], result: ReplayResult, checkpoints: [UInt32], daily: DailyAttempt? = nil
    ) {
        self.formatVersion = formatVersion
        self.generatorVersion = generatorVersion
        self.level = level
        self.fingerprint = fingerprint
        self.inventory = inventory
        self.inputs = inputs
        self.result = result
        self.checkpoints = checkpoints
        self.daily = daily
    }
}
