/// Keys that mean one thing on a screen, as one row of `KeyMap`'s table: the commands they give
/// and how the help screen, the key bar and `mz help play` name them.
struct KeyBinding: Sendable {
    /// Each key and the command it gives.
    let keys: [(key: Key, command: Command)]
    /// How the help screen names the keys: "arrows, WASD or hjkl", "Esc or Backspace".
    let name: String
    /// How a key bar names them, shorter: "←↑↓→", "p".
    let barName: String
    /// What they do, as the help screen says it.
    let help: String

    /// A row of the table.
    init(_ name: String, bar barName: String? = nil, _ help: String, _ keys: [(key: Key, command: Command)]) {
        self.name = name
        self.barName = barName ?? name
        self.help = help
        self.keys = keys
    }

    /// A row of one letter (either case) or symbol giving `command`, named by itself.
    init(_ character: Character, _ help: String, _ command: Command) {
        self.init(String(character), help, Self.keys(String(character), command))
    }

    /// The keys of the characters in `text`, both cases of a letter, each giving `command`.
    static func keys(_ text: String, _ command: Command) -> [(key: Key, command: Command)] {
        var keys: [(key: Key, command: Command)] = []
        for c in text {
            keys.append((.character(c), command))
            let upper = Character(c.uppercased())
            if upper != c { keys.append((.character(upper), command)) }
        }
        return keys
    }

    /// The commands of its keys, each once, in order.
    var commands: [Command] {
        var seen: [Command] = []
        for (_, command) in keys where !seen.contains(command) { seen.append(command) }
        return seen
    }
}
