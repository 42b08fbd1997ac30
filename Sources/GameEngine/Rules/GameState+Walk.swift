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
}
