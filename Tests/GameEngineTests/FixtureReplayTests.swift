import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// Replays of levels with fixtures (docs/formats.md, "Replays"): their level's spec carries the
/// fixture counts, so a replay rebuilds the same level and verifies; the fingerprint and the
/// state hash cover the fixtures, so a replay of another level is never taken for this one.
@Suite struct FixtureReplayTests {
    /// Random walks (moves and jumps) on built levels with every fixture, recorded in both
    /// formats, written, read back and re-simulated: each verifies, and a changed input is
    /// found where it first diverges.
    @Test(arguments: [1, 2])
    func replaysOfLevelsWithFixturesVerify(format: Int) throws {
        var diverged = 0
        for seed in 0..<25 {
            var spec = LevelSpec(id: 0, name: "Seed \(seed)", seed: UInt64(seed), width: 10, height: 7, algorithm: .recursiveBacktracker)
            spec.braid = 0.3
            spec.ice = 0.15
            spec.crates = 2
            (spec.gates, spec.portals, spec.belts, spec.tunnels) = (2, 1, 3, 1)
            (spec.mirrors, spec.trapdoors) = (3, 1)
            // Generator 8 keeps only the fixtures that change something: some of those asked for.
            let level = try LevelBuilder.build(spec)
            #expect(!level.fixtures.isEmpty, "seed \(seed)")
            var rng = SeededRandom(seed: UInt64(seed), stream: 8)
            let inputs: [Action] = (0..<40).map { _ in
                let direction = Direction.ordered[rng.below(4)]
                return rng.chance(0.1) ? .jump(direction) : .move(direction)
            }
            let inventory = Inventory(jumps: 2, demolishes: 0)
            let replay = Replay.record(level: level, inventory: inventory, inputs: inputs, formatVersion: format)
            let back = try Replay(data: Data(replay.json.utf8))
            #expect(back.level.gates == 2 && back.level.portals == 1 && back.level.belts == 3 && back.level.tunnels == 1)
            #expect(back.level.mirrors == 3 && back.level.trapdoors == 1)
            #expect(try back.verify().matches, "seed \(seed)")
            // The same inputs but one, recorded against the original: found at that input or later.
            let changed = rng.below(inputs.count)
            var other = inputs
            other[changed] = .move(inputs[changed] == .move(.north) ? .south : .north)
            let tampered = Replay.record(level: level, inventory: inventory, inputs: other, formatVersion: format)
            var forged = back
            forged.inputs = tampered.inputs
            if case let .atInput(index, _)? = try forged.verify().divergence {
                #expect(index >= changed, "seed \(seed)")
                diverged += 1
            }
        }
        #expect(diverged > 10)
    }

    /// Two levels alike but for one fixture have other fingerprints and other state hashes; a
    /// replay whose level lost its fixtures no longer builds the level it was made on.
    @Test func theFingerprintAndTheStateHashCoverTheFixtures() throws {
        var spec = LevelSpec(id: 0, name: "Seed 3", seed: 3, width: 10, height: 7, algorithm: .recursiveBacktracker)
        spec.braid = 0.3
        (spec.gates, spec.portals, spec.belts, spec.tunnels) = (1, 1, 2, 1)
        let level = try LevelBuilder.build(spec, keepingDecoration: true)
        var moved = level
        let belt = try #require(level.fixtures.belts.first)
        moved.fixtures = Fixtures(
            width: 10, height: 7, gates: level.fixtures.gates, portals: level.fixtures.portals,
            belts: [Fixtures.Belt(cell: belt.cell, direction: belt.direction.opposite)] + level.fixtures.belts.dropFirst(),
            tunnels: level.fixtures.tunnels)
        #expect(moved.fingerprint != level.fingerprint)
        let inputs = MoveGraph(level).solve(from: level.start).moves.map(Action.move)
        let a = Replay.record(level: level, inventory: Inventory(), inputs: inputs)
        let b = Replay.record(level: moved, inventory: Inventory(), inputs: inputs)
        #expect(a.result.stateHash != b.result.stateHash)
        #expect(a.result.outcome == .won)
        let stripped = a.json.replacingOccurrences(of: #", "gates": 1, "portals": 1, "belts": 2, "tunnels": 1"#, with: "")
        #expect(stripped != a.json)
        let verdict = try Replay(data: Data(stripped.utf8)).verify()
        guard case .levelDiffers? = verdict.divergence else {
            Issue.record("a replay whose level lost its fixtures verified: \(String(describing: verdict.divergence))")
            return
        }
    }

    /// A mirror's slant and a trapdoor's landing are in the fingerprint, and a replay whose
    /// level lost its mirrors and trapdoors builds another level.
    @Test func theFingerprintCoversMirrorsAndTrapdoors() throws {
        var spec = LevelSpec(id: 0, name: "Seed 4", seed: 4, width: 10, height: 7, algorithm: .recursiveBacktracker)
        spec.braid = 0.3
        (spec.mirrors, spec.trapdoors) = (2, 1)
        let level = try LevelBuilder.build(spec, keepingDecoration: true)
        let f = level.fixtures
        let mirror = try #require(f.mirrors.first), trapdoor = try #require(f.trapdoors.first)
        var turned = level
        turned.fixtures = Fixtures(
            width: 10, height: 7,
            mirrors: [Fixtures.Mirror(cell: mirror.cell, slant: mirror.slant == .rising ? .falling : .rising)] + f.mirrors.dropFirst(),
            trapdoors: f.trapdoors)
        var landed = level
        landed.fixtures = Fixtures(
            width: 10, height: 7, mirrors: f.mirrors, trapdoors: [Fixtures.Trapdoor(cell: trapdoor.cell, landing: level.start)])
        #expect(Set([level.fingerprint, turned.fingerprint, landed.fingerprint]).count == 3)
        let inputs = MoveGraph(level).solve(from: level.start).moves.map(Action.move)
        let a = Replay.record(level: level, inventory: Inventory(), inputs: inputs)
        #expect(a.result.outcome == .won)
        let stripped = a.json.replacingOccurrences(of: #", "mirrors": 2, "trapdoors": 1"#, with: "")
        #expect(stripped != a.json)
        guard case .levelDiffers? = try Replay(data: Data(stripped.utf8)).verify().divergence else {
            Issue.record("a replay whose level lost its mirrors and trapdoors verified")
            return
        }
    }
}
