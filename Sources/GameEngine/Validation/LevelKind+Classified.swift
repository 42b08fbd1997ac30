extension LevelKind {
    /// The kind `design`'s figures make a level that names none (a seeded or hand-made level),
    /// the first that applies of: vault (≥ 4 plain crates), escape (slack ≤ 10 % of par),
    /// fixture (an added mechanic changes its best plan), pick (planning pays), ledge, gauntlet
    /// (a wrong turn costs more than the slack), terrain (terrain chooses the route), nerve
    /// (gems), route.
    public static func classified(_ design: LevelDesign) -> LevelKind {
        if design.plainCrates.count >= 4 { return .vault }
        if 10 * design.slack <= design.par { return .escape }
        if !design.planChangers.isEmpty { return .fixture }
        if design.planning?.pays == true { return .pick }
        if design.crates.contains(where: \.needsJump) { return .ledge }
        if DesignReport.wrongTurnFails(design) { return .gauntlet }
        if design.route?.terrainChoosesRoute == true { return .terrain }
        if !design.gems.isEmpty { return .nerve }
        return .route
    }
}
