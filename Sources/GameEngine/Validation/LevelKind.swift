/// The kind of challenge a level is (docs/rules.md, "Design figures": variety): a vault, an
/// escape, a planning puzzle, a showcase of one mechanic… The variety rule counts kinds per band
/// and asks every 10th level to be of a kind of its own.
///
/// A name, so a level's spec or the campaign builder can name kinds of its own; until levels
/// carry one, `classified(_:)` names it from the level's figures.
public struct LevelKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Four plain crates or more: which to leave behind.
    public static let vault = LevelKind(rawValue: "vault")
    /// Spare moves at most a tenth of par: one clean run.
    public static let escape = LevelKind(rawValue: "escape")
    /// Planning pays: both greedy players end below 85 % of the best plan.
    public static let planning = LevelKind(rawValue: "planning")
    /// A crate on a ledge: a Jump's worth.
    public static let ledge = LevelKind(rawValue: "ledge")
    /// One wrong turn costs more than the spare moves.
    public static let gauntlet = LevelKind(rawValue: "gauntlet")
    /// Terrain chooses the route.
    public static let terrain = LevelKind(rawValue: "terrain")
    /// Gems to weigh against the spare moves.
    public static let gems = LevelKind(rawValue: "gems")
    /// None of the above: a maze to walk.
    public static let maze = LevelKind(rawValue: "maze")

    /// A showcase of `mechanic`: it changes the best plan.
    public static func showcase(_ mechanic: Mechanic) -> LevelKind { LevelKind(rawValue: mechanic.rawValue) }

    /// The kind `design`'s figures make it, the first that applies of: vault (≥ 4 plain
    /// crates), escape (slack ≤ 10 % of par), the showcase of the first added mechanic that
    /// changes its best plan, planning (planning pays), ledge, gauntlet (a wrong turn costs more
    /// than the slack), terrain (terrain chooses the route), gems, maze.
    public static func classified(_ design: LevelDesign) -> LevelKind {
        if design.crates.filter({ !$0.needsJump }).count >= 4 { return .vault }
        if 10 * design.slack <= design.par { return .escape }
        if let mechanic = design.planChangers.first { return .showcase(mechanic) }
        if design.planning?.pays == true { return .planning }
        if design.crates.contains(where: \.needsJump) { return .ledge }
        if DesignReport.wrongTurnFails(design) { return .gauntlet }
        if design.route?.terrainChoosesRoute == true { return .terrain }
        if !design.gems.isEmpty { return .gems }
        return .maze
    }
}
