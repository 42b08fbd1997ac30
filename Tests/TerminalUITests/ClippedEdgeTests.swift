import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A level bigger than the window scrolls with the player, and each edge that cuts the maze
/// off is marked at its middle (issue 21: "bigger practice and custom levels keep scrolling,
/// now with a mark on each clipped edge").
@Suite struct ClippedEdgeTests {
    /// A 40×20 level whose start is mid-maze (the first seed from 1 that has one), so the
    /// view centred on the player cuts the maze off on all four sides.
    static let wide: Level = {
        for seed in UInt64(1)...200 {
            let spec = LevelSpec(id: 0, name: "Wide", seed: seed, width: 40, height: 20, algorithm: .recursiveBacktracker)
            guard let level = try? LevelBuilder.build(spec) else { continue }
            let p = level.point(level.start)
            if (12..<28).contains(p.x) && (6..<14).contains(p.y) { return level }
        }
        preconditionFailure("no seed from 1 to 200 starts mid-maze")
    }()

    static func app(ascii: Bool) throws -> App {
        UI.app(ascii: ascii, opening: .practice(wide))
    }

    @Test(arguments: [false, true])
    func theEdgesThatCutTheMazeOffAreMarked(ascii: Bool) throws {
        let screen = try Self.app(ascii: ascii).render(width: 80, height: 24)
        let marks: [(x: Int, y: Int, glyph: Unicode.Scalar)] =
            ascii
            ? [(0, 12, "<"), (79, 12, ">"), (40, 2, "^"), (40, 21, "v")] : [(0, 12, "◂"), (79, 12, "▸"), (40, 2, "▴"), (40, 21, "▾")]
        // The player starts mid-maze, so the maze (161×41 in a field of 80×20, rows 2–21) is
        // cut off on all four sides.
        for mark in marks {
            #expect(screen.characters[mark.y * 80 + mark.x] == mark.glyph, "\(mark.glyph)\n\(screen.lines.joined(separator: "\n"))")
            #expect(screen.style(mark.x, mark.y) == Style(bold: true, reverse: true))
        }
        // The whole level (o) is not cut off: no marks.
        var whole = try Self.app(ascii: ascii)
        UI.keys(&whole, [.character("o")])
        let overview = whole.render(width: 80, height: 24)
        for mark in marks { #expect(overview.characters[mark.y * 80 + mark.x] != mark.glyph) }
    }

    /// A level that fits has no marks.
    @Test func aLevelThatFitsHasNoMarks() throws {
        let screen = UI.app(opening: .level(1)).render(width: 80, height: 24)
        #expect(!screen.lines.joined().contains { "◂▸▴▾".contains($0) })
    }
}
