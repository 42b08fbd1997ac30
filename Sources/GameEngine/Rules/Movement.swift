import MazeKit

/// Where moves and jumps take the player (docs/rules.md, "Moving", "Fixtures" and "Power-ups"),
/// shared by the rules and the par solver so the two can never disagree.
public enum Movement {
    /// Follows a move from `cell` toward `direction`, calling `enter` for each cell entered.
    ///
    /// The player steps into the neighbour (or through a tunnel). Then, until the move ends:
    /// entering the exit ends it there; entering a portal carries the player to its other cell,
    /// where it ends, and a trapdoor drops them onto its landing, where it ends; a belt carries
    /// them one cell on its way, and a mirror one cell on their heading turned a quarter turn,
    /// while that way is open; a spring throws them on in their heading as a Jump flies (the
    /// move ends where they land); on ice they slide on the way they last went until a wall stops
    /// them or they enter a cell that is not ice. A chain of belts and mirrors that comes back on
    /// itself stops after as many steps as the maze has cells, so every move ends.
    /// - Returns: the cell where the move ends, or `nil` when a wall (or a gate's wrong way)
    ///   blocks the first step.
    @inlinable
    public static func move(
        in maze: Maze, terrain: [Terrain], exit: Int, fixtures: Fixtures = .none, from cell: Int, _ direction: Direction,
        enter: (Int) -> Void = { _ in }
    ) -> Int? {
        guard var position = fixtures.step(in: maze, from: cell, direction) else { return nil }
        enter(position)
        if fixtures.isEmpty {
            let step = direction.dx + direction.dy * maze.width
            while position != exit && terrain[position] == .ice && maze.isOpen(position, direction) {
                position += step
                enter(position)
            }
            return position
        }
        var heading = direction
        var steps = 0
        while position != exit && steps < maze.cellCount {
            steps += 1
            if let other = fixtures.portal(at: position) {
                position = other
                enter(position)
                break
            }
            if let landing = fixtures.trapdoor(at: position) {
                position = landing
                enter(position)
                break
            }
            if fixtures.isSpring(position) {
                // As a Jump from here: a spring against a wall leaves the player on it.
                if let landing = jump(in: maze, exit: exit, fixtures: fixtures, from: position, heading, enter: enter) {
                    position = landing
                }
                break
            }
            if let way = fixtures.belt(at: position) ?? fixtures.mirror(at: position)?.turned(heading) {
                guard let next = fixtures.step(in: maze, from: position, way) else { break }
                heading = way
                position = next
                enter(position)
                continue
            }
            guard terrain[position] == .ice, let next = fixtures.step(in: maze, from: position, heading) else { break }
            position = next
            enter(position)
        }
        return position
    }

    /// Follows a jump from `cell` toward `direction`: straight through open passages (and
    /// tunnels), over chasms, to the last cell with floor before the next wall or gate against
    /// it, ignoring ice, mud, belts, mirrors and springs, stopping early on the exit or on
    /// entering a portal, which carries the player to its other cell, or a trapdoor, which drops
    /// them onto its landing. The chasms flown over count as entered only when floor follows.
    /// - Returns: the landing cell, or `nil` when a wall is adjacent or only chasms lie before it.
    @inlinable
    public static func jump(
        in maze: Maze, exit: Int, fixtures: Fixtures = .none, from cell: Int, _ direction: Direction, enter: (Int) -> Void = { _ in }
    ) -> Int? {
        guard var position = fixtures.flightStep(in: maze, from: cell, direction) else { return nil }
        // Chasms passed since the last floor: entered only if the flight lands beyond them
        // (the array allocates only on a level with chasms in the way).
        var over: [Int] = []
        var landing: Int?
        func pass(_ cell: Int) {
            if fixtures.isChasm(cell) {
                over.append(cell)
                return
            }
            for chasm in over { enter(chasm) }
            over.removeAll()
            enter(cell)
            landing = cell
        }
        pass(position)
        var steps = 0
        while position != exit && steps < maze.cellCount {
            steps += 1
            if !fixtures.isChasm(position), let other = fixtures.portal(at: position) ?? fixtures.trapdoor(at: position) {
                position = other
                pass(position)
                break
            }
            guard let next = fixtures.flightStep(in: maze, from: position, direction) else { break }
            position = next
            pass(position)
        }
        return landing
    }
}
