import MazeKit

extension LevelBuilder {
    /// Doors and their key (docs/rules.md, "Fixtures"): up to `spec.doors` doors on passages of
    /// the maze's path from start to exit, each leaving the exit in reach with every door shut
    /// (so the key is a choice, never the only way), and the key on a cell no fixture holds,
    /// off that path, where taking it makes par shorter than the way round without it, by the
    /// least: fetching the key is the shorter way, and only just, so telling the two apart
    /// takes counting; the crates placed after it decide whether it is worth fetching in a
    /// plan. Door candidates come in shuffled order, the first with a key worth fetching
    /// first; `keeps` sets the doors and key tried and says whether they stay (no new trap
    /// cells). `nil` when no door and key qualify: the level then has neither.
    /// - Complexity: O(path × (cells + total slide length)): for each door tried, one pass for
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
        // The key's cell (off the path) where it shortens par the least, but does, over the way
        // round with `doors` shut: the closest call between fetching it and going round (ties
        // to the cell drawn first); `nil` when no cell shortens par.
        var cells = (0..<maze.cellCount).filter { maze.isEnabled($0) && !used[$0] && !onPath[$0] }
        rng.permute(&cells)
        let toExitOpen = graph([]).distancesToExit()
        func bestKey(for doors: [Fixtures.Door]) -> Int? {
            // Par with every door shut for good, and with the key on each cell at once: the
            // least run that enters the cell with the doors shut, then goes on with them open
            // (the move that takes the key ends before they open).
            let shut = graph(doors)
            guard let closed = shut.solve(from: start).par else { return nil }
            var withKey = [Int32](repeating: -1, count: maze.cellCount)
            shut.forEachMove(after: shut.distances(from: start).distance) { end, cost, entered in
                guard toExitOpen[end] >= 0 else { return }
                let total = cost + toExitOpen[end]
                if withKey[entered] < 0 || total < withKey[entered] { withKey[entered] = total }
            }
            return cells.filter { withKey[$0] >= 0 && Int(withKey[$0]) < closed }.max { withKey[$0] < withKey[$1] }
        }
        // The first door (in the shuffled order) with a key worth fetching, then more doors
        // while the key stays worth it and the way round open.
        for (i, first) in candidates.enumerated() {
            guard var key = bestKey(for: [first]) else { continue }
            var doors = [first]
            for door in candidates[(i + 1)...] where doors.count < spec.doors {
                guard let other = bestKey(for: doors + [door]) else { continue }
                doors.append(door)
                key = other
            }
            if keeps(doors, key) { return (doors, key) }
        }
        return nil
    }
}
