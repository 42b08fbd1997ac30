import MazeKit

/// What happened, for the front end to show (past tense; docs/rules.md).
public enum Event: Sendable, Hashable {
    /// The player moved; `path` lists every cell entered, slides included; `cost` was paid.
    case moved(direction: Direction, path: [Int], cost: Int)
    /// The player walked into a wall: nothing happened, nothing was paid.
    case bumpedWall(Direction)
    /// The player jumped along `path` for 1 move and one Jump.
    case jumped(direction: Direction, path: [Int])
    /// A wall came down (one Demolish used, no moves).
    case wallDemolished(cell: Int, direction: Direction)
    /// A Time was used: the attempt has `moves` more to spend.
    case timeAdded(moves: Int)
    /// A crate was opened.
    case crateOpened(index: Int, coins: Int)
    /// A timed crate was not taken in time: from this move on it is gone.
    case crateGone(index: Int)
    /// A gem was found.
    case gemFound(index: Int)
    /// The key was taken: every door is open from the next move on.
    case keyTaken
    /// The exit was entered: the attempt is won.
    case exitReached(movesUsed: Int)
    /// No moves are left away from the exit: the attempt failed.
    case outOfMoves
    /// The action was refused.
    case refused(Action, Refusal)
    /// The level started over.
    case restarted
}
