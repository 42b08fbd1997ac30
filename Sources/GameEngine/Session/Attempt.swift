/// One attempt being played: its level, the engine state, the actions so far and the power-ups
/// it started from (what its replay starts from).
public struct Attempt: Sendable, Hashable {
    /// The level played.
    public let level: Level
    /// The state now.
    public private(set) var state: GameState
    /// Every accepted action, in order (what the replay and the save record).
    public private(set) var inputs: [Action]
    /// The power-ups the replay starts from: those in hand at the start, plus any bought while
    /// the attempt was suspended (so re-simulating it always ends with what the player holds).
    public private(set) var startInventory: Inventory

    /// A new attempt at `level` with `inventory` in hand.
    public init(level: Level, inventory: Inventory) {
        self.level = level
        state = GameState(level: level, inventory: inventory)
        inputs = []
        startInventory = inventory
    }

    /// The attempt after `inputs`, re-simulated from the start.
    public init(level: Level, inventory: Inventory, inputs: [Action]) {
        self.init(level: level, inventory: inventory)
        for action in inputs { state.apply(action) }
        self.inputs = inputs
    }

    /// A level built from a bare seed (`mz play --seed`): nothing is paid or saved.
    public var isPractice: Bool { level.id == 0 }

    /// Applies one action; an action that changes nothing (a refusal, a bump into a wall) is not
    /// recorded, so the attempt and its replay stay bounded by what the budget allows.
    mutating func apply(_ action: Action) -> (events: [Event], recorded: Bool) {
        let events = state.apply(action)
        let changedNothing = events.contains {
            switch $0 {
            case .refused, .bumpedWall: true
            default: false
            }
        }
        if !changedNothing { inputs.append(action) }
        return (events, !changedNothing)
    }

    /// The same attempt had it started with `item` more (bought while it was suspended).
    func adding(_ item: ShopItem) -> Attempt {
        Attempt(level: level, inventory: startInventory.holding(item), inputs: inputs)
    }

    /// This attempt's replay.
    public var replay: Replay { Replay.record(level: level, inventory: startInventory, inputs: inputs) }
}
