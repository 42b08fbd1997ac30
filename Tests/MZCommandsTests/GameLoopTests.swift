import Foundation
import GameEngine
import MazeKit
import Testing

@testable import MZCommands
@testable import TerminalUI

/// The real game loop (`GameLoop.run`) driven through `MemoryTerminal`: keys, timeouts and
/// resizes in, frames and files out. tmux tests keep what only a real terminal shows.
@Suite struct GameLoopTests {
    static func openGame(_ save: String, opening: Opening = .title) throws -> (App, GameLoop) {
        let args = try ParsedArguments(["--save", save], command: "mz", options: CommonOptions.specs)
        return try PlayCommand.openGame(args, Console(out: { _ in }, err: { _ in }), opening: opening)
    }

    static func arrows(_ id: Int) throws -> [Key] {
        let level = try LevelBuilder.build(try Campaign.load().levels[id - 1])
        return MoveGraph(level).solve(from: level.start).moves.map { d in
            d == .north ? .up : d == .south ? .down : d == .east ? .right : .left
        }
    }

    static func text(_ screen: Screen?) -> String { screen?.lines.joined(separator: "\n") ?? "" }

    @Test func quitMidLevelThenContinueResumesExactly() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let route = try Self.arrows(1)
        do {
            var (app, loop) = try Self.openGame(save)
            let terminal = MemoryTerminal(
                width: 80, height: 24,
                keys: [.enter] + route.prefix(3) + [.character("q"), .character("y"), .character("q"), .character("y")])
            #expect(loop.run(&app, on: terminal, signal: { nil }) == 0)
            #expect(loop.writes == 1)
        }
        let document = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save)))
        #expect(document.shipped.attempt?.level == 1 && document.shipped.attempt?.inputs.count == 3)
        var (app, loop) = try Self.openGame(save)
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [.enter])
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        let frame = Self.text(terminal.lastFrame)
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        #expect(frame.contains("Moves left \(level.budget - 3)/\(level.budget)"))
        #expect(frame.contains("Welcome back: the attempt resumes where you left it."))
    }

    @Test func aWinWritesTheSaveOnceAndItsReplay() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var (app, loop) = try Self.openGame(save)
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [.enter] + (try Self.arrows(1)))
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        #expect(Self.text(terminal.lastFrame).contains("LEVEL COMPLETE"))
        let document = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save)))
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        #expect(document.shipped.record(1).bestMoves == level.par && document.shipped.unlockedLevel == 2)
        let replays = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("replays").path)
        #expect(replays.count == 1 && replays[0].hasSuffix("level1-won.json"))
    }

    @Test func aSlideIsAnimatedByTicksWhileTheLoopWaitsLess() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A seeded level whose first move slides over ice.
        var found: (Level, Direction)?
        for seed in 1...60 where found == nil {
            var spec = LevelSpec(id: 0, name: "ice", seed: UInt64(seed), width: 12, height: 8, algorithm: .recursiveBacktracker)
            spec.ice = 0.6
            let level = try LevelBuilder.build(spec)
            for d in Direction.ordered where found == nil {
                var trial = GameState(level: level)
                if case let .moved(_, path, _) = trial.apply(.move(d)).first, path.count > 2 { found = (level, d) }
            }
        }
        let (level, direction) = try #require(found)
        var (app, loop) = try Self.openGame(dir.appendingPathComponent("save.json").path, opening: .practice(level))
        var context = app.context
        context.animation = true
        app = App(context: context, progress: app.progress, opening: .practice(level))
        let key: Key = direction == .north ? .up : direction == .south ? .down : direction == .east ? .right : .left
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [key], script: Array(repeating: .idle, count: 12))
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        // The frames after the key show the player at more than two places on the way.
        let places = Set(
            terminal.frames.dropFirst().compactMap { frame -> Int? in
                frame.characters.indices.first { frame.characters[$0] == "@" && frame.styles[$0].reverse }
            })
        #expect(places.count > 2)
        #expect(terminal.waits.contains(30) && terminal.waits.first == 250)
    }

    @Test func keysWaitWhileTheWindowIsTooSmallAndResizingRedraws() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var (app, loop) = try Self.openGame(dir.appendingPathComponent("save.json").path)
        let terminal = MemoryTerminal(
            width: 80, height: 24,
            script: [
                .resize(width: 40, height: 10), .key(.enter), .key(.character("x")), .idle,
                .resize(width: 100, height: 30), .idle,
            ])
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        #expect(terminal.frames.contains { Self.text($0).contains("resize to at least 60x20 (now 40x10)") })
        let last = try #require(terminal.lastFrame)
        #expect(last.width == 100 && last.height == 30)
        #expect(Self.text(last).contains("> Play level 1 "))  // Enter and x did nothing while too small
    }

    /// On the too-small screen (which says so) `q` and Ctrl-C as a key leave at once, saving the
    /// attempt on the way out: the quit question could not be seen there.
    @Test(arguments: [Key.character("q"), .character("\u{3}")])
    func qOnTheTooSmallScreenSavesAndQuits(key: Key) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var (app, loop) = try Self.openGame(save)
        let route = try Self.arrows(1)
        let terminal = MemoryTerminal(
            width: 80, height: 24, script: [.key(.enter), .key(route[0]), .idle, .resize(width: 40, height: 10), .idle, .key(key)])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 0)
        #expect(terminal.frames.contains { Self.text($0).contains("q or Ctrl-C quits") })
        let document = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save)))
        #expect(document.shipped.attempt?.level == 1 && document.shipped.attempt?.inputs.count == 1)
    }

    /// A counted daily whose first move cannot be saved is not started: the loop ends at that
    /// move (the command then says why, exit 74), and no yes/no question is ever left on a
    /// screen without its words (it used to ask "y yes  n or Enter no" of a blank screen).
    @Test func aDailyWhoseSaveFailedEndsAtOnceWithoutAQuestionlessPrompt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("mz-home")
        try "not a folder".write(to: home, atomically: true, encoding: .utf8)
        let args = try ParsedArguments(
            ["--save", home.appendingPathComponent("save.json").path], command: "mz", options: CommonOptions.specs)
        let console = Console(out: { _ in }, err: { _ in }, now: { testNow })
        let today = try console.today.get()
        let level = DailyChallenge.level(for: today)
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .daily(today, level: level, isToday: true))
        let first: Key = try #require(
            MoveGraph(level).solve(from: level.start).moves.first.map { d in
                d == .north ? .up : d == .south ? .down : d == .east ? .right : .left
            })
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [first, .character("q"), .character("y")])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 0)
        for frame in terminal.frames {
            let text = Self.text(frame)
            #expect(!text.contains("y yes") || text.contains("?"), "\(text)")
        }
    }

    /// The card printed on leaving is the one the summary showed, stars and all (issue 20: the
    /// words are TerminalUI's, the values the engine's), and `mz stats` lists the same stars.
    @Test func theCardPrintedOnLeavingIsTheSummarysAndStatsAgrees() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let args = try ParsedArguments(["--save", save], command: "mz", options: CommonOptions.specs)
        let console = Console(out: { _ in }, err: { _ in }, now: { testNow })
        let today = try console.today.get()
        let level = DailyChallenge.level(for: today)
        // The first crate that fits, taken at its item par: three stars by the campaign's rule.
        let graph = MoveGraph(level)
        let table = try #require(graph.itemPar(from: level.start, items: level.crates.map(\.cell)))
        let crate = try #require(level.crates.indices.first { (table.plainRun($0) ?? .max) <= level.budget })
        let route = try #require(graph.itemRoute(from: level.start, taking: [level.crates[crate].cell]))
        let keys: [Key] = route.compactMap { action in
            guard case let .move(d) = action else { return nil }
            return d == .north ? .up : d == .south ? .down : d == .east ? .right : .left
        }
        var (app, loop) = try PlayCommand.openGame(args, console, opening: .daily(today, level: level, isToday: true))
        let terminal = MemoryTerminal(width: 80, height: 24, keys: keys)
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil })
        let card = try #require(loop.dailyCard).split(separator: "\n").map(String.init)
        let frame = try #require(terminal.lastFrame).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(card.prefix(3)) == frame.drop { !$0.hasPrefix("mz daily") }.prefix(3).map { $0 }, "\(frame.joined(separator: "\n"))")
        let stars = try #require(app.progress.daily.result(on: today)?.stars)
        #expect(stars == 3 && card[0].contains("★★★"))
        let out = mz(["stats", "--save", save], now: testNow).out
        #expect(out.split(separator: "\n").contains { $0.hasPrefix("\(today)") && $0.contains(Glyphs(ascii: true).stars(stars)) }, "\(out)")
    }
}
