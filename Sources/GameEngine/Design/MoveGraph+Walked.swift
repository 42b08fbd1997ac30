extension MoveGraph {
    /// The cells some route worth walking enters: the par route's and the cheapest run
    /// start → item → exit of each item a run on foot takes within the budget (the start
    /// included; a ledge's crate, reached only with a Jump, walks nothing). The rest of the maze is scenery: a dead end a
    /// wrong turn may cost, never a place a plan goes. Play-testers reading a 14×7 map cell by
    /// cell found "half the cells don't matter; the answer is just walk along the corridor".
    /// - Complexity: one par solve and one item-par search of one item per item, each
    ///   O(cells + total slide length), and the routes played through the rules.
    func walkedCells(_ level: Level) -> Int {
        var walked: Set<Int> = [level.start]
        // A route's cells count only when it wins within the budget, played through the rules once.
        func walk(_ actions: [Action]) {
            let run = GameState.walk(actions, on: level)
            if run.end.status == .won { walked.formUnion(run.cells) }
        }
        walk(solve(from: level.start).moves.map(Action.move))
        for cell in level.crates.filter({ !$0.needsJump }).map(\.cell) + level.gems {
            if let route = itemRoute(from: level.start, taking: [cell]) { walk(route) }
        }
        return walked.count
    }
}
