import MazeKit
import Testing

@testable import GameEngine

/// The design solvers (`Sources/GameEngine/Design`) against brute force through the rules'
/// reducer, on small random levels (built from random specs, free-form ones with items on any
/// cell, and both with gates, portals, belts and tunnels), and on hand-drawn levels whose
/// answers can be read off the picture.
@Suite struct DesignSolverTests {
    /// The levels of seeds `range`, five kinds a seed; seeds below 150 come from `shared`.
    static func levels(_ range: Range<UInt64>) throws -> [(String, Level)] {
        guard range.lowerBound == 0, range.upperBound <= sharedSeeds else { return try make(range) }
        return Array(shared.prefix(shared.count / Int(sharedSeeds) * Int(range.upperBound)))
    }

    /// The levels of seeds 0..<150, built once a test process: several brute forces here and in
    /// BoundedCostTests sweep a prefix of them.
    static let shared: [(String, Level)] = {
        do { return try make(0..<sharedSeeds) } catch { preconditionFailure("a random level does not build: \(error)") }
    }()
    static let sharedSeeds: UInt64 = 150

    static func make(_ range: Range<UInt64>) throws -> [(String, Level)] {
        try range.flatMap { seed in
            [
                ("built \(seed)", try DesignBruteForce.builtLevel(seed)), ("free \(seed)", try DesignBruteForce.freeLevel(seed + 50_000)),
                ("loopy \(seed)", try DesignBruteForce.loopyLevel(seed + 90_000)),
                ("fixtures \(seed)", RandomFixtures.adding(to: try DesignBruteForce.freeLevel(seed + 70_000), seed: seed)),
                ("built with fixtures \(seed)", try RandomFixtures.builtLevel(seed + 30_000)),
            ]
        }
    }

    static func limit(_ level: Level) -> Int { 10 * level.maze.cellCount }

    // MARK: - Item par

    /// Item par (at least a subset) and item runs (exactly a subset, with the run itself).
    @Test func itemParAndItemRunsOfEverySubsetAgreeWithBruteForce() throws {
        var checked = 0
        for (name, level) in try Self.levels(0..<150) {
            let items = level.crates.map(\.cell) + level.gems
            let graph = MoveGraph(level)
            let table = try #require(graph.itemPar(from: level.start, items: items))
            let runs = try #require(graph.itemRuns(from: level.start, items: items))
            let wins = DesignBruteForce.explore(level, limit: Self.limit(level)).filter { $0.0.status == .won }
            checked += DesignBruteForce.expectItemPar(table, agreesWith: wins, name)
            for mask in 0..<(1 << items.count) {
                let wanted = items.indices.filter { mask & 1 << $0 != 0 }
                let exactly = items.indices.map { mask & 1 << $0 != 0 }
                let run = runs.run(takingExactly: mask)
                #expect(run?.moves == wins.filter { DesignBruteForce.taken($0.0) == exactly }.map(\.1).min(), "\(name) exactly \(wanted)")
                if let run {
                    let state = Replay.simulate(level: level, inventory: Inventory(), inputs: run.actions)
                    #expect(
                        state.status == .won && state.movesUsed == run.moves && DesignBruteForce.taken(state) == exactly,
                        "\(name) exactly \(wanted)")
                }
            }
            #expect(table.par == graph.solve(from: level.start).par, "\(name)")
            // The plain-run cost of each item is the item par of that item alone.
            let detours = graph.detourCosts(from: level.start, to: items)
            for i in items.indices { #expect(table.plainRun(i) == detours[i], "\(name) item \(i)") }
        }
        #expect(checked > 400)
    }

    @Test func itemParRefusesTooManyItems() throws {
        let level = try DesignBruteForce.builtLevel(1)
        let graph = MoveGraph(level)
        #expect(graph.itemPar(from: level.start, items: Array(repeating: level.exit, count: ItemPar.maximumItemCount + 1)) == nil)
        #expect(graph.itemPar(from: level.start, items: Array(repeating: level.exit, count: ItemPar.maximumItemCount)) != nil)
        #expect(graph.itemRuns(from: level.start, items: Array(repeating: level.exit, count: ItemPar.maximumItemCount + 1)) == nil)
    }

    // MARK: - Traps

    @Test func trapsAgreeWithBruteForce() throws {
        var trapped = 0, trapItems = 0
        for (name, built) in try Self.levels(0..<60) {
            // The builder never places an item in a trap, so one more dead end is tried too.
            var level = built
            level.gems += level.maze.deadEnds.filter { $0 != level.start && $0 != level.exit && !level.gems.contains($0) }.suffix(1)
            let items = level.crates.map(\.cell) + level.gems
            let traps = MoveGraph(level).traps(from: level.start, items: items)
            let states = DesignBruteForce.explore(level, limit: Self.limit(level))
            // A cell is a trap when the player can stand on it (the key taken or not) and no win
            // follows from there.
            let standing = Set(states.filter { $0.0.position != level.exit }.map { [$0.0.position, $0.0.keyTaken ? 1 : 0] })
            let expected = Set(
                standing.filter { stand in
                    var from = level
                    from.start = stand[0]
                    if stand[1] == 1 { from.fixtures = level.fixtures.unlocked }
                    return ParSolverTests.bruteForcePar(from, limit: 4 * level.maze.cellCount) == nil
                }.map { $0[0] }
            ).sorted()
            #expect(traps.cells == expected, "\(name)")
            trapped += traps.cells.isEmpty ? 0 : 1
            for i in items.indices {
                let taken = states.contains { DesignBruteForce.taken($0.0)[i] }
                let won = states.filter { $0.0.status == .won && DesignBruteForce.taken($0.0)[i] }.map(\.1).min()
                let reach: Traps.ItemReach = won.map(Traps.ItemReach.run) ?? (taken ? .trap : .unreachable)
                #expect(traps.items[i] == reach, "\(name) item \(i)")
                if reach == .trap { trapItems += 1 }
            }
        }
        #expect(trapped >= 6 && trapItems > 3, "\(trapped) levels with traps, \(trapItems) trap items")  // the sample has traps to find
    }

    // MARK: - Power-ups

    @Test(arguments: [Inventory(jumps: 1), Inventory(demolishes: 1)])
    func onePowerUpAgreesWithBruteForce(inventory: Inventory) throws {
        var saved = 0
        for (name, level) in try Self.levels(0..<40) {
            let graph = MoveGraph(level)
            let targets: [Int?] = [nil] + (level.crates.map(\.cell) + level.gems).prefix(1).map(Optional.some)
            for (t, target) in targets.enumerated() {
                let route =
                    inventory.jumps > 0
                    ? graph.bestJump(from: level.start, taking: target) : graph.bestDemolish(from: level.start, taking: target)
                let brute = DesignBruteForce.leastWin(level, inventory: inventory, taking: t == 0 ? [] : [0], limit: Self.limit(level))
                #expect(route.moves == brute, "\(name) target \(String(describing: target))")
                try Self.expectWins(route, level, inventory, taking: t == 0 ? nil : 0, name)
                if let moves = route.moves, let par = graph.solve(from: level.start).par, t == 0, moves < par {
                    saved += 1
                    #expect(route.cell != nil && route.powerUp != nil, "\(name)")
                }
                // Asked only whether a total within a bound exists, Demolish answers the same.
                if inventory.demolishes > 0, let moves = route.moves {
                    #expect(graph.bestDemolish(from: level.start, taking: target, within: moves).moves == moves, "\(name)")
                }
            }
        }
        #expect(saved > 30)
    }

    /// A leap's measures (`LevelKind.leap`): the least moves taking every crate with at most
    /// one Jump, and the most coins one run takes within the budget with at most one Jump.
    @Test func oneJumpTakingEveryCrateAndTheBestJumpPlanAgreeWithBruteForce() throws {
        var helped = 0
        for (name, level) in try Self.levels(0..<40) {
            let graph = MoveGraph(level)
            let wins = DesignBruteForce.explore(level, inventory: Inventory(jumps: 1), limit: Self.limit(level)).filter {
                $0.0.status == .won
            }
            let route = graph.bestJump(from: level.start, takingAll: level.crates.map(\.cell))
            #expect(route.moves == wins.filter { $0.0.openedCrates.allSatisfy { $0 } }.map(\.1).min(), "\(name)")
            if let moves = route.moves {
                let state = Replay.simulate(level: level, inventory: Inventory(jumps: 1), inputs: route.actions)
                #expect(state.status == .won && state.movesUsed == moves && state.openedCrates.allSatisfy { $0 }, "\(name)")
                let onFoot = graph.itemPar(from: level.start, items: level.crates.map(\.cell))?.treasurePar
                if onFoot.map({ moves < $0 }) ?? true { helped += 1 }
            }
            var allowance = WorkAllowance.unlimited
            let plan = graph.bestJumpPlan(level, allowance: &allowance)
            let within = wins.filter { $0.1 <= level.budget }.map { ($0.0.coinsCollected, $0.1) }
            let coins = within.map(\.0).max()
            #expect(plan?.coins == coins, "\(name)")
            #expect(plan?.moves == within.filter { $0.0 == coins }.map(\.1).min(), "\(name)")
        }
        #expect(helped > 20)
    }

    /// The route, replayed through the reducer with `inventory`, wins in exactly its moves
    /// (having taken item `item`, crates first, when asked).
    static func expectWins(_ route: PowerUpRoute, _ level: Level, _ inventory: Inventory, taking item: Int?, _ name: String) throws {
        guard let moves = route.moves else { return }
        var state = GameState(level: level, inventory: inventory)
        for action in route.actions { state.apply(action) }
        #expect(state.status == .won && state.movesUsed == moves, "\(name): \(route.actions.map(\.notation).joined())")
        if let item { #expect(DesignBruteForce.taken(state)[item], "\(name)") }
    }

    // MARK: - Wrong turns

    @Test func worstWrongTurnFollowsItsDefinition() throws {
        var found = 0
        for (name, level) in try Self.levels(0..<150) {
            let graph = MoveGraph(level)
            let expected = Self.bruteForceWorstWrongTurn(level)
            let turn = graph.worstWrongTurn(from: level.start)
            #expect(turn?.cost == expected, "\(name)")
            if turn != nil { found += 1 }
        }
        #expect(found > 100)
    }

    /// The definition of `WrongTurn`, with each distance found by brute force through the
    /// reducer: for every move off the route from a cell the route stands on, the cheapest run
    /// into its branch to a dead end and on to the exit, over par; the largest of those.
    static func bruteForceWorstWrongTurn(_ level: Level) -> Int? {
        let solution = MoveGraph(level).solve(from: level.start)
        guard let par = solution.par else { return nil }
        var route = GameState(level: level)
        var onRoute: Set<Int> = [level.start]
        var stands = [route]
        for move in solution.moves {
            for case let .moved(_, path, _) in route.apply(.move(move)) { onRoute.formUnion(path) }
            if route.status == .playing { stands.append(route) }
        }
        var worst: Int?
        for state in stands {
            for direction in Direction.ordered {
                var turn = state
                guard case .moved = turn.apply(.move(direction)).first, !onRoute.contains(turn.position) else { continue }
                // The branch: states reachable without standing on the route, told apart by
                // where they stand and whether the key is taken (the doors open).
                let cells = level.maze.cellCount
                func stand(_ state: GameState) -> Int { state.position + (state.keyTaken ? cells : 0) }
                var cheapest: Int?
                var seen: [Int: Int] = [stand(turn): turn.movesUsed]
                var frontier = [turn]
                while let current = frontier.popLast() {
                    if current.maze.linkCount(current.position) == 1 {
                        var rest = level
                        rest.start = current.position
                        rest.fixtures = current.fixtures
                        if let back = ParSolverTests.bruteForcePar(rest, limit: 4 * level.maze.cellCount) {
                            cheapest = min(cheapest ?? .max, current.movesUsed + back - par)
                        }
                    }
                    for d in Direction.ordered {
                        var next = current
                        guard case .moved = next.apply(.move(d)).first, next.status == .playing, !onRoute.contains(next.position) else {
                            continue
                        }
                        if let known = seen[stand(next)], known <= next.movesUsed { continue }
                        seen[stand(next)] = next.movesUsed
                        frontier.append(next)
                    }
                }
                if let cheapest { worst = max(worst ?? .min, cheapest) }
            }
        }
        return worst
    }

    // MARK: - Route choice

    @Test func routeChoiceAgreesWithBruteForce() throws {
        var chosen = 0
        for (name, level) in try Self.levels(0..<60) {
            let choice = MoveGraph(level).routeChoice(from: level.start)
            // For every move count of a run to the exit, the fewest cells such a run enters: a
            // search over (cell, moves used) in order of moves, through the reducer, keeping the
            // fewest cells entered to reach each (a run on from there does not depend on them).
            let n = level.maze.cellCount, limit = 2 * n + 2
            var best: [Int: Int] = [:]  // moves -> fewest cells
            var budgeted = level
            budgeted.budget = limit + 2
            // States told apart by where they stand, the moves used and whether the key is taken.
            var fewest: [[Int]: Int] = [[level.start, 0, 0]: 0]
            var buckets: [[(GameState, Int)]] = Array(repeating: [], count: limit + 3)
            buckets[0] = [(GameState(level: budgeted), 0)]
            for used in 0...limit {
                // (A state reached again with fewer cells entered replaced the one before.)
                for (state, cells) in buckets[used] where fewest[[state.position, used, state.keyTaken ? 1 : 0]] == cells {
                    for direction in Direction.ordered {
                        var next = state
                        guard case let .moved(_, path, _) = next.apply(.move(direction)).first, next.movesUsed <= limit else { continue }
                        let m = next.movesUsed, c = cells + path.count
                        if next.status == .won {
                            best[m] = min(best[m] ?? .max, c)
                            continue
                        }
                        let seen = [next.position, m, next.keyTaken ? 1 : 0]
                        if let known = fewest[seen], known <= c { continue }
                        fewest[seen] = c
                        buckets[m].append((next, c))
                    }
                }
            }
            guard let par = best.keys.min() else {
                #expect(choice == nil, "\(name)")
                continue
            }
            let fewestCells = try #require(best.values.min())
            #expect(choice == RouteChoice(par: par, fewestCells: fewestCells, fewestCellsAtPar: best[par] ?? -1), "\(name)")
            if choice?.terrainChoosesRoute == true { chosen += 1 }
        }
        #expect(chosen >= 8)
    }
}
