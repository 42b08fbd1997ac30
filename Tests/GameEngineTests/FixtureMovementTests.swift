import MazeKit
import Testing

@testable import GameEngine

/// `Movement` (and so `GameState.apply`) against `ReferenceMovement`, the rules of
/// docs/rules.md ("Fixtures") read straight off the fixture lists, on random small levels with
/// random gates, portals, belts, tunnels, mirrors and trapdoors: every move and jump from every cell, in the maze
/// as built and with a wall knocked down.
@Suite struct FixtureMovementTests {
    @Test func everyMoveAndJumpFollowsTheRulesAsWritten() throws {
        var carried = 0, tunnelled = 0, barred = 0, turned = 0, dropped = 0
        for seed in 0..<400 {
            let level = RandomFixtures.adding(to: try ParSolverTests.randomLevel(UInt64(seed) + 30_000), seed: UInt64(seed))
            var opened = level.maze
            var rng = SeededRandom(seed: UInt64(seed), stream: 5)
            let cell = rng.below(opened.cellCount)
            if let direction = Direction.ordered.first(where: { opened.neighbour(of: cell, $0) != nil && !opened.isOpen(cell, $0) }) {
                opened.link(cell, direction)
            }
            for maze in [level.maze, opened] {
                for cell in 0..<maze.cellCount where maze.isEnabled(cell) {
                    for direction in Direction.ordered {
                        var path: [Int] = []
                        let end = Movement.move(
                            in: maze, terrain: level.terrain, exit: level.exit, fixtures: level.fixtures, from: cell, direction,
                            enter: { path.append($0) })
                        let expected = ReferenceMovement.move(level, maze, from: cell, direction)
                        #expect(end == expected?.end && path == expected?.path ?? [], "seed \(seed): move \(direction) from \(cell)")
                        var jumpPath: [Int] = []
                        let landing = Movement.jump(
                            in: maze, exit: level.exit, fixtures: level.fixtures, from: cell, direction, enter: { jumpPath.append($0) })
                        let expectedJump = ReferenceMovement.jump(level, maze, from: cell, direction)
                        #expect(
                            landing == expectedJump?.end && jumpPath == expectedJump?.path ?? [],
                            "seed \(seed): jump \(direction) from \(cell)")
                        if path.count > 1 && level.terrain[path[0]] != .ice { carried += 1 }
                        if let first = path.first, first != cell + direction.dx + direction.dy * maze.width { tunnelled += 1 }
                        if end == nil && maze.isOpen(cell, direction) { barred += 1 }
                        if path.dropLast().contains(where: { level.fixtures.mirror(at: $0) != nil }) { turned += 1 }
                        if path.count > 1, level.fixtures.trapdoor(at: path[path.count - 2]) == path.last { dropped += 1 }
                    }
                }
            }
        }
        // The sample exercises belts and portals, tunnels and gates, mirrors and trapdoors.
        #expect(carried > 1_000 && tunnelled > 200 && barred > 200, "\(carried) carried, \(tunnelled) tunnelled, \(barred) barred")
        #expect(turned > 1_000 && dropped > 200, "\(turned) turned by mirrors, \(dropped) dropped by trapdoors")
    }

    /// What the reducer does with a move is `Movement`'s: the path in its event, the cell it
    /// ends on, and the items on every cell entered.
    @Test func theReducerTakesWhatEveryCellEnteredHolds() throws {
        for seed in 0..<200 {
            var level = RandomFixtures.adding(to: try DesignBruteForce.freeLevel(UInt64(seed) + 40_000), seed: UInt64(seed))
            level.budget = 1_000
            var rng = SeededRandom(seed: UInt64(seed), stream: 6)
            var state = GameState(level: level, inventory: Inventory(jumps: 3, demolishes: 0))
            for _ in 0..<30 where state.status == .playing {
                let direction = Direction.ordered[rng.below(4)]
                let jump = rng.chance(0.2) && state.inventory.jumps > 0
                // Moves after the key go with the doors open.
                var now = level
                now.fixtures = state.fixtures
                let expected =
                    jump
                    ? ReferenceMovement.jump(now, state.maze, from: state.position, direction)
                    : ReferenceMovement.move(now, state.maze, from: state.position, direction)
                let before = state
                let events = state.apply(jump ? .jump(direction) : .move(direction))
                guard let expected else {
                    #expect(Snapshot(state) == Snapshot(before), "seed \(seed)")
                    continue
                }
                #expect(state.position == expected.end, "seed \(seed)")
                let entered = Set(expected.path)
                for (i, crate) in level.crates.enumerated() {
                    #expect(state.openedCrates[i] == (before.openedCrates[i] || entered.contains(crate.cell)), "seed \(seed)")
                }
                for (i, gem) in level.gems.enumerated() {
                    #expect(state.foundGems[i] == (before.foundGems[i] || entered.contains(gem)), "seed \(seed)")
                }
                let path = events.compactMap { event -> [Int]? in
                    switch event {
                    case let .moved(_, path, _), let .jumped(_, path): path
                    default: nil
                    }
                }
                #expect(path == [expected.path], "seed \(seed)")
                #expect(state.movesUsed == before.movesUsed + (jump ? 1 : level.terrain[expected.end].cost), "seed \(seed)")
            }
        }
    }
}

extension FixtureMovementTests {
    /// "Trapped" is said only of an attempt no run can win, with or without a Jump in hand
    /// (a Jump flies over belts no move can pass).
    @Test func aTrapIsNeverClaimedThatIsNotOne() throws {
        var claimed = 0
        for seed in 0..<150 {
            let level = RandomFixtures.adding(to: try DesignBruteForce.freeLevel(UInt64(seed) + 60_000), seed: UInt64(seed))
            for inventory in [Inventory(), Inventory(jumps: 1, demolishes: 0)] {
                let state = GameState(level: level, inventory: inventory)
                guard state.isTrapped else { continue }
                claimed += 1
                let runs = DesignBruteForce.explore(level, inventory: inventory, limit: 4 * level.maze.cellCount, from: state)
                #expect(!runs.contains { $0.0.status == .won }, "seed \(seed), \(inventory)")
            }
        }
        #expect(claimed > 20)
    }
}
