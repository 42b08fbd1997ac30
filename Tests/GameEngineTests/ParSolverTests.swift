import MazeKit
import Testing

@testable import GameEngine

@Suite struct ParSolverTests {
    /// Every cell the player can stand on, settled in order of the moves used to get there
    /// (moves cost 1 or 2), each move made by the rules' reducer itself (`GameState.apply`) on a
    /// state standing there: `settle` sees each settled state (and ends the walk by returning
    /// true), `moved` each move made within `limit` with the cells its path entered. A won state
    /// is not moved on from.
    static func bruteForceWalk(
        _ level: Level, limit: Int, settle: (GameState) -> Bool, moved: (GameState, [Int]) -> Void = { _, _ in }
    ) {
        var budgeted = level
        budgeted.budget = max(level.budget, limit + 2)
        // A state stands on a cell, the key taken or not (doors open or shut).
        let cells = level.maze.cellCount
        var settled = [Bool](repeating: false, count: 2 * cells)
        func node(_ state: GameState) -> Int { state.position + (state.keyTaken ? cells : 0) }
        var buckets: [[GameState]] = Array(repeating: [], count: limit + 3)
        buckets[0] = [GameState(level: budgeted)]
        for used in 0...limit {
            for state in buckets[used] where !settled[node(state)] {
                settled[node(state)] = true
                if settle(state) { return }
                guard state.status == .playing else { continue }
                for direction in Direction.ordered {
                    var next = state
                    guard case let .moved(_, path, _) = next.apply(.move(direction)).first, next.movesUsed <= limit else { continue }
                    moved(next, path)
                    if !settled[node(next)] { buckets[next.movesUsed].append(next) }
                }
            }
        }
    }

    /// The least moves to the exit by brute force (`bruteForceWalk`).
    static func bruteForcePar(_ level: Level, limit: Int) -> Int? {
        var par: Int?
        bruteForceWalk(level, limit: limit) { state in
            if state.status == .won { par = state.movesUsed }
            return par != nil
        }
        return par
    }

    /// A random small level with free-form terrain (the exit may be unreachable).
    static func randomLevel(_ seed: UInt64) throws -> Level {
        var rng = SeededRandom(seed: seed)
        let width = 2 + rng.below(6), height = 1 + rng.below(6)
        let algorithm = Algorithm.allCases[rng.below(12)]
        var maze = try Maze.generate(algorithm, width: width, height: height, seed: seed)
        if rng.chance(0.3) { maze.braid(rng.unitInterval(), using: &rng) }
        let iceShare = rng.unitInterval() * 0.6, mudShare = rng.unitInterval() * 0.4
        let terrain = (0..<maze.cellCount).map { _ -> Terrain in
            let r = rng.unitInterval()
            return r < iceShare ? .ice : r < iceShare + mudShare ? .mud : .floor
        }
        let start = rng.below(maze.cellCount)
        var exit = rng.below(maze.cellCount - 1)
        if exit >= start { exit += 1 }
        let spec = LevelSpec(id: 0, name: "random", seed: seed, width: width, height: height, algorithm: algorithm)
        let crates = [Crate(cell: rng.below(maze.cellCount), coins: 1)]
        return Level(
            id: 0, name: "random", spec: spec, maze: maze, terrain: terrain, start: start, exit: exit,
            crates: crates, gems: [], par: 0, budget: 1_000)
    }

    @Test func parAgreesWithBruteForceOnSixHundredRandomLevels() throws {
        var reachable = 0
        for seed in 0..<600 {
            let level = try Self.randomLevel(UInt64(seed))
            let solution = MoveGraph(level).solve(from: level.start)
            let brute = Self.bruteForcePar(level, limit: 4 * level.maze.cellCount)
            #expect(
                solution.par == brute, "seed \(seed): solver \(String(describing: solution.par)), brute force \(String(describing: brute))")
            guard let par = solution.par else { continue }
            reachable += 1
            // The solution, replayed through the rules, wins in exactly par moves.
            var state = GameState(level: level)
            for move in solution.moves { state.apply(.move(move)) }
            #expect(state.status == .won && state.movesUsed == par, "seed \(seed)")
        }
        #expect(reachable > 300)  // the sample exercises both outcomes
    }

    /// Random gates, portals, belts and tunnels on the same kind of level, anywhere the rules
    /// allow, and levels built with fixtures as the campaign places them.
    @Test func parAgreesWithBruteForceOnRandomLevelsWithFixtures() throws {
        var reachable = 0
        for seed in 0..<500 {
            let level =
                seed < 400
                ? RandomFixtures.adding(to: try Self.randomLevel(UInt64(seed) + 20_000), seed: UInt64(seed))
                : try RandomFixtures.builtLevel(UInt64(seed))
            let solution = MoveGraph(level).solve(from: level.start)
            let brute = Self.bruteForcePar(level, limit: 4 * level.maze.cellCount)
            #expect(
                solution.par == brute, "seed \(seed): solver \(String(describing: solution.par)), brute force \(String(describing: brute))")
            guard let par = solution.par else { continue }
            reachable += 1
            let state = Replay.simulate(level: level, inventory: Inventory(), inputs: solution.moves.map(Action.move))
            #expect(state.status == .won && state.movesUsed == par, "seed \(seed)")
        }
        #expect(reachable > 250)
    }

    @Test(arguments: [false, true])
    func detourCostsAgreeWithBruteForce(fixtures: Bool) throws {
        for seed in 0..<300 {
            let plain = try Self.randomLevel(UInt64(seed) + 10_000)
            let level = fixtures ? RandomFixtures.adding(to: plain, seed: UInt64(seed)) : plain
            let crate = level.crates[0].cell
            guard crate != level.start, crate != level.exit else { continue }
            let fast = MoveGraph(level).detourCosts(from: level.start, to: [crate])[0]
            // Brute force over (cell, has the crate) in order of moves used, through the reducer.
            let limit = 3 * level.maze.cellCount
            var budgeted = level
            budgeted.budget = limit + 2
            var best: Int?
            var settled = Set<[Int]>()
            var buckets: [[GameState]] = Array(repeating: [], count: limit + 3)
            buckets[0] = [GameState(level: budgeted)]
            search: for used in 0...limit {
                for state in buckets[used]
                where settled.insert([state.position, state.openedCrates[0] ? 1 : 0, state.keyTaken ? 1 : 0]).inserted {
                    if state.status == .won {
                        if state.openedCrates[0] {
                            best = used
                            break search
                        }
                        continue
                    }
                    for direction in Direction.ordered {
                        var next = state
                        guard case .moved = next.apply(.move(direction)).first, next.movesUsed <= limit else { continue }
                        buckets[next.movesUsed].append(next)
                    }
                }
            }
            #expect(fast == best, "seed \(seed)")
        }
    }
}
