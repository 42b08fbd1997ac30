import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The Time power-up (docs/rules.md, "Power-ups"): ten more moves for one attempt, bought in
/// the shop, used with `T`, never cashed in; and what it changes in the trap rule, the
/// scorecard, the settlement, replays, saves and levels files.
@Suite struct TimeTests {
    /// Par 1 (south), budget 4. A crate of 5 coins at the end of the top row: its run is three
    /// east, three back and south, 7 moves, over the budget and within it plus a Time's 10.
    static let corridor = """
        +---+---+---+---+
        | S           $ |
        +   +---+---+---+
        | E |           |
        +---+---+---+---+
        """
    static let crateRun: [Action] = [.move(.east), .move(.east), .move(.east), .move(.west), .move(.west), .move(.west), .move(.south)]

    static func corridorLevel(id: Int = 1) -> Level {
        var l = level(corridor, budget: 4)
        l.id = id
        return l
    }

    @Test func aTimeAddsItsMovesToThisAttempt() {
        var state = GameState(level: Self.corridorLevel(), inventory: Inventory(jumps: 1, times: 1))
        var expected = Snapshot(state)
        #expect(Economy.timeMoves(for: state.level) == 10 && state.movesLeft == 4)
        #expect(state.apply(.addTime) == [.timeAdded(moves: 10)])
        expected.inventory = Inventory(jumps: 1)
        expected.extraMoves = 10
        #expect(Snapshot(state) == expected)
        #expect(state.budget == 14 && state.movesLeft == 14 && state.level.budget == 4)
        for action in Self.crateRun.dropLast() { state.apply(action) }
        #expect(state.apply(.move(.south)) == [.moved(direction: .south, path: [4], cost: 1), .exitReached(movesUsed: 7)])
        expected.position = 4
        expected.movesUsed = 7
        expected.status = .won
        expected.openedCrates = [true]
        #expect(Snapshot(state) == expected)
    }

    @Test func withoutATimeItIsRefusedAndNothingChanges() {
        var state = GameState(level: Self.corridorLevel(), inventory: Inventory(jumps: 2, demolishes: 1))
        let before = Snapshot(state)
        #expect(state.apply(.addTime) == [.refused(.addTime, .noPowerUp)])
        #expect(Snapshot(state) == before)
    }

    @Test func oneTimeAnAttemptAndTheAttemptFailsAtItsOwnBudget() {
        var state = GameState(level: Self.corridorLevel(), inventory: Inventory(times: 2))
        state.apply(.addTime)
        // A second is refused: one Time an attempt (docs/rules.md, "Power-ups").
        let before = Snapshot(state)
        #expect(state.apply(.addTime) == [.refused(.addTime, .timeAlreadyUsed)])
        #expect(Snapshot(state) == before)
        #expect(state.extraMoves == 10 && state.movesLeft == 14 && state.inventory == Inventory(times: 1))
        // East and back seven times: the 14th move spends the last move away from the exit.
        var events: [Event] = []
        for _ in 0..<7 {
            events = state.apply(.move(.east))
            if state.status == .failed { break }
            events = state.apply(.move(.west))
        }
        #expect(events.last == .outOfMoves && state.status == .failed && state.movesUsed == 14 && state.movesLeft == 0)
    }

    /// Near the largest budget a level may have, a Time adds what room is left; at it, nothing
    /// is spent for nothing.
    @Test func aTimeNeverTakesTheBudgetPastTheLargest() {
        let near = level(Self.corridor, budget: LevelFile.maximumBudget - 4)
        #expect(Economy.timeMoves(for: near) == 4)
        var full = GameState(level: level(Self.corridor, budget: LevelFile.maximumBudget), inventory: Inventory(times: 1))
        let before = Snapshot(full)
        #expect(full.apply(.addTime) == [.refused(.addTime, .budgetFull)])
        #expect(Snapshot(full) == before)
    }

    @Test func aRestartKeepsTheTimeUsedAndTakesItsMovesAway() {
        var state = GameState(level: Self.corridorLevel(), inventory: Inventory(times: 1))
        state.apply(.addTime)
        state.apply(.move(.east))
        #expect(state.apply(.restart) == [.restarted])
        #expect(state.extraMoves == 0 && state.movesLeft == 4 && state.inventory == Inventory() && state.movesUsed == 0)
    }

    @Test func aTimeInHandKeepsTheAttemptFromBeingTrapped() {
        // Three east: 1 move left, the exit 4 away.
        var bare = GameState(level: Self.corridorLevel())
        var timed = GameState(level: Self.corridorLevel(), inventory: Inventory(times: 1))
        for _ in 0..<3 {
            bare.apply(.move(.east))
            timed.apply(.move(.east))
        }
        #expect(bare.isTrapped && bare.movesToExit == 4 && bare.movesLeft == 1)
        #expect(!timed.isTrapped && timed.movesInHand == 10)
        timed.apply(.addTime)
        #expect(!timed.isTrapped && timed.movesLeft == 11)
    }

    /// Its moves past the budget pay nothing: the crate run with a Time pays the crate (7 moves
    /// is the crate's item par), no cash-in, no perfect bonus and at most two stars.
    @Test func aWinPastTheBudgetPaysItsCratesAndNoCashIn() {
        let level = Self.corridorLevel()
        var state = GameState(level: level, inventory: Inventory(times: 1))
        for action in [.addTime] + Self.crateRun { state.apply(action) }
        let card = Scorecard(state)
        #expect(
            card
                == Scorecard(
                    outcome: .won, movesUsed: 7, movesCounted: 7, par: 1, budget: 4, assisted: false, itemPar: 7, treasurePar: 7,
                    stars: 2, shortfall: nil))
        var progress = PlayerProgress()
        progress.inventory = Inventory(times: 1)
        let settlement = progress.finish(state, levelCount: 2)
        #expect(
            settlement
                == Settlement(
                    outcome: .won, crateCoins: 5, newCrates: [0], cashIn: 0, perfectBonus: 0, unlockedLevel: 2,
                    firstClear: true))
        #expect(progress.record(1).bestMoves == 7 && progress.record(1).stars == 2 && progress.inventory == Inventory())
    }

    /// A par player gains nothing by a Time: on the par route it pays the unused moves of the
    /// level's own budget, as without one, and loses the perfect bonus and the third star.
    @Test func onTheParRouteATimePaysNothingMore() {
        let level = Self.corridorLevel()
        var timed = GameState(level: level, inventory: Inventory(times: 1))
        timed.apply(.addTime)
        timed.apply(.move(.south))
        var bare = GameState(level: level)
        bare.apply(.move(.south))
        var a = PlayerProgress(), b = PlayerProgress()
        var expected = b.finish(bare, levelCount: 2)
        expected.perfectBonus = 0
        #expect(a.finish(timed, levelCount: 2) == expected)
        #expect(a.coins == (4 - 1) / 2 && b.coins == a.coins + Economy.perfectBonus)
    }

    /// The crate sits behind a wall beside the exit: on foot 13 moves (over the budget of 7),
    /// through the wall 7. Its item par (13) is past the budget, which once made the whole
    /// budget count as perfect: three stars and the bonus through a demolished wall.
    static let walledCrate = """
        +---+---+---+---+
        | S   E | $     |
        +   +---+---+   +
        |               |
        +---+---+---+---+
        """

    @Test func aWinThroughADemolishedWallIsOneStarWithNoBonusWhateverItTook() {
        var l = level(Self.walledCrate, budget: 7)
        l.id = 1
        var state = GameState(level: l, inventory: Inventory(demolishes: 1))
        for action in [Action.move(.south), .move(.east), .move(.east), .move(.east), .move(.north), .move(.west), .demolish(.west)] {
            state.apply(action)
        }
        #expect(state.apply(.move(.west)).last == .exitReached(movesUsed: 7))
        let card = Scorecard(state)
        #expect(card.assisted && card.itemPar == 13 && card.movesCounted == 7 && card.stars == 1)
        var progress = PlayerProgress()
        let settlement = progress.finish(state, levelCount: 2)
        #expect(settlement.crateCoins == 5 && settlement.cashIn == 0 && settlement.perfectBonus == 0)
        #expect(progress.record(1).stars == 1 && !progress.record(1).perfectBonusPaid)
    }

    /// With a Time used too, a win through a wall counts the attempt's whole budget, Time's moves included.
    @Test func throughAWallWithATimeTheWholeBudgetIncludesItsMoves() {
        var state = GameState(level: Self.corridorLevel(), inventory: Inventory(demolishes: 1, times: 1))
        state.apply(.addTime)
        state.apply(.demolish(.east))  // no wall east of the start: refused
        #expect(state.inventory.demolishes == 1)
        state.apply(.move(.east))
        #expect(state.apply(.demolish(.south)) == [.wallDemolished(cell: 1, direction: .south)])
        state.apply(.move(.west))
        state.apply(.move(.south))
        #expect(state.status == .won && state.movesUsed == 3 && state.demolishedAWall)
        #expect(Economy.movesCounted(state) == 14 && Scorecard(state).stars == 1)
    }

    // MARK: - Replays, saves, levels files

    @Test func theNotationIsTAndAReplayWithATimeVerifies() throws {
        #expect(try Inputs.parse("T rrr lll d") == [.addTime] + Self.crateRun)
        #expect(Inputs.format([.addTime] + Self.crateRun) == "Trrrllld")
        let level = try LevelBuilder.build(LevelSpec(id: 0, name: "Seed 77", seed: 77, width: 8, height: 5, algorithm: .wilson))
        let inputs = [Action.addTime] + ReplayTests.solution(level, from: GameState(level: level))
        let replay = Replay.record(level: level, inventory: Inventory(times: 1), inputs: inputs)
        #expect(replay.result.outcome == .won && replay.result.movesUsed == level.par)
        let text = replay.json
        #expect(text.contains(#""inventory": {"jumps": 0, "demolishes": 0, "times": 1}"#) && text.contains(#""inputs": "T"#))
        let read = try Replay(data: Data(text.utf8))
        #expect(read.inventory == Inventory(times: 1) && read.inputs == inputs)
        let verdict = try read.verify()
        #expect(verdict.matches, "\(verdict)")
        // Without the Time in hand the first input is refused: the replay diverges there.
        var edited = read
        edited.inventory = Inventory()
        let diverged = try edited.verify()
        #expect(diverged.divergence?.description.contains("input 1") == true, "\(String(describing: diverged.divergence))")
    }

    /// A state without Time hashes as before Time existed, so every recorded replay still
    /// verifies; a Time in hand, or its moves added, changes the hash.
    @Test func theStateHashTakesTimeOnlyWhenThereIsSome() {
        let level = Self.corridorLevel()
        let bare = GameState(level: level), holding = GameState(level: level, inventory: Inventory(times: 1))
        var used = holding
        used.apply(.addTime)
        #expect(Set([bare.stateHash, holding.stateHash, used.stateHash]).count == 3)
        #expect(!Replay.record(level: level, inventory: Inventory(), inputs: [.move(.south)]).json.contains("times"))
    }

    @Test func aSaveKeepsTimesAndLeavesThemOutAtZero() throws {
        var progress = PlayerProgress()
        progress.inventory = Inventory(jumps: 1, times: 2)
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(text.contains(#""inventory": {"jumps": 1, "demolishes": 0, "times": 2}"#))
        #expect(try SaveFile.read(Data(text.utf8)).shipped.inventory == Inventory(jumps: 1, times: 2))
        #expect(!SaveFile.json(SaveDocument()).contains("times"))
        let tooMany = text.replacingOccurrences(of: #""times": 2"#, with: #""times": -1"#)
        #expect(throws: SaveError.self) { try SaveFile.read(Data(tooMany.utf8)) }
    }

    @Test func aLevelsFileMayPriceTimeAndOneWithoutItReadsAsBefore() throws {
        let good = LevelFileErrorTests.good
        let plain = try LevelFile(data: Data(good.utf8))
        #expect(plain.shop == ShopPrices(jump: 40, demolish: 60, time: Economy.timePrice))
        #expect(!plain.json.contains("\"time\""))
        let priced = try LevelFile(
            data: Data(good.replacingOccurrences(of: "\"demolish\": 60", with: "\"demolish\": 60, \"time\": 35").utf8))
        #expect(priced.shop.time == 35 && priced.json.contains(#""shop": {"jump": 40, "demolish": 60, "time": 35}"#))
        #expect(try LevelFile(data: Data(priced.json.utf8)) == priced)
        // The default price keeps a file's campaign identity; another makes it another campaign.
        #expect(CampaignIdentity(of: plain, shipped: nil) != CampaignIdentity(of: priced, shipped: nil))
        var same = plain
        same.shop.time = Economy.timePrice
        #expect(CampaignIdentity(of: plain, shipped: nil) == CampaignIdentity(of: same, shipped: nil))
        let bad = LevelFileErrorTests().error(replacing: "\"demolish\": 60", with: "\"demolish\": 60, \"time\": -5")
        #expect(bad == "the levels file's field 'shop.time' must be from 0 to 1000000, found -5")
    }

    @Test func theTimeTipComesWithTheFirstTimeInHand() {
        let level = Self.corridorLevel()
        let seen = Tip.allCases.filter { $0 != .time }.map(\.rawValue)
        #expect(Tip.next(for: level, holding: Inventory(times: 1), seen: seen) == .time)
        #expect(Tip.next(for: level, holding: Inventory(), seen: seen) == nil)
        #expect(Tip.time.text.count <= 80)
    }

    // MARK: - The session

    /// Bought in the shop (its price taken), used in a level, undone (back in hand, its moves
    /// gone), used again: the player's inventory follows every step, and the win is paid.
    @Test func aSessionBuysUsesAndUndoesATime() {
        var progress = PlayerProgress()
        progress.coins = 25
        var session = CampaignSession(progress: progress, levelCount: 2, prices: ShopPrices(jump: 40, demolish: 60)) { id in
            id == 1 ? Self.corridorLevel() : nil
        }
        #expect(session.apply(.buy(.time)) == [.bought(.time, price: 20), .save])
        #expect(session.progress.coins == 5 && session.progress.inventory == Inventory(times: 1))
        #expect(session.apply(.buy(.time)) == [.refused(.cannotBuy(.time, price: 20, coins: 5))])
        session.apply(.play(level: 1))
        #expect(session.apply(.act(.addTime)) == [.acted(.addTime, [.timeAdded(moves: 10)])])
        #expect(session.progress.inventory == Inventory() && session.current?.state.movesLeft == 14)
        #expect(session.apply(.undo) == [.undone(.addTime, reopened: false)])
        #expect(session.progress.inventory == Inventory(times: 1) && session.current?.state.movesLeft == 4)
        for action in [.addTime] + Self.crateRun { session.apply(.act(action)) }
        #expect(session.current == nil && session.progress.inventory == Inventory())
        #expect(session.progress.coins == 5 + 5 && session.progress.record(1).cratesTaken == [0])
    }
}
