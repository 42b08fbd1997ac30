import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Sketching a way (`v`, `PlayScene+Sketch`) at 80×24: arrows try moves on a copy of the
/// attempt, drawn on the map with their cost; `v` again walks them, `u` takes one back, Esc
/// drops the sketch. Nothing is played until it is walked.
@Suite struct SketchScreenTests {
    /// Level 5 with the first five moves of its par route sketched.
    static func sketching() throws -> (app: App, route: [Key]) {
        var app = UI.app(UI.progress(unlocked: 5), opening: .level(5))
        let route = try UI.solution(5)
        UI.keys(&app, [.character("v")] + route.prefix(5))
        return (app, route)
    }

    @Test func aSketchIsDrawnAndCountedWithoutAMovePlayed() throws {
        let (app, _) = try Self.sketching()
        let attempt = try #require(app.session.current)
        #expect(attempt.inputs.isEmpty && attempt.state.movesUsed == 0)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Level 5: Crooked Keep  Moves left 19/19  Par 14
            Coins 0  Crates 0/2  Jump 0  Demolish 0



                              ┌──0─────1──┬──2─────3─────4──┬──5─────6──┐
                              0  E━━━━━┓  │  ┏━━━━━━━━━━━┓  │  ◎━━━━→•  0
                              │  ┃     ┃  │  ┃           ┃  │  ┃     ┃  │
                              │  ┃     ┃     ┃  ┌─────   ┃     ┃     ┃  │
                              1  ┣━━━━━┻━━━━━┛  │  ┏━━━━━┻━━━━↓┛  │  •  1
                              │  ┃              │  ┃              │  ┃  │
                              │  ┃  ┌───────────┘  ┃   ───────────┘  ┃  │
                              2  $9 │ $12━━━━┳━━━━━╋━━━━━━━━━━━━━━━━━•  2
                              │     │        ┃     ┃                 ┃  │
                              ├─────┴─────   ┃     ┃   ─────┬─────   ┃  │
                              3  ╺━━━━━━━━━━━┛  │  ┗━━━━━╸  │  @━━━━━•  3
                              │                 │           │           │
                              └──0─────1─────2──┴──3─────4──┴──5─────6──┘




            Sketch: 5 moves, 14 left
            ←↑↓→ sketch  v walk it  u step back  Esc drop  ? help
            """)
    }

    @Test func vWalksTheSketchAsIfTyped() throws {
        var (app, route) = try Self.sketching()
        UI.keys(&app, [.character("v")])
        let attempt = try #require(app.session.current)
        #expect(attempt.inputs == route.prefix(5).map { key in .move(Self.direction(key)) })
        #expect(attempt.state.movesUsed == 5)
        // The rest sketched and walked wins the level.
        UI.keys(&app, [.character("v")] + route.dropFirst(5) + [.character("v")])
        guard case .summary = app.scene else {
            Issue.record("no summary: \(app.scene)")
            return
        }
    }

    /// `v` on an empty sketch keeps it open, so the arrows after it still sketch: a tester
    /// typed `v` twice and had the next arrows walked for real.
    @Test func vOnAnEmptySketchKeepsItOpen() throws {
        var app = UI.app(UI.progress(unlocked: 5), opening: .level(5))
        let route = try UI.solution(5)
        UI.keys(&app, [.character("v"), .character("v")])
        let rows = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[22].trimmingCharacters(in: .whitespaces) == "Nothing sketched yet: arrows sketch a way, Esc drops the sketch.")
        UI.keys(&app, Array(route.prefix(3)))
        #expect(app.session.current?.state.movesUsed == 0)
        UI.keys(&app, [.character("v")])
        #expect(app.session.current?.state.movesUsed == 3)
        // Backspace on an empty sketch drops it, as the help says.
        UI.keys(&app, [.character("v"), .backspace])
        #expect(Self.lastLines(app).first == "Sketch dropped.")
        UI.keys(&app, [route[3]])
        #expect(app.session.current?.state.movesUsed == 4)
    }

    static func lastLines(_ app: App) -> [String] {
        UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false).suffix(2)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A sketch that reaches E says what it costs and leaves, not the stars its walk would earn
    /// (five testers of session 23: the verdict before the first step "removes every bit of
    /// risk"); the summary judges the walk.
    @Test func aSketchToTheExitSaysItsCostNotItsStars() throws {
        var app = SpringScreenTests.practice()
        // The par route (east, thrown to 5, south, five west) in 8 of 12 moves.
        UI.keys(&app, [.character("v"), .right, .right, .down] + Array(repeating: Key.left, count: 5))
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Sketch: E in 8 moves, 4 to spare · v walks it"))
        // Back to the start and round again: 10 moves, one over par, said the same way.
        var slow = SpringScreenTests.practice()
        UI.keys(&slow, [.character("v"), .right, .left, .right, .right, .down] + Array(repeating: Key.left, count: 5))
        let text = UI.text(slow.render(width: 80, height: 24))
        #expect(text.contains("Sketch: E in 10 moves, 2 to spare · v walks it") && !text.contains("star"))
    }

    /// `v` from the pause menu begins a sketch: a tester dropped a sketch with Esc, paused with
    /// a second Esc, typed `v` and arrows, and had the arrows played for real.
    @Test func vFromThePauseMenuSketches() throws {
        var app = SpringScreenTests.practice()
        UI.keys(&app, [.character("v"), .right, .escape, .escape, .character("v"), .right])
        #expect(app.session.current?.inputs.isEmpty == true)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Sketch: 1 move, 11 left"))
    }

    /// A sketch that runs out of moves is kept, not walked: a tester typed `v` on one by habit
    /// and met OUT OF MOVES a move from E.
    @Test func aSketchThatRunsOutOfMovesIsNotWalked() throws {
        var app = SpringScreenTests.practice()
        let budget = SpringScreenTests.level().budget
        UI.keys(&app, [.character("v")] + Array(repeating: [Key.right, .left], count: budget / 2).flatMap { $0 })
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Sketch: out of moves after \(budget) moves"))
        UI.keys(&app, [.character("v")])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("This sketch runs out of moves: v will not walk it. u steps back, Esc drops it."), "\(text)")
        #expect(app.session.current?.inputs.isEmpty == true && app.session.current?.state.status == .playing)
        // A step back and the rest walks.
        UI.keys(&app, [.character("u"), .character("v")])
        #expect(app.session.current?.state.movesUsed == budget - 1)
    }

    @Test func uTakesAStepBackAndEscDropsTheSketch() throws {
        var (app, _) = try Self.sketching()
        UI.keys(&app, [.character("u")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Sketch: 4 moves, 15 left"))
        UI.keys(&app, [.escape])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Sketch dropped.") && !text.contains("•"), "\(text)")
        #expect(app.session.current?.inputs.isEmpty == true)
        // A wall is bumped in the sketch, not in the attempt.
        UI.keys(&app, [.character("v"), .down])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("A wall. Sketch a way"))
    }

    /// In ASCII the way is `:` and its end `o` (`+` is a wall corner there, `*` a gem).
    @Test func inASCIITheSketchReadsApartFromWallsAndGems() throws {
        var app = UI.app(UI.progress(unlocked: 5), ascii: true, opening: .level(5))
        UI.keys(&app, [.character("v")] + (try UI.solution(5)).prefix(5))
        let text = UI.text(app.render(width: 80, height: 24))
        // The map's rows (each begins with its number on the outer wall): the way's marks stand
        // on the tracks between the cells (`-:-`), the stop mark from the way's end just before
        // the mark it lands on (`>:`), and the way ends in `o`.
        let rows = text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.filter { $0.first?.isNumber == true }
        let marks = rows.map { $0.filter { $0 == ":" }.count }.reduce(0, +)
        #expect(marks == 4 && rows.contains { $0.contains("o") }, "\(text)")
    }

    /// Space then an arrow sketches the Jump in hand (a tester "wished it could"): counted as
    /// one move, walked with the rest, and one an attempt.
    /// An escape is walked: a Jump is not sketched there either.
    @Test func noJumpIsSketchedOnAnEscape() throws {
        var app = UI.app(UI.progress(unlocked: 8, inventory: Inventory(jumps: 1)), opening: .level(8))
        UI.keys(&app, [.character("v"), .character(" ")])
        #expect(
            UI.text(app.render(width: 80, height: 24)).contains(
                "An escape is played on foot: no Jump, Demolish or Time here (yours keep)."))
        #expect(app.progress.inventory.jumps == 1 && app.session.current?.inputs.isEmpty == true)
    }

    @Test func aJumpIsSketchedAndWalkedWithTheMoves() throws {
        let level = try UI.level(27)
        let ledge = try #require(level.crates.first { $0.needsJump })
        let route = MoveGraph(level).bestJump(from: level.start, taking: ledge.cell).actions
        var app = UI.app(UI.progress(unlocked: 27, inventory: Inventory(jumps: 1)), opening: .level(27))
        // (The first `v` asks, since a sketch closes level 27's dare; `y` sketches.)
        UI.keys(&app, [.character("v"), .character("y")] + WorstCaseScreenTests.keys(route))
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("Sketch: E in ") && text.contains(" with a Jump, "), "\(text)")
        #expect(app.session.current?.inputs.isEmpty == true && app.progress.inventory.jumps == 1)
        // A second Jump in the same sketch is refused.
        UI.keys(&app, [.character("u"), .character(" ")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("One Jump an attempt: the sketch has it."))
        UI.keys(&app, WorstCaseScreenTests.keys(Array(route.suffix(1))) + [.character("v")])
        guard case let .summary(summary) = app.scene else {
            Issue.record("no summary: \(app.scene)")
            return
        }
        #expect(summary.finished.attempt.inputs == route && summary.finished.outcome == .won)
    }

    /// `v` with a Jump armed (a Jump bought from Space is armed at once) sketches that Jump:
    /// a tester typed v and arrows to try one, and the arrows were played for real.
    @Test func vWithAJumpArmedSketchesTheJump() throws {
        let level = try UI.level(27)
        let ledge = try #require(level.crates.first { $0.needsJump })
        let route = MoveGraph(level).bestJump(from: level.start, taking: ledge.cell).actions
        let jump = try #require(route.firstIndex { if case .jump = $0 { true } else { false } })
        var app = UI.app(UI.progress(unlocked: 27, coins: 100), opening: .level(27))
        // Walk to the Jump, buy one with Space (armed at once), then v.
        UI.keys(&app, WorstCaseScreenTests.keys(Array(route[..<jump])) + [.character(" "), .character("y"), .character("v")])
        #expect(UI.text(app.render(width: 80, height: 24)).split(separator: "\n").dropLast().last == "Sketch a Jump: which way?")
        guard case let .jump(direction) = route[jump] else { return }
        UI.keys(&app, [UI.key(direction)])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains(" with a Jump, "), "\(text)")
        #expect(app.session.current?.inputs == Array(route[..<jump]) && app.progress.inventory.jumps == 1)
    }

    /// `v` with a Demolish armed puts it away, and says so, and sketches on foot.
    @Test func vWithADemolishArmedPutsItAwayAndSketches() throws {
        var app = UI.app(UI.progress(unlocked: 27, inventory: Inventory(demolishes: 1)), opening: .level(27))
        UI.keys(&app, [.character("x"), .character("v")])
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n")
        #expect(lines.dropLast().last?.hasPrefix("Demolish put away. Sketch a way with the arrows") == true, "\(lines.suffix(2))")
        #expect(app.progress.inventory.demolishes == 1)
    }

    /// A treasury is played with empty hands: no sketch, and none on its key bar.
    @Test func aTreasuryHasNoSketch() throws {
        var progress = UI.progress(unlocked: 11, coins: 1000)
        var record = progress.record(10)
        record.bestMoves = 59
        record.stars = 3
        progress.levels = [record]
        var app = UI.app(progress)
        app.world.apply(.openTreasury(number: 1))
        app.world.apply(.treasury(number: 1))
        _ = app.routeEvents()
        UI.keys(&app, [.character("v")])
        let text = UI.text(app.render(width: 80, height: 24))
        #expect(text.contains("No sketching in a treasury") && !text.contains("v sketch"), "\(text)")
        #expect(app.session.current?.treasury?.number == 1)
    }

    /// The day's counted try may be sketched: nothing is played, so nothing counts.
    @Test func theCountedDailyMayBeSketched() throws {
        var app = DailyScreenTests.app()
        DailyScreenTests.openDaily(&app)
        let level = try #require(app.session.current?.level)
        let first = UI.key(try #require(MoveGraph(level).solve(from: level.start).moves.first))
        UI.keys(&app, [.character("v"), first])
        #expect(app.session.current?.inputs.isEmpty == true && app.session.current?.daily?.counts == true)
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Sketch: "))
    }

    static func direction(_ key: Key) -> Direction {
        switch key {
        case .up: .north
        case .down: .south
        case .left: .west
        default: .east
        }
    }
}
