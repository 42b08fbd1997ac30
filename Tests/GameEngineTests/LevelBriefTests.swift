import Testing

@testable import GameEngine

/// The line a level begins with (`Level.brief`): its kind's question, said only where the level
/// holds what the kind asks about.
@Suite struct LevelBriefTests {
    @Test func everyShippedLevelPastTheFirstRoutesSaysItsQuestion() throws {
        var byKind: [String: Int] = [:]
        var missing: [Int] = []
        for spec in CampaignTests.campaign.levels {
            let level = try LevelBuilder.build(spec)
            guard let kind = spec.kind, kind != .route else {
                #expect(level.brief == nil)
                continue
            }
            guard let brief = level.brief else {
                // Only a fixture level none of whose fixtures changes its par or best plan says
                // nothing of them (the line claims only what is measured).
                if kind != .fixture || Mechanic.added.contains(where: { $0.appears(in: level) && $0.changesThePlan(of: level) }) {
                    missing.append(spec.id)
                }
                continue
            }
            byKind[kind.rawValue, default: 0] += 1
            // One line of the message bar at 80 columns, ending on the level's own numbers.
            #expect(brief.count <= 79, "\(spec.id): \(brief)")
            #expect(brief.hasSuffix(" \(level.budget.counted("move")), par \(level.par)."), "\(spec.id): \(brief)")
        }
        #expect(missing.isEmpty)
        // Every kind but the first routes is said somewhere.
        #expect(Set(byKind.keys) == Set(LevelKind.allCases.filter { $0 != .route }.map(\.rawValue)))
    }

    /// The kinds that come back every band are asked in turn in several ways, each used, so the
    /// same words do not come back three levels later (a tester met one line on 89 and 92).
    @Test func aKindThatComesBackIsAskedInTurnInSeveralWays() throws {
        var said: [String: Set<String>] = [:]
        for spec in CampaignTests.campaign.levels {
            guard let kind = spec.kind, let brief = try LevelBuilder.build(spec).brief else { continue }
            said[kind.rawValue, default: []].insert(String(brief.prefix { $0 != "?" && $0 != "." }))
        }
        for (kind, questions) in [
            ("nerve", Level.nerveQuestions), ("terrain", Level.terrainQuestions),
            // A kind whose answer has a shape is taught on its first level, then asked.
            ("ledge", [Level.ledgeTeaching] + Level.ledgeQuestions), ("tour", [Level.tourTeaching] + Level.tourQuestions),
            ("leap", [Level.leapTeaching] + Level.leapQuestions), ("race", [Level.raceTeaching] + Level.raceQuestions),
        ] {
            #expect(said[kind]?.count == questions.count, "\(kind): \(said[kind] ?? [])")
        }
        // Picks are two levels now (5 and 6, the rest being tours, leaps and races; 58 a race
        // since session 34), each in its own words.
        #expect(said["pick"]?.count == 2, "\(said["pick"] ?? [])")
    }

    /// A fixture that bars a shorter way (par falls without it) stands in the way, it does not
    /// decide it: a tester read "The doors decide the way" on 47 and 53 and looked for a way
    /// through the doors and over the chasm that the best plan goes round.
    @Test func aFixtureThatBarsAShorterWayStandsInIt() throws {
        for (id, fixture) in [(45, Mechanic.chasms), (47, .doors), (53, .chasms)] {
            let level = try LevelBuilder.build(CampaignTests.campaign.levels[id - 1])
            #expect(try #require(fixture.removed(from: level)).par < level.par, "level \(id)")
            #expect(level.brief?.hasPrefix("The \(fixture.rawValue) block a shorter way here.") == true, "\(level.brief ?? "nil")")
        }
        let portals = try LevelBuilder.build(CampaignTests.campaign.levels[CampaignBlueprint.Arrival.portals - 1])
        #expect(try #require(Mechanic.portals.removed(from: portals)).par > portals.par)
        #expect(portals.brief?.hasPrefix("The portals decide the way here.") == true)
    }

    /// A kind's line claims only what the level holds: without it, no line.
    @Test func aLevelWithoutItsKindsMaterialSaysNone() throws {
        func level(_ kind: LevelKind) throws -> Level {
            let spec = try #require(CampaignTests.campaign.levels.first { $0.kind == kind })
            return try LevelBuilder.build(spec)
        }
        var escape = try level(.escape)
        #expect(escape.brief == "An escape on foot (no power-ups): not one move to spare. \(escape.budget) moves, par \(escape.par).")
        escape.budget += 1
        #expect(escape.brief == nil)
        var nerve = try level(.nerve)
        #expect(Level.nerveQuestions.contains { nerve.brief?.hasPrefix($0) == true })
        nerve.gems = []
        #expect(nerve.brief == nil)
        var ledge = try level(.ledge)
        ledge.crates = ledge.crates.filter { !$0.needsJump }
        #expect(ledge.brief == nil)
        var pick = try level(.pick)
        pick.crates = Array(pick.crates.prefix(1))
        #expect(pick.brief == nil)
        // A fixture level names its newest fixture: the trapdoors' arrival level, its trapdoors.
        let trapdoors = try LevelBuilder.build(CampaignTests.campaign.levels[CampaignBlueprint.Arrival.trapdoors - 1])
        #expect(trapdoors.brief?.hasPrefix("The trapdoors decide the way here.") == true, "\(trapdoors.brief ?? "nil")")
        var plain = trapdoors
        plain.spec.kind = nil
        #expect(plain.brief == nil)
    }
}

/// The design report's figure of plans that fill the budget (round 9's "land exactly on
/// budget"), measured as the scout measures the best plan.
@Suite struct PlanFillsTheBudgetTests {
    @Test func aPlanFillsTheBudgetWhenItsMovesAreTheBudget() throws {
        for id in [26, 31, 39, 41] {
            let level = try LevelBuilder.build(CampaignTests.campaign.levels[id - 1])
            let design = LevelDesign(level)
            let scouted = try #require(ScoutedPlan(level))
            #expect(design.bestPlanMoves == scouted.moves, "level \(id)")
            #expect(DesignReport.planFillsTheBudget(design) == (scouted.moves == level.budget), "level \(id)")
        }
        // Level 39's plan (27 coins) takes all 30 of its moves.
        #expect(DesignReport.planFillsTheBudget(LevelDesign(try LevelBuilder.build(CampaignTests.campaign.levels[38]))) == true)
    }
}
