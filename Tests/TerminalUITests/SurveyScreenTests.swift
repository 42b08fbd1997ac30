import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// The survey on screen (`f`, `PlayScene+Survey`): asked with its price, then, while looking,
/// the message line counts the moves from the cursor to the exit and each item (the map shows
/// no count); `f` hides and shows the counts; in a dare, but not off the campaign.
@Suite struct SurveyScreenTests {
    static let id = Dare.firstLevel

    static func opened(coins: Int = 500, ascii: Bool = false) -> App {
        UI.app(UI.progress(unlocked: id, coins: coins), ascii: ascii, opening: .level(id))
    }

    static func rows(_ app: App) -> [String] {
        UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    static func play(_ app: App) -> PlayScene? {
        if case let .play(play) = app.scene { return play }
        return nil
    }

    static func price() throws -> Int {
        Economy.surveyPrice(bestCoins: try #require(ScoutedPlan(try UI.level(id))).coins)
    }

    /// The survey pass, bought in the shop after a question (the dearest thing there), surveys
    /// every campaign level: `i` looks with the counts at once, and `f` asks nothing.
    @Test func theSurveyPassIsAskedForThenCountsEveryLevelFree() throws {
        var app = UI.app(UI.progress(unlocked: Self.id, coins: Economy.surveyPassPrice + 20))
        UI.keys(&app, [.down, .down, .enter])
        UI.keys(&app, Array(repeating: .down, count: 5) + [.enter])
        var rows = Self.rows(app)
        #expect(rows.contains { $0.hasSuffix("Buy the survey pass for 1200 coins? It surveys every level, free. [yn] (n)") }, "\(rows)")
        #expect(!app.world.progress.surveyPass && app.world.progress.coins == 1_220)
        UI.keys(&app, [.character("y")])
        rows = Self.rows(app)
        #expect(rows.contains { $0.hasPrefix("> Survey pass 1200 coins   yours: every level surveyed free (f, i) ") }, "\(rows)")
        #expect(
            rows.contains { $0.hasSuffix("Bought the survey pass: f or i counts a level's moves from you and to E, free.") }, "\(rows)"
        )
        #expect(app.world.progress.surveyPass && app.world.progress.coins == 20)
        // Enter again says it is held, and buys nothing.
        UI.keys(&app, [.enter])
        #expect(Self.rows(app).contains { $0.hasSuffix("The survey pass is yours: f or i in a level counts the moves from you and to E.") })
        #expect(app.world.progress.coins == 20)
        // In a level, looking shows the counts with no question, and the dare stays on offer.
        UI.open(&app, level: Self.id)
        UI.keys(&app, [.character("i")])
        rows = Self.rows(app)
        #expect(rows[22].hasPrefix("Survey (7, 3): from you 0 · "), "\(rows)")
        #expect(rows[23].contains("f hide counts") && app.session.dareOffer != nil)
        UI.keys(&app, [.character("i"), .character("f")])
        #expect(Self.rows(app)[22].hasPrefix("Survey (7, 3): from you 0 · ") && app.world.progress.coins == 20)
    }

    /// The survey counts on the message line only: the map under it is the look's, with no
    /// count on any cell. Counts on every cell answered the way (testers traced routes back
    /// from E by them) and read across walls as passages.
    @Test func theMapShowsNoCountOnlyTheLineDoes() throws {
        var app = Self.opened()
        UI.keys(&app, [.character("f"), .character("y"), .left, .up])
        let counted = Self.rows(app)
        #expect(counted[22].hasPrefix("Survey ("), "\(counted)")
        UI.keys(&app, [.character("f")])
        let looked = Self.rows(app)
        #expect(looked[22].hasPrefix("Look ("), "\(looked)")
        #expect(Array(counted[2..<22]) == Array(looked[2..<22]))
    }

    /// Where the survey is taught (`Economy.freeSurveys`) it costs nothing and asks nothing: `i`
    /// looks with the counts, and so does `f`, with the purse untouched.
    @Test func theLevelsWhereTheSurveyIsTaughtAreSurveyedFree() throws {
        let id = Economy.freeSurveys.lowerBound
        #expect(Economy.freeSurveys == 12...20 && Tip.surveyFrom == 12)
        var app = UI.app(UI.progress(unlocked: id, coins: 5), opening: .level(id))
        let level = try UI.level(id)
        #expect(app.session.isSurveyed(id) && app.session.surveyPrice(of: level) == 0)
        UI.keys(&app, [.character("i")])
        #expect(Self.rows(app)[22].hasPrefix("Survey ("), "\(Self.rows(app))")
        UI.keys(&app, [.character("i"), .character("f")])
        #expect(Self.rows(app)[22].hasPrefix("Survey (") && app.world.progress.coins == 5)
        // The next level asks its price again.
        var next = UI.app(UI.progress(unlocked: 21, coins: 500), opening: .level(21))
        UI.keys(&next, [.character("f")])
        #expect(Self.rows(next)[22].hasPrefix("Survey, ") && Self.rows(next)[22].hasSuffix("[yn] (n)"))
    }

    /// A run out of moves on a level not surveyed says what counts the moves, the survey, even
    /// where the purse covers the pass (the loss is no place to sell it); not where the level
    /// was surveyed free, or with the pass.
    @Test func aLossSaysWhatCountsTheMoves() {
        func lostLine(_ progress: PlayerProgress, level id: Int) -> String? {
            var app = UI.app(progress, opening: .level(id))
            WorstCaseScreenTests.spendEveryMove(&app)
            return Self.rows(app).first { $0.contains("Counting by eye?") }?.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            lostLine(UI.progress(unlocked: 21, coins: 100), level: 21)
                == "Counting by eye? f in a level surveys it: moves from you and on to E, counted.")
        #expect(
            lostLine(UI.progress(unlocked: 21, coins: Economy.surveyPassPrice), level: 21)
                == "Counting by eye? f in a level surveys it: moves from you and on to E, counted.")
        var holder = UI.progress(unlocked: 21, coins: 100)
        holder.surveyPass = true
        #expect(lostLine(holder, level: 21) == nil)
        #expect(lostLine(UI.progress(unlocked: 20, coins: 100), level: 20) == nil)
    }

    /// The line is said once a sitting, not after every loss: a tester of session 31 called it
    /// "heavy selling" after each lost dare.
    @Test func theLossLineIsSaidOnceASitting() {
        var app = UI.app(UI.progress(unlocked: 22, coins: 100), opening: .level(21))
        func said() -> Bool { Self.rows(app).contains { $0.contains("Counting by eye?") } }
        WorstCaseScreenTests.spendEveryMove(&app)
        #expect(said())
        UI.keys(&app, [.character("r")])
        #expect(app.session.current?.state.movesUsed == 0)
        WorstCaseScreenTests.spendEveryMove(&app)
        #expect(Self.rows(app).contains { $0.contains("OUT OF MOVES") } && !said(), "\(Self.rows(app))")
    }

    /// An escape is never surveyed, free level or pass: its whole question is the way, and a
    /// tester traced escapes back from E by the counts ("no thought").
    @Test func anEscapeIsNeverSurveyed() throws {
        let escapes = try (Tip.surveyFrom...UI.campaign.levels.count).filter { try UI.level($0).spec.kind == .escape }
        let free = try #require(escapes.first { Economy.freeSurveys.contains($0) })
        let late = try #require(escapes.last)
        for id in [free, late] {
            var progress = UI.progress(unlocked: id, coins: 2_000)
            progress.surveyPass = true
            var app = UI.app(progress, opening: .level(id))
            #expect(!app.session.isSurveyed(id))
            #expect(!Self.rows(app)[23].contains("f survey"), "\(Self.rows(app)[23])")
            UI.keys(&app, [.character("f")])
            #expect(Self.rows(app)[22] == "No survey on an escape (the way is the question): looking instead, i ends.")
            var session = app.session
            #expect(session.apply(.survey) == [.refused(.noSurveyOnAnEscape)] && app.world.progress.coins == 2_000)
            // The arrows typed next move the look cursor, not the player (a tester's walked),
            // and so do those after a `y` typed as if a price were asked (another's walked).
            let standing = app.session.current?.state.position
            UI.keys(&app, [.character("y")] + Direction.allCases.map(UI.key) + [.character("n"), .enter])
            #expect(app.session.current?.state.position == standing && app.session.current?.state.movesUsed == 0)
            #expect(Self.rows(app)[22].hasPrefix("Look ("), "\(Self.rows(app)[22])")
            UI.keys(&app, [.character("i")])
            #expect(!Self.rows(app)[22].hasPrefix("Survey ("), "level \(id)")
        }
    }

    @Test func fAsksWithItsPrice() throws {
        let price = try Self.price()
        var app = Self.opened()
        UI.keys(&app, [.character("f")])
        #expect(Self.rows(app)[22] == "Survey, \(price) coins: moves from you to the look cursor, and on to E? [yn] (n)")
        UI.keys(&app, [.character("n")])
        #expect(Self.rows(app)[22] == "No survey.")
        #expect(app.world.progress.coins == 500 && app.session.dareOffer != nil)
    }

    @Test func yesPaysAndLooksWithTheCounts() throws {
        let price = try Self.price()
        var app = Self.opened()
        UI.keys(&app, [.character("f"), .character("y")])
        // A survey counts moves, not plans: the dare stays on offer.
        #expect(app.world.progress.coins == 500 - price && app.session.dareOffer != nil)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 11: Dripping Passage  Moves left 21/21  Par 14
            Coins 480  Crates 0/3  Jump 0  Demolish 0



                           ┌──0─────1─────2─────3──┬──4─────5─────6─────7──┐
                           0 $14━━━━┳━━━━━━━━━━━E  │  ┏━━━━━━━━━━━━━━━━━┓  0
                           │        ┃              │  ┃                 ┃  │
                           ├─────┐  ┃  ┌───────────┘  ┃   ───────────   ┃  │
                           1 ~21 │  ┃  │  ┏━━━━━━━━━━━┻━━━━━━━━━━%┳%━━━━┫  1
                           │ ~┃~ │  ┃  │  ┃                      %┃%    ┃  │
                           │  ┃     ┃     ┃   ─────────────────┐  ┃     ┃  │
                           2 ~┗~━━━━╋━━━━━┻━━━━━━━━━━━━━━━━$33 │ %┃% │ ↑┃  2
                           │ ~~~    ┃                          │ %┃% │  ┃  │
                           ├─────   ┃   ───────────────────────┘  ┃  │  ┃  │
                           3 ~╺~━━━━┻━━━━━━━━━━━━━━━━━━━━━━━━━━━━%┛% │  @  3
                           │ ~~~                                 %%% │     │
                           └──0─────1─────2─────3─────4─────5─────6──┴──7──┘




            Survey (7, 3): from you 0 · E 14 · f hides
            ←↑↓→ look  i done  f hide counts  ? help
            """)
        // The line is the survey's from the player's cell, and the bar offers to hide it.
        #expect(Self.rows(app)[22].hasPrefix("Survey ("))
        #expect(Self.rows(app)[22].contains("from you 0 · "))
        #expect(Self.rows(app)[23].contains("f hide counts"))
    }

    /// The counts on the line are the survey's own: the player's moves to the cursor's cell and
    /// the exit's from it, as `GameState.survey` counts them; with the cursor on a crate, that
    /// crate's label, and never a count to another crate (the way between crates is the
    /// player's: the whole table made the crate levels "table lookup" to testers).
    @Test func theLineCountsFromYouAndOnToTheExitOnly() throws {
        var app = Self.opened()
        UI.keys(&app, [.character("f"), .character("y"), .left, .up])
        let state = try #require(app.session.current?.state)
        let level = state.level
        let cursor = try #require(Self.play(app)?.lookCursor)
        let survey = state.survey(from: cursor)
        let at = "(\(cursor % level.maze.width), \(cursor / level.maze.width))"
        let you = survey.fromPlayer.map(String.init) ?? "-"
        let exit = survey.moves(to: level.exit).map(String.init) ?? "-"
        #expect(Self.rows(app)[22] == "Survey \(at): from you \(you) · E \(exit) · f hides")
        // On a crate: its label after the cell, its price alone (from you, and on to E).
        let crate = level.crates[0]
        let label = String(
            String.UnicodeScalarView(Glyphs(ascii: false).crateLabel(coins: crate.coins, ledge: false, on: level.terrain[crate.cell])))
        let parts = PlayScene.surveyParts(state, survey: state.survey(from: crate.cell), glyphs: Glyphs(ascii: false))
        let onCrate = state.survey(from: crate.cell)
        #expect(
            parts == [
                "Survey (\(crate.cell % level.maze.width), \(crate.cell / level.maze.width)), \(label): from you \(onCrate.fromPlayer.map(String.init) ?? "-")",
                "E \(onCrate.moves(to: level.exit).map(String.init) ?? "-")",
            ])
    }

    @Test func fHidesAndShowsTheCountsAndASurveyedLevelLooksWithThem() throws {
        var app = Self.opened()
        UI.keys(&app, [.character("f"), .character("y"), .character("f")])
        #expect(Self.rows(app)[22].hasPrefix("Look ("))
        #expect(Self.rows(app)[23].contains("f show counts"))
        UI.keys(&app, [.character("f")])
        #expect(Self.rows(app)[22].hasPrefix("Survey ("))
        // Put away and looked again: the counts show at once, and f costs nothing more.
        let coins = app.world.progress.coins
        UI.keys(&app, [.character("i"), .character("i")])
        #expect(Self.rows(app)[22].hasPrefix("Survey ("))
        UI.keys(&app, [.escape, .character("f")])
        #expect(Self.rows(app)[22].hasPrefix("Survey (") && app.world.progress.coins == coins)
    }

    @Test func inADareButNotOffTheCampaignNorWithoutTheCoins() throws {
        var dared = Self.opened()
        UI.keys(&dared, [.character("$"), .character("y"), .character("f")])
        #expect(Self.rows(dared)[22].hasPrefix("Survey, "))
        UI.keys(&dared, [.character("y")])
        #expect(Self.rows(dared)[22].hasPrefix("Survey (") && dared.session.current?.dare != nil)
        var unnumbered = try UI.level(Self.id)
        unnumbered.id = 0
        var practice = UI.app(opening: .practice(unnumbered))
        UI.keys(&practice, [.character("f")])
        #expect(Self.rows(practice)[22] == "No survey in the daily, treasuries or practice: looking instead, i ends.")
        let price = try Self.price()
        var poor = Self.opened(coins: price - 1)
        UI.keys(&poor, [.character("f"), .character("y")])
        #expect(Self.rows(poor)[22] == "A survey here costs \(price) coins; you have \(price - 1).")
        #expect(poor.world.progress.coins == price - 1 && Self.play(poor)?.lookCursor == nil)
    }

    @Test func inASCIITheCountsAndTheLineKeepTheirMarks() throws {
        var app = Self.opened(ascii: true)
        UI.keys(&app, [.character("f"), .character("y")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 11: Dripping Passage  Moves left 21/21  Par 14
            Coins 480  Crates 0/3  Jump 0  Demolish 0



                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+
                           0 $14----+-----------E  |  +-----------------+  0
                           |        |              |  |                 |  |
                           +-----+  |  +-----+-----+  |  +-----+-----+  |  +
                           1 ~21 |  |  |  +-----------+----------%+%----+  1
                           | ~|~ |  |  |  |                      %|%    |  |
                           +  |  +  |  +  |  +-----+-----+-----+  |  +  |  +
                           2 ~+~----+-----+----------------$33 | %|% | ^|  2
                           | ~~~    |                          | %|% |  |  |
                           +-----+  |  +-----+-----+-----+-----+  |  +  |  +
                           3 ~>~----+----------------------------%+% |  @  3
                           | ~~~                                 %%% |     |
                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+




            Survey (7, 3): from you 0 · E 14 · f hides
            arrows look  i done  f hide counts  ? help
            """)
    }

    /// From every cell a player stands on or aims at (the start, the exit, each crate and gem)
    /// of every campaign level, the survey's counts fit the message line at 80 columns.
    @Test func everyCampaignSurveyFitsOneLineAt80Columns() throws {
        for id in 1...UI.campaign.levels.count {
            let level = try UI.level(id)
            let state = GameState(level: level)
            for cell in [level.start, level.exit] + level.crates.map(\.cell) + level.gems {
                let parts = PlayScene.surveyParts(state, survey: state.survey(from: cell), glyphs: Glyphs(ascii: false))
                let lines = PlayScene.lines(parts, width: 79)
                #expect(lines.first.count <= 79 && lines.rest == nil, "level \(id) from \(cell)")
            }
        }
    }

    /// The parts of a line: the cursor's crate by its map label (on mud too), a gem, and `-`
    /// for what no run enters; and the lines a narrow window splits them into.
    @Test func aCrateMudAGemAndTheUnreachableAreSaidAsTheMapShowsThem() {
        var maze = Maze(width: 4, height: 2)
        for x in 0..<3 { maze.link(x, .east) }
        maze.link(3, .south)
        maze.link(6, .east)
        let spec = LevelSpec(id: 0, name: "Twins", seed: 0, width: 4, height: 2, algorithm: .recursiveBacktracker)
        var terrain = [Terrain](repeating: .floor, count: 8)
        terrain[2] = .mud
        // E at 7; crates of 7 on 1 and 3, of 12 on the mud (2); a gem walled off on 4.
        let level = Level(
            id: 0, name: "Twins", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 7,
            crates: [Crate(cell: 1, coins: 7), Crate(cell: 2, coins: 12), Crate(cell: 3, coins: 7)], gems: [4], par: 5, budget: 9)
        let state = GameState(level: level)
        func parts(from cell: Int, ascii: Bool = false) -> [String] {
            PlayScene.surveyParts(state, survey: state.survey(from: cell), glyphs: Glyphs(ascii: ascii))
        }
        #expect(parts(from: 0) == ["Survey (0, 0): from you 0", "E 5"])
        #expect(parts(from: 2) == ["Survey (2, 0), %12: from you 3", "E 2"])
        #expect(parts(from: 3) == ["Survey (3, 0), $7: from you 4", "E 1"])
        #expect(parts(from: 4, ascii: true) == ["Survey (0, 1), *: from you -", "E -"])
        // A crate paid on an earlier win is named as the map draws it, `$0`.
        #expect(
            PlayScene.surveyParts(state, survey: state.survey(from: 3), glyphs: Glyphs(ascii: false), paidCrates: [2]) == [
                "Survey (3, 0), $0: from you 4", "E 1",
            ])
        let long = ["Survey (2, 0), %12: from you 3", "E 4"]
        #expect(PlayScene.lines(long, width: 79) == (long.joined(separator: " · ") + " · f hides", nil))
        #expect(PlayScene.lines(long, width: 40) == (long.joined(separator: " · "), nil))
        #expect(PlayScene.lines(long, width: 33) == ("Survey (2, 0), %12: from you 3 ·", "E 4"))
        #expect(PlayScene.lines(["Survey (2, 0): from you 3", "E 4 (key)", "E 9"], width: 30).rest == "E 4 (key) · E 9")
    }

    /// A count that goes by the key says so: with the doors shut it would be more, or none.
    /// Four testers of session 30 read such counts as the survey ignoring a door.
    @Test func aCountThatGoesByTheKeySaysSo() {
        let state = GameState(level: DoorScreenTests.level())
        func parts(from cell: Int) -> [String] {
            PlayScene.surveyParts(state, survey: state.survey(from: cell), glyphs: Glyphs(ascii: false))
        }
        // From the start the exit is behind the door: to the key and back, then through.
        #expect(parts(from: 0) == ["Survey (0, 0): from you 0", "E 9 (key)"])
        // Past the door, the exit is two steps on; the player's way there goes by the key.
        #expect(parts(from: 3) == ["Survey (3, 0): from you 7 (key)", "E 2"])
        // With the key taken, no count goes by it.
        var taken = state
        for direction in [Direction.east, .south, .east] { _ = taken.apply(.move(direction)) }
        #expect(taken.keyTaken)
        #expect(
            PlayScene.surveyParts(taken, survey: taken.survey(from: 0), glyphs: Glyphs(ascii: false)) == [
                "Survey (0, 0): from you 3", "E 5",
            ])
    }

    @Test func theTipComesFromLevel12OnALevelOfTwoCratesOrMore() throws {
        let twelve = try UI.level(Tip.surveyFrom)
        #expect(Tip.surveyFrom == 12 && twelve.crates.filter { !$0.needsJump }.count >= 2)
        #expect(Tip.survey.applies(to: twelve, holding: Inventory()))
        #expect(!Tip.survey.applies(to: try UI.level(11), holding: Inventory()))
        #expect(Tip.survey.text.count <= 79)
        // On level 12, once the earlier tips are seen, it is the one told.
        let seen = Tip.allCases.filter { $0 != .survey }.map(\.rawValue)
        #expect(Tip.next(for: twelve, holding: Inventory(), seen: seen) == .survey)
    }
}
