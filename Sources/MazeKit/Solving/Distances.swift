/// Distances from one root cell to every cell of a maze; unreachable and disabled cells have none.
///
/// Stored flat as `Int32`, −1 meaning unreachable.
public struct Distances: Sendable, Hashable {
    /// The cell the distances are measured from.
    public let root: Int
    /// `values[cell]`: the distance, or −1.
    public let values: [Int32]

    /// The distance to `cell`, or `nil` when it cannot be reached.
    @inlinable public subscript(cell: Int) -> Int? {
        let d = values[cell]
        return d < 0 ? nil : Int(d)
    }

    /// The farthest reachable cell (lowest index among ties) and its distance.
    /// - Complexity: O(cells).
    public var farthest: (cell: Int, distance: Int) {
        var best = root, bestDistance: Int32 = 0
        for (cell, d) in values.enumerated() where d > bestDistance {
            best = cell
            bestDistance = d
        }
        return (best, Int(bestDistance))
    }
}

extension Maze {
    /// Passage counts from `root` to every cell, by breadth-first search.
    /// - Precondition: `root` is an enabled cell.
    /// - Complexity: O(cells).
    public func distances(from root: Int) -> Distances {
        precondition(isEnabled(root), "distances(from: \(root)): not an enabled cell of the \(width)×\(height) maze")
        let count = cellCount, w = width
        // Written on raw buffers: through the arrays' checked subscripts the search ran 1.9
        // times the C yardstick's instructions (docs/performance.md, "Solvers").
        let values = [Int32](unsafeUninitializedCapacity: count) { values, initialized in
            values.initialize(repeating: -1)
            initialized = count
            let queue = Scratch<Int32>(uninitializedCount: count)
            passages.withUnsafeBufferPointer { passages in
                let values = values.baseAddress.unsafelyUnwrapped, passages = passages.baseAddress.unsafelyUnwrapped
                var head = 0, tail = 1
                queue[0] = Int32(truncatingIfNeeded: root)
                values[root] = 0
                while head < tail {
                    let cell = Int(queue[head]), next = values[cell] &+ 1, open = passages[cell]
                    head &+= 1
                    if open & 1 != 0, values[cell &- w] < 0 {
                        values[cell &- w] = next
                        queue[tail] = Int32(truncatingIfNeeded: cell &- w)
                        tail &+= 1
                    }
                    if open & 2 != 0, values[cell &+ 1] < 0 {
                        values[cell &+ 1] = next
                        queue[tail] = Int32(truncatingIfNeeded: cell &+ 1)
                        tail &+= 1
                    }
                    if open & 4 != 0, values[cell &+ w] < 0 {
                        values[cell &+ w] = next
                        queue[tail] = Int32(truncatingIfNeeded: cell &+ w)
                        tail &+= 1
                    }
                    if open & 8 != 0, values[cell &- 1] < 0 {
                        values[cell &- 1] = next
                        queue[tail] = Int32(truncatingIfNeeded: cell &- 1)
                        tail &+= 1
                    }
                }
            }
        }
        return Distances(root: root, values: values)
    }

    /// Least total cost from `root` to every cell, where entering a cell costs `cost[cell]`
    /// (Dijkstra with a bucket queue: costs are small integers).
    ///
    /// - Parameters:
    ///   - root: The cell distances are measured from.
    ///   - cost: Per-cell entry cost, 1…255; the root's own cost is not paid.
    /// - Precondition: `cost.count == cellCount`, every cost positive, `root` enabled.
    /// - Complexity: O(cells + maximum distance).
    public func weightedDistances(from root: Int, cost: [UInt8]) -> Distances {
        precondition(cost.count == cellCount, "weightedDistances: \(cost.count) costs for \(cellCount) cells")
        precondition(isEnabled(root), "weightedDistances(from: \(root)): not an enabled cell")
        let count = cellCount, w = width
        let values = [Int32](unsafeUninitializedCapacity: count) { values, initialized in
            values.initialize(repeating: -1)
            initialized = count
            passages.withUnsafeBufferPointer { passages in
                cost.withUnsafeBufferPointer { cost in
                    // Costs are below 256, so every pending entry is within 255 of the one
                    // taken: the ring never widens. The order within a distance changes no
                    // distance: a stack.
                    var queue = BucketQueue<LastInFirstOut>(span: 256)
                    let values = values.baseAddress.unsafelyUnwrapped, passages = passages.baseAddress.unsafelyUnwrapped
                    let cost = cost.baseAddress.unsafelyUnwrapped
                    values[root] = 0
                    queue.push(root, after: 0)
                    // A cell is pushed again each time it is reached more cheaply; only the
                    // entry at its final distance is expanded, the others are stale.
                    // (The queue is passed in, not captured: a captured `var` costs a dynamic
                    // exclusivity check on every access.)
                    @inline(__always) func relax(_ n: Int, _ d: Int32, _ queue: inout BucketQueue<LastInFirstOut>) {
                        let entry = cost[n]
                        precondition(entry > 0, "weightedDistances: cell \(n) costs 0")
                        let candidate = d &+ Int32(truncatingIfNeeded: entry)
                        if values[n] < 0 || candidate < values[n] {
                            values[n] = candidate
                            queue.push(n, after: Int(entry))  // `d` is the distance just popped
                        }
                    }
                    while let (cell, d) = queue.pop() {
                        let here = Int32(truncatingIfNeeded: d)
                        guard values[cell] == here else { continue }
                        let open = passages[cell]
                        if open & 1 != 0 { relax(cell &- w, here, &queue) }
                        if open & 2 != 0 { relax(cell &+ 1, here, &queue) }
                        if open & 4 != 0 { relax(cell &+ w, here, &queue) }
                        if open & 8 != 0 { relax(cell &- 1, here, &queue) }
                    }
                }
            }
        }
        return Distances(root: root, values: values)
    }

    /// The cells of the path from `start` to `goal` (both included), or `nil` if unreachable.
    /// In a perfect maze this is the only path; otherwise a shortest one, the one
    /// `distances(from: start).path(to: goal, in:)` gives.
    /// - Complexity: O(cells); see `markedPath(from:to:)` for a path too long to list.
    public func path(from start: Int, to goal: Int) -> [Int]? {
        guard let marked = markedPath(from: start, to: goal) else { return nil }
        var cells: [Int] = []
        cells.reserveCapacity(marked.length + 1)
        marked.forEachCell { cells.append($0) }
        return cells
    }

    /// The longest path of the maze: its two ends and length, found by two breadth-first sweeps.
    ///
    /// Exact on a perfect maze (a tree); on a braided maze, a long path but not always the
    /// longest (the diameter of a graph with loops is a harder problem). Each sweep ends at
    /// the farthest cell with the lowest index, as `Distances.farthest` would.
    /// - Complexity: O(cells) time; one byte per cell (it needs no distances, only the rings).
    public func longestPath() -> (start: Int, end: Int, length: Int) {
        guard let first = (0..<cellCount).first(where: isEnabled) else { return (0, 0, 0) }
        let a = DistanceRings(self, root: first).farthestCell
        let second = DistanceRings(self, root: a)
        return (a, second.farthestCell, second.depth)
    }
}

extension Distances {
    /// The path from the root to `goal` along decreasing distances, or `nil` if unreachable.
    /// Among equal choices the direction order N, E, S, W decides.
    /// - Complexity: O(path length).
    public func path(to goal: Int, in maze: Maze) -> [Int]? {
        guard var distance = self[goal] else { return nil }
        var cell = goal
        var path = [goal]
        while distance > 0 {
            var moved = false
            for direction in Direction.ordered where maze.isOpen(cell, direction) {
                let n = cell + direction.dx + direction.dy * maze.width
                if let dn = self[n], dn < distance {
                    cell = n
                    distance = dn
                    path.append(n)
                    moved = true
                    break
                }
            }
            if !moved { return nil }
        }
        return path.reversed()
    }
}
