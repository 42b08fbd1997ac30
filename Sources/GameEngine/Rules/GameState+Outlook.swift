import MazeKit

extension GameState {
    /// Whether this attempt can no longer be won, whatever the player does: the exit cannot be
    /// reached from here in the moves left without power-ups, and the power-ups in hand cannot
    /// change that. Said on screen the moment it becomes true ("Trapped").
    ///
    /// Conservative with power-ups, so it never claims a trap that is not one: a Demolish in
    /// hand can open any inner wall, so a player holding one is never trapped; a Jump only flies
    /// along open passages, so it cannot reach a cell no move can, but it can save moves, so with
    /// a Jump in hand only an unreachable exit counts; each Time in hand adds its moves to those
    /// left. A Jump flies over belts and mirrors, though, which can turn every move back or
    /// aside (docs/rules.md, "Fixtures"), over springs, which throw every move past the cells
    /// beyond them, and over chasms, which stop every move, so on a level with any of them a
    /// Jump in hand leaves the
    /// player trapped only when no run of moves and jumps reaches the exit. (A trapdoor takes a
    /// Jump as it takes every move along its line, so it needs no such care.)
    /// - Complexity: O(cells · log cells): one search back from the exit over the moves as they
    ///   are now (demolished walls included); with belts or mirrors and a Jump, one more over moves and
    ///   jumps, O(cells + total jump length).
    public var isTrapped: Bool {
        guard status == .playing, inventory.demolishes == 0 else { return false }
        guard let distance = movesToExit else {
            return inventory.jumps == 0 || !level.fixtures.flightsGoWhereMovesCannot || !jumpsReachTheExit
        }
        return inventory.jumps == 0 && distance > movesLeft + movesInHand
    }

    /// The moves the Times in hand would add to this attempt.
    public var movesInHand: Int { inventory.times * Economy.timeMoves(for: level) }

    /// Whether some run of moves and jumps, any number of each, leads from here to the exit in
    /// the maze as it is now.
    private var jumpsReachTheExit: Bool {
        let graph = outlook.graph
        var seen = [Bool](repeating: false, count: graph.nodeCount)
        var stack = [position]
        seen[position] = true
        while let cell = stack.popLast() {
            if cell == level.exit { return true }
            for (k, direction) in Direction.ordered.enumerated() {
                let ends = [Int(graph.ends[cell * 4 + k])] + [graph.jump(from: cell, direction) ?? -1]
                for end in ends where end >= 0 && !seen[end] {
                    seen[end] = true
                    stack.append(end)
                }
            }
        }
        return false
    }
}

extension GameState {
    /// The least moves from here to the exit as the maze is now, without power-ups and
    /// whatever the moves left, or `nil` when no way leads there. What "Trapped" explains.
    /// - Complexity: O(cells · log cells).
    public var movesToExit: Int? {
        let distance = outlook.toExit[position]
        return distance < 0 ? nil : Int(distance)
    }
}

extension GameState {
    /// Whether a wall of the level was knocked down in this attempt (a Demolish was used).
    /// - Complexity: O(cells).
    public var demolishedAWall: Bool { maze.passages != level.maze.passages }
}

extension GameState {
    /// The first move of a cheapest route from here to the exit in the moves left, without
    /// power-ups, or `nil` when there is none (ties broken N, E, S, W). What a hint shows.
    /// - Complexity: O(cells · log cells).
    public var bestNextMove: Direction? {
        guard status == .playing else { return nil }
        let (graph, toExit) = outlook
        return Self.cheapestStep(from: position, within: movesLeft, graph: graph, toExit: toExit)?.direction
    }

    /// The moves of a cheapest route from here to the exit in the moves left, without
    /// power-ups: each the `bestNextMove` of where the one before ends, so its first is that
    /// move. Empty when there is none. What a hint marks (play-testers found one arrow "worth
    /// little when the routes part nine moves in").
    /// - Complexity: O(cells · log cells), as `bestNextMove`.
    public var bestRoute: [Direction] { cheapestRoute.directions }

    /// `bestRoute` and the moves it costs (mud counts twice), from one outlook: moves change
    /// where the player stands, never the maze, so the distances to the exit hold all the way.
    public var cheapestRoute: (directions: [Direction], moves: Int) {
        guard status == .playing else { return ([], 0) }
        let (graph, toExit) = outlook
        var (cell, left, route) = (position, movesLeft, [Direction]())
        // Each step costs at least one of the moves left, so the walk ends.
        while cell != level.exit {
            guard let step = Self.cheapestStep(from: cell, within: left, graph: graph, toExit: toExit) else { return ([], 0) }
            route.append(step.direction)
            left -= graph.cost(step.end)
            cell = step.end
        }
        return (route, movesLeft - left)
    }

    /// The move from `cell` (a node of `graph`) that starts a cheapest way to the exit within
    /// `left` moves (ties broken N, E, S, W) and the node where it ends, or `nil` when none fits.
    private static func cheapestStep(
        from cell: Int, within left: Int, graph: MoveGraph, toExit: [Int32]
    ) -> (direction: Direction, end: Int)? {
        var best: (direction: Direction, end: Int, cost: Int)?
        for (k, direction) in Direction.ordered.enumerated() {
            let end = Int(graph.ends[cell * 4 + k])
            guard end >= 0, toExit[end] >= 0 else { continue }
            let cost = graph.cost(end) + Int(toExit[end])
            if cost <= left, cost < best?.cost ?? .max { best = (direction, end, cost) }
        }
        return best.map { ($0.direction, $0.end) }
    }
}

extension GameState {
    /// The moves as they are now (demolished walls included) and the least moves from every
    /// cell to the exit: what `isTrapped` and `bestNextMove` both read.
    var outlook: (graph: MoveGraph, toExit: [Int32]) {
        let graph = moveGraph
        return (graph, graph.distancesToExit())
    }

    /// The moves as they are now (demolished walls included, the doors open once the key is
    /// taken), without the distances. The player stands on `position`'s node: before the key,
    /// on the floor where the doors are shut (`MoveGraph`).
    var moveGraph: MoveGraph {
        MoveGraph(maze: maze, terrain: level.terrain, exit: level.exit, fixtures: fixtures, crates: level.crates)
    }
}
