import MazeKit
import Testing

@testable import GameEngine

@Suite struct ParSolverTests {
    /// The least moves to the exit by brute force: breadth-first over (cell, moves used),
    /// with moves taken from the rules' reducer itself.
    static func bruteForcePar(_ level: Level, limit: Int) -> Int? {
        var seen = Set<[Int]>()
        var frontier: [(cell: Int, used: Int)] = [(level.start, 0)]
        seen.insert([level.start, 0])
        var best: Int?
        var head = 0
        while head < frontier.count {
            let (cell, used) = frontier[head]
            head += 1
            for direction in Direction.ordered {
                guard let end = Movement.move(in: level.maze, terrain: level.terrain, exit: level.exit, from: cell, direction) else {
                    continue
                }
                let total = used + level.terrain[end].cost
                guard total <= limit else { continue }
                if end == level.exit {
                    best = min(best ?? .max, total)
                    continue
                }
                if seen.insert([end, total]).inserted { frontier.append((end, total)) }
            }
        }
        return best
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

    @Test func detourCostsAgreeWithBruteForce() throws {
        for seed in 0..<300 {
            let level = try Self.randomLevel(UInt64(seed) + 10_000)
            let crate = level.crates[0].cell
            guard crate != level.start, crate != level.exit else { continue }
            let fast = MoveGraph(level).detourCosts(from: level.start, to: [crate])[0]
            // Brute force over (cell, has the crate, moves used).
            var best: Int?
            var seen = Set<[Int]>()
            var frontier: [(Int, Bool, Int)] = [(level.start, false, 0)]
            var head = 0
            while head < frontier.count {
                let (cell, has, used) = frontier[head]
                head += 1
                for direction in Direction.ordered {
                    var picked = has
                    guard
                        let end = Movement.move(
                            in: level.maze, terrain: level.terrain, exit: level.exit, from: cell, direction,
                            enter: { if $0 == crate { picked = true } })
                    else { continue }
                    let total = used + level.terrain[end].cost
                    guard total <= 3 * level.maze.cellCount else { continue }
                    if end == level.exit {
                        if picked { best = min(best ?? .max, total) }
                        continue
                    }
                    if seen.insert([end, picked ? 1 : 0, total]).inserted { frontier.append((end, picked, total)) }
                }
            }
            #expect(fast == best, "seed \(seed)")
        }
    }
}
