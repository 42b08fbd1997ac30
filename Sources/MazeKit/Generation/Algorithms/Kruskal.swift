/// Randomized Kruskal: consider every inner wall in random order and open it when it joins two
/// different trees of the forest.
///
/// Source: *Mazes for Programmers*, chapter 9. Walls are numbered `cell * 2` (east side) and
/// `cell * 2 + 1` (south side), shuffled with Fisher–Yates, and trees are tracked by a
/// union-find with union by size and path halving.
/// - Complexity: O(n·α(n)); 4 bytes per wall and 8 per cell.
enum Kruskal {
    static func carve<O: GenerationObserver>(_ c: inout Carver<O>, _ rng: inout SeededRandom) {
        let count = c.cellCount
        var walls: [UInt32] = []
        walls.reserveCapacity(2 * count)
        for y in 0..<c.height {
            for x in 0..<c.width {
                let cell = y &* c.width &+ x
                guard c.isEnabled(cell) else { continue }
                if c.neighbour(cell, x: x, y: y, .east) != nil { walls.append(UInt32(truncatingIfNeeded: cell << 1)) }
                if c.neighbour(cell, x: x, y: y, .south) != nil { walls.append(UInt32(truncatingIfNeeded: cell << 1 | 1)) }
            }
        }
        rng.shuffle(&walls)
        var forest = DisjointSets(count: count)
        var joins = c.enabledCount() &- 1
        for wall in walls where joins > 0 {
            let cell = Int(wall >> 1)
            let direction: Direction = wall & 1 == 0 ? .east : .south
            let other = cell &+ c.offset(direction)
            c.observer.focused(cell)
            if forest.union(cell, other) {
                c.link(cell, direction)
                joins &-= 1
            }
            c.observer.endStep()
        }
    }
}

/// Union-find over cell indices: union by size, path halving.
struct DisjointSets {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<Int32(truncatingIfNeeded: count)).map { $0 }
        size = Array(repeating: 1, count: count)
    }

    /// The representative of `element`'s set.
    @inline(__always) mutating func find(_ element: Int) -> Int {
        var e = element
        while true {
            let p = Int(parent[e])
            if p == e { return e }
            let grand = parent[p]
            parent[e] = grand
            e = Int(grand)
        }
    }

    /// Merges the sets of `a` and `b`; returns `false` if they were already one.
    @inline(__always) mutating func union(_ a: Int, _ b: Int) -> Bool {
        var ra = find(a), rb = find(b)
        if ra == rb { return false }
        if size[ra] < size[rb] { swap(&ra, &rb) }
        parent[rb] = Int32(truncatingIfNeeded: ra)
        size[ra] &+= size[rb]
        return true
    }
}
