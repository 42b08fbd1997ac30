import Testing

@testable import GameEngine

/// Leaps (`LevelKind.leap`): every crate fits only with one Jump, used in the right place. The
/// builder fixes the budget at the least moves that take every crate with at most one Jump (or
/// one more), keeps a level only where on foot they take `CampaignBuilder.leapSaving` moves
/// more, and where the crates the Jump adds to the best plan on foot hold more than a Jump costs.
@Suite struct LeapTests {
    static var leaps: [Level] { CampaignTests.built.filter { $0.spec.kind == .leap } }

    @Test func eachBandsFirstLevelFromTheSecondIsALeap() {
        #expect(Self.leaps.map(\.id) == [11, 21, 31, 41, 61, 71, 81, 91])
        // Level 51's place is the tunnels' arrival: a fixture level.
        #expect(CampaignBlueprint.shipped.kind(51) == .fixture)
    }

    @Test(arguments: LeapTests.leaps)
    func everyCrateFitsOnlyWithOneJump(level: Level) throws {
        let graph = MoveGraph(level)
        let cells = level.crates.map(\.cell)
        let route = graph.bestJump(from: level.start, takingAll: cells)
        let withJump = try #require(route.moves)
        let onFoot = try #require(graph.itemPar(from: level.start, items: cells)?.treasurePar)
        #expect(level.spec.budget == level.budget)
        #expect(
            level.budget == withJump || level.budget == withJump + 1, "level \(level.id): budget \(level.budget), with a Jump \(withJump)")
        #expect(onFoot >= withJump + CampaignBuilder.leapSaving && onFoot > level.budget, "level \(level.id)")
        #expect(level.crates.count >= 3 && level.crates.allSatisfy { !$0.needsJump } && level.gems.isEmpty)
        // The Jump pays: what it adds to the best plan on foot is worth more than its price.
        var allowance = WorkAllowance.unlimited
        let best = try #require(graph.bestPlan(level, allowance: &allowance)?.coins)
        #expect(level.crates.map(\.coins).reduce(0, +) - best > CampaignBlueprint.shipped.shop.jump, "level \(level.id)")
        // Walked with one Jump in hand, the run takes them all within the budget, in fewer moves
        // than they take on foot: judged perfect.
        let state = Replay.simulate(level: level, inventory: Inventory(jumps: 1), inputs: route.actions)
        #expect(state.status == .won && state.openedCrates.allSatisfy { $0 } && state.movesUsed <= level.budget)
        let card = Scorecard(state)
        #expect(card.stars == 3 && card.beatItemPar && card.itemPar == onFoot, "level \(level.id)")
        // `mz validate` counts it as a question: a Jump opens a plan worth its price.
        #expect(DesignReport.jumpOpensAPlan(LevelDesign(level), jumpPrice: CampaignBlueprint.shipped.shop.jump))
    }

    /// From the seventh band a leap holds a fixture that changes its plan: a portal, tunnels, a
    /// trapdoor, mirrors, each one the Jump may fly into or along.
    @Test func theLateLeapsHoldAFixtureThatMatters() {
        let late = Self.leaps.filter { $0.id >= CampaignBlueprint.leapFixturesFrom }
        #expect(
            late.map { LevelDesign($0).mechanics.filter(Mechanic.added.contains) } == [[.portals], [.tunnels], [.trapdoors], [.mirrors]])
        for leap in late { #expect(!LevelDesign(leap).planChangers.isEmpty, "level \(leap.id)") }
        for leap in Self.leaps where leap.id < CampaignBlueprint.leapFixturesFrom {
            #expect(Mechanic.added.allSatisfy { !$0.appears(in: leap) })
        }
    }

    @Test func aLeapSaysItsQuestion() {
        let leaps = Self.leaps
        // Taught where it is first met, then asked as a pick is: the kind is the player's to find.
        #expect(leaps[0].brief == "A leap: one Jump (Space) and every crate fits. Where? 21 moves, par 14.")
        #expect(leaps[1].brief == "Weigh each crate against the moves it costs. 27 moves, par 16.")
        #expect(leaps[2].brief == "Which crates are worth their moves? 32 moves, par 26.")
    }

    /// A level that names the kind where the crates fit on foot (hand-made) does not claim it.
    @Test func aLeapWhoseCratesFitOnFootSaysNothing() throws {
        var level = Self.leaps[0]
        level.budget = try #require(MoveGraph(level).itemPar(from: level.start, items: level.crates.map(\.cell))?.treasurePar)
        #expect(level.brief == nil)
        level.budget = Self.leaps[0].budget - 2
        #expect(level.brief == nil)
    }

    /// The daily keeps the plans it was first drawn with: its first-place plans stay picks.
    @Test func theDailysPlansHaveNoLeaps() {
        for id in DailyChallenge.planLevels { #expect(DailyChallenge.design.plan(id).kind != .leap) }
        #expect(CampaignBlueprint.shipped.plan(91).kind == .leap && DailyChallenge.design.plan(91).kind == .pick)
    }
}
