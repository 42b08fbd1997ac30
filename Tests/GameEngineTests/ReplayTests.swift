import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The committed replays, re-simulated on every run: `Replays/` in format 1 (the full state hash
/// after each input, as every mz before format 2 wrote them) and `Replays/format2/` the same
/// attempts in format 2. Re-record both (after a deliberate rules or generator change) with
/// `MZ_UPDATE_REPLAYS=1 swift test --filter ReplayTests`.
@Suite struct ReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Replays")

    /// Where the committed replays of a format live.
    static func folder(format: Int) -> URL {
        format == 1 ? folder : folder.appendingPathComponent("format\(format)")
    }

    static func campaignLevel(_ id: Int) throws -> Level {
        try LevelBuilder.build(try Campaign.load().levels[id - 1])
    }

    static func solution(_ level: Level, from state: GameState) -> [Action] {
        MoveGraph(maze: state.maze, terrain: level.terrain, exit: level.exit, fixtures: level.fixtures).solve(from: state.position).moves
            .map { .move($0) }
    }

    /// The scripted attempts behind the committed replays.
    static func scripts() throws -> [(name: String, level: Level, inventory: Inventory, inputs: [Action])] {
        var out: [(String, Level, Inventory, [Action])] = []
        let one = try campaignLevel(1)
        let oneSolution = solution(one, from: GameState(level: one))
        out.append(("level1-won", one, Inventory(), oneSolution))
        // Back and forth along the first step until the budget runs out.
        guard case let .move(first) = oneSolution[0] else { return [] }
        out.append(
            (
                "level1-failed", one, Inventory(),
                Array(repeating: [Action.move(first), .move(first.opposite)], count: one.budget).flatMap { $0 }.prefix(one.budget).map {
                    $0
                }
            ))
        let three = try campaignLevel(3)
        out.append(("level3-abandoned", three, Inventory(), Array(solution(three, from: GameState(level: three)).prefix(5))))
        for id in [10, 12, 25] {  // masked with ice; ice; ice and mud
            let level = try campaignLevel(id)
            out.append(("level\(id)-won", level, Inventory(), solution(level, from: GameState(level: level))))
        }
        // Level 20 (ring mask, mud): open with a jump along the first free direction.
        let twenty = try campaignLevel(20)
        var state = GameState(level: twenty, inventory: Inventory(jumps: 1, demolishes: 0))
        let jumpDirection = Direction.ordered.first { state.maze.isOpen(state.position, $0) } ?? .north
        state.apply(.jump(jumpDirection))
        out.append(("level20-jump-won", twenty, Inventory(jumps: 1, demolishes: 0), [.jump(jumpDirection)] + solution(twenty, from: state)))
        // Level 30: demolish a wall beside the start, then the shortest way.
        let thirty = try campaignLevel(30)
        var demolished = GameState(level: thirty, inventory: Inventory(jumps: 0, demolishes: 1))
        let wall =
            Direction.ordered.first {
                !demolished.maze.isOpen(demolished.position, $0) && demolished.maze.neighbour(of: demolished.position, $0) != nil
            } ?? .north
        demolished.apply(.demolish(wall))
        out.append(
            ("level30-demolish-won", thirty, Inventory(jumps: 0, demolishes: 1), [.demolish(wall)] + solution(thirty, from: demolished)))
        // Level 40: a jump, then wandering into failure.
        let forty = try campaignLevel(40)
        var wander = GameState(level: forty, inventory: Inventory(jumps: 2, demolishes: 0))
        var actions: [Action] = []
        let open = Direction.ordered.first { wander.maze.isOpen(wander.position, $0) } ?? .north
        actions.append(.jump(open))
        wander.apply(.jump(open))
        var step = 0
        while wander.status == .playing && step < 10_000 {
            let d = Direction.at(step % 4)
            actions.append(.move(d))
            wander.apply(.move(d))
            step += 1
        }
        out.append(("level40-jump-failed", forty, Inventory(jumps: 2, demolishes: 0), actions))
        // Level 50 (mz mask): a demolish and a few moves, then abandoned.
        let fifty = try campaignLevel(50)
        var partial = GameState(level: fifty, inventory: Inventory(jumps: 0, demolishes: 1))
        let fiftyWall =
            Direction.ordered.first {
                !partial.maze.isOpen(partial.position, $0) && partial.maze.neighbour(of: partial.position, $0) != nil
            } ?? .north
        partial.apply(.demolish(fiftyWall))
        out.append(
            (
                "level50-demolish-abandoned", fifty, Inventory(jumps: 0, demolishes: 1),
                [.demolish(fiftyWall)] + Array(solution(fifty, from: partial).prefix(6))
            ))
        // A seeded level with ice and mud, outside the campaign.
        var spec = LevelSpec(id: 0, name: "Seed 4242", seed: 4242, width: 18, height: 10, algorithm: .wilson)
        spec.ice = 0.25
        spec.mud = 0.15
        spec.crates = 3
        let seeded = try LevelBuilder.build(spec)
        out.append(("seed4242-won", seeded, Inventory(), solution(seeded, from: GameState(level: seeded))))
        // The same maze with a budget of par + 2 and a Time: its ten moves spent on the run
        // taking the most items (the fewest moves among those) that only fits with them.
        spec.budget = seeded.par + 2
        let tight = try LevelBuilder.build(spec)
        let items = tight.crates.map(\.cell) + tight.gems
        let runs = try #require(MoveGraph(tight).itemRuns(from: tight.start, items: items))
        let timed = (0..<1 << items.count).compactMap { mask in runs.run(takingExactly: mask).map { (mask.nonzeroBitCount, $0) } }
            .filter { $0.1.moves > tight.budget && $0.1.moves <= tight.budget + Economy.timeMoves(for: tight) }
            .max { ($0.0, -$0.1.moves) < ($1.0, -$1.1.moves) }
        let timedRun = try #require(timed?.1.actions)
        out.append(("seed4242-time-won", tight, Inventory(times: 1), [.addTime] + timedRun))
        return out
    }

    /// Recording the scripts today writes the committed files byte for byte (rules, hashes and
    /// the writer's layout alike); with `MZ_UPDATE_REPLAYS=1` it writes them first.
    @Test(arguments: Replay.readableFormatVersions)
    func recordingTheScriptsWritesTheCommittedReplays(format: Int) throws {
        let folder = Self.folder(format: format)
        let update = ProcessInfo.processInfo.environment["MZ_UPDATE_REPLAYS"] == "1"
        if update { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for (name, level, inventory, inputs) in try Self.scripts() {
            let text = Replay.record(level: level, inventory: inventory, inputs: inputs, formatVersion: format).json
            let file = folder.appendingPathComponent(name + ".json")
            if update { try text.write(to: file, atomically: true, encoding: .utf8) }
            #expect(
                try String(contentsOf: file, encoding: .utf8) == text,
                "\(file.path) is not what recording writes; re-record with MZ_UPDATE_REPLAYS=1")
        }
    }

    static func names(format: Int) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder(format: format).path).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func committed(format: Int = 1) throws -> [(String, Replay)] {
        let folder = folder(format: format)
        return try names(format: format).map { name in
            (name, try Replay(data: try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    @Test func atLeastTenReplaysCoverEveryOutcomeAndPowerUp() throws {
        let replays = try Self.committed().map(\.1)
        #expect(replays.count >= 10)
        let outcomes = Set(replays.map(\.result.outcome))
        #expect(outcomes == [.won, .failed, .abandoned])
        #expect(replays.contains { $0.inputs.contains { if case .jump = $0 { true } else { false } } })
        #expect(replays.contains { $0.inputs.contains { if case .demolish = $0 { true } else { false } } })
        #expect(replays.contains { $0.level.ice > 0 } && replays.contains { $0.level.mud > 0 })
        #expect(replays.contains { $0.level.gates > 0 })  // a fixture, through the rules and the hashes
    }

    @Test(arguments: Replay.readableFormatVersions)
    func everyCommittedReplayReSimulatesToItsRecord(format: Int) throws {
        let replays = try Self.committed(format: format)
        #expect(replays.map(\.0) == (try Self.names(format: 1)))  // the same attempts in each format
        for (name, replay) in replays {
            #expect(replay.formatVersion == format, "\(name)")
            let verdict = try replay.verify()
            #expect(verdict.matches, "\(name): \(verdict.divergence?.description ?? "")")
            // And it reads back what it writes.
            #expect(try Replay(data: Data(replay.json.utf8)) == replay, "\(name)")
        }
    }

    @Test(arguments: Replay.readableFormatVersions)
    func anEditedReplayDivergesAtTheEditedInput(format: Int) throws {
        let (_, original) = try #require(try Self.committed(format: format).first { $0.0 == "level12-won.json" })
        for index in [0, 7, original.inputs.count - 1] {
            var edited = original
            guard case let .move(direction) = edited.inputs[index] else { continue }
            edited.inputs[index] = .move(direction.opposite)
            let verdict = try edited.verify()
            #expect(!verdict.matches)
            #expect(verdict.divergence == .atInput(index: index, action: .move(direction.opposite)), "edited input \(index)")
        }
        var shortened = original
        shortened.inputs.removeLast()
        shortened.checkpoints.removeLast()
        #expect(
            try shortened.verify().divergence
                == .result(
                    recorded: original.result,
                    actual: ReplayResult(
                        Replay.simulate(level: try Self.campaignLevel(12), inventory: Inventory(), inputs: shortened.inputs))))
    }

    /// The viewer's one-input-at-a-time check stops exactly where `verify` says every committed
    /// replay, and every tampered copy of one, diverges (a flipped checkpoint, an edited input or
    /// result, another level): the viewer and `--headless` cannot disagree.
    @Test(arguments: Replay.readableFormatVersions)
    func playbackStopsWhereVerifySaysTheReplayDiverges(format: Int) throws {
        for (name, original) in try Self.committed(format: format) {
            var copies = [original]
            for index in Set([0, original.inputs.count / 2, original.inputs.count - 1]) where !original.inputs.isEmpty {
                var flipped = original
                flipped.checkpoints[index] ^= 1 << UInt32(index % 32)
                copies.append(flipped)
            }
            var edited = original
            edited.result.movesUsed += 1
            copies.append(edited)
            edited = original
            edited.result.stateHash = "0000000000000000"
            copies.append(edited)
            edited = original
            edited.fingerprint = "0123456789abcdef"
            copies.append(edited)
            let level = try LevelBuilder.build(original.level)
            for (i, copy) in copies.enumerated() {
                let divergence = try copy.verify().divergence
                var playback = ReplayPlayback(replay: copy, level: level)
                var steps = 0
                while playback.canStep {
                    playback.step()
                    steps += 1
                }
                #expect(playback.divergence == divergence, "\(name), copy \(i)")
                let stop =
                    switch divergence {
                    case let .atInput(index, _)?: index + 1
                    case .levelDiffers?: 0
                    case .result?, nil: copy.inputs.count
                    }
                #expect(playback.applied == stop && steps == stop, "\(name), copy \(i)")
                #expect(playback.finished().divergence == divergence)
            }
        }
    }

    @Test func aReplayFromAnotherGeneratorIsRefused() throws {
        let (_, replay) = try #require(try Self.committed().first)
        let current = LevelSpec.currentGeneratorVersion
        let text = replay.json.replacingOccurrences(of: "\"generatorVersion\": \(current)", with: "\"generatorVersion\": \(current - 1)")
        #expect(throws: ReplayError.generatorMismatch(found: current - 1, current: current)) { try Replay(data: Data(text.utf8)) }
        #expect(
            ReplayError.generatorMismatch(found: 1, current: 2).description
                == "the replay was made with level generator 1 and this mz builds levels with generator 2, so it cannot be replayed faithfully"
        )
        var old = replay
        old.generatorVersion = current - 1
        #expect(throws: ReplayError.generatorMismatch(found: current - 1, current: current)) { try old.verify() }
    }

    /// A replay recorded before the campaign was rebuilt (generator 2) is refused with a
    /// sentence, not replayed on a level it was not made on.
    @Test func aReplayOfTheOldCampaignIsRefusedWithASentence() throws {
        let file = Self.folder.deletingLastPathComponent().appendingPathComponent("OldReplays/generator2-level1-won.json")
        let data = try Data(contentsOf: file)
        #expect(throws: ReplayError.generatorMismatch(found: 2, current: LevelSpec.currentGeneratorVersion)) { try Replay(data: data) }
        #expect(
            ReplayError.generatorMismatch(found: 2, current: 3).description
                == "the replay was made with level generator 2 and this mz builds levels with generator 3, so it cannot be replayed faithfully"
        )
    }

    /// Replays of campaign level 1 won, as the mz of each older generator wrote and verified
    /// them: generator 3 (before mirrors and trapdoors), generator 4 (the same maze, but
    /// generator 5 chose crate values and budgets anew), generator 5 (generator 6 prefers a
    /// budget that leaves the best plan a move), generator 6 (generator 7 draws values again
    /// where a rule of thumb finds the best plan), generator 7 (generator 8 takes out the
    /// fixtures that change nothing), generator 8 (generator 9 chooses budgets that do not
    /// tell the best plan's length) and generator 9 (generator 10 gives a clock let go room).
    /// Each is refused with a sentence naming both generators.
    @Test(arguments: [3, 4, 5, 6, 7, 8, 9]) func aReplayOfAnOlderGeneratorIsRefusedWithASentence(generator: Int) throws {
        let file = Self.folder.deletingLastPathComponent().appendingPathComponent("OldReplays/generator\(generator)-level1-won.json")
        let data = try Data(contentsOf: file)
        let error = #expect(throws: ReplayError.generatorMismatch(found: generator, current: 10)) { try Replay(data: data) }
        #expect(
            error?.description
                == "the replay was made with level generator \(generator) and this mz builds levels with generator 10, so it cannot be replayed faithfully"
        )
    }

    @Test func malformedReplaysNameTheField() throws {
        let (_, replay) = try #require(try Self.committed().first)
        let cases: [(String, String, String)] = [
            ("\"format\": \"mz-replay\"", "\"format\": \"mz-save\"", "format"),
            ("\"inputs\": \"", "\"inputs\": \"q", "inputs"),
            ("\"outcome\": \"", "\"outcome\": \"x", "result.outcome"),
            ("\"jumps\": 0", "\"jumps\": -1", "inventory.jumps"),
            ("\"checkpoints\": [", "\"checkpoints\": [\"extra\", ", "checkpoints"),
            ("\"algorithm\": \"", "\"algorithm\": \"x", "level.algorithm"),
        ]
        for (old, new, field) in cases {
            let text = replay.json.replacingOccurrences(of: old, with: new)
            do {
                _ = try Replay(data: Data(text.utf8))
                Issue.record("\(field): no error")
            } catch {
                guard case let .malformed(found, _) = error else {
                    Issue.record("\(field): \(error)")
                    continue
                }
                #expect(found == field)
            }
        }
        for text in ["", "{", "[]", "{\"format\": \"mz-replay\"}"] {
            #expect(throws: ReplayError.self) { try Replay(data: Data(text.utf8)) }
        }
    }

    @Test func inputsParseAndFormat() throws {
        #expect(
            try Inputs.parse("rrd Jd lXu") == [.move(.east), .move(.east), .move(.south), .jump(.south), .move(.west), .demolish(.north)])
        #expect(Inputs.format(try Inputs.parse("rrd Jd lXu")) == "rrdJdlXu")
        #expect(Inputs.format(try Inputs.parse("r\r\nd\rJu\n\tXl,r")) == "rdJuXlr")  // CRLF, CR, LF, tab, blank, comma
        #expect(throws: InputError(position: 3, found: "q", expected: "u, d, l, r, J, X or T")) { try Inputs.parse("rrq") }
        #expect(throws: InputError(position: 2, found: "J", expected: "a direction to follow it, but the inputs end")) {
            try Inputs.parse("rJ")
        }
        #expect(throws: InputError(position: 2, found: "x", expected: "a direction (u d l r) after 'X'")) { try Inputs.parse("Xx") }
    }
}
