import GameEngine
import Testing

/// Where the campaign brings something new, read from the specs (the summary's "something new
/// at level N").
@Suite struct CampaignNewsTests {
    @Test func theShippedCampaignsArrivalsAreTheBlueprints() {
        let levels = CampaignTests.campaign.levels
        typealias A = CampaignBlueprint.Arrival
        #expect(
            CampaignNews.arrivals(in: levels) == [
                A.loops, A.ice, A.crates, A.mud, A.gems, A.gates, A.portals, A.timed, A.ledges, A.doors, A.springs, A.belts, A.chasms,
                A.tunnels,
                A.mirrors, A.trapdoors,
            ])
        #expect(CampaignNews.nextArrival(after: 27, in: levels) == A.doors)
        #expect(CampaignNews.nextArrival(after: A.doors, in: levels) == A.springs)
        #expect(CampaignNews.nextArrival(after: 38, in: levels) == A.belts)
        #expect(CampaignNews.nextArrival(after: A.belts, in: levels) == A.chasms)
        #expect(CampaignNews.nextArrival(after: A.trapdoors, in: levels) == nil)
    }

    @Test func aLevelAddsNewsOnlyForWhatNoEarlierLevelHeld() {
        func spec(_ id: Int, crates: Int = 0, belts: Int = 0, mud: Double = 0) -> LevelSpec {
            var spec = LevelSpec(id: id, name: "", seed: 1, width: 4, height: 3, algorithm: .recursiveBacktracker)
            spec.crates = crates
            spec.belts = belts
            spec.mud = mud
            return spec
        }
        let levels = [spec(1, crates: 1), spec(2, crates: 2), spec(3, crates: 1, mud: 0.1), spec(4, mud: 0.2), spec(5, belts: 3)]
        #expect(CampaignNews.arrivals(in: levels) == [3, 5])
        #expect(CampaignNews.arrivals(in: []) == [])
    }
}
