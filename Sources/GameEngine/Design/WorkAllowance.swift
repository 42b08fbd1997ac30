/// The work a level's design or economy analysis may do, counted rather than timed, so the
/// answer is the same on any machine: the states the design searches expand, plus a cell per
/// cell for each pass that lays out a search's edges (docs/formats.md, "Limits").
///
/// The Demolish search is exact, and so may search the maze again for every wall it tries:
/// on a large level with many items that is minutes. A level whose analysis spends its whole
/// allowance is reported as too large to analyse instead (`AnalysisLimit.tooLarge`), never
/// half measured.
///
/// Invariant: `spent` only grows; a search given `remaining` stops one state past it, so
/// `spent` never exceeds `limit` by more than one state per search.
public struct WorkAllowance: Sendable, Hashable {
    /// States one analysis may expand per cell of its level.
    public static let statesPerCell = 256
    /// The least allowance, so a small level is never cut short by its size alone.
    public static let minimum = 1 << 20

    /// The most work allowed.
    public let limit: Int
    /// The work done so far.
    public private(set) var spent = 0

    /// An allowance of `limit` states.
    public init(limit: Int) {
        self.limit = limit
    }

    /// The allowance of one analysis of `level`: `statesPerCell` per cell, at least `minimum`.
    public init(for level: Level) {
        self.init(limit: max(Self.minimum, Self.statesPerCell * level.maze.cellCount))
    }

    /// No limit, for callers that ask one question and want its answer however long it takes.
    public static var unlimited: WorkAllowance { WorkAllowance(limit: .max) }

    /// Whether more than the limit has been asked for: what was searched last is not final.
    public var isExhausted: Bool { spent > limit }

    /// What may still be spent, as a search's `maximum`.
    var remaining: Int { max(0, limit - spent) }

    /// Counts `work` more.
    mutating func spend(_ work: Int) {
        spent = work > Int.max - spent ? Int.max : spent + work
    }
}
