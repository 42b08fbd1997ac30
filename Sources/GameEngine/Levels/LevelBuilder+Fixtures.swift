import MazeKit

extension LevelBuilder {
    /// Places the spec's gates, portals, belts, tunnels, mirrors, trapdoors, springs and chasms (docs/rules.md,
    /// "Fixtures"), each on a shuffled candidate that leaves no more trap cells (cells the player
    /// can reach but cannot leave for the exit) than the level had without it. Fixture cells (a
    /// portal, a belt, a mirror, a trapdoor and its landing) are made floor. When too few
    /// candidates qualify, fewer are placed. (A start cut off from the exit counts as past every
    /// trap count.) Mirrors, trapdoors, springs and then chasms come last, drawing from the
    /// same stream only when the spec asks for them, so a level without them is built as before.
    ///
    /// Whether a fixture changes what the best plan is, is the campaign builder's question: it
    /// measures it on the finished level.
    /// - Complexity: O(candidates × cells) with a few dozen candidates per fixture.
    static func placeFixtures(
        maze: Maze, terrain: inout [Terrain], start: Int, exit: Int, spec: LevelSpec, using rng: inout SeededRandom
    ) -> Fixtures {
        guard
            spec.gates + spec.portals + spec.belts + spec.tunnels + spec.mirrors + spec.trapdoors + spec.springs + spec.chasms
                + spec.doors > 0
        else {
            return .none
        }
        var gates: [Fixtures.Gate] = []
        var portals: [Fixtures.Portal] = []
        var belts: [Fixtures.Belt] = []
        var tunnels: [Fixtures.Tunnel] = []
        var mirrors: [Fixtures.Mirror] = []
        var trapdoors: [Fixtures.Trapdoor] = []
        var springs: [Fixtures.Spring] = []
        var chasms: [Fixtures.Chasm] = []
        var doors: [Fixtures.Door] = []
        var key: Int?
        var used = [Bool](repeating: false, count: maze.cellCount)
        used[start] = true
        used[exit] = true
        func fixtures() -> Fixtures {
            Fixtures(
                width: maze.width, height: maze.height, gates: gates, portals: portals, belts: belts, tunnels: tunnels,
                mirrors: mirrors, trapdoors: trapdoors, springs: springs, chasms: chasms, doors: doors, key: key)
        }
        // The trap cells, or more than any count when the start itself is cut off from the exit:
        // a fixture can make trapped cells unreachable, so the count alone could stay level
        // while the start becomes one (a generator-4 level with two belts did; building it then
        // failed with the exit out of reach).
        func traps(_ f: Fixtures, _ terrain: [Terrain]) -> Int {
            let graph = MoveGraph(maze: maze, terrain: terrain, exit: exit, fixtures: f)
            let reached = graph.distances(from: start).distance
            let toExit = graph.distancesToExit()
            guard toExit[start] >= 0 else { return .max }
            // Nodes: with doors, a cell before the key and after it (`MoveGraph`).
            return (0..<graph.nodeCount).reduce(0) { $0 + (reached[$1] >= 0 && toExit[$1] < 0 ? 1 : 0) }
        }
        let allowedTraps = traps(.none, terrain)
        func fits(_ f: Fixtures, _ terrain: [Terrain]) -> Bool { traps(f, terrain) <= allowedTraps }
        let step = { (d: Direction) in d.dx + d.dy * maze.width }

        // Tunnels first (they need two walls and a straight corridor between them).
        if spec.tunnels > 0 {
            var candidates: [Fixtures.Tunnel] = []
            for under in 0..<maze.cellCount where maze.isEnabled(under) {
                let open = maze.passages[under]
                let across: Direction? = open == 0b1010 ? .north : (open == 0b0101 ? .west : nil)
                guard let across, let a = maze.neighbour(of: under, across), let b = maze.neighbour(of: under, across.opposite) else {
                    continue
                }
                candidates.append(Fixtures.Tunnel(cell: min(a, b), direction: a < b ? across.opposite : across))
            }
            rng.permute(&candidates)
            for tunnel in candidates where tunnels.count < spec.tunnels {
                let a = tunnel.cell, b = tunnel.far(width: maze.width), under = tunnel.under(width: maze.width)
                guard !used[a], !used[b], !used[under] else { continue }
                tunnels.append(tunnel)
                for cell in [a, b, under] { used[cell] = true }
            }
        }
        // Portals: two cells far apart by the maze's own paths.
        if spec.portals > 0 {
            var cells = (0..<maze.cellCount).filter { maze.isEnabled($0) && !used[$0] }
            rng.permute(&cells)
            let rings = maze.distances(from: start).values
            // The least and the most ring among cells[j...], so a cell that no cell left is far
            // enough from is passed over at once: scanning the rest for each such cell was
            // quadratic where rings are short (a braided 256×256 maze took minutes).
            var lowest = [Int](repeating: .max, count: cells.count + 1)
            var highest = [Int](repeating: .min, count: cells.count + 1)
            for j in stride(from: cells.count - 1, through: 0, by: -1) {
                lowest[j] = min(lowest[j + 1], Int(rings[cells[j]]))
                highest[j] = max(highest[j + 1], Int(rings[cells[j]]))
            }
            var i = 0
            while portals.count < spec.portals, i + 1 < cells.count {
                let a = cells[i]
                i += 1
                guard !used[a] else { continue }
                // Its partner: the first unused cell at least a third of the maze's span away.
                let span = max(4, maze.cellCount / 6)
                guard highest[i] - Int(rings[a]) >= span || Int(rings[a]) - lowest[i] >= span,
                    let b = cells[i...].first(where: { !used[$0] && abs(Int(rings[$0]) - Int(rings[a])) >= span })
                else { continue }
                var trial = terrain
                trial[a] = .floor
                trial[b] = .floor
                portals.append(Fixtures.Portal(a: a, b: b))
                if traps(fixtures(), trial) > allowedTraps {
                    portals.removeLast()
                    continue
                }
                terrain = trial
                used[a] = true
                used[b] = true
            }
        }
        // Belts: runs of up to three cells along straight corridors, one way.
        if spec.belts > 0 {
            var candidates: [(cell: Int, way: Direction)] = []
            for cell in 0..<maze.cellCount where maze.isEnabled(cell) && !used[cell] {
                let open = maze.passages[cell]
                if open == 0b1010 { candidates += [(cell, .east), (cell, .west)] }
                if open == 0b0101 { candidates += [(cell, .north), (cell, .south)] }
            }
            rng.permute(&candidates)
            for candidate in candidates where belts.count < spec.belts {
                var run: [Int] = []
                var cell = candidate.cell
                while run.count < min(3, spec.belts - belts.count), maze.isEnabled(cell), !used[cell],
                    maze.passages[cell] == candidate.way.bit | candidate.way.opposite.bit
                {
                    run.append(cell)
                    guard maze.isOpen(cell, candidate.way) else { break }
                    cell += step(candidate.way)
                }
                guard !run.isEmpty else { continue }
                var trial = terrain
                for c in run { trial[c] = .floor }
                let before = belts
                belts += run.map { Fixtures.Belt(cell: $0, direction: candidate.way) }
                if traps(fixtures(), trial) > allowedTraps {
                    belts = before
                    continue
                }
                terrain = trial
                for c in run { used[c] = true }
            }
        }
        // Gates: any open passage, either way, that traps no one.
        if spec.gates > 0 {
            var candidates: [Fixtures.Gate] = []
            for cell in 0..<maze.cellCount where maze.isEnabled(cell) {
                for direction in [Direction.east, .south] where maze.isOpen(cell, direction) {
                    candidates += [
                        Fixtures.Gate(cell: cell, direction: direction),
                        Fixtures.Gate(cell: cell + step(direction), direction: direction.opposite),
                    ]
                }
            }
            rng.permute(&candidates)
            for gate in candidates where gates.count < spec.gates {
                let other = gate.cell + step(gate.direction)
                guard !gates.contains(where: { $0.cell == other || $0.cell == gate.cell }) else { continue }
                gates.append(gate)
                if traps(fixtures(), terrain) > allowedTraps { gates.removeLast() }
            }
        }
        // Mirrors and trapdoors keep off the gates' cells too: a cell holds one fixture.
        for gate in gates {
            used[gate.cell] = true
            used[gate.cell + step(gate.direction)] = true
        }
        if spec.mirrors > 0 {
            placeMirrors(maze: maze, terrain: &terrain, spec: spec, used: &used, using: &rng) { trial, terrain in
                mirrors.append(trial)
                if !fits(fixtures(), terrain) {
                    mirrors.removeLast()
                    return false
                }
                return true
            }
        }
        if spec.trapdoors > 0 {
            placeTrapdoors(maze: maze, terrain: &terrain, start: start, spec: spec, used: &used, using: &rng) { trial, terrain in
                trapdoors.append(trial)
                if !fits(fixtures(), terrain) {
                    trapdoors.removeLast()
                    return false
                }
                return true
            }
        }
        if spec.springs > 0 {
            placeSprings(maze: maze, terrain: &terrain, spec: spec, used: &used, using: &rng) { trial, terrain in
                springs.append(trial)
                if !fits(fixtures(), terrain) {
                    springs.removeLast()
                    return false
                }
                return true
            }
        }
        if spec.chasms > 0 {
            placeChasms(maze: maze, terrain: &terrain, spec: spec, used: &used, using: &rng) { trial, terrain in
                chasms.append(trial)
                if !fits(fixtures(), terrain) {
                    chasms.removeLast()
                    return false
                }
                return true
            }
        }
        if spec.doors > 0 {
            let placed = placeDoors(
                maze: maze, terrain: terrain, start: start, exit: exit, spec: spec, others: fixtures(), used: used, using: &rng
            ) { trialDoors, trialKey in
                (doors, key) = (trialDoors, trialKey)
                return fits(fixtures(), terrain)
            }
            (doors, key) = placed ?? ([], nil)
        }
        return fixtures()
    }
}

extension LevelBuilder {
    /// Mirrors on cells with two or more passages (a dead end's mirror could only turn a move
    /// into its walls), either slant, in shuffled order; `keeps` adds one and says whether it
    /// stays (no new trap cells), given the terrain with its cell made floor.
    static func placeMirrors(
        maze: Maze, terrain: inout [Terrain], spec: LevelSpec, used: inout [Bool], using rng: inout SeededRandom,
        keeps: (Fixtures.Mirror, [Terrain]) -> Bool
    ) {
        var candidates: [Fixtures.Mirror] = []
        for cell in 0..<maze.cellCount where maze.isEnabled(cell) && !used[cell] && maze.passages[cell].nonzeroBitCount >= 2 {
            candidates += Fixtures.Mirror.Slant.allCases.map { Fixtures.Mirror(cell: cell, slant: $0) }
        }
        rng.permute(&candidates)
        var placed = 0
        for mirror in candidates where placed < spec.mirrors && !used[mirror.cell] {
            var trial = terrain
            trial[mirror.cell] = .floor
            guard keeps(mirror, trial) else { continue }
            terrain = trial
            used[mirror.cell] = true
            placed += 1
        }
    }

    /// Springs on cells in a straight run of at least three (a spring there throws whoever
    /// enters it along the run at least two cells, past what lies beside it), in shuffled order;
    /// `keeps` adds one and says whether it stays, given the terrain with its cell made floor.
    static func placeSprings(
        maze: Maze, terrain: inout [Terrain], spec: LevelSpec, used: inout [Bool], using rng: inout SeededRandom,
        keeps: (Fixtures.Spring, [Terrain]) -> Bool
    ) {
        let width = maze.width
        let cells = (0..<maze.cellCount).filter { cell in
            maze.isEnabled(cell) && !used[cell]
                && Direction.ordered.contains { d in
                    maze.isOpen(cell, d) && maze.isOpen(cell, d.opposite) && maze.isOpen(cell + d.dx + d.dy * width, d)
                }
        }
        placeOnCells(cells, count: spec.springs, terrain: &terrain, used: &used, using: &rng) { keeps(Fixtures.Spring(cell: $0), $1) }
    }

    /// Chasms across straight corridors (a cell whose only passages are two opposite ones,
    /// neither neighbour a fixture's), so a flight along the corridor crosses them and a walk
    /// goes round, in shuffled order; `keeps` adds one and says whether it stays (the start
    /// still reaches the exit on foot, and no new trap cells), given the terrain with its cell
    /// made floor (a chasm has none, but its ice or mud would show). The crates and gems are
    /// placed after the fixtures, on dead ends no fixture holds, so never on a chasm.
    static func placeChasms(
        maze: Maze, terrain: inout [Terrain], spec: LevelSpec, used: inout [Bool], using rng: inout SeededRandom,
        keeps: (Fixtures.Chasm, [Terrain]) -> Bool
    ) {
        let width = maze.width
        let cells = (0..<maze.cellCount).filter { cell in
            guard maze.isEnabled(cell), !used[cell] else { return false }
            let open = maze.passages[cell]
            guard open == Direction.east.bit | Direction.west.bit || open == Direction.north.bit | Direction.south.bit else {
                return false
            }
            let d: Direction = maze.isOpen(cell, .east) ? .east : .south
            return !used[cell + d.dx + d.dy * width] && !used[cell - d.dx - d.dy * width]
        }
        placeOnCells(cells, count: spec.chasms, terrain: &terrain, used: &used, using: &rng) { keeps(Fixtures.Chasm(cell: $0), $1) }
    }

    /// Up to `count` of `cells`, in shuffled order, each one `keeps` accepts given the terrain
    /// with that cell made floor (a fixture of one cell, as springs and chasms are).
    private static func placeOnCells(
        _ cells: [Int], count: Int, terrain: inout [Terrain], used: inout [Bool], using rng: inout SeededRandom,
        keeps: (Int, [Terrain]) -> Bool
    ) {
        var cells = cells
        rng.permute(&cells)
        var placed = 0
        for cell in cells where placed < count && !used[cell] {
            var trial = terrain
            trial[cell] = .floor
            guard keeps(cell, trial) else { continue }
            terrain = trial
            used[cell] = true
            placed += 1
        }
    }

    /// Trapdoors as portals are placed: a shuffled cell, and its landing the first unused cell
    /// after it in the same order at least a sixth of the maze's cells (4 at least) away by
    /// the maze's paths from the start's rings; `keeps` adds one and says whether it stays.
    static func placeTrapdoors(
        maze: Maze, terrain: inout [Terrain], start: Int, spec: LevelSpec, used: inout [Bool], using rng: inout SeededRandom,
        keeps: (Fixtures.Trapdoor, [Terrain]) -> Bool
    ) {
        var cells = (0..<maze.cellCount).filter { maze.isEnabled($0) && !used[$0] }
        rng.permute(&cells)
        let rings = maze.distances(from: start).values
        let span = max(4, maze.cellCount / 6)
        // The least and the most ring among cells[j...], so a cell that no cell left is far
        // enough from is passed over at once (as for portals: a scan would be quadratic).
        var lowest = [Int](repeating: .max, count: cells.count + 1)
        var highest = [Int](repeating: .min, count: cells.count + 1)
        for j in stride(from: cells.count - 1, through: 0, by: -1) {
            lowest[j] = min(lowest[j + 1], Int(rings[cells[j]]))
            highest[j] = max(highest[j + 1], Int(rings[cells[j]]))
        }
        var placed = 0
        var i = 0
        while placed < spec.trapdoors, i + 1 < cells.count {
            let a = cells[i]
            i += 1
            guard !used[a], highest[i] - Int(rings[a]) >= span || Int(rings[a]) - lowest[i] >= span,
                let b = cells[i...].first(where: { !used[$0] && abs(Int(rings[$0]) - Int(rings[a])) >= span })
            else { continue }
            var trial = terrain
            trial[a] = .floor
            trial[b] = .floor
            guard keeps(Fixtures.Trapdoor(cell: a, landing: b), trial) else { continue }
            terrain = trial
            used[a] = true
            used[b] = true
            placed += 1
        }
    }
}
