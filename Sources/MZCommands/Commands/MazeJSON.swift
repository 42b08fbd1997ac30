import MazeKit

/// The JSON shapes of `mz generate` (SPEC §9), written by hand so key order is fixed, and row
/// by row so that a maze of 16 million cells never becomes one string.
enum MazeJSON {
    /// Writes `{"algorithm","seed","width","height","cells"}` and a newline; `cells[y][x]` is the
    /// passage bitmask or `null` for a disabled cell; `solution` (`[[x, y], …]`) when asked for.
    /// `output` gets a piece per row (and per few thousand solution cells).
    /// - Complexity: O(cells) time; O(width) memory besides the maze and the path.
    static func writeObject(
        _ maze: Maze, algorithm: Algorithm, seed: UInt64, solution: MarkedPath?, to output: (String) -> Void
    ) {
        output("{\"algorithm\":\"\(algorithm.name)\",\"seed\":\(seed),\"width\":\(maze.width),\"height\":\(maze.height),\"cells\":")
        writeCells(maze, to: output)
        if let solution {
            output(",\"solution\":")
            writePoints(solution, in: maze, to: output)
        }
        output("}\n")
    }

    /// Dead ends, junctions, corridors and the longest path, as one JSON object and a newline;
    /// `solutionLength` when there is a solution.
    /// - Complexity: O(cells) time; one byte per cell (see `Maze.longestPath()`).
    static func statistics(_ maze: Maze, algorithm: Algorithm, seed: UInt64, solutionLength: Int?) -> String {
        let s = maze.statistics
        var out = "{\"algorithm\":\"\(algorithm.name)\",\"seed\":\(seed),\"width\":\(maze.width),\"height\":\(maze.height)"
        out += ",\"cells\":\(s.cells),\"deadEnds\":\(s.deadEnds),\"junctions\":\(s.junctions)"
        out += ",\"straightCorridors\":\(s.straightCorridors),\"turns\":\(s.turns),\"longestPath\":\(s.longestPath)"
        out += ",\"deadEndShare\":\(rounded(s.deadEndShare)),\"riverness\":\(rounded(s.riverness))"
        if let solutionLength { out += ",\"solutionLength\":\(solutionLength)" }
        out += "}\n"
        return out
    }

    /// `[[row 0…], [row 1…], …]` as one string, for mazes small enough to hold (levels).
    /// - Complexity: O(cells).
    static func cells(_ maze: Maze) -> String {
        var out = ""
        out.reserveCapacity(maze.cellCount * 3 + maze.height * 3)
        writeCells(maze, to: { out += $0 })
        return out
    }

    /// `[[row 0…], [row 1…], …]`, a piece per row.
    /// - Complexity: O(cells).
    static func writeCells(_ maze: Maze, to output: (String) -> Void) {
        var row = ""
        for y in 0..<maze.height {
            row.removeAll(keepingCapacity: true)
            row += y == 0 ? "[[" : ",["
            for x in 0..<maze.width {
                let cell = y * maze.width + x
                if x > 0 { row += "," }
                row += maze.isEnabled(cell) ? String(maze.passages[cell]) : "null"
            }
            row += y == maze.height - 1 ? "]]" : "]"
            output(row)
        }
    }

    /// `[[x, y], …]` for the cells of a path, start to goal, in pieces of a few KB.
    /// - Complexity: O(path length).
    static func writePoints(_ path: MarkedPath, in maze: Maze, to output: (String) -> Void) {
        var piece = "["
        var first = true
        path.forEachCell { cell in
            piece += first ? "[" : ",["
            first = false
            piece += "\(maze.x(of: cell)),\(maze.y(of: cell))]"
            if piece.utf8.count >= 4_096 {
                output(piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        output(piece + "]")
    }

    private static func rounded(_ value: Double) -> String {
        String(Double((value * 10_000).rounded()) / 10_000)
    }
}
