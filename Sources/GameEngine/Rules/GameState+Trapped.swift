extension GameState {
    /// Whether this attempt can no longer be won, whatever the player does: the exit cannot be
    /// reached from here in the moves left without power-ups, and the power-ups in hand cannot
    /// change that. Said on screen the moment it becomes true ("Trapped").
    ///
    /// Conservative with power-ups, so it never claims a trap that is not one: a Demolish in
    /// hand can open any inner wall, so a player holding one is never trapped; a Jump only flies
    /// along open passages, so it cannot reach a cell no move can, but it can save moves, so with
    /// a Jump in hand only an unreachable exit counts.
    /// - Complexity: O(cells · log cells): one search back from the exit over the moves as they
    ///   are now (demolished walls included).
    public var isTrapped: Bool {
        guard status == .playing, inventory.demolishes == 0 else { return false }
        let distance = MoveGraph(maze: maze, terrain: level.terrain, exit: level.exit).distancesToExit()[position]
        if distance < 0 { return true }
        return inventory.jumps == 0 && Int(distance) > movesLeft
    }
}

extension GameState {
    /// Whether a wall of the level was knocked down in this attempt (a Demolish was used).
    /// - Complexity: O(cells).
    public var demolishedAWall: Bool { maze.passages != level.maze.passages }
}
