import MazeKit

/// The JSON shapes of `mz generate` (SPEC §9), written by hand so key order is fixed and a
/// million-cell maze needs no intermediate objects.
enum MazeJSON {
    /// `{"algorithm","seed","width","height","cells"}` on one line; `cells[y][x]` is the passage
    /// bitmask or `null` for a disabled cell; `solution` (`[[x, y], …]`) when asked for.
    static func object(_ maze: Maze, algorithm: Algorithm, seed: UInt64, solution: [Int]?) -> String {
        var out = "{\"algorithm\":\"\(algorithm.name)\",\"seed\":\(seed),\"width\":\(maze.width),\"height\":\(maze.height),\"cells\":"
        out += cells(maze)
        if let solution { out += ",\"solution\":" + points(solution, in: maze) }
        out += "}\n"
        return out
    }

    /// Dead ends, junctions, corridors and the longest path, as one JSON object.
    static func statistics(_ maze: Maze, algorithm: Algorithm, seed: UInt64, solution: [Int]?) -> String {
        let s = maze.statistics
        var out = "{\"algorithm\":\"\(algorithm.name)\",\"seed\":\(seed),\"width\":\(maze.width),\"height\":\(maze.height)"
        out += ",\"cells\":\(s.cells),\"deadEnds\":\(s.deadEnds),\"junctions\":\(s.junctions)"
        out += ",\"straightCorridors\":\(s.straightCorridors),\"turns\":\(s.turns),\"longestPath\":\(s.longestPath)"
        out += ",\"deadEndShare\":\(rounded(s.deadEndShare)),\"riverness\":\(rounded(s.riverness))"
        if let solution { out += ",\"solutionLength\":\(solution.count - 1)" }
        out += "}\n"
        return out
    }

    /// `[[row 0…], [row 1…], …]`.
    static func cells(_ maze: Maze) -> String {
        var out = "["
        out.reserveCapacity(maze.cellCount * 3 + maze.height * 3)
        for y in 0..<maze.height {
            out += y == 0 ? "[" : ",["
            for x in 0..<maze.width {
                let cell = y * maze.width + x
                if x > 0 { out += "," }
                out += maze.isEnabled(cell) ? String(maze.passages[cell]) : "null"
            }
            out += "]"
        }
        return out + "]"
    }

    /// `[[x, y], …]` for a list of cells.
    static func points(_ cells: [Int], in maze: Maze) -> String {
        "[" + cells.map { "[\(maze.x(of: $0)),\($0 / maze.width)]" }.joined(separator: ",") + "]"
    }

    private static func rounded(_ value: Double) -> String {
        String(Double((value * 10_000).rounded()) / 10_000)
    }
}
