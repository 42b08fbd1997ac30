import MazeKit

/// A playable level: the built maze with terrain, start, exit, items, par and budget.
///
/// Everything here follows from a `LevelSpec` (see `LevelBuilder`); the fingerprint pins it.
public struct Level: Sendable, Hashable {
    /// The campaign number (1…), or 0 for a level built from a bare seed.
    public var id: Int
    /// The display name.
    public var name: String
    /// The spec it was built from.
    public var spec: LevelSpec
    /// The maze, with its mask.
    public var maze: Maze
    /// Terrain per cell (disabled cells are `.floor`).
    public var terrain: [Terrain]
    /// Where the player starts.
    public var start: Int
    /// The cell that wins the level when entered.
    public var exit: Int
    /// Crates, in cell order.
    public var crates: [Crate]
    /// Gem cells, in cell order.
    public var gems: [Int]
    /// Gates, portals, belts and tunnels (none before generator 3), mirrors and trapdoors (none
    /// before generator 4), springs and chasms (none before the campaign of session 21).
    public var fixtures: Fixtures = .none
    /// The least moves from start to exit without power-ups.
    public var par: Int
    /// The moves the player has.
    public var budget: Int

    /// The stable fingerprint of the built level (FNV-1a 64 over a fixed layout), 16 hex digits.
    ///
    /// Layout: the text `mz-level`, generator version, width, height, then per cell its passage
    /// bits (| 0x80 when disabled) and terrain byte, then start, exit, budget, each crate's cell
    /// and coins, and each gem's cell, then each gate, portal, belt, tunnel, mirror, trapdoor, spring and chasm (a
    /// letter, its cells and direction or slant), then each timed crate's cell and deadline. Par is derived
    /// from these, so it is not hashed.
    public var fingerprint: String {
        var hash = FNV1a64()
        hash.combine("mz-level")
        hash.combine(UInt64(spec.generatorVersion))
        hash.combine(UInt64(maze.width))
        hash.combine(UInt64(maze.height))
        for cell in 0..<maze.cellCount {
            hash.combine(maze.passages[cell] | (maze.isEnabled(cell) ? 0 : 0x80))
            hash.combine(terrain[cell].rawValue)
        }
        hash.combine(UInt64(start))
        hash.combine(UInt64(exit))
        hash.combine(UInt64(budget))
        for crate in crates {
            hash.combine(UInt64(crate.cell))
            hash.combine(UInt64(crate.coins))
        }
        for gem in gems { hash.combine(UInt64(gem)) }
        // Fixtures, when there are any, so levels without them keep their fingerprints.
        for gate in fixtures.gates {
            hash.combine("g")
            hash.combine(UInt64(gate.cell))
            hash.combine(gate.direction.rawValue)
        }
        for portal in fixtures.portals {
            hash.combine("p")
            hash.combine(UInt64(portal.a))
            hash.combine(UInt64(portal.b))
        }
        for belt in fixtures.belts {
            hash.combine("b")
            hash.combine(UInt64(belt.cell))
            hash.combine(belt.direction.rawValue)
        }
        for tunnel in fixtures.tunnels {
            hash.combine("t")
            hash.combine(UInt64(tunnel.cell))
            hash.combine(tunnel.direction.rawValue)
        }
        for mirror in fixtures.mirrors {
            hash.combine("m")
            hash.combine(UInt64(mirror.cell))
            hash.combine(mirror.slant.rawValue)
        }
        for trapdoor in fixtures.trapdoors {
            hash.combine("d")
            hash.combine(UInt64(trapdoor.cell))
            hash.combine(UInt64(trapdoor.landing))
        }
        for spring in fixtures.springs {
            hash.combine("s")
            hash.combine(UInt64(spring.cell))
        }
        for chasm in fixtures.chasms {
            hash.combine("c")
            hash.combine(UInt64(chasm.cell))
        }
        // Timed crates' deadlines last, so levels without them keep their fingerprints.
        for crate in crates {
            guard let deadline = crate.deadline else { continue }
            hash.combine("x")
            hash.combine(UInt64(crate.cell))
            hash.combine(UInt64(deadline))
        }
        // Doors and the key last, so levels without them keep their fingerprints.
        for door in fixtures.doors {
            hash.combine("d")
            hash.combine(UInt64(door.cell))
            hash.combine(door.direction.rawValue)
        }
        if let key = fixtures.key {
            hash.combine("k")
            hash.combine(UInt64(key))
        }
        return hash.hex
    }

    /// The (x, y) of `cell`.
    public func point(_ cell: Int) -> (x: Int, y: Int) { (cell % maze.width, cell / maze.width) }

    /// The coins of the crates whose bits are set in `mask` (bit i: crate i), as the design
    /// searches over sets of crates count them.
    func coins(ofCrates mask: Int) -> Int {
        crates.indices.reduce(0) { mask & 1 << $1 == 0 ? $0 : $0 + crates[$1].coins }
    }
}
