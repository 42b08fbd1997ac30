import MazeKit

/// Dijkstra over the move graph: a node per cell, an edge per open direction to where the move
/// (with its slide) ends, weighted 1 or 2 by the end cell's terrain.
///
/// Costs are 1 or 2, so the queue is Dial's (`BucketQueue`, a ring of four buckets, first in
/// first out within a distance so ties go to the move found first), O(1) per operation. All
/// state lives in flat arrays sized once per solve; nothing is allocated per node.
/// - Complexity: O(cells + total slide length).
public struct MoveGraph: Sendable {
    /// The level's maze (walls as built).
    public let maze: Maze
    /// Terrain per cell.
    public let terrain: [Terrain]
    /// The winning cell.
    public let exit: Int
    /// Gates, portals, belts and tunnels (they act inside `Movement`).
    public let fixtures: Fixtures
    /// `ends[cell * 4 + d]`: where a move from `cell` in direction `d` (N E S W) ends, or −1.
    public let ends: [Int32]
    /// `deadlines[cell]`: the deadline of the timed crate on `cell` (−1 for none), or empty
    /// when the level has no timed crate. An item on such a cell is taken only by a move that
    /// ends with at most that many moves used (`Crate.deadline`).
    public private(set) var deadlines: [Int32]

    /// Precomputes every move's end; `crates` gives the timed crates' deadlines.
    public init(maze: Maze, terrain: [Terrain], exit: Int, fixtures: Fixtures = .none, crates: [Crate] = []) {
        self.maze = maze
        self.terrain = terrain
        self.exit = exit
        self.fixtures = fixtures
        var ends = [Int32](repeating: -1, count: maze.cellCount * 4)
        for cell in 0..<maze.cellCount where maze.isEnabled(cell) && (maze.passages[cell] != 0 || !fixtures.isEmpty) {
            for (d, direction) in Direction.ordered.enumerated() {
                if let end = Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: cell, direction) {
                    ends[cell * 4 + d] = Int32(end)
                }
            }
        }
        self.ends = ends
        self.deadlines = Self.deadlines(of: crates, cells: maze.cellCount)
    }

    /// The graph of a built level.
    public init(_ level: Level) {
        self.init(maze: level.maze, terrain: level.terrain, exit: level.exit, fixtures: level.fixtures, crates: level.crates)
    }

    /// This graph with `crates`' deadlines in place of its own (the moves are the same): what the
    /// builder tries deadlines on without working out every move again.
    func timing(_ crates: [Crate]) -> MoveGraph {
        var timed = self
        timed.deadlines = Self.deadlines(of: crates, cells: maze.cellCount)
        return timed
    }

    /// The deadline of the timed crate on each cell (−1 for none), or empty when none is timed.
    private static func deadlines(of crates: [Crate], cells: Int) -> [Int32] {
        var deadlines: [Int32] = []
        for crate in crates {
            guard let deadline = crate.deadline else { continue }
            if deadlines.isEmpty { deadlines = [Int32](repeating: -1, count: cells) }
            deadlines[crate.cell] = Int32(clamping: deadline)
        }
        return deadlines
    }

    /// Whether an item on `cell` is still taken by a move that ends with `movesUsed` moves used:
    /// always, but on a timed crate's cell past its deadline.
    @inline(__always) func takeable(_ cell: Int, atMovesUsed movesUsed: Int32) -> Bool {
        deadlines.isEmpty || deadlines[cell] < 0 || movesUsed <= deadlines[cell]
    }

    /// Least move counts from `start` to every cell where a move can end (−1 elsewhere), with
    /// the move that last improved each (`via[cell] = from * 4 + d`) for path recovery. The exit
    /// is not expanded: entering it ends the attempt.
    public func distances(from start: Int) -> (distance: [Int32], via: [Int32]) {
        let n = maze.cellCount
        var distance = [Int32](repeating: -1, count: n)
        var via = [Int32](repeating: -1, count: n)
        var queue = BucketQueue<FirstInFirstOut>(span: 3)
        distance[start] = 0
        queue.push(start, after: 0)
        while let (cell, d) = queue.pop() {
            guard distance[cell] == Int32(d), cell != exit else { continue }
            for k in 0..<4 {
                let end = Int(ends[cell * 4 + k])
                if end < 0 { continue }
                let candidate = Int32(d + terrain[end].cost)
                if distance[end] < 0 || candidate < distance[end] {
                    distance[end] = candidate
                    via[end] = Int32(cell * 4 + k)
                    queue.push(end, after: terrain[end].cost)
                }
            }
        }
        return (distance, via)
    }

    /// Least move counts from every cell to the exit (−1 where impossible), over reversed edges.
    public func distancesToExit() -> [Int32] {
        let n = maze.cellCount
        // Reverse adjacency in compressed rows: the moves that end at each cell.
        var incoming = [Int32](repeating: 0, count: n + 1)
        for e in ends where e >= 0 { incoming[Int(e) + 1] += 1 }
        for i in 0..<n { incoming[i + 1] += incoming[i] }
        var fill = incoming
        var sources = [Int32](repeating: 0, count: Int(incoming[n]))
        for cell in 0..<n {
            for k in 0..<4 {
                let end = Int(ends[cell * 4 + k])
                if end < 0 || cell == exit { continue }
                sources[Int(fill[end])] = Int32(cell)
                fill[end] += 1
            }
        }
        var distance = [Int32](repeating: -1, count: n)
        var queue = BucketQueue<FirstInFirstOut>(span: 3)
        distance[exit] = 0
        queue.push(exit, after: 0)
        while let (cell, d) = queue.pop() {
            guard distance[cell] == Int32(d) else { continue }
            let cost = terrain[cell].cost  // every reversed edge into `cell` ends there
            for i in Int(incoming[cell])..<Int(fill[cell]) {
                let from = Int(sources[i])
                let candidate = Int32(d + cost)
                if distance[from] < 0 || candidate < distance[from] {
                    distance[from] = candidate
                    queue.push(from, after: cost)
                }
            }
        }
        return distance
    }

    /// For each cell in `targets`, the least moves of a run start → (enter the cell) → exit
    /// without power-ups, or `nil` when no such run exists. An item is taken by any move whose
    /// path enters its cell, slides included (on a timed crate's cell, by its deadline: the
    /// least moves to enter a cell are the earliest, so the least run is still exact).
    /// - Complexity: O(cells + total slide length).
    public func detourCosts(from start: Int, to targets: [Int]) -> [Int?] {
        let fromStart = distances(from: start).distance
        let toExit = distancesToExit()
        // The targets on each cell, as chains (two items may share a cell).
        var firstTarget = [Int32](repeating: -1, count: maze.cellCount)
        var nextTarget = [Int32](repeating: -1, count: targets.count)
        for (i, cell) in targets.enumerated().reversed() {
            nextTarget[i] = firstTarget[cell]
            firstTarget[cell] = Int32(i)
        }
        var best = [Int?](repeating: nil, count: targets.count)
        forEachMove(after: fromStart) { end, cost, entered in
            guard toExit[end] >= 0, takeable(entered, atMovesUsed: cost) else { return }
            let total = Int(cost) + Int(toExit[end])
            var i = Int(firstTarget[entered])
            while i >= 0 {
                if best[i].map({ total < $0 }) ?? true { best[i] = total }
                i = Int(nextTarget[i])
            }
        }
        return best
    }

    /// Every move from every cell `reached` holds a count for (the exit's excepted: entering it
    /// ends the attempt), each cell its path enters, slides included: `body(end, cost, entered)`
    /// with the move's end cell and the count after it (`reached` plus the end's terrain).
    /// What taking an item costs, since a move takes every item it crosses.
    /// - Complexity: O(cells + total slide length).
    func forEachMove(after reached: [Int32], _ body: (_ end: Int, _ cost: Int32, _ entered: Int) -> Void) {
        for cell in 0..<maze.cellCount where reached[cell] >= 0 && cell != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                let end = Int(ends[cell * 4 + k])
                guard end >= 0 else { continue }
                let cost = reached[cell] + Int32(terrain[end].cost)
                _ = Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: cell, direction) { entered in
                    body(end, cost, entered)
                }
            }
        }
    }
}
