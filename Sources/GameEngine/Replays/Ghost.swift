/// A best run replayed beside a new attempt: where the run stood after each of its actions.
///
/// Built once, by simulating the run through the real rules (`GameState.apply`), so slides,
/// jumps and demolished walls put the ghost exactly where the run went. It advances one
/// recorded action per action the player takes; once the run is over it waits on the exit.
///
/// Invariants: `cells.count == actionCount + 1`; `cells[0]` is the level's start and the last
/// cell its exit (only a run that wins makes a ghost).
public struct Ghost: Sendable, Hashable {
    /// The run's cell after k of its actions, for k = 0…`actionCount`.
    public let cells: [Int]
    /// The moves the run counts as (the whole budget when it went through a demolished wall,
    /// as `PlayerProgress.finish` counts a win), so runs compare as their records do.
    public let movesCounted: Int

    /// The ghost of `run` on `level`, or `nil` when its inputs cannot be read or no longer win
    /// there (the level changed since the run was kept): such a run is simply not shown.
    /// - Complexity: O(actions + cells entered), plus O(cells) once for `movesCounted`.
    public init?(level: Level, run: BestRun) {
        guard let actions = try? Inputs.parse(run.inputs) else { return nil }
        self.init(level: level, inventory: run.inventory, actions: actions)
    }

    /// The ghost of `actions` from `inventory` on `level`, or `nil` unless they win.
    public init?(level: Level, inventory: Inventory, actions: [Action]) {
        var state = GameState(level: level, inventory: inventory)
        var cells = [state.position]
        cells.reserveCapacity(actions.count + 1)
        for action in actions {
            // Actions after the win would keep the ghost on the exit while counting on: not a
            // run the game records.
            guard state.status == .playing else { return nil }
            state.apply(action)
            cells.append(state.position)
        }
        guard state.status == .won else { return nil }
        self.cells = cells
        movesCounted = Economy.movesCounted(state)
    }

    /// The actions of the run.
    public var actionCount: Int { cells.count - 1 }

    /// The ghost's cell after the player has taken `actions` actions (on the exit once the run
    /// is over).
    public func cell(after actions: Int) -> Int {
        cells[min(max(0, actions), actionCount)]
    }

    /// Whether the run is over after `actions` of the player's actions.
    public func isFinished(after actions: Int) -> Bool { actions >= actionCount }
}
