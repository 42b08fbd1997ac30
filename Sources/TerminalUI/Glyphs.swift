import GameEngine
import MazeKit

/// The characters a front end draws with: box drawing in UTF-8 terminals, ASCII elsewhere.
public struct Glyphs: Sendable, Hashable {
    /// ASCII only (no box drawing, no symbols).
    public var ascii: Bool
    /// A gem.
    public var gem: Unicode.Scalar { ascii ? "*" : "◆" }
    /// A crate of coins.
    public var crate: Unicode.Scalar { "$" }
    /// A crate on a ledge (one Jump takes it).
    public var ledge: Unicode.Scalar { "&" }
    /// The exit.
    public var exit: Unicode.Scalar { "E" }
    /// The ghost of the player's best run (`○`, `g` in ASCII): none of the items, terrain,
    /// walls or avatars use it, so it cannot be read as anything else.
    public var ghost: Unicode.Scalar { ascii ? "g" : "○" }
    /// A level planned to perfection (a win took its best plan's coins without power-ups): `✓`,
    /// `+` in ASCII. Not `◆`, which is a gem, nor `*`, a star in ASCII.
    public var planned: String { ascii ? "+" : "✓" }
    /// Ice.
    public var ice: Unicode.Scalar { "~" }
    /// Mud.
    public var mud: Unicode.Scalar { "%" }
    /// A plain arrow toward `direction` (`↑ → ↓ ←`; `^ > v <`): where a move would stop, a
    /// hint's trail, and the ways out the look cursor names.
    public func arrow(_ direction: Direction) -> Unicode.Scalar {
        switch direction {
        case .north: ascii ? "^" : "↑"
        case .east: ascii ? ">" : "→"
        case .south: ascii ? "v" : "↓"
        case .west: ascii ? "<" : "←"
        }
    }
    /// A gate's arrow in its passage, pointing the one way it is crossed (`▶ ◀ ▲ ▼`; `> < ^ v`).
    public func gate(_ direction: Direction) -> Unicode.Scalar {
        guard !ascii else { return arrow(direction) }
        switch direction {
        case .east: return "▶"
        case .west: return "◀"
        case .north: return "▲"
        case .south: return "▼"
        }
    }
    /// A belt's arrow, the way it carries (`→ ← ↑ ↓`; `> < ^ v`, three to a cell).
    public func belt(_ direction: Direction) -> Unicode.Scalar { arrow(direction) }
    /// A tunnel's mouth on a wall, along the tunnel: `═` east–west, `║` north–south (`=`, `H`).
    public func tunnel(_ direction: Direction) -> Unicode.Scalar {
        switch direction {
        case .east, .west: ascii ? "=" : "═"
        case .north, .south: ascii ? "H" : "║"
        }
    }
    /// A mirror's slant, three to a cell: `╱` and `╲` (`/`, `\`).
    public func mirror(_ slant: Fixtures.Mirror.Slant) -> Unicode.Scalar {
        switch slant {
        case .rising: ascii ? "/" : "╱"
        case .falling: ascii ? "\\" : "╲"
        }
    }
    /// The sides of a trapdoor's hole around its number, `[1]`, in every terminal.
    public var trapdoorSides: (Unicode.Scalar, Unicode.Scalar) { ("[", "]") }
    /// The sides of a trapdoor's landing around the same number, `_1_`, in every terminal.
    public var landingSide: Unicode.Scalar { "_" }
    /// A spring's mark between its sides, `{*}`, in every terminal (the braces tell it from
    /// an ASCII gem, and its tip names it so).
    public var spring: Unicode.Scalar { "*" }
    /// A spring alone on the overview's one column a cell: `*`, or `o` in ASCII, where `*` is a gem.
    public var springOnOverview: Unicode.Scalar { ascii ? "o" : "*" }
    /// A chasm, three to a cell: `░` (`:` in ASCII).
    public var chasm: Unicode.Scalar { ascii ? ":" : "░" }
    /// The sides of a spring, `{*}`, in every terminal.
    public var springSides: (Unicode.Scalar, Unicode.Scalar) { ("{", "}") }
    /// A shut door, filling the passage between its two cells: `▒`, or `#` in ASCII (not `%`,
    /// which is mud's in both, nor `:`, a chasm's shade in ASCII).
    public var door: Unicode.Scalar { ascii ? "#" : "▒" }
    /// The key, in its cell until it is taken: `k` in every terminal.
    public var key: Unicode.Scalar { "k" }

    /// A crate's label on the map: its glyph and the coins taking it pays (`$12`, `&33`; `$0`
    /// for one paid on an earlier win), at most 3 columns (a cell's inside): 100 coins or more
    /// read `$++` (docs/rules.md). A crate standing on ice or mud shows that terrain's mark in
    /// place of its glyph (`~12`, `%12`): the label covers the cell's floor, and a play-tester
    /// twice planned a run on what they took for ice and was mud. One digit keeps the glyph
    /// after the mark (`~$7`). A ledge keeps its `&` (`&49`, `%&7`).
    public func crateLabel(coins: Int, ledge: Bool, on terrain: Terrain = .floor) -> [Unicode.Scalar] {
        let glyph: Unicode.Scalar =
            switch terrain {
            case .ice: ice
            case .mud: mud
            default: ledge ? self.ledge : crate
            }
        let digits = Array((coins > 99 ? "++" : String(max(0, coins))).unicodeScalars)
        // A ledge keeps its `&` on ice or mud too (`&49`; the cell's other columns and rows
        // show the floor where it has room): the ledge's tip and the level's line name it, and
        // a play-tester searched level 86 for the `&` they promised where the map read `%49`.
        if ledge && terrain != .floor && digits.count > 1 { return [self.ledge] + digits }
        // One digit on ice or mud leaves room for the crate's own mark: `~$7`, not `~~7`,
        // which a play-tester took for plain ice.
        if terrain != .floor && digits.count == 1 { return [glyph, ledge ? self.ledge : crate] + digits }
        return [glyph] + digits
    }

    /// A cell's ways out as one mark (`e`): the line-drawing character joining its centre to each
    /// open side, in heavy lines (`╋ ┣ ┳ ┗ ┃ ━ ╹`, `·` for none); in ASCII `+` where ways turn or meet, `|` and
    /// `-` for a straight run, and `'` `,` `>` `<` for a dead end opening north, south, east, west.
    public func ways(_ open: [Direction]) -> Unicode.Scalar {
        ways(
            bits: (open.contains(.north) ? 1 : 0) | (open.contains(.east) ? 2 : 0) | (open.contains(.south) ? 4 : 0)
                | (open.contains(.west) ? 8 : 0))
    }

    /// `ways(_:)` of the sides in `bits` (1 north, 2 east, 4 south, 8 west: `Direction.ordered`'s
    /// order), without an array: a frame of a large map asks for thousands.
    public func ways(bits: Int) -> Unicode.Scalar {
        if ascii {
            switch bits {
            case 0b0101: return "|"
            case 0b1010: return "-"
            case 0b0001: return "'"
            case 0b0100: return ","
            case 0b0010: return ">"
            case 0b1000: return "<"
            case 0: return "."
            default: return "+"
            }
        }
        return Self.heavyWays[bits & 15]
    }

    /// Heavy lines, so a cell's mark never reads as one of the light walls beside it: with
    /// light ones a corridor's `│` and the walls either side of it made `│  │  │` rows that a
    /// tester of session 26 misread ("`│` is both a wall and the symbol for a corridor cell").
    private static let heavyWays: [Unicode.Scalar] = [
        "·", "╹", "╺", "┗", "╻", "┃", "┏", "┣", "╸", "┛", "━", "┻", "┓", "┫", "┳", "╋",
    ]

    /// The glyphs for a UTF-8 terminal, or ASCII ones.
    public init(ascii: Bool) { self.ascii = ascii }

    /// `★★☆` for 2 of 3 stars (`**.` in ASCII): on the summary, the daily's card and `mz stats`.
    public func stars(_ n: Int) -> String {
        String(repeating: ascii ? "*" : "★", count: n) + String(repeating: ascii ? "." : "☆", count: max(0, 3 - n))
    }
}
