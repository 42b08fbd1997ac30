import MazeKit

@testable import GameEngine

/// Random gates, portals, belts, tunnels, mirrors, trapdoors, springs, chasms, doors and a key on any maze, for the brute-force tests: anywhere
/// the rules allow, not only where the level builder puts them (on the start, the exit and
/// items, several on one cell, belts facing each other or a wall, gates both ways of one
/// passage), so every combination the rules must settle turns up.
enum RandomFixtures {
    /// Fixtures for `maze`: each passage gated one way or the other with a small chance, up
    /// to two portal pairs, belts on about a fifth of the cells (any way, walls included),
    /// tunnels under about a tenth of the cells that have two enabled cells beyond them, mirrors
    /// on about a sixth (either slant, on belts and portals too) and up to two trapdoors (any
    /// cell to any other, onto a portal, a belt, a mirror or another trapdoor included). The
    /// mirrors and trapdoors are drawn last, so the others are what they were before them;
    /// springs after them all, on about an eighth of the cells (on any other fixture too); then
    /// chasms on about a tenth of the cells that hold nothing else (a chasm holds nothing).
    static func fixtures(for maze: Maze, using rng: inout SeededRandom) -> Fixtures {
        let cells = (0..<maze.cellCount).filter(maze.isEnabled)
        var gates: [Fixtures.Gate] = []
        for cell in cells {
            for direction in Direction.ordered where maze.isOpen(cell, direction) && rng.chance(0.08) {
                gates.append(Fixtures.Gate(cell: cell, direction: direction))
            }
        }
        var shuffled = cells
        rng.permute(&shuffled)
        let pairs = min(rng.below(3), shuffled.count / 2)
        let portals = (0..<pairs).map { Fixtures.Portal(a: shuffled[2 * $0], b: shuffled[2 * $0 + 1]) }
        var belts: [Fixtures.Belt] = []
        for cell in cells where rng.chance(0.2) {
            belts.append(Fixtures.Belt(cell: cell, direction: Direction.ordered[rng.below(4)]))
        }
        var tunnels: [Fixtures.Tunnel] = []
        for cell in cells {
            for direction in [Direction.east, .south] {
                guard let under = maze.neighbour(of: cell, direction), maze.neighbour(of: under, direction) != nil, rng.chance(0.1)
                else { continue }
                // Either mouth may be the one named.
                let tunnel = Fixtures.Tunnel(cell: cell, direction: direction)
                tunnels.append(
                    rng.chance(0.5) ? tunnel : Fixtures.Tunnel(cell: tunnel.far(width: maze.width), direction: direction.opposite))
            }
        }
        var mirrors: [Fixtures.Mirror] = []
        for cell in cells where rng.chance(0.17) {
            mirrors.append(Fixtures.Mirror(cell: cell, slant: rng.chance(0.5) ? .rising : .falling))
        }
        var trapdoors: [Fixtures.Trapdoor] = []
        var holes = Set<Int>()
        for _ in 0..<min(rng.below(3), cells.count / 2) {
            let cell = cells[rng.below(cells.count)], landing = cells[rng.below(cells.count)]
            guard cell != landing, holes.insert(cell).inserted else { continue }
            trapdoors.append(Fixtures.Trapdoor(cell: cell, landing: landing))
        }
        // A third of the levels lose their belts, so mirrors turn moves where no belt does: what
        // a solver that special-cases belts alone would get wrong.
        if rng.chance(0.33) { belts = [] }
        let springs = cells.filter { _ in rng.chance(0.12) }.map(Fixtures.Spring.init(cell:))
        let others = Fixtures(
            width: maze.width, height: maze.height, gates: gates, portals: portals, belts: belts, tunnels: tunnels, mirrors: mirrors,
            trapdoors: trapdoors, springs: springs)
        let chasms = cells.filter { !others.occupies($0) && rng.chance(0.1) }.map(Fixtures.Chasm.init(cell:))
        // Doors on about a sixth of the passages (gated ones too), on half the levels, and the
        // key on any cell (the start, the exit, an item or another fixture's included).
        var doors: [Fixtures.Door] = []
        if rng.chance(0.5) {
            for cell in cells {
                for direction in [Direction.east, .south] where maze.isOpen(cell, direction) && rng.chance(0.17) {
                    doors.append(Fixtures.Door(cell: cell, direction: direction))
                }
            }
        }
        let key = doors.isEmpty ? nil : cells[rng.below(cells.count)]
        return Fixtures(
            width: maze.width, height: maze.height, gates: gates, portals: portals, belts: belts, tunnels: tunnels, mirrors: mirrors,
            trapdoors: trapdoors, springs: springs, chasms: chasms, doors: doors, key: key)
    }

    /// `level` with random fixtures drawn from `seed`, its par solved again.
    static func adding(to level: Level, seed: UInt64) -> Level {
        var rng = SeededRandom(seed: seed, stream: 77)
        var level = level
        level.fixtures = fixtures(for: level.maze, using: &rng)
        level.par = MoveGraph(level).solve(from: level.start).par ?? -1
        return level
    }

    /// A small level from `LevelBuilder` with some of every fixture, placed as the campaign
    /// places them (any algorithm, loops or not, ice, mud, crates and gems).
    static func builtLevel(_ seed: UInt64) throws -> Level {
        var rng = SeededRandom(seed: seed, stream: 78)
        var spec = LevelSpec(
            id: 0, name: "fixtures", seed: seed, width: 3 + rng.below(4), height: 3 + rng.below(3),
            algorithm: Algorithm.allCases[rng.below(12)])
        if rng.chance(0.6) { spec.braid = rng.unitInterval() }
        spec.ice = rng.unitInterval() * 0.4
        spec.mud = rng.unitInterval() * 0.3
        spec.crates = rng.below(3)
        spec.gems = rng.below(2)
        spec.gates = rng.below(3)
        spec.portals = rng.below(2)
        spec.belts = rng.below(4)
        spec.tunnels = rng.below(2)
        spec.mirrors = rng.below(3)
        spec.trapdoors = rng.below(2)
        spec.springs = rng.below(3)
        spec.chasms = rng.below(3)
        spec.budget = 1_000
        spec.doors = rng.below(3)
        // Every fixture placed, decoration or not: the solvers are checked on all of them.
        return try LevelBuilder.build(spec, keepingDecoration: true)
    }
}
