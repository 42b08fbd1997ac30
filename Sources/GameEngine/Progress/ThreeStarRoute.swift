import MazeKit

/// After a win of fewer than three stars, a run that takes what the win took in the fewest
/// moves: the three-star answer to the question the player already chose. Play-testers asked
/// to learn from a win over par ("offer a free replay of the par route … that alone would turn
/// my 1★ levels into 'oh, that wall!' moments"); a hint is paid before a run, this is after one.
public enum ThreeStarRoute {
    /// The cells of that run from the start, each cell a slide crosses included (walked through
    /// the rules, so it reads as the player would play it), its moves and its items' cells in
    /// the order taken; `nil` when the win
    /// has three stars already, used a power-up or a Time (its stars follow other rules), or no
    /// run without power-ups takes the same items (a ledge's crate), or the items are too many
    /// to search.
    /// - Complexity: O(2^k × (cells + total slide length)) for the k items taken.
    public static func cells(after finished: FinishedAttempt) -> (cells: [Int], moves: Int, items: [Int])? {
        let card = finished.scorecard
        let state = finished.attempt.state
        guard card.outcome == .won, card.stars < 3, !card.assisted, state.extraMoves == 0 else { return nil }
        let level = state.level
        let taken =
            level.crates.indices.filter { state.openedCrates[$0] }.map { level.crates[$0].cell }
            + level.gems.indices.filter { state.foundGems[$0] }.map { level.gems[$0] }
        return walked(level, taking: taken)
    }

    /// After a three-star win that took items or flew a Jump: a par run, the exit alone in par
    /// moves on foot, walked through the rules from the start; `nil` when the win took nothing
    /// on foot (it was the par run), demolished a wall or used a Time, or has fewer stars
    /// (`cells(after:)` answers those). A tester of session 20 never found level 26's 27-move
    /// par route ("my best and the sketch both said 30") and was never shown it; one of session
    /// 21 reached an escape's par only with a Jump and "never learned the trick".
    /// - Complexity: O(cells + total slide length).
    public static func parCells(after finished: FinishedAttempt) -> (cells: [Int], moves: Int)? {
        let card = finished.scorecard
        let state = finished.attempt.state
        let jumped = state.inventory.jumps < finished.attempt.startInventory.jumps
        guard card.outcome == .won, card.stars == 3, !card.assisted, state.extraMoves == 0,
            state.openedCrates.contains(true) || state.foundGems.contains(true) || jumped
        else { return nil }
        return walked(state.level, taking: []).map { ($0.cells, $0.moves) }
    }

    /// The fewest-moves run of `level` taking the items at `cells` (none: a par run), walked
    /// through the rules from the start, with the cells of the items it took in order, or `nil`
    /// when none wins without power-ups (also the way `GemPlan.route` shows).
    static func walked(_ level: Level, taking cells: [Int]) -> (cells: [Int], moves: Int, items: [Int])? {
        guard let actions = MoveGraph(level).itemRoute(from: level.start, taking: cells) else { return nil }
        let (walkedCells, items, end) = GameState.walk(actions, on: level)
        guard end.status == .won else { return nil }
        return (walkedCells, end.movesUsed, items)
    }
}
