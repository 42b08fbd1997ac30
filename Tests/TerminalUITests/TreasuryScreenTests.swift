import Foundation
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
            progress.levels.append(record)
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

    /// The title's entry counts the treasuries a key would open as well as those open: a tester
    /// of session 32 found them only after the campaign.
    @Test func theTitleCountsTheTreasuriesToOpen() {
        func entry(_ app: App) -> String? {
            UI.text(app.render(width: 80, height: 24)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.contains("Treasuries") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "<> ")) }
        }
        var app = Self.app(coins: 400, twenty: true)
        #expect(entry(app) == "Treasuries (2 to open)")
        Self.openList(&app)
        UI.keys(&app, [.up, .enter, .character("y"), .escape])
        #expect(app.progress.isTreasuryOpen(1) || app.progress.isTreasuryOpen(2))
        #expect(entry(app) == "Treasuries (1 open, 1 to open)", "\(entry(app) ?? "nil")")
        #expect(entry(Self.app(coins: 0)) == "Treasuries (1 to open)")
    }

    /// The summary of a band's tenth level won offers its treasury (`t`): the key is what the
    /// band's coins are for, and testers found the treasuries only on the title.
    @Test func aWonTenthLevelOffersItsTreasury() throws {
        var context = UI.context()
        context.offersTreasuries = true
        var app = App(context: context, progress: UI.progress(unlocked: 10, coins: 400))
        app.windowSize = (80, 24)
        UI.open(&app, level: 10)
        UI.keys(&app, try UI.solution(10))
        let summary = UI.text(app.render(width: 80, height: 24))
        #expect(summary.contains("Treasury 1 can be opened: a 150-coin key, refunded with its best haul (t)."), "\(summary)")
        #expect(summary.hasSuffix("b best plan  t Treasury 1  l level select  q title"), "\(summary)")
        UI.keys(&app, [.character("t")])
        let list = UI.text(app.render(width: 80, height: 24))
        #expect(list.contains("> Treasury 1  key  150"), "\(list)")
        // Nowhere else: the summary of level 9 has no `t`.
        var other = App(context: context, progress: UI.progress(unlocked: 9))
        other.windowSize = (80, 24)
        UI.open(&other, level: 9)
        UI.keys(&other, try UI.solution(9))
        #expect(!UI.text(other.render(width: 80, height: 24)).contains(" t Treasury"))
        UI.keys(&other, [.character("t")])
        guard case .summary = other.scene else {
            Issue.record("t left the summary of level 9")
            return
        }
    }

    @Test func theListOffersTheKeyThenTheTry() {
        var app = Self.app(coins: 400, twenty: true)
        Self.openList(&app)
        UI.keys(&app, [.up, .enter])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                               Treasuries
                                               Coins 400

                 > Treasury 1  key  150, refunded with the best haul   best haul  44 <
                   Treasury 2  key  300, refunded with the best haul   best haul  69
                   Treasury 3  win level 30 to open it
                   Treasury 4  win level 40 to open it
                   Treasury 5  win level 50 to open it
                   Treasury 6  win level 60 to open it
                   Treasury 7  win level 70 to open it
                   Treasury 8  win level 80 to open it
                   Treasury 9  win level 90 to open it
                   Treasury 10 win level 100 to open it






                  Open Treasury 1 for 150 coins? Refunded with its best haul. [yn] (n)
              A key opens it for good: its best haul refunds it. First win: a rare avatar.
            Each try pays its fee with its first move; a win, the crates it took (each once)
                The best haul is known: the way to it is the puzzle, and each try costs.
            y yes  n or Enter no
            """)
        UI.keys(&app, [.character("y")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
                                               Treasuries
                                               Coins 250

                 > Treasury 1  fee  25   best haul  44   yours   -  not won  Magpie ? <
                   Treasury 2  key  300, refunded with the best haul   best haul  69
                   Treasury 3  win level 30 to open it
                   Treasury 4  win level 40 to open it
                   Treasury 5  win level 50 to open it
                   Treasury 6  win level 60 to open it
                   Treasury 7  win level 70 to open it
                   Treasury 8  win level 80 to open it
                   Treasury 9  win level 90 to open it
                   Treasury 10 win level 100 to open it






                      Treasury 1: 10x5, 6 crates, par 16, budget 24, no power-ups
              A key opens it for good: its best haul refunds it. First win: a rare avatar.
            Each try pays its fee with its first move; a win, the crates it took (each once)
                       Treasury 1 is open for good (150 coins). Enter to try it.
            ↑↓ choose  Enter try  Esc back  ? help
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
            Treasury 1  Moves left 24/24  Par 16
            Coins 50  Fee 25 at first move  Crates 0/6


                     ┌──0─────1─────2─────3─────4─────5──┬──6──┬──7──┬──8─────9──┐
                     0  ┏━━━━━┳━━━━━┳━━━━━┳━━━━━┳━━━━~╸~ │ ~╻~ │ ~11 │ ←┏━━━━━@  0
                     │  ┃     ┃     ┃     ┃     ┃    ~~~ │ ~┃~ │ ~┃~ │  ┃     ┃  │
                     │  ┃     ┃     ┃     ┃     ┃  ┌─────┘  ┃     ┃     ┃     ┃  │
                     1  E  │ $12 │  ┗━━━━━┛  │  ┃  │ $15━━━━┻━━━━━╋━━━━━┻━━━↓%┫% 1
                     │  ┃  │     │           │  ┃  │              ┃          %┃% │
                     │  ┃  └─────┼───────────┘  ┃  ├───────────   ┃  ┌─────┐  ┃  │
                     2  ┗━━━━━┓  │  ┏━━━━━━━━━━━┫  │  ┏━━━━━━━━━━━┫  │ $22 │ %┃% 2
                     │        ┃  │  ┃           ┃  │  ┃           ┃  │  ┃  │ %┃% │
                     ├─────   ┃     ┃  ┌─────   ┃     ┃  ┌─────┐  ┃     ┃     ┃  │
                     3 $10━━━━╋━━━━━┛  │  ┏━━━━━╋━━━━━┛  │  ╻  │  ┣━━━━━╋━━━━━┛  3
                     │        ┃        │  ┃     ┃        │  ┃  │  ┃     ┃        │
                     ├─────   ┃   ─────┤  ┃     ┃   ─────┘  ┃     ┃     ┃   ─────┤
                     4  ╺━━━━━┻━━━━$23 │ %┗%━━━%┻%━━━━━━━━━━┻━━━━━┛  │  ┗━━━━━╸  4
                     │                 │ %%%   %%%                   │           │
                     └──0─────1─────2──┴──3─────4─────5─────6─────7──┴──8─────9──┘


            Treasury 1: best haul 44 (+ key refund). First move pays the fee: 25 coins.
            ←↑↓→ move  i look  e ways  m stops  r restart  p pause  ? help  q quit
            """)
        let level = try #require(app.session.current?.level)
        let way = try #require(ScoutedPlan(level)?.way(from: GameState(level: level, inventory: Inventory())))
        UI.keys(&app, way.map(UI.key))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """



                                    ✦ ✦ ✦  TREASURY COMPLETE  ✦ ✦ ✦

                                               Treasury 1
                                     Moves 24   Par 16   Budget 24
                 Replay it: mz play --code MZ4-18TRR-40DGJ-140NW-825J6-00000-00000-FM0Y
                                              ★★★  3 stars
                                              First clear.
                                Moves: par 16 · with what you took 24 ·
                             with everything 44 moves, over budget · you 24
                       Best plan: 44 coins · you took 44 ✓ planned to perfection

                                 Crates           +44
                                 Prize           +150
                                 Fee              -25
                                 Net             +169   (now 219 coins)
                                           New avatar: Magpie




            Enter treasuries  r new try (25)  q title
            """)
        #expect(app.world.progress.coins == 200 - 150 - 25 + 44 + 150)
    }
}
