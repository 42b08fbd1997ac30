import GameEngine

extension App {
    /// The frame for a terminal of `width × height`.
    public func render(width: Int, height: Int) -> Screen {
        var screen = Screen(width: width, height: height)
        guard width >= App.minimumSize.width, height >= App.minimumSize.height else {
            let message = "resize to at least \(App.minimumSize.width)x\(App.minimumSize.height) (now \(width)x\(height))"
            if height > 0 {
                // How to leave from here, and a notice (a save that failed) that would be lost.
                let lines =
                    message.wrapped(toWidth: max(8, width)) + ["q or Ctrl-C quits"]
                    + (notice.map { [""] + $0.wrapped(toWidth: max(8, width), between: ". ") } ?? [])
                for (i, line) in lines.enumerated() { screen.centered(max(0, height / 2 - lines.count / 2) + i, line, Style(bold: true)) }
            }
            return screen
        }
        var world = world
        world.windowSize = (width, height)
        scene.render(into: &screen, area: Area(x: 0, y: 0, width: width, height: height - PlayField.keyBarRows), world: world)
        screen.text(
            0, height - PlayField.keyBarRows, KeyBar.text(scene.keyBar(in: world), width: width, ascii: context.glyphs.ascii),
            Style(dim: true))
        if let notice {
            // A notice is often a sentence about a file (a save that failed): wrapped, never cut,
            // and between sentences where they fit.
            var lines = notice.wrapped(toWidth: max(10, width - 2), between: ". ")
            if lines.count > max(1, height / 3) {
                lines = Array(lines.prefix(max(1, height / 3)))
                lines[lines.count - 1] = String(lines[lines.count - 1].prefix(max(1, width - 3))) + "…"
            }
            let top = height - 1 - lines.count
            screen.fill(x: 0, y: top, width: width, height: lines.count)
            for (i, line) in lines.enumerated() {
                screen.centered(top + i, line, Style(bold: true, reverse: true))
            }
        }
        return screen
    }
}

extension String {
    /// The text broken into lines of at most `width` characters between the pieces `separator`
    /// divides it into (sentences at `". "`, the parts of a summary at `" · "`), a line that
    /// breaks ending with the separator's mark (`.`, `·`); a piece wider than a line is broken
    /// at spaces.
    func wrapped(toWidth width: Int, between separator: String) -> [String] {
        let pieces = split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        let mark = String(separator.reversed().drop { $0 == " " }.reversed())
        var lines: [String] = []
        var line = ""
        for (i, piece) in pieces.enumerated() {
            let tail = i < pieces.count - 1 ? mark : ""
            let joined = line.isEmpty ? piece : line + separator + piece
            if (joined + tail).count <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line + mark) }
            let parts = piece.wrapped(toWidth: max(1, width - tail.count))
            lines += parts.dropLast()
            line = parts.last ?? ""
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The text broken into lines of at most `width` characters at spaces (a word longer than
    /// the width is cut into pieces).
    func wrapped(toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
