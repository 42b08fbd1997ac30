import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Each screen that shows a rule fact against the engine's facts for the same attempt (issue
/// 20): the summary (campaign, practice, daily, out of moves), the daily's card, the title's
/// daily entry and level select show what `Scorecard` and the progress say, never a rule of
/// their own.
@Suite struct SummaryFactsTests {
    /// The keys that play `actions`: an arrow a move, Space or `x` then an arrow a power-up.
    static func keys(_ actions: [Action]) -> [Key] {
        actions.flatMap { action -> [Key] in
            switch action {
            case let .move(d): [UI.key(d)]
            case let .jump(d): [.character(" "), UI.key(d)]
            case let .demolish(d): [.character("x"), UI.key(d)]
            case .addTime: [.character("+"), .character("y")]
            case .restart: [.character("r"), .character("y")]
            }
        }
    }

    /// The summary on show and its frame.
    static func summary(_ app: App) throws -> (scene: SummaryScene, text: String) {
        guard case let .summary(summary) = app.scene else { throw Unexpected.screen("\(app.scene)") }
        return (summary, UI.text(app.render(width: 80, height: 24)))
    }

    enum Unexpected: Error { case screen(String) }

    /// The lines every won summary shows from the scorecard.
    static func expectFacts(_ card: Scorecard, in text: String, glyphs: Glyphs, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            text.contains("Moves \(card.movesUsed)   Par \(card.par)   Budget \(card.budget)"), "\(text)", sourceLocation: sourceLocation)
        #expect(
            text.contains("\(glyphs.stars(card.stars))  \(card.stars) star\(card.stars == 1 ? "" : "s")"), "\(text)",
            sourceLocation: sourceLocation)
        // The lesson wraps on narrow screens; read it with its line breaks as spaces.
        let flowing = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if card.itemPar != card.par {
            #expect(flowing.contains("· with what you took \(card.itemPar)"), "\(text)", sourceLocation: sourceLocation)
        }
        #expect(flowing.contains("· you \(card.movesUsed)"), "\(text)", sourceLocation: sourceLocation)
    }

    /// Issue 20's report: the daily of 2026-12-01 won taking a crate showed "★☆☆ 1 star" (bare
    /// par) over the card's "★★★" (item par). Now both are the scorecard's.
    @Test func aDailyWonWithACrateShowsTheCardsStars() throws {
        let day = DailyDate(year: 2026, month: 12, day: 1)!
        var context = UI.context()
        context.clock = { .success(day) }
        let level = DailyChallenge.level(for: day)
        let graph = MoveGraph(level)
        let table = try #require(graph.itemPar(from: level.start, items: level.crates.map(\.cell)))
        let fits = level.crates.indices.filter { (table.plainRun($0) ?? .max) <= level.budget && table.plainRun($0) != level.par }
        #expect(!fits.isEmpty)
        for i in fits {
            var app = App(context: context, progress: PlayerProgress(), opening: .daily(day, level: level, isToday: true))
            let route = try #require(graph.itemRoute(from: level.start, taking: [level.crates[i].cell]))
            let effects = UI.keys(&app, Self.keys(route))
            let (summary, text) = try Self.summary(app)
            let card = summary.finished.scorecard
            #expect(card.itemPar == table.plainRun(i) && card.movesUsed == card.itemPar && card.stars == 3)
            Self.expectFacts(card, in: text, glyphs: context.glyphs)
            #expect(text.contains("mz daily 2026-12-01 \(context.glyphs.stars(card.stars))"), "\(text)")
            #expect(app.progress.daily.result(on: day)?.stars == card.stars)
            #expect(UI.saves(effects))
        }
    }

    @Test func aPracticeWinWithAGemShowsTheSameBreakdown() throws {
        var spec = LevelSpec(id: 0, name: "practice", seed: 4, width: 14, height: 8, algorithm: .recursiveBacktracker)
        spec.crates = 2
        spec.gems = 1
        spec.slack = 1
        let level = try LevelBuilder.build(spec)
        let gem = try #require(level.gems.first)
        let route = try #require(MoveGraph(level).itemRoute(from: level.start, taking: [gem]))
        var app = App(context: UI.context(), progress: PlayerProgress(), opening: .practice(level))
        UI.keys(&app, Self.keys(route))
        let (summary, text) = try Self.summary(app)
        let card = summary.finished.scorecard
        #expect(card.itemPar > level.par && card.stars == 3, "a gem off the par route, taken at its item par")
        Self.expectFacts(card, in: text, glyphs: UI.context().glyphs)
        #expect(summary.finished.standing == nil && !text.contains("First clear"))  // practice pays nothing
        // The best plan it is judged against finds the gem too (a gem is a choice, not a miss).
        let plan = try #require(summary.finished.plan)
        #expect(plan.gemsTaken == 1 && text.contains("Best plan with your gem: \(plan.bestCoins.counted("coin"))"), "\(text)")
    }

    /// A win of fewer than 3 stars says the moves each star takes (play-testers met "1 star"
    /// for a move or two over, with no rule in sight).
    @Test func aWinBelowThreeStarsSaysWhatEachStarTakes() throws {
        var spec = LevelSpec(id: 0, name: "practice", seed: 7, width: 8, height: 4, algorithm: .recursiveBacktracker)
        spec.ice = 0
        spec.mud = 0
        spec.slack = 1
        let level = try LevelBuilder.build(spec)
        let parRoute = try #require(MoveGraph(level).itemRoute(from: level.start, taking: []))
        // Steps away from the start and back, one pair at a time, until the run is 1 star.
        var first = GameState(level: level)
        let away = try #require(
            Direction.ordered.first { d in
                var trial = first
                return trial.apply(.move(d)).contains { if case .moved = $0 { true } else { false } } && trial.position != level.exit
            })
        first.apply(.move(away))
        let back: Direction = [.north: .south, .south: .north, .east: .west, .west: .east][away]!
        let two = level.par + (level.budget - level.par) / 2
        let pairs = (two - level.par) / 2 + 1
        let wander = Array(repeating: [Action.move(away), .move(back)], count: pairs).flatMap { $0 }
        #expect(level.par + 2 * pairs <= level.budget && level.par + 2 * pairs > two)
        var app = App(context: UI.context(), progress: PlayerProgress(), opening: .practice(level))
        UI.keys(&app, Self.keys(wander + parRoute))
        let (summary, text) = try Self.summary(app)
        #expect(summary.finished.scorecard.stars == 1)
        #expect(text.contains("★☆☆  1 star (3 at ≤ \(level.par) moves, 2 at ≤ \(two))"), "\(text)")
    }

    @Test func aCampaignWinShowsItsStandingAndStars() throws {
        // Level 4 has the first crate: win by the crate's item-par route.
        let level = try UI.level(4)
        let route = try #require(MoveGraph(level).itemRoute(from: level.start, taking: [level.crates[0].cell]))
        var app = UI.app(UI.progress(unlocked: 4))
        UI.open(&app, level: 4)
        UI.keys(&app, Self.keys(route))
        let (summary, text) = try Self.summary(app)
        let card = summary.finished.scorecard
        Self.expectFacts(card, in: text, glyphs: UI.context().glyphs)
        let paid = try #require(summary.finished.settlement)
        #expect(summary.finished.standing == .firstClear(paidUnusedMoves: paid.cashIn > 0))
        #expect(text.contains(paid.cashIn > 0 ? "First clear: unused moves paid" : "First clear."))
        #expect(app.progress.record(4).stars == card.stars)
    }

    /// Issue 20, bug 3: after a Jump the summary read "with what you took 27, over budget ·
    /// you 24". Item par is without power-ups: said as what the crates take on foot ("with what
    /// you took 32 without power-ups" beside a budget of 31 still read as a contradiction), and
    /// that the run used one.
    @Test func aJumpRunIsWordedWithoutAContradiction() throws {
        let ids = UI.campaign.levels.indices.map { $0 + 1 }
        let id = try #require(ids.first { id in (try? UI.level(id))?.crates.contains { $0.needsJump } == true })
        let level = try UI.level(id)
        let ledge = try #require(level.crates.first { $0.needsJump })
        let jump = MoveGraph(level).bestJump(from: level.start, taking: ledge.cell)
        let moves = try #require(jump.moves)
        var app = UI.app(UI.progress(unlocked: id, inventory: Inventory(jumps: 1)))
        UI.open(&app, level: id)
        UI.keys(&app, Self.keys(jump.actions))
        let (summary, text) = try Self.summary(app)
        let card = summary.finished.scorecard
        #expect(card.movesUsed == moves && card.itemPar > card.budget && card.beatItemPar)
        // (The line itself is longer than 80 columns on level 25: its layout is issue 20's
        // bug 8, so the words are checked here as the screen is given them.)
        let lesson = try #require(summary.lesson)
        #expect(lesson.contains("· what you took: \(card.itemPar) on foot ·"), "\(lesson)")
        #expect(lesson.hasSuffix("· you \(card.movesUsed) with a power-up"), "\(lesson)")
        #expect(!lesson.contains("with what you took \(card.itemPar), over budget"))
        #expect(text.contains("\(UI.context().glyphs.stars(card.stars))  \(card.stars) star"))
    }

    @Test func outOfMovesShowsTheShortfall() throws {
        var app = UI.app()
        _ = app.handle(.enter)
        try UI.runOutOfMoves(&app)
        let (summary, text) = try Self.summary(app)
        let shortfall = try #require(summary.finished.scorecard.shortfall)
        let distance = try #require(shortfall.movesToExit)
        #expect(text.contains("E was \(distance) move\(distance == 1 ? "" : "s") away"), "\(text)")
        _ = app.handle(.character("b"))
        let level = try UI.level(1)
        // The route drawn is the scorecard's: a dot on every cell it enters but the exit.
        let dots = UI.text(app.render(width: 80, height: 24)).filter { $0 == "•" }.count
        // (The player, standing where the moves ran out, keeps their glyph.)
        let standing = summary.finished.attempt.state.position
        #expect(dots == 1 + shortfall.parRoute.dropFirst().filter { $0 != level.exit && $0 != standing }.count)
    }

    @Test func theTitleAndLevelSelectShowTheStarsKept() {
        let day = DailyDate(year: 2026, month: 11, day: 30)!
        var progress = UI.progress(unlocked: 2)
        var record = LevelRecord(id: 1)
        record.bestMoves = 15
        record.stars = 2
        progress.levels = [record]
        progress.daily.record(
            DailyResult(
                date: day, outcome: .won, moves: 57, par: 52, budget: 60, stars: 2,
                cratesTaken: 1, crates: 3, coins: 9, gemsTaken: 0, gems: 0))
        var context = UI.context()
        context.clock = { .success(day) }
        var app = App(context: context, progress: progress)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Daily challenge (\(context.glyphs.stars(2)))"))
        UI.keys(&app, [.down, .enter])  // level select, cursor on level 2
        let rows = app.render(width: 80, height: 24).lines
        let label = rows.firstIndex { $0.contains(" 1      2 ") }
        #expect(
            label.map { rows[$0 + 1].contains(context.glyphs.stars(progress.record(1).stars)) } == true, "\(rows.joined(separator: "\n"))")
    }

    /// The plan line of a win that took a gem and, with a power-up, a crate beside it, where no
    /// crate fits beside the gem on foot: said as such, not "0 coins" (two testers of level 13).
    @Test func aGemWithACrateThatOnlyAPowerUpFitSaysNoCrateFitsBesideItOnFoot() {
        let glyphs = Glyphs(ascii: false)
        var plan = PlanScore(bestCoins: 0, coinsTaken: 19, usedPowerUp: true, gemsTaken: 1)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan with your gem: no crate beside it without power-ups · you took 19 with them")
        plan.gemsTaken = 2
        plan.coinsTaken = 0
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan with your gems: no crate beside them without power-ups · you took 0 with them")
        // The same coins as the plan's, with a power-up: said so.
        plan = PlanScore(bestCoins: 18, coinsTaken: 18, usedPowerUp: true)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan: 18 coins without power-ups · you took the same 18 with them")
        // With coins on foot, the plan's coins are said as before.
        plan = PlanScore(bestCoins: 29, coinsTaken: 53, usedPowerUp: true)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan: 29 coins without power-ups · you took 53 with them")
        // Short of the mark with the power-ups' price known: what the mark takes (a tester saw
        // "you took 53 with them" and no mark, with no word why), and the mark past it.
        plan = PlanScore(bestCoins: 50, coinsTaken: 53, usedPowerUp: true)
        plan.powerUpsPrice = 30
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan: 50 coins without power-ups · you took 53 with them · no ✓: needs 80 (50 + 30, the power-ups' shop price)"
        )
        // A tie with the mark is as good as the plan (three testers of session 29 lost a dare to one).
        plan.coinsTaken = 80
        #expect(plan.isPerfect)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan: 50 coins without power-ups · you took 80 with them ✓ beyond the plan")
        plan.coinsTaken = 81
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan: 50 coins without power-ups · you took 81 with them ✓ beyond the plan")
        // A Jump the win's gem gave back cost nothing: the run is weighed against the plan's
        // coins alone (a tester of session 22 read "no ✓: needs over 0 (0 + 0, the power-ups'
        // shop price)"), and still said to be made with power-ups (one of session 23, told
        // "Best plan with your gem: 50 coins" beside his 92, asked why the best was lower).
        plan = PlanScore(bestCoins: 0, coinsTaken: 0, usedPowerUp: true, gemsTaken: 1)
        plan.powerUpsPrice = 0
        #expect(plan.isPerfect)
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan with your gem: no crate beside it without power-ups · you took 0 with them ✓")
        plan = PlanScore(bestCoins: 50, coinsTaken: 92, usedPowerUp: true, gemsTaken: 1)
        plan.powerUpsPrice = 0
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan with your gem: 50 coins without power-ups · you took 92 with them ✓ beyond the plan")
        plan.coinsTaken = 40
        #expect(
            SummaryScene.planLine(plan, stars: 3, showsBestPlan: false, glyphs)
                == "Best plan with your gem: 50 coins without power-ups · you took 40 with them · no ✓: needs 50 (the gem gave the Jump back)"
        )
    }
}
