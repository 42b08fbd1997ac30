import Testing

@testable import GameEngine

/// Tours (`LevelKind.tour`): every crate fits, and only just, so the question is the order. The
/// builder fixes the budget at the item par of all the crates (or one more) and keeps a level
/// only where the player who heads for the nearest crate each time does not take them all, and
/// the crates' own detours add up to more than the spare moves (their ways are shared).
@Suite struct TourTests {
    static var tours: [Level] { CampaignTests.built.filter { $0.spec.kind == .tour } }

    @Test func levelsSevenAndEighteenAndEachBandsFourthFromTheSecondAreTours() {
        #expect(Self.tours.map(\.id) == [7, 14, 18, 24, 34, 37, 44, 54, 59, 64, 79, 84, 89, 94])
        // Level 74's place is the trapdoors' arrival: a fixture level. The ninth places 69 and
        // 99 keep their ledges (a Jump's real use) and ask the way.
        #expect(CampaignBlueprint.shipped.kind(74) == .fixture)
        #expect(CampaignBlueprint.shipped.kind(69) == .terrain && CampaignBlueprint.shipped.kind(99) == .terrain)
    }

    /// Every tour after the portals' arrival goes through a portal pair or springs, the fixture
    /// alone, and each changes its plan: taken out, the level's par, best plan or its item par
    /// differ. The tours play-testers enjoyed most were those (18 and 34 at 4.4 of 5, 64 at
    /// 4.1), the tours through gates, tunnels, mirrors or trapdoors among the least (54 at 2.9).
    @Test func everyTourAfterThePortalsGoesThroughAPortalOrSprings() throws {
        for level in Self.tours where level.id > CampaignBlueprint.Arrival.portals {
            let fixtures = Mechanic.added.filter { $0 != .timed && $0.appears(in: level) }
            let expected: Mechanic = CampaignBlueprint.springTours.contains(level.id) ? .springs : .portals
            #expect(fixtures == [expected], "level \(level.id): \(fixtures)")
            #expect(expected.changesThePlan(of: level), "level \(level.id)")
        }
    }

    @Test(arguments: TourTests.tours)
    func everyCrateFitsAndOnlyJust(level: Level) throws {
        let graph = MoveGraph(level)
        let table = try #require(graph.itemPar(from: level.start, items: level.crates.map(\.cell)))
        let all = try #require(table.treasurePar)
        #expect(level.spec.budget == level.budget)
        #expect(level.budget == all || level.budget == all + 1, "level \(level.id): budget \(level.budget), all crates \(all)")
        #expect(level.crates.count >= 3 && level.crates.allSatisfy { !$0.needsJump } && level.gems.isEmpty)
        // The nearest crate each time is the wrong order: that player does not take them all.
        let nearest = graph.greedyRun(level, .nearest).state
        #expect(!(nearest.status == .won && nearest.openedCrates.allSatisfy { $0 }), "level \(level.id)")
        // The crates' own detours add up to more than the spare moves: their ways are shared.
        let detours = try level.crates.indices.map { try #require(table.moves(taking: [$0])) - level.par }
        #expect(detours.reduce(0, +) >= level.budget - level.par + CampaignBuilder.tourSharing, "level \(level.id)")
    }

    @Test func aTourSaysItsQuestion() {
        let tours = Self.tours
        // Taught where it is first met, then asked as a pick is: the kind is the player's to find.
        #expect(tours[0].brief == "A tour: every crate fits, but only in the right order. 34 moves, par 20.")
        #expect(tours[1].brief == "Weigh each crate against the moves it costs. 30 moves, par 19.")
        #expect(tours[2].brief == "Which crates are worth their moves? 26 moves, par 17.")
    }

    /// A level that names the kind without every crate fitting (hand-made) does not claim it.
    @Test func aTourWhoseCratesDoNotAllFitSaysNothing() {
        var level = Self.tours[0]
        level.budget -= 2
        #expect(level.brief == nil)
    }

    /// The daily keeps the plans it was first drawn with: its fourth-place plans stay picks.
    @Test func theDailysPlansHaveNoTours() {
        for id in DailyChallenge.planLevels { #expect(DailyChallenge.design.plan(id).kind != .tour) }
        #expect(CampaignBlueprint.shipped.plan(84).kind == .tour && DailyChallenge.design.plan(84).kind == .pick)
    }
}
