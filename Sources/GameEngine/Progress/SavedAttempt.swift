/// An attempt left unfinished, kept as its inputs so it resumes exactly (docs/formats.md, "save.json").
public struct SavedAttempt: Sendable, Hashable, Codable {
    /// The campaign level id.
    public var level: Int
    /// The actions so far, in replay notation.
    public var inputs: String
    /// The power-ups in hand when the attempt started.
    public var inventory: Inventory

    /// Creates a saved attempt.
    public init(level: Int, inputs: String, inventory: Inventory) {
        self.level = level
        self.inputs = inputs
        self.inventory = inventory
    }
}
