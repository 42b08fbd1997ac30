import MazeKit
import Testing

@testable import GameEngine

/// Generator 8 takes out the fixtures that change nothing (`LevelBuilder.withoutDecoration`):
/// the level that remains asks the same question, played through the rules, and every fixture
/// left on it matters.
@Suite struct DecorationTests {
    /// `level` with the fixtures generator 8 keeps.
    static func undecorated(_ level: Level) -> Level {
        var lean = level
        lean.fixtures = LevelBuilder.withoutDecoration(level)
        return lean
    }

    /// On small random levels with some of every fixture, the level without its decoration asks
    /// the same question, and its item par of every subset, found by brute force through
    /// `GameState.apply` on the level as it remains, is the item par the solvers found on the
    /// level as it was built.
    @Test func whatIsTakenOutChangesNothingAPlayerCanDo() throws {
        var thinned = 0
        for seed in UInt64(0)..<60 {
            let level = try RandomFixtures.builtLevel(seed)
            guard let asked = LevelBuilder.question(of: level) else { continue }
            let lean = Self.undecorated(level)
            #expect(LevelBuilder.question(of: lean) == asked, "seed \(seed)")
            if lean.fixtures != level.fixtures { thinned += 1 }
            let items = level.crates.map(\.cell) + level.gems
            guard let table = MoveGraph(level).itemPar(from: level.start, items: items) else { continue }
            let wins = DesignBruteForce.explore(lean, limit: 3 * level.maze.cellCount).filter { $0.0.status == .won }
            _ = DesignBruteForce.expectItemPar(table, agreesWith: wins, "seed \(seed)")
        }
        // Random fixtures on small mazes are mostly scenery: the test takes some out.
        #expect(thinned >= 20, "\(thinned) of 60 levels thinned")
    }

    /// Every fixture that stays changes the question when taken out alone, and building the
    /// level again takes out the same ones.
    @Test func everyFixtureThatStaysMatters() throws {
        for seed in UInt64(100)..<130 {
            let level = try RandomFixtures.builtLevel(seed)
            let lean = Self.undecorated(level)
            guard let asked = LevelBuilder.question(of: lean) else { continue }
            let alternatives = Self.eachTakenOut(lean.fixtures, width: level.maze.width, height: level.maze.height)
            #expect(alternatives.count == Self.count(lean.fixtures))
            for alternative in alternatives {
                var trial = lean
                trial.fixtures = alternative
                #expect(LevelBuilder.question(of: trial) != asked, "seed \(seed)")
            }
            #expect(LevelBuilder.withoutDecoration(lean) == lean.fixtures, "seed \(seed)")
        }
    }

    /// A level larger than a designed question keeps every fixture, and a level of an older
    /// generator is built as it was.
    @Test func largeLevelsAndOlderGeneratorsKeepEveryFixture() throws {
        var spec = LevelSpec(id: 0, name: "large", seed: 7, width: 19, height: 19, algorithm: .recursiveBacktracker)
        (spec.gates, spec.portals, spec.belts, spec.springs) = (3, 1, 3, 2)
        spec.crates = 2
        #expect(try LevelBuilder.build(spec) == LevelBuilder.build(spec, keepingDecoration: true))
        var small = spec
        (small.width, small.height) = (9, 6)
        #expect(try LevelBuilder.build(small).fixtures != LevelBuilder.build(small, keepingDecoration: true).fixtures)
        small.generatorVersion = 7
        #expect(try LevelBuilder.build(small) == LevelBuilder.build(small, keepingDecoration: true))
    }

    /// How many fixtures `f` holds.
    static func count(_ f: Fixtures) -> Int {
        f.gates.count + f.portals.count + f.belts.count + f.tunnels.count + f.mirrors.count + f.trapdoors.count + f.springs.count
            + f.chasms.count
    }

    /// `f` with one fixture taken out, for each of its fixtures.
    static func eachTakenOut(_ f: Fixtures, width: Int, height: Int) -> [Fixtures] {
        func dropping<T>(_ list: [T], _ i: Int) -> [T] {
            var list = list
            list.remove(at: i)
            return list
        }
        func make(
            gates: [Fixtures.Gate]? = nil, portals: [Fixtures.Portal]? = nil, belts: [Fixtures.Belt]? = nil,
            tunnels: [Fixtures.Tunnel]? = nil, mirrors: [Fixtures.Mirror]? = nil, trapdoors: [Fixtures.Trapdoor]? = nil,
            springs: [Fixtures.Spring]? = nil, chasms: [Fixtures.Chasm]? = nil
        ) -> Fixtures {
            Fixtures(
                width: width, height: height, gates: gates ?? f.gates, portals: portals ?? f.portals, belts: belts ?? f.belts,
                tunnels: tunnels ?? f.tunnels, mirrors: mirrors ?? f.mirrors, trapdoors: trapdoors ?? f.trapdoors,
                springs: springs ?? f.springs, chasms: chasms ?? f.chasms)
        }
        return f.gates.indices.map { make(gates: dropping(f.gates, $0)) }
            + f.portals.indices.map { make(portals: dropping(f.portals, $0)) }
            + f.belts.indices.map { make(belts: dropping(f.belts, $0)) }
            + f.tunnels.indices.map { make(tunnels: dropping(f.tunnels, $0)) }
            + f.mirrors.indices.map { make(mirrors: dropping(f.mirrors, $0)) }
            + f.trapdoors.indices.map { make(trapdoors: dropping(f.trapdoors, $0)) }
            + f.springs.indices.map { make(springs: dropping(f.springs, $0)) }
            + f.chasms.indices.map { make(chasms: dropping(f.chasms, $0)) }
    }
}
