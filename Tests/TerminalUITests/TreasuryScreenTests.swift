import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// The treasuries on screen at 80×24: the title's entry, the list with its key question, a try
/// whose HUD says the fee, and the summary's net.
@Suite struct TreasuryScreenTests {
    /// A player who has won level 10 (and 20, with `twenty`), holding `coins`.
    static func app(coins: Int, twenty: Bool = false) -> App {
        var progress = PlayerProgress()
        progress.coins = coins
        progress.unlockedLevel = twenty ? 21 : 11
        for id in twenty ? [10, 20] : [10] {
            var record = LevelRecord(id: id)
            record.bestMoves = 40
            record.stars = 2
            progress.store(record)
        }
        var context = UI.context()
        context.offersTreasuries = true
        var app = App(context: context, progress: progress)
        app.windowSize = (80, 24)
        return app
    }

    /// From the title: down to "Treasuries" (the fourth item without a clock), Enter.
    static func openList(_ app: inout App) {
        UI.keys(&app, [.down, .down, .enter])
    }

    @Test func theListOffersTheKeyThenTheTry() {
        var app = Self.app(coins: 400, twenty: true)
        Self.openList(&app)
        UI.keys(&app, [.up, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            """)
        UI.keys(&app, [.character("y")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            """)
        #expect(app.world.progress.coins == 250 && app.world.progress.isTreasuryOpen(1))
    }

    @Test func aWonTryShowsTheFeeAndTheNet() throws {
        var app = Self.app(coins: 200)
        Self.openList(&app)
        UI.keys(&app, [.enter, .character("y"), .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            """)
        let level = try #require(app.session.current?.level)
        let way = try #require(ScoutedPlan(level)?.way(from: GameState(level: level, inventory: Inventory())))
        UI.keys(&app, way.map(UI.key))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            """)
        #expect(app.world.progress.coins == 200 - 150 - 25 + 44)
    }
}
