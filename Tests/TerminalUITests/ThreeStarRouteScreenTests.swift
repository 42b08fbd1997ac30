import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// After a win of fewer than three stars, `b` on the summary marks a three-star run of what the
/// win took (play-testers: "after a win over par, offer a free replay of the par route").
@Suite struct ThreeStarRouteScreenTests {
    /// Level 1 won in 17 moves (par 13, one star): its first move and back, twice, then par.
    static func wonOverPar() throws -> App {
        var app = UI.app()
        UI.open(&app, level: 1)
        let (first, back) = try GhostScreenTests.firstAndBack()
        UI.keys(&app, [first, back, first, back] + (try UI.solution(1)))
        return app
    }

    @Test func bMarksAThreeStarRunFromTheStart() throws {
        var app = try Self.wonOverPar()
        let summary = UI.text(app.render(width: 80, height: 24))
        #expect(summary.hasSuffix("Enter next level  r retry  b 3-star route  l level select  q title"), "\(summary)")
        UI.keys(&app, [.character("b")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 1: Lost Gallery  Moves left 3/20  Par 13
            Coins 1  Jump 0  Demolish 0




                                    ┌──0─────1──┬──2─────3──┬──4──┐
                                    0  •     E  │  •     •  │  @  0
                                    │           │           │     │
                                    │     ┌─────┘           │     │
                                    1  •  │  •     •  │  •  │  •  1
                                    │     │           │     │     │
                                    │            ─────┤           │
                                    2  •     •     ·  │  •     •  2
                                    │                 │           │
                                    └──0─────1─────2──┴──3─────4──┘





                             • 3 stars: the exit in 13 moves (you took 17)
                                  r plays it again; b hides the route
            Enter next level  r retry  b hide route  l level select  q title
            """)
        UI.keys(&app, [.character("b")])
        #expect(UI.text(app.render(width: 80, height: 24)) == summary)
    }

    /// On a level with crates the run takes the same crates: its moves are the item par the
    /// stars were judged by.
    @Test func theRunTakesWhatTheWinTook() throws {
        let level = try UI.level(6)
        let withCrate = try WorstCaseScreenTests.run(6, taking: 1)
        var app = UI.app(UI.progress(unlocked: 6), opening: .level(6))
        // A step off the start and back, which the rules bring back to the start (no slide).
        let detour = try #require(
            Direction.ordered.lazy.map { [Action.move($0), .move($0.opposite)] }.first { steps in
                var state = GameState(level: level)
                for step in steps { _ = state.apply(step) }
                return state.position == level.start && state.movesUsed == 2
            })
        UI.keys(&app, WorstCaseScreenTests.keys(detour + withCrate))
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary")
            return
        }
        #expect(summary.scorecard.stars < 3)
        let route = try #require(ThreeStarRoute.cells(after: summary.finished))
        #expect(route.moves == summary.scorecard.itemPar)
        #expect(route.cells.first == level.start && route.cells.last == level.exit)
        // This win also missed the best plan's coins: `b` shows the best plan first, the bigger
        // lesson (a tester: "Best plan 12, you took 8 … with no way to see the better plan").
        let plan = try #require(ScoutedPlan(level))
        let shown = try #require(summary.bestPlanRoute)
        #expect(shown.coins == plan.coins && shown.moves == plan.moves && summary.threeStarRoute == nil)
        #expect(shown.cells.first == level.start && shown.cells.last == level.exit)
        #expect(UI.text(app.render(width: 80, height: 24)).contains(" · b shows it\n"))
        UI.keys(&app, [.character("b")])
        let took = try #require(summary.finished.plan?.coinsTaken)
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("the best plan: \(plan.coins) coins in \(plan.moves) moves (you took \(took))"))
        // And the order its crates are taken in, as the map labels them: the one this win
        // opened with its coins, as in play, not `$0`.
        let first = { (i: Int) in shown.cells.firstIndex(of: level.crates[i].cell) ?? .max }
        #expect(plan.crateIndices.contains { summary.finished.attempt.state.openedCrates[$0] })
        let labels = plan.crateIndices.sorted { first($0) < first($1) }.map { i in
            let crate = level.crates[i]
            return String(
                String.UnicodeScalarView(Glyphs(ascii: false).crateLabel(coins: crate.coins, ledge: false, on: level.terrain[crate.cell])))
        }
        #expect(text.contains("In this order: \(labels.joined(separator: ", ")), then E\n"), "\(text)")
    }

    /// A route's items are listed in the order its walk takes them, and a timed crate it
    /// reaches too late is not among them (it is gone, not taken).
    @Test func theOrderIsTheWalksAndLeavesAGoneCrateOut() {
        let level = TimedCrateScreenTests.level()
        // Down, east, east: the $9 (cell 8) on move 3, in time; back and up, then east to the
        // $4 (cell 3) on move 9, the budget's last.
        let inTime = GameState.walk([.south, .east, .east, .west, .west, .north, .east, .east, .east].map(Action.move), on: level)
        #expect(inTime.items == [8, 3])
        // Two steps east and back first: the $9 is reached on move 7, gone since move 3.
        let late = GameState.walk([.east, .west, .east, .west, .south, .east, .east, .east, .east, .east].map(Action.move), on: level)
        #expect(late.cells.contains(8) && late.items.isEmpty)
        #expect(SummaryScene.order(of: [8, 3], on: level, paid: [1], glyphs: Glyphs(ascii: false)) == "In this order: $0, $4, then E")
        #expect(SummaryScene.order(of: [], on: level, paid: [], glyphs: Glyphs(ascii: true)) == nil)
    }

    /// A three-star win of the best plan's crates offers a par run, the exit alone: a tester
    /// never found level 26's par route and was never shown it.
    @Test func aThreeStarWinOfTheBestPlanOffersTheParRun() throws {
        let level = try UI.level(6)
        let plan = try #require(ScoutedPlan(level))
        let mask = plan.crateIndices.reduce(0) { $0 | 1 << $1 }
        var app = UI.app(UI.progress(unlocked: 6), opening: .level(6))
        UI.keys(&app, WorstCaseScreenTests.keys(try WorstCaseScreenTests.run(6, taking: mask)))
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary")
            return
        }
        #expect(summary.scorecard.stars == 3 && summary.bestPlanRoute == nil && summary.threeStarRoute == nil)
        let route = try #require(summary.parRoute)
        #expect(route.moves == level.par && route.cells.first == level.start && route.cells.last == level.exit)
        #expect(UI.text(app.render(width: 80, height: 24)).hasSuffix("b par route  l level select  q title"))
        UI.keys(&app, [.character("b")])
        #expect(
            UI.text(app.render(width: 80, height: 24))
                .contains("• par on foot: the exit alone in \(level.par) moves (you took \(summary.scorecard.movesUsed) with your items)"))
    }

    /// A three-star win that flew a Jump (an escape, no items) offers the par run on foot: a
    /// tester of session 21 reached level 38's par only with a Jump and "never learned the trick".
    @Test func aThreeStarWinWithAJumpOffersTheParRunOnFoot() throws {
        let id = try #require(
            (1...40).first { id in
                guard let level = try? UI.level(id), level.crates.isEmpty, level.gems.isEmpty else { return false }
                let route = MoveGraph(level).bestJump(from: level.start)
                return route.powerUp != nil && (route.moves ?? .max) <= level.par
            })
        let level = try UI.level(id)
        let route = MoveGraph(level).bestJump(from: level.start)
        var app = UI.app(UI.progress(unlocked: id, inventory: Inventory(jumps: 1, demolishes: 0)), opening: .level(id))
        UI.keys(&app, WorstCaseScreenTests.keys(route.actions))
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary")
            return
        }
        #expect(summary.scorecard.stars == 3)
        let par = try #require(summary.parRoute)
        #expect(par.moves == level.par && par.cells.last == level.exit)
        UI.keys(&app, [.character("b")])
        #expect(
            UI.text(app.render(width: 80, height: 24))
                .contains("• par on foot: the exit alone in \(level.par) moves (you took \(summary.scorecard.movesUsed) with a Jump)"))
    }

    /// A win on a leap that left a crate behind offers the run that takes every crate with one
    /// Jump: three testers of session 21 took two of level 41's crates on foot and read its line
    /// ("One Jump in the right place may change it") as false.
    @Test func aLeapWonOnFootOffersTheOneJumpRoute() throws {
        let level = try UI.level(41)
        #expect(level.spec.kind == .leap)
        let plan = try #require(ScoutedPlan(level))
        #expect(plan.crateIndices.count < level.crates.count)
        let mask = plan.crateIndices.reduce(0) { $0 | 1 << $1 }
        var app = UI.app(UI.progress(unlocked: 41), opening: .level(41))
        UI.keys(&app, WorstCaseScreenTests.keys(try WorstCaseScreenTests.run(41, taking: mask)))
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary")
            return
        }
        let route = try #require(summary.leapRoute)
        #expect(route.coins == level.crates.reduce(0) { $0 + $1.coins } && route.moves <= level.budget)
        #expect(route.cells.first == level.start && route.cells.last == level.exit)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("b one-Jump route"))
        UI.keys(&app, [.character("b")])
        #expect(
            UI.text(app.render(width: 80, height: 24))
                .contains("• one Jump: every crate, \(route.coins) coins in \(route.moves) moves (you took \(plan.coins))"))
    }

    @Test func aThreeStarWinOffersNone() throws {
        var app = UI.app()
        UI.open(&app, level: 1)
        UI.keys(&app, try UI.solution(1))
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("3-star route"))
        UI.keys(&app, [.character("b")])
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("3 stars:"))
    }
}

extension ThreeStarRouteScreenTests {
    /// Level 15's gem, at a Jump's 30 coins, outweighs its $27: a win that takes the $27 and
    /// leaves the gem is told so, and `b` marks the plan with the gem, worth its 30.
    @Test func aWinThatLeftTheGemShowsThePlanWithIt() throws {
        var app = UI.app(UI.progress(unlocked: 15), opening: .level(15))
        // Up the ice, round by the mud to the $27, west along the top row and down to E.
        let keys: [Key] = [
            .up, .left, .down, .left, .up, .left, .down, .left, .right, .up, .left, .left, .left, .left, .down, .down, .right,
            .down, .left, .down, .right, .right, .up,
        ]
        UI.keys(&app, keys)
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary")
            return
        }
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Best plan: 27 coins · you took 27 · no ✓: the gem pays more\n"))
        #expect(text.contains("Worth 27; the plan with the gem: 30 = crates 0 + gem 30\n"))
        let shown = try #require(summary.bestPlanRoute)
        let level = summary.finished.attempt.level
        #expect(shown.cells.contains(level.gems[0]) && shown.cells.last == level.exit)
        UI.keys(&app, [.character("b")])
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "the best plan: the gem, worth 30, in \(shown.moves) moves (you took 27)"))
    }
}
