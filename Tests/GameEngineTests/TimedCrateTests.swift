import MazeKit
import Testing

@testable import GameEngine

/// Timed crates (docs/rules.md, "Timed crates"): the rule in `GameState`, and every solver that
/// takes items (item par, plain runs, the greedy players, one Jump, one Demolish, the scout's
/// way from the middle of an attempt) against brute force through the reducer, whose states are
/// told apart by the moves used up to the last deadline.
@Suite struct TimedCrateTests {
    static let levels: [(String, Level)] = {
        do {
            return try (UInt64(0)..<120).map { ("timed \($0)", try DesignBruteForce.timedLevel($0 + 400)) }
        } catch {
            preconditionFailure("a random level does not build: \(error)")
        }
    }()

    static func limit(_ level: Level) -> Int { 6 * level.maze.cellCount }

    /// `level` with a budget no search here reaches, for the solvers that ignore the budget.
    static func unbounded(_ level: Level) -> Level {
        var wide = level
        wide.budget = 1_000
        return wide
    }

    /// A corridor S . $ . . E with the crate two moves in, due by move `deadline`.
    static func corridor(deadline: Int) -> Level {
        var level = PlanningTests.comb(
            """
            +---+---+---+---+---+---+
            | S       $           E |
            +---+---+---+---+---+---+
            """, coins: [9], slack: 4)
        level.crates[0].deadline = deadline
        return level
    }

    @Test func aTimedCrateIsTakenByItsDeadlineAndGoneAfter() {
        // Due by move 2: the second move enters it and takes it.
        var state = GameState(level: Self.corridor(deadline: 2))
        state.apply(.move(.east))
        #expect(!state.isGone(0))
        #expect(state.apply(.move(.east)).contains(.crateOpened(index: 0, coins: 9)))
        // Due by move 1: the first move leaves it behind; the second enters a crate that is gone.
        var late = GameState(level: Self.corridor(deadline: 1))
        #expect(late.apply(.move(.east)) == [.moved(direction: .east, path: [1], cost: 1), .crateGone(index: 0)])
        #expect(late.isGone(0))
        #expect(late.apply(.move(.east)) == [.moved(direction: .east, path: [2], cost: 1)])
        #expect(!late.openedCrates[0] && late.coinsCollected == 0)
        // Undone by a restart: the clock starts again.
        late.apply(.restart)
        #expect(!late.isGone(0))
        // A crate without a deadline never goes.
        var plain = GameState(level: Self.corridor(deadline: 1))
        plain = GameState(
            level: {
                var l = plain.level
                l.crates[0].deadline = nil
                return l
            }())
        for _ in 0..<3 { plain.apply(.move(.west)) }
        #expect(!plain.isGone(0))
    }

    @Test func itemParAndPlainRunsAgreeWithBruteForce() throws {
        var checked = 0, late = 0
        for (name, level) in Self.levels.map({ ($0, Self.unbounded($1)) }) {
            let items = level.crates.map(\.cell) + level.gems
            let graph = MoveGraph(level)
            let table = try #require(graph.itemPar(from: level.start, items: items))
            let wins = DesignBruteForce.explore(level, limit: Self.limit(level)).filter { $0.0.status == .won }
            checked += DesignBruteForce.expectItemPar(table, agreesWith: wins, name)
            let detours = graph.detourCosts(from: level.start, to: items)
            for i in items.indices { #expect(table.plainRun(i) == detours[i], "\(name) item \(i)") }
            // A timed crate some run enters too late to take: the sample holds real misses.
            let reach = graph.reach(from: level.start)
            if level.crates.contains(where: { c in c.deadline.map { reach[c.cell] > Int32($0) } ?? false }) { late += 1 }
            // Item routes replay through the rules and take what they promise.
            if let route = graph.itemRoute(from: level.start, taking: level.crates.map(\.cell)) {
                let state = Replay.simulate(level: level, inventory: Inventory(), inputs: route)
                #expect(state.status == .won && state.openedCrates.allSatisfy { $0 }, "\(name)")
            }
        }
        #expect(checked > 300 && late > 15, "\(checked) subsets, \(late) levels with a crate out of time")
    }

    @Test func theGreedyPlayersAndTheBestPlanAgreeWithBruteForce() throws {
        for (name, level) in Self.levels.prefix(60) {
            let graph = MoveGraph(level)
            let figures = try #require(graph.planning(level), "\(name)")
            let wins = DesignBruteForce.explore(level, limit: level.budget).map(\.0).filter { $0.status == .won }
            #expect(figures.bestCoins == wins.map(PlanningTests.plainCoins).max() ?? 0, "\(name)")
            let toExit = (0..<level.maze.cellCount).map { cell -> Int? in
                var from = level
                (from.start, from.crates, from.gems, from.budget) = (cell, [], [], 4 * level.maze.cellCount)
                return cell == level.exit ? 0 : DesignBruteForce.leastWin(from, limit: from.budget)
            }
            for choice in GreedyChoice.allCases {
                let run = graph.greedyRun(level, choice)
                var state = GameState(level: level)
                for leg in run.legs {
                    let expected = PlanningTests.bruteForcePick(state, choice, toExit: toExit)
                    #expect(leg.target == expected?.crate, "\(name) \(choice) at \(state.position) after \(state.movesUsed)")
                    for action in leg.actions { state.apply(action) }
                }
                #expect(state == run.state, "\(name) \(choice)")
            }
        }
    }

    @Test(arguments: [Inventory(jumps: 1), Inventory(demolishes: 1)])
    func onePowerUpTakingATimedCrateAgreesWithBruteForce(inventory: Inventory) throws {
        for (name, level) in Self.levels.prefix(50).map({ ($0, Self.unbounded($1)) }) {
            let graph = MoveGraph(level)
            let timed = try #require(level.crates.firstIndex { $0.deadline != nil })
            let cell = level.crates[timed].cell
            let route =
                inventory.jumps > 0 ? graph.bestJump(from: level.start, taking: cell) : graph.bestDemolish(from: level.start, taking: cell)
            let brute = DesignBruteForce.leastWin(level, inventory: inventory, taking: [timed], limit: Self.limit(level))
            #expect(route.moves == brute, "\(name)")
            try DesignSolverTests.expectWins(route, level, inventory, taking: timed, name)
        }
    }

    /// The scout's way from the middle of an attempt counts deadlines from the moves used.
    @Test func aWayFromTheMiddleOfAnAttemptCountsTheMovesUsed() {
        let level = Self.corridor(deadline: 4)
        var state = GameState(level: level)
        state.apply(.move(.east))
        state.apply(.move(.west))
        // Two moves used, two more to the crate: it is taken at move 4, in time, and three more
        // reach the exit.
        let graph = MoveGraph(level)
        #expect(graph.itemRoute(from: state.position, taking: [level.crates[0].cell], elapsed: state.movesUsed)?.count == 5)
        state.apply(.move(.east))
        state.apply(.move(.west))
        // Four used: too late for any way.
        #expect(graph.itemRoute(from: state.position, taking: [level.crates[0].cell], elapsed: state.movesUsed) == nil)
        #expect(state.isGone(0))
    }
}
