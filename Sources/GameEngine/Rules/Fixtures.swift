import MazeKit

/// The level's fixtures: what the maze holds beyond walls and terrain, each changing where a
/// move goes (docs/rules.md, "Fixtures"). All of them act inside `Movement`, so the rules, par
/// and every design solver see them the same way.
///
/// - A **gate** is a one-way passage: it may be crossed from its cell toward its direction and
///   never back. Against its way it is a wall to moves, slides and jumps.
/// - A **portal** pair: entering either cell carries the player to the other, where the move
///   ends (the far cell counts as entered).
/// - A **belt** carries whoever enters its cell one cell on in its direction, and on from belt
///   to belt; it stops on the first cell that is not a belt, or where a wall or gate blocks
///   its way. Landing on ice from a belt slides on the belt's way.
/// - A **tunnel** leads from its cell under the neighbour in its direction to the cell beyond
///   (both ways): the cell passed under is not entered. A tunnel mouth takes precedence over a
///   wall knocked down on the same side.
/// - A **mirror** turns whoever enters its cell a quarter turn (`/`: east↔north, west↔south;
///   `\`: east↔south, west↔north) and carries them one cell on in the new heading, as a belt
///   does; where a wall or gate blocks that way they stay on it.
/// - A **trapdoor** drops whoever enters its cell onto its landing cell, where the move ends
///   (the landing counts as entered). One way only: the landing is plain floor.
/// - A **spring** throws whoever enters its cell straight on in their heading, as a Jump flies:
///   through open passages to the last cell before the next wall, over ice, mud, belts, mirrors
///   and other springs, stopping early on the exit, or on a portal or trapdoor, which carries
///   them as it does a Jump; the move ends where they land. Against a wall it does nothing.
/// - A **chasm** is a cell with no floor: no move enters it (to a step, a slide, a belt or a
///   mirror it is a wall), but a flight (a Jump, a spring's throw) passes over it and lands on
///   the last cell with floor before the wall it stops at; a flight with no such cell is no
///   flight at all. Nothing else lies on a chasm.
/// - A **door** shuts the passage between two cells, both ways, until the level's **key** is
///   taken: the move whose path enters the key's cell takes it, and from the end of that move
///   every door is open (`unlocked`). A shut door is a wall to moves, slides and jumps but not
///   one to knock down (the passage is open in the maze).
///
/// The derived per-cell tables are what `Movement` reads; they follow from the lists, so two
/// fixtures with the same lists are equal.
public struct Fixtures: Sendable, Hashable {
    /// A one-way passage: crossed from `cell` toward `direction` only.
    public struct Gate: Sendable, Hashable {
        public var cell: Int
        public var direction: Direction
        public init(cell: Int, direction: Direction) {
            self.cell = cell
            self.direction = direction
        }
    }

    /// Two cells that lead into each other.
    public struct Portal: Sendable, Hashable {
        public var a: Int
        public var b: Int
        public init(a: Int, b: Int) {
            self.a = a
            self.b = b
        }
    }

    /// A belt on `cell` running toward `direction`.
    public struct Belt: Sendable, Hashable {
        public var cell: Int
        public var direction: Direction
        public init(cell: Int, direction: Direction) {
            self.cell = cell
            self.direction = direction
        }
    }

    /// A passage from `cell` under its neighbour toward `direction` to the cell beyond.
    public struct Tunnel: Sendable, Hashable {
        public var cell: Int
        public var direction: Direction
        public init(cell: Int, direction: Direction) {
            self.cell = cell
            self.direction = direction
        }
        /// The cell passed under, in a maze `width` wide.
        public func under(width: Int) -> Int { cell + direction.dx + direction.dy * width }
        /// The far end, in a maze `width` wide.
        public func far(width: Int) -> Int { cell + 2 * (direction.dx + direction.dy * width) }
    }

    /// A mirror on `cell`, slanted `/` (`.rising`) or `\` (`.falling`).
    public struct Mirror: Sendable, Hashable {
        /// Which way a mirror leans, as drawn.
        public enum Slant: UInt8, Sendable, Hashable, CaseIterable {
            /// `/`: east and north turn into each other, west and south too.
            case rising = 1
            /// `\`: east and south turn into each other, west and north too.
            case falling = 2

            /// The heading of whoever enters a mirror of this slant heading `heading`.
            @inlinable public func turned(_ heading: Direction) -> Direction {
                switch (self, heading) {
                case (.rising, .east): .north
                case (.rising, .north): .east
                case (.rising, .west): .south
                case (.rising, .south): .west
                case (.falling, .east): .south
                case (.falling, .south): .east
                case (.falling, .west): .north
                case (.falling, .north): .west
                }
            }
        }

        public var cell: Int
        public var slant: Slant
        public init(cell: Int, slant: Slant) {
            self.cell = cell
            self.slant = slant
        }
    }

    /// A trapdoor on `cell` that drops whoever enters it onto `landing` (one way).
    public struct Trapdoor: Sendable, Hashable {
        public var cell: Int
        public var landing: Int
        public init(cell: Int, landing: Int) {
            self.cell = cell
            self.landing = landing
        }
    }

    /// A spring on `cell`: it throws whoever enters it on in their heading to the next wall.
    public struct Spring: Sendable, Hashable {
        public var cell: Int
        public init(cell: Int) { self.cell = cell }
    }

    /// A chasm on `cell`: no floor, crossed only in flight.
    public struct Chasm: Sendable, Hashable {
        public var cell: Int
        public init(cell: Int) { self.cell = cell }
    }

    /// A door: the passage from `cell` toward `direction`, shut both ways until the key is taken.
    public struct Door: Sendable, Hashable {
        public var cell: Int
        public var direction: Direction
        public init(cell: Int, direction: Direction) {
            self.cell = cell
            self.direction = direction
        }
    }

    /// Gates, portals, belts, tunnels, mirrors, trapdoors, springs and chasms, each in cell order.
    public private(set) var gates: [Gate]
    public private(set) var portals: [Portal]
    public private(set) var belts: [Belt]
    public private(set) var tunnels: [Tunnel]
    public private(set) var mirrors: [Mirror]
    public private(set) var trapdoors: [Trapdoor]
    public private(set) var springs: [Spring]
    public private(set) var chasms: [Chasm]
    /// Doors, in cell order (each written from its west or north cell).
    public private(set) var doors: [Door]
    /// The key's cell: the move that enters it opens every door. `nil` without doors, and in
    /// `unlocked` fixtures.
    public private(set) var key: Int?
    /// Cells covered by the tables (0 when there are no fixtures).
    public private(set) var cellCount: Int
    /// Per cell: the direction bits a move may not leave it by (a gate's wrong way).
    @usableFromInline var barred: [UInt8]
    /// Per cell: the direction bits a shut door bars (empty when no door is shut).
    @usableFromInline var doorBars: [UInt8]
    /// Per cell: its portal's other cell, or −1.
    @usableFromInline var twin: [Int32]
    /// Per cell: 0, or the bit of its belt's direction.
    @usableFromInline var belt: [UInt8]
    /// Per cell: the direction bits with a tunnel mouth.
    @usableFromInline var tunnelMouths: [UInt8]
    /// Per cell: 0, or its mirror's `Slant` raw value.
    @usableFromInline var mirror: [UInt8]
    /// Per cell: its trapdoor's landing cell, or −1.
    @usableFromInline var drop: [Int32]
    /// Per cell: whether a spring is on it.
    @usableFromInline var spring: [Bool]
    /// Per cell: whether it is a chasm.
    @usableFromInline var chasm: [Bool]
    /// The maze's width, for tunnel steps.
    @usableFromInline private(set) var width: Int

    /// No fixtures.
    public static let none = Fixtures()

    private init() {
        gates = []
        portals = []
        belts = []
        tunnels = []
        mirrors = []
        trapdoors = []
        springs = []
        chasms = []
        doors = []
        key = nil
        doorBars = []
        cellCount = 0
        width = 0
        barred = []
        twin = []
        belt = []
        tunnelMouths = []
        mirror = []
        drop = []
        spring = []
        chasm = []
    }

    /// Fixtures of a maze `width` × `height`.
    /// - Precondition: every cell is inside the maze; each tunnel's far end too.
    public init(
        width: Int, height: Int, gates: [Gate] = [], portals: [Portal] = [], belts: [Belt] = [], tunnels: [Tunnel] = [],
        mirrors: [Mirror] = [], trapdoors: [Trapdoor] = [], springs: [Spring] = [], chasms: [Chasm] = [], doors: [Door] = [],
        key: Int? = nil
    ) {
        self.init()
        guard
            !(gates.isEmpty && portals.isEmpty && belts.isEmpty && tunnels.isEmpty && mirrors.isEmpty && trapdoors.isEmpty
                && springs.isEmpty && chasms.isEmpty && doors.isEmpty)
        else {
            return
        }
        let n = width * height
        self.width = width
        cellCount = n
        self.gates = gates.sorted { ($0.cell, $0.direction.rawValue) < ($1.cell, $1.direction.rawValue) }
        self.portals = portals.map { $0.a < $0.b ? $0 : Portal(a: $0.b, b: $0.a) }.sorted { ($0.a, $0.b) < ($1.a, $1.b) }
        self.belts = belts.sorted { $0.cell < $1.cell }
        self.tunnels = tunnels.sorted { ($0.cell, $0.direction.rawValue) < ($1.cell, $1.direction.rawValue) }
        self.mirrors = mirrors.sorted { ($0.cell, $0.slant.rawValue) < ($1.cell, $1.slant.rawValue) }
        self.trapdoors = trapdoors.sorted { ($0.cell, $0.landing) < ($1.cell, $1.landing) }
        self.springs = springs.sorted { $0.cell < $1.cell }
        self.chasms = chasms.sorted { $0.cell < $1.cell }
        // A door is written from its west or north cell, so one passage has one door.
        self.doors = doors.map { door in
            door.direction == .west || door.direction == .north
                ? Door(cell: door.cell + door.direction.dx + door.direction.dy * width, direction: door.direction.opposite) : door
        }.sorted { ($0.cell, $0.direction.rawValue) < ($1.cell, $1.direction.rawValue) }
        self.key = doors.isEmpty ? nil : key
        barred = [UInt8](repeating: 0, count: n)
        twin = [Int32](repeating: -1, count: n)
        belt = [UInt8](repeating: 0, count: n)
        tunnelMouths = [UInt8](repeating: 0, count: n)
        mirror = [UInt8](repeating: 0, count: n)
        drop = [Int32](repeating: -1, count: n)
        spring = [Bool](repeating: false, count: n)
        chasm = [Bool](repeating: false, count: n)
        for gate in gates {
            let other = gate.cell + gate.direction.dx + gate.direction.dy * width
            barred[other] |= gate.direction.opposite.bit
        }
        for portal in portals {
            twin[portal.a] = Int32(portal.b)
            twin[portal.b] = Int32(portal.a)
        }
        for b in belts { belt[b.cell] = b.direction.bit }
        for tunnel in tunnels {
            tunnelMouths[tunnel.cell] |= tunnel.direction.bit
            tunnelMouths[tunnel.far(width: width)] |= tunnel.direction.opposite.bit
        }
        for m in mirrors { mirror[m.cell] = m.slant.rawValue }
        for trapdoor in trapdoors { drop[trapdoor.cell] = Int32(trapdoor.landing) }
        for s in springs { spring[s.cell] = true }
        for c in chasms { chasm[c.cell] = true }
        if !doors.isEmpty {
            doorBars = [UInt8](repeating: 0, count: n)
            for door in doors {
                doorBars[door.cell] |= door.direction.bit
                doorBars[door.cell + door.direction.dx + door.direction.dy * width] |= door.direction.opposite.bit
            }
        }
    }

    /// These fixtures once the key is taken: every door open, no key left to take. Equal to
    /// these on a level without doors.
    public var unlocked: Fixtures {
        guard !doors.isEmpty else { return self }
        var open = self
        open.doorBars = []
        open.key = nil
        return open
    }

    /// These fixtures with the key never taken: every door shut for good (the way a survey
    /// tells a count that goes by the key from one that does not).
    public var keyless: Fixtures {
        var shut = self
        shut.key = nil
        return shut
    }

    /// Whether a door shuts the passage on `direction`'s side of `cell` (a door of `unlocked`
    /// fixtures shuts nothing).
    @inlinable public func isShutDoor(_ cell: Int, _ direction: Direction) -> Bool {
        !doorBars.isEmpty && doorBars[cell] & direction.bit != 0
    }

    /// Whether there are none.
    @inlinable public var isEmpty: Bool { cellCount == 0 }

    /// The cell a step from `cell` toward `direction` enters, or `nil` when a wall, a gate's
    /// wrong way or a chasm stops it: through a tunnel when one opens that way, else into the
    /// neighbour.
    @inlinable public func step(in maze: Maze, from cell: Int, _ direction: Direction) -> Int? {
        guard let next = flightStep(in: maze, from: cell, direction) else { return nil }
        return isEmpty || !chasm[next] ? next : nil
    }

    /// The cell a flight from `cell` toward `direction` passes into, chasms included: as `step`
    /// without the chasms' stop.
    @inlinable public func flightStep(in maze: Maze, from cell: Int, _ direction: Direction) -> Int? {
        let offset = direction.dx + direction.dy * maze.width
        if isEmpty { return maze.isOpen(cell, direction) ? cell + offset : nil }
        if tunnelMouths[cell] & direction.bit != 0 { return cell + 2 * offset }
        guard maze.isOpen(cell, direction), barred[cell] & direction.bit == 0, !isShutDoor(cell, direction) else { return nil }
        return cell + offset
    }

    /// The other end of the portal on `cell`, if any.
    @inlinable public func portal(at cell: Int) -> Int? {
        guard !isEmpty, twin[cell] >= 0 else { return nil }
        return Int(twin[cell])
    }

    /// The way of the belt on `cell`, if any.
    @inlinable public func belt(at cell: Int) -> Direction? {
        guard !isEmpty, belt[cell] != 0 else { return nil }
        return Direction(rawValue: belt[cell])
    }

    /// The slant of the mirror on `cell`, if any.
    @inlinable public func mirror(at cell: Int) -> Mirror.Slant? {
        guard !isEmpty, mirror[cell] != 0 else { return nil }
        return Mirror.Slant(rawValue: mirror[cell])
    }

    /// The landing cell of the trapdoor on `cell`, if any.
    @inlinable public func trapdoor(at cell: Int) -> Int? {
        guard !isEmpty, drop[cell] >= 0 else { return nil }
        return Int(drop[cell])
    }

    /// Whether a Jump may reach what no run of moves can: belts and mirrors turn every move
    /// aside, springs throw every move past the cells beyond them, and chasms stop every move,
    /// but a Jump flies over all four (`GameState.isTrapped` then searches moves and jumps).
    public var flightsGoWhereMovesCannot: Bool {
        !(belts.isEmpty && mirrors.isEmpty && springs.isEmpty && chasms.isEmpty)
    }

    /// Whether a spring is on `cell`.
    @inlinable public func isSpring(_ cell: Int) -> Bool { !isEmpty && spring[cell] }

    /// Whether `cell` is a chasm.
    @inlinable public func isChasm(_ cell: Int) -> Bool { !isEmpty && chasm[cell] }

    /// Whether a tunnel passes through the wall on `direction`'s side of `cell` (between a
    /// mouth and the cell passed under). Such a wall cannot be demolished: the tunnel would
    /// still take every step that way, so the Demolish would open nothing (docs/rules.md,
    /// "Fixtures").
    public func isTunnelWall(_ cell: Int, _ direction: Direction) -> Bool {
        guard !isEmpty else { return false }
        if tunnelMouths[cell] & direction.bit != 0 { return true }
        let neighbour = cell + direction.dx + direction.dy * width
        return neighbour >= 0 && neighbour < cellCount && tunnelMouths[neighbour] & direction.opposite.bit != 0
    }

    /// Whether `cell` holds any fixture (a gate's two cells, a portal, a belt, a tunnel end, a
    /// mirror, a trapdoor's cell or landing, a spring, a chasm, a door's two cells or the key).
    public func occupies(_ cell: Int) -> Bool {
        guard !isEmpty else { return false }
        return key == cell || (!doorBars.isEmpty && doorBars[cell] != 0) || twin[cell] >= 0 || belt[cell] != 0 || tunnelMouths[cell] != 0
            || barred[cell] != 0 || mirror[cell] != 0
            || drop[cell] >= 0 || spring[cell] || chasm[cell] || gates.contains { $0.cell == cell }
            || tunnels.contains { $0.under(width: width) == cell } || trapdoors.contains { $0.landing == cell }
    }
}
