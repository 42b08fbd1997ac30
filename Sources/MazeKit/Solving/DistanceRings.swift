/// Breadth-first distances from one cell, kept modulo 3 in one byte per cell, ring by ring.
///
/// This is the search behind `longestPath()` and `markedPath(from:to:)`. `Distances` takes
/// 8 bytes a cell (an `Int32` distance and an `Int32` queue slot), which is 134 MB on a
/// 16384×1024 maze; this takes 1 byte a cell plus the two outermost rings.
///
/// Modulo 3 is enough to walk back toward the root. Linked cells' distances differ by at most
/// one, so among a cell's linked neighbours, those one step nearer the root are exactly those
/// whose residue is one less (mod 3).
///
/// Invariant: `marks[cell] & 3` is the cell's distance from `root` modulo 3, or `unreached`;
/// the higher bits are zero, free for a caller (`MarkedPath` keeps the path there).
struct DistanceRings {
    /// The low bits of a cell the search did not reach.
    static let unreached: UInt8 = 3

    /// Per cell: the distance modulo 3, or `unreached`.
    var marks: [UInt8]
    /// The largest distance reached.
    let depth: Int
    /// The lowest-index cell at that distance (the tie-break of `Distances.farthest`).
    let farthestCell: Int

    /// Searches `maze` from `root`.
    /// - Precondition: `root` is an enabled cell.
    /// - Complexity: O(cells) time; `cells` bytes plus the two largest consecutive rings.
    init(_ maze: Maze, root: Int) {
        precondition(maze.isEnabled(root), "DistanceRings: root \(root) is not an enabled cell of the \(maze.width)×\(maze.height) maze")
        var marks = [UInt8](repeating: Self.unreached, count: maze.cellCount)
        // The rings in `Scratch` buffers, made room for once per ring (a ring has at most three
        // cells for each of the one before, the root's at most four): through `Array.append`
        // the two sweeps of `longestPath()` ran 2.2 times the C yardstick's instructions
        // (docs/performance.md, "Solvers").
        var ring = Scratch<Int32>(uninitializedCount: 64), next = Scratch<Int32>(uninitializedCount: 64)
        var ringCount = 1, nextCount = 0
        ring[0] = Int32(truncatingIfNeeded: root)
        var depth = 0
        let w = maze.width, unreached = Self.unreached
        maze.passages.withUnsafeBufferPointer { passages in
            marks.withUnsafeMutableBufferPointer { marks in
                let passages = passages.baseAddress.unsafelyUnwrapped, marks = marks.baseAddress.unsafelyUnwrapped
                marks[root] = 0
                while true {
                    let residue = UInt8((depth &+ 1) % 3)
                    if next.capacity < ringCount &* 3 &+ 4 { next.grow(to: Swift.max(ringCount &* 3 &+ 4, next.capacity &* 2)) }
                    let out = next.base
                    nextCount = 0
                    // Written out per direction (N, E, S, W: bits 1, 2, 4, 8): a local function
                    // capturing the ring made `generate --format stats` of 16384x1024 take
                    // 1.5 s instead of 1.0 s.
                    for i in 0..<ringCount {
                        let cell = Int(ring.base[i]), open = passages[cell]
                        if open & 1 != 0, marks[cell &- w] == unreached {
                            marks[cell &- w] = residue
                            out[nextCount] = Int32(truncatingIfNeeded: cell &- w)
                            nextCount &+= 1
                        }
                        if open & 2 != 0, marks[cell &+ 1] == unreached {
                            marks[cell &+ 1] = residue
                            out[nextCount] = Int32(truncatingIfNeeded: cell &+ 1)
                            nextCount &+= 1
                        }
                        if open & 4 != 0, marks[cell &+ w] == unreached {
                            marks[cell &+ w] = residue
                            out[nextCount] = Int32(truncatingIfNeeded: cell &+ w)
                            nextCount &+= 1
                        }
                        if open & 8 != 0, marks[cell &- 1] == unreached {
                            marks[cell &- 1] = residue
                            out[nextCount] = Int32(truncatingIfNeeded: cell &- 1)
                            nextCount &+= 1
                        }
                    }
                    if nextCount == 0 { break }
                    depth &+= 1
                    swap(&ring, &next)
                    ringCount = nextCount
                }
            }
        }
        var farthest = ring.base[0]
        for i in 1..<ringCount where ring.base[i] < farthest { farthest = ring.base[i] }
        self.marks = marks
        self.depth = depth
        farthestCell = Int(farthest)
    }
}
