import GameEngine
import MazeKit

/// The JSON shapes of `mz generate` (docs/mz.6, COMMANDS), one compact object a line, keys in a fixed
/// order. Names and figures go through `JSONWriter`; the cells and the solution, which hold
/// only numbers and `null`, are written row by row so that a maze of 16 million cells never
/// becomes one string.
enum MazeJSON {
    /// Writes `{"algorithm","seed","width","height","cells"}` and a newline; `cells[y][x]` is the
    /// passage bitmask or `null` for a disabled cell; `solution` (`[[x, y], …]`) when asked for.
    /// `output` gets a piece per row (and per few thousand solution cells).
    /// - Complexity: O(cells) time; O(width) memory besides the maze and the path.
    static func writeObject(
        _ maze: Maze, algorithm: Algorithm, seed: UInt64, solution: MarkedPath?, to output: (String) -> Void
    ) {
        output(JSONWriter.openObject(header(maze, algorithm: algorithm, seed: seed), streaming: "cells"))
        writeCells(maze, to: output)
        if let solution {
            output(JSONWriter.streamedMember("solution"))
            writePoints(solution, in: maze, to: output)
        }
        output("}\n")
    }

    /// Dead ends, junctions, corridors and the longest path, as one JSON object and a newline;
    /// `solutionLength` when there is a solution.
    /// - Complexity: O(cells) time; one byte per cell (see `Maze.longestPath()`).
    static func statistics(_ maze: Maze, algorithm: Algorithm, seed: UInt64, solutionLength: Int?) -> String {
        let s = maze.statistics
        var object = header(maze, algorithm: algorithm, seed: seed)
        object.add("cells", s.cells)
        object.add("deadEnds", s.deadEnds)
        object.add("junctions", s.junctions)
        object.add("straightCorridors", s.straightCorridors)
        object.add("turns", s.turns)
        object.add("longestPath", s.longestPath)
        object.add("deadEndShare", rounded(s.deadEndShare))
        object.add("riverness", rounded(s.riverness))
        if let solutionLength { object.add("solutionLength", solutionLength) }
        return JSONWriter.text(.object(object)) + "\n"
    }

    /// `{"algorithm","seed","width","height"}`, compact: how every object of `mz generate` begins.
    private static func header(_ maze: Maze, algorithm: Algorithm, seed: UInt64) -> JSONObjectBuilder {
        var object = JSONObjectBuilder(layout: .compact)
        object.add("algorithm", algorithm.name)
        object.add("seed", seed)
        object.add("width", maze.width)
        object.add("height", maze.height)
        return object
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

    /// `value` to four decimal places.
    private static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}
