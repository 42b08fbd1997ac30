import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The key table against what the screens say: a key that works must be on the help screen
/// of the screen it works on, named as the table names it.
@Suite struct KeyMapTests {
    /// Every key the terminal reports, printable ASCII included.
    static let everyKey: [Key] =
        [.up, .down, .left, .right, .enter, .escape, .backspace, .tab, .resize]
        + (0x20...0x7E).compactMap { Unicode.Scalar($0).map { .character(Character($0)) } }

    /// The app with the help screen open over a screen of `context`, with a clock, so the
    /// daily's paragraph is there too (the longest help).
    static func help(over context: KeyContext) throws -> App {
        var ui = UI.context()
        ui.clock = { .success(DailyDate(year: 2026, month: 11, day: 30)!) }
        var app: App
        switch context {
        case .menu: app = App(context: ui, progress: PlayerProgress())
        case .question:
            app = App(context: ui, progress: PlayerProgress())
            UI.keys(&app, [.up, .enter])  // Quit, which asks
        case .play: app = App(context: ui, progress: PlayerProgress(), opening: .level(1))
        case .summary:
            app = App(context: ui, progress: PlayerProgress(), opening: .level(1))
            UI.keys(&app, try UI.solution(1))
        case .lab:
            app = App(context: ui, progress: PlayerProgress(), opening: .lab(LabScene(algorithm: .wilson, width: 6, height: 4, seed: 1)))
        case .replay:
            let level = try UI.level(1)
            app = App(
                context: ui, progress: PlayerProgress(),
                opening: .replays([(Replay.record(level: level, inventory: Inventory(), inputs: []), level)], speed: 4))
        }
        #expect(app.scene.keyContext == context)
        UI.keys(&app, [.character("?")])
        return app
    }

    @Test(arguments: KeyContext.allCases)
    func everyKeyThatWorksIsOnTheHelpScreenWithItsMeaningThere(context: KeyContext) throws {
        let app = try Self.help(over: context)
        guard case let .help(help, _) = app.scene else {
            Issue.record("no help over \(context)")
            return
        }
        let lines = app.render(width: 80, height: 24).lines
        for key in Self.everyKey {
            guard let command = KeyMap.command(for: key, in: context) else { continue }
            // The entry that gives this key this very command on this screen…
            let entry = help.sections.flatMap(\.bindings).first { $0.keys.contains { $0.key == key && $0.command == command } }
            guard let entry else {
                Issue.record("\(key) (\(command)) on a \(context) screen is not on its help screen")
                continue
            }
            // …is drawn whole at 80×24: its name, then what it does, on one line.
            let drawn = lines.contains { line in
                guard let name = line.range(of: entry.name) else { return false }
                return line[name.upperBound...].contains(entry.help)
            }
            #expect(
                drawn, "'\(entry.name)  \(entry.help)' is cut from the help over a \(context) screen:\n\(lines.joined(separator: "\n"))")
        }
        // The whole help fits: its last sentence is on screen, above the key bar.
        #expect(lines.dropLast().contains { $0.contains("(see mz replay --help).") }, "\(lines.joined(separator: "\n"))")
    }

    @Test(arguments: KeyContext.allCases)
    func aKeyMeansOneThingOnAScreen(context: KeyContext) {
        let keys = KeyMap.bindings(in: context).flatMap { $0.keys.map(\.key) }
        for key in Set(keys) {
            #expect(keys.filter { $0 == key }.count == 1, "\(key) is bound twice on a \(context) screen")
        }
    }

    /// The help names each key of an entry: letters as themselves (either case), arrows as
    /// "arrows" or by direction, the rest by their names.
    @Test(arguments: KeyContext.allCases)
    func everyEntryNamesItsKeys(context: KeyContext) {
        for binding in KeyMap.bindings(in: context) {
            for (key, _) in binding.keys {
                let names: [String] =
                    switch key {
                    case .up: ["arrows", "up", "↑"]
                    case .down: ["arrows", "down", "↓"]
                    case .left: ["arrows", "left", "←"]
                    case .right: ["arrows", "right", "→"]
                    case .enter: ["Enter"]
                    case .escape: ["Esc"]
                    case .backspace: ["Backspace"]
                    case .tab: ["Tab"]
                    case .resize: []
                    case .character(" "): ["Space"]
                    case let .character(c): [String(c).lowercased()]
                    }
                #expect(names.contains { binding.name.lowercased().contains($0.lowercased()) }, "'\(binding.name)' does not name \(key)")
            }
        }
    }

    @Test func keyBarsNameTheKeysOfTheTable() {
        #expect(KeyBar.hint([.select], in: .summary, "next level") == "Enter next level")
        #expect(KeyBar.hint([.faster, .slower], in: .replay, "speed") == "+/- speed")
        #expect(KeyBar.hint([.shrink, .grow], in: .lab, "size") == "[ ] size")
        #expect(KeyBar.hint(arrows: [.north, .south], in: .menu, "choose") == "↑↓ choose")
        #expect(KeyBar.hint(arrows: Direction.ordered, in: .play, "move") == "←↑↓→ move")
        #expect(KeyBar.hint(key: .escape, in: .play, "cancel") == "Esc cancel")
        #expect(KeyBar.hint([.deny], in: .play, "no") == "n or Enter no")
    }

    @Test func mzHelpPlayListsEveryKeyOfALevel() {
        let text = KeyMap.playKeys(wrappedTo: 60)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 })
        let sentence = text.replacing("\n", with: " ")
        for binding in KeyMap.play {
            #expect(sentence.contains("\(binding.name): \(binding.help)"), "mz help play leaves out \(binding.name)")
        }
    }
}
