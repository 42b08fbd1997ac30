/// One iteration of a generator, as the step-by-step view sees it.
public struct GenerationStep: Sendable, Hashable {
    /// Passages opened in this step, as (cell, direction).
    public var carved: [Passage] = []
    /// Walls put up in this step (recursive division only).
    public var walled: [Passage] = []
    /// Cells that joined the set under evaluation (stack, frontier, walk, current row…).
    public var entered: [Int] = []
    /// Cells that left it.
    public var left: [Int] = []
    /// The cell the algorithm stands on after the step, if it has one.
    public var current: Int?
}
