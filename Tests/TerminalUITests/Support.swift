import Foundation
import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The shipped campaign and helpers shared by the UI tests.
enum UI {
    static let campaign: LevelFile = {
        do { return try Campaign.load() } catch { preconditionFailure("\(error)") }
    }()

    static func context(
        ascii: Bool = false, colour: Bool = true, animation: Bool = false, dataFolder: String? = "/home/player/.local/share/mz"
    ) -> AppContext {
        AppContext(campaign: campaign, ascii: ascii, colour: colour, animation: animation, dataFolder: dataFolder)
    }

    /// The app at the title, for a player with `progress`, in a window of 80×24 unless told.
    static func app(
        _ progress: PlayerProgress = PlayerProgress(), ascii: Bool = false, colour: Bool = true, animation: Bool = false,
        size: (width: Int, height: Int) = (80, 24), opening: Opening = .title
    ) -> App {
        var app = App(context: context(ascii: ascii, colour: colour, animation: animation), progress: progress, opening: opening)
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
        if actual != expected, GoldenRecorder.isOn, GoldenRecorder.record(actual, replacing: expected, literal: 0, at: sourceLocation) {
            return
        }
        #expect(actual == expected, "the frame drawn was:\n\(actual)", sourceLocation: sourceLocation)
        #expect(screen.lines.count == screen.height)
    }

    /// The styles every styled golden may name, one character each (` ` is `.plain`): a
    /// letter is a colour (upper case: bold), `d b # v` attributes on the default colour, and
    /// the rest a few combinations (`u U` blue, the fixtures' colour; `%` dim yellow mud, `@` the avatar, `~ _` underlined).
    static let legend: [Character: Style] = [
        "d": Style(dim: true), "b": Style(bold: true), "#": Style(bold: true, reverse: true), "v": Style(reverse: true),
        "w": Style(.white), "W": Style(.white, bold: true), "f": Style(.white, dim: true),
        "y": Style(.yellow), "Y": Style(.yellow, bold: true), "%": Style(.yellow, dim: true),
        "c": Style(.cyan), "C": Style(.cyan, bold: true), "g": Style(.green), "G": Style(.green, bold: true),
        "r": Style(.red), "R": Style(.red, bold: true), "m": Style(.magenta), "M": Style(.magenta, bold: true),
        "i": Style(.cyan, dim: true), "e": Style(.green, dim: true), "o": Style(.magenta, dim: true),
        "@": Style(.yellow, bold: true, reverse: true), "&": Style(.white, bold: true, reverse: true),
        "F": Style(.white, reverse: true, dim: true), "X": Style(.red, bold: true, reverse: true),
        "~": Style(.cyan, underline: true), "_": Style(.yellow, underline: true),
        "u": Style(.blue), "U": Style(.blue, bold: true),
        // A crate's label on ice or mud is underlined (bold, or faint when paid; mono too).
        "$": Style(.yellow, bold: true, underline: true), "^": Style(.cyan, bold: true, underline: true),
        ",": Style(.yellow, dim: true, underline: true), ";": Style(.cyan, dim: true, underline: true),
        "B": Style(bold: true, underline: true), ":": Style(dim: true, underline: true),
    ]

    /// The frame's styles as text, one character a cell, from `legend` (` ` for `.plain`, `?`
    /// for a style it lacks), trailing plain cells dropped: the second half of a styled golden.
    static func styleMap(_ screen: Screen, legend: [Character: Style] = legend) -> String {
        var names: [Style: Character] = [.plain: " "]
        for (name, style) in legend {
            precondition(names[style] == nil, "two names for \(style) in the legend")
            names[style] = name
        }
        return (0..<screen.height).map { y in
            let row = String((0..<screen.width).map { names[screen.style($0, y)] ?? "?" })
            return String(row.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    /// Compares a whole frame, characters and styles (colour, bold, dim, reverse), with a golden
    /// as ratatui's `Buffer` equality does: `expected` as in `expectScreen`, `styles` as drawn by
    /// `styleMap`. A style the legend lacks fails, naming it.
    static func expectScreen(
        _ screen: Screen, _ expected: String, styles: String, legend: [Character: Style] = legend,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectScreen(screen, expected, sourceLocation: sourceLocation)
        let actual = styleMap(screen, legend: legend)
        let unnamed = Set((0..<screen.height).flatMap { y in (0..<screen.width).map { screen.style($0, y) } })
            .filter { style in style != .plain && !legend.values.contains(style) }
        #expect(unnamed.isEmpty, "styles the legend does not name: \(unnamed)", sourceLocation: sourceLocation)
        if actual != styles, GoldenRecorder.isOn, GoldenRecorder.record(actual, replacing: styles, literal: 1, at: sourceLocation) {
            return
        }
        #expect(actual == styles, "the styles drawn were:\n\(actual)", sourceLocation: sourceLocation)
    }

    static func has<T>(_ effects: [Effect], _ pick: (Effect) -> T?) -> Bool { effects.contains { pick($0) != nil } }
    static func saves(_ effects: [Effect]) -> Bool { has(effects) { if case .session(.save) = $0 { () } else { nil } } }
    static func records(_ effects: [Effect]) -> Bool { has(effects) { if case .session(.record) = $0 { () } else { nil } } }
    static func quits(_ effects: [Effect]) -> Bool { has(effects) { if case .quit = $0 { () } else { nil } } }
}
