import MazeKit

extension MoveGraph {
    /// Least moves of a run from `start` whose path enters each cell, passing or stopping (−1
    /// where none does): what it costs to take an item there, since a slide takes every item it
    /// crosses. `start` itself costs 0; the exit ends a run, so nothing is entered beyond it.
    ///
    /// A cell where a move can stop costs what `distances(from:)` says; a cell a slide, a
    /// spring or a trapdoor only passes over costs the cheapest move that crosses it, counted
    /// whole (a move is one input, whatever it crosses).
    /// - Complexity: O(cells + total slide length).
    public func reach(from start: Int) -> [Int32] {
        var reach = [Int32](repeating: -1, count: maze.cellCount)
        reach[start] = 0
        forEachMove(after: distances(from: start).distance) { _, cost, entered in
            if reach[entered] < 0 || cost < reach[entered] { reach[entered] = cost }
        }
        return reach
    }
}
