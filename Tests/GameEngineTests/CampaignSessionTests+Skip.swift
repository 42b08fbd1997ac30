import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// Skipping the furthest level open for coins (`SessionIntent.skip`, docs/rules.md, "Skipping a
/// level"): the next level opens and begins, and the one skipped waits, open and not won.
extension CampaignSessionTests {
    /// A session of a 100-level campaign whose levels 11 to 14 are the dare's spur, with
    /// `coins` and levels open up to `unlocked`.
    static func skipping(coins: Int = 500, unlocked: Int = 12) -> CampaignSession {
        var progress = Self.progress(coins: coins)
        progress.unlockedLevel = unlocked
        return Self.session(progress, levels: (9...14).map { Self.spur(id: $0) }, levelCount: 100)
    }

    @Test func aSkipPaysTenCoinsALevelAndBeginsTheNext() throws {
        #expect(Economy.skipPrice(of: 11) == 110 && Economy.skipPrice(of: 45) == 450 && Economy.skipPrice(of: 99) == 990)
        var session = Self.skipping()
        _ = session.apply(.play(level: 12))
        #expect(session.isSkippable(12))
        let events = session.apply(.skip(level: 12))
        #expect(events.contains(.skipped(level: 12, price: 120)))
        #expect(events.last == .began(level: 13, resumed: false))
        #expect(session.progress.coins == 380 && session.progress.unlockedLevel == 13)
        #expect(session.current?.level.id == 13)
        // The level skipped stays open, not won, and waits: continuing goes on from the next.
        #expect(session.progress.isUnlocked(12) && session.progress.record(12).bestMoves == nil)
        _ = session.apply(.suspend)
        #expect(session.nextLevel == 13)
        // Won later, it pays as any first win, and the campaign goes on where it was.
        _ = session.apply(.play(level: 12))
        let won = try #require(Self.finished(Self.act(Self.spurPlan, in: &session)))
        #expect(won.outcome == .won && (won.settlement?.total ?? 0) > 0)
        #expect(session.progress.unlockedLevel == 13 && session.nextLevel == 13)
    }

    @Test func onlyTheFurthestLevelOpenFromElevenNotWonNorTheLastIsSkipped() throws {
        var session = Self.skipping(unlocked: 12)
        #expect(session.apply(.skip(level: 11)) == [.refused(.notSkippable(level: 11))])
        #expect(session.apply(.skip(level: 13)) == [.refused(.notSkippable(level: 13))])
        var early = Self.skipping(unlocked: 10)
        #expect(!early.isSkippable(10) && early.apply(.skip(level: 10)) == [.refused(.notSkippable(level: 10))])
        var last = Self.skipping(unlocked: 100)
        #expect(!last.isSkippable(100) && last.apply(.skip(level: 100)) == [.refused(.notSkippable(level: 100))])
        // Won (a save can hold a won furthest level: the last, or one rebuilt), it is not skipped.
        var won = Self.skipping(unlocked: 12)
        _ = won.apply(.play(level: 12))
        _ = Self.act(Self.spurPlan, in: &won)
        var progress = won.progress
        progress.unlockedLevel = 12
        var wonFurthest = Self.session(progress, levels: [Self.spur(id: 12)], levelCount: 100)
        #expect(wonFurthest.apply(.skip(level: 12)) == [.refused(.notSkippable(level: 12))])
        // Too few coins: refused, nothing changes.
        var poor = Self.skipping(coins: 119)
        #expect(poor.apply(.skip(level: 12)) == [.refused(.cannotAffordSkip(price: 120, coins: 119))])
        #expect(poor.progress.coins == 119 && poor.progress.unlockedLevel == 12)
        // Nor is it refused for the level on screen being another: the furthest is skipped.
        #expect(session.progress.coins == 500 && session.progress.unlockedLevel == 12)
    }

    /// Skipping a level under way gives its attempt up as leaving would: a dare on it is lost.
    @Test func aSkipGivesTheAttemptUpAndItsDare() throws {
        var session = Self.skipping(unlocked: 12)
        _ = session.apply(.play(level: 12))
        #expect(session.apply(.dare) == [.dared(stake: 15), .save])
        _ = Self.act([.move(.south)], in: &session)
        let events = session.apply(.skip(level: 12))
        let given = try #require(Self.finished(events))
        #expect(given.outcome == .abandoned && given.dare?.won == false)
        #expect(session.progress.coins == 500 - 15 - 120 && session.progress.ledger.last?.outcome == .abandoned)
        #expect(session.current?.level.id == 13 && session.progress.attempt?.level == 13)
    }
}
