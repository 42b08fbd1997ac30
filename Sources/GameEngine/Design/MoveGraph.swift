import MazeKit

/// Dijkstra over the move graph: a node per cell, an edge per open direction to where the move
/// (with its slide) ends, weighted 1 or 2 by the end cell's terrain.
///
/// On a level with doors the graph has two **floors**: a node is (floor, cell), numbered
/// `floor * cells + cell`, the start's node on floor 0 (the key not yet taken, every door shut)
/// and floor 1 the same maze with the doors open. A move on floor 0 whose path enters the key's
/// cell ends on floor 1, since the doors open once the move that takes the key ends. The exit is
/// one node, `exit` (a move on floor 1 that enters it ends there too), so every search's goal is
/// the same as on a level without doors, where there is one floor and a node is a cell.
///
/// Costs are 1 or 2, so the queue is Dial's (`BucketQueue`, a ring of four buckets, first in
/// first out within a distance so ties go to the move found first), O(1) per operation. All
/// state lives in flat arrays sized once per solve; nothing is allocated per node.
/// - Complexity: O(nodes + total slide length).
public struct MoveGraph: Sendable {
    /// The level's maze (walls as built).
    public let maze: Maze
    /// Terrain per cell.
    public let terrain: [Terrain]
    /// The winning cell (and node).
    public let exit: Int
    /// Gates, portals, belts and tunnels (they act inside `Movement`), the doors shut.
    public let fixtures: Fixtures
    /// The fixtures of floor 1: the doors open (`fixtures` on a level without doors).
    public let unlockedFixtures: Fixtures
    /// The key's cell, or −1 on a level without doors.
    public let key: Int
    /// 1, or 2 on a level with doors.
    public let floors: Int
    /// `ends[node * 4 + d]`: the node where a move from `node` in direction `d` (N E S W) ends, or −1.
    public private(set) var ends: [Int32]
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
        unlockedFixtures = fixtures.unlocked
        key = fixtures.key ?? -1
        floors = fixtures.key == nil ? 1 : 2
        let n = maze.cellCount
        var ends = [Int32](repeating: -1, count: n * floors * 4)
        self.ends = []
        self.deadlines = []
        for node in 0..<n * floors {
            let cell = node % n
            guard maze.isEnabled(cell) && (maze.passages[cell] != 0 || !fixtures.isEmpty) else { continue }
            for (d, direction) in Direction.ordered.enumerated() {
                if let end = move(from: node, direction) { ends[node * 4 + d] = Int32(end) }
            }
        }
        self.ends = ends
        self.deadlines = Self.deadlines(of: crates, cells: maze.cellCount)
    }

    /// The graph of a built level.
    public init(_ level: Level) {
        self.init(maze: level.maze, terrain: level.terrain, exit: level.exit, fixtures: level.fixtures, crates: level.crates)
    }

    /// Nodes: cells times floors.
    @inline(__always) public var nodeCount: Int { maze.cellCount * floors }

    /// The cell of `node`.
    @inline(__always) public func cell(_ node: Int) -> Int { node < maze.cellCount ? node : node - maze.cellCount }

    /// The node of `cell` on `floor` (the exit's is `exit` on both).
    @inline(__always) public func node(_ cell: Int, floor: Int) -> Int { floor == 0 || cell == exit ? cell : cell + maze.cellCount }

    /// What a move ending on `node` costs: 1, or 2 on mud.
    @inline(__always) public func cost(_ node: Int) -> Int { terrain[cell(node)].cost }

    /// The move from `node` toward `direction` by the rules (`Movement.move` with the doors of
    /// its floor), calling `enter` with each cell entered: the node where it ends (on floor 1
    /// when its path took the key), or `nil` when a wall blocks the first step.
    @inline(__always)
    public func move(from node: Int, _ direction: Direction, enter: (Int) -> Void = { _ in }) -> Int? {
        move(from: node, direction, in: maze, enter: enter)
    }

    /// `move(from:_:enter:)` in `maze` instead of the graph's (the same cells, some wall
    /// opened): how a Demolish's search works out the moves an opened wall changes.
    @inline(__always)
    func move(from node: Int, _ direction: Direction, in maze: Maze, enter: (Int) -> Void = { _ in }) -> Int? {
        let n = maze.cellCount
        // Locals, so the closures below capture no copy of the graph (a copy retains every
        // array it holds, and this runs once per move of every search).
        let key = key, exit = exit
        guard node >= n else {
            guard key >= 0 else {
                return Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: node, direction, enter: enter)
            }
            var tookKey = false
            let end = Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: node, direction) { cell in
                if cell == key { tookKey = true }
                enter(cell)
            }
            guard let end else { return nil }
            return self.node(end, floor: tookKey ? 1 : 0)
        }
        let end = Movement.move(
            in: maze, terrain: terrain, exit: exit, fixtures: unlockedFixtures, from: node - n, direction, enter: enter)
        guard let end else { return nil }
        return self.node(end, floor: 1)
    }

    /// The Jump from `node` toward `direction` by the rules (`Movement.jump`), as `move(from:_:enter:)`.
    @inline(__always)
    public func jump(from node: Int, _ direction: Direction, enter: (Int) -> Void = { _ in }) -> Int? {
        let n = maze.cellCount
        let key = key, exit = exit
        guard node >= n else {
            guard key >= 0 else { return Movement.jump(in: maze, exit: exit, fixtures: fixtures, from: node, direction, enter: enter) }
            var tookKey = false
            let end = Movement.jump(in: maze, exit: exit, fixtures: fixtures, from: node, direction) { cell in
                if cell == key { tookKey = true }
                enter(cell)
            }
            guard let end else { return nil }
            return self.node(end, floor: tookKey ? 1 : 0)
        }
        let end = Movement.jump(in: maze, exit: exit, fixtures: unlockedFixtures, from: node - n, direction, enter: enter)
        guard let end else { return nil }
        return self.node(end, floor: 1)
    }

    /// The least of `values` over the nodes of `cell` (both floors), −1 where neither holds one:
    /// a per-node reading of a search, read per cell.
    public func leastOverFloors(_ values: [Int32], at cell: Int) -> Int32 {
        guard floors == 2, cell != exit else { return values[cell] }
        let a = values[cell], b = values[cell + maze.cellCount]
        return a < 0 ? b : (b < 0 ? a : min(a, b))
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

    /// Least move counts from `start` to every node where a move can end (−1 elsewhere), with
    /// the move that last improved each (`via[node] = from * 4 + d`) for path recovery. The exit
    /// is not expanded: entering it ends the attempt. `start` is a node (a cell is its node on
    /// floor 0).
    public func distances(from start: Int) -> (distance: [Int32], via: [Int32]) {
        let n = nodeCount
        var distance = [Int32](repeating: -1, count: n)
        var via = [Int32](repeating: -1, count: n)
        var queue = BucketQueue<FirstInFirstOut>(span: 3)
        distance[start] = 0
        queue.push(start, after: 0)
        while let (node, d) = queue.pop() {
            guard distance[node] == Int32(d), node != exit else { continue }
            for k in 0..<4 {
                let end = Int(ends[node * 4 + k])
                if end < 0 { continue }
                let cost = self.cost(end)
                let candidate = Int32(d + cost)
                if distance[end] < 0 || candidate < distance[end] {
                    distance[end] = candidate
                    via[end] = Int32(node * 4 + k)
                    queue.push(end, after: cost)
                }
            }
        }
        return (distance, via)
    }

    /// Least move counts from every node to the exit (−1 where impossible), over reversed edges.
    public func distancesToExit() -> [Int32] {
        let n = nodeCount
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
            let cost = self.cost(cell)  // every reversed edge into `cell` ends there
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
    /// On a level with doors a run may take the key first: every floor is searched.
    /// - Complexity: O(nodes + total slide length).
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
        // A local, so the closure captures no copy of the graph (every array it holds retained).
        let deadlines = deadlines
        forEachMove(after: fromStart) { end, cost, entered in
            guard toExit[end] >= 0, deadlines.isEmpty || deadlines[entered] < 0 || cost <= deadlines[entered] else { return }
            let total = Int(cost) + Int(toExit[end])
            var i = Int(firstTarget[entered])
            while i >= 0 {
                if best[i].map({ total < $0 }) ?? true { best[i] = total }
                i = Int(nextTarget[i])
            }
        }
        return best
    }

    /// Every move from every node `reached` holds a count for (the exit's excepted: entering it
    /// ends the attempt), each cell its path enters, slides included: `body(end, cost, entered)`
    /// with the move's end node and the count after it (`reached` plus the end's terrain).
    /// What taking an item costs, since a move takes every item it crosses.
    /// - Complexity: O(nodes + total slide length).
    func forEachMove(after reached: [Int32], _ body: (_ end: Int, _ cost: Int32, _ entered: Int) -> Void) {
        for node in 0..<nodeCount where reached[node] >= 0 && node != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                let end = Int(ends[node * 4 + k])
                guard end >= 0 else { continue }
                let cost = reached[node] + Int32(self.cost(end))
                _ = move(from: node, direction) { entered in body(end, cost, entered) }
            }
        }
    }
}
