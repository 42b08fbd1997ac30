import MazeKit
import Testing

@testable import GameEngine

/// Independent answers for the design solvers: every action sequence tried through the rules'
/// own reducer (`GameState.apply`), in order of moves used, states told apart by everything but
/// the moves used (position, items taken, power-ups left, walls).
enum DesignBruteForce {
    /// A state told apart by everything but the moves used; on a level with timed crates, by the
    /// moves used too up to the last deadline (a state reached later may take fewer of them;
    /// past the last deadline every timed crate is taken or gone, and time no longer matters).
    static func key(_ state: GameState) -> Snapshot {
        var snapshot = Snapshot(state)
        let last = state.level.crates.compactMap(\.deadline).max() ?? 0
        snapshot.movesUsed = min(state.movesUsed, last)
        return snapshot
    }

    /// Every state reachable from the level's start with `inventory`, with the least moves that
    /// reach it, explored up to `limit` moves; won states are kept (they end a run).
    static func explore(_ level: Level, inventory: Inventory = Inventory(), limit: Int, from start: GameState? = nil) -> [(GameState, Int)]
    {
        var best: [Snapshot: Int] = [:]
        var buckets: [[GameState]] = Array(repeating: [], count: limit + 3)
        var reached: [(GameState, Int)] = []
        let first = start ?? GameState(level: level, inventory: inventory)
        best[key(first)] = first.movesUsed
        buckets[first.movesUsed].append(first)
        for used in 0...limit {
            // A Demolish costs nothing, so the bucket may grow while it is worked through.
            var i = 0
            while i < buckets[used].count {
                let state = buckets[used][i]
                i += 1
                guard best[key(state)] == used else { continue }
                reached.append((state, used))
                guard state.status == .playing else { continue }
                var actions = Direction.ordered.map(Action.move)
                if state.inventory.jumps > 0 { actions += Direction.ordered.map(Action.jump) }
                if state.inventory.demolishes > 0 { actions += Direction.ordered.map(Action.demolish) }
                for action in actions {
                    var next = state
                    let events = next.apply(action)
                    if events.contains(where: { if case .refused = $0 { true } else if case .bumpedWall = $0 { true } else { false } }) {
                        continue
                    }
                    guard next.movesUsed <= limit else { continue }
                    let seen = key(next)
                    if let known = best[seen], known <= next.movesUsed { continue }
                    best[seen] = next.movesUsed
                    buckets[next.movesUsed].append(next)
                }
            }
        }
        return reached
    }

    /// The least moves of a won run that took every item whose index (crates first, then gems)
    /// is in `wanted`, with `inventory`.
    static func leastWin(_ level: Level, inventory: Inventory = Inventory(), taking wanted: [Int] = [], limit: Int) -> Int? {
        explore(level, inventory: inventory, limit: limit)
            .filter { state, _ in state.status == .won && wanted.allSatisfy { taken(state)[$0] } }
            .map(\.1).min()
    }

    /// Expects `table`'s item par of every subset of its items (crates first, then gems) to be
    /// the least moves of the won runs `wins` (from `explore`) that took it; the subsets some
    /// win takes.
    static func expectItemPar(
        _ table: ItemPar, agreesWith wins: [(GameState, Int)], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var checked = 0
        for mask in 0..<(1 << table.items.count) {
            let wanted = table.items.indices.filter { mask & 1 << $0 != 0 }
            let brute = wins.filter { state, _ in wanted.allSatisfy { taken(state)[$0] } }.map(\.1).min()
            #expect(table.moves(takingMask: mask) == brute, "\(name) subset \(wanted)", sourceLocation: sourceLocation)
            if brute != nil { checked += 1 }
        }
        return checked
    }

    /// Items taken, crates first, then gems.
    static func taken(_ state: GameState) -> [Bool] { state.openedCrates + state.foundGems }

    /// A small random level built by `LevelBuilder` from a random spec: any algorithm, braided
    /// (loops) or not, ice, mud, crates and gems.
    static func builtLevel(_ seed: UInt64) throws -> Level {
        var rng = SeededRandom(seed: seed)
        var spec = LevelSpec(
            id: 0, name: "random", seed: seed, width: 2 + rng.below(4), height: 2 + rng.below(3),
            algorithm: Algorithm.allCases[rng.below(12)])
        if rng.chance(0.5) { spec.braid = rng.unitInterval() }
        spec.ice = rng.unitInterval() * 0.5
        spec.mud = rng.unitInterval() * 0.4
        // Ice and mud together stay within the 0.8 a level allows (docs/formats.md, "Limits").
        if spec.ice + spec.mud > 0.8 { spec.mud = 0.8 - spec.ice }
        spec.crates = rng.below(3)
        spec.gems = rng.below(2)
        spec.budget = 1_000
        return try LevelBuilder.build(spec)
    }

    /// `builtLevel(seed)` with 2–3 crates, of which one or two are timed: a deadline of the
    /// least moves that enter the crate, from one less (never taken) to three more.
    static func timedLevel(_ seed: UInt64) throws -> Level {
        var rng = SeededRandom(seed: seed, stream: 11)
        var level = try builtLevel(seed)
        let cells = level.maze.cellCount
        while level.crates.count < 2 + rng.below(2) {
            let cell = rng.below(cells)
            if !level.crates.contains(where: { $0.cell == cell }) && !level.gems.contains(cell) {
                level.crates.append(Crate(cell: cell, coins: 1 + rng.below(9)))
            }
        }
        level.crates.sort { $0.cell < $1.cell }
        let reach = MoveGraph(level).reach(from: level.start)
        for i in level.crates.indices where i == 0 || rng.chance(0.4) {
            let earliest = Int(reach[level.crates[i].cell])
            level.crates[i].deadline = max(0, (earliest < 0 ? 3 : earliest) - 1 + rng.below(5))
        }
        level.budget = (MoveGraph(level).solve(from: level.start).par ?? 0) + rng.below(2 * cells)
        return level
    }

    /// Two rows joined at random, mud mostly on the top one (the short way from start to exit)
    /// and ice on both: where terrain and distance compete.
    static func loopyLevel(_ seed: UInt64) throws -> Level {
        var rng = SeededRandom(seed: seed)
        let width = 4 + rng.below(4)
        var maze = Maze(width: width, height: 2)
        for x in 0..<width - 1 {
            maze.link(x, .east)
            if rng.chance(0.8) { maze.link(width + x, .east) }
        }
        for x in 0..<width where x == 0 || x == width - 1 || rng.chance(0.4) { maze.link(x, .south) }
        let terrain = (0..<2 * width).map { cell -> Terrain in
            guard cell != 0, cell != width - 1 else { return .floor }
            let r = rng.unitInterval()
            return r < (cell < width ? 0.6 : 0.1) ? .mud : r < 0.7 ? .floor : .ice
        }
        let spec = LevelSpec(id: 0, name: "loopy", seed: seed, width: width, height: 2, algorithm: .recursiveBacktracker)
        let crates = rng.chance(0.5) ? [Crate(cell: width + rng.below(width), coins: 1)] : []
        return Level(
            id: 0, name: "loopy", spec: spec, maze: maze, terrain: terrain, start: 0, exit: width - 1,
            crates: crates, gems: [], par: 0, budget: 1_000)
    }

    /// A small random level with free-form terrain and items on random cells (start included):
    /// the exit may be unreachable, items may be traps.
    static func freeLevel(_ seed: UInt64) throws -> Level {
        var level = try ParSolverTests.randomLevel(seed)
        var rng = SeededRandom(seed: seed, stream: 99)
        let cells = level.maze.cellCount
        level.crates = (0..<rng.below(3)).map { _ in Crate(cell: rng.below(cells), coins: 1) }
        level.gems = (0..<rng.below(2)).map { _ in rng.below(cells) }
        return level
    }
}
