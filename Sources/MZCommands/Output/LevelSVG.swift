import GameEngine
import MazeKit
import TerminalUI

/// `mz level --format svg`: the level as on screen, as a picture. MazeKit's `SVGRenderer` draws
/// the frame and walls; this adds the game's layers: terrain and tunnels under the walls, then
/// gates, portals, belts, mirrors, trapdoors, chasms, springs, doors and the key, then the exit, the start,
/// crates with their coins and gems.
///
/// Colours follow the game's (ice cyan, mud brown-yellow, crates yellow, ledges cyan, gems
/// magenta, exit green) at lightnesses far enough apart to tell in grey, and every item also
/// has its own shape or letter, so a black-and-white print still reads.
enum LevelSVG {
    /// Writes the picture of `level` to `output` in pieces.
    /// - Complexity: O(cells), with O(width) memory besides the level.
    static func write(_ level: Level, cellSize: Int?, to output: (String) -> Void) {
        let maze = level.maze
        let renderer = cellSize.map(SVGRenderer.init(cellSize:)) ?? SVGRenderer(fitting: maze)
        let title = (level.id > 0 ? "Level \(level.id): \(level.name)" : level.name).escapingControlCharacters()
        renderer.writeHeader(of: maze, title: title, to: output)
        terrain(.ice, of: level, fill: "#bfe6f5", to: output)
        terrain(.mud, of: level, fill: "#b4844a", to: output)
        tunnels(of: level, to: output)
        renderer.writeWalls(of: maze, to: output)
        fixtures(of: level, to: output)
        output("<g id=\"items\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n")
        output(
            item(
                "exit", at: level.exit, in: maze,
                shape: "<rect x=\"0.1\" y=\"0.1\" width=\"0.8\" height=\"0.8\" rx=\"0.1\" fill=\"#2e8b3e\"/>",
                label: "E", labelFill: "#fff"))
        output(
            item(
                "start", at: level.start, in: maze,
                shape: "<circle cx=\"0.5\" cy=\"0.5\" r=\"0.38\" fill=\"#1f5fbf\"/>",
                label: "S", labelFill: "#fff"))
        output("<g id=\"crates\">\n")
        for crate in level.crates {
            // A ledge's crate is cyan with a dashed edge: its colour on screen, and a
            // difference that survives a grey print.
            let fill = crate.needsJump ? "#8fd3e6" : "#f4c542"
            let dash = crate.needsJump ? " stroke-dasharray=\"0.12 0.08\"" : ""
            // A timed crate has a red edge, its countdown's colour on screen (its deadline is in
            // `mz level --format json`).
            let edge = crate.deadline == nil ? "#4a3a00" : "#c0392b"
            output(
                item(
                    nil, className: crate.needsJump ? "ledge" : (crate.deadline == nil ? "crate" : "timed"), at: crate.cell, in: maze,
                    shape:
                        "<rect x=\"0.12\" y=\"0.12\" width=\"0.76\" height=\"0.76\" rx=\"0.08\" fill=\"\(fill)\" stroke=\"\(edge)\" stroke-width=\"0.06\"\(dash)/>",
                    label: String(crate.coins), labelFill: "#000"))
        }
        output("</g>\n<g id=\"gems\">\n")
        for gem in level.gems {
            output(
                item(
                    nil, className: "gem", at: gem, in: maze,
                    shape: "<path d=\"M0.5 0.12L0.86 0.5L0.5 0.88L0.14 0.5z\" fill=\"#a03cb4\" stroke=\"#3d0f47\" stroke-width=\"0.06\"/>",
                    label: nil, labelFill: ""))
        }
        output("</g>\n</g>\n")
        renderer.writeFooter(to: output)
    }

    /// The rotation that turns a shape drawn for east toward `direction`, about the cell's middle.
    static func rotation(_ direction: Direction) -> String {
        switch direction {
        case .east: ""
        case .south: " rotate(90 0.5 0.5)"
        case .west: " rotate(180 0.5 0.5)"
        case .north: " rotate(270 0.5 0.5)"
        }
    }

    /// `<g id="tunnels">`, under the walls: each tunnel a grey band from its mouth's middle to
    /// its far end's, with the cell it passes under painted over it in that cell's ground and
    /// the band's edges dashed across it (hidden lines), so the corridor reads on top and the
    /// band goes in under one wall and out under the other.
    /// - Complexity: O(tunnels).
    static func tunnels(of level: Level, to output: (String) -> Void) {
        let tunnels = level.fixtures.tunnels
        guard !tunnels.isEmpty else { return }
        let maze = level.maze
        var text = "<g id=\"tunnels\">\n"
        for tunnel in tunnels {
            let under = tunnel.under(width: maze.width), far = tunnel.far(width: maze.width)
            let ground =
                switch level.terrain[under] {
                case .floor: "#fff"
                case .ice: "#bfe6f5"
                case .mud: "#b4844a"
                }
            text +=
                "<g class=\"tunnel\" data-x=\"\(maze.x(of: tunnel.cell))\" data-y=\"\(maze.y(of: tunnel.cell))\" data-under-x=\"\(maze.x(of: under))\" data-under-y=\"\(maze.y(of: under))\" data-to-x=\"\(maze.x(of: far))\" data-to-y=\"\(maze.y(of: far))\" transform=\"translate(\(maze.x(of: tunnel.cell)) \(maze.y(of: tunnel.cell)))\(rotation(tunnel.direction))\">"
                + "<rect x=\"0.5\" y=\"0.32\" width=\"2\" height=\"0.36\" fill=\"#8a8a8a\"/>"
                + "<rect x=\"1\" y=\"0\" width=\"1\" height=\"1\" fill=\"\(ground)\"/>"
                + "<path d=\"M1 0.32h1M1 0.68h1\" stroke=\"#8a8a8a\" stroke-width=\"0.04\" stroke-dasharray=\"0.1 0.07\"/></g>\n"
        }
        output(text + "</g>\n")
    }

    /// `<g id="fixtures">`, over the walls: `<g id="gates">` (a red arrowhead in each gate's
    /// passage, pointing the one way it is crossed), `<g id="portals">` (a blue ring with the
    /// pair's letter on both cells of each pair, `A`, `B`, … as on screen) and `<g id="belts">`
    /// (two green chevrons the way each belt carries). Each has `data-x`/`data-y` (its cell)
    /// and, for gates and belts, `data-direction`. A level with mirrors adds `<g id="mirrors">`
    /// (a cyan bar along each mirror's slant, `data-slant` `/` or `\\`), and one with trapdoors
    /// `<g id="trapdoors">` (a dark purple square with the trapdoor's number, `1`, `2`, … as on
    /// screen, and on its landing, class `landing`, the number over a purple bar; `data-number`
    /// on both). A level with doors adds `<g id="doors">` (a thick brown bar across each door's
    /// passage, `data-direction` `east` or `south` from its west or north cell) and, when it has
    /// a key, `<g id="key">` (a brown key: a ring and a toothed shaft).
    /// - Complexity: O(fixtures).
    static func fixtures(of level: Level, to output: (String) -> Void) {
        let fixtures = level.fixtures
        guard !fixtures.isEmpty else { return }
        let maze = level.maze
        func group(_ className: String, _ cell: Int, _ direction: Direction?, extra: String = "", _ body: String) -> String {
            let x = maze.x(of: cell), y = maze.y(of: cell)
            let way = direction.map { " data-direction=\"\(LevelJSON.name($0))\"" } ?? ""
            return
                "<g class=\"\(className)\" data-x=\"\(x)\" data-y=\"\(y)\"\(way)\(extra) transform=\"translate(\(x) \(y))\(direction.map(rotation) ?? "")\">\(body)</g>\n"
        }
        var text = "<g id=\"fixtures\">\n<g id=\"gates\">\n"
        for gate in fixtures.gates {
            text += group("gate", gate.cell, gate.direction, "<path d=\"M0.84 0.28L1.16 0.5L0.84 0.72z\" fill=\"#c0392b\"/>")
        }
        text +=
            "</g>\n<g id=\"portals\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n"
        for (i, portal) in fixtures.portals.enumerated() {
            let letter = String(Character(FixtureMarks.portalLetter(i)))
            for cell in [portal.a, portal.b] {
                text += group(
                    "portal", cell, nil, extra: " data-pair=\"\(letter)\"",
                    "<circle cx=\"0.5\" cy=\"0.5\" r=\"0.36\" fill=\"none\" stroke=\"#3a5fcd\" stroke-width=\"0.08\"/><text x=\"0.5\" y=\"0.66\" font-size=\"0.42\" fill=\"#3a5fcd\">\(letter)</text>"
                )
            }
        }
        text += "</g>\n<g id=\"belts\">\n"
        for belt in fixtures.belts {
            text += group(
                "belt", belt.cell, belt.direction,
                "<path d=\"M0.2 0.28L0.42 0.5L0.2 0.72M0.52 0.28L0.74 0.5L0.52 0.72\" fill=\"none\" stroke=\"#2e8b57\" stroke-width=\"0.1\"/>"
            )
        }
        text += "</g>\n"
        if !fixtures.mirrors.isEmpty {
            text += "<g id=\"mirrors\">\n"
            for mirror in fixtures.mirrors {
                let line = mirror.slant == .rising ? "M0.16 0.84L0.84 0.16" : "M0.16 0.16L0.84 0.84"
                text += group(
                    "mirror", mirror.cell, nil, extra: " data-slant=\"\(LevelJSON.slant(mirror.slant))\"",
                    "<path d=\"\(line)\" stroke=\"#1b9bb8\" stroke-width=\"0.12\" stroke-linecap=\"round\"/>")
            }
            text += "</g>\n"
        }
        if !fixtures.trapdoors.isEmpty {
            text +=
                "<g id=\"trapdoors\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n"
            for (i, trapdoor) in fixtures.trapdoors.enumerated() {
                let number = String(Character(FixtureMarks.trapdoorNumber(i)))
                text += group(
                    "trapdoor", trapdoor.cell, nil, extra: " data-number=\"\(number)\"",
                    "<rect x=\"0.16\" y=\"0.16\" width=\"0.68\" height=\"0.68\" fill=\"#4a235a\"/><text x=\"0.5\" y=\"0.66\" font-size=\"0.42\" fill=\"#fff\">\(number)</text>"
                )
                text += group(
                    "landing", trapdoor.landing, nil, extra: " data-number=\"\(number)\"",
                    "<path d=\"M0.2 0.8h0.6\" stroke=\"#8e44ad\" stroke-width=\"0.08\"/><text x=\"0.5\" y=\"0.66\" font-size=\"0.42\" fill=\"#8e44ad\">\(number)</text>"
                )
            }
            text += "</g>\n"
        }
        if !fixtures.chasms.isEmpty {
            text += "<g id=\"chasms\">\n"
            for chasm in fixtures.chasms {
                // No floor: the cell dark, with a lighter rim where its edges fall away.
                text += group(
                    "chasm", chasm.cell, nil,
                    "<rect x=\"0.06\" y=\"0.06\" width=\"0.88\" height=\"0.88\" fill=\"#1b2631\" stroke=\"#5d6d7e\" stroke-width=\"0.06\"/>"
                )
            }
            text += "</g>\n"
        }
        if !fixtures.springs.isEmpty {
            text += "<g id=\"springs\">\n"
            for spring in fixtures.springs {
                // A coil: three turns of a zigzag inside a pad.
                text += group(
                    "spring", spring.cell, nil,
                    "<rect x=\"0.16\" y=\"0.16\" width=\"0.68\" height=\"0.68\" rx=\"0.12\" fill=\"none\" stroke=\"#1e7d32\" stroke-width=\"0.07\"/><path d=\"M0.3 0.7L0.7 0.6L0.3 0.5L0.7 0.4L0.3 0.3\" fill=\"none\" stroke=\"#1e7d32\" stroke-width=\"0.08\" stroke-linejoin=\"round\"/>"
                )
            }
            text += "</g>\n"
        }
        if !fixtures.doors.isEmpty {
            text += "<g id=\"doors\">\n"
            for door in fixtures.doors {
                // Drawn for east: a bar on the line between the cell and the next, across the
                // passage, thicker than a wall and in the key's colour.
                text += group(
                    "door", door.cell, door.direction,
                    "<rect x=\"0.9\" y=\"0.14\" width=\"0.2\" height=\"0.72\" rx=\"0.04\" fill=\"#8b5a2b\" stroke=\"#3e2410\" stroke-width=\"0.04\"/>"
                )
            }
            text += "</g>\n"
            if let key = fixtures.key {
                // A key: a ring, a shaft and two teeth.
                text +=
                    "<g id=\"key\">\n"
                    + group(
                        "key", key, nil,
                        "<circle cx=\"0.3\" cy=\"0.5\" r=\"0.14\" fill=\"none\" stroke=\"#8b5a2b\" stroke-width=\"0.08\"/><path d=\"M0.44 0.5H0.84M0.72 0.5V0.66M0.84 0.5V0.66\" fill=\"none\" stroke=\"#8b5a2b\" stroke-width=\"0.08\"/>"
                    ) + "</g>\n"
            }
        }
        output(text + "</g>\n")
    }

    /// One group per row with the cells of `kind` as merged runs (`M x y h n v1 h-n z`).
    /// - Complexity: O(cells).
    static func terrain(_ kind: Terrain, of level: Level, fill: String, to output: (String) -> Void) {
        let maze = level.maze, w = maze.width
        var text = "<g id=\"\(kind == .ice ? "ice" : "mud")\" fill=\"\(fill)\" shape-rendering=\"crispEdges\">\n"
        for y in 0..<maze.height {
            var row = "", run = -1
            for x in 0...w {
                let isKind = x < w && maze.isEnabled(y * w + x) && level.terrain[y * w + x] == kind
                if isKind {
                    if run < 0 { run = x }
                } else if run >= 0 {
                    row += "M\(run) \(y)h\(x - run)v1h-\(x - run)z"
                    run = -1
                }
            }
            if !row.isEmpty { text += "<path d=\"\(row)\"/>\n" }
        }
        output(text + "</g>\n")
    }

    /// An item: its shape and label in the cell's square, placed by a translation, with the
    /// cell in `data-x`/`data-y` for programs that read the picture.
    static func item(_ id: String?, className: String? = nil, at cell: Int, in maze: Maze, shape: String, label: String?, labelFill: String)
        -> String
    {
        let x = maze.x(of: cell), y = maze.y(of: cell)
        var text = "<g"
        if let id { text += " id=\"\(id)\"" }
        if let className { text += " class=\"\(className)\"" }
        text += " data-x=\"\(x)\" data-y=\"\(y)\" transform=\"translate(\(x) \(y))\">\(shape)"
        if let label {
            // Three digits must fit the square: the font shrinks with the label.
            let size = label.count <= 2 ? "0.46" : "0.34"
            text += "<text x=\"0.5\" y=\"0.66\" font-size=\"\(size)\" fill=\"\(labelFill)\">\(SVGRenderer.escaped(label))</text>"
        }
        return text + "</g>\n"
    }
}
