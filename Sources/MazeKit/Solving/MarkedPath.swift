/// A shortest path through a maze held as a mark on each cell instead of a list of cells: one
/// byte per cell of the maze, however long the path, walked in order on demand.
///
/// `Maze.markedPath(from:to:)` makes one; `Maze.path(from:to:)` lists the same cells. A printer
/// asks `contains(_:)` row by row, or walks `forEachCell(_:)` from start to goal, without ever
/// holding millions of cell indices.
///
/// Invariant: the marked cells are the path's and no others, and it is a shortest path, so
/// each of its cells is linked to no marked cell but the ones before and after it.
public struct MarkedPath: Sendable {
    /// The first cell.
    public let start: Int
    /// The last cell.
    public let goal: Int
    /// Passages along the path (its cells less one).
    public let length: Int

    private let maze: Maze
    /// `DistanceRings` marks from `start`, with `onPath` set on the path's cells.
    private let marks: [UInt8]
    private static let onPath: UInt8 = 4

    fileprivate init(start: Int, goal: Int, length: Int, maze: Maze, marks: [UInt8]) {
        self.start = start
        self.goal = goal
        self.length = length
        self.maze = maze
        self.marks = marks
    }

    /// Whether `cell` is on the path.
    /// - Complexity: O(1).
    public func contains(_ cell: Int) -> Bool {
        marks.indices.contains(cell) && marks[cell] & Self.onPath != 0
    }

    /// Calls `body` with each cell of the path, from `start` to `goal`.
    /// - Complexity: O(length).
    public func forEachCell(_ body: (Int) -> Void) {
        var cell = start
        body(cell)
        for _ in 0..<length {
            // The next cell is one step farther from the start: the marked neighbour whose
            // residue is one more.
            let wanted = (marks[cell] & 3 + 1) % 3 | Self.onPath
            guard let next = maze.firstLinkedNeighbour(of: cell, where: { marks[$0] == wanted }) else {
                preconditionFailure("MarkedPath: the path from \(start) to \(goal) breaks off at \(cell)")
            }
            cell = next
            body(cell)
        }
    }

    /// Traces the path back from `goal` in `rings` (a search from `start`) and marks it.
    /// Among equal choices the direction order N, E, S, W decides, as in
    /// `Distances.path(to:in:)`, so the cells are the ones `path(from:to:)` always gave.
    /// - Complexity: O(length); it marks `rings` in place (a copy would be another byte a cell).
    fileprivate static func trace(to goal: Int, in rings: inout DistanceRings, from start: Int, of maze: Maze) -> MarkedPath? {
        guard rings.marks[goal] != DistanceRings.unreached else { return nil }
        var cell = goal, length = 0
        rings.marks[goal] |= onPath
        while cell != start {
            let wanted = (rings.marks[cell] & 3 + 2) % 3
            guard let nearer = maze.firstLinkedNeighbour(of: cell, where: { rings.marks[$0] & 3 == wanted }) else {
                preconditionFailure("MarkedPath: no way back toward \(start) from \(cell)")
            }
            cell = nearer
            rings.marks[cell] |= onPath
            length += 1
        }
        return MarkedPath(start: start, goal: goal, length: length, maze: maze, marks: rings.marks)
    }
}

extension Maze {
    /// The path from `start` to `goal`, as marks: the cells `path(from:to:)` lists, at one byte
    /// per cell of the maze whatever the path's length. `nil` if unreachable.
    /// - Complexity: O(cells).
    public func markedPath(from start: Int, to goal: Int) -> MarkedPath? {
        guard isEnabled(start), isEnabled(goal) else { return nil }
        var rings = DistanceRings(self, root: start)
        return MarkedPath.trace(to: goal, in: &rings, from: start, of: self)
    }
}

extension Maze {
    /// The first cell linked to `cell`, in the order N, E, S, W, for which `isWanted` holds.
    fileprivate func firstLinkedNeighbour(of cell: Int, where isWanted: (Int) -> Bool) -> Int? {
        for direction in Direction.ordered where isOpen(cell, direction) {
            let neighbour = cell + direction.dx + direction.dy * width
            if isWanted(neighbour) { return neighbour }
        }
        return nil
    }
}
