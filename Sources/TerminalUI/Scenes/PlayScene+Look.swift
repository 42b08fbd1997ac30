import GameEngine
import MazeKit

/// Looking at a cell (`i`): a cursor the arrows move over the map, through walls, while the
/// message line names the cell under it: its column and row (the numbers on the outer wall),
/// its ground, what lies on it, and the ways a step leaves it. Nothing is played and nothing
/// is counted: it reads the map for the player, it does not plan for them (no distances, but
/// those of a bought survey: `PlayScene+Survey`).
///
/// Play-testers read the walls of a 13-column map at 80×24 cell by cell, and seven of eight in
/// one session wrote a script of their own to transcribe them; two asked for just this ("a
/// cursor that names a cell's walls") as the one change they would make.
extension PlayScene {
    /// Begins looking from where the player stands.
    mutating func beginLook(in world: World) {
        guard let state = world.session.current?.state else { return }
        lookCursor = state.position
        surveyHidden = false  // a bought survey shows again with each look
        // Its counts are drawn on the maze itself, not on the overview.
        if world.session.isSurveyed(level.id) { showsOverview = false }
        message = lookMessage(state, in: world)
    }

    /// A key while looking: an arrow moves the cursor one cell (it stops at the map's edge);
    /// `i`, Esc or Backspace put the cursor away; `y`, `n` and Enter keep it (they ask nothing
    /// here); any other key puts it away and does what it does in play, so looking never holds
    /// a key back.
    mutating func reduceLook(_ command: Command, in world: inout World) -> Route? {
        guard let cursor = lookCursor, let state = world.session.current?.state else {
            lookCursor = nil
            return nil
        }
        switch command {
        case let .direction(direction):
            let maze = state.maze
            let x = cursor % maze.width + direction.dx, y = cursor / maze.width + direction.dy
            guard x >= 0, x < maze.width, y >= 0, y < maze.height else {
                // (The survey's line is long enough without it: the cursor stays put.)
                message = (showsSurvey(in: world) ? "" : "The edge of the map. ") + lookMessage(state, in: world)
                return nil
            }
            lookCursor = y * maze.width + x
            message = lookMessage(state, in: world)
            return nil
        case .survey:
            survey(in: &world)
            return nil
        case .look, .back, .pause, .cancel:
            lookCursor = nil
            message = "Done looking."
            return nil
        case .confirm, .deny:
            // y, n or Enter ask nothing while looking: the cursor stays. A tester of session 36
            // typed `f y` on an escape (a survey asks first elsewhere), the `y` put the cursor
            // away under a line still saying "looking instead", and the arrows after it walked.
            message = lookMessage(state, in: world)
            return nil
        default:
            lookCursor = nil
            return reduce(command, in: &world)
        }
    }

    /// The message line of the cell `cell` of `state`'s level: "Look (7, 3): mud, crate $18 ·
    /// ways out ↑ → · i ends". It names every mark the cell holds as the legend does, a door
    /// on any side (locked, or open once the key is taken), and a gate's side as a way in
    /// only; the walls are the sides it does not name. The ways out are the moves' as they are
    /// now (`GameState.fixtures`): a locked door's side is none.
    static func lookLine(_ state: GameState, at cell: Int, glyphs: Glyphs) -> String {
        let level = state.level, maze = state.maze, fixtures = state.fixtures
        func arrow(_ direction: Direction) -> String { String(glyphs.arrow(direction)) }
        let place = "Look (\(cell % maze.width), \(cell / maze.width)): "
        guard maze.isEnabled(cell) else { return place + "outside the maze · i ends" }
        func at(_ other: Int) -> String { "(\(other % maze.width), \(other / maze.width))" }
        var what: [String] = []
        if fixtures.isChasm(cell) {
            what.append("a chasm, no floor (only flights cross it)")
        } else {
            let ground =
                switch level.terrain[cell] {
                case .floor: "floor"
                case .ice: "ice (slides on)"
                case .mud: "mud (2 moves)"
                }
            what.append(ground)
        }
        if cell == state.position { what.append("you") }
        if cell == level.exit { what.append("the exit E") }
        if let i = level.crates.firstIndex(where: { $0.cell == cell }) {
            let crate = level.crates[i]
            if state.openedCrates[i] {
                what.append("a crate, opened")
            } else if state.isGone(i) {
                what.append("a timed crate, gone")
            } else if let deadline = crate.deadline {
                // By the move count the HUD counts down to: "taken by move 9 (5 left)".
                what.append("a timed crate of \(crate.coins), taken by move \(deadline) (\(deadline - state.movesUsed) left)")
            } else {
                what.append(crate.needsJump ? "a ledge crate of \(crate.coins) (a Jump reaches it)" : "a crate of \(crate.coins)")
            }
        }
        if let i = level.gems.firstIndex(of: cell), !state.foundGems[i] { what.append("a gem") }
        if let twin = fixtures.portal(at: cell) { what.append("a portal to \(at(twin))") }
        if let way = fixtures.belt(at: cell) { what.append("a belt \(arrow(way))") }
        if let slant = fixtures.mirror(at: cell) {
            // Which way it turns a move, said: a tester of session 24 had to learn it by stepping on
            // one, and one of session 34 read "→ turns ↓" where ↓ was walled (a move then stops on it).
            let turns = [Direction.east, .west].map { heading in
                let way = slant.turned(heading)
                return fixtures.step(in: maze, from: cell, way) == nil
                    ? "\(arrow(heading)) stops on it: \(arrow(way)) walled" : "\(arrow(heading)) turns \(arrow(way))"
            }.joined(separator: ", ")
            what.append("a mirror \(glyphs.mirror(slant)) (\(turns))")
        }
        if let landing = fixtures.trapdoor(at: cell) { what.append("a trapdoor to \(at(landing))") }
        if fixtures.trapdoors.contains(where: { $0.landing == cell }) { what.append("a trapdoor's landing") }
        if fixtures.isSpring(cell) { what.append("a spring") }
        if fixtures.key == cell { what.append("the key (taking it opens every door)") }
        for direction in Direction.ordered where level.fixtures.isShutDoor(cell, direction) {
            let side = "door to the \(Self.sideName(direction))"
            what.append(fixtures.isShutDoor(cell, direction) ? "a locked \(side)" : "an open \(side)")
        }
        for tunnel in fixtures.tunnels where tunnel.under(width: maze.width) == cell {
            what.append("a tunnel under it \(arrow(tunnel.direction))\(arrow(tunnel.direction.opposite))")
        }
        var out: [String] = [], inOnly: [String] = []
        for direction in Direction.ordered {
            let mark = arrow(direction)
            if let next = fixtures.step(in: maze, from: cell, direction) {
                // A tunnel's step lands two cells on: it says where.
                out.append(next == cell + direction.dx + direction.dy * maze.width ? mark : "\(mark)tunnel to \(at(next))")
            } else if maze.isOpen(cell, direction), let next = fixtures.flightStep(in: maze, from: cell, direction), fixtures.isChasm(next)
            {
                out.append("\(mark)chasm")
            } else if maze.isOpen(cell, direction), !fixtures.isShutDoor(cell, direction) {
                inOnly.append(mark)  // open, but a gate's wrong way: a way in only
            }
        }
        var line = place + what.joined(separator: ", ")
        line += out.isEmpty ? " · no way out" : " · ways out " + out.joined(separator: " ")
        if !inOnly.isEmpty { line += " · gate, in only " + inOnly.joined(separator: " ") }
        return line + " · i ends"
    }

    /// The side `direction` names, in words: "north", "east", "south", "west".
    static func sideName(_ direction: Direction) -> String {
        switch direction {
        case .north: "north"
        case .east: "east"
        case .south: "south"
        case .west: "west"
        }
    }
}
