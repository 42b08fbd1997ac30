import MazeKit

extension MoveGraph {
    /// The least moves from `start` to the exit with at most one Demolish (docs/rules.md, "Power-ups": standing on
    /// a cell, remove the wall to an enabled neighbour for 0 moves; the wall stays removed, so
    /// slides change with it), taking `item`'s cell on the way when one is given.
    ///
    /// For every inner wall w between a and b: the best run is a run in the maze as built to
    /// stand on a or b, the Demolish, then a run in the maze without w. One search over
    /// (cell, item taken) from the start in the maze as built gives the first parts; per wall a
    /// search from both sides (each at its first part's distance) in the opened maze gives the
    /// rest. Only the moves along w's row or column can change (with belts or mirrors, those that
    /// stand on a or b), so those are recomputed and put back; a wall's search stops at the goal or at
    /// the best total so far, and walls whose sides cannot be stood on in time are skipped. A
    /// wall a tunnel passes through is not tried: it cannot be demolished. Walls are tried most promising first (see
    /// `wallsByPromise`, a fixed order) and only a strictly better total replaces the best, so
    /// the wall reported is the first best one in that order.
    /// - Parameters:
    ///   - bound: When given, only totals of at most `bound` moves are searched for (a
    ///     feasibility question costs less); the result is then the run without Demolish if
    ///     no wall brings the total within it.
    /// - Complexity: O(walls × (cells + total slide length)) in the worst case, less by the
    ///   bound; O(cells) memory.
    public func bestDemolish(from start: Int, taking item: Int? = nil, within bound: Int? = nil) -> PowerUpRoute {
        var unlimited = WorkAllowance.unlimited
        return bestDemolish(from: start, taking: item, within: bound, allowance: &unlimited)
    }

    /// `bestDemolish(from:taking:within:)`, spending from `allowance` (each wall's search and
    /// each line it recomputes); when that runs out the walls left are not tried and the answer
    /// is not final (`allowance.isExhausted`).
    func bestDemolish(from start: Int, taking item: Int? = nil, within bound: Int? = nil, allowance: inout WorkAllowance) -> PowerUpRoute {
        let items = item.map { [$0] } ?? []
        let masks = 1 << items.count, full = masks - 1
        let n = nodeCount
        var edges = productEdges(items: items, jumps: false)
        var before = ProductSearch(cells: n, masks: masks, layers: 1)
        allowance.spend(2 * n)  // the edges, and the order of the walls
        allowance.spend(before.run(edges, exit: exit, sources: [(before.state(start, mask: 0), 0)], maximum: allowance.remaining))
        if start == exit && item == nil { return PowerUpRoute(moves: 0, actions: [], cell: nil) }
        let plainGoal = before.state(exit, mask: full)
        let plain = before.distance[plainGoal] >= 0 ? Int(before.distance[plainGoal]) : nil
        // Totals must come in strictly under `limit` to count.
        var limit = min(plain ?? .max, bound.map { $0 + 1 } ?? .max)
        var best: (cell: Int, direction: Direction)?
        var after = ProductSearch(cells: n, masks: masks, layers: 1)
        var opened = maze
        var saved: [(index: Int, end: Int32, bits: UInt32)] = []
        let crossings = fixtures.belts.isEmpty && fixtures.mirrors.isEmpty ? nil : Crossings(self)
        if crossings != nil { allowance.spend(4 * n) }
        for (a, direction) in wallsByPromise(before) {
            guard let b = maze.neighbour(of: a, direction) else { continue }
            let sources = wallSources(a, b, before)
            guard let nearest = sources.map(\.distance).min(), nearest + 1 < limit else { continue }
            if allowance.isExhausted { break }
            opened.link(a, direction)
            let recomputed = reopenLine(through: a, direction, in: opened, items: items, crossings: crossings, edges: &edges, saved: &saved)
            allowance.spend(crossings == nil ? (direction == .east ? maze.width : maze.height) : recomputed)
            allowance.spend(
                after.run(
                    edges, exit: exit, sources: sources, bound: limit, goal: after.state(exit, mask: full),
                    maximum: allowance.remaining))
            let total = after.distance[after.state(exit, mask: full)]
            if total >= 0 && Int(total) < limit {
                limit = Int(total)
                best = (a, direction)
            }
            for s in saved.reversed() {
                edges.ends[s.index] = s.end
                edges.bits[s.index] = s.bits
            }
            opened.unlink(a, direction)
        }
        // Cut short: the caller reports the level too large to analyse, so no route is needed.
        if allowance.isExhausted { return PowerUpRoute(moves: nil, actions: [], cell: nil) }
        guard let best else {
            return PowerUpRoute(moves: plain, actions: plain == nil ? [] : before.actions(to: plainGoal), cell: nil)
        }
        // Run the best wall again to recover its route.
        let (a, direction) = best
        opened.link(a, direction)
        reopenLine(through: a, direction, in: opened, items: items, crossings: crossings, edges: &edges, saved: &saved)
        let goal = after.state(exit, mask: full)
        after.run(edges, exit: exit, sources: wallSources(a, maze.neighbour(of: a, direction) ?? a, before), goal: goal)
        let source = after.source(of: goal)
        let cell = self.cell(source % n)
        let side = cell == a ? direction : direction.opposite
        return PowerUpRoute(
            moves: Int(after.distance[goal]),
            actions: before.actions(to: source) + [.demolish(side)] + after.actions(to: goal),
            cell: cell)
    }

    /// The inner walls (cell, east or south), most promising first: by the moves of a run that
    /// stands on one side, steps through to the other and goes on to the exit as in the maze as
    /// built (an estimate: the opened wall may change slides), then in cell order. Trying good
    /// walls first brings the bound down early, so later walls' searches stop sooner.
    private func wallsByPromise(_ before: borrowing ProductSearch) -> [(Int, Direction)] {
        let toExit = distancesToExit()
        var walls: [(estimate: Int, cell: Int, direction: Direction)] = []
        for a in 0..<maze.cellCount where maze.isEnabled(a) {
            for direction in [Direction.east, .south] {
                // A wall a tunnel passes through cannot be demolished (docs/rules.md, "Fixtures").
                guard let b = maze.neighbour(of: a, direction), !maze.isOpen(a, direction), !fixtures.isTunnelWall(a, direction)
                else { continue }
                var estimate = Int.max
                for (p, q) in [(a, b), (b, a)] where p != exit {
                    for floor in 0..<floors {
                        let d = before.distance[before.state(node(p, floor: floor), mask: 0)]
                        let after = toExit[node(q, floor: floor)]
                        if d >= 0 && after >= 0 { estimate = min(estimate, Int(d) + terrain[q].cost + Int(after)) }
                    }
                }
                walls.append((estimate, a, direction))
            }
        }
        walls.sort { ($0.estimate, $0.cell, $0.direction.rawValue) < ($1.estimate, $1.cell, $1.direction.rawValue) }
        return walls.map { ($0.cell, $0.direction) }
    }

    /// The states where a Demolish of the wall between `a` and `b` can be used: standing on
    /// either side (not the exit: the attempt is over there), on either floor, at the distance
    /// `before` found.
    private func wallSources(_ a: Int, _ b: Int, _ before: borrowing ProductSearch) -> [(state: Int, distance: Int)] {
        var sources: [(state: Int, distance: Int)] = []
        for mask in 0..<before.masks {
            for floor in 0..<floors {
                for side in [a, b] where side != exit {
                    let s = before.state(node(side, floor: floor), mask: mask)
                    if before.distance[s] >= 0 { sources.append((s, Int(before.distance[s]))) }
                }
            }
        }
        return sources
    }

    /// Recomputes, in `opened`, the moves an opened wall between `a` and its neighbour toward
    /// `direction` can change: those along the row (east wall) or column (south wall) through
    /// `a`, since a move keeps its way. A belt or a mirror turns a move, so on a level with them they are
    /// instead the moves that start on either side of the wall or enter one in the maze as built
    /// (`crossings`): a move goes as before until it stands on one. What it overwrites goes to
    /// `saved` (cleared first) so the caller can put it back.
    /// - Returns: the moves recomputed.
    @discardableResult
    private func reopenLine(
        through a: Int, _ direction: Direction, in opened: Maze, items: [Int], crossings: Crossings?,
        edges: inout ProductSearch.Edges, saved: inout [(index: Int, end: Int32, bits: UInt32)]
    ) -> Int {
        saved.removeAll(keepingCapacity: true)
        let w = maze.width
        var moves: [Int] = []
        if let crossings {
            let b = a + direction.dx + direction.dy * w
            for floor in 0..<floors where !(floor == 1 && a == exit) {
                let node = node(a, floor: floor)
                moves += node * 4..<node * 4 + 4
            }
            for floor in 0..<floors where !(floor == 1 && b == exit) {
                let node = node(b, floor: floor)
                moves += node * 4..<node * 4 + 4
            }
            moves += crossings.moves(entering: a)
            moves += crossings.moves(entering: b)
        } else {
            let line =
                direction == .east
                ? Array(stride(from: a - a % w, to: a - a % w + w, by: 1)) : Array(stride(from: a % w, to: maze.cellCount, by: w))
            let ks = direction == .east ? [1, 3] : [0, 2]
            for floor in 0..<floors {
                for cell in line where maze.isEnabled(cell) && !(floor == 1 && cell == exit) {
                    moves += ks.map { node(cell, floor: floor) * 4 + $0 }
                }
            }
        }
        for index in moves {
            var taken: UInt32 = 0
            let end = move(from: index / 4, Direction.at(index % 4), in: opened) { entered in
                for (i, itemCell) in items.enumerated() where itemCell == entered { taken |= 1 << UInt32(i) }
            }
            let newEnd = Int32(end ?? -1)
            // (A move listed twice is put back once: the second time it already reads its new end.)
            guard newEnd != edges.ends[index] || taken != edges.bits[index] else { continue }
            saved.append((index, edges.ends[index], edges.bits[index]))
            edges.ends[index] = newEnd
            edges.bits[index] = taken
        }
        return moves.count
    }
}

extension MoveGraph {
    /// For every cell, the moves (`node * 4 + direction`, on every floor) whose path enters it in
    /// the maze as built, in compressed rows: what a Demolish must recompute on a level with
    /// belts or mirrors.
    struct Crossings {
        private var start: [Int32]
        private var moves: [Int32]

        /// - Complexity: O(cells + total slide length).
        init(_ graph: MoveGraph) {
            let n = graph.maze.cellCount
            var pairs: [(cell: Int32, move: Int32)] = []
            for index in 0..<graph.nodeCount * 4 where graph.ends[index] >= 0 {
                _ = graph.move(from: index / 4, Direction.at(index % 4)) { pairs.append((Int32($0), Int32(index))) }
            }
            var count = [Int32](repeating: 0, count: n + 1)
            for pair in pairs { count[Int(pair.cell) + 1] += 1 }
            for i in 0..<n { count[i + 1] += count[i] }
            start = count
            var next = count
            moves = [Int32](repeating: 0, count: pairs.count)
            for pair in pairs {
                moves[Int(next[Int(pair.cell)])] = pair.move
                next[Int(pair.cell)] += 1
            }
        }

        /// The moves whose path enters `cell`.
        func moves(entering cell: Int) -> [Int] { moves[Int(start[cell])..<Int(start[cell + 1])].map(Int.init) }
    }
}
