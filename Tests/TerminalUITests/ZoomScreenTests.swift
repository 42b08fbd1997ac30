import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A window larger than the baseline draws a level that fits it twice as large (play-testers:
/// "a 120×40 window only centres the map"); at 80×24 every level keeps one size.
@Suite struct ZoomScreenTests {
    /// A 4×2 level with ice, mud and a crate on ice.
    static func level() throws -> Level {
        var spec = LevelSpec(id: 0, name: "Zoom", seed: 3, width: 4, height: 2, algorithm: .recursiveBacktracker)
        spec.crates = 0
        var level = try LevelBuilder.build(spec)
        level.terrain[1] = .ice
        level.terrain[2] = .mud
        level.crates = [Crate(cell: 1, coins: 7)]
        return level
    }

    @Test func aLargerWindowDrawsTheLevelTwiceAsLarge() throws {
        let app = UI.app(opening: .practice(try Self.level()))
        UI.expectScreen(
            app.render(width: 90, height: 20),
            """
            Practice: Zoom  Moves left 9/9  Par 6
            Crates 0/1  Jump 0  Demolish 0



                                        ┌───────────────────────┬───────┐
                                        │        ~~~~~~~ %%%%%%%│       │
                                        │   ·    ~~~$7~~ %%%%%%%│   @   │
                                        │        ~~~~~~~ %%%%%%%│       │
                                        │                ───────┘       │
                                        │       │                       │
                                        │   E   │   ·       ·       ↓   │
                                        │       │                       │
                                        └───────┴───────────────────────┘




            New here: ice, mud, crates and crates on ice or mud. ? explains every mark.
            ←↑↓→ move  m stops  z zoom  r restart  p pause  ? help  q quit
            """)
    }

    /// `z` keeps one size at any window for the rest of the sitting, and `z` again zooms.
    @Test func zTogglesTheZoom() throws {
        var app = UI.app(opening: .practice(try Self.level()))
        let zoomed = UI.text(app.render(width: 90, height: 20))
        UI.keys(&app, [.character("z")])
        let plain = UI.text(app.render(width: 90, height: 20))
        #expect(plain.contains("│ ·  ~$7 %%%│ @ │\n") && plain.contains("\nOne size at any window (z zooms in).\n"), "\(plain)")
        UI.keys(&app, [.character("z")])
        #expect(
            UI.text(app.render(width: 90, height: 20)).replacingOccurrences(
                of: "Zoomed in where the window has room (z for one size).",
                with: "New here: ice, mud, crates and crates on ice or mud. ? explains every mark.") == zoomed)
    }

    @Test func theBaselineKeepsOneSize() throws {
        let app = UI.app(opening: .practice(try Self.level()))
        let screen = UI.text(app.render(width: 80, height: 24))
        #expect(screen.contains("┌───────────┬───┐\n") && screen.contains("│ ·  ~$7 %%%│ @ │\n"), "\(screen)")
    }

    @Test func aZoomedCanvasIsTwiceAsLargeWithItsCentresMoved() throws {
        let canvas = MazeCanvas(
            maze: try Self.level().maze, terrain: try Self.level().terrain, fixtures: .none, glyphs: UI.context().glyphs
        ).zoomed()
        #expect(canvas.zoom == 2 && canvas.width == 33 && canvas.height == 9)
        #expect(canvas.centre(of: 5, mazeWidth: 4) == (12, 6))
    }
}
