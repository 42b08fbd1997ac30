/// Level names that tell the truth: "Frozen" only where there is ice, "Muddy" only where there
/// is mud, a loop name only where the maze has loops.
enum LevelNames {
    static let icy = ["Frozen", "Icy", "Glassy", "Frosted", "Glacial"]
    static let muddy = ["Muddy", "Boggy", "Sunken", "Mired", "Silted"]
    static let both = ["Thawing", "Slushy", "Sodden", "Misty", "Weeping", "Dripping", "Melting", "Drizzled"]
    static let plain = ["Quiet", "Narrow", "Hidden", "Crooked", "Silent", "Dusty", "Ancient", "Lost"]
    static let nouns = [
        "Passage", "Gallery", "Cloister", "Chamber", "Span", "Spiral", "Hall", "Garden", "Lane", "Keep",
        "Court", "Walk", "Burrow", "Warren", "Vault", "Crossing", "Cellar", "Turn", "Steps", "Labyrinth",
    ]
    static let loopNouns = [
        "Loop", "Circuit", "Round", "Roundabout", "Orbit", "Ring Road", "Eddy", "Whorl", "Knot", "Braid", "Tangle", "Switchback",
    ]
    static let showcaseNouns = ["heart": "Heart", "ring": "Ring", "diamond": "Diamond", "cross": "Cross", "mz": "Monogram"]

    /// The name of `level`: an adjective for the terrain it really has, a noun for its shape
    /// (a loop name when it has loops), the first combination (from one that turns with the
    /// level's id) not in `used`.
    static func name(for level: Level, plan: CampaignBlueprint.Plan, avoiding used: [String]) -> String {
        if plan.id == 100 { return "The Last Letter" }
        let ice = level.terrain.contains(.ice), mud = level.terrain.contains(.mud)
        let adjectives = ice && mud ? both : (ice ? icy : (mud ? muddy : plain))
        let shapes = plan.mask.map { [showcaseNouns[$0] ?? "Shape"] } ?? (plan.braid >= 0.3 ? loopNouns : nouns)
        let combinations = adjectives.count * shapes.count
        var fallback = ""
        for k in 0..<combinations {
            let turn = plan.id * 7 + k
            let name = "\(adjectives[turn % adjectives.count]) \(shapes[(turn / adjectives.count + plan.id) % shapes.count])"
            if !used.contains(name) { return name }
            if fallback.isEmpty { fallback = name }
        }
        return "\(fallback) \(plan.id)"  // every combination taken: the number keeps it unique
    }
}
