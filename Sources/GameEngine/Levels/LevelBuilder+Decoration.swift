import MazeKit

/// Generator 8: a level keeps no fixture that changes nothing (docs/rules.md, "Levels").
///
/// Fixtures are placed before the level's question is known, so some end up as scenery: a
/// portal pair far from every plan, a gate on a dead end no run enters, a spring beside the
/// route. Play-testers read every one of them ("most gadgets irrelevant to the best route",
/// "half the map is irrelevant decoy") and found the mechanic "decoration, not decision". So
/// once a level is built, each fixture is taken out in turn where the level without it asks
/// exactly the same question (`Question`): what remains on the map is there because some plan,
/// some greedy player or some power-up run goes differently without it.
extension LevelBuilder {
    /// The first generator whose levels keep no decoration.
    static let undecoratedFrom = 8

    /// Everything about a level that taking a fixture out must leave as it was, for the
    /// fixture to be decoration:
    /// - the item par of every subset of its items (crates, then gems), clocks included: par,
    ///   each item's detour, every plan and its moves;
    /// - how each greedy player's run ends (`GreedyChoice`: nearest, richest, soonest), so a
    ///   fixture that lures a rule of thumb off the best plan stays;
    /// - the least moves with one Jump to the exit, to each item, and to all of them (a leap's
    ///   budget), and with one Demolish to the exit;
    /// - how many cells the player can reach but not leave for the exit;
    /// - the way's own question: whether terrain, not distance, picks the route (`RouteChoice`)
    ///   and what the worst wrong turn costs (`WrongTurn`), so a fixture that makes a tempting
    ///   way past the best one stays: on an escape, that is the puzzle.
    struct Question: Equatable {
        var route: RouteChoice?
        var wrongTurn: Int?
        var itemPar: [Int?]
        var greedy: [GreedyEnd]
        var jump: [Int?]
        var demolish: Int?
        var traps: Int
    }

    /// How a greedy player's run ended.
    struct GreedyEnd: Equatable {
        var status: GameState.Status
        var movesUsed: Int
        var openedCrates: [Bool]
        var foundGems: [Bool]
    }

    /// The question `level` asks (see `Question`), or `nil` when its items are too many to
    /// search (`ItemPar.maximumItemCount`), so no fixture is judged decoration.
    /// - Complexity: O(2^k × (cells + total slide length)) for k items, plus a few searches
    ///   of one power-up each.
    static func question(of level: Level) -> Question? {
        let graph = MoveGraph(level)
        let items = level.crates.map(\.cell) + level.gems
        guard let table = graph.itemPar(from: level.start, items: items) else { return nil }
        let greedy = GreedyChoice.allCases.map { choice in
            let state = graph.greedyRun(level, choice).state
            return GreedyEnd(
                status: state.status, movesUsed: state.movesUsed, openedCrates: state.openedCrates, foundGems: state.foundGems)
        }
        var jump = [graph.bestJump(from: level.start).moves]
        jump += graph.jumpDetourCosts(from: level.start, to: items)
        if !level.crates.isEmpty { jump.append(graph.bestJump(from: level.start, takingAll: level.crates.map(\.cell)).moves) }
        return Question(
            route: graph.routeChoice(from: level.start), wrongTurn: graph.worstWrongTurn(from: level.start)?.cost,
            itemPar: (0..<(1 << items.count)).map { table.moves(takingMask: $0) }, greedy: greedy, jump: jump,
            demolish: graph.bestDemolish(from: level.start).moves, traps: graph.traps(from: level.start, items: []).cells.count)
    }

    /// `level`'s fixtures without those that change nothing: each in turn is taken out where
    /// the level without it, and without those taken out before it, asks the same
    /// `question(of:)` as the level as built, in passes until one takes nothing out. So the
    /// level that remains asks exactly that question too, and each fixture on it changes the
    /// question when taken out alone: par, budget, crates and every design figure that reads them are unchanged.
    /// The kinds are tried in the order the campaign brings them (gates, portals, springs,
    /// belts, chasms, tunnels, mirrors, trapdoors), each in its list's order: where two
    /// fixtures do the same work (a portal and a spring each saving the same moves), the older
    /// kind goes and the newer, which a level of that band is about, stays. A level too large
    /// for a designed question (`questionCells`) keeps all of its fixtures.
    /// - Complexity: O(fixtures × the cost of `question(of:)`).
    static func withoutDecoration(_ level: Level) -> Fixtures {
        let built = level.fixtures
        guard built != .none, level.maze.cellCount <= questionCells, let asked = question(of: level) else { return built }
        var kept = FixtureInstance.all(of: built)
        let key = built.key
        var trial = level
        // Passes until one takes nothing out, so each fixture that stays changes the question
        // when taken out alone from what stays (one taken out later may have been what made an
        // earlier one matter).
        var removed = true
        while removed {
            removed = false
            var i = 0
            while i < kept.count {
                var without = kept
                without.remove(at: i)
                trial.fixtures = FixtureInstance.fixtures(without, width: level.maze.width, height: level.maze.height, key: key)
                if question(of: trial) == asked {
                    kept = without
                    removed = true
                } else {
                    i += 1
                }
            }
        }
        return FixtureInstance.fixtures(kept, width: level.maze.width, height: level.maze.height, key: key)
    }

    /// One fixture of a level, of any kind: a level's fixtures as one list, from which any can be
    /// taken out.
    private enum FixtureInstance {
        case gate(Fixtures.Gate)
        case portal(Fixtures.Portal)
        case spring(Fixtures.Spring)
        case belt(Fixtures.Belt)
        case chasm(Fixtures.Chasm)
        case tunnel(Fixtures.Tunnel)
        case mirror(Fixtures.Mirror)
        case trapdoor(Fixtures.Trapdoor)
        /// A door; the key goes with the last of them.
        case door(Fixtures.Door)

        /// Every fixture of `f`, kind by kind in the campaign's order (gates first), each kind
        /// in its list's order.
        static func all(of f: Fixtures) -> [FixtureInstance] {
            f.gates.map(gate) + f.portals.map(portal) + f.springs.map(spring) + f.belts.map(belt) + f.chasms.map(chasm)
                + f.tunnels.map(tunnel) + f.mirrors.map(mirror) + f.trapdoors.map(trapdoor) + f.doors.map(door)
        }

        /// The fixtures of a maze `width` × `height` that `instances` list, with `key` while a door is left.
        static func fixtures(_ instances: [FixtureInstance], width: Int, height: Int, key: Int?) -> Fixtures {
            var gates: [Fixtures.Gate] = [], portals: [Fixtures.Portal] = [], springs: [Fixtures.Spring] = []
            var belts: [Fixtures.Belt] = [], chasms: [Fixtures.Chasm] = [], tunnels: [Fixtures.Tunnel] = []
            var mirrors: [Fixtures.Mirror] = [], trapdoors: [Fixtures.Trapdoor] = [], doors: [Fixtures.Door] = []
            for instance in instances {
                switch instance {
                case let .gate(x): gates.append(x)
                case let .portal(x): portals.append(x)
                case let .spring(x): springs.append(x)
                case let .belt(x): belts.append(x)
                case let .chasm(x): chasms.append(x)
                case let .tunnel(x): tunnels.append(x)
                case let .mirror(x): mirrors.append(x)
                case let .trapdoor(x): trapdoors.append(x)
                case let .door(x): doors.append(x)
                }
            }
            return Fixtures(
                width: width, height: height, gates: gates, portals: portals, belts: belts, tunnels: tunnels, mirrors: mirrors,
                trapdoors: trapdoors, springs: springs, chasms: chasms, doors: doors, key: key)
        }
    }
}
