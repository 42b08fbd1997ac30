import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The pause menu: arrows keep it, so a run of arrows typed after a pause walks nothing; and
/// Esc, which testers press "to clear", puts away what is open and never pauses (a tester ended
/// a look with Esc, paused with a second, and typed a way whose first arrow resumed and the rest
/// walked, one step short of the plan, in three dares; two of session 32 met the pause so).
@Suite struct PauseScreenTests {
    static func lastTwoLines(_ app: App) -> [String] {
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.suffix(2).map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    @Test func escPutsAwayTheLookAndThenPausesNothing() throws {
        var app = UI.app(UI.progress(unlocked: 4, coins: 0), opening: .level(4))
        UI.keys(&app, [.character("i"), .escape])
        #expect(Self.lastTwoLines(app)[0] == "Done looking.")
        UI.keys(&app, [.escape])
        #expect(Self.lastTwoLines(app)[0] == "Nothing to put away. p pauses, q quits.")
        let level = try UI.level(4)
        let way = try #require(Direction.allCases.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [InLevelShopTests.key(way)])
        #expect(app.session.current?.state.movesUsed == 1)
    }

    @Test func arrowsKeepThePauseAndMoveNothing() throws {
        var app = UI.app(UI.progress(unlocked: 4, coins: 0), opening: .level(4))
        UI.keys(&app, [.character("p")])
        #expect(Self.lastTwoLines(app)[0].hasPrefix("Paused: level 4 · code MZ"))
        #expect(Self.lastTwoLines(app)[1] == "Esc resume  r restart  ? help  q quit")
        let level = try UI.level(4)
        let way = try #require(Direction.allCases.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [InLevelShopTests.key(way), InLevelShopTests.key(way)])
        #expect(app.session.current?.state.movesUsed == 0)
        #expect(
            Self.lastTwoLines(app) == [
                "Still paused: arrows move nothing here. Esc or p resumes.", "Esc resume  r restart  ? help  q quit",
            ])
        UI.keys(&app, [.escape])
        #expect(Self.lastTwoLines(app)[0] == "Carry on.")
        UI.keys(&app, [InLevelShopTests.key(way)])
        #expect(app.session.current?.state.movesUsed == 1)
    }

    /// Any other key resumes, as before, and does nothing else.
    @Test func anyOtherKeyResumesAndDoesNothingElse() {
        var app = UI.app(UI.progress(unlocked: 4, coins: 0), opening: .level(4))
        UI.keys(&app, [.character("p"), .character("e")])
        #expect(Self.lastTwoLines(app)[0] == "Carry on.")
        #expect(app.session.current?.state.movesUsed == 0)
    }
}
