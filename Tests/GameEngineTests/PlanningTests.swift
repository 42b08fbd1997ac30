import MazeKit
import Testing

@testable import GameEngine

/// The planning figures (`MoveGraph.planning`) against brute force through the rules' reducer
/// on small random levels, and on hand-drawn combs where each greedy player's miss can be read
/// off the picture.
@Suite struct PlanningTests {
    /// A small random level (built from a spec, or free-form; half of them with fixtures) with 2–5 crates of 1–9 coins on
    /// random cells (the start included), one in six marked `needsJump`, and a budget of par
    /// plus a random slack (below par now and then).
    static func randomLevel(_ seed: UInt64) throws -> Level {
        var level = try DesignBruteForce.freeLevel(seed)
        // Free-form levels of up to 20 cells (the brute force grows with cells × subsets).
        if seed % 2 == 0 || level.maze.cellCount > 20 { level = try DesignBruteForce.builtLevel(seed) }
        var rng = SeededRandom(seed: seed, stream: 7)
        let cells = level.maze.cellCount
        level.crates = (0..<2 + rng.below(4)).map { _ in
            Crate(cell: rng.below(cells), coins: 1 + rng.below(9), needsJump: rng.below(6) == 0)
        }.sorted { $0.cell < $1.cell }
        if rng.chance(0.5) { level.fixtures = Self.randomFixtures(level.maze, &rng) }
        let par = MoveGraph(level).solve(from: level.start).par ?? 0
        level.budget = max(0, par - 1 + rng.below(2 * cells))
        return level
    }

    /// A portal pair, a gate, a belt and a tunnel on random cells (each where it fits).
    static func randomFixtures(_ maze: Maze, _ rng: inout SeededRandom) -> Fixtures {
        let n = maze.cellCount
        let a = rng.below(n), b = (a + 1 + rng.below(n - 1)) % n
        let cell = rng.below(n)
        let open = Direction.ordered.filter { maze.isOpen(cell, $0) }
        let gates = open.isEmpty ? [] : [Fixtures.Gate(cell: cell, direction: open[rng.below(open.count)])]
        let belts = [Fixtures.Belt(cell: rng.below(n), direction: Direction.ordered[rng.below(4)])]
        let mouth = rng.below(n)
        let (x, y) = (mouth % maze.width, mouth / maze.width)
        let ways = Direction.ordered.filter { (0..<maze.width).contains(x + 2 * $0.dx) && (0..<maze.height).contains(y + 2 * $0.dy) }
        let tunnels = ways.isEmpty ? [] : [Fixtures.Tunnel(cell: mouth, direction: ways[rng.below(ways.count)])]
        return Fixtures(
            width: maze.width, height: maze.height, gates: gates, portals: n > 1 ? [Fixtures.Portal(a: a, b: b)] : [], belts: belts,
            tunnels: tunnels)
    }

    /// The coins of the plain crates `state` opened.
    static func plainCoins(_ state: GameState) -> Int {
        state.level.crates.indices.reduce(0) {
            state.openedCrates[$1] && !state.level.crates[$1].needsJump ? $0 + state.level.crates[$1].coins : $0
        }
    }

    @Test func bestPlanAndGreedyPlayersAgreeWithBruteForce() throws {
        var paying = 0, legs = 0, missed = 0
        for seed in UInt64(0)..<200 {
            let level = try Self.randomLevel(seed)
            let graph = MoveGraph(level)
            let figures = try #require(graph.planning(level), "seed \(seed)")
            // The design analysis reads the best plan off its own item par table (crates and
            // gems): the same figures.
            if seed % 4 == 0 { #expect(LevelDesign(level).planning == figures, "seed \(seed)") }
            let reached = DesignBruteForce.explore(level, limit: level.budget)
            let wins = reached.map(\.0).filter { $0.status == .won }
            #expect(figures.bestCoins == wins.map(Self.plainCoins).max() ?? 0, "seed \(seed)")
            // The best subset is one a won run takes whole, and holds the best coins.
            #expect(wins.contains { s in figures.bestCrates.allSatisfy { s.openedCrates[$0] } } || wins.isEmpty, "seed \(seed)")
            #expect(figures.bestCrates.reduce(0) { $0 + level.crates[$1].coins } == figures.bestCoins, "seed \(seed)")
            #expect(figures.bestCrates.allSatisfy { !level.crates[$0].needsJump }, "seed \(seed)")
            // Least moves to the exit from every cell, by brute force through the rules.
            let toExit = (0..<level.maze.cellCount).map { cell -> Int? in
                var from = level
                (from.start, from.crates, from.gems, from.budget) = (cell, [], [], 4 * level.maze.cellCount)
                return cell == level.exit ? 0 : DesignBruteForce.leastWin(from, limit: from.budget)
            }
            var coins: [GreedyChoice: Int] = [:]
            for choice in GreedyChoice.allCases {
                let run = graph.greedyRun(level, choice)
                var state = GameState(level: level)
                var remaining = run.legs[...]
                while state.status == .playing {
                    let expected = Self.bruteForcePick(state, choice, toExit: toExit)
                    guard expected != nil || (toExit[state.position] ?? .max) <= state.movesLeft else { break }
                    let before = state
                    let next = remaining.popFirst()
                    let leg = try #require(next, "seed \(seed) \(choice) stops at \(state.position)")
                    legs += 1
                    #expect(leg.target == expected?.crate, "seed \(seed) \(choice) at \(state.position)")
                    for action in leg.actions {
                        let events = state.apply(action)
                        #expect(
                            events.allSatisfy {
                                if case .moved = $0 {
                                    true
                                } else if case .crateOpened = $0 {
                                    true
                                } else {
                                    $0 == .gemFound(index: 0) || $0 == .gemFound(index: 1) || $0 == .exitReached(movesUsed: state.movesUsed)
                                }
                            }, "seed \(seed) \(choice): \(events)")
                    }
                    if let expected {
                        // A least-moves route to entering it, which opens it.
                        #expect(
                            state.movesUsed - before.movesUsed == expected.reach && state.openedCrates[expected.crate],
                            "seed \(seed) \(choice)")
                    } else {
                        // A least-moves route to the exit.
                        #expect(
                            state.status == .won && state.movesUsed - before.movesUsed == toExit[before.position], "seed \(seed) \(choice)")
                    }
                }
                #expect(remaining.isEmpty, "seed \(seed) \(choice)")
                #expect(state == run.state, "seed \(seed) \(choice)")
                if level.budget >= (toExit[level.start] ?? .max) {
                    #expect(state.status == .won, "seed \(seed) \(choice)")
                }
                coins[choice] = state.status == .won ? Self.plainCoins(state) : 0
            }
            #expect(figures.nearestCoins == coins[.nearest] && figures.richestCoins == coins[.richest], "seed \(seed)")
            #expect(figures.nearestCoins <= figures.bestCoins && figures.richestCoins <= figures.bestCoins, "seed \(seed)")
            if figures.nearestCoins < figures.bestCoins || figures.richestCoins < figures.bestCoins { missed += 1 }
            if figures.pays { paying += 1 }
        }
        // The sample exercises the greedy players' misses, not only agreement on easy levels.
        #expect(legs > 600 && missed > 15 && paying > 3, "\(legs) legs, \(missed) levels missed, \(paying) pay")
    }

    /// The crate a greedy player with `choice` heads for from `state`, by brute force: of the
    /// plain crates not yet opened, those some run from here opens while the exit stays within
    /// the moves left; `reach` is the least moves to opening it.
    static func bruteForcePick(_ state: GameState, _ choice: GreedyChoice, toExit: [Int?]) -> (crate: Int, reach: Int)? {
        let level = state.level
        var options: [(crate: Int, reach: Int, total: Int)] = []
        let reached = DesignBruteForce.explore(level, limit: level.budget, from: state).map(\.0)
        for i in level.crates.indices where !level.crates[i].needsJump && !state.openedCrates[i] {
            let fits = reached.compactMap { s -> (Int, Int)? in
                guard s.openedCrates[i], s.status != .failed else { return nil }
                let rest = s.status == .won ? 0 : toExit[s.position]
                guard let rest, rest <= s.movesLeft else { return nil }
                return (s.movesUsed - state.movesUsed, s.movesUsed - state.movesUsed + rest)
            }
            guard let reach = fits.map(\.0).min() else { continue }
            options.append((i, reach, fits.filter { $0.0 == reach }.map(\.1).min() ?? .max))
        }
        let pick = options.min { a, b in
            let near = (a.reach, a.total, level.crates[a.crate].cell, a.crate) < (b.reach, b.total, level.crates[b.crate].cell, b.crate)
            let (ca, cb) = (level.crates[a.crate].coins, level.crates[b.crate].coins)
            let (da, db) = (level.crates[a.crate].deadline ?? .max, level.crates[b.crate].deadline ?? .max)
            switch choice {
            case .nearest: return near
            case .richest: return ca != cb ? ca > cb : near
            case .soonest: return da != db ? da < db : near
            }
        }
        return pick.map { ($0.crate, $0.reach) }
    }

    // MARK: - Hand-drawn combs

    /// A corridor from S to E with dead-end branches: a crate's detour is twice its depth.
    static func comb(_ picture: String, coins: [Int], slack: Int) -> Level {
        var built = level(picture, budget: 0)
        built.budget = built.par + slack
        for (i, c) in coins.enumerated() { built.crates[i].coins = c }
        return built
    }

    @Test func theNearestPlayerTakesTheCheapCrateAndMissesTheRichOne() throws {
        let level = Self.comb(
            """
            +---+---+---+---+---+
            | S               E |
            +---+   +---+   +---+
            |   | $ |   |   |   |
            +---+---+---+   +---+
            |   |   |   |   |   |
            +---+---+---+   +---+
            |   |   |   | $ |   |
            +---+---+---+---+---+
            """, coins: [1, 10], slack: 6)
        #expect(level.par == 4)
        let figures = try #require(MoveGraph(level).planning(level))
        #expect(figures == PlanningFigures(bestCoins: 10, bestCrates: [1], nearestCoins: 1, richestCoins: 10))
        #expect(!figures.pays)
    }

    @Test func theRichestPlayerTakesTheRichCrateAndMissesTwoCheapOnes() throws {
        let level = Self.comb(
            """
            +---+---+---+---+---+---+
            | S                   E |
            +---+---+   +   +   +---+
            |   |   |   |   |   |   |
            +---+---+   +   +   +---+
            |   |   |   | $ | $ |   |
            +---+---+   +---+---+---+
            |   |   |   |   |   |   |
            +---+---+   +---+---+---+
            |   |   | $ |   |   |   |
            +---+---+---+---+---+---+
            """, coins: [7, 7, 10], slack: 8)
        #expect(level.par == 5)
        let figures = try #require(MoveGraph(level).planning(level))
        #expect(figures == PlanningFigures(bestCoins: 14, bestCrates: [0, 1], nearestCoins: 14, richestCoins: 10))
        #expect(!figures.pays)
    }

    @Test func bothGreedyPlayersMissThePairThatPlanningFinds() throws {
        let level = Self.comb(
            """
            +---+---+---+---+---+---+---+---+
            | S                           E |
            +---+   +   +   +---+   +---+---+
            |   | $ |   |   |   |   |   |   |
            +---+---+   +   +---+   +---+---+
            |   |   |   | $ |   | $ |   |   |
            +---+---+   +---+---+---+---+---+
            |   |   |   |   |   |   |   |   |
            +---+---+   +---+---+---+---+---+
            |   |   | $ |   |   |   |   |   |
            +---+---+---+---+---+---+---+---+
            """, coins: [3, 6, 6, 10], slack: 8)
        #expect(level.par == 7)
        let graph = MoveGraph(level)
        let figures = try #require(graph.planning(level))
        // Nearest: the 3 at depth 1, then the first 6 (the second no longer fits); richest: the
        // 10 at depth 4 uses the whole slack; the plan: both 6s.
        #expect(figures == PlanningFigures(bestCoins: 12, bestCrates: [1, 2], nearestCoins: 9, richestCoins: 10))
        #expect(figures.pays)
        #expect(graph.greedyRun(level, .nearest).legs.map(\.target) == [0, 1, nil])
        #expect(graph.greedyRun(level, .richest).legs.map(\.target) == [3, nil])
        // A crate marked needsJump is no part of any plan, even when a plain run takes it.
        var marked = level
        marked.crates[1].needsJump = true
        #expect(
            MoveGraph(marked).planning(marked) == PlanningFigures(bestCoins: 10, bestCrates: [3], nearestCoins: 9, richestCoins: 10))
    }

    @Test func aBudgetBelowParHasNoPlanAndTooManyCratesAreNotSearched() throws {
        var level = Self.comb(
            """
            +---+---+---+
            | S   $   E |
            +---+---+---+
            """, coins: [4], slack: 0)
        #expect(MoveGraph(level).planning(level) == PlanningFigures(bestCoins: 4, bestCrates: [0], nearestCoins: 4, richestCoins: 4))
        level.budget = level.par - 1
        #expect(MoveGraph(level).planning(level) == PlanningFigures(bestCoins: 0, bestCrates: [], nearestCoins: 0, richestCoins: 0))
        level.crates = Array(repeating: Crate(cell: 1, coins: 1), count: ItemPar.maximumItemCount + 1)
        #expect(MoveGraph(level).planning(level) == nil)
        level.crates[0].needsJump = true
        #expect(MoveGraph(level).planning(level) != nil)
    }
}
