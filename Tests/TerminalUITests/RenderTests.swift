import Foundation
import Testing
import GameEngine
import MazeKit
@testable import TerminalUI

/// Screens asserted as lines of text from the in-memory renderer (no terminal involved).
@Suite struct RenderTests {
    static let campaign: LevelFile = {
        do { return try Campaign.load() } catch { preconditionFailure("\(error)") }
    }()

    static func app(ascii: Bool = false, colour: Bool = true) -> App {
        App(context: AppContext(campaign: campaign, ascii: ascii, colour: colour, animation: false), progress: PlayerProgress())
    }

    static func keys(_ app: inout App, _ keys: [Key]) {
        for key in keys { _ = app.handle(key) }
    }

    static func solution(_ id: Int) throws -> [Key] {
        let level = try LevelBuilder.build(campaign.levels[id - 1])
        return MoveGraph(level).solve(from: level.start).moves.map { d -> Key in
            switch d {
            case .north: .up
            case .south: .down
            case .west: .left
            case .east: .right
            }
        }
    }

    /// A long notice (a save that failed, with its path) is wrapped above the last line, not cut.
    @Test func aLongNoticeIsWrappedNotCut() {
        var app = Self.app(ascii: true)
        app.notice = "Could not save: the data folder '/tmp/mzhome-file' is a file, not a folder. Press q again to quit without saving."
        let lines = app.render(width: 80, height: 24).lines
        #expect(Array(lines[21...22]) == [
            "  Could not save: the data folder '/tmp/mzhome-file' is a file, not a folder.   ",
            "                     Press q again to quit without saving.                      ",
        ])
        #expect("aa bb cc".wrapped(toWidth: 5) == ["aa bb", "cc"])
        #expect("abcdefgh".wrapped(toWidth: 3) == ["abc", "def", "gh"])
        #expect("".wrapped(toWidth: 3) == [""])
    }

    @Test func theTitleOffersTheMenu() {
        let lines = Self.app().render(width: 100, height: 30).lines
        #expect(lines.contains { $0.contains("> Play level 1 <") })
        for item in ["Level select", "Shop", "Avatars", "Stats", "Help", "Quit"] {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == item }, "\(item)")
        }
        #expect(lines.contains { $0.contains("Level 1   Coins 0   Stars 0") })
    }

    @Test func playShowsTheHudTheMazeAndAKeyHint() throws {
        var app = Self.app()
        _ = app.handle(.enter)
        let screen = app.render(width: 100, height: 30)
        let lines = screen.lines
        #expect(lines[0].hasPrefix("Level 1: \(Self.campaign.levels[0].name)  Moves 46/46  Par 23  Coins 0  Jump 0  Demolish 0  Crates 0/0"))
        #expect(lines[29].hasPrefix("←↑↓→/wasd/hjkl move  space+dir jump  x+dir demolish  r restart  p pause  ? help  q quit"))
        #expect(lines[28].hasPrefix("Reach E within 46 moves. Par is 23."))
        // The 6×4 maze: 25 columns by 9 rows, centred, with the player and the exit.
        let maze = lines[1..<28].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(maze.count == 9)
        #expect(maze.first?.trimmingCharacters(in: .whitespaces).count == 25)
        #expect(maze.joined().contains("@") && maze.joined().contains("E"))
        #expect(maze.first?.trimmingCharacters(in: .whitespaces).hasPrefix("┌") == true)
    }

    @Test func movingUpdatesTheHudAndBumpingIsFree() throws {
        var app = Self.app()
        _ = app.handle(.enter)
        let first = try Self.solution(1)[0]
        _ = app.handle(first)
        #expect(app.render(width: 100, height: 30).lines[0].contains("Moves 45/46"))
        // Find a wall: some direction that is not the way on.
        for key in [Key.up, .down, .left, .right] {
            var probe = app
            _ = probe.handle(key)
            if probe.render(width: 100, height: 30).lines[28].hasPrefix("A wall. (Bumping is free.)") {
                #expect(probe.render(width: 100, height: 30).lines[0].contains("Moves 45/46"))
                return
            }
        }
        Issue.record("no wall found around the player")
    }

    @Test func winningShowsTheSummaryWithThreeStars() throws {
        var app = Self.app()
        _ = app.handle(.enter)
        Self.keys(&app, try Self.solution(1))
        let lines = app.render(width: 100, height: 30).lines
        #expect(lines.contains { $0.contains("LEVEL COMPLETE") })
        #expect(lines.contains { $0.contains("Moves 23   Par 23   Budget 46") })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "★★★" })
        #expect(lines.contains { $0.contains("Unused moves     +23") })
        #expect(lines.contains { $0.contains("Perfect bonus    +10") })
        #expect(lines.contains { $0.contains("Level 2 unlocked") })
        #expect(app.progress.coins == 33 && app.progress.unlockedLevel == 2)
    }

    @Test func aSmallTerminalAsksForAResize() {
        let lines = Self.app().render(width: 40, height: 10).lines
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(text == "resize to at least 60x20 (now 40x10)")
    }

    @Test func asciiModeDrawsNoBoxCharacters() throws {
        var app = Self.app(ascii: true)
        _ = app.handle(.enter)
        let screen = app.render(width: 100, height: 30)
        #expect(screen.characters.allSatisfy { $0.isASCII })
        #expect(screen.lines.contains { $0.contains("+---+") })
    }

    @Test func monoModeUsesNoColourButTerrainStaysReadable() throws {
        var app = Self.app(colour: false)
        app.open(level: try LevelBuilder.build(Self.campaign.levels[29]))  // ice and mud
        let screen = app.render(width: 100, height: 30)
        #expect(screen.styles.allSatisfy { $0.foreground == .standard })
        let text = screen.lines.joined()
        #expect(text.contains("~") && text.contains("%"))
    }

    @Test func largeMazesScrollToKeepThePlayerInView() throws {
        var app = Self.app()
        let level = try LevelBuilder.build(Self.campaign.levels[99])
        app.open(level: level)
        for key in try Self.solution(100).prefix(30) { _ = app.handle(key) }
        let screen = app.render(width: 60, height: 20)
        #expect(screen.lines[1..<18].joined().contains("@"))
    }

    @Test func quitSavesTheAttemptAndContinueResumesIt() throws {
        var app = Self.app()
        _ = app.handle(.enter)
        let moves = try Self.solution(1).prefix(5)
        Self.keys(&app, Array(moves))
        let hud = app.render(width: 100, height: 30).lines[0]
        let effects = app.handle(.character("q")) + app.handle(.character("y"))
        #expect(effects.contains { if case .save = $0 { true } else { false } })
        #expect(app.progress.attempt?.inputs.count == 5)
        _ = app.handle(.enter)  // "Continue level 1" on the title
        #expect(app.render(width: 100, height: 30).lines[0] == hud)
    }

    @Test func theShopRefusesWhatYouCannotAfford() {
        var app = Self.app()
        Self.keys(&app, [.down, .down, .enter, .enter])
        let lines = app.render(width: 100, height: 30).lines
        #expect(lines.contains { $0.contains("That costs \(Self.campaign.shop.jump) coins; you have 0.") })
    }

    @Test func renderingIsFastEnoughForLargeLevels() throws {
        // Not a timing test (those live in mz-bench): this only checks the frame is complete.
        var app = Self.app()
        app.open(level: try LevelBuilder.build(Self.campaign.levels[99]))
        let screen = app.render(width: 200, height: 60)
        #expect(screen.lines.count == 60 && screen.lines.allSatisfy { $0.unicodeScalars.count == 200 })
    }
}

@Suite struct LabAndReplayViewerTests {
    @Test func theLabShowsGenerationThenFloodThenSolution() {
        let context = AppContext(campaign: RenderTests.campaign, ascii: false, colour: true, animation: true)
        var app = App(context: context, progress: PlayerProgress(), lab: LabScene(algorithm: .wilson, width: 10, height: 6, seed: 3))
        let start = app.render(width: 100, height: 30).lines
        #expect(start[0].hasPrefix("Lab: wilson 10x6 seed 3  generating, step 0/"))
        for _ in 0..<10 { _ = app.tick(seconds: 0.05) }
        let middle = app.render(width: 100, height: 30).lines.joined()
        #expect(middle.contains("░") || middle.contains("@"))  // cells under evaluation
        _ = app.handle(.enter)  // finish
        var solved = app.render(width: 100, height: 30).lines
        for _ in 0..<200 where !solved[0].contains("solved") {
            _ = app.tick(seconds: 0.2)
            solved = app.render(width: 100, height: 30).lines
        }
        #expect(solved[0].contains("solved"))
        #expect(solved.joined().contains("•"))
        // Another algorithm restarts the lab.
        _ = app.handle(.right)
        #expect(app.render(width: 100, height: 30).lines[0].hasPrefix("Lab: hunt-and-kill"))
    }

    @Test func theReplayViewerStepsAndPlays() throws {
        let level = try LevelBuilder.build(RenderTests.campaign.levels[0])
        let solution = MoveGraph(level).solve(from: level.start).moves.map { Action.move($0) }
        let replay = Replay.record(level: level, inventory: Inventory(), inputs: solution)
        let context = AppContext(campaign: RenderTests.campaign, ascii: false, colour: true, animation: true)
        var app = App(context: context, progress: PlayerProgress(), replay: replay, level: level)
        #expect(app.render(width: 100, height: 30).lines[0].contains("input 0/23"))
        _ = app.handle(.character(" "))  // pause
        _ = app.handle(.right)
        _ = app.handle(.right)
        #expect(app.render(width: 100, height: 30).lines[0].contains("input 2/23  moves 2/46"))
        _ = app.handle(.left)
        #expect(app.render(width: 100, height: 30).lines[0].contains("input 1/23"))
        _ = app.handle(.character(" "))  // play
        for _ in 0..<400 { _ = app.tick(seconds: 0.05) }
        let done = app.render(width: 100, height: 30).lines
        #expect(done[0].contains("input 23/23  moves 23/46"))
        #expect(done[28].hasPrefix("recorded: won in 23 moves"))
        #expect(app.handle(.character("q")).contains { if case .quit = $0 { true } else { false } })
    }
}

@Suite struct AttemptSwitchingTests {
    @Test func startingAnotherLevelAbandonsTheSavedAttemptAndKeepsUsedPowerUpsUsed() throws {
        var progress = PlayerProgress()
        progress.unlockedLevel = 3
        progress.inventory = Inventory(jumps: 1, demolishes: 0)
        var app = App(context: AppContext(campaign: RenderTests.campaign, ascii: false, colour: true, animation: false), progress: progress)
        app.open(level: try LevelBuilder.build(RenderTests.campaign.levels[1]))
        // Jump somewhere open, then quit to the title (the attempt is saved).
        for key in [Key.up, .down, .left, .right] {
            _ = app.handle(.character(" "))
            _ = app.handle(key)
            if app.progress.attempt?.inputs.hasPrefix("J") == true { break }
        }
        #expect(app.progress.attempt?.inputs.hasPrefix("J") == true)
        _ = app.handle(.character("q"))
        _ = app.handle(.character("y"))
        // Now level 1 from the level select.
        _ = app.handle(.down)
        _ = app.handle(.enter)  // the level select opens on level 3, the highest unlocked
        _ = app.handle(.left)
        _ = app.handle(.left)
        let effects = app.handle(.enter)
        #expect(app.progress.attempt?.level == 1)
        #expect(app.progress.inventory.jumps == 0)
        #expect(effects.contains { if case .record = $0 { true } else { false } })
        #expect(app.progress.ledger.last?.outcome == .abandoned)
    }
}
