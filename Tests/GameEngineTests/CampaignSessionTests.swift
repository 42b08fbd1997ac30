import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The campaign session on hand-made levels: every intent followed by its whole event list and
/// the whole progress and attempt it leaves (TCA's exhaustive style, as in `RulesTests`).
@Suite struct CampaignSessionTests {
    /// The record of a level won in 7 moves at par 7 with its one crate taken (the hook at par,
    /// starting with `inventory`).
    static func parRecord(_ id: Int, inventory: Inventory = Inventory()) -> LevelRecord {
        var record = LevelRecord(id: id)
        record.bestMoves = 7
        record.stars = 3
        record.cratesTaken = [0]
        record.perfectBonusPaid = true
        record.bestRun = BestRun(inputs: "rrrdlll", inventory: inventory)
        record.planned = true
        return record
    }

    /// The hook's best plan is its one crate (5 coins), on the par route: a run that takes it
    /// without power-ups took the best plan.
    static let hookPlan = PlanScore(bestCoins: 5, coinsTaken: 5, usedPowerUp: false)
    /// The hook's crate taken with a Jump.
    /// The hook won with its Jump (40 coins at `prices`): the plan's 5 coins, not more than the
    /// Jump cost past them, so not planned to perfection.
    static let hookPlanWithAJump = {
        var plan = PlanScore(bestCoins: 5, coinsTaken: 5, usedPowerUp: true)
        plan.powerUpsPrice = prices.jump
        return plan
    }()

    static let prices = ShopPrices(jump: 40, demolish: 60)

    /// A finish judged as written out here (the session must agree): the hook's par 7 and
    /// budget 9 unless told; item par is par unless won.
    static func card(
        _ outcome: Outcome, moves: Int, par: Int = 7, budget: Int = 9, assisted: Bool = false, itemPar: Int? = nil,
        treasurePar: Int? = nil, stars: Int = 0, shortfall: Shortfall? = nil
    ) -> Scorecard {
        Scorecard(
            outcome: outcome, movesUsed: moves, movesCounted: assisted ? budget : moves, par: par, budget: budget, assisted: assisted,
            itemPar: itemPar ?? par, treasurePar: treasurePar, stars: stars, shortfall: shortfall)
    }

    /// A hook: along the top past a crate, down, back along the bottom to the exit. Par 7.
    /// A jump east from the start flies over the crate to cell 3.
    static let hookPicture = """
        +---+---+---+---+
        | S   $         |
        +---+---+---+   +
        | E             |
        +---+---+---+---+
        """

    /// The hook's moves at par: east ×3, south, west ×3.
    static let hookAtPar: [Action] = [.move(.east), .move(.east), .move(.east), .move(.south), .move(.west), .move(.west), .move(.west)]

    static func hook(id: Int, budget: Int = 9) -> Level {
        var hook = level(hookPicture, budget: budget)
        hook.id = id
        return hook
    }

    /// A session over `levels` (campaign levels, ids ≥ 1), `levelCount` of them in all.
    static func session(_ progress: PlayerProgress, levels: [Level], levelCount: Int? = nil) -> CampaignSession {
        CampaignSession(progress: progress, levelCount: levelCount ?? levels.count, prices: prices) { id in
            levels.first { $0.id == id }
        }
    }

    /// Applies each action in turn and returns the events of the last.
    @discardableResult
    static func act(_ actions: [Action], in session: inout CampaignSession) -> [SessionEvent] {
        var last: [SessionEvent] = []
        for action in actions { last = session.apply(.act(action)) }
        return last
    }

    static func progress(coins: Int = 0, inventory: Inventory = Inventory()) -> PlayerProgress {
        var progress = PlayerProgress()
        progress.coins = coins
        progress.inventory = inventory
        return progress
    }

    /// The saved attempt, re-simulated from its start the way a new session reads it.
    static func reSimulated(_ progress: PlayerProgress, level: Level) throws -> Attempt {
        let saved = try #require(progress.attempt)
        return Attempt(level: level, inventory: saved.inventory, inputs: try Inputs.parse(saved.inputs))
    }

    // MARK: - Buying while an attempt is suspended

    /// The reported bug: a Jump bought while the level is suspended showed "Jump 0" on Continue,
    /// and the win wrote the attempt's start inventory over the player's.
    @Test func aJumpBoughtWhileSuspendedIsThereOnContinueAndKeptAfterTheWin() throws {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(coins: 40), levels: [hook, Self.hook(id: 2)])
        #expect(session.apply(.play(level: 1)) == [.began(level: 1, resumed: false)])
        #expect(
            session.apply(.act(.move(.east))) == [
                .acted(.move(.east), [.moved(direction: .east, path: [1], cost: 1), .crateOpened(index: 0, coins: 5)])
            ])
        #expect(session.apply(.suspend) == [.suspended(level: 1), .save])
        #expect(session.current == nil)

        #expect(session.apply(.buy(.jump)) == [.bought(.jump, price: 40), .save])
        var expected = Self.progress(coins: 0, inventory: Inventory(jumps: 1))
        expected.attempt = SavedAttempt(level: 1, inputs: "r", inventory: Inventory(jumps: 1))
        #expect(session.progress == expected)

        #expect(session.apply(.continueCampaign) == [.began(level: 1, resumed: true)])
        let resumed = try #require(session.current)
        #expect(resumed == Attempt(level: hook, inventory: Inventory(jumps: 1), inputs: [.move(.east)]))
        var state = Snapshot(GameState(level: hook, inventory: Inventory(jumps: 1)))
        state.position = 1
        state.movesUsed = 1
        state.openedCrates = [true]
        #expect(Snapshot(resumed.state) == state)  // the HUD shows Jump 1
        #expect(try Self.reSimulated(session.progress, level: hook) == resumed)

        let rest = Array(Self.hookAtPar.dropFirst())
        Self.act(Array(rest.dropLast()), in: &session)
        let won = Attempt(level: hook, inventory: Inventory(jumps: 1), inputs: Self.hookAtPar)
        let settlement = Settlement(
            outcome: .won, crateCoins: 5, newCrates: [0], cashIn: 1, perfectBonus: Economy.perfectBonus,
            unlockedLevel: 2, firstClear: true)
        #expect(
            session.apply(.act(.move(.west))) == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 7)]),
                .finished(
                    FinishedAttempt(
                        attempt: won, scorecard: Self.card(.won, moves: 7, itemPar: 7, treasurePar: 7, stars: 3), settlement: settlement,
                        previousBest: nil, plan: Self.hookPlan)),
                .record(Replay.record(level: hook, inventory: Inventory(jumps: 1), inputs: Self.hookAtPar)),
                .save,
            ])
        expected.coins = 5 + 1 + Economy.perfectBonus
        expected.inventory = Inventory(jumps: 1)  // the bought Jump, not the attempt's empty start
        expected.attempt = nil
        expected.unlockedLevel = 2
        expected.levels = [Self.parRecord(1, inventory: Inventory(jumps: 1))]
        expected.ledger = [LedgerEntry(level: 1, outcome: .won, movesUsed: 7, par: 7, coins: 11)]
        #expect(session.progress == expected)
        #expect(session.current == nil)
    }

    @Test func aJumpBoughtAfterUsingOneIsAddedToTheAttemptsStart() throws {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(coins: 40, inventory: Inventory(jumps: 1)), levels: [hook, Self.hook(id: 2)])
        session.apply(.play(level: 1))
        #expect(
            session.apply(.act(.jump(.east))) == [
                .acted(.jump(.east), [.jumped(direction: .east, path: [1, 2, 3]), .crateOpened(index: 0, coins: 5)])
            ])
        #expect(session.progress.inventory == Inventory())  // the used Jump is gone at once
        session.apply(.suspend)
        #expect(session.apply(.buy(.jump)) == [.bought(.jump, price: 40), .save])
        var expected = Self.progress(coins: 0, inventory: Inventory(jumps: 1))
        expected.attempt = SavedAttempt(level: 1, inputs: "Jr", inventory: Inventory(jumps: 2))
        #expect(session.progress == expected)

        #expect(session.apply(.play(level: 1)) == [.began(level: 1, resumed: true)])
        let resumed = try #require(session.current)
        var state = Snapshot(GameState(level: hook))
        state.position = 3
        state.movesUsed = 1
        state.openedCrates = [true]
        state.inventory = Inventory(jumps: 1)
        #expect(Snapshot(resumed.state) == state)
        #expect(resumed.inputs == [.jump(.east)] && resumed.startInventory == Inventory(jumps: 2))
        #expect(try Self.reSimulated(session.progress, level: hook) == resumed)

        let inputs: [Action] = [.jump(.east), .move(.south), .move(.west), .move(.west), .move(.west)]
        Self.act([.move(.south), .move(.west), .move(.west)], in: &session)
        let won = Attempt(level: hook, inventory: Inventory(jumps: 2), inputs: inputs)
        let settlement = Settlement(
            outcome: .won, crateCoins: 5, newCrates: [0], cashIn: 2, perfectBonus: Economy.perfectBonus,
            unlockedLevel: 2, firstClear: true)
        let events = session.apply(.act(.move(.west)))
        #expect(
            events == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 5)]),
                .finished(
                    FinishedAttempt(
                        attempt: won, scorecard: Self.card(.won, moves: 5, itemPar: 7, treasurePar: 7, stars: 3), settlement: settlement,
                        previousBest: nil, plan: Self.hookPlanWithAJump)),
                .record(Replay.record(level: hook, inventory: Inventory(jumps: 2), inputs: inputs)),
                .save,
            ])
        #expect(session.progress.inventory == Inventory(jumps: 1))
        #expect(session.progress.coins == 5 + 2 + Economy.perfectBonus)
        #expect(session.progress.attempt == nil)
        // The recorded replay ends with exactly what the player holds.
        guard case let .record(replay) = events[2] else {
            Issue.record("no replay in \(events)")
            return
        }
        #expect(Replay.simulate(level: hook, inventory: replay.inventory, inputs: replay.inputs) == won.state)
        #expect(won.state.inventory == session.progress.inventory)
    }

    /// A five-cell corridor from (0, 0) to (4, 0), budget 8, built by `LevelBuilder` (a replay
    /// rebuilds its level from the spec): the top row of a binary-tree maze is a straight
    /// corridor whatever the seed.
    static func builtCorridor() throws -> Level {
        var spec = LevelSpec(id: 1, name: "Corridor", seed: 7, width: 5, height: 2, algorithm: .binaryTree)
        spec.start = GridPoint(x: 0, y: 0)
        spec.exit = GridPoint(x: 4, y: 0)
        spec.budget = 8
        return try LevelBuilder.build(spec)
    }

    /// The replay of an attempt that used a Jump bought while it was suspended re-simulates to
    /// its record. A replay rebuilds its level from the spec, so this level is built by
    /// `LevelBuilder`: the top row of a binary-tree maze is a straight corridor whatever the
    /// seed (a one-row maze would be, but levels have two rows at least: docs/formats.md).
    @Test func theReplayOfAnAttemptUsingABoughtJumpVerifies() throws {
        let corridor = try Self.builtCorridor()
        #expect((0..<4).allSatisfy { corridor.maze.isOpen($0, .east) } && !corridor.maze.isOpen(4, .east))
        var session = Self.session(Self.progress(coins: 40), levels: [corridor])
        session.apply(.play(level: 1))
        Self.act([.move(.east)], in: &session)
        session.apply(.suspend)
        session.apply(.buy(.jump))
        #expect(session.apply(.continueCampaign) == [.began(level: 1, resumed: true)])
        #expect(session.current?.state.inventory == Inventory(jumps: 1))

        let events = session.apply(.act(.jump(.east)))
        #expect(events.count == 4)
        #expect(events.first == .acted(.jump(.east), [.jumped(direction: .east, path: [2, 3, 4]), .exitReached(movesUsed: 2)]))
        #expect(events.last == .save)
        guard case let .record(replay) = events[2] else {
            Issue.record("no replay in \(events)")
            return
        }
        #expect(replay.inventory == Inventory(jumps: 1))
        #expect(replay.inputs == [.move(.east), .jump(.east)])
        let verdict = try replay.verify()
        #expect(verdict.divergence == nil)
        #expect(verdict.result.outcome == .won && verdict.result.movesUsed == 2)
        #expect(verdict.state.inventory == session.progress.inventory && session.progress.inventory == Inventory())
    }

    /// One Jump a campaign attempt: a second is refused with the state unchanged, and undoing
    /// the first allows one again. Practice plays by the rules alone.
    @Test func aCampaignAttemptTakesOneJump() throws {
        let corridor = try Self.builtCorridor()
        var session = Self.session(Self.progress(inventory: Inventory(jumps: 2)), levels: [corridor])
        session.apply(.play(level: 1))
        Self.act([.move(.east), .jump(.west)], in: &session)
        let before = session.current
        #expect(session.apply(.act(.jump(.east))) == [.refused(.oneJumpAnAttempt)])
        #expect(session.current == before && session.current?.state.inventory == Inventory(jumps: 1))
        #expect(session.apply(.undo) == [.undone(.jump(.west), reopened: false)])
        #expect(
            session.apply(.act(.jump(.east))).first
                == .acted(.jump(.east), [.jumped(direction: .east, path: [2, 3, 4]), .exitReached(movesUsed: 2)]))
    }

    /// A campaign escape is walked: Jump, Demolish and Time are refused with nothing spent, and
    /// the same level as another kind, or outside the campaign, takes them as the rules do.
    @Test func aCampaignEscapeIsWalked() throws {
        var spec = try Self.builtCorridor().spec
        spec.kind = .escape
        let escape = try LevelBuilder.build(spec)
        let held = Inventory(jumps: 1, demolishes: 1, times: 1)
        var session = Self.session(Self.progress(inventory: held), levels: [escape])
        session.apply(.play(level: 1))
        for action in [Action.jump(.east), .demolish(.south), .addTime] {
            #expect(session.apply(.act(action)) == [.refused(.walkedLevel)])
        }
        #expect(session.current?.inputs == [] && session.current?.state.inventory == held && session.progress.inventory == held)
        #expect(session.apply(.act(.move(.east))).first == .acted(.move(.east), [.moved(direction: .east, path: [1], cost: 1)]))

        spec.kind = .pick
        var other = Self.session(Self.progress(inventory: held), levels: [try LevelBuilder.build(spec)])
        other.apply(.play(level: 1))
        #expect(
            other.apply(.act(.jump(.east))).first
                == .acted(.jump(.east), [.jumped(direction: .east, path: [1, 2, 3, 4]), .exitReached(movesUsed: 1)]))
        var practice = spec
        (practice.id, practice.kind) = (0, .escape)
        #expect(Attempt(level: try LevelBuilder.build(practice), inventory: held).isWalked == false)
        // A power-up's tip waits for a level where it can be used.
        let pick = try LevelBuilder.build(spec)
        for tip in [Tip.jump, .demolish, .time] {
            #expect(!tip.applies(to: escape, holding: held) && tip.applies(to: pick, holding: held))
        }
    }

    /// An escape left in progress with a power-up used (a save from before escapes were walked)
    /// is not resumed: it begins again, on foot, and the power-up used stays used.
    @Test func anEscapeLeftWithAJumpUsedBeginsAgain() throws {
        var spec = try Self.builtCorridor().spec
        spec.kind = .escape
        let escape = try LevelBuilder.build(spec)
        var progress = Self.progress(inventory: Inventory())
        progress.attempt = SavedAttempt(level: 1, inputs: "rJr", inventory: Inventory(jumps: 1))
        var session = Self.session(progress, levels: [escape])
        #expect(session.apply(.play(level: 1)) == [.began(level: 1, resumed: false)])
        #expect(session.current?.inputs == [] && session.current?.state.inventory == Inventory())
        // The same on a level that is not an escape is resumed.
        spec.kind = .pick
        var other = Self.session(progress, levels: [try LevelBuilder.build(spec)])
        #expect(other.apply(.play(level: 1)) == [.began(level: 1, resumed: true)])
    }

    // MARK: - Suspending, resuming, abandoning

    @Test func playingTheSuspendedLevelResumesItExactly() throws {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(inventory: Inventory(jumps: 1, demolishes: 1)), levels: [hook])
        session.apply(.play(level: 1))
        #expect(session.apply(.act(.move(.north))) == [.acted(.move(.north), [.bumpedWall(.north)])])  // not recorded
        Self.act([.move(.east), .move(.east), .demolish(.south)], in: &session)
        let before = try #require(session.current)
        #expect(before.inputs == [.move(.east), .move(.east), .demolish(.south)])
        #expect(session.apply(.suspend) == [.suspended(level: 1), .save])
        var expected = Self.progress(inventory: Inventory(jumps: 1))
        expected.attempt = SavedAttempt(level: 1, inputs: "rrXd", inventory: Inventory(jumps: 1, demolishes: 1))
        #expect(session.progress == expected && session.current == nil)

        #expect(session.apply(.play(level: 1)) == [.began(level: 1, resumed: true)])
        #expect(session.current == before)
        #expect(session.current?.state.position == 2 && session.current?.state.movesUsed == 2)
        #expect(session.progress == expected)
        // A new session over the same save resumes it the same way.
        var reopened = Self.session(session.progress, levels: [hook])
        #expect(reopened.progress == expected)
        #expect(reopened.apply(.continueCampaign) == [.began(level: 1, resumed: true)])
        #expect(reopened.current == before)
    }

    @Test func abandoningKeepsUsedPowerUpsUsedAndRecordsTheAttempt() {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(coins: 3, inventory: Inventory(jumps: 2)), levels: [hook])
        session.apply(.play(level: 1))
        session.apply(.act(.jump(.east)))  // opens the crate: lost on abandoning
        let attempt = Attempt(level: hook, inventory: Inventory(jumps: 2), inputs: [.jump(.east)])
        #expect(
            session.apply(.abandon) == [
                .finished(
                    FinishedAttempt(
                        attempt: attempt, scorecard: Self.card(.abandoned, moves: 1), settlement: Settlement(outcome: .abandoned),
                        previousBest: nil)),
                .record(Replay.record(level: hook, inventory: Inventory(jumps: 2), inputs: [.jump(.east)])),
                .save,
            ])
        var expected = Self.progress(coins: 3, inventory: Inventory(jumps: 1))
        expected.ledger = [LedgerEntry(level: 1, outcome: .abandoned, movesUsed: 1, par: 7, coins: 3)]
        #expect(session.progress == expected)
        #expect(session.current == nil)
    }

    @Test func startingAnotherLevelAbandonsTheSuspendedOne() {
        let one = Self.hook(id: 1), two = Self.hook(id: 2)
        var progress = Self.progress(inventory: Inventory(jumps: 1))
        progress.unlockedLevel = 2
        var session = Self.session(progress, levels: [one, two])
        session.apply(.play(level: 1))
        session.apply(.act(.jump(.east)))
        session.apply(.suspend)
        let abandoned = Attempt(level: one, inventory: Inventory(jumps: 1), inputs: [.jump(.east)])
        #expect(
            session.apply(.play(level: 2)) == [
                .finished(
                    FinishedAttempt(
                        attempt: abandoned, scorecard: Self.card(.abandoned, moves: 1), settlement: Settlement(outcome: .abandoned),
                        previousBest: nil)),
                .record(Replay.record(level: one, inventory: Inventory(jumps: 1), inputs: [.jump(.east)])),
                .save,
                .began(level: 2, resumed: false),
            ])
        var expected = Self.progress()
        expected.unlockedLevel = 2
        expected.attempt = SavedAttempt(level: 2, inputs: "", inventory: Inventory())
        expected.ledger = [LedgerEntry(level: 1, outcome: .abandoned, movesUsed: 1, par: 7, coins: 0)]
        #expect(session.progress == expected)
        #expect(session.current == Attempt(level: two, inventory: Inventory()))
    }

    @Test(arguments: [SessionIntent.restart, .act(.restart)])
    func restartAbandonsTheAttemptAndBeginsAfresh(intent: SessionIntent) {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(inventory: Inventory(jumps: 1)), levels: [hook])
        session.apply(.play(level: 1))
        Self.act([.jump(.east), .move(.south)], in: &session)
        let inputs: [Action] = [.jump(.east), .move(.south)]
        let abandoned = Attempt(level: hook, inventory: Inventory(jumps: 1), inputs: inputs)
        #expect(
            session.apply(intent) == [
                .finished(
                    FinishedAttempt(
                        attempt: abandoned, scorecard: Self.card(.abandoned, moves: 2), settlement: Settlement(outcome: .abandoned),
                        previousBest: nil)),
                .record(Replay.record(level: hook, inventory: Inventory(jumps: 1), inputs: inputs)),
                .save,
                .began(level: 1, resumed: false),
            ])
        // The Jump stays used, as in any attempt given up (undo would have taken it back).
        var expected = Self.progress()
        expected.attempt = SavedAttempt(level: 1, inputs: "", inventory: Inventory())
        expected.ledger = [LedgerEntry(level: 1, outcome: .abandoned, movesUsed: 2, par: 7, coins: 0)]
        #expect(session.progress == expected)
        #expect(session.current == Attempt(level: hook, inventory: Inventory()))  // the Jump stays used
    }

    @Test func withNoAttemptOnScreenActingSuspendingAbandoningAndRestartingAreRefused() {
        var session = Self.session(Self.progress(), levels: [Self.hook(id: 1)])
        for intent in [SessionIntent.act(.move(.east)), .act(.restart), .suspend, .abandon, .restart] {
            #expect(session.apply(intent) == [.refused(.noAttempt)])
        }
        #expect(session.progress == Self.progress() && session.current == nil)
    }

    // MARK: - Finishing

    @Test func winsAreSettledInOrderAndComparedWithTheBestFinish() {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(), levels: [hook, Self.hook(id: 2)])
        let detour: [Action] = [.move(.east), .move(.west)] + Self.hookAtPar  // 9 moves: the whole budget

        session.apply(.play(level: 1))
        Self.act(Array(detour.dropLast()), in: &session)
        let first = Settlement(outcome: .won, crateCoins: 5, newCrates: [0], unlockedLevel: 2, firstClear: true)
        var finished = FinishedAttempt(
            attempt: Attempt(level: hook, inventory: Inventory(), inputs: detour),
            scorecard: Self.card(.won, moves: 9, itemPar: 7, treasurePar: 7, stars: 1), settlement: first, previousBest: nil,
            plan: Self.hookPlan)
        #expect(finished.isNewBest)
        #expect(
            session.apply(.act(.move(.west))) == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 9)]),
                .finished(finished),
                .record(Replay.record(level: hook, inventory: Inventory(), inputs: detour)),
                .save,
            ])
        var expected = Self.progress(coins: 5)
        expected.unlockedLevel = 2
        var record = LevelRecord(id: 1)
        record.bestMoves = 9
        record.stars = 1
        record.cratesTaken = [0]
        record.bestRun = BestRun(inputs: Inputs.format(detour), inventory: Inventory())
        record.planned = true  // the crate, in 9 moves: the best plan's coins (moves are for stars)
        expected.levels = [record]
        expected.ledger = [LedgerEntry(level: 1, outcome: .won, movesUsed: 9, par: 7, coins: 5)]
        #expect(session.progress == expected)

        // At par: a new best, paying only the improvement and the perfect bonus.
        session.apply(.play(level: 1))
        let atPar = Attempt(level: hook, inventory: Inventory(), inputs: Self.hookAtPar)
        let parWin = Settlement(outcome: .won, cashIn: 1, perfectBonus: Economy.perfectBonus)
        finished = FinishedAttempt(
            attempt: atPar, scorecard: Self.card(.won, moves: 7, itemPar: 7, treasurePar: 7, stars: 3), settlement: parWin, previousBest: 9,
            plan: Self.hookPlan)
        #expect(finished.isNewBest)
        #expect(
            Self.act(Self.hookAtPar, in: &session) == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 7)]),
                .finished(finished),
                .record(Replay.record(level: hook, inventory: Inventory(), inputs: Self.hookAtPar)),
                .save,
            ])
        #expect(session.progress.coins == 5 + 1 + Economy.perfectBonus)
        session.apply(.play(level: 1))
        Self.act(Array(Self.hookAtPar.dropLast()), in: &session)
        // The same again: no longer a new best, nothing paid.
        let again = FinishedAttempt(
            attempt: atPar, scorecard: Self.card(.won, moves: 7, itemPar: 7, treasurePar: 7, stars: 3),
            settlement: Settlement(outcome: .won), previousBest: 7, plan: Self.hookPlan)
        #expect(!again.isNewBest)
        #expect(
            session.apply(.act(.move(.west))) == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 7)]),
                .finished(again),
                .record(Replay.record(level: hook, inventory: Inventory(), inputs: Self.hookAtPar)),
                .save,
            ])
        expected.coins = 5 + 1 + Economy.perfectBonus
        record.bestMoves = 7
        record.stars = 3
        record.perfectBonusPaid = true
        record.bestRun = BestRun(inputs: "rrrdlll", inventory: Inventory())  // the first par win: a tie keeps it
        expected.levels = [record]
        expected.ledger += [
            LedgerEntry(level: 1, outcome: .won, movesUsed: 7, par: 7, coins: 11),
            LedgerEntry(level: 1, outcome: .won, movesUsed: 7, par: 7, coins: 11),
        ]
        #expect(session.progress == expected)
    }

    @Test func aFailureIsSettledInOrderAndPaysNothing() {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(inventory: Inventory(demolishes: 1)), levels: [hook, Self.hook(id: 2)])
        session.apply(.play(level: 1))
        let wander = Array(repeating: [Action.move(.east), .move(.west)], count: 4).flatMap { $0 } + [.move(.east)]
        Self.act([Action.demolish(.south)] + wander.dropLast(), in: &session)
        let inputs = [Action.demolish(.south)] + wander
        let failed = Attempt(level: hook, inventory: Inventory(demolishes: 1), inputs: inputs)
        #expect(failed.state.status == .failed && failed.state.movesUsed == 9)
        #expect(
            session.apply(.act(.move(.east))) == [
                .acted(.move(.east), [.moved(direction: .east, path: [1], cost: 1), .outOfMoves]),
                .finished(
                    FinishedAttempt(
                        attempt: failed,
                        scorecard: Self.card(
                            .failed, moves: 9, assisted: true, shortfall: Shortfall(movesToExit: 2, parRoute: [0, 1, 2, 3, 7, 6, 5, 4])),
                        settlement: Settlement(outcome: .failed), previousBest: nil)),
                .record(Replay.record(level: hook, inventory: Inventory(demolishes: 1), inputs: inputs)),
                .save,
            ])
        var expected = Self.progress()  // the Demolish stays used, the crate's coins are lost
        expected.ledger = [LedgerEntry(level: 1, outcome: .failed, movesUsed: 9, par: 7, coins: 0)]
        #expect(session.progress == expected)
        #expect(session.current == nil)
    }

    @Test func firstClearingATenthLevelPaysItsPrize() {
        let ten = Self.hook(id: 10)
        var progress = Self.progress()
        progress.unlockedLevel = 10
        var session = Self.session(progress, levels: [ten], levelCount: 12)
        session.apply(.play(level: 10))
        let events = Self.act(Self.hookAtPar, in: &session)
        let prize = AvatarCatalog.prize(for: 10).map { [$0.id] } ?? []
        #expect(!prize.isEmpty)
        let settlement = Settlement(
            outcome: .won, crateCoins: 5, newCrates: [0], cashIn: 1, perfectBonus: Economy.perfectBonus,
            prizeCoins: Economy.prizeCoins(for: 10), newAvatars: prize, unlockedLevel: 11, firstClear: true)
        let won = Attempt(level: ten, inventory: Inventory(), inputs: Self.hookAtPar)
        #expect(
            events == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 7)]),
                .finished(
                    FinishedAttempt(
                        attempt: won, scorecard: Self.card(.won, moves: 7, itemPar: 7, treasurePar: 7, stars: 3), settlement: settlement,
                        previousBest: nil, plan: Self.hookPlan)),
                .record(Replay.record(level: ten, inventory: Inventory(), inputs: Self.hookAtPar)),
                .save,
            ])
        var expected = Self.progress(coins: 5 + 1 + Economy.perfectBonus + Economy.prizeCoins(for: 10))
        expected.unlockedLevel = 11
        let owned = Set(PlayerProgress().avatars + prize)
        expected.avatars = AvatarCatalog.all.map(\.id).filter(owned.contains)
        expected.levels = [Self.parRecord(10)]
        expected.ledger = [LedgerEntry(level: 10, outcome: .won, movesUsed: 7, par: 7, coins: expected.coins)]
        #expect(session.progress == expected)
        #expect(session.apply(.wear(avatar: prize[0])) == [.wore(avatar: prize[0]), .save])
        #expect(session.progress.avatar == prize[0])
    }

    @Test func theFirstGemUnlocksTheGemAvatar() {
        var gemLevel = level(
            """
            +---+---+---+
            | S   *   E |
            +---+---+---+
            """, budget: 4)
        gemLevel.id = 1
        var session = Self.session(Self.progress(), levels: [gemLevel, Self.hook(id: 2)])
        let oneGem = AvatarCatalog.all.filter { if case let .gems(count) = $0.unlock { count <= 1 } else { false } }.map(\.id)
        #expect(!oneGem.isEmpty)
        #expect(session.apply(.wear(avatar: oneGem[0])) == [.refused(.avatarLocked(oneGem[0]))])
        session.apply(.play(level: 1))
        #expect(
            session.apply(.act(.move(.east))) == [
                .acted(.move(.east), [.moved(direction: .east, path: [1], cost: 1), .gemFound(index: 0)])
            ])
        let inputs: [Action] = [.move(.east), .move(.east)]
        let settlement = Settlement(
            outcome: .won, newGems: [0], gemJumps: Economy.gemJumps, cashIn: 1, perfectBonus: Economy.perfectBonus, newAvatars: oneGem,
            unlockedLevel: 2, firstClear: true)
        #expect(
            session.apply(.act(.move(.east))) == [
                .acted(.move(.east), [.moved(direction: .east, path: [2], cost: 1), .exitReached(movesUsed: 2)]),
                .finished(
                    FinishedAttempt(
                        attempt: Attempt(level: gemLevel, inventory: Inventory(), inputs: inputs),
                        scorecard: Self.card(.won, moves: 2, par: 2, budget: 4, itemPar: 2, treasurePar: 2, stars: 3),
                        settlement: settlement, previousBest: nil)),
                .record(Replay.record(level: gemLevel, inventory: Inventory(), inputs: inputs)),
                .save,
            ])
        #expect(session.progress.gemsFound == 1)
        let owned = Set(PlayerProgress().avatars + oneGem)
        #expect(session.progress.avatars == AvatarCatalog.all.map(\.id).filter(owned.contains))
        #expect(session.apply(.wear(avatar: oneGem[0])) == [.wore(avatar: oneGem[0]), .save])
        #expect(session.progress.avatar == oneGem[0])
    }

    // MARK: - Practice, locks, avatars, the shop

    @Test func practiceLevelsChangeNoProgressAndAreNeverSaved() {
        let practice = level(Self.hookPicture, budget: 9)  // id 0
        var progress = Self.progress(coins: 12, inventory: Inventory(jumps: 1))
        progress.attempt = SavedAttempt(level: 1, inputs: "r", inventory: Inventory(jumps: 1))
        var session = Self.session(progress, levels: [Self.hook(id: 1)])
        #expect(session.apply(.practice(practice)) == [.began(level: 0, resumed: false)])
        #expect(session.current == Attempt(level: practice, inventory: Inventory(jumps: 1)))
        let inputs: [Action] = [.jump(.east), .move(.south), .move(.west), .move(.west), .move(.west)]
        let events = Self.act(inputs, in: &session)
        let won = Attempt(level: practice, inventory: Inventory(jumps: 1), inputs: inputs)
        #expect(
            events == [
                .acted(.move(.west), [.moved(direction: .west, path: [4], cost: 1), .exitReached(movesUsed: 5)]),
                .finished(
                    FinishedAttempt(
                        attempt: won, scorecard: Self.card(.won, moves: 5, itemPar: 7, treasurePar: 7, stars: 3), settlement: nil,
                        previousBest: nil, plan: Self.hookPlanWithAJump)),
                .record(Replay.record(level: practice, inventory: Inventory(jumps: 1), inputs: inputs)),
            ])
        #expect(session.progress == progress && session.current == nil)

        // Suspending, abandoning and restarting a practice level save nothing either.
        session.apply(.practice(practice))
        session.apply(.act(.jump(.east)))
        #expect(session.apply(.suspend) == [])
        session.apply(.practice(practice))
        session.apply(.act(.jump(.east)))
        let jumped = Attempt(level: practice, inventory: Inventory(jumps: 1), inputs: [.jump(.east)])
        #expect(
            session.apply(.restart) == [
                .finished(FinishedAttempt(attempt: jumped, scorecard: Self.card(.abandoned, moves: 1), settlement: nil, previousBest: nil)),
                .record(Replay.record(level: practice, inventory: Inventory(jumps: 1), inputs: [.jump(.east)])),
                .began(level: 0, resumed: false),
            ])
        #expect(session.current == Attempt(level: practice, inventory: Inventory(jumps: 1)))
        // Left before any move: nothing worth a replay file.
        #expect(
            session.apply(.abandon) == [
                .finished(
                    FinishedAttempt(
                        attempt: Attempt(level: practice, inventory: Inventory(jumps: 1)), scorecard: Self.card(.abandoned, moves: 0),
                        settlement: nil, previousBest: nil))
            ])
        #expect(session.progress == progress && session.current == nil)
    }

    @Test func lockedAndMissingLevelsAreRefused() {
        var progress = Self.progress()
        progress.unlockedLevel = 2
        // Level 2 is unlocked but cannot be built; 3 is locked; 0 and 5 are not campaign levels.
        var session = Self.session(progress, levels: [Self.hook(id: 1), Self.hook(id: 3)], levelCount: 4)
        for id in [0, 2, 3, 5, -1] {
            #expect(session.apply(.play(level: id)) == [.refused(.locked(level: id, unlocked: 2))])
        }
        #expect(session.progress == progress && session.current == nil)
    }

    @Test func onlyOwnedAvatarsCanBeWorn() {
        var session = Self.session(Self.progress(), levels: [Self.hook(id: 1)])
        let starters = PlayerProgress().avatars
        #expect(starters.count >= 2)
        #expect(session.apply(.wear(avatar: "phoenix")) == [.refused(.avatarLocked("phoenix"))])
        #expect(session.apply(.wear(avatar: "nobody")) == [.refused(.avatarLocked("nobody"))])
        #expect(session.progress == Self.progress())
        #expect(session.apply(.wear(avatar: starters[1])) == [.wore(avatar: starters[1]), .save])
        var expected = Self.progress()
        expected.avatar = starters[1]
        #expect(session.progress == expected)
    }

    @Test func buyingIsRefusedWhenTooPoor() {
        var progress = Self.progress(coins: 50, inventory: Inventory(jumps: 1))
        progress.attempt = SavedAttempt(level: 1, inputs: "r", inventory: Inventory(jumps: 1))
        var session = Self.session(progress, levels: [Self.hook(id: 1)])
        #expect(session.apply(.buy(.demolish)) == [.refused(.cannotBuy(.demolish, price: 60, coins: 50))])
        #expect(session.progress == progress)
        #expect(session.apply(.buy(.jump)) == [.bought(.jump, price: 40), .save])
        #expect(session.apply(.buy(.jump)) == [.refused(.cannotBuy(.jump, price: 40, coins: 10))])
        progress.coins = 10
        progress.inventory = Inventory(jumps: 2)
        progress.attempt = SavedAttempt(level: 1, inputs: "r", inventory: Inventory(jumps: 2))
        #expect(session.progress == progress)
    }

    /// The save reader refuses a count past `Inventory.maximumCount`, so a purchase that would
    /// take a suspended attempt's start there must be refused too.
    @Test func buyingNeverTakesASuspendedAttemptsStartPastTheMaximum() throws {
        let hook = Self.hook(id: 1)
        var session = Self.session(Self.progress(coins: 40, inventory: Inventory(jumps: Inventory.maximumCount)), levels: [hook])
        session.apply(.play(level: 1))
        session.apply(.act(.jump(.east)))
        session.apply(.suspend)
        #expect(session.progress.inventory.jumps == Inventory.maximumCount - 1)
        let before = session.progress
        #expect(session.apply(.buy(.jump)) == [.refused(.cannotBuy(.jump, price: 40, coins: 40))])
        #expect(session.progress == before)
        #expect(before.attempt?.inventory == Inventory(jumps: Inventory.maximumCount))
        let json = SaveFile.json(SaveDocument(shipped: session.progress))
        #expect(try SaveFile.read(Data(json.utf8)).shipped == session.progress)
    }

    // MARK: - Saves written before the session

    /// Saves written before this rule kept the inventory from before the attempt.
    @Test func anOldSaveIsReconciledWithItsAttempt() throws {
        let hook = Self.hook(id: 1)
        var old = Self.progress(inventory: Inventory(jumps: 2, demolishes: 1))
        old.attempt = SavedAttempt(level: 1, inputs: "Jr", inventory: Inventory(jumps: 2, demolishes: 1))
        var session = Self.session(old, levels: [hook])
        let reSimulated = try Self.reSimulated(old, level: hook)
        var expected = old
        expected.inventory = reSimulated.state.inventory
        #expect(expected.inventory == Inventory(jumps: 1, demolishes: 1))
        #expect(session.progress == expected)
        #expect(session.apply(.continueCampaign) == [.began(level: 1, resumed: true)])
        #expect(session.current == reSimulated)
        // Reading the session's own save changes nothing.
        #expect(Self.session(session.progress, levels: [hook]).progress == expected)
    }

    /// The bug's own saves: a Jump bought while the attempt was suspended is in the player's
    /// inventory but not in the attempt's start. Reading the save keeps it.
    @Test func anOldSaveKeepsPowerUpsBoughtWhileItsAttemptWasSuspended() throws {
        let hook = Self.hook(id: 1)
        var old = Self.progress(inventory: Inventory(jumps: 3))  // 2 at the start, 1 bought
        old.attempt = SavedAttempt(level: 1, inputs: "Jr", inventory: Inventory(jumps: 2))
        var session = Self.session(old, levels: [hook])
        var expected = Self.progress(inventory: Inventory(jumps: 2))
        expected.attempt = SavedAttempt(level: 1, inputs: "Jr", inventory: Inventory(jumps: 3))
        #expect(session.progress == expected)
        #expect(session.apply(.continueCampaign) == [.began(level: 1, resumed: true)])
        #expect(session.current?.state.inventory == Inventory(jumps: 2))
        #expect(try Self.reSimulated(session.progress, level: hook) == session.current)
        #expect(Self.session(session.progress, levels: [hook]).progress == expected)
    }
}
