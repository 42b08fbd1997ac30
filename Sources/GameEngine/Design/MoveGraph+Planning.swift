import MazeKit

/// How a greedy player picks the next crate (docs/rules.md, "Design figures").
enum GreedyChoice: Sendable, Hashable, CaseIterable {
    /// The crate fewest moves away (ties: fewer moves in all, then the lower cell).
    case nearest
    /// The crate with the most coins (ties: the nearer, then the lower cell).
    case richest
    /// The timed crate due soonest, then the crates that wait (ties: the nearer, then the lower
    /// cell): the hurried player a level of timed crates must not reward for hurrying alone.
    case soonest
}

/// One leg of a greedy player's run: the crate it headed for and the moves it made.
struct GreedyLeg: Sendable, Hashable {
    /// The index into `level.crates` of the crate headed for, or `nil` for the walk to the exit.
    var target: Int?
    /// The moves, applied through `GameState.apply`.
    var actions: [Action]
}

extension MoveGraph {
    /// The planning figures of `level` (whose graph this is): the best plan over the plain
    /// crates and the coins of the nearest-first and richest-first greedy players; `nil` when
    /// the level has too many plain crates to search (as `itemPar(from:items:)`).
    ///
    /// The best plan reads item par of every subset of the plain crates. Each greedy player is
    /// played through `GameState.apply`: from where it stands, the crates that still fit are
    /// those not yet opened with a run here → (enter the crate, a timed one by its deadline) →
    /// exit within the moves left;
    /// it walks a least-moves route to the one its rule picks (taking whatever that route
    /// enters) and repeats, and when none fits walks a least-moves route to the exit. A level
    /// whose par exceeds its budget has no plan: every figure is 0.
    /// - Complexity: O(2^k × (cells + total slide length)) for k plain crates, plus
    ///   O(k × (cells + total slide length)) for each greedy player.
    public func planning(_ level: Level) -> PlanningFigures? {
        var unlimited = WorkAllowance.unlimited
        return planning(level, allowance: &unlimited)
    }

    /// `planning(_:)`, spending from `allowance` (not final when it runs out).
    func planning(_ level: Level, allowance: inout WorkAllowance) -> PlanningFigures? {
        planningSearch(level, allowance: &allowance)?.figures
    }

    /// The planning figures with the item par of the best plan (`nil` when there is none).
    ///
    /// `treasure`, when given, is the item par table of the level's crates then its gems (as
    /// `LevelDesign` searches it): the best plan reads it instead of searching again, since the
    /// item par of a set of crates does not depend on which other items are tracked.
    func planningSearch(_ level: Level, treasure: ItemPar? = nil, allowance: inout WorkAllowance) -> (
        figures: PlanningFigures, bestMoves: Int?
    )? {
        guard let plan = bestPlan(level, treasure: treasure, allowance: &allowance) else { return nil }
        guard let bestMoves = plan.moves else {
            return (PlanningFigures(bestCoins: 0, bestCrates: [], nearestCoins: 0, richestCoins: 0), nil)
        }
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        func coins(_ choice: GreedyChoice) -> Int {
            let state = greedyRun(level, choice, allowance: &allowance).state
            guard state.status == .won else { return 0 }
            return plain.reduce(0) { state.openedCrates[$1] ? $0 + level.crates[$1].coins : $0 }
        }
        let figures = PlanningFigures(
            bestCoins: plan.coins, bestCrates: plan.crates, nearestCoins: coins(.nearest), richestCoins: coins(.richest))
        return (figures, bestMoves)
    }

    /// The best plan of `level` (whose graph this is) without the greedy players: the most
    /// coins of any subset of its plain crates whose item par fits the budget, one such subset
    /// (indices into `level.crates`: of those, the least item par, then the lowest bit pattern)
    /// and its item par (`nil`, with 0 coins, when even par is past the budget). `nil` when the
    /// level has too many plain crates to search, as `itemPar(from:items:)`; not final when
    /// `allowance` runs out. `treasure`: as `planningSearch(_:treasure:allowance:)`.
    /// `gems`: cells of gems every plan must also take (a run that took a gem is judged against
    /// the best plan that takes it too: trading coins for a gem is a choice, not a mistake).
    /// - Complexity: O(2^(k+g) × (cells + total slide length)) for k plain crates and g gems.
    func bestPlan(_ level: Level, treasure: ItemPar? = nil, gems: [Int] = [], allowance: inout WorkAllowance) -> (
        coins: Int, crates: [Int], moves: Int?
    )? {
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        guard let moves = subsetMoves(level, plain: plain, treasure: treasure, gems: gems, allowance: &allowance) else { return nil }
        var best = 0, bestMask = 0, bestMoves = Int.max
        Self.forEachFittingPlan(level, plain: plain, moves: moves) { mask, coins, moves in
            if coins > best || (coins == best && moves < bestMoves) {
                (best, bestMask, bestMoves) = (coins, mask, moves)
            }
        }
        guard bestMoves != .max else { return (0, [], nil) }
        return (best, plain.indices.filter { bestMask & 1 << $0 != 0 }.map { plain[$0] }, bestMoves)
    }

    /// The item par of each subset of `plain` (indices into `level.crates`; bit i of a mask
    /// stands for crate `plain[i]`), every gem on `gems` taken too: read off `treasure` when it
    /// is the level's own table and no gem is asked, searched otherwise (`nil` when too large).
    private func subsetMoves(
        _ level: Level, plain: [Int], treasure: ItemPar?, gems: [Int], allowance: inout WorkAllowance
    ) -> ((Int) -> Int?)? {
        if gems.isEmpty, let treasure, Array(treasure.items.prefix(level.crates.count)) == level.crates.map(\.cell) {
            // Bit i of a plain mask stands for crate plain[i], bit plain[i] of the table's.
            return { mask in treasure.moves(takingMask: plain.indices.reduce(0) { mask & 1 << $1 == 0 ? $0 : $0 | 1 << plain[$1] }) }
        }
        // The gems' bits follow the crates' and are set in every plan.
        guard let table = itemPar(from: level.start, items: plain.map { level.crates[$0].cell } + gems, allowance: &allowance) else {
            return nil
        }
        let gemBits = gems.indices.reduce(0) { $0 | 1 << (plain.count + $1) }
        return { mask in table.moves(takingMask: mask | gemBits) }
    }

    /// Calls `body` with each subset of `plain` (a mask, as `subsetMoves`') whose item par
    /// `moves` gives within the budget, with its coins and that item par, in mask order.
    private static func forEachFittingPlan(
        _ level: Level, plain: [Int], moves: (Int) -> Int?, _ body: (_ mask: Int, _ coins: Int, _ moves: Int) -> Void
    ) {
        for mask in 0..<(1 << plain.count) {
            guard let moves = moves(mask), moves <= level.budget else { continue }
            body(mask, plain.indices.reduce(0) { mask & 1 << $1 == 0 ? $0 : $0 + level.crates[plain[$1]].coins }, moves)
        }
    }

    /// The coins of `level`'s best plan taking a timed crate (`nil` when no run within the
    /// budget takes one by its deadline) and of its best plan letting every timed crate go;
    /// `nil` when no plain crate is timed (a timed crate is never a ledge's, which needs a
    /// Jump) or the level is too large to search. With two timed crates, a plan taking either
    /// rushes. What a race's question weighs (`CampaignBlueprint.RaceAnswer.of`).
    func racePlans(_ level: Level, treasure: ItemPar? = nil, allowance: inout WorkAllowance) -> RacePlans? {
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        let timed = plain.indices.reduce(0) { level.crates[plain[$1]].deadline == nil ? $0 : $0 | 1 << $1 }
        guard timed != 0, let moves = subsetMoves(level, plain: plain, treasure: treasure, gems: [], allowance: &allowance) else {
            return nil
        }
        var rushed: Int?, letGo = 0
        Self.forEachFittingPlan(level, plain: plain, moves: moves) { mask, coins, _ in
            if mask & timed != 0 { rushed = max(rushed ?? 0, coins) } else { letGo = max(letGo, coins) }
        }
        return RacePlans(rushed: rushed, letGo: letGo)
    }

    /// Whether `level`'s clock has room (`ItemPar.pairsOnlyWithRoom`): its one timed crate
    /// fits within the budget beside another crate taken before it, which no run could take
    /// were the clock due at the crate's earliest arrival. `false` without exactly one timed
    /// crate (never a ledge's), with the clock due at that arrival, or on a level too large to
    /// search. Play-testers read a race whose clock lets nothing come first ("reachable only
    /// if you take nothing before it") as a decoy by its shape alone.
    func clockHasRoom(_ level: Level, allowance: inout WorkAllowance) -> Bool {
        let timed = level.crates.indices.filter { level.crates[$0].deadline != nil }
        guard timed.count == 1, let t = timed.first, let deadline = level.crates[t].deadline, !level.crates[t].needsJump else {
            return false
        }
        let earliest = Int(reach(from: level.start)[level.crates[t].cell])
        guard earliest >= 0, deadline > earliest else { return false }
        var tightCrates = level.crates
        tightCrates[t].deadline = earliest
        let cells = level.crates.map(\.cell)
        guard let table = timing(level.crates).itemPar(from: level.start, items: cells, allowance: &allowance),
            let tight = timing(tightCrates).itemPar(from: level.start, items: cells, allowance: &allowance)
        else { return false }
        return table.pairsOnlyWithRoom(t, budget: level.budget, tight: tight)
    }

    /// The coins of `level`'s best plan without its gems (`gemless`, when the caller has
    /// searched it already), and of its best plan taking every gem (`nil` when no run takes
    /// them all within the budget); `nil` on a level without gems or one too large to search.
    /// What a gem level's question weighs (`GemAnswer.of`).
    func gemPlans(_ level: Level, gemless: Int? = nil, allowance: inout WorkAllowance) -> GemPlans? {
        guard !level.gems.isEmpty, let without = gemless ?? bestPlan(level, allowance: &allowance)?.coins,
            let with = bestPlan(level, gems: level.gems, allowance: &allowance)
        else { return nil }
        return GemPlans(gemless: without, withGems: with.moves == nil ? nil : with.coins)
    }

    /// A greedy player's run of `level` (whose graph this is), leg by leg, and the state it
    /// ends in. Only plain crates (not `needsJump`) are headed for; see `planning(_:)`.
    /// - Complexity: O(k × (cells + total slide length)) for k plain crates.
    func greedyRun(_ level: Level, _ choice: GreedyChoice) -> (legs: [GreedyLeg], state: GameState) {
        var unlimited = WorkAllowance.unlimited
        return greedyRun(level, choice, allowance: &unlimited)
    }

    /// `greedyRun(_:_:)`, spending from `allowance`.
    func greedyRun(_ level: Level, _ choice: GreedyChoice, allowance: inout WorkAllowance) -> (legs: [GreedyLeg], state: GameState) {
        precondition(
            level.maze.cellCount == maze.cellCount && level.exit == exit,
            "the graph (\(maze.cellCount) cells, exit \(exit)) is not level \(level.id)'s")
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        // A move's bits: the plain crates (by position in `plain`) its path enters.
        let bits = productEdges(items: plain.map { level.crates[$0].cell }, jumps: false).bits
        let toExit = distancesToExit()
        allowance.spend(2 * nodeCount)
        var state = GameState(level: level)
        var legs: [GreedyLeg] = []
        while state.status == .playing {
            let here = node(state.position, floor: state.keyTaken ? 1 : 0)
            let (distance, via) = distances(from: here)
            allowance.spend(nodeCount)
            // Per crate not yet opened, the move that enters it soonest (then with the fewest
            // moves in all) among those leaving the exit within reach.
            var reach = [Int](repeating: .max, count: plain.count)
            var total = [Int](repeating: .max, count: plain.count)
            var entering = [Int](repeating: -1, count: plain.count)
            for cell in 0..<nodeCount where distance[cell] >= 0 && cell != exit {
                for k in 0..<4 where bits[cell * 4 + k] != 0 {
                    let end = Int(ends[cell * 4 + k])
                    guard toExit[end] >= 0 else { continue }
                    let r = Int(distance[cell]) + cost(end), t = r + Int(toExit[end])
                    guard t <= state.movesLeft else { continue }
                    var b = bits[cell * 4 + k]
                    while b != 0 {
                        let i = b.trailingZeroBitCount
                        b &= b - 1
                        let crate = level.crates[plain[i]]
                        guard crate.takeable(atMovesUsed: state.movesUsed + r) else { continue }
                        if !state.openedCrates[plain[i]] && (r, t) < (reach[i], total[i]) {
                            (reach[i], total[i], entering[i]) = (r, t, cell * 4 + k)
                        }
                    }
                }
            }
            let fitting = plain.indices.filter { entering[$0] >= 0 }
            let pick = fitting.min { a, b in
                let near = (reach[a], total[a], level.crates[plain[a]].cell, a) < (reach[b], total[b], level.crates[plain[b]].cell, b)
                switch choice {
                case .nearest: return near
                case .richest:
                    let (ca, cb) = (level.crates[plain[a]].coins, level.crates[plain[b]].coins)
                    return ca != cb ? ca > cb : near
                case .soonest:
                    let (da, db) = (level.crates[plain[a]].deadline ?? .max, level.crates[plain[b]].deadline ?? .max)
                    return da != db ? da < db : near
                }
            }
            var actions: [Action]
            if let i = pick {
                actions = Self.route(to: entering[i] >> 2, from: here, via: via)
                actions.append(.move(Direction.ordered[entering[i] & 3]))
            } else {
                // A level whose exit is out of reach (budget below par) is not walked.
                guard distance[exit] >= 0, Int(distance[exit]) <= state.movesLeft else { break }
                actions = Self.route(to: exit, from: here, via: via)
            }
            for action in actions { state.apply(action) }
            legs.append(GreedyLeg(target: pick.map { plain[$0] }, actions: actions))
            // Each leg opens its crate; a leg that did not (the rules and the graph disagree)
            // ends the run rather than loop.
            guard let i = pick, state.openedCrates[plain[i]] else { break }
        }
        return (legs, state)
    }

    /// The moves of the least-moves route from `start` to `target` that `via` (from
    /// `distances(from: start)`) records.
    private static func route(to target: Int, from start: Int, via: [Int32]) -> [Action] {
        var actions: [Action] = []
        var cell = target
        while cell != start {
            let edge = Int(via[cell])
            actions.append(.move(Direction.ordered[edge & 3]))
            cell = edge >> 2
        }
        return actions.reversed()
    }
}

/// What a gem level's question weighs (`MoveGraph.gemPlans`, `CampaignBlueprint.GemAnswer.of`).
public struct GemPlans: Sendable, Hashable {
    /// The coins of the best plan without the gems.
    public var gemless: Int
    /// The coins of the best plan taking every gem, or `nil` when no run takes them all.
    public var withGems: Int?
}

/// What a race's question weighs (`MoveGraph.racePlans`, `CampaignBlueprint.RaceAnswer.of`).
public struct RacePlans: Sendable, Hashable {
    /// The coins of the best plan taking a timed crate by its deadline, or `nil` when no run
    /// within the budget does.
    public var rushed: Int?
    /// The coins of the best plan letting every timed crate go.
    public var letGo: Int
}
