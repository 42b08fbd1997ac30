import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The treasuries (docs/rules.md, "Treasuries"): the pinned first one, its key, its fee paid by
/// a try's first move, crates paid once and the avatar of the first win, through the session;
/// their records in the save.
@Suite struct TreasuryTests {
    /// Treasury 1, built once (its seed search is the slowest part of these tests).
    static let one = Treasury.level(1)

    /// A player who has won level 10 and holds `coins`, with treasury 1 opened or not.
    static func progress(coins: Int, opened: Bool, wonTen: Bool = true) -> PlayerProgress {
        var progress = PlayerProgress()
        progress.coins = coins
        progress.unlockedLevel = 11
        if wonTen {
            var ten = LevelRecord(id: 10)
            ten.bestMoves = 40
            ten.stars = 1
            progress.store(ten)
        }
        if opened {
            var record = TreasuryRecord(number: 1)
            record.opened = true
            progress.store(record)
        }
        return progress
    }

    static func session(_ progress: PlayerProgress) -> CampaignSession {
        CampaignSession(progress: progress, levelCount: 100, prices: ShopPrices(jump: 30, demolish: 60)) { _ in nil }
    }

    /// The best plan's way from the start of a try.
    static var bestWay: [Direction] {
        ScoutedPlan(one)!.way(from: GameState(level: one, inventory: Inventory()))!
    }

    // MARK: - The level

    /// The rule of docs/rules.md, pinned: any change to it or to the generator shows up here.
    @Test func theFirstTreasuryIsPinned() {
        #expect(Self.one.id == 0 && Self.one.name == "Treasury 1" && Self.one.spec.name == "Treasury 1")
        #expect((Self.one.spec.width, Self.one.spec.height, Self.one.par, Self.one.budget) == (10, 5, 16, 24))
        #expect(Self.one.crates.count == 6 && Self.one.gems.isEmpty && Self.one.crates.allSatisfy { !$0.needsJump })
        #expect(Self.one.fingerprint == Self.pinnedFingerprint)
        #expect(Treasury.bestHaul(of: Self.one) == 44)
        #expect(Treasury.fee(1) == 25)
        #expect(Treasury.keyPrice(1) == 150 && Treasury.keyPrice(10) == 1_500)
        #expect(PlayField.showsWhole(width: Self.one.spec.width, height: Self.one.spec.height))
    }

    static let pinnedFingerprint = "e2460c012d877ac8"

    /// The game builds the pinned seed and size; the search finds them (all ten are checked by
    /// `mz validate --treasuries` in CI, whose release build searches them in seconds).
    @Test func theFirstTreasurysPinIsWhatItsSearchFinds() {
        let searched = Treasury.searched(1)
        let pin = Treasury.pinned[0]
        #expect((searched.spec.seed, searched.spec.width, searched.spec.height) == (pin.seed, pin.width, pin.height))
        #expect(searched.fingerprint == Self.one.fingerprint && searched.par == Self.one.par && searched.budget == Self.one.budget)
    }

    @Test func theFeeIsThreeFifthsOfTheBestHaulInFives() {
        #expect(Treasury.fee(bestHaul: 44) == 25)
        #expect(Treasury.fee(bestHaul: 114) == 70)
        #expect(Treasury.fee(bestHaul: 0) == 10)
        for haul in 20...400 { #expect(Treasury.fee(bestHaul: haul) < haul && Treasury.fee(bestHaul: haul) % 5 == 0) }
    }

    @Test func everyTreasuryHasItsOwnRareAvatar() {
        let avatars = Treasury.numbers.compactMap(Treasury.avatar(of:))
        #expect(avatars.count == Treasury.count && Set(avatars.map(\.id)).count == Treasury.count && avatars.allSatisfy(\.rare))
    }

    // MARK: - The key

    @Test func aTreasuryOpensOnceForItsKeyAfterItsTenthLevelIsWon() {
        var locked = Self.session(Self.progress(coins: 500, opened: false, wonTen: false))
        #expect(locked.apply(.openTreasury(number: 1)) == [.refused(.treasuryLocked(number: 1, level: 10))])
        #expect(locked.apply(.treasury(number: 1)) == [.refused(.treasuryLocked(number: 1, level: 10))])

        var poor = Self.session(Self.progress(coins: 100, opened: false))
        #expect(poor.apply(.openTreasury(number: 1)) == [.refused(.cannotOpenTreasury(number: 1, price: 150, coins: 100))])
        #expect(poor.apply(.treasury(number: 1)) == [.refused(.treasuryClosed(number: 1, price: 150))])
        #expect(poor.progress.coins == 100 && !poor.progress.isTreasuryOpen(1))

        var session = Self.session(Self.progress(coins: 400, opened: false))
        #expect(session.apply(.openTreasury(number: 1)) == [.openedTreasury(number: 1, price: 150), .save])
        #expect(session.progress.coins == 250 && session.progress.isTreasuryOpen(1))
        #expect(
            session.progress.treasury(1)
                == {
                    var r = TreasuryRecord(number: 1)
                    r.opened = true
                    return r
                }())
        // Open for good: a second key is refused and costs nothing.
        #expect(session.apply(.openTreasury(number: 1)) == [.refused(.cannotOpenTreasury(number: 1, price: 150, coins: 250))])
        #expect(session.progress.coins == 250)
        #expect(session.apply(.openTreasury(number: 2)) == [.refused(.treasuryLocked(number: 2, level: 20))])
    }

    // MARK: - Tries

    @Test func aTryPaysItsFeeWithItsFirstMoveAndLeavingItGivesItUp() throws {
        var session = Self.session(Self.progress(coins: 100, opened: true))
        #expect(session.apply(.treasury(number: 1)) == [.began(level: 0, resumed: false)])
        #expect(session.current?.treasury == TreasuryAttempt(number: 1, fee: 25) && session.progress.coins == 100)
        // Begun again before a move: nothing paid, nothing recorded.
        let restarted = session.apply(.restart)
        #expect(restarted.count == 2 && restarted.last == .began(level: 0, resumed: false))
        #expect(session.progress.coins == 100 && session.progress.treasury(1).tries == 0)

        let first = Self.bestWay[0]
        let events = session.apply(.act(.move(first)))
        #expect(events.dropFirst() == [.paidTreasuryFee(number: 1, fee: 25), .save])
        #expect(session.progress.coins == 75 && session.progress.treasury(1).tries == 1 && session.current?.treasury?.paid == true)
        // The next move pays nothing more.
        #expect(session.apply(.act(.move(Self.bestWay[1]))).count == 1)
        #expect(session.progress.coins == 75)

        // Leaving a paid try gives it up: its fee is spent, nothing is paid, nothing is kept.
        let left = session.apply(.suspend)
        guard case let .finished(finished)? = left.first else {
            Issue.record("leaving a paid try did not end it: \(left)")
            return
        }
        #expect(finished.outcome == .abandoned && finished.settlement == Settlement(outcome: .abandoned))
        #expect(Array(left.dropFirst()).count == 2 && left.last == .save)
        #expect(session.current == nil && session.progress.coins == 75 && !session.progress.treasury(1).isWon)
    }

    /// A try has one undo, for a slip of the key, as a dared try has, and a failed try stays
    /// failed: its fee is at stake (testers of session 33: undo rewound a try without end, and
    /// the fee had "little bite").
    @Test func aTryHasOneUndoForASlipAndAFailedTryStaysFailed() throws {
        var session = Self.session(Self.progress(coins: 100, opened: true))
        _ = session.apply(.treasury(number: 1))
        for direction in Self.bestWay.prefix(2) { _ = session.apply(.act(.move(direction))) }
        #expect(session.apply(.undo) == [.undone(.move(Self.bestWay[1]), reopened: false)])
        #expect(session.current?.inputs.count == 1 && session.current?.allowsUndo == false && session.progress.coins == 75)
        _ = session.apply(.act(.move(Self.bestWay[1])))
        #expect(session.apply(.undo) == [.refused(.treasurySlipUsed)])
        #expect(session.current?.inputs.count == 2)

        // Out of moves, walking to and fro, before any undo: the try ends and is not reopened.
        var failing = Self.session(Self.progress(coins: 100, opened: true))
        _ = failing.apply(.treasury(number: 1))
        let way = Self.bestWay[0]
        var step = 0
        while failing.current != nil && step < 200 {
            _ = failing.apply(.act(.move(step % 2 == 0 ? way : way.opposite)))
            step += 1
        }
        #expect(failing.current == nil && failing.progress.coins == 75)
        #expect(failing.apply(.undo) == [.refused(.treasurySlipUsed)])
        #expect(failing.current == nil)
    }

    @Test func aTryTheCoinsNoLongerCoverIsRefusedAtItsFirstMove() {
        var short = Self.session(Self.progress(coins: 20, opened: true))
        #expect(short.apply(.treasury(number: 1)) == [.refused(.cannotAffordTreasury(number: 1, fee: 25, coins: 20))])
        var session = Self.session(Self.progress(coins: 30, opened: true))
        _ = session.apply(.treasury(number: 1))
        // A hint bought while the try waits for its first move leaves 20 coins.
        #expect(session.apply(.buy(.hint)) == [.bought(.hint, price: 10), .save])
        #expect(session.apply(.act(.move(Self.bestWay[0]))) == [.refused(.cannotAffordTreasury(number: 1, fee: 25, coins: 20))])
        #expect(session.current?.inputs.isEmpty == true && session.progress.coins == 20)
    }

    @Test func aWonTryPaysItsCratesOnceAndTheFirstWinGivesTheAvatar() throws {
        var session = Self.session(Self.progress(coins: 100, opened: true))
        func win() -> FinishedAttempt? {
            _ = session.apply(.treasury(number: 1))
            var last: [SessionEvent] = []
            for direction in Self.bestWay { last = session.apply(.act(.move(direction))) }
            for case let .finished(finished) in last { return finished }
            return nil
        }
        let first = try #require(win())
        let plan = try #require(ScoutedPlan(Self.one))
        #expect(first.outcome == .won && first.scorecard.stars == 3)
        #expect(first.settlement?.crateCoins == 44 && first.settlement?.newCrates == plan.crateIndices.sorted())
        #expect(first.settlement?.newAvatars == ["magpie"] && first.settlement?.firstClear == true)
        // The best haul also pays the key back.
        #expect(first.settlement?.prizeCoins == 150 && first.settlement?.total == 44 + 150)
        #expect(session.progress.coins == 100 - 25 + 44 + 150 && session.progress.avatars.contains("magpie"))
        var won = TreasuryRecord(number: 1)
        won.opened = true
        won.tries = 1
        won.bestMoves = plan.moves
        won.stars = 3
        won.cratesTaken = plan.crateIndices.sorted()
        won.bestHaul = 44
        #expect(session.progress.treasury(1) == won)

        // The same crates again pay nothing: the fee is lost.
        let second = try #require(win())
        #expect(second.settlement?.crateCoins == 0 && second.settlement?.newAvatars == [] && second.settlement?.firstClear == false)
        #expect(second.settlement?.prizeCoins == 0)
        #expect(session.progress.coins == 100 - 25 + 44 + 150 - 25 && session.progress.treasury(1).tries == 2)
    }

    /// The key comes back with the best haul only: a win on the par route (no crate) pays no
    /// prize; the later win that takes the best haul does, once.
    @Test func theKeyComesBackWithTheBestHaulOnly() throws {
        var session = Self.session(Self.progress(coins: 100, opened: true))
        func win(_ way: [Direction]) -> Settlement? {
            _ = session.apply(.treasury(number: 1))
            var last: [SessionEvent] = []
            for direction in way { last = session.apply(.act(.move(direction))) }
            for case let .finished(finished) in last { return finished.settlement }
            return nil
        }
        let parRoute = MoveGraph(Self.one).solve(from: Self.one.start).moves
        let plain = try #require(win(parRoute))
        #expect(plain.outcome == .won && plain.crateCoins == 0 && plain.prizeCoins == 0 && plain.newAvatars == ["magpie"])
        #expect(!session.progress.hasKeyBack(1) && session.progress.coins == 75)
        let best = try #require(win(Self.bestWay))
        #expect(best.crateCoins == 44 && best.prizeCoins == 150 && best.newAvatars == [])
        #expect(session.progress.hasKeyBack(1) && session.progress.coins == 75 - 25 + 44 + 150)
        let again = try #require(win(Self.bestWay))
        #expect(again.crateCoins == 0 && again.prizeCoins == 0)
    }

    @Test func aTrysReplayCarriesTheTreasuryAndReplaysToItsResult() throws {
        var session = Self.session(Self.progress(coins: 100, opened: true))
        _ = session.apply(.treasury(number: 1))
        var replay: Replay?
        for direction in Self.bestWay {
            for case let .record(recorded) in session.apply(.act(.move(direction))) { replay = recorded }
        }
        let recorded = try #require(replay)
        #expect(recorded.level.name == "Treasury 1" && recorded.inventory == Inventory())
        let verdict = try recorded.verify()
        #expect(verdict.divergence == nil)
    }

    // MARK: - The save

    /// Treasury 1 opened, tried `tries` times and won in 18 moves for 2 stars, crates 0 and 4
    /// paid (30 coins).
    static func wonOnce(tries: Int) -> PlayerProgress {
        var progress = progress(coins: 100, opened: true)
        var record = progress.treasury(1)
        record.tries = tries
        record.bestMoves = 18
        record.stars = 2
        record.cratesTaken = [0, 4]
        record.bestHaul = 30
        progress.store(record)
        return progress
    }

    @Test func treasuryRecordsRoundTripThroughTheSave() throws {
        var progress = Self.wonOnce(tries: 3)
        var two = TreasuryRecord(number: 2)
        two.opened = true
        progress.store(two)
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(
            text.contains(
                """
                  "treasuries": [
                    {"number": 1, "opened": true, "tries": 3, "bestMoves": 18, "stars": 2, "cratesTaken": [0, 4], "bestHaul": 30},
                    {"number": 2, "opened": true, "tries": 0, "stars": 0, "cratesTaken": [], "bestHaul": 0}
                  ]
                """))
        #expect(try SaveFile.read(Data(text.utf8)).shipped == progress)
    }

    @Test(arguments: [
        (#""stars": 2"#, #""stars": 0"#, "field 'treasuries[0].stars' must be 1 to 3 for a treasury won"),
        (#""number": 1"#, #""number": 11"#, "field 'treasuries[0].number' must be"),
        (#""opened": true"#, #""opened": false"#, "field 'treasuries[0].opened' is false for a treasury tried"),
        (#""cratesTaken": [0, 4]"#, #""cratesTaken": [4, 0]"#, "field 'treasuries[0].cratesTaken' must be sorted with each crate once"),
    ])
    func damagedTreasuryRecordsAreRefusedNamingTheField(find: String, replace: String, message: String) throws {
        let progress = Self.wonOnce(tries: 1)
        let text = SaveFile.json(SaveDocument(shipped: progress)).replacingOccurrences(of: find, with: replace)
        do {
            _ = try SaveFile.read(Data(text.utf8))
            Issue.record("read a damaged treasury record: \(replace)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func aSaveOfFormatTwelveReadsWithNoTreasuries() throws {
        let text = SaveFile.json(SaveDocument(shipped: Self.progress(coins: 5, opened: false)))
            .replacingOccurrences(of: "\"formatVersion\": 13", with: "\"formatVersion\": 12")
        #expect(try SaveFile.read(Data(text.utf8)).shipped.treasuries == [])
    }
}
