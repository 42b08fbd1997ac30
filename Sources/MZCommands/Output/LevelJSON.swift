import GameEngine
import MazeKit
import TerminalUI

/// `mz level --format json` (docs/mz.6, COMMANDS): one compact object, keys in a fixed order, every
/// string escaped.
enum LevelJSON {
    /// - Complexity: O(cells).
    static func object(_ level: Level, solution: ParSolution) -> String {
        let maze = level.maze
        func point(_ cell: Int) -> JSONOutput { .array([.int(maze.x(of: cell)), .int(maze.y(of: cell))], .compact) }
        var object = JSONObjectBuilder(layout: .compact)
        object.add("id", level.id)
        object.add("name", level.name)
        object.add("seed", level.spec.seed)
        object.add("width", maze.width)
        object.add("height", maze.height)
        let rows = (0..<maze.height).map { y in (0..<maze.width).map { y * maze.width + $0 } }
        object.add(
            "cells",
            .array(
                rows.map { row in
                    .array(row.map { maze.isEnabled($0) ? .int(Int(maze.passages[$0])) : .null }, .compact)
                }, .compact))
        object.add(
            "terrain",
            .array(
                rows.map { row in
                    .string(String(row.map { maze.isEnabled($0) ? level.terrain[$0].symbol : " " }))
                }, .compact))
        object.add("start", point(level.start))
        object.add("exit", point(level.exit))
        object.add(
            "crates",
            .array(
                level.crates.map { crate in
                    var fields = JSONObjectBuilder(
                        ["x": .int(maze.x(of: crate.cell)), "y": .int(maze.y(of: crate.cell)), "coins": .int(crate.coins)],
                        layout: .compact)
                    // A timed crate's deadline, only on a timed crate (docs/formats.md).
                    if let deadline = crate.deadline { fields.add("deadline", deadline) }
                    return .object(fields)
                }, .compact))
        object.add("gems", .array(level.gems.map(point), .compact))
        // The fixtures (docs/formats.md, "`mz level` output"): each as the cells it joins.
        let fixtures = level.fixtures
        let width = maze.width
        func next(_ cell: Int, _ direction: Direction) -> Int { cell + direction.dx + direction.dy * width }
        object.add(
            "gates",
            .array(
                fixtures.gates.map { gate in
                    .object(JSONObjectBuilder(["from": point(gate.cell), "to": point(next(gate.cell, gate.direction))], layout: .compact))
                }, .compact))
        object.add("portals", .array(fixtures.portals.map { .array([point($0.a), point($0.b)], .compact) }, .compact))
        object.add(
            "belts",
            .array(
                fixtures.belts.map { belt in
                    .object(
                        JSONObjectBuilder(
                            [
                                "x": .int(maze.x(of: belt.cell)), "y": .int(maze.y(of: belt.cell)),
                                "direction": .string(name(belt.direction)),
                            ],
                            layout: .compact))
                }, .compact))
        object.add(
            "tunnels",
            .array(
                fixtures.tunnels.map { tunnel in
                    .object(
                        JSONObjectBuilder(
                            [
                                "from": point(tunnel.cell), "under": point(tunnel.under(width: width)),
                                "to": point(tunnel.far(width: width)),
                            ], layout: .compact))
                }, .compact))
        // Mirrors and trapdoors only when the level has them, so the output of every level
        // without them reads as before they existed.
        if !fixtures.mirrors.isEmpty {
            object.add(
                "mirrors",
                .array(
                    fixtures.mirrors.map { mirror in
                        .object(
                            JSONObjectBuilder(
                                [
                                    "x": .int(maze.x(of: mirror.cell)), "y": .int(maze.y(of: mirror.cell)),
                                    "slant": .string(slant(mirror.slant)),
                                ],
                                layout: .compact))
                    }, .compact))
        }
        if !fixtures.trapdoors.isEmpty {
            object.add(
                "trapdoors",
                .array(
                    fixtures.trapdoors.map { trapdoor in
                        .object(JSONObjectBuilder(["from": point(trapdoor.cell), "to": point(trapdoor.landing)], layout: .compact))
                    }, .compact))
        }
        // Springs likewise, each its cell (`[[3, 1], [5, 2]]`).
        if !fixtures.springs.isEmpty {
            object.add("springs", .array(fixtures.springs.map { point($0.cell) }, .compact))
        }
        if !fixtures.chasms.isEmpty {
            object.add("chasms", .array(fixtures.chasms.map { point($0.cell) }, .compact))
        }
        // Doors and their key likewise: each door its west or north cell and the way to the
        // other (`east` or `south`), as a belt is written; the key its cell.
        if !fixtures.doors.isEmpty {
            object.add(
                "doors",
                .array(
                    fixtures.doors.map { door in
                        .object(
                            JSONObjectBuilder(
                                [
                                    "x": .int(maze.x(of: door.cell)), "y": .int(maze.y(of: door.cell)),
                                    "direction": .string(name(door.direction)),
                                ],
                                layout: .compact))
                    }, .compact))
            if let key = fixtures.key { object.add("key", point(key)) }
        }
        object.add("par", level.par)
        object.add("budget", level.budget)
        object.add("solution", solution.inputs)
        object.add("fingerprint", level.fingerprint)
        return JSONWriter.text(.object(object))
    }

    /// A mirror's slant in the JSON and the SVG, as drawn: `/` or `\\`.
    static func slant(_ slant: Fixtures.Mirror.Slant) -> String {
        switch slant {
        case .rising: "/"
        case .falling: "\\"
        }
    }

    /// A direction's name in the JSON: `north`, `east`, `south` or `west`.
    static func name(_ direction: Direction) -> String {
        switch direction {
        case .north: "north"
        case .east: "east"
        case .south: "south"
        case .west: "west"
        }
    }
}
