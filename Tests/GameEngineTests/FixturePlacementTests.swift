import MazeKit
import Testing

@testable import GameEngine

/// `LevelBuilder` places the spec's fixtures without trapping anyone, deterministically.
@Suite struct FixturePlacementTests {
    static func spec(
        seed: UInt64, gates: Int = 0, portals: Int = 0, belts: Int = 0, tunnels: Int = 0, mirrors: Int = 0, trapdoors: Int = 0
    ) -> LevelSpec {
        var spec = LevelSpec(id: 0, name: "", seed: seed, width: 12, height: 8, algorithm: .recursiveBacktracker)
        spec.braid = 0.3
        spec.ice = 0.1
        spec.gates = gates
        spec.portals = portals
        spec.belts = belts
        spec.tunnels = tunnels
        spec.mirrors = mirrors
        spec.trapdoors = trapdoors
        spec.crates = 2
        return spec
    }

    /// Cells the player can reach from the start and not leave for the exit.
    /// The level with its fixtures as placed: generator 8 then takes out those that change
    /// nothing (`LevelBuilder.withoutDecoration`, tested in `DecorationTests`).
    static func placed(_ spec: LevelSpec) throws -> Level { try LevelBuilder.build(spec, keepingDecoration: true) }

    static func traps(_ level: Level) -> Int {
        let graph = MoveGraph(level)
        let reached = graph.distances(from: level.start).distance
        let toExit = graph.distancesToExit()
        return (0..<level.maze.cellCount).filter { reached[$0] >= 0 && toExit[$0] < 0 }.count
    }

    @Test(arguments: 1...12)
    func eachFixtureIsPlacedAsAskedAndTrapsNoOne(seed: Int) throws {
        let plain = try Self.placed(Self.spec(seed: UInt64(seed)))
        let level = try Self.placed(Self.spec(seed: UInt64(seed), gates: 2, portals: 1, belts: 3, tunnels: 1))
        #expect(level.fixtures.gates.count == 2)
        #expect(level.fixtures.portals.count == 1)
        #expect(level.fixtures.belts.count >= 1 && level.fixtures.belts.count <= 3)
        #expect(level.fixtures.tunnels.count <= 1)
        #expect(Self.traps(level) <= Self.traps(plain))
        for belt in level.fixtures.belts { #expect(level.terrain[belt.cell] == .floor) }
        for portal in level.fixtures.portals {
            #expect(level.terrain[portal.a] == .floor && level.terrain[portal.b] == .floor)
            #expect(![level.start, level.exit].contains(portal.a) && ![level.start, level.exit].contains(portal.b))
        }
        for crate in level.crates { #expect(!level.fixtures.occupies(crate.cell)) }
        // The par route, followed through the rules, wins in par moves.
        let solution = MoveGraph(level).solve(from: level.start)
        var state = GameState(level: level)
        for move in solution.moves { state.apply(.move(move)) }
        #expect(state.status == .won && state.movesUsed == level.par)
        #expect(try Self.placed(Self.spec(seed: UInt64(seed), gates: 2, portals: 1, belts: 3, tunnels: 1)) == level)
    }

    /// Mirrors and trapdoors come after the others from the same stream: the other fixtures
    /// stay where they were, every new cell is floor and holds nothing else (a trapdoor's
    /// cells not the start or the exit either), and no one is trapped.
    @Test(arguments: 1...12)
    func mirrorsAndTrapdoorsArePlacedLastAndTrapNoOne(seed: Int) throws {
        let before = try Self.placed(Self.spec(seed: UInt64(seed), gates: 2, portals: 1, belts: 3, tunnels: 1))
        let spec = Self.spec(seed: UInt64(seed), gates: 2, portals: 1, belts: 3, tunnels: 1, mirrors: 3, trapdoors: 1)
        let level = try Self.placed(spec)
        let f = level.fixtures
        #expect(f.gates == before.fixtures.gates && f.portals == before.fixtures.portals)
        #expect(f.belts == before.fixtures.belts && f.tunnels == before.fixtures.tunnels)
        #expect(f.mirrors.count == 3 && f.trapdoors.count == 1)
        #expect(Self.traps(level) <= Self.traps(before))
        let others = Fixtures(width: 12, height: 8, gates: f.gates, portals: f.portals, belts: f.belts, tunnels: f.tunnels)
        let items = level.crates.map(\.cell) + level.gems
        for mirror in f.mirrors {
            #expect(level.terrain[mirror.cell] == .floor && !others.occupies(mirror.cell) && !items.contains(mirror.cell))
        }
        for trapdoor in f.trapdoors {
            for cell in [trapdoor.cell, trapdoor.landing] {
                #expect(level.terrain[cell] == .floor && !others.occupies(cell) && !items.contains(cell))
                #expect(cell != level.start && cell != level.exit && !f.mirrors.contains { $0.cell == cell })
            }
            let rings = level.maze.distances(from: level.start).values
            #expect(abs(Int(rings[trapdoor.cell]) - Int(rings[trapdoor.landing])) >= 16)
        }
        let solution = MoveGraph(level).solve(from: level.start)
        var state = GameState(level: level)
        for move in solution.moves { state.apply(.move(move)) }
        #expect(state.status == .won && state.movesUsed == level.par)
        #expect(try Self.placed(spec) == level)
        // Without any other fixture they are placed all the same.
        let alone = try Self.placed(Self.spec(seed: UInt64(seed), mirrors: 2, trapdoors: 1))
        #expect(alone.fixtures.mirrors.count == 2 && alone.fixtures.trapdoors.count == 1 && alone.fixtures.gates.isEmpty)
    }

    /// A braided maze's rings are short: no two cells are far enough apart for a portal, and
    /// finding that out takes one pass, not a scan of the cells left for every cell (which took
    /// minutes at 256×256).
    @Test(.timeLimit(.minutes(1)))
    func portalsWithNoPairFarEnoughApartAreLeftOutAtOnce() throws {
        var spec = LevelSpec(id: 0, name: "", seed: 5, width: 256, height: 256, algorithm: .recursiveBacktracker)
        spec.braid = 1
        spec.portals = 1
        spec.trapdoors = 1
        let level = try Self.placed(spec)
        #expect(level.fixtures.portals.isEmpty && level.fixtures.trapdoors.isEmpty)
    }
}
