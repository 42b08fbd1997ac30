import GameEngine
import MazeKit

/// The one place keys become commands (docs/design.md, "The terminal": arrows, WASD and hjkl all
/// move), as a table per kind of screen. The help screen, every key bar and `mz help play` are
/// drawn from the same table, so a key cannot work without being shown.
public enum KeyMap {
    /// The keys of a level being played, as `mz help play` lists them: one sentence
    /// ("Keys in a level: arrows, WASD or hjkl: move; …; g: the ghost of your best run."),
    /// broken into lines of at most `width` characters, each ending in a newline.
    public static func playKeys(wrappedTo width: Int) -> String {
        let sentence = "Keys in a level: " + play.map { "\($0.name): \($0.help)" }.joined(separator: "; ") + "."
        return sentence.wrapped(toWidth: width).map { $0 + "\n" }.joined()
    }

    /// The command `key` gives on a screen of `context`, or `nil` when it means nothing there.
    /// - Complexity: O(keys bound in `context`), a few dozen.
    static func command(for key: Key, in context: KeyContext) -> Command? {
        for binding in bindings(in: context) {
            if let bound = binding.keys.first(where: { $0.key == key }) { return bound.command }
        }
        return nil
    }

    /// The table of `context`, in the order the help screen lists it.
    static func bindings(in context: KeyContext) -> [KeyBinding] {
        switch context {
        case .menu: menu
        case .play: play
        case .summary: summary
        case .lab: lab
        case .replay: replay
        case .question: question
        }
    }

    // MARK: - The tables

    /// Arrows, WASD and hjkl, each to its direction.
    private static let moves: [(key: Key, command: Command)] =
        [
            (.up, .direction(.north)), (.left, .direction(.west)), (.down, .direction(.south)), (.right, .direction(.east)),
        ] + KeyBinding.keys("wk", .direction(.north)) + KeyBinding.keys("ah", .direction(.west))
        + KeyBinding.keys("sj", .direction(.south)) + KeyBinding.keys("dl", .direction(.east))

    /// Title, level select, shop, avatars, stats.
    static let menu: [KeyBinding] = [
        KeyBinding("arrows, WASD or hjkl", bar: "←↑↓→", "choose", moves),
        KeyBinding("Enter", "select", [(.enter, .select)]),
        KeyBinding("Esc or Backspace", bar: "Esc", "back", [(.escape, .back), (.backspace, .back)]),
        KeyBinding("?", "help", .help),
        KeyBinding("q", "quit", .quit),
    ]

    /// A question asked on a menu: only yes says yes (any other key is no).
    static let question: [KeyBinding] = [
        KeyBinding("y", "yes", .confirm),
        KeyBinding("n or Enter", "no", KeyBinding.keys("n", .deny) + [(.enter, .deny)]),
        KeyBinding("?", "help", .help),
    ]

    /// A level being played.
    static let play: [KeyBinding] = [
        KeyBinding("arrows, WASD or hjkl", bar: "←↑↓→", "move", moves),
        KeyBinding("Space, then a way", bar: "space", "Jump to the last cell before a wall (1 move)", [(.character(" "), .jumpPrefix)]),
        KeyBinding("x, then a way", bar: "x", "Demolish the wall that way (no moves)", KeyBinding.keys("x", .demolishPrefix)),
        KeyBinding("+", "Time: \(Economy.timeMoveCount) more moves", .useTime),
        KeyBinding("r", "restart", .restart),
        KeyBinding("u", "undo", .undo),
        KeyBinding("p", "pause", .pause),
        KeyBinding("q", "quit", .quit),
        KeyBinding("?", "help", .help),
        KeyBinding("y", "yes", .confirm),
        KeyBinding("n or Enter", "no", KeyBinding.keys("n", .deny) + [(.enter, .deny)]),
        KeyBinding("$", "dare", .dare),
        KeyBinding(">", "skip a level (coins)", .skip),
        KeyBinding("m", "stop marks", .toggleStops),
        KeyBinding("#", "wall numbers", .toggleRuler),
        KeyBinding("e", "ways out of cells", .toggleWays),
        KeyBinding("o", "whole level", .toggleOverview),
        KeyBinding("z", "map size", .toggleZoom),
        KeyBinding("t", "hint (from the shop)", .hint),
        KeyBinding(
            "c", "scout: best coins (\(Economy.scoutPrice)), way (\(Economy.guidePrice))", KeyBinding.keys("c", .scout)),
        KeyBinding("g", "the ghost of your best run", .toggleGhost),
        KeyBinding("v", "sketch a way and count its moves; v again walks it", .sketch),
        KeyBinding("i", "look at cells", .look),
        KeyBinding("f", "survey moves (coins)", .survey),
        KeyBinding("Esc or Backspace", "cancel Jump/Demolish, a look or a sketch", [(.escape, .cancel), (.backspace, .back)]),
    ]

    /// The summary after an attempt.
    static let summary: [KeyBinding] = [
        KeyBinding("Enter", "go on", [(.enter, .select)]),
        KeyBinding("→", "the same, after a win in the campaign", [(.right, .direction(.east))]),
        KeyBinding("r", "play the level again", .restart),
        KeyBinding("u", "undo the last move", .undo),
        KeyBinding("b", "the best route", .toggleRoute),
        KeyBinding("$", "keep the run of dares a lost dare ended (coins)", .dare),
        KeyBinding("t", "the band's treasury", KeyBinding.keys("t", .treasury)),
        KeyBinding(">", "skip a level (coins)", .skip),
        KeyBinding("l", "level select", .levelSelect),
        KeyBinding("q", "leave", .quit),
        KeyBinding("Esc or Backspace", bar: "Esc", "leave", [(.escape, .back), (.backspace, .back)]),
        KeyBinding("?", "help", .help),
    ]

    /// What the lab and the replay viewer share: something plays on its own; arrows step or choose.
    private static func viewer(steps: String) -> [KeyBinding] {
        [
            KeyBinding(
                "left/right or h/l", bar: "←→", steps,
                [(.left, .direction(.west)), (.right, .direction(.east))]
                    + [(.character("h"), .direction(.west)), (.character("l"), .direction(.east))]),
            KeyBinding(
                "+, = or - (or up/down)", bar: "+/-", "faster or slower",
                [(.up, .faster), (.character("+"), .faster), (.character("="), .faster), (.down, .slower), (.character("-"), .slower)]),
        ]
    }

    /// Leaving the lab or the replay viewer.
    private static let leave = KeyBinding(
        "q, Esc or Backspace", bar: "q", "quit", [(.escape, .quit), (.backspace, .quit)] + KeyBinding.keys("q", .quit))

    /// The lab.
    static let lab: [KeyBinding] =
        viewer(steps: "the algorithm") + [
            KeyBinding("[ and ]", bar: "[ ]", "a smaller or bigger maze", [(.character("["), .shrink), (.character("]"), .grow)]),
            KeyBinding("Space", bar: "space", "pause", [(.character(" "), .playPause)]),
            KeyBinding("Enter", "finish", [(.enter, .toEnd)]),
            KeyBinding("n", "a new seed", .newSeed),
            KeyBinding("?", "help", .help),
            leave,
        ]

    /// The replay viewer.
    static let replay: [KeyBinding] =
        [KeyBinding("Space", bar: "space", "play or pause", [(.character(" "), .playPause)])]
        + viewer(steps: "a step back or on") + [
            KeyBinding("0", "the start", [(.character("0"), .toStart)]),
            KeyBinding("Enter", "the end", [(.enter, .toEnd)]),
            KeyBinding("?", "help", .help),
            leave,
        ]
}
