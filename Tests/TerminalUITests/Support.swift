import Foundation
import Testing
import GameEngine
import MazeKit
@testable import TerminalUI

/// The shipped campaign and helpers shared by the UI tests.
enum UI {
    static let campaign: LevelFile = {
        do { return try Campaign.load() } catch { preconditionFailure("\(error)") }
    }()

    static func context(ascii: Bool = false, colour: Bool = true, animation: Bool = false, dataFolder: String? = "/home/player/.local/share/mz") -> AppContext {
        AppContext(campaign: campaign, ascii: ascii, colour: colour, animation: animation, dataFolder: dataFolder)
    }

    /// The app at the title, for a player with `progress`, in a window of 80×24 unless told.
    static func app(_ progress: PlayerProgress = PlayerProgress(), ascii: Bool = false, colour: Bool = true, animation: Bool = false,
                    size: (width: Int, height: Int) = (80, 24)) -> App {
        var app = App(context: context(ascii: ascii, colour: colour, animation: animation), progress: progress)
        app.windowSize = size
        return app
    }

    /// A player who has unlocked levels up to `level`.
    static func progress(unlocked level: Int, coins: Int = 0, inventory: Inventory = Inventory()) -> PlayerProgress {
        var progress = PlayerProgress()
        progress.unlockedLevel = level
        progress.coins = coins
        progress.inventory = inventory
        return progress
    }

    /// Begins campaign level `id` in this sitting, as `mz play --level` opens it (or as the
    /// summary's next level does, from any screen).
    @discardableResult
    static func open(_ app: inout App, level id: Int) -> [Effect] {
        app.world.apply(.play(level: id))
        return app.routeEvents()
    }

    @discardableResult
    static func keys(_ app: inout App, _ keys: [Key]) -> [Effect] {
        keys.flatMap { app.handle($0) }
    }

    /// Keys for `text`, one character each.
    static func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }

    static func level(_ id: Int) throws -> Level { try LevelBuilder.build(campaign.levels[id - 1]) }

    /// The arrow keys of level `id`'s par route.
    static func solution(_ id: Int) throws -> [Key] {
        let level = try level(id)
        return MoveGraph(level).solve(from: level.start).moves.map(key)
    }

    static func key(_ direction: Direction) -> Key {
        switch direction {
        case .north: .up
        case .south: .down
        case .west: .left
        case .east: .right
        }
    }

    /// Walks back and forth from the start of the level on screen until the moves run out.
    static func runOutOfMoves(_ app: inout App) throws {
        let level = try #require(app.session.current?.level)
        let first = key(try #require(MoveGraph(level).solve(from: level.start).moves.first))
        let back: Key = first == .down ? .up : (first == .up ? .down : (first == .left ? .right : .left))
        for _ in 0..<10_000 {
            guard case .play = app.scene else { return }
            keys(&app, [app.session.current?.state.position == level.start ? first : back])
        }
    }

    /// The frame as text: every row, trailing spaces dropped (so a golden can be written inline).
    static func text(_ screen: Screen) -> String {
        screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// Compares a whole frame with `expected` (as ratatui's `Buffer::with_lines`), showing the
    /// frame drawn when they differ.
    static func expectScreen(_ screen: Screen, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = text(screen)
        #expect(actual == expected, "the frame drawn was:\n\(actual)", sourceLocation: sourceLocation)
        #expect(screen.lines.count == screen.height)
    }

    static func has<T>(_ effects: [Effect], _ pick: (Effect) -> T?) -> Bool { effects.contains { pick($0) != nil } }
    static func saves(_ effects: [Effect]) -> Bool { has(effects) { if case .session(.save) = $0 { () } else { nil } } }
    static func records(_ effects: [Effect]) -> Bool { has(effects) { if case .session(.record) = $0 { () } else { nil } } }
    static func quits(_ effects: [Effect]) -> Bool { has(effects) { if case .quit = $0 { () } else { nil } } }
}
