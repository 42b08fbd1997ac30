import GameEngine
import Testing

@testable import TerminalUI

/// The summary's unlock line counts down to the next new thing only when it is near
/// (`SummaryScene.newsHorizon`); further off it names the unlocked level's question, since two
/// testers of session 20 stopped at level 40 counting down "eleven more levels of nothing new".
@Suite struct UnlockLineTests {
    static let levels = UI.campaign.levels

    @Test func aNearArrivalIsCountedDownAndAFarOneIsNot() {
        let arrivals = CampaignNews.arrivals(in: Self.levels)
        #expect(arrivals.contains(39) && arrivals.contains(51) && !arrivals.contains { (41..<51).contains($0) })
        #expect(SummaryScene.unlockLine(39, campaign: Self.levels) == "Level 39 unlocked: something new there!")
        #expect(SummaryScene.unlockLine(35, campaign: Self.levels) == "Level 35 unlocked · something new at level 39")
        #expect(SummaryScene.unlockLine(34, campaign: Self.levels) == "Level 34 unlocked · something new at level 39")
        #expect(SummaryScene.unlockLine(41, campaign: Self.levels) == "Level 41 unlocked · next: one Jump")
        #expect(SummaryScene.unlockLine(40, campaign: Self.levels) == "Level 40 unlocked · next: Gauntlet")
        #expect(SummaryScene.unlockLine(46, campaign: Self.levels) == "Level 46 unlocked · something new at level 51")
        // Six levels off is beyond the horizon.
        #expect(SummaryScene.unlockLine(45, campaign: Self.levels) == "Level 45 unlocked · next: a gem or crates")
    }

    /// A fixture level is named by its fixtures ("next: fixtures" meant nothing to a tester).
    @Test func aFixtureLevelIsNamedByItsFixtures() {
        let spec = Self.levels[42]
        #expect(spec.kind == .fixture && spec.id == 43)
        #expect(SummaryScene.unlockLine(43, campaign: Self.levels) == "Level 43 unlocked · next: belts and springs")
        #expect(CampaignNews.fixtures(of: spec) == ["belts", "springs"])
    }

    /// Past the last arrival, each unlocked level's question.
    @Test func pastTheLastArrivalEveryLineNamesTheQuestion() {
        #expect(SummaryScene.unlockLine(90, campaign: Self.levels) == "Level 90 unlocked · next: Vault")
        #expect(SummaryScene.unlockLine(100, campaign: Self.levels) == "Level 100 unlocked · next: Finale")
    }
}
