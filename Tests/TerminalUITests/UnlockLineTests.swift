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
        #expect(arrivals.contains(51) && arrivals.contains(62) && !arrivals.contains { (52..<62).contains($0) })
        #expect(SummaryScene.unlockLine(45, campaign: Self.levels) == "Level 45 unlocked: something new there!")
        #expect(SummaryScene.unlockLine(40, campaign: Self.levels) == "Level 40 unlocked · something new at level 45")
        #expect(SummaryScene.unlockLine(57, campaign: Self.levels) == "Level 57 unlocked · something new at level 62")
        // Six levels off is beyond the horizon.
        #expect(SummaryScene.unlockLine(56, campaign: Self.levels) == "Level 56 unlocked · its question: a ledge")
        #expect(SummaryScene.unlockLine(52, campaign: Self.levels) == "Level 52 unlocked · its question: timed crates")
    }

    /// A fixture level is named by its fixtures ("next: fixtures" meant nothing to a tester).
    @Test func aFixtureLevelIsNamedByItsFixtures() {
        let spec = Self.levels[52]
        #expect(spec.kind == .fixture && spec.id == 53)
        #expect(SummaryScene.unlockLine(53, campaign: Self.levels) == "Level 53 unlocked · its fixtures: tunnels and chasms")
        #expect(CampaignNews.fixtures(of: spec) == ["tunnels", "chasms"])
    }

    /// Past the last arrival, each unlocked level's question.
    @Test func pastTheLastArrivalEveryLineNamesTheQuestion() {
        #expect(SummaryScene.unlockLine(90, campaign: Self.levels) == "Level 90 unlocked · its question: Vault")
        #expect(SummaryScene.unlockLine(100, campaign: Self.levels) == "Level 100 unlocked · its question: Finale")
    }
}
