import MazeKit

/// What the player means to do, in game words (never keys). Replays record these.
public enum Action: Sendable, Hashable {
    /// Step (and maybe slide) one way.
    case move(Direction)
    /// Use a Jump power-up: fly to the last cell before the next wall.
    case jump(Direction)
    /// Use a Demolish power-up on the wall on that side.
    case demolish(Direction)
    /// Use a Time power-up: `Economy.timeMoves(for:)` more moves for this attempt.
    case addTime
    /// Start the level over. (Within one recorded run power-ups already used stay used; the
    /// campaign session ends the attempt instead, and gives them back.)
    case restart

    /// The action in replay notation (docs/formats.md, "Replays"): `u d l r`, `J`+dir, `X`+dir,
    /// `T` for Time, `R` for restart.
    public var notation: String {
        switch self {
        case let .move(d): String(d.letter)
        case let .jump(d): "J" + String(d.letter)
        case let .demolish(d): "X" + String(d.letter)
        case .addTime: "T"
        case .restart: "R"
        }
    }
}
