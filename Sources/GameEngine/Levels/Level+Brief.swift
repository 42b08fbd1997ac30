extension Level {
    /// The level's question in one line, said as it begins: what its kind (`LevelKind`) asks,
    /// with its moves and par ("Which crates are worth their moves? 31 moves, par 23.").
    ///
    /// Play-testers called late levels "the early game, just bigger" while the campaign mixes
    /// five or six kinds a band: the kinds were never said. A line says only what this level
    /// holds (a nerve level's gem, an escape's budget at par), so a level without its kind's
    /// material, and a level without a kind (seeded, hand-made, the first route levels), has
    /// none (`nil`): the plain "Reach E" line is said instead.
    /// - Complexity: O(cells) but on a fixture level (`fixtureQuestion`), a tour and a leap
    ///   (an item-par search of 2^crates × cells, the leap's over both Jump layers too).
    public var brief: String? {
        guard let kind = spec.kind else { return nil }
        let plainCells = crates.filter { !$0.needsJump }.map(\.cell)
        let plain = plainCells.count
        let question: String? =
            switch kind {
            case .route: nil
            // By the level's number alone: the three picks left (5, 6, 58) would say one line.
            case .pick: plain >= 2 ? Self.pickQuestions[max(1, id) % Self.pickQuestions.count] : nil
            case .nerve: gems.isEmpty ? nil : said(Self.nerveQuestions)
            case .terrain: terrain.contains(.ice) || terrain.contains(.mud) ? said(Self.terrainQuestions) : nil
            case .ledge:
                crates.contains(where: \.needsJump)
                    ? said(teaching: Self.ledgeTeaching, first: CampaignBlueprint.Arrival.ledges, Self.ledgeQuestions) : nil
            // The newest fixture that matters here (on a few levels the newest does not).
            case .fixture: Mechanic.added.reversed().lazy.filter { $0.appears(in: self) }.compactMap(fixtureQuestion).first
            case .tour:
                isTour(plainCells) ? said(teaching: Self.tourTeaching, first: CampaignBlueprint.firstTour, Self.tourQuestions) : nil
            case .leap:
                isLeap(plainCells) ? said(teaching: Self.leapTeaching, first: CampaignBlueprint.firstLeap, Self.leapQuestions) : nil
            case .race:
                crates.contains { $0.deadline != nil }
                    ? said(teaching: Self.raceTeaching, first: CampaignBlueprint.Arrival.timed, Self.raceQuestions) : nil
            case .vault: plain >= 4 ? "A vault: crates everywhere, moves for a few." : nil
            case .escape: budget == par ? "An escape on foot (no power-ups): not one move to spare." : nil
            case .heist: gems.count >= 2 ? "A heist: gems far apart, and coins to weigh." : nil
            case .gauntlet: "A gauntlet: a long way where wrong turns cost."
            case .finale: "The finale: everything at once."
            }
        return question.map { "\($0) \(budget.counted("move")), par \(par)." }
    }

    /// The ways of asking each of the kinds that come back every band, one chosen by the
    /// level's number: a tester met "Ice, mud and distance compete for the way." on 89 and again
    /// on 92, word for word.
    static let pickQuestions = [
        "Which crates are worth their moves?", "Crates off the route: which are worth their detours?",
        "Weigh each crate against the moves it costs.",
    ]
    // Five, so the gem levels of the first sitting (13, 15, 25, 35, 45) each ask in their own
    // words: two testers of session 22 met "A gem sits far away…" on 13, 15, 25 and 35. Not
    // "far" or "a long walk": a gem's detour is most of the level's spare moves, which may be
    // four (a tester of session 24 called "the gem is a long walk" misleading at +4).
    static let nerveQuestions = [
        "A gem takes most of the spare moves: is it worth them?", "A gem eats the spare moves: worth more than the crates?",
        "Gem or coins? The moves will not take everything.", "The gem's detour costs crates: which are worth more?",
        "A dead end holds a gem. Go for it, or for the coins?",
    ]
    static let terrainQuestions = [
        "Ice, mud and distance compete for the way.", "Cheapest way: over the ice, through the mud, or round?",
        "Mud costs two, ice slides on: find the cheapest way.",
    ]
    // A kind whose answer has a shape (a tour takes every crate, a leap every crate with one
    // Jump, a ledge's crate needs one) says so where it is first met, to teach it, and after
    // that asks without telling: two play-testers of session 19 found "Take them all: the moves
    // allow every crate" and "one Jump makes it fit" had done the discovery for them.
    //
    // After the teaching level a tour and a leap ask as a pick does: round 39's testers found
    // even "Every crate, some, or one?" and "One Jump in the right place may change it" gave the
    // answer away ("when a level says 'every crate, some or one', it's usually every"; "stop
    // giving the puzzle away in the tip line"), so which kind of crate question a level is, is
    // now the player's to find.
    static let tourTeaching = "A tour: every crate fits, but only in the right order."
    static let tourQuestions = pickQuestions
    static let leapTeaching = "A leap: one Jump (Space) and every crate fits. Where?"
    static let leapQuestions = pickQuestions
    // The ledge's first line asks as well as teaches: its Jump fits the crate but need not pay
    // (level 27's takes 53 coins for a 30-coin Jump where the moves on foot take 29), and a
    // tester of session 20 read "one Jump makes it fit" as an invitation the summary then
    // contradicted ("✓ needs over 59").
    static let ledgeTeaching = "A crate on a ledge: one Jump makes it fit. Worth it?"
    static let ledgeQuestions = [
        "A crate on a ledge (&): is it worth a Jump?", "The & crate does not fit your moves on foot: worth a Jump?",
    ]

    // After the teaching level, without "is the rush worth it?", whose answer was "no" often
    // enough for a tester of round 39 to read it as the answer.
    static let raceTeaching = "Timed crates (T-n: moves left to take it). Which first?"
    static let raceQuestions = [
        "Some crates run out of time: which are worth their moves?", "Crates and a clock: weigh each against its moves.",
    ]

    /// `teaching` on the kind's first level in the campaign (`first`), else one of `questions`.
    private func said(teaching: String, first: Int, _ questions: [String]) -> String {
        id == first ? teaching : said(questions)
    }

    /// Whether the crates on `cells` (the plain ones) fit in one run, the tour's claim: a
    /// hand-made level may name the kind without it. Searched for up to `tourCrates` crates
    /// (the item-par table is 2^crates × cells); a level with more says nothing.
    private func isTour(_ cells: [Int]) -> Bool {
        guard (2...Self.tourCrates).contains(cells.count) else { return false }
        return MoveGraph(self).itemPar(from: start, items: cells)?.treasurePar.map { $0 <= budget } ?? false
    }

    /// Whether the crates on `cells` (the plain ones) fit together only with one Jump, the
    /// leap's claim: not in one run on foot, and in one run with at most one Jump within the
    /// budget. Searched for up to `tourCrates` crates, as a tour's.
    private func isLeap(_ cells: [Int]) -> Bool {
        guard (2...Self.tourCrates).contains(cells.count) else { return false }
        let graph = MoveGraph(self)
        if let onFoot = graph.itemPar(from: start, items: cells)?.treasurePar, onFoot <= budget { return false }
        return graph.bestJump(from: start, takingAll: cells).moves.map { $0 <= budget } ?? false
    }

    /// The most crates a tour's claim is searched for.
    static let tourCrates = 8

    /// One of `questions`, by the level's band and its place in the band (a third of the band
    /// a step), so a band's levels of one kind, and one place's levels band after band, differ.
    private func said(_ questions: [String]) -> String {
        let id = max(1, self.id)
        return questions[(id / 10 + (id - 1) % 10 / 3) % questions.count]
    }

    /// What `fixture` does to this level, measured: "decide the way" when taking it out raises
    /// par, "block a shorter way" when it lowers it ("stand in the shortest way" until a tester
    /// of session 37 looked for the chasms on the par route), "change the best plan" when it
    /// changes the best plan's coins or moves, else `nil`. (A tester read "The tunnels decide
    /// the way here" where the tunnels changed only the crates.)
    /// A level too large to search within the plan's work allowance (`PlanScore.allowance`: a
    /// hand-made level of many crates) says nothing it has not measured.
    /// - Complexity: a par solve and two planning searches, bounded by that allowance.
    func fixtureQuestion(_ fixture: Mechanic) -> String? {
        guard let without = fixture.removed(from: self) else { return nil }
        // (Timed crates are not a fixture: a race says its own line, and no clock changes par.)
        guard fixture != .timed else { return nil }
        // Where par falls without them, they stand in the short way rather than make it: a
        // tester read "The doors decide the way" on 47 and 53 and looked for a way through them.
        if without.par < par { return "The \(fixture.rawValue) block a shorter way here." }
        if without.par != par { return "The \(fixture.rawValue) decide the way here." }
        var allowance = PlanScore.allowance(for: self)
        let plan = MoveGraph(self).planningSearch(self, allowance: &allowance)
        let changes = fixture.changesThePlan(of: self, without: without, plan: plan, allowance: &allowance)
        return changes && !allowance.isExhausted ? "The \(fixture.rawValue) change the best plan here." : nil
    }
}
