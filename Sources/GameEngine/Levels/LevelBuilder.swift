import MazeKit

/// Builds a `Level` from a `LevelSpec` (docs/rules.md, "Levels"): maze, start and exit, terrain, crates, gems,
/// par and budget. Deterministic: each concern draws from its own stream of
/// (seed, generator version), so changing how crates are placed can never move the ice.
public enum LevelBuilder {
    /// Stream names, one per concern.
    enum Stream: UInt64 {
        case maze = 1
        case braid
        case terrain
        case crates
        case fixtures
        /// Generator 7's second draws of crate values (`secondDraws`): a stream of their own, so
        /// the crates' cells, the ledges and the gems are drawn as before.
        case values
    }

    static func random(_ spec: LevelSpec, _ stream: Stream) -> SeededRandom {
        SeededRandom(seed: spec.seed, stream: UInt64(streamGeneration(of: spec.generatorVersion)) << 8 | stream.rawValue)
    }

    /// The generator whose streams `generator` draws from: generator 5 changed only how crate
    /// values and the budget are chosen from the same draws, so it keeps generator 4's streams
    /// (and a seed keeps its maze, terrain, fixtures and crate cells).
    static func streamGeneration(of generator: Int) -> Int { generator >= 5 ? 4 : generator }

    /// Builds the level.
    /// - Throws: `LevelBuildError` when a field is out of range, the maze cannot be made, the
    ///   mask or a point is wrong, or the exit cannot be reached.
    /// - Complexity: O(cells + total slide and jump length).
    public static func build(_ spec: LevelSpec) throws(LevelBuildError) -> Level {
        try build(spec, keepingDecoration: false)
    }

    /// `build(_:)`; `keepingDecoration`: without taking out the fixtures that change nothing
    /// (`withoutDecoration(_:)`), the level as it stood before generator 8, for a search that
    /// screens many candidates quickly and builds the one it keeps again.
    static func build(_ spec: LevelSpec, keepingDecoration: Bool) throws(LevelBuildError) -> Level {
        build(spec, keepingDecoration: keepingDecoration, from: try layout(spec))
    }

    /// `build(_:keepingDecoration:)` from `spec`'s layout (`layout(_:)`), made already: a
    /// search reads a candidate's par from it before placing the items, and builds on it only
    /// the candidates whose par it keeps.
    static func build(_ spec: LevelSpec, keepingDecoration: Bool, from layout: Layout) -> Level {
        let (graph, start, par) = (layout.graph, layout.start, layout.par)
        // The most spare moves the design allows; without a fixed budget, the crates set it.
        let spareCap = spec.budget.map { $0 - par } ?? Int((Double(par) * spec.slack).rounded(.up))
        var crateRandom = random(spec, .crates)
        let (crates, gems, spare) = placeItems(
            graph: graph, start: start, par: par, spareCap: spareCap, fixed: spec.budget != nil, spec: spec, using: &crateRandom)
        let budget = spec.budget ?? par + spare
        var level = Level(
            id: spec.id, name: spec.name, spec: spec, maze: layout.maze, terrain: layout.terrain, start: start, exit: layout.exit,
            crates: crates, gems: gems, par: par, budget: budget)
        level.fixtures = layout.fixtures
        if !keepingDecoration, spec.generatorVersion >= undecoratedFrom { level.fixtures = withoutDecoration(level) }
        return level
    }

    /// A level's maze, terrain and fixtures, its start and exit, its move graph and par: all of
    /// it but the items and the budget (items do not change par).
    struct Layout {
        var maze: Maze
        var terrain: [Terrain]
        var start: Int
        var exit: Int
        var fixtures: Fixtures
        var graph: MoveGraph
        var par: Int
    }

    /// The layout of the level `spec` builds.
    /// - Throws: as `build(_:)` does for the ranges, the maze, the points and the exit.
    /// - Complexity: O(cells + total slide length).
    static func layout(_ spec: LevelSpec) throws(LevelBuildError) -> Layout {
        // Every reader checks the ranges already; this keeps a spec made in code from trapping
        // deeper down (a braid over 1, say).
        if let problem = spec.buildingRangeProblem() { throw .outOfRange(id: spec.id, problem) }
        // Maze.
        var mask: Mask?
        if let name = spec.mask {
            guard let found = try? MaskCatalog.mask(named: name) else { throw .unknownMask(id: spec.id, name: name) }
            mask = found
        }
        var mazeRandom = random(spec, .maze)
        var maze: Maze
        do {
            maze = try Maze.generate(spec.algorithm, width: spec.width, height: spec.height, mask: mask, using: &mazeRandom)
        } catch {
            throw .maze(id: spec.id, error)
        }
        if spec.braid > 0 {
            var braidRandom = random(spec, .braid)
            maze.braid(spec.braid, using: &braidRandom)
        }

        // Start and exit: the ends of the longest path unless given.
        let ends = maze.longestPath()
        let start = try cell(spec.start, field: "start", default: ends.start, maze: maze, id: spec.id)
        let exit = try cell(spec.exit, field: "exit", default: ends.end, maze: maze, id: spec.id)
        guard start != exit else { throw .startIsExit(id: spec.id) }

        // Terrain, then fixtures; the items follow in `build`, placed by what their detours
        // cost in moves.
        var terrainRandom = random(spec, .terrain)
        var terrain = growTerrain(maze: maze, ice: spec.ice, mud: spec.mud, keep: [start, exit], using: &terrainRandom)
        keepTheWayOpen(&terrain, maze: maze, from: start, to: exit)
        var fixtureRandom = random(spec, .fixtures)
        let fixtures = placeFixtures(maze: maze, terrain: &terrain, start: start, exit: exit, spec: spec, using: &fixtureRandom)
        let graph = MoveGraph(maze: maze, terrain: terrain, exit: exit, fixtures: fixtures)
        guard let par = graph.solve(from: start).par else { throw .exitUnreachable(id: spec.id) }
        return Layout(maze: maze, terrain: terrain, start: start, exit: exit, fixtures: fixtures, graph: graph, par: par)
    }

    private static func cell(_ point: GridPoint?, field: String, default fallback: Int, maze: Maze, id: Int) throws(LevelBuildError) -> Int
    {
        guard let point else { return fallback }
        guard point.x >= 0, point.y >= 0, point.x < maze.width, point.y < maze.height,
            maze.isEnabled(maze.index(x: point.x, y: point.y))
        else {
            throw .badPoint(id: id, field: field, x: point.x, y: point.y)
        }
        return maze.index(x: point.x, y: point.y)
    }

    // MARK: - Terrain

    /// Ice, then mud, grown as blobs of 2–7 cells from random seeds until each covers its share
    /// of the enabled cells. Cells in `keep` stay floor.
    /// - Complexity: O(cells).
    static func growTerrain(maze: Maze, ice: Double, mud: Double, keep: [Int], using rng: inout SeededRandom) -> [Terrain] {
        var terrain = [Terrain](repeating: .floor, count: maze.cellCount)
        var free = [Bool](repeating: false, count: maze.cellCount)
        for cell in 0..<maze.cellCount where maze.isEnabled(cell) { free[cell] = true }
        for cell in keep { free[cell] = false }
        let enabled = maze.enabledCellCount
        for (kind, share) in [(Terrain.ice, ice), (.mud, mud)] where share > 0 {
            var remaining = Int((Double(enabled) * share).rounded())
            var seeds = (0..<maze.cellCount).filter { free[$0] }
            rng.permute(&seeds)
            var next = 0
            while remaining > 0, next < seeds.count {
                let seed = seeds[next]
                next += 1
                guard free[seed] else { continue }
                // One blob: grow from a random frontier cell.
                var size = min(remaining, 2 + rng.below(6))
                var frontier = [seed]
                while size > 0, !frontier.isEmpty {
                    let i = rng.below(frontier.count)
                    let cell = frontier[i]
                    frontier.swapAt(i, frontier.count - 1)
                    frontier.removeLast()
                    guard free[cell] else { continue }
                    free[cell] = false
                    terrain[cell] = kind
                    size -= 1
                    remaining -= 1
                    for direction in Direction.ordered {
                        if let n = maze.neighbour(of: cell, direction), free[n] { frontier.append(n) }
                    }
                }
            }
        }
        return terrain
    }

    /// Turns ice back to floor on every turn and junction of the maze path from start to exit.
    ///
    /// Ice anywhere else may send a slide past a side passage (that is the point of ice), but
    /// on the way to the exit it could make the exit unreachable. With only straight corridor
    /// pieces iced on that path, every slide along it stops at the path's next turn or
    /// junction, so the exit can always be reached and par never exceeds the path length.
    static func keepTheWayOpen(_ terrain: inout [Terrain], maze: Maze, from start: Int, to exit: Int) {
        guard let path = maze.path(from: start, to: exit) else { return }
        for cell in path where terrain[cell] == .ice {
            let open = maze.passages[cell]
            if open != 0b0101 && open != 0b1010 { terrain[cell] = .floor }
        }
    }

    // MARK: - Items

    /// Crates and gems on dead ends, and the spare moves (budget − par) the level is designed
    /// around (docs/rules.md, "Design figures", and docs/campaign.md, "Questions"):
    /// - crates on dead ends whose plain run (start → crate → exit) fits `spareCap`, chosen at
    ///   random, each holding coins that do not follow its detour: its detour times a rate of
    ///   1 to 5, plus 1 to 4 (so every crate pays at least what its detour costs in cash-in, and
    ///   values differ);
    /// - the spare moves: at least the largest crate detour (every crate fits on its own), then
    ///   the amount in `spareCap`'s range that makes the best question: the one where the best
    ///   plan beats both greedy players (nearest first, richest first) by the most, and not
    ///   every crate fits together, and where the level asks it (`asksUntold`), one that does
    ///   not tell the best plan's length (`untold`); ties go to fewer spare moves. A fixed
    ///   budget is kept;
    /// - a gem's detour is 40–100 % of the spare moves, the farthest such dead ends first;
    /// - `ledges` more crates sit where no plain run takes them within the budget but a run with
    ///   exactly one Jump does, holding that run's cost over par plus `Economy.ledgeReward`;
    ///   dead ends beyond a Time's reach on foot first (more than `Economy.timeMoveCount` past
    ///   the budget), so a ledge is a Jump's question before it is a Time's;
    /// - a dead end no run can take and still reach the exit (a trap) is never chosen.
    /// When too few dead ends qualify, fewer items are placed: never one that cannot be taken.
    /// `crateDepth` is kept for the file format and no longer used.
    /// - Complexity: O(cells + total slide and jump length) per spare amount tried, plus the
    ///   item-par table of the crates (2^crates × cells).
    static func placeItems(
        graph: MoveGraph, start: Int, par: Int, spareCap: Int, fixed: Bool, spec: LevelSpec, using rng: inout SeededRandom
    ) -> (crates: [Crate], gems: [Int], spare: Int) {
        guard spec.crates > 0 || spec.gems > 0 || spec.ledges > 0 else { return ([], [], spareCap) }
        let deadEnds = graph.maze.deadEnds.filter { $0 != start && $0 != graph.exit && !graph.fixtures.occupies($0) }
        let runs = graph.detourCosts(from: start, to: deadEnds)
        // (cell, detour) of every dead end some run takes within the most spare allowed.
        var fitting: [(cell: Int, detour: Int)] = zip(deadEnds, runs).compactMap { cell, run in
            guard let run, run - par <= spareCap, run > par else { return nil }
            return (cell, run - par)
        }
        rng.permute(&fitting)
        let chosen = Array(fitting.prefix(spec.crates)).sorted { $0.cell < $1.cell }
        // `valueDraws` draws of the crates' values (`untoldValueDraws` where the level asks for a
        // budget that does not tell, `asksUntold`); the question below keeps the best.
        let draws = Self.drawValues(asksUntold(spec) ? untoldValueDraws : valueDraws, for: chosen, using: &rng)
        var crates = draws[0]
        var spare = spareCap
        if !fixed && !chosen.isEmpty {
            let least = chosen.map(\.detour).max()!
            spare = least
            // Not the bare formula (par + the largest detour) when the design allows more:
            // the question sets the budget and the values. A level of campaign size tries up to
            // `budgetCandidates` spare amounts above the largest detour, evenly spread (or the
            // largest detour alone when the design allows no more), with each draw of values,
            // the item par of the crates searched once; a larger one (no question is designed
            // at that size) takes the first draw and the amount midway, so building stays
            // O(cells).
            if least < spareCap { spare = least + max(1, (spareCap - least) / 2) }
            if graph.maze.cellCount <= questionCells {
                var level = Level(
                    id: spec.id, name: spec.name, spec: spec, maze: graph.maze, terrain: graph.terrain, start: start,
                    exit: graph.exit, crates: crates, gems: [], par: par, budget: par)
                level.fixtures = graph.fixtures
                let table = graph.itemPar(from: start, items: crates.map(\.cell))
                let span = spareCap - least
                let count = min(span, budgetCandidates)
                let candidates = count == 0 ? [least] : (1...count).map { least + ($0 * span + count - 1) / count }
                var best: (score: Int, spare: Int, draw: Int)?
                // Only spare amounts that leave room for the gems' test of nerve (or the most).
                func roomForGems(_ candidate: Int) -> Bool {
                    let gemRoom = fitting.filter { choice in
                        !chosen.contains { $0.cell == choice.cell } && choice.detour <= candidate && 10 * choice.detour >= 4 * candidate
                    }
                    return gemRoom.count >= spec.gems || candidate >= spareCap
                }
                // Every spare amount with each of `draws` from `first` on; `best` keeps the best.
                // `sifted`: only draws where neither rule of thumb finds the best plan are scored.
                func ask(_ draws: [[Crate]], from first: Int, sifted: Bool = false) {
                    for candidate in candidates where roomForGems(candidate) {
                        level.budget = par + candidate
                        var players = QuickPlayers(graph: graph)
                        for (d, draw) in draws.enumerated() {
                            level.crates = draw
                            guard let score = questionScore(level, graph: graph, table: table, players: &players, sifted: sifted)
                            else { continue }
                            if best == nil || score > best!.score { best = (score, candidate, first + d) }
                        }
                    }
                }
                // Timed crates: the deadlines are part of the question (LevelBuilder+Timed); where
                // no deadline changes the best plan, the crates wait, as on any level.
                var timedAnswer: (score: Int, spare: Int, crates: [Crate])?
                if spec.timed > 0 {
                    let spares = candidates.filter(roomForGems)
                    timedAnswer = timedQuestion(level, graph: graph, draws: draws, spares: spares, timed: spec.timed)
                }
                if let timedAnswer {
                    spare = timedAnswer.spare
                    crates = timedAnswer.crates
                } else {
                    var allDraws = draws
                    ask(draws, from: 0)
                    // Generator 7: where a rule of thumb still finds the best plan of three crates or
                    // more, `secondDraws` more draws from a stream of their own are asked too.
                    if spec.generatorVersion >= 7, chosen.count >= 3, let found = best, found.score > -1000 {
                        level.budget = par + found.spare
                        level.crates = draws[found.draw]
                        // Generator 9: so too where the best plan uses the whole budget (`asksUntold`).
                        if let table,
                            Self.aRuleOfThumbFindsTheBestPlan(level, graph: graph, table: table)
                                || Self.theBudgetTellsTheBestPlan(level, graph: graph, table: table)
                        {
                            var valueRandom = random(spec, .values)
                            let more = Self.drawValues(secondDraws, for: chosen, using: &valueRandom)
                            allDraws += more
                            ask(more, from: draws.count, sifted: true)
                        }
                    }
                    if let best {
                        spare = best.spare
                        crates = allDraws[best.draw]
                    }
                }
            }
        }
        if spec.ledges > 0 {
            // Ledges: dead ends no plain run takes within the budget that one Jump brings within
            // it, in a shuffled order; the crate holds what its Jump run costs over par, plus
            // `Economy.ledgeReward`.
            var candidates = zip(deadEnds, runs).filter { cell, run in
                !chosen.contains { $0.cell == cell } && (run.map { $0 > par + spare } ?? true)
            }
            rng.permute(&candidates)
            // Those a Time's moves cannot reach on foot first, so a ledge stays a Jump's.
            let beyondTime = { (run: Int?) in (run ?? .max) > par + spare + Economy.timeMoveCount }
            let ledgeChoices = candidates.filter { beyondTime($0.1) }.map(\.0) + candidates.filter { !beyondTime($0.1) }.map(\.0)
            // One pass for every dead end, not a Jump search per dead end (docs/formats.md,
            // "Limits"): the same moves as `bestJump(from:taking:)`, so the same ledges.
            let jumpRuns = graph.jumpDetourCosts(from: start, to: ledgeChoices)
            for (cell, moves) in zip(ledgeChoices, jumpRuns) where crates.count < chosen.count + spec.ledges {
                if let moves, moves <= par + spare {
                    // A Jump can make the run shorter than par (no slack, a long straight
                    // corridor): such a crate holds no fewer than 0 coins.
                    crates.append(Crate(cell: cell, coins: max(0, moves - par + Economy.ledgeReward), needsJump: true))
                }
            }
        }
        crates.sort { $0.cell < $1.cell }
        let gemCells =
            fitting
            .filter { choice in !crates.contains { $0.cell == choice.cell } && choice.detour <= spare && 10 * choice.detour >= 4 * spare }
            .sorted { ($0.detour, -$0.cell) > ($1.detour, -$1.cell) }
            .prefix(spec.gems)
            .map(\.cell)
            .sorted()
        return (crates, gemCells, spare)
    }
}
