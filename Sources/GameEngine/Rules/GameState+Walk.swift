extension GameState {
    /// `actions` played from the start of `level` with `inventory` in hand: the cells the run
    /// entered in order (the start first, each cell a slide crosses included), the cells of the
    /// items it took in the order it took them (a timed crate reached too late is gone, not
    /// taken), and where it ended: how a route found by a solver is drawn and checked through
    /// the rules themselves.
    /// - Complexity: O(actions + total slide length).
    static func walk(_ actions: [Action], on level: Level, inventory: Inventory = Inventory()) -> (
        cells: [Int], items: [Int], end: GameState
    ) {
        var state = GameState(level: level, inventory: inventory)
        var cells = [state.position], items: [Int] = []
        for action in actions {
            for event in state.apply(action) {
                switch event {
                case let .moved(_, path, _), let .jumped(_, path): cells += path
                case let .crateOpened(index, _): items.append(level.crates[index].cell)
                case let .gemFound(index): items.append(level.gems[index])
                default: break
                }
            }
        }
        return (cells, items, state)
    }
}
