import MazeKit

/// Everything needed to build a level (one entry of `levels.json`, docs/formats.md).
public struct LevelSpec: Sendable, Hashable {
    /// The campaign number (1…), or 0 for a seeded level outside the campaign.
    public var id: Int
    /// The display name.
    public var name: String
    /// The seed everything random follows from.
    public var seed: UInt64
    /// Columns (taken from the mask when one is given).
    public var width: Int
    /// Rows.
    public var height: Int
    /// The maze algorithm.
    public var algorithm: Algorithm
    /// A shipped mask by name, if any.
    public var mask: String?
    /// The share of dead ends removed (0…1).
    public var braid: Double = 0
    /// The share of cells made ice (0…0.6).
    public var ice: Double = 0
    /// The share of cells made mud (0…0.6).
    public var mud: Double = 0
    /// How many crates of coins.
    public var crates: Int = 0
    /// The least distance of a crate from the shortest path (it grows through the campaign).
    public var crateDepth: Int = 1
    /// How many gems.
    public var gems: Int = 0
    /// How many more crates sit on ledges: out of plain reach within the budget, taken with
    /// exactly one Jump (counted apart from `crates`).
    public var ledges: Int = 0
    /// The question a campaign level was built around, if any.
    public var kind: LevelKind?
    /// One-way gates, placed on loops where they leave every cell a way to the exit.
    public var gates: Int = 0
    /// Portal pairs.
    public var portals: Int = 0
    /// Belts (conveyor cells), in runs along straight corridors.
    public var belts: Int = 0
    /// Tunnels under a corridor (a weave crossing).
    public var tunnels: Int = 0
    /// Mirrors (`/` or `\`, turning a move a quarter turn).
    public var mirrors: Int = 0
    /// Trapdoors, each dropping onto a landing cell far away by the maze's paths.
    public var trapdoors: Int = 0
    /// Springs, each throwing whoever enters it on to the next wall.
    public var springs: Int = 0
    /// Chasms, cells with no floor that only a flight crosses, across straight corridors.
    public var chasms: Int = 0
    /// Doors on the way from start to exit, shut until the level's one key is taken (a key is
    /// placed with them).
    public var doors: Int = 0
    /// How many of the plain crates are timed: each gone once the moves used reach its deadline,
    /// which the builder chooses with the level's question (at most as many as there are crates).
    public var timed: Int = 0
    /// Spare moves as a share of par: budget = par + ceil(par × slack). Ignored when `budget` is set.
    public var slack: Double = 0.5
    /// A fixed budget, overriding `slack`.
    public var budget: Int?
    /// A fixed start cell as (x, y), overriding the longest-path end.
    public var start: GridPoint?
    /// A fixed exit cell as (x, y).
    public var exit: GridPoint?
    /// The stored par, checked by validation.
    public var storedPar: Int?
    /// The stored fingerprint, checked by validation.
    public var storedFingerprint: String?
    /// The generator version the level was made for.
    public var generatorVersion: Int = LevelSpec.currentGeneratorVersion

    /// The level-building algorithm version of this build. Bump it when any change alters built
    /// levels; stored fingerprints and replays name the version they were made with.
    /// Generator 5 chose crate values and budgets anew (`LevelBuilder.placeItems`); generator 6
    /// prefers a budget and draw whose best plan leaves a move spare (`questionScore`); generator
    /// 7 draws values again where a rule of thumb still finds the best plan
    /// (`LevelBuilder.secondDraws`); generator 8 takes out the fixtures that change nothing
    /// (`LevelBuilder.withoutDecoration`); generator 9 draws values twice as often and prefers a
    /// budget that does not tell the best plan's length where a level asks it
    /// (`LevelBuilder.asksUntold`, `LevelBuilder.untold`); generator 10 prefers a clock the best
    /// plan lets go that has room to take a crate first (`LevelBuilder.timedQuestion`). All six
    /// draw everything else from generator 4's streams (`LevelBuilder.streamGeneration`).
    public static let currentGeneratorVersion = 10

    /// Creates a spec with the required fields; the rest take their defaults.
    public init(id: Int, name: String, seed: UInt64, width: Int, height: Int, algorithm: Algorithm) {
        self.id = id
        self.name = name
        self.seed = seed
        self.width = width
        self.height = height
        self.algorithm = algorithm
    }
}
