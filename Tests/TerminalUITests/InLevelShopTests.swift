import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A power-up asked for with none in hand is offered at the shop's price inside a campaign
/// level, bought on a yes and used at once; a restart gives back what the attempt used.
/// (Play-testers quit to the title to shop in the middle of a plan, and undid 40 moves to
/// recover a Jump a restart kept.)
@Suite struct InLevelShopTests {
    static func line(_ app: App) -> String {
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[lines.count - 2]).trimmingCharacters(in: .whitespaces)
    }

    @Test func aJumpIsOfferedBoughtOnYesAndArmed() throws {
        var app = UI.app(UI.progress(unlocked: 4, coins: 45), opening: .level(4))
        UI.keys(&app, [.character(" ")])
        #expect(Self.line(app) == "Buy a Jump for 30 coins? Jumping with it costs 1 move. [yn] (n)")
        UI.keys(&app, [.character("y")])
        #expect(app.progress.coins == 15 && app.progress.inventory == Inventory(jumps: 1))
        #expect(Self.line(app).hasPrefix("Bought. Jump, 1 move: which way?"))
        let level = try UI.level(4)
        // A way the Jump can go from the start: it is spent by it.
        let way = try #require(Direction.allCases.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [Self.key(way)])
        #expect(app.progress.inventory == Inventory() && app.session.current?.state.movesUsed == 1)
    }

    /// After a gem found this try, the offer says the gem's Jump comes with the win: two testers
    /// pressed Space after level 65's and 70's gem, expecting its Jump.
    @Test func aJumpOfferedAfterAGemSaysTheGemsComesWithTheWin() throws {
        var app = UI.app(UI.progress(unlocked: 15, coins: 45), opening: .level(15))
        // Level 15: down the mud, along the ice, round to the gem.
        UI.keys(&app, [.down, .left, .up, .left, .left, .down, .right, .down])
        #expect(app.session.current?.state.foundGems == [true])
        UI.keys(&app, [.character(" ")])
        #expect(Self.line(app) == "Buy a Jump for 30 coins? (Your gem's Jump comes when you win.) [yn] (n)")
    }

    /// The key bar says Space buys one, with none held and the coins for it.
    @Test func theKeyBarOffersAJumpForCoins() {
        let rich = UI.app(UI.progress(unlocked: 4, coins: 45), opening: .level(4))
        #expect(
            UI.text(rich.render(width: 80, height: 24)).hasSuffix(
                "←↑↓→ move  space buy jump  c scout  v sketch  r restart  p pause  ? help  q quit"))
        let poor = UI.app(UI.progress(unlocked: 4, coins: 29), opening: .level(4))
        #expect(!UI.text(poor.render(width: 80, height: 24)).contains("buy jump"))
    }

    @Test func noBuysNothing() {
        var app = UI.app(UI.progress(unlocked: 4, coins: 75), opening: .level(4))
        UI.keys(&app, [.character("x")])
        #expect(Self.line(app) == "Buy a Demolish for 60 coins? A win with it: 1 star, no cash-in. [yn] (n)")
        UI.keys(&app, [.character("n")])
        #expect(app.progress.coins == 75 && app.progress.inventory == Inventory())
        #expect(Self.line(app) == "Carry on.")
    }

    @Test func tooFewCoinsSayWhatOneCosts() {
        var app = UI.app(UI.progress(unlocked: 4, coins: 12), opening: .level(4))
        UI.keys(&app, [.character("x")])
        #expect(Self.line(app) == "No Demolish left: one costs 60 coins; you have 12.")
        #expect(app.progress.coins == 12)
    }

    @Test func aTimeIsBoughtAndAddedAtOnce() throws {
        var app = UI.app(UI.progress(unlocked: 4, coins: 45), opening: .level(4))
        UI.keys(&app, [.character("+")])
        #expect(Self.line(app) == "Buy a Time for 20 coins to use now? +10 moves, at most 2 stars, no ✓. [yn] (n)")
        UI.keys(&app, [.character("y")])
        let moves = Economy.timeMoves(for: try UI.level(4))
        #expect(app.progress.coins == 25 && app.progress.inventory == Inventory())
        #expect(app.session.current?.state.extraMoves == moves)
        #expect(Self.line(app) == "Bought. Time: +\(moves) moves for this attempt, never cashed in.")
        // A second is not offered: one Time an attempt.
        UI.keys(&app, [.character("+")])
        #expect(Self.line(app) == "One Time an attempt: this one has had its Time." && app.progress.coins == 25)
    }

    /// After its Jump a campaign attempt neither arms nor sells another, and the key bar stops
    /// offering one.
    @Test func aSecondJumpIsNeitherArmedNorOffered() throws {
        var app = UI.app(UI.progress(unlocked: 4, coins: 100, inventory: Inventory(jumps: 2)), opening: .level(4))
        let level = try UI.level(4)
        let way = try #require(Direction.allCases.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [.character(" "), Self.key(way)])
        #expect(app.progress.inventory == Inventory(jumps: 1))
        #expect(!UI.text(app.render(width: 80, height: 24)).contains("space jump"))
        UI.keys(&app, [.character(" ")])
        #expect(Self.line(app) == "One Jump an attempt: this one has had its Jump (u takes it back).")
        #expect(app.progress.inventory == Inventory(jumps: 1) && app.progress.coins == 100)
        // The arrow typed for it is not a step; the next one is.
        let moves = app.session.current?.state.movesUsed
        UI.keys(&app, [Self.key(way)])
        #expect(Self.line(app) == "That arrow was not played (no Jump or Demolish now): type it again to step.")
        #expect(app.session.current?.state.movesUsed == moves)
    }

    /// A campaign escape is walked: Space, x and + say so, spend nothing and arm nothing, and the
    /// key bar offers none of them (a tester flew a gem's Jump through escapes under par).
    @Test func anEscapeTakesNoPowerUp() throws {
        #expect(try UI.level(8).spec.kind == .escape)
        let held = Inventory(jumps: 1, demolishes: 1, times: 1)
        var app = UI.app(UI.progress(unlocked: 8, coins: 500, inventory: held), opening: .level(8))
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n").map(String.init)
        #expect(lines.last == "←↑↓→ move  v sketch  i look  e ways  m stops  r restart  p pause  ? help  q quit")
        // The HUD does not count what cannot be used here.
        #expect(lines[1].contains("On foot: power-ups kept") && !lines[1].contains("Jump 1"))
        for key in [Key.character(" "), .character("x"), .character("+")] {
            UI.keys(&app, [key])
            #expect(Self.line(app) == "An escape is played on foot: no Jump, Demolish or Time here (yours keep).")
        }
        // The arrow typed after Space or x is not a step either.
        UI.keys(&app, [.character(" "), .right])
        #expect(Self.line(app) == "That arrow was not played (no Jump or Demolish now): type it again to step.")
        #expect(app.progress.inventory == held && app.progress.coins == 500 && app.session.current?.inputs == [])
    }

    /// Power-ups used stay used on a restart, and the question says so before.
    @Test func aRestartSaysThePowerUpsUsedStayUsed() throws {
        var app = UI.app(UI.progress(unlocked: 4, inventory: Inventory(jumps: 2)), opening: .level(4))
        UI.keys(&app, [.character("r")])
        #expect(Self.line(app) == "Restart this level? [yn] (n)")
        UI.keys(&app, [.character("n")])
        let level = try UI.level(4)
        let way = try #require(Direction.allCases.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [.character(" "), Self.key(way)])
        #expect(app.progress.inventory == Inventory(jumps: 1))
        UI.keys(&app, [.character("r")])
        #expect(Self.line(app) == "Restart this level? The power-ups you used stay used (u undoes). [yn] (n)")
        UI.keys(&app, [.character("y")])
        #expect(app.progress.inventory == Inventory(jumps: 1) && app.session.current?.state.movesUsed == 0)
    }

    @Test func aHintIsOfferedBoughtAndShown() {
        var app = UI.app(UI.progress(unlocked: 4, coins: 12), opening: .level(4))
        UI.keys(&app, [.character("t")])
        #expect(Self.line(app) == "Buy a Hint for 10 coins? It marks a cheapest way to E from here. [yn] (n)")
        UI.keys(&app, [.character("y")])
        #expect(app.progress.coins == 2 && app.progress.hints == 0)
        #expect(Self.line(app).hasPrefix("Bought. Hint: the marks show a cheapest way to E from here"), "\(Self.line(app))")
        guard case let .play(play) = app.scene else { return }
        #expect(play.hint?.route.isEmpty == false)
    }

    /// `c` scouts, `c` again offers the guide; following its marks wins with the best plan's
    /// crates (said "with the guide": a plan shown is not a plan found, so no ✓).
    @Test func theGuidesMarksLeadToTheBestPlan() throws {
        var app = UI.app(UI.progress(unlocked: 11, coins: 100), opening: .level(11))
        UI.keys(&app, [.character("c"), .character("y"), .character("c")])
        let plan = try #require(app.session.scouted[11])
        #expect(Self.line(app) == "Plan: \(plan.coins) coins in \(plan.moves) moves. Mark its way from here for 40 coins? [yn] (n)")
        UI.keys(&app, [.character("y")])
        // Its way goes into a crate's pocket and back: marked up to where it turns back.
        #expect(Self.line(app) == "Guide: the plan's way, \(plan.moves) moves: follow the marks; more show as you go.")
        #expect(app.progress.coins == 100 - Economy.scoutPrice - Economy.guidePrice)
        guard case let .play(play) = app.scene, let way = play.hint?.route else {
            Issue.record("no marks on the play screen")
            return
        }
        UI.keys(&app, way.map(Self.key))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Best plan: \(plan.coins) coins · you took \(plan.coins) with the guide"), "\(text)")
        #expect(!text.contains("planned to perfection") && !app.progress.record(11).planned)
    }

    /// A way through a cell twice (level 32's plan goes out to a crate and back over its own
    /// steps) is marked up to that cell, once a cell; as the player follows, the rest appears.
    /// (With the later of two arrows drawn on a cell, following them walked past the crate.)
    @Test func aGuideThatCrossesItselfMarksTheWayUpToTheCrossing() throws {
        var app = UI.app(UI.progress(unlocked: 32, coins: 100), opening: .level(32))
        UI.keys(&app, [.character("c"), .character("y"), .character("c"), .character("y")])
        let plan = try #require(app.session.scouted[32])
        #expect(Self.line(app) == "Guide: the plan's way, \(plan.moves) moves: follow the marks; more show as you go.")
        guard case let .play(play) = app.scene, let way = play.hint?.route, let start = app.session.current?.state else {
            Issue.record("no marks on the play screen")
            return
        }
        let arrows: [Direction: Unicode.Scalar] = [.north: "^", .south: "v", .east: ">", .west: "<"]
        let first = PlayScene.trail(start, left: way[...], arrows: arrows, style: .plain)
        #expect(first.stopsShort)
        let cells = first.marks.map { "\($0)" }
        #expect(Set(cells).count == cells.count && !cells.isEmpty)
        // Following the way to its end, every state along it shows marks until the exit, and the
        // last stretch is marked whole.
        var state = start
        var shortAlong = 0
        for (i, direction) in way.enumerated() {
            let trail = PlayScene.trail(state, left: way[i...], arrows: arrows, style: .plain)
            #expect(!trail.marks.isEmpty || i == way.count - 1)
            if trail.stopsShort { shortAlong += 1 }
            state.apply(.move(direction))
        }
        #expect(shortAlong > 0 && shortAlong < way.count)
        UI.keys(&app, way.map(Self.key))
        #expect(UI.text(app.render(width: 80, height: 24)).contains("coins · you took \(plan.coins) with the guide"))
    }

    static func key(_ direction: Direction) -> Key {
        switch direction {
        case .north: .up
        case .south: .down
        case .east: .right
        case .west: .left
        }
    }
}
