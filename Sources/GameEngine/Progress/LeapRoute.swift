import MazeKit

/// After a win on a leap that left a crate behind: the run that takes every crate with one
/// Jump, the leap's answer (docs/campaign.md, "Leaps"). Three play-testers of session 21 took
/// two of level 41's three crates on foot, read its line ("One Jump in the right place may
/// change it") as false, and were never shown where the Jump went.
public enum LeapRoute {
    /// The cells of that run from the start (each cell a slide or the Jump crosses included,
    /// walked through the rules with one Jump in hand), its moves and the coins of its crates,
    /// and its crates' cells in the order taken;
    /// `nil` when the level is not a leap, the win took every crate, or no run with one Jump
    /// takes them all within the budget.
    /// - Complexity: O(2^k × (cells + total slide and jump length)) for the k crates.
    public static func cells(after finished: FinishedAttempt) -> (cells: [Int], moves: Int, coins: Int, items: [Int])? {
        let state = finished.attempt.state
        let level = state.level
        guard finished.outcome == .won, level.spec.kind == .leap else { return nil }
        let plain = level.crates.indices.filter { !level.crates[$0].needsJump }
        guard plain.count >= 2, plain.contains(where: { !state.openedCrates[$0] }) else { return nil }
        let route = MoveGraph(level).bestJump(from: level.start, takingAll: plain.map { level.crates[$0].cell })
        guard let moves = route.moves, moves <= level.budget, route.powerUp != nil else { return nil }
        let (cells, items, end) = GameState.walk(route.actions, on: level, inventory: Inventory(jumps: 1, demolishes: 0))
        guard end.status == .won else { return nil }
        return (cells, end.movesUsed, plain.reduce(0) { $0 + level.crates[$1].coins }, items)
    }
}
