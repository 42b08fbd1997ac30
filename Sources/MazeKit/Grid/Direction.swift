/// One of the four compass directions of a grid, with its passage bit (docs/design.md, "Mazes": N=1 E=2 S=4 W=8).
///
/// North is toward row 0 (y − 1), east toward larger x.
public enum Direction: UInt8, CaseIterable, Sendable, Codable, Hashable {
    case north = 1
    case east = 2
    case south = 4
    case west = 8

    /// The passage bit of this direction in a cell's bitmask.
    @inlinable public var bit: UInt8 { rawValue }

    /// The direction pointing back.
    @inlinable public var opposite: Direction {
        switch self {
        case .north: .south
        case .east: .west
        case .south: .north
        case .west: .east
        }
    }

    /// The column change of one step this way.
    @inlinable public var dx: Int {
        switch self {
        case .east: 1
        case .west: -1
        case .north, .south: 0
        }
    }

    /// The row change of one step this way.
    @inlinable public var dy: Int {
        switch self {
        case .south: 1
        case .north: -1
        case .east, .west: 0
        }
    }

    /// Directions in a fixed order (N, E, S, W) used wherever a tie must be broken by order.
    public static let ordered: [Direction] = [.north, .east, .south, .west]

    /// The direction with index `i` in `ordered` (0 = north … 3 = west).
    @inlinable public static func at(_ i: Int) -> Direction {
        switch i & 3 {
        case 0: .north
        case 1: .east
        case 2: .south
        default: .west
        }
    }

    /// The one-letter name used in replays and solutions: `u`, `r`, `d`, `l`.
    public var letter: Character {
        switch self {
        case .north: "u"
        case .east: "r"
        case .south: "d"
        case .west: "l"
        }
    }
}
