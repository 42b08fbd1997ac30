import MazeKit
import Testing

@testable import GameEngine

/// Doors and their key (docs/rules.md, "Fixtures"): the rules on small levels made by hand, the
/// builder's placement, and how much of the brute-force sample the doors reach (the solvers
/// themselves are held to brute force with the other fixtures, in `DesignSolverTests` and
/// `ParSolverTests`, on random levels that have doors half the time).
@Suite struct DoorTests {
    /// One row, 0 to 4, with the exit at 4 and a door between 2 and 3; a second row under it,
    /// 5 to 9, joined at both ends (0–5 and 4–9), the key on 6. Terrain as given.
    static func rowLevel(terrain: [Terrain] = Array(repeating: .floor, count: 10), key: Int = 6) -> Level {
        var maze = Maze(width: 5, height: 2)
        for x in 0..<4 {
            maze.link(x, .east)
            maze.link(5 + x, .east)
        }
        maze.link(0, .south)
        maze.link(4, .south)
        let spec = LevelSpec(id: 0, name: "doors", seed: 1, width: 5, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "doors", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 4, crates: [], gems: [], par: 0, budget: 50)
        level.fixtures = Fixtures(width: 5, height: 2, doors: [Fixtures.Door(cell: 2, direction: .east)], key: key)
        level.par = MoveGraph(level).solve(from: level.start).par ?? -1
        return level
    }

    @Test func aShutDoorIsAWallUntilTheKeyIsTakenAndThenOpenBothWays() {
        let level = Self.rowLevel()
        var state = GameState(level: level)
        for _ in 0..<2 { state.apply(.move(.east)) }
        #expect(state.position == 2)
        // Walking into the door is free, as into a wall.
        #expect(state.apply(.move(.east)) == [.bumpedWall(.east)] && state.movesUsed == 2)
        #expect(level.fixtures.isShutDoor(2, .east) && level.fixtures.isShutDoor(3, .west))
        // Back, down, the key, and back up.
        for direction: Direction in [.west, .west, .south] { state.apply(.move(direction)) }
        #expect(state.apply(.move(.east)).contains(.keyTaken) && state.keyTaken)
        for direction: Direction in [.west, .north, .east, .east] { state.apply(.move(direction)) }
        #expect(state.position == 2)
        #expect(state.apply(.move(.east)).first == .moved(direction: .east, path: [3], cost: 1))
        #expect(state.apply(.move(.west)).first == .moved(direction: .west, path: [2], cost: 1))
        #expect(!state.fixtures.isShutDoor(2, .east))
    }

    @Test func theDoorsOpenOnlyOnceTheMoveThatTakesTheKeyEnds() {
        // Ice from 1 to 2: a slide east from 0 takes the key on 1 and stops before the door.
        var terrain = Array(repeating: Terrain.floor, count: 10)
        terrain[1] = .ice
        terrain[2] = .ice
        let level = Self.rowLevel(terrain: terrain, key: 1)
        var state = GameState(level: level)
        let events = state.apply(.move(.east))
        #expect(events.first == .moved(direction: .east, path: [1, 2], cost: 1) && events.contains(.keyTaken))
        #expect(state.position == 2)
        // The next move goes through: the door is open from here.
        #expect(state.apply(.move(.east)).first == .moved(direction: .east, path: [3], cost: 1))
        // Par: the slide, then two steps (the way round is five moves).
        #expect(level.par == 3)
        #expect(ParSolverTests.bruteForcePar(level, limit: 20) == 3)
    }

    @Test func aRestartShutsTheDoorsAndAJumpStopsAtOne() {
        let level = Self.rowLevel(key: 1)
        var state = GameState(level: level, inventory: Inventory(jumps: 2))
        // A Jump east from 0 takes the key on 1 and lands before the door, still shut in flight.
        let events = state.apply(.jump(.east))
        #expect(events.first == .jumped(direction: .east, path: [1, 2]) && events.contains(.keyTaken))
        state.apply(.restart)
        #expect(!state.keyTaken && state.fixtures.isShutDoor(2, .east))
        // A door is no wall to knock down: the passage is open in the maze.
        var demolisher = GameState(level: level, inventory: Inventory(demolishes: 1))
        for _ in 0..<2 { demolisher.apply(.move(.east)) }
        #expect(demolisher.apply(.demolish(.east)) == [.refused(.demolish(.east), .noWall)])
    }

    @Test func aStateWithTheKeyHashesApartFromOneWithout() {
        let level = Self.rowLevel()
        var a = GameState(level: level)
        for direction: Direction in [.south, .east, .west] { a.apply(.move(direction)) }
        var b = GameState(level: level)
        for direction: Direction in [.east, .west, .south] { b.apply(.move(direction)) }
        #expect(a.position == b.position && a.movesUsed == b.movesUsed && a.keyTaken && !b.keyTaken)
        #expect(a.stateHash != b.stateHash)
    }

    @Test func theGraphHasAFloorForEachSideOfTheKey() {
        let level = Self.rowLevel()
        let graph = MoveGraph(level)
        #expect(graph.floors == 2 && graph.nodeCount == 20)
        // From 5 east: the move that takes the key ends upstairs, on 6's node of floor 1.
        #expect(graph.ends[5 * 4 + 1] == 16)
        // Upstairs the door is open; downstairs it is shut; the exit is one node.
        #expect(graph.ends[12 * 4 + 1] == 13 && graph.ends[2 * 4 + 1] == -1 && graph.ends[13 * 4 + 1] == 4)
        // The way round, 0 5 6 7 8 9 4, is par (6), and takes the key on the way. Cell 3 is
        // reached only upstairs: down, the key, back by 5 and 0, then 1, 2, 3 (7 moves).
        #expect(level.par == 6)
        let distance = graph.distances(from: 0).distance
        #expect(distance[3] == -1 && distance[13] == 7 && graph.leastOverFloors(distance, at: 3) == 7)
    }

    @Test func theBuilderPutsTheDoorsOnTheWayAndTheKeyWhereItShortensPar() throws {
        var placed = 0
        for seed in UInt64(0)..<40 {
            var spec = LevelSpec(id: 0, name: "doors", seed: seed, width: 9, height: 5, algorithm: .recursiveBacktracker)
            spec.braid = 0.5
            spec.doors = 1
            spec.budget = 200
            let level = try LevelBuilder.build(spec, keepingDecoration: true)
            guard let key = level.fixtures.key else {
                #expect(level.fixtures.doors.isEmpty, "seed \(seed)")
                continue
            }
            placed += 1
            #expect(level.fixtures.doors.count == 1, "seed \(seed)")
            var shut = level
            shut.fixtures = Fixtures(width: 9, height: 5, doors: level.fixtures.doors)
            let closed = try #require(MoveGraph(shut).solve(from: level.start).par, "seed \(seed): the way round is open")
            #expect(level.par < closed, "seed \(seed): the key at \(key) shortens par")
            // The par route, played through the rules, takes the key and wins in par.
            let route = MoveGraph(level).solve(from: level.start).moves
            let run = GameState.walk(route.map(Action.move), on: level)
            #expect(run.end.status == .won && run.end.movesUsed == level.par && run.end.keyTaken, "seed \(seed)")
            #expect(!level.maze.path(from: level.start, to: level.exit)!.contains(key), "seed \(seed): the key is off the path")
        }
        #expect(placed >= 10, "\(placed) of 40")
    }

    @Test func theBruteForceSampleHasDoorsThatMatter() throws {
        var doors = 0, keyShortensPar = 0
        for (_, level) in try DesignSolverTests.levels(0..<150) where level.fixtures.key != nil {
            doors += 1
            // The same fixtures with no key: every door shut for good.
            var shut = level
            let withOthers = level.fixtures
            shut.fixtures = Fixtures(
                width: level.maze.width, height: level.maze.height, gates: withOthers.gates, portals: withOthers.portals,
                belts: withOthers.belts, tunnels: withOthers.tunnels, mirrors: withOthers.mirrors, trapdoors: withOthers.trapdoors,
                springs: withOthers.springs, chasms: withOthers.chasms, doors: withOthers.doors)
            let par = MoveGraph(level).solve(from: level.start).par
            let closed = MoveGraph(shut).solve(from: level.start).par
            if let par, closed.map({ par < $0 }) ?? true { keyShortensPar += 1 }
        }
        #expect(doors > 60 && keyShortensPar >= 8, "\(doors) levels with doors, the key shortens par on \(keyShortensPar)")
    }
}
