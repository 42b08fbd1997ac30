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
        let stops = distances(from: start).distance
        var reach = [Int32](repeating: -1, count: maze.cellCount)
        reach[start] = 0
        for cell in 0..<maze.cellCount where stops[cell] >= 0 && cell != exit {
            for (k, direction) in Direction.ordered.enumerated() {
                let end = Int(ends[cell * 4 + k])
                guard end >= 0 else { continue }
                let cost = stops[cell] + Int32(terrain[end].cost)
                _ = Movement.move(in: maze, terrain: terrain, exit: exit, fixtures: fixtures, from: cell, direction) { entered in
                    if reach[entered] < 0 || cost < reach[entered] { reach[entered] = cost }
                }
            }
        }
        return reach
    }
}
