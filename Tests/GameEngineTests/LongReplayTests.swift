import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// Long replays on large levels: checkpoints cost O(1) amortised per input (counted, not
/// timed), and a divergence is named at its exact input in both formats.
@Suite struct LongReplayTests {
    /// A seeded level with every kind of item and terrain, and a budget that outlasts `inputs`.
    static func level(side: Int, inputs: Int) throws -> Level {
        var spec = LevelSpec(id: 0, name: "Long", seed: 2_604, width: side, height: side, algorithm: .recursiveBacktracker)
        spec.ice = 0.2
        spec.mud = 0.1
        spec.crates = 20
        spec.gems = 5
        spec.budget = inputs * 3
        return try LevelBuilder.build(spec)
    }

    static let inventory = Inventory(jumps: 300, demolishes: 120)

    /// A random wander from the start that never reaches the exit: mostly moves (some into
    /// walls), a few jumps and demolishes, so the checkpoints see every kind of change.
    static func wander(_ level: Level, count: Int, seed: UInt64 = 77) -> [Action] {
        var rng = SeededRandom(seed: seed)
        var state = GameState(level: level, inventory: inventory)
        var actions: [Action] = []
        while actions.count < count {
            let direction = Direction.at(rng.below(4))
            let roll = rng.below(1_000)
            let action: Action = roll < 3 ? .demolish(direction) : roll < 9 ? .jump(direction) : .move(direction)
            var trial = state
            trial.apply(action)
            guard trial.status == .playing else { continue }
            state = trial
            actions.append(action)
        }
        return actions
    }

    /// `replay` with input `index` replaced by the first action that leaves a different state.
    static func tampered(_ replay: Replay, on level: Level, at index: Int) throws -> (Replay, Action) {
        let before = Replay.simulate(level: level, inventory: replay.inventory, inputs: Array(replay.inputs[..<index]))
        var original = before
        original.apply(replay.inputs[index])
        let candidates = [Direction.ordered.map(Action.move), Direction.ordered.map(Action.jump), Direction.ordered.map(Action.demolish)]
        let replacement = try #require(
            candidates.joined().first { action in
                var changed = before
                changed.apply(action)
                return changed != original
            })
        var edited = replay
        edited.inputs[index] = replacement
        return (edited, replacement)
    }

    @Test func aFormatTwoReplayReadsBackWhatItWrites() throws {
        let level = try Self.level(side: 40, inputs: 3_000)
        let replay = Replay.record(level: level, inventory: Self.inventory, inputs: Self.wander(level, count: 3_000))
        #expect(replay.formatVersion == 2)
        let text = replay.json
        #expect(text.contains("\"formatVersion\": 2,"))
        // 4 bytes a checkpoint in base64: 5⅓ characters an input, one string.
        #expect(text.utf8.count < 3_000 * 8)
        let read = try Replay(data: Data(text.utf8))
        #expect(read == replay)
        #expect(read.json == text)
        #expect(try read.verify().matches)
    }

    @Test func formatOneCheckpointsAreTheFullStateHashAfterEveryInput() throws {
        let level = try Self.level(side: 24, inputs: 3_000)
        let levelFingerprint = level.fingerprint
        // Walls demolished, a restart that puts them back, and more walls demolished after it.
        let inputs = Self.wander(level, count: 1_500) + [.restart] + Self.wander(level, count: 1_500, seed: 78)
        var state = GameState(level: level, inventory: Self.inventory)
        var work = ReplayWork()
        var checkpointer = StateHashCheckpointer(start: state, levelFingerprint: levelFingerprint, work: &work)
        var demolished = 0
        for (index, action) in inputs.enumerated() {
            let events = state.apply(action)
            demolished += events.filter { if case .wallDemolished = $0 { true } else { false } }.count
            let full = UInt32(truncatingIfNeeded: state.fullStateHash(levelFingerprint: levelFingerprint).value >> 32)
            #expect(checkpointer.checkpoint(after: events, in: state, work: &work) == full, "input \(index) (\(action.notation))")
        }
        #expect(demolished >= 6)
    }

    @Test(arguments: Replay.readableFormatVersions)
    func aTamperedInputInALongReplayIsFoundAtItsIndex(format: Int) throws {
        let count = 5_000
        let level = try Self.level(side: 80, inputs: count)
        let replay = Replay.record(level: level, inventory: Self.inventory, inputs: Self.wander(level, count: count), formatVersion: format)
        for index in [0, 4_321, count - 1] {
            let (edited, replacement) = try Self.tampered(replay, on: level, at: index)
            let verdict = try edited.verify()
            #expect(verdict.divergence == .atInput(index: index, action: replacement), "format \(format), input \(index)")
        }
    }

    /// A wrong turn and straight back, where the record went another way and back: the state
    /// differs for one input, then is the recorded one again, result and all.
    @Test(arguments: Replay.readableFormatVersions)
    func aDetourThatRejoinsTheRecordIsFoundAtItsFirstInput(format: Int) throws {
        let level = try Self.level(side: 64, inputs: 4_000)
        let inputs = Self.wander(level, count: 4_000)
        var state = GameState(level: level, inventory: Self.inventory)
        var detour: (index: Int, inputs: [Action])?
        for index in 0..<(inputs.count - 1) where detour == nil {
            if case let .move(out) = inputs[index], inputs[index + 1] == .move(out.opposite) {
                var there = state, back = state
                there.apply(inputs[index])
                back = there
                back.apply(inputs[index + 1])
                for other in Direction.ordered where other != out {
                    var away = state
                    away.apply(.move(other))
                    var rejoined = away
                    rejoined.apply(.move(other.opposite))
                    if away != there && rejoined == back { detour = (index, [.move(other), .move(other.opposite)]) }
                }
            }
            state.apply(inputs[index])
        }
        let (index, replacement) = try #require(detour)
        let replay = Replay.record(level: level, inventory: Self.inventory, inputs: inputs, formatVersion: format)
        var edited = replay
        edited.inputs.replaceSubrange(index...index + 1, with: replacement)
        let verdict = try edited.verify()
        #expect(verdict.result == replay.result)  // the end alone would not tell
        #expect(verdict.divergence == .atInput(index: index, action: replacement[0]))
    }

    /// Recording and checking pay for the maze once (and, in format 1, per wall demolished),
    /// never per input: more inputs without demolishing cost no more maze work.
    @Test(arguments: Replay.readableFormatVersions)
    func moreInputsCostNoMoreMazeWork(format: Int) throws {
        let level = try Self.level(side: 64, inputs: 6_000)
        let cells = level.maze.cellCount
        let wander = Self.wander(level, count: 2_000)
        let longer = wander + Array(repeating: Direction.ordered.map(Action.move), count: 1_000).joined()
        var works: [ReplayWork] = []
        for inputs in [wander, longer] {
            var recording = ReplayWork(), checking = ReplayWork()
            let replay = Replay.record(level: level, inventory: Self.inventory, inputs: inputs, formatVersion: format, work: &recording)
            #expect(try replay.verify(work: &checking).matches)
            #expect(recording == checking)
            works.append(checking)
        }
        #expect(works[0] == works[1], "\(longer.count - wander.count) more inputs")
        if format == 2 {
            #expect(works[0].mazeHashSteps == cells)  // the result's state hash, once
        } else {
            // The tree (256 steps a byte, 256 a node), two cells a wall, and the result's hash.
            let walls =
                Self.inventory.demolishes - Replay.simulate(level: level, inventory: Self.inventory, inputs: wander).inventory.demolishes
            let perCell = 256 * (PassageHashTree.leafBytes + 7)  // 64 leaves: 6 levels up
            #expect(walls > 0)
            #expect(works[0].mazeHashSteps <= 256 * cells + 256 * 64 + 2 * walls * perCell + cells)
        }
    }

    @Test func eachDemolishedWallGivesItsOwnCheckpoint() throws {
        let level = try Self.level(side: 12, inputs: 100)
        let start = GameState(level: level, inventory: Self.inventory)
        let walls = Direction.ordered.filter {
            !start.maze.isOpen(start.position, $0) && start.maze.neighbour(of: start.position, $0) != nil
        }
        var checkpoints: Set<UInt32> = []
        for wall in walls {
            var state = start
            var digest = StepDigest()
            digest.record(state.apply(.demolish(wall)))
            checkpoints.insert(digest.checkpoint(of: state))
        }
        // Position, moves and power-ups are the same each time: only the wall tells them apart.
        #expect(walls.count >= 2 && checkpoints.count == walls.count)
    }

    @Test func aRestartForgetsTheWallsButNotThePowerUpsUsed() throws {
        let level = try Self.level(side: 12, inputs: 100)
        let start = GameState(level: level, inventory: Self.inventory)
        let wall = try #require(
            Direction.ordered.first { !start.maze.isOpen(start.position, $0) && start.maze.neighbour(of: start.position, $0) != nil })
        var state = start
        var digest = StepDigest()
        digest.record(state.apply(.demolish(wall)))
        digest.record(state.apply(.restart))
        #expect(digest == StepDigest())
        #expect(state.maze == level.maze)
        #expect(digest.checkpoint(of: state) != StepDigest().checkpoint(of: start))  // one Demolish fewer
    }

    @Test(arguments: ["0", "3", "99"])
    func replayFormatsOtherThanOneAndTwoAreRefused(version: String) throws {
        let level = try Self.level(side: 12, inputs: 10)
        let text = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.north)]).json
            .replacingOccurrences(of: "\"formatVersion\": 2", with: "\"formatVersion\": \(version)")
        let error = #expect(throws: ReplayError.self) { try Replay(data: Data(text.utf8)) }
        let expected = version == "0" ? "must be from 1" : "is \(version), but this mz reads replay formats 1 and 2; it needs a newer mz"
        guard case let .malformed(field, problem)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(field == "formatVersion")
        #expect(problem.contains(expected), "\(problem)")
    }

    @Test func checkpointsInTheOtherFormatsSpellingAreRefused() throws {
        let level = try Self.level(side: 12, inputs: 10)
        let two = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.north), .move(.south)])
        var one = two
        one.formatVersion = 1
        let mislabelled = [
            two.json.replacingOccurrences(of: "\"formatVersion\": 2", with: "\"formatVersion\": 1"),
            one.json.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2"),
            two.json.replacingOccurrences(of: "\"checkpoints\": \"", with: "\"checkpoints\": \"!"),
        ]
        for text in mislabelled {
            let error = #expect(throws: ReplayError.self) { try Replay(data: Data(text.utf8)) }
            guard case let .malformed(field, _)? = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(field == "checkpoints")
        }
    }
}
