extension Maze {
    /// The dead ends: enabled cells with exactly one passage, in index order.
    /// - Complexity: O(cells).
    public var deadEnds: [Int] {
        var cells: [Int] = []
        for cell in 0..<cellCount where passages[cell].nonzeroBitCount == 1 { cells.append(cell) }
        return cells
    }

    /// Removes each dead end with probability `probability` by opening a wall to a neighbour,
    /// preferring a neighbour that is itself a dead end (so one link clears two).
    ///
    /// Source: *Mazes for Programmers*, chapter 9 ("braid"). Dead ends are visited in a
    /// seeded shuffled order; one cleared by an earlier link is skipped.
    /// - Parameters:
    ///   - probability: 0 leaves the maze perfect, 1 removes every dead end.
    ///   - rng: The randomness for the order and the walls opened; a stream of its own keeps
    ///     the maze underneath the seed's.
    /// - Precondition: `probability` in 0…1.
    /// - Complexity: O(cells).
    public mutating func braid(_ probability: Double, using rng: inout SeededRandom) {
        precondition((0...1).contains(probability), "braid(\(probability)): probability must be within 0…1")
        guard probability > 0 else { return }
        var ends = deadEnds
        rng.permute(&ends)
        for cell in ends {
            guard passages[cell].nonzeroBitCount == 1, rng.unitInterval() < probability else { continue }
            var all: [Direction] = []
            var best: [Direction] = []
            for direction in Direction.ordered where !isOpen(cell, direction) {
                guard let n = neighbour(of: cell, direction) else { continue }
                all.append(direction)
                if passages[n].nonzeroBitCount == 1 { best.append(direction) }
            }
            let choices = best.isEmpty ? all : best
            guard !choices.isEmpty else { continue }
            link(cell, choices[choices.count == 1 ? 0 : rng.below(choices.count)])
        }
    }
}
