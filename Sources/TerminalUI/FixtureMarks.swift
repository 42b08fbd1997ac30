import GameEngine
import MazeKit

/// Where a level's fixtures are drawn on the picture of MazeKit's `TextRenderer` (4 columns
/// and 2 rows a cell; cell (x, y)'s inside is columns 4x+1…4x+3 of row 2y+1): the one layout
/// the play field and `mz level`'s text share (docs/rules.md, "Fixtures").
///
/// - A gate is its arrow in the passage it guards, pointing the one way it is crossed: in the
///   wall column between two cells (`▶` `◀`) or in the middle of the wall row (`▲` `▼`).
/// - A portal is its pair's letter in the cell's middle between round brackets, `(A)`; the
///   two cells of a pair have the same letter, each pair its own.
/// - A belt fills its cell with its arrow, `→→→`; the player or an item takes the middle.
/// - A tunnel is a mouth on each of the two walls of the cell it passes under, along its way
///   (`═` on a wall column, `║` in the middle of a wall row), so the corridor over it is drawn
///   as it is and the crossing reads between them.
/// - A mirror fills its cell with its slant, `╱╱╱` or `╲╲╲` (`///`, `\\\`).
/// - A trapdoor is its number between square brackets, `[1]`, and its landing the same number
///   between low lines, `_1_`; each trapdoor its own number.
/// - A shut door fills the passage it shuts, `▒` (`#` in ASCII): the wall column's one
///   character between two cells side by side, the wall row's three between two cells one
///   above the other. An open door (`Fixtures.unlocked`) has no mark: it is a passage.
/// - The key is `k` in its cell's middle, while there is one to take.
///
/// The doors and the key change during an attempt, so the play field leaves their marks out
/// of its canvas and draws them from the attempt's state (`MazeView`); these marks are theirs
/// as the fixtures passed stand.
public enum FixtureMarks {
    /// What a mark stands for (which style it is drawn in).
    public enum Kind: UInt8, Sendable, CaseIterable {
        case gate = 1
        case portal
        case belt
        case tunnel
        case mirror
        case trapdoor
        case spring
        case chasm
        case door
        case key

        /// The colour it is drawn in, and whether bold: gates red, portals blue, belts green,
        /// tunnels white (the walls' colour, bold), mirrors cyan, trapdoors magenta, springs
        /// green and bold, chasms blue, doors red and the key red and bold (no other cell's
        /// mark is red, and the one colour ties the key to its doors); without colour the
        /// glyphs tell them apart.
        var colour: Colour {
            switch self {
            case .gate: .red
            case .portal: .blue
            case .belt: .green
            case .tunnel: .white
            case .mirror: .cyan
            case .trapdoor: .magenta
            case .spring: .green
            case .chasm: .blue
            case .door, .key: .red
            }
        }
        var bold: Bool { self != .belt && self != .mirror && self != .chasm && self != .door }

        /// Every kind's colour and weight, in raw-value order.
        static var allStyles: [(colour: Colour, bold: Bool)] { allCases.map { ($0.colour, $0.bold) } }
    }

    /// One character of a fixture on the picture.
    public struct Mark: Sendable, Hashable {
        /// Column and row on the picture.
        public var x: Int
        public var y: Int
        /// The character drawn there.
        public var character: Unicode.Scalar
        /// What it stands for.
        public var kind: Kind
    }

    /// The letters of portal pairs, in the order of `Fixtures.portals`: capitals without `E`
    /// (the exit), `S` (the start in `mz level`'s text) and those that read as digits, then
    /// the digits; past 31 pairs they repeat.
    static let portalLetters = Array("ABCDFGHJKMNPQRTUVWXYZ0123456789".unicodeScalars)

    /// The letter of portal pair `index`.
    public static func portalLetter(_ index: Int) -> Unicode.Scalar { portalLetters[index % portalLetters.count] }

    /// The numbers of trapdoors, in the order of `Fixtures.trapdoors`: `1` to `9`, then `0`;
    /// past ten they repeat.
    static let trapdoorNumbers = Array("1234567890".unicodeScalars)

    /// The number of trapdoor `index`, on its hole and its landing.
    public static func trapdoorNumber(_ index: Int) -> Unicode.Scalar { trapdoorNumbers[index % trapdoorNumbers.count] }

    /// The marks of `fixtures` on a maze `mazeWidth` cells wide, tunnels, gates and doors (on
    /// walls) last, so they keep their place where a cell's mark would reach.
    /// - Complexity: O(fixtures).
    public static func marks(of fixtures: Fixtures, mazeWidth: Int, glyphs: Glyphs) -> [Mark] {
        guard !fixtures.isEmpty else { return [] }
        func centre(_ cell: Int) -> (x: Int, y: Int) { (4 * (cell % mazeWidth) + 2, 2 * (cell / mazeWidth) + 1) }
        func wall(_ cell: Int, _ direction: Direction) -> (x: Int, y: Int) {
            let c = centre(cell)
            return (c.x + 2 * direction.dx, c.y + direction.dy)
        }
        var marks: [Mark] = []
        for belt in fixtures.belts {
            let c = centre(belt.cell)
            for dx in -1...1 { marks.append(Mark(x: c.x + dx, y: c.y, character: glyphs.belt(belt.direction), kind: .belt)) }
        }
        for (i, portal) in fixtures.portals.enumerated() {
            for cell in [portal.a, portal.b] {
                let c = centre(cell)
                marks += [
                    Mark(x: c.x - 1, y: c.y, character: "(", kind: .portal),
                    Mark(x: c.x, y: c.y, character: portalLetter(i), kind: .portal),
                    Mark(x: c.x + 1, y: c.y, character: ")", kind: .portal),
                ]
            }
        }
        for mirror in fixtures.mirrors {
            let c = centre(mirror.cell)
            for dx in -1...1 { marks.append(Mark(x: c.x + dx, y: c.y, character: glyphs.mirror(mirror.slant), kind: .mirror)) }
        }
        for (i, trapdoor) in fixtures.trapdoors.enumerated() {
            let number = trapdoorNumber(i)
            let hole = centre(trapdoor.cell), landing = centre(trapdoor.landing)
            marks += [
                Mark(x: hole.x - 1, y: hole.y, character: glyphs.trapdoorSides.0, kind: .trapdoor),
                Mark(x: hole.x, y: hole.y, character: number, kind: .trapdoor),
                Mark(x: hole.x + 1, y: hole.y, character: glyphs.trapdoorSides.1, kind: .trapdoor),
                Mark(x: landing.x - 1, y: landing.y, character: glyphs.landingSide, kind: .trapdoor),
                Mark(x: landing.x, y: landing.y, character: number, kind: .trapdoor),
                Mark(x: landing.x + 1, y: landing.y, character: glyphs.landingSide, kind: .trapdoor),
            ]
        }
        for spring in fixtures.springs {
            let c = centre(spring.cell)
            marks += [
                Mark(x: c.x - 1, y: c.y, character: glyphs.springSides.0, kind: .spring),
                Mark(x: c.x, y: c.y, character: glyphs.spring, kind: .spring),
                Mark(x: c.x + 1, y: c.y, character: glyphs.springSides.1, kind: .spring),
            ]
        }
        for chasm in fixtures.chasms {
            let c = centre(chasm.cell)
            for dx in -1...1 { marks.append(Mark(x: c.x + dx, y: c.y, character: glyphs.chasm, kind: .chasm)) }
        }
        if let key = fixtures.key {
            let c = centre(key)
            marks.append(Mark(x: c.x, y: c.y, character: glyphs.key, kind: .key))
        }
        for tunnel in fixtures.tunnels {
            let under = tunnel.under(width: mazeWidth)
            for (cell, direction) in [(tunnel.cell, tunnel.direction), (under, tunnel.direction)] {
                let w = wall(cell, direction)
                marks.append(Mark(x: w.x, y: w.y, character: glyphs.tunnel(tunnel.direction), kind: .tunnel))
            }
        }
        for gate in fixtures.gates {
            let w = wall(gate.cell, gate.direction)
            marks.append(Mark(x: w.x, y: w.y, character: glyphs.gate(gate.direction), kind: .gate))
        }
        for door in fixtures.doors where fixtures.isShutDoor(door.cell, door.direction) {
            let w = wall(door.cell, door.direction)
            // A door's direction is east or south (`Fixtures.Door`): a wall column's one
            // character, or a wall row's three.
            for dx in door.direction.dy == 0 ? 0...0 : -1...1 {
                marks.append(Mark(x: w.x + dx, y: w.y, character: glyphs.door, kind: .door))
            }
        }
        return marks
    }
}
