import MazeKit

/// Where moves and jumps take the player (docs/rules.md, "Moving" and "Power-ups"), shared by the rules and the par solver so
/// the two can never disagree.
public enum Movement {
    /// Follows a move from `cell` toward `direction`, calling `enter` for each cell entered.
    ///
    /// The player steps into the neighbour; on ice they slide on the same way until a wall stops
    /// them or they enter a non-ice cell, where they stop. Entering the exit ends the move there.
    /// - Returns: the cell where the move ends, or `nil` when a wall blocks the first step.
    @inlinable
    public static func move(
        in maze: Maze, terrain: [Terrain], exit: Int, from cell: Int, _ direction: Direction,
        enter: (Int) -> Void = { _ in }
    ) -> Int? {
        guard maze.isOpen(cell, direction) else { return nil }
        let step = direction.dx + direction.dy * maze.width
        var position = cell + step
        enter(position)
        while position != exit && terrain[position] == .ice && maze.isOpen(position, direction) {
            position += step
            enter(position)
        }
        return position
    }

    /// Follows a jump from `cell` toward `direction`: straight through open passages to the last
    /// cell before the next wall, ignoring ice and mud, stopping early on the exit.
    /// - Returns: the landing cell, or `nil` when a wall is adjacent.
    @inlinable
    public static func jump(
        in maze: Maze, exit: Int, from cell: Int, _ direction: Direction, enter: (Int) -> Void = { _ in }
    ) -> Int? {
        guard maze.isOpen(cell, direction) else { return nil }
        let step = direction.dx + direction.dy * maze.width
        var position = cell
        repeat {
            position += step
            enter(position)
        } while position != exit && maze.isOpen(position, direction)
        return position
    }
}
