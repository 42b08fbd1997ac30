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
    /// (32 keeps the costliest 256×256 level's design analysis under a second here: measured
    /// at 0.56–0.91 s in a release build on a loaded machine, docs/performance.md.)
    public static let statesPerCell = 32
    /// The least allowance, so a small level is never cut short by its size alone.
    public static let minimum = 1 << 20
    /// The most one run of the design or economy analysis may be allowed over a whole file:
    /// the allowances of its levels summed. The shipped campaign asks for 100 × `minimum`;
    /// this bounds the worst file a user can write to about a minute.
    public static let fileLimit = 1 << 27

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
        self.init(limit: Self.limit(cells: level.maze.cellCount))
    }

    /// The allowance a level of `cells` cells gets: `statesPerCell` a cell, at least `minimum`.
    public static func limit(cells: Int) -> Int {
        max(minimum, statesPerCell * cells)
    }

    /// The allowances of `specs` summed, counting each level's full width × height (a mask
    /// only removes cells): what analysing them all may spend, to weigh against `fileLimit`.
    public static func limit(of specs: [LevelSpec]) -> Int {
        specs.reduce(0) { $0 + limit(cells: $1.width * $1.height) }
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
