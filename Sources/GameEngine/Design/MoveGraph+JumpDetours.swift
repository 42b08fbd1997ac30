import MazeKit

extension MoveGraph {
    /// For each cell in `targets`, the least moves of a run start → (enter the cell) → exit with
    /// at most one Jump, or `nil` when no such run exists: for every target, the moves of
    /// `bestJump(from: start, taking: target)`, from one pass instead of one search per target.
    ///
    /// A run taking the target has a move or a jump whose path enters it. Split there, its cost
    /// is the least moves to that edge's cell, the edge, and the least moves from where it ends
    /// to the exit, with at most one Jump in all. So four searches suffice: from the start with
    /// no Jump and with at most one, and to the exit with no Jump and with at most one (the
    /// searches with one start from every jump's end, or its start, at the cost of the jump
    /// and of what lies before or after it). The exit is not expanded: entering it ends a run.
    /// This is how the level builder finds ledges (docs/formats.md, "levels.json": `ledges`): a dead end is
    /// looked at once, not searched for one at a time.
    /// On a level with doors every cell here is a node (`MoveGraph`), and the targets cells.
    /// - Complexity: O(nodes + total slide and jump length), whatever the number of targets.
    public func jumpDetourCosts(from start: Int, to targets: [Int]) -> [Int?] {
        let n = nodeCount
        var jumps = [Int32](repeating: -1, count: n * 4)
        for cell in 0..<n where maze.isEnabled(self.cell(cell)) && cell != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                if let end = jump(from: cell, direction) {
                    jumps[cell * 4 + k] = Int32(end)
                }
            }
        }
        // From the start: no Jump, then at most one (a jump from where no Jump took the player).
        let plainFrom = distances(from: start).distance
        var seedsFrom = plainFrom
        for cell in 0..<n where plainFrom[cell] >= 0 && cell != exit {
            for k in 0..<4 where jumps[cell * 4 + k] >= 0 {
                lower(&seedsFrom, Int(jumps[cell * 4 + k]), to: plainFrom[cell] + 1)
            }
        }
        let jumpFrom = settled(seedsFrom, reversed: false)
        // To the exit: no Jump, then at most one (a jump to where no Jump takes the player on).
        let plainTo = distancesToExit()
        var seedsTo = plainTo
        for cell in 0..<n where cell != exit {
            for k in 0..<4 where jumps[cell * 4 + k] >= 0 && plainTo[Int(jumps[cell * 4 + k])] >= 0 {
                lower(&seedsTo, cell, to: plainTo[Int(jumps[cell * 4 + k])] + 1)
            }
        }
        let jumpTo = settled(seedsTo, reversed: true)

        // The targets on each cell, as chains (two items may share a cell).
        var firstTarget = [Int32](repeating: -1, count: maze.cellCount)
        var nextTarget = [Int32](repeating: -1, count: targets.count)
        for (i, cell) in targets.enumerated().reversed() {
            nextTarget[i] = firstTarget[cell]
            firstTarget[cell] = Int32(i)
        }
        var best = [Int32](repeating: -1, count: targets.count)
        func offer(_ total: Int32, entering entered: Int) {
            var i = Int(firstTarget[entered])
            while i >= 0 {
                if best[i] < 0 || total < best[i] { best[i] = total }
                i = Int(nextTarget[i])
            }
        }
        for cell in 0..<n where jumpFrom[cell] >= 0 && cell != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                let end = Int(ends[cell * 4 + k])
                if end >= 0,
                    let total = cheaper(
                        plainFrom[cell], jumpTo[end], jumpFrom[cell], plainTo[end], plus: Int32(cost(end)))
                {
                    _ = move(from: cell, direction) { offer(total, entering: $0) }
                }
                let landing = Int(jumps[cell * 4 + k])
                if landing >= 0, plainFrom[cell] >= 0, plainTo[landing] >= 0 {
                    let total = plainFrom[cell] + 1 + plainTo[landing]
                    _ = jump(from: cell, direction) { offer(total, entering: $0) }
                }
            }
        }
        return best.map { $0 < 0 ? nil : Int($0) }
    }

    /// The least of `a + edge + b` and `c + edge + d` over the pairs where both are reached.
    private func cheaper(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32, plus edge: Int32) -> Int32? {
        let first = a >= 0 && b >= 0 ? a + edge + b : Int32.max
        let second = c >= 0 && d >= 0 ? c + edge + d : Int32.max
        let total = min(first, second)
        return total == .max ? nil : total
    }

    private func lower(_ distance: inout [Int32], _ cell: Int, to value: Int32) {
        if distance[cell] < 0 || value < distance[cell] { distance[cell] = value }
    }

    /// Dijkstra over the moves (reversed: toward the exit) from every cell at its seed distance
    /// (−1: not a source); the exit is not expanded.
    private func settled(_ seeds: [Int32], reversed: Bool) -> [Int32] {
        let n = nodeCount
        // Each cell's neighbours along the moves: where its moves end, or (reversed) the cells
        // whose moves end on it, in compressed rows.
        var first = [Int32](repeating: 0, count: n + 1)
        for cell in 0..<n where cell != exit {
            for k in 0..<4 where ends[cell * 4 + k] >= 0 {
                first[(reversed ? Int(ends[cell * 4 + k]) : cell) + 1] += 1
            }
        }
        for i in 0..<n { first[i + 1] += first[i] }
        var fill = first
        var next = [Int32](repeating: 0, count: Int(first[n]))
        for cell in 0..<n where cell != exit {
            for k in 0..<4 where ends[cell * 4 + k] >= 0 {
                let end = Int(ends[cell * 4 + k])
                let (from, to) = reversed ? (end, cell) : (cell, end)
                next[Int(fill[from])] = Int32(to)
                fill[from] += 1
            }
        }
        var distance = seeds
        var queue = BucketQueue<FirstInFirstOut>(span: 64)
        for cell in 0..<n where distance[cell] >= 0 { queue.push(cell, at: Int(distance[cell])) }
        while let (cell, d) = queue.pop() {
            guard distance[cell] == Int32(d) else { continue }
            for i in Int(first[cell])..<Int(first[cell + 1]) {
                let other = Int(next[i])
                // A move costs what the cell where it ends costs.
                let candidate = Int32(d + cost(reversed ? cell : other))
                if distance[other] < 0 || candidate < distance[other] {
                    distance[other] = candidate
                    queue.push(other, at: Int(candidate))
                }
            }
        }
        return distance
    }
}
