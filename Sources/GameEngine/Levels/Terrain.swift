/// What a cell's floor is made of (docs/rules.md, "Moving").
public enum Terrain: UInt8, Sendable, Hashable, CaseIterable {
    /// Plain floor: a move ending here costs 1.
    case floor = 0
    /// Ice: the player slides on until a wall or a non-ice cell.
    case ice = 1
    /// Mud: a move ending here costs 2.
    case mud = 2

    /// The cost of a move that ends on this terrain.
    @inlinable public var cost: Int { self == .mud ? 2 : 1 }

    /// The character used in `terrain` rows of `mz level --format json` and in text views.
    public var symbol: Character {
        switch self {
        case .floor: "."
        case .ice: "~"
        case .mud: "%"
        }
    }
}
