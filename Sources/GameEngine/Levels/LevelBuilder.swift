import MazeKit

/// Why a spec could not be built into a playable level.
public enum LevelBuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The maze itself could not be made (size, mask support).
    case maze(id: Int, MazeGenerationError)
    /// The spec names a mask that is not shipped.
    case unknownMask(id: Int, name: String)
    /// A given start or exit lies outside the maze or on a hole.
    case badPoint(id: Int, field: String, x: Int, y: Int)
    /// No sequence of moves reaches the exit (ice can cause this).
    case exitUnreachable(id: Int)
    /// Start and exit are the same cell.
    case startIsExit(id: Int)

    public var description: String {
        switch self {
        case let .maze(id, error): "level \(id): \(error.description)"
        case let .unknownMask(id, name):
            "level \(id): field 'mask': no shipped mask is called '\(name)' (shipped: \(MaskCatalog.names.joined(separator: ", ")))"
        case let .badPoint(id, field, x, y): "level \(id): field '\(field)': (\(x), \(y)) is not an open cell of the maze"
        case let .exitUnreachable(id): "level \(id): no sequence of moves reaches the exit (ice slides pass it by); change the seed or the ice"
        case let .startIsExit(id): "level \(id): the start and the exit are the same cell"
        }
    }
}

/// Builds a `Level` from a `LevelSpec` (SPEC §4): maze, start and exit, terrain, crates, gems,
/// par and budget. Deterministic: each concern draws from its own stream of
/// (seed, generator version), so changing how crates are placed can never move the ice.
public enum LevelBuilder {
    /// Stream names, one per concern.
    enum Stream: UInt64 {
        case maze = 1, braid, terrain, crates
    }

    static func random(_ spec: LevelSpec, _ stream: Stream) -> SeededRandom {
        SeededRandom(seed: spec.seed, stream: UInt64(spec.generatorVersion) << 8 | stream.rawValue)
    }

    /// Builds the level.
    /// - Throws: `LevelBuildError` when the maze cannot be made, the mask or a point is wrong,
    ///   or the exit cannot be reached.
    /// - Complexity: O(cells + total slide length).
    public static func build(_ spec: LevelSpec) throws(LevelBuildError) -> Level {
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

        // Terrain, then items.
        var terrainRandom = random(spec, .terrain)
        var terrain = growTerrain(maze: maze, ice: spec.ice, mud: spec.mud, keep: [start, exit], using: &terrainRandom)
        keepTheWayOpen(&terrain, maze: maze, from: start, to: exit)
        var crateRandom = random(spec, .crates)
        let (crates, gems) = placeItems(maze: maze, start: start, exit: exit, spec: spec, using: &crateRandom)

        // Par and budget.
        let graph = MoveGraph(maze: maze, terrain: terrain, exit: exit)
        guard let par = graph.solve(from: start).par else { throw .exitUnreachable(id: spec.id) }
        let budget = spec.budget ?? par + Int((Double(par) * spec.slack).rounded(.up))
        return Level(
            id: spec.id, name: spec.name, spec: spec, maze: maze, terrain: terrain, start: start, exit: exit,
            crates: crates, gems: gems, par: par, budget: budget)
    }

    private static func cell(_ point: GridPoint?, field: String, default fallback: Int, maze: Maze, id: Int) throws(LevelBuildError) -> Int {
        guard let point else { return fallback }
        guard point.x >= 0, point.y >= 0, point.x < maze.width, point.y < maze.height,
              maze.isEnabled(maze.index(x: point.x, y: point.y)) else {
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

    /// Crates on dead ends at least `crateDepth` cells off the start–exit path (the deepest
    /// available when too few are that deep), with 3–7 coins plus half their depth; gems on the
    /// dead ends farthest from the start that hold no crate.
    static func placeItems(maze: Maze, start: Int, exit: Int, spec: LevelSpec, using rng: inout SeededRandom) -> ([Crate], [Int]) {
        guard spec.crates > 0 || spec.gems > 0 else { return ([], []) }
        let path = maze.path(from: start, to: exit) ?? [start, exit]
        // Depth: passages from the nearest path cell (multi-source BFS).
        var depth = [Int](repeating: -1, count: maze.cellCount)
        var queue = path
        for cell in path { depth[cell] = 0 }
        var head = 0
        while head < queue.count {
            let cell = queue[head]
            head += 1
            for direction in Direction.ordered where maze.isOpen(cell, direction) {
                let n = cell + direction.dx + direction.dy * maze.width
                if depth[n] < 0 {
                    depth[n] = depth[cell] + 1
                    queue.append(n)
                }
            }
        }
        let deadEnds = maze.deadEnds.filter { $0 != start && $0 != exit && depth[$0] > 0 }
        var deep = deadEnds.filter { depth[$0] >= spec.crateDepth }
        rng.permute(&deep)
        if deep.count < spec.crates {
            // Too few that deep: top up with the deepest of the rest, deepest first.
            let rest = deadEnds.filter { depth[$0] < spec.crateDepth }.sorted { (depth[$0], -$0) > (depth[$1], -$1) }
            deep += rest
        }
        let crateCells = Array(deep.prefix(spec.crates)).sorted()
        let crates = crateCells.map { Crate(cell: $0, coins: 3 + rng.below(5) + depth[$0] / 2) }

        let fromStart = maze.distances(from: start)
        let taken = Set(crateCells)
        let gemCells = deadEnds.filter { !taken.contains($0) }
            .sorted { (fromStart[$0] ?? 0, -$0) > (fromStart[$1] ?? 0, -$1) }
            .prefix(spec.gems)
            .sorted()
        return (crates, Array(gemCells))
    }
}
