/// Shape figures of a maze, as used to compare algorithms' textures.
public struct MazeStatistics: Sendable, Hashable, Codable {
    /// Enabled cells.
    public var cells: Int
    /// Cells with exactly one passage.
    public var deadEnds: Int
    /// Cells with three or four passages.
    public var junctions: Int
    /// Cells with two opposite passages (straight corridor pieces).
    public var straightCorridors: Int
    /// Cells with two passages at a right angle.
    public var turns: Int
    /// Passages on the longest path (exact for perfect mazes).
    public var longestPath: Int

    /// Dead ends as a share of the cells.
    public var deadEndShare: Double { cells == 0 ? 0 : Double(deadEnds) / Double(cells) }

    /// "River-ness": the share of cells that are corridor pieces (two passages), straight or
    /// turning. Depth-first mazes run long rivers (high); Prim's branch everywhere (low).
    public var riverness: Double { cells == 0 ? 0 : Double(straightCorridors + turns) / Double(cells) }
}

extension Maze {
    /// Counts dead ends, junctions, corridors and the longest path.
    /// - Complexity: O(cells).
    public var statistics: MazeStatistics {
        var s = MazeStatistics(cells: enabledCellCount, deadEnds: 0, junctions: 0, straightCorridors: 0, turns: 0, longestPath: 0)
        // A histogram of the passage bytes first, then the shapes of its 256 values: a `switch`
        // per cell ran 12 instructions a cell, the histogram 4 (docs/performance.md, "Solvers").
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            let counts = counts.baseAddress.unsafelyUnwrapped
            counts.initialize(repeating: 0, count: 256)
            passages.withUnsafeBufferPointer { passages in
                for bits in passages { counts[Int(bits)] &+= 1 }
            }
            for value in 0..<256 {
                let bits = UInt8(value), count = counts[value]
                switch bits.nonzeroBitCount {
                case 1: s.deadEnds += count
                case 2: if bits == 0b0101 || bits == 0b1010 { s.straightCorridors += count } else { s.turns += count }
                case 3, 4: s.junctions += count
                default: break
                }
            }
        }
        s.longestPath = longestPath().length
        return s
    }
}
