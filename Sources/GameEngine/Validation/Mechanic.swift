import MazeKit

/// What a level can hold beyond walls: the basics (ice, mud, crates, gems, ledges, loops) and
/// the mechanics added after them (docs/rules.md, "Design figures": variety). Raw values are
/// the names of their first-encounter `Tip`s.
///
/// A new mechanic gets a case here, its test in `appears(in:)` and, when it can be taken out of
/// a level, its removal in `removed(from:)`; the variety rule then measures it.
public enum Mechanic: String, Sendable, Hashable, CaseIterable {
    case ice, mud, crates, gems, ledges, loops
    case gates, portals, belts, tunnels, mirrors, trapdoors, springs, chasms
    /// Doors and their key: taking the key opens every door.
    case doors
    /// Timed crates (`Crate.deadline`): not a fixture, a clock on the crate question.
    case timed

    /// The mechanics beyond the basics, which the variety rule counts.
    public static var added: [Mechanic] { allCases.filter { !$0.isBasic } }

    /// Whether it is one of the first six (ice, mud, crates, gems, ledges, loops).
    public var isBasic: Bool {
        switch self {
        case .ice, .mud, .crates, .gems, .ledges, .loops: true
        case .gates, .portals, .belts, .tunnels, .mirrors, .trapdoors, .springs, .chasms, .doors, .timed: false
        }
    }

    /// Whether `level` holds it.
    public func appears(in level: Level) -> Bool {
        switch self {
        case .ice: level.terrain.contains(.ice)
        case .mud: level.terrain.contains(.mud)
        case .crates: level.crates.contains { !$0.needsJump }
        case .gems: !level.gems.isEmpty
        case .ledges: level.crates.contains(where: \.needsJump)
        case .loops: level.spec.braid > 0
        case .gates: !level.fixtures.gates.isEmpty
        case .portals: !level.fixtures.portals.isEmpty
        case .belts: !level.fixtures.belts.isEmpty
        case .tunnels: !level.fixtures.tunnels.isEmpty
        case .mirrors: !level.fixtures.mirrors.isEmpty
        case .trapdoors: !level.fixtures.trapdoors.isEmpty
        case .springs: !level.fixtures.springs.isEmpty
        case .chasms: !level.fixtures.chasms.isEmpty
        case .doors: !level.fixtures.doors.isEmpty
        case .timed: level.crates.contains { $0.deadline != nil }
        }
    }

    /// `level` with every instance of this mechanic taken out (gates opened both ways, portals,
    /// belts, tunnels, mirrors, trapdoors and springs gone, chasms floored, doors open and the
    /// key gone, timed crates waiting)
    /// and its par solved again (kept when the exit is then out of reach), or `nil` for a basic,
    /// which is not measured this way.
    public func removed(from level: Level) -> Level? {
        let f = level.fixtures
        var out = level
        switch self {
        case .ice, .mud, .crates, .gems, .ledges, .loops: return nil
        case .gates: out.fixtures = Self.fixtures(level, f, gates: [])
        case .portals: out.fixtures = Self.fixtures(level, f, portals: [])
        case .belts: out.fixtures = Self.fixtures(level, f, belts: [])
        case .tunnels: out.fixtures = Self.fixtures(level, f, tunnels: [])
        case .mirrors: out.fixtures = Self.fixtures(level, f, mirrors: [])
        case .trapdoors: out.fixtures = Self.fixtures(level, f, trapdoors: [])
        case .springs: out.fixtures = Self.fixtures(level, f, springs: [])
        case .chasms: out.fixtures = Self.fixtures(level, f, chasms: [])
        case .doors: out.fixtures = Self.fixtures(level, f, doors: [])
        case .timed:
            for i in out.crates.indices { out.crates[i].deadline = nil }
        }
        out.par = MoveGraph(out).solve(from: out.start).par ?? level.par
        return out
    }

    /// Whether it has a first-encounter tip.
    public var hasTip: Bool { Tip(rawValue: rawValue) != nil }

    /// `f` with the lists given replaced.
    private static func fixtures(
        _ level: Level, _ f: Fixtures, gates: [Fixtures.Gate]? = nil, portals: [Fixtures.Portal]? = nil, belts: [Fixtures.Belt]? = nil,
        tunnels: [Fixtures.Tunnel]? = nil, mirrors: [Fixtures.Mirror]? = nil, trapdoors: [Fixtures.Trapdoor]? = nil,
        springs: [Fixtures.Spring]? = nil, chasms: [Fixtures.Chasm]? = nil, doors: [Fixtures.Door]? = nil, key: Int?? = nil
    ) -> Fixtures {
        Fixtures(
            width: level.maze.width, height: level.maze.height, gates: gates ?? f.gates, portals: portals ?? f.portals,
            belts: belts ?? f.belts, tunnels: tunnels ?? f.tunnels, mirrors: mirrors ?? f.mirrors, trapdoors: trapdoors ?? f.trapdoors,
            springs: springs ?? f.springs, chasms: chasms ?? f.chasms, doors: doors ?? f.doors, key: key ?? f.key)
    }
}

extension Mechanic {
    /// Whether taking every instance of this mechanic out of `level` changes its plan: par,
    /// the best plan's coins or the best plan's item par differ. `false` for the basics, which
    /// cannot be taken out.
    public func changesThePlan(of level: Level) -> Bool {
        var unlimited = WorkAllowance.unlimited
        let plan = MoveGraph(level).planningSearch(level, allowance: &unlimited)
        return changesThePlan(of: level, plan: plan, allowance: &unlimited)
    }

    /// `changesThePlan(of:)` given the level's own planning search, spending from `allowance`.
    func changesThePlan(
        of level: Level, plan: (figures: PlanningFigures, bestMoves: Int?)?, allowance: inout WorkAllowance
    ) -> Bool {
        guard let without = removed(from: level) else { return false }
        return changesThePlan(of: level, without: without, plan: plan, allowance: &allowance)
    }

    /// `changesThePlan(of:plan:allowance:)` given `without`, the level with this mechanic taken
    /// out (`removed(from:)`), for a caller that has it already.
    func changesThePlan(
        of level: Level, without: Level, plan: (figures: PlanningFigures, bestMoves: Int?)?, allowance: inout WorkAllowance
    ) -> Bool {
        let other = MoveGraph(without)
        allowance.spend(2 * level.maze.cellCount)
        let otherPlan = other.planningSearch(without, allowance: &allowance)
        return other.solve(from: level.start).par != level.par || otherPlan?.figures.bestCoins != plan?.figures.bestCoins
            || otherPlan?.bestMoves != plan?.bestMoves
    }
}

extension Mechanic {
    /// Whether taking every instance of this mechanic out of `level` changes which crates the
    /// best plan takes (or their coins): the mechanic is part of the crate question, not only a
    /// longer or shorter way to the exit. Play-testers called gates that only changed par
    /// "decoration: they closed routes I did not want anyway". `false` for the basics.
    /// `plan` is the level's own planning search.
    func decidesTheCrates(
        of level: Level, plan: (figures: PlanningFigures, bestMoves: Int?)?, allowance: inout WorkAllowance
    ) -> Bool {
        guard let plan, let without = removed(from: level) else { return false }
        let other = MoveGraph(without)
        allowance.spend(2 * level.maze.cellCount)
        guard let otherPlan = other.planningSearch(without, allowance: &allowance) else { return false }
        return otherPlan.figures.bestCoins != plan.figures.bestCoins
            || Set(otherPlan.figures.bestCrates) != Set(plan.figures.bestCrates)
    }
}

extension Mechanic {
    /// Whether every par route of `level` uses this mechanic: with each instance walled off
    /// (a gate's crossing closed, every other fixture's cells cut off from their neighbours)
    /// the exit is further away or out of reach; a chasm, which no walk uses, where with it
    /// floored the exit comes closer. Play-testers met gates "unreachable or sitting
    /// behind E" and mirrors as "decoration" on the very levels that introduced them; a
    /// mechanic's first level puts it on the way (`CampaignBuilder`). `false` for the basics.
    /// Gates are on the way too where their one way decides the way or the plan
    /// (`changesThePlan(of:)`): since generator 8 a gate crossed the way it lets you, and
    /// changing nothing else, is decoration the builder takes out.
    public func isOnEveryParRoute(of level: Level) -> Bool {
        guard !isBasic, appears(in: level) else { return false }
        let f = level.fixtures
        let width = level.maze.width
        var cut: [Int] = []
        var out = level
        switch self {
        // A clock is on no route: a timed level's first question is the crates (`decidesTheCrates`).
        case .ice, .mud, .crates, .gems, .ledges, .loops, .timed: return false
        case .gates:
            if changesThePlan(of: level) { return true }
            for gate in f.gates where out.maze.isOpen(gate.cell, gate.direction) { out.maze.unlink(gate.cell, gate.direction) }
        case .portals: cut = f.portals.flatMap { [$0.a, $0.b] }
        case .belts: cut = f.belts.map(\.cell)
        case .tunnels: cut = f.tunnels.flatMap { [$0.cell, $0.far(width: width)] }
        case .mirrors: cut = f.mirrors.map(\.cell)
        case .trapdoors: cut = f.trapdoors.map(\.cell)
        case .springs: cut = f.springs.map(\.cell)
        case .chasms:
            // A chasm is off every walk already: it is on the way where it stands across the
            // shortest one, so that with it floored the exit comes closer.
            guard let without = removed(from: level) else { return false }
            return without.par < level.par
        case .doors:
            // On the way where the key is: with no key to take (every door shut for good) the
            // exit is further away, so every par route takes the key and goes through a door.
            out.fixtures = Self.fixtures(level, f, key: .some(nil))
        }
        for cell in cut {
            for direction in Direction.ordered where out.maze.isOpen(cell, direction) { out.maze.unlink(cell, direction) }
        }
        guard let par = MoveGraph(out).solve(from: out.start).par else { return true }
        return par > level.par
    }
}
