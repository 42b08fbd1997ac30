import MazeKit

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
    /// A Time on a level whose budget is already the largest a level may have: it would add nothing.
    case budgetFull
    /// A second Time in one attempt: one is the most an attempt takes.
    case timeAlreadyUsed
    /// A demolish of a wall a tunnel passes through (docs/rules.md, "Fixtures").
    case tunnelWall
    /// No power-up of that kind left.
    case noPowerUp
    /// The attempt is already won or failed; only restart is possible.
    case attemptOver
}
