import MazeKit

extension LevelBuilder {
    /// Doors and their key (docs/rules.md, "Fixtures"): up to `spec.doors` doors on passages of
    /// the maze's path from start to exit, each leaving the exit in reach with every door shut
    /// (so the key is a choice, never the only way), then the key on a cell no fixture holds,
    /// off that path, where taking it makes par shorter than the way round without it: the
    /// key is worth fetching on its own, and the crates placed after it decide whether it is
    /// worth fetching in a plan. Candidates come in shuffled order; `keeps` sets the doors and
    /// key tried and says whether they stay (no new trap cells). `nil` when no door or no key
    /// qualifies: the level then has neither.
    /// - Complexity: O(path × (cells + total slide length)) for the doors, then one pass for
    /// every key cell at once.
    static func placeDoors(
        maze: Maze, terrain: [Terrain], start: Int, exit: Int, spec: LevelSpec, others: Fixtures, used: [Bool],
        using rng: inout SeededRandom, keeps: ([Fixtures.Door], Int?) -> Bool
    ) -> (doors: [Fixtures.Door], key: Int)? {
        guard let path = maze.path(from: start, to: exit), path.count >= 4 else { return nil }
        var onPath = [Bool](repeating: false, count: maze.cellCount)
        for cell in path { onPath[cell] = true }
        // The passages of the path, each from its first cell toward the next.
        var candidates: [Fixtures.Door] = []
        for (a, b) in zip(path, path.dropFirst()) where !used[a] || a == start {
            guard !used[b] || b == exit, let direction = Direction.ordered.first(where: { maze.neighbour(of: a, $0) == b }) else {
                continue
            }
            candidates.append(Fixtures.Door(cell: a, direction: direction))
        }
        rng.permute(&candidates)
        func graph(_ doors: [Fixtures.Door]) -> MoveGraph {
            let fixtures = Fixtures(
                width: maze.width, height: maze.height, gates: others.gates, portals: others.portals, belts: others.belts,
                tunnels: others.tunnels, mirrors: others.mirrors, trapdoors: others.trapdoors, springs: others.springs,
                chasms: others.chasms, doors: doors)
            return MoveGraph(maze: maze, terrain: terrain, exit: exit, fixtures: fixtures)
        }
        var doors: [Fixtures.Door] = []
        for door in candidates where doors.count < spec.doors {
            // The way round must stay open with every door shut (no key: the doors never open).
            guard graph(doors + [door]).solve(from: start).par != nil else { continue }
            doors.append(door)
        }
        // Par with every door shut for good, and with the key on each cell at once: the least
        // run that enters the cell with the doors shut, then goes on with them open (the move
        // that takes the key ends before they open).
        let shut = graph(doors)
        guard !doors.isEmpty, let closed = shut.solve(from: start).par else { return nil }
        let toExitOpen = graph([]).distancesToExit()
        var withKey = [Int32](repeating: -1, count: maze.cellCount)
        shut.forEachMove(after: shut.distances(from: start).distance) { end, cost, entered in
            guard toExitOpen[end] >= 0 else { return }
            let total = cost + toExitOpen[end]
            if withKey[entered] < 0 || total < withKey[entered] { withKey[entered] = total }
        }
        var cells = (0..<maze.cellCount).filter { maze.isEnabled($0) && !used[$0] && !onPath[$0] }
        rng.permute(&cells)
        for key in cells where withKey[key] >= 0 && Int(withKey[key]) < closed && keeps(doors, key) {
            return (doors, key)
        }
        _ = keeps([], nil)
        return nil
    }
}
