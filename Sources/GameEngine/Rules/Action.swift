import MazeKit

/// What the player means to do, in game words (never keys). Replays record these.
public enum Action: Sendable, Hashable {
    /// Step (and maybe slide) one way.
    case move(Direction)
    /// Use a Jump power-up: fly to the last cell before the next wall.
    case jump(Direction)
    /// Use a Demolish power-up on the wall on that side.
    case demolish(Direction)
    /// Start the level over (power-ups already used stay used).
    case restart

    /// The action in replay notation (docs/formats.md, "Replays"): `u d l r`, `J`+dir, `X`+dir, `R` for restart.
    public var notation: String {
        switch self {
        case let .move(d): String(d.letter)
        case let .jump(d): "J" + String(d.letter)
        case let .demolish(d): "X" + String(d.letter)
        case .restart: "R"
        }
    }
}

/// The power-ups a player carries.
public struct Inventory: Sendable, Hashable, Codable {
    /// The most of one power-up a player can hold; the shop sells no more past it.
    public static let maximumCount = 1_000_000

    /// Jump power-ups.
    public var jumps: Int
    /// Demolish power-ups.
    public var demolishes: Int

    /// Creates an inventory.
    public init(jumps: Int = 0, demolishes: Int = 0) {
        self.jumps = jumps
        self.demolishes = demolishes
    }
}

/// Why an action did nothing (the state is unchanged).
public enum Refusal: Sendable, Hashable {
    /// The move would cost more than the moves left.
    case notEnoughMoves(cost: Int, left: Int)
    /// A jump with a wall right beside the player in that direction.
    case wallInTheWay
    /// A demolish where there is no wall.
    case noWall
    /// A demolish on the outer boundary or toward a hole.
    case boundary
    /// No power-up of that kind left.
    case noPowerUp
    /// The attempt is already won or failed; only restart is possible.
    case attemptOver
}

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
    /// A crate was opened.
    case crateOpened(index: Int, coins: Int)
    /// A gem was found.
    case gemFound(index: Int)
    /// The exit was entered: the attempt is won.
    case exitReached(movesUsed: Int)
    /// No moves are left away from the exit: the attempt failed.
    case outOfMoves
    /// The action was refused.
    case refused(Action, Refusal)
    /// The level started over.
    case restarted
}
