import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The play layout against `PlayField`'s arithmetic, which the fit rule of `mz validate`
/// judges by: at 80×24 a maze of 19×9 cells is seen whole, and one a row taller or a column
/// wider is not (its clipped edges are marked).
@Suite struct PlayFieldFitTests {
    static func screen(width: Int, height: Int) throws -> Screen {
        let spec = LevelSpec(id: 0, name: "Fit", seed: 5, width: width, height: height, algorithm: .recursiveBacktracker)
        let app = UI.app(opening: .practice(try LevelBuilder.build(spec)))
        return app.render(width: PlayField.baseline.width, height: PlayField.baseline.height)
    }

    static func marks(_ screen: Screen) -> String {
        String(String.UnicodeScalarView(screen.characters.filter { "◂▸▴▾".unicodeScalars.contains($0) }))
    }

    @Test func theLargestLevelThatFitsIsSeenWholeAndOneLargerIsNot() throws {
        #expect(PlayField.largestWhole == (19, 9))
        #expect(
            PlayField.showsWhole(width: 19, height: 9) && !PlayField.showsWhole(width: 19, height: 10)
                && !PlayField.showsWhole(width: 20, height: 9))
        let whole = try Self.screen(width: 19, height: 9)
        #expect(Self.marks(whole).isEmpty, "\(whole.lines.joined(separator: "\n"))")
        // All 2 × 9 + 1 canvas rows are on screen, between the HUD and the message line, and
        // both outer corners of the maze (the canvas is 77 columns, centred in 80).
        let rows = whole.lines.indices.filter {
            whole.lines[$0].contains("┼") || whole.lines[$0].contains("┌") || whole.lines[$0].contains("└") || whole.lines[$0].contains("├")
        }
        #expect(rows.first == PlayField.hudRows && rows.last == PlayField.hudRows + 18, "\(rows)")
        #expect(
            whole.lines[2].contains("┌") && whole.lines[2].contains("┐") && whole.lines[20].contains("└") && whole.lines[20].contains("┘"))
        let taller = try Self.screen(width: 19, height: 10)
        #expect(Self.marks(taller).contains { $0 == "▴" || $0 == "▾" } && !Self.marks(taller).contains { $0 == "◂" || $0 == "▸" })
        let wider = try Self.screen(width: 20, height: 9)
        #expect(Self.marks(wider).contains { $0 == "◂" || $0 == "▸" } && !Self.marks(wider).contains { $0 == "▴" || $0 == "▾" })
    }
}
