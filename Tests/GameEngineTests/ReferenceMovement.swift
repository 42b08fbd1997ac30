import MazeKit

@testable import GameEngine

/// Moves and jumps as docs/rules.md ("Moving", "Fixtures", "Power-ups") words them, read
/// straight off the level's lists of gates, portals, belts, tunnels, mirrors, trapdoors, springs and chasms,
/// one cell at a time (doors shut while the level has a key; pass a level with
/// `Fixtures.unlocked` fixtures for moves after the key is taken):
/// an independent account to hold `Movement` (and its per-cell tables) to.
enum ReferenceMovement {
    /// The cell one step from `cell` toward `direction` leads into, or `nil`: as a flight
    /// passes, but never into a chasm.
    static func step(_ level: Level, _ maze: Maze, from cell: Int, _ direction: Direction) -> Int? {
        guard let next = flight(level, maze, from: cell, direction) else { return nil }
        return isChasm(level, next) ? nil : next
    }

    /// Whether `cell` is a chasm.
    static func isChasm(_ level: Level, _ cell: Int) -> Bool { level.fixtures.chasms.contains { $0.cell == cell } }

    /// The cell a flight from `cell` toward `direction` passes into, or `nil`: through a tunnel
    /// whose mouth is on that side, else through an open passage that no gate bars that way.
    static func flight(_ level: Level, _ maze: Maze, from cell: Int, _ direction: Direction) -> Int? {
        let width = maze.width
        for tunnel in level.fixtures.tunnels {
            if tunnel.cell == cell && tunnel.direction == direction { return tunnel.far(width: width) }
            if tunnel.far(width: width) == cell && tunnel.direction == direction.opposite { return tunnel.cell }
        }
        guard maze.isOpen(cell, direction) else { return nil }
        let next = cell + direction.dx + direction.dy * width
        // A gate on next → cell may be crossed only that way.
        if level.fixtures.gates.contains(where: { $0.cell == next && $0.direction == direction.opposite }) { return nil }
        // A door is shut both ways while there is a key to take (taken, `Fixtures.unlocked` has none).
        let doorHere = level.fixtures.doors.contains {
            ($0.cell == cell && $0.direction == direction) || ($0.cell == next && $0.direction == direction.opposite)
        }
        if level.fixtures.key != nil && doorHere { return nil }
        return next
    }

    /// The other end of a portal on `cell`.
    static func portal(_ level: Level, _ cell: Int) -> Int? {
        for portal in level.fixtures.portals {
            if portal.a == cell { return portal.b }
            if portal.b == cell { return portal.a }
        }
        return nil
    }

    /// The landing of a trapdoor on `cell`.
    static func trapdoor(_ level: Level, _ cell: Int) -> Int? {
        level.fixtures.trapdoors.first { $0.cell == cell }?.landing
    }

    /// The heading of whoever enters a mirror on `cell` heading `heading`, spelt out as
    /// docs/rules.md words it (`/`: east→north, north→east, west→south, south→west; `\`:
    /// east→south, south→east, west→north, north→west).
    static func mirror(_ level: Level, _ cell: Int, heading: Direction) -> Direction? {
        guard let mirror = level.fixtures.mirrors.first(where: { $0.cell == cell }) else { return nil }
        let turns: [Direction: Direction] =
            mirror.slant == .rising
            ? [.east: .north, .north: .east, .west: .south, .south: .west]
            : [.east: .south, .south: .east, .west: .north, .north: .west]
        return turns[heading]
    }

    /// A move: where it ends and every cell entered, or `nil` when its first step is blocked.
    static func move(_ level: Level, _ maze: Maze, from cell: Int, _ direction: Direction) -> (end: Int, path: [Int])? {
        guard var position = step(level, maze, from: cell, direction) else { return nil }
        var path = [position]
        var heading = direction
        // Each turn of the loop is one carry (portal, trapdoor, belt, mirror or slide); a move ends after as many
        // as the maze has cells, so a ring of belts cannot hold the player forever.
        for _ in 0..<maze.cellCount {
            if position == level.exit { break }
            if let other = portal(level, position) {
                position = other
                path.append(position)
                break
            }
            if let landing = trapdoor(level, position) {
                position = landing
                path.append(position)
                break
            }
            // A spring throws the player on as a Jump from its cell would; against a wall it
            // leaves them on it. Either way the move ends.
            if level.fixtures.springs.contains(where: { $0.cell == position }) {
                if let flight = jump(level, maze, from: position, heading) {
                    position = flight.end
                    path += flight.path
                }
                break
            }
            // A belt takes precedence over a mirror on the same cell (only random fixtures have both).
            if let way = level.fixtures.belts.first(where: { $0.cell == position })?.direction
                ?? mirror(level, position, heading: heading)
            {
                guard let next = step(level, maze, from: position, way) else { break }
                heading = way
                position = next
                path.append(position)
                continue
            }
            guard level.terrain[position] == .ice, let next = step(level, maze, from: position, heading) else { break }
            position = next
            path.append(position)
        }
        return (position, path)
    }

    /// A jump: straight on through passages and tunnels until the next step is blocked, past
    /// belts, mirrors, springs, ice, mud and chasms, ending early on the exit, at a portal's
    /// other end or a trapdoor's landing; it lands on the last cell passed that is not a chasm
    /// (the chasms after it are not entered), and is no jump when there is none.
    static func jump(_ level: Level, _ maze: Maze, from cell: Int, _ direction: Direction) -> (end: Int, path: [Int])? {
        guard var position = flight(level, maze, from: cell, direction) else { return nil }
        var path = [position]
        for _ in 0..<maze.cellCount {
            if position == level.exit { break }
            if !isChasm(level, position), let other = portal(level, position) ?? trapdoor(level, position) {
                position = other
                path.append(position)
                break
            }
            guard let next = flight(level, maze, from: position, direction) else { break }
            position = next
            path.append(position)
        }
        while let last = path.last, isChasm(level, last) { path.removeLast() }
        guard let end = path.last else { return nil }
        return (end, path)
    }
}
