import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A window larger than the baseline draws a level that fits it twice as large (play-testers:
/// "a 120×40 window only centres the map"), and a level that fits at 6×3 a cell half again as
/// large at 80×24.
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



                                        ┌───0───────1───────2───┬───3───┐
                                        │         ~~~~~   %%%%% │       │
                                        0   ·     ~~$7~   %%%%% │   @   0
                                        │         ~~~~~   %%%%% │       │
                                        │                ───────┘       │
                                        │       │                       │
                                        1   E   │   ·       ·       ↓   1
                                        │       │                       │
                                        └───0───┴───1───────2───────3───┘




            New here: ice, mud, crates and crates on ice or mud. ? explains every mark.
            ←↑↓→ move  v sketch  i look  m stops  z zoom  r restart  p pause  ? help  q quit
            """)
    }

    /// `z` keeps one size at any window for the rest of the sitting, and `z` again zooms.
    @Test func zTogglesTheZoom() throws {
        var app = UI.app(opening: .practice(try Self.level()))
        let zoomed = UI.text(app.render(width: 90, height: 20))
        UI.keys(&app, [.character("z")])
        let plain = UI.text(app.render(width: 90, height: 20))
        #expect(plain.contains("0 ·  ~$7 %%%│ @ 0\n") && plain.contains("\nNew here: "), "\(plain)")  // the opening tip stays
        UI.keys(&app, [.character("z")])
        #expect(
            UI.text(app.render(width: 90, height: 20)).replacingOccurrences(
                of: "Zoomed in where the window has room (z for one size).",
                with: "New here: ice, mud, crates and crates on ice or mud. ? explains every mark.") == zoomed)
    }

    /// At 80×24 a level that fits at 6×3 a cell is drawn so (walls misread at 4×2 were the
    /// play-testers' first complaint); `z` keeps the base size.
    @Test func theBaselineDrawsALevelThatFitsHalfAgainAsLarge() throws {
        var app = UI.app(opening: .practice(try Self.level()))
        let screen = UI.text(app.render(width: 80, height: 24))
        #expect(screen.contains("┌──0─────1─────2──┬──3──┐\n") && screen.contains("0  ·    ~$7   %%% │  @  0\n"), "\(screen)")
        UI.keys(&app, [.character("z")])
        let plain = UI.text(app.render(width: 80, height: 24))
        #expect(plain.contains("┌─0───1───2─┬─3─┐\n") && plain.contains("0 ·  ~$7 %%%│ @ 0\n"), "\(plain)")
    }

    /// A level of 13 × 7, the campaign's largest, is drawn 6×2 a cell at 80×24: at 6×3 it
    /// would not be seen whole; a wider one keeps the base size.
    @Test func theBaselineDrawsTheTallestLevelsWiderOnly() throws {
        let field = Area(x: 0, y: 0, width: 80, height: 24 - PlayField.hudRows - PlayField.footerRows)
        func canvas(_ width: Int, _ height: Int) -> MazeCanvas {
            let maze = Maze(width: width, height: height)
            return MazeCanvas(
                maze: maze, terrain: Array(repeating: .floor, count: width * height), fixtures: .none, glyphs: UI.context().glyphs)
        }
        #expect(PlayScene.zoom(canvas(13, 6), field: field, window: (80, 24)) == .middle)
        #expect(PlayScene.zoom(canvas(13, 7), field: field, window: (80, 24)) == .wide)
        #expect(PlayScene.zoom(canvas(14, 6), field: field, window: (80, 24)) == nil)
        let large = Area(x: 0, y: 0, width: 120, height: 40 - PlayField.hudRows - PlayField.footerRows)
        #expect(PlayScene.zoom(canvas(12, 6), field: large, window: (120, 40)) == .double)
        #expect(PlayScene.zoom(canvas(14, 9), field: large, window: (120, 40)) == .middle)
    }

    /// The outer wall numbers the columns and rows (their last digit) from the start; `#`
    /// hides the numbers for the sitting and shows them again (testers asked for a ruler).
    @Test func theOuterWallNumbersColumnsAndRowsUntilHashHidesThem() throws {
        var app = UI.app(opening: .practice(try Self.level()))
        let numbered = UI.text(app.render(width: 80, height: 24))
        #expect(numbered.contains("┌──0─────1─────2──┬──3──┐\n") && numbered.contains("1  E  │"), "\(numbered)")
        UI.keys(&app, [.character("#")])
        let plain = UI.text(app.render(width: 80, height: 24))
        #expect(plain.contains("┌─────────────────┬─────┐\n") && plain.contains("│  ·    ~$7   %%% │  @  │\n"), "\(plain)")
        #expect(plain.contains("\nNew here: "))  // the opening tip stays
        UI.keys(&app, [.character("#")])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("┌──0─────1─────2──┬──3──┐\n"))
    }

    @Test func aZoomedCanvasIsTwiceAsLargeWithItsCentresMoved() throws {
        let canvas = MazeCanvas(
            maze: try Self.level().maze, terrain: try Self.level().terrain, fixtures: .none, glyphs: UI.context().glyphs
        ).zoomed(to: .double)
        #expect(canvas.cellSize == .double && canvas.width == 33 && canvas.height == 9)
        #expect(canvas.centre(of: 5, mazeWidth: 4) == (12, 6))
    }
}
