import Foundation
import MazeKit

/// A recorded attempt (SPEC §7): the full level spec, the starting power-ups, the actions, and
/// the result, so it can be re-simulated without the campaign and checked.
public struct Replay: Sendable, Hashable {
    /// The file format this build reads and writes.
    public static let formatVersion = 1

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
    /// The state hash's first 8 hex digits after each input, so a divergence can be located.
    public var checkpoints: [String]

    /// Records an attempt from its start and actions by simulating it.
    public static func record(level: Level, inventory: Inventory, inputs: [Action]) -> Replay {
        let (state, checkpoints) = simulate(level: level, inventory: inventory, inputs: inputs)
        var spec = level.spec
        spec.storedPar = nil  // the fingerprint field carries the check; a replay stores no par
        spec.storedFingerprint = nil
        return Replay(
            generatorVersion: spec.generatorVersion, level: spec, fingerprint: level.fingerprint,
            inventory: inventory, inputs: inputs, result: ReplayResult(state), checkpoints: checkpoints)
    }

    /// Runs `inputs` from the start; returns the final state and a checkpoint per input.
    public static func simulate(level: Level, inventory: Inventory, inputs: [Action]) -> (GameState, [String]) {
        var state = GameState(level: level, inventory: inventory)
        var checkpoints: [String] = []
        checkpoints.reserveCapacity(inputs.count)
        for action in inputs {
            state.apply(action)
            checkpoints.append(String(state.stateHash.prefix(8)))
        }
        return (state, checkpoints)
    }

    /// Re-simulates the replay and compares it with what was recorded.
    /// - Throws: `ReplayError` if the level cannot be built or was made by another generator.
    public func verify() throws(ReplayError) -> ReplayVerdict {
        guard generatorVersion == LevelSpec.currentGeneratorVersion else {
            throw .generatorMismatch(found: generatorVersion, current: LevelSpec.currentGeneratorVersion)
        }
        let built: Level
        do { built = try LevelBuilder.build(level) } catch { throw .level(error.description) }
        guard built.fingerprint == fingerprint else {
            return ReplayVerdict(state: GameState(level: built, inventory: inventory), matches: false,
                                 divergence: .levelDiffers(recorded: fingerprint, built: built.fingerprint))
        }
        let (state, got) = Replay.simulate(level: built, inventory: inventory, inputs: inputs)
        if let index = (0..<min(checkpoints.count, got.count)).first(where: { checkpoints[$0] != got[$0] }) {
            return ReplayVerdict(state: state, matches: false, divergence: .atInput(index: index, action: inputs[index]))
        }
        let actual = ReplayResult(state)
        guard actual == result else {
            return ReplayVerdict(state: state, matches: false, divergence: .result(recorded: result, actual: actual))
        }
        return ReplayVerdict(state: state, matches: true, divergence: nil)
    }
}

/// What a replay recorded, or what re-simulation gave.
public struct ReplayResult: Sendable, Hashable {
    public var outcome: Outcome
    public var movesUsed: Int
    /// Coins in the crates opened during the attempt.
    public var coins: Int
    public var stateHash: String

    /// Creates a result.
    public init(outcome: Outcome, movesUsed: Int, coins: Int, stateHash: String) {
        self.outcome = outcome
        self.movesUsed = movesUsed
        self.coins = coins
        self.stateHash = stateHash
    }

    /// The result of a final state.
    public init(_ state: GameState) {
        self.init(outcome: state.outcome, movesUsed: state.movesUsed, coins: state.coinsCollected, stateHash: state.stateHash)
    }

    /// One line: `won in 23 moves, 5 coins, state 1a2b…`.
    public var summary: String {
        "\(outcome.rawValue) in \(movesUsed) moves, \(coins) coins, state \(stateHash)"
    }
}

/// The outcome of checking a replay.
public struct ReplayVerdict: Sendable {
    /// The re-simulated final state.
    public var state: GameState
    /// Whether everything matched.
    public var matches: Bool
    /// Where it went wrong, if it did.
    public var divergence: Divergence?

    /// Where a replay stopped agreeing with its record.
    public enum Divergence: Sendable, Hashable, CustomStringConvertible {
        /// The state after input `index` (0-based) differs from its checkpoint.
        case atInput(index: Int, action: Action)
        /// The level built today is not the level recorded.
        case levelDiffers(recorded: String, built: String)
        /// Every checkpoint matched but the final result did not.
        case result(recorded: ReplayResult, actual: ReplayResult)

        public var description: String {
            switch self {
            case let .atInput(index, action):
                "the replay diverges at input \(index + 1) (\(action.notation))"
            case let .levelDiffers(recorded, built):
                "the level built now (fingerprint \(built)) is not the recorded level (\(recorded))"
            case let .result(recorded, actual):
                "the result differs: recorded \(recorded.summary), re-simulated \(actual.summary)"
            }
        }
    }
}

/// Why a replay could not be read or re-simulated.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is malformed; `field` names where.
    case malformed(field: String, problem: String)
    /// The replay was made by another level generator.
    case generatorMismatch(found: Int, current: Int)
    /// The recorded level cannot be built.
    case level(String)

    public var description: String {
        switch self {
        case let .malformed(field, problem): "field '\(field)' \(problem)"
        case let .generatorMismatch(found, current):
            "the replay was made with level generator \(found) and this mz builds levels with generator \(current), so it cannot be replayed faithfully"
        case let .level(message): "its level cannot be built: \(message)"
        }
    }
}
