extension GameState {
    /// `actions` played from the start of `level` with `inventory` in hand, and the cells the
    /// run entered in order (the start first, each cell a slide crosses included): how a route
    /// found by a solver is drawn and checked through the rules themselves.
    /// - Complexity: O(actions + total slide length).
    static func walk(_ actions: [Action], on level: Level, inventory: Inventory = Inventory()) -> (cells: [Int], end: GameState) {
        var state = GameState(level: level, inventory: inventory)
        var cells = [state.position]
        for action in actions {
            for event in state.apply(action) {
                switch event {
                case let .moved(_, path, _), let .jumped(_, path): cells += path
                default: break
                }
            }
        }
        return (cells, state)
    }

    /// The cells of the items (crates and gems) `end` has taken, in the order `cells`, the
    /// walk that ended there, first enters them: an item is taken on its first visit or never
    /// (a timed crate reached past its deadline is gone).
    static func itemsInOrder(along cells: [Int], end: GameState) -> [Int] {
        let level = end.level
        var taken = [Bool](repeating: false, count: level.maze.cellCount)
        for (i, crate) in level.crates.enumerated() where end.openedCrates[i] { taken[crate.cell] = true }
        for (i, gem) in level.gems.enumerated() where end.foundGems[i] { taken[gem] = true }
        var order: [Int] = []
        for cell in cells where taken[cell] {
            taken[cell] = false
            order.append(cell)
        }
        return order
    }
}
