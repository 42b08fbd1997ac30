extension Level {
    /// The level's question in one line, said as it begins: what its kind (`LevelKind`) asks,
    /// with its moves and par ("Which crates are worth their moves? 31 moves, par 23.").
    ///
    /// Play-testers called late levels "the early game, just bigger" while the campaign mixes
    /// five or six kinds a band: the kinds were never said. A line says only what this level
    /// holds (a nerve level's gem, an escape's budget at par), so a level without its kind's
    /// material, and a level without a kind (seeded, hand-made, the first route levels), has
    /// none (`nil`): the plain "Reach E" line is said instead.
    public var brief: String? {
        guard let kind = spec.kind else { return nil }
        let plain = crates.filter { !$0.needsJump }.count
        let question: String? =
            switch kind {
            case .route: nil
            case .pick: plain >= 2 ? "Which crates are worth their moves?" : nil
            case .nerve: gems.isEmpty ? nil : "A gem lies far off: is it worth the moves?"
            case .terrain: terrain.contains(.ice) || terrain.contains(.mud) ? "Ice, mud and distance compete for the way." : nil
            case .ledge: crates.contains(where: \.needsJump) ? "A crate on a ledge: one Jump makes it fit." : nil
            case .fixture: newestFixture.map { "The \($0.rawValue) decide the way here." }
            case .vault: plain >= 4 ? "A vault: crates everywhere, moves for a few." : nil
            case .escape: budget == par ? "An escape: not one move to spare." : nil
            case .heist: gems.count >= 2 ? "A heist: gems far apart, and coins to weigh." : nil
            case .gauntlet: "A gauntlet: a long way where wrong turns cost."
            case .finale: "The finale: everything at once."
            }
        return question.map { "\($0) \(budget.counted("move")), par \(par)." }
    }

    /// The fixture of this level that arrived last in the campaign (`Mechanic` order), if any.
    var newestFixture: Mechanic? { Mechanic.added.last { $0.appears(in: self) } }
}
