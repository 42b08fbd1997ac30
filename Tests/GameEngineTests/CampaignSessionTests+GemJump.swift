import MazeKit
import Testing

@testable import GameEngine

extension CampaignSessionTests {
    /// A Jump spent on a win that finds a gem for the first time costs nothing: the gem gives
    /// its Jump back (four testers of session 21 took level 13's gem and crate with a Jump and
    /// were told the ✓ needed the Jump's price more). A second win there pays no gem, so the
    /// Jump costs its price again.
    @Test func aJumpAGemGivesBackCostsNothingInTheMark() throws {
        var corridor = level(
            """
            +---+---+---+---+
            | S   *   $   E |
            +---+---+---+---+
            """, budget: 5)
        corridor.id = 1
        var progress = PlayerProgress()
        progress.inventory = Inventory(jumps: 2)
        var session = Self.session(progress, levels: [corridor])
        func won() -> FinishedAttempt? {
            _ = session.apply(.play(level: 1))
            for event in Self.act([.jump(.east)], in: &session) {
                if case let .finished(finished) = event { return finished }
            }
            return nil
        }
        let first = try #require(won())
        #expect(first.outcome == .won && first.plan?.usedPowerUp == true)
        #expect(first.plan?.powerUpsPrice == 0)
        let again = try #require(won())
        #expect(again.plan?.powerUpsPrice == Self.prices.jump)
    }
}
