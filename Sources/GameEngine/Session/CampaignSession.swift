/// The player's campaign as one value: their progress and the attempt on screen, changed only
/// through `apply(_:)`, which returns what happened (as `GameState.apply` does for one level).
///
/// It owns the one true purse and inventory: `progress.inventory` is always what the player
/// holds now, also while an attempt is on screen or suspended (each accepted action updates it,
/// and a power-up bought while an attempt is suspended is added to that attempt's start), so no
/// copy held by an attempt can ever overwrite the player's.
public struct CampaignSession: Sendable {
    /// The player's progress, as it must be saved.
    public private(set) var progress: PlayerProgress
    /// The attempt on screen, if any (campaign or practice).
    public private(set) var current: Attempt?
    /// Levels in the campaign (ids 1…levelCount).
    public let levelCount: Int
    /// The shop's prices.
    public let prices: ShopPrices
    /// The attempt that has just run out of moves and the progress from before it was settled,
    /// kept for one intent: an undo then takes the last move back and the attempt goes on, as
    /// if it had never failed (docs/rules.md, "Undo"). Any other intent lets it go.
    private var failure: (progress: PlayerProgress, attempt: Attempt)?
    /// The best plans scouted in this sitting, by level id: a scout is paid once a level (not
    /// saved: a new sitting asks again).
    public private(set) var scouted: [Int: ScoutedPlan] = [:]
    /// The levels whose guide was bought in this sitting (not saved, as `scouted`).
    public private(set) var guided: [Int] = []
    /// The levels surveyed in this sitting (not saved, as `scouted`).
    public private(set) var surveyed: [Int] = []
    /// The stake of the dare the attempt on screen offers (`Dare`): set as a campaign level
    /// begins afresh, `nil` once it is taken or closed, or when none is offered.
    public private(set) var dareOffer: Int?
    /// The run of dares the last lost dare ended, and that dare's level, while it may be kept
    /// for coins (`SessionIntent.keepDareRun`, `Dare.keepPrice(run:)`): from the dare's end
    /// until the next recorded action or another level begins.
    public private(set) var keepableRun: (run: Int, level: Int)?
    /// Builds campaign level `id`; `nil` when it cannot be built.
    private let buildLevel: @Sendable (Int) -> Level?

    /// A session over a campaign of `levelCount` levels built by `level`.
    ///
    /// A saved attempt is re-simulated once so `progress.inventory` is what the player holds
    /// now. Saves written before this rule kept, as the player's inventory, the one from
    /// before the attempt plus any power-ups bought while it was suspended; those purchases
    /// become part of the attempt's start, as they would have been under this rule.
    public init(progress: PlayerProgress, levelCount: Int, prices: ShopPrices, level: @escaping @Sendable (Int) -> Level?) {
        self.progress = progress
        self.levelCount = levelCount
        self.prices = prices
        buildLevel = level
        guard var saved = progress.attempt, var resumed = suspendedAttempt() else { return }
        if resumed.state.inventory != progress.inventory {
            // Under this rule the two are always equal, so this is an older save. Its inventory
            // is never below the attempt's start (it only grew by purchases); the maximum keeps
            // a hand-edited one from taking away power-ups the recorded inputs used.
            saved.inventory = Inventory(
                jumps: max(saved.inventory.jumps, progress.inventory.jumps),
                demolishes: max(saved.inventory.demolishes, progress.inventory.demolishes),
                times: max(saved.inventory.times, progress.inventory.times))
            self.progress.attempt = saved
            if let reconciled = suspendedAttempt() { resumed = reconciled }
        }
        self.progress.inventory = resumed.state.inventory
    }

    /// A session over the levels of `campaign`.
    public init(progress: PlayerProgress, campaign: LevelFile) {
        let specs = campaign.levels
        self.init(progress: progress, levelCount: specs.count, prices: campaign.shop) { id in
            guard id >= 1, id <= specs.count else { return nil }
            return try? LevelBuilder.build(specs[id - 1])
        }
    }

    /// The level the campaign goes on with: the saved attempt's, else the furthest level open
    /// while it is not won, else the first unlocked level not yet won (or the highest unlocked).
    /// A level skipped (`SessionIntent.skip`) waits in level select: continuing goes on from the
    /// level it opened.
    public var nextLevel: Int {
        if let attempt = progress.attempt { return attempt.level }
        let unlocked = min(max(1, progress.unlockedLevel), max(1, levelCount))
        if progress.record(unlocked).bestMoves == nil { return unlocked }
        return (1...unlocked).first { progress.record($0).bestMoves == nil } ?? unlocked
    }

    // MARK: - The reducer

    /// Applies one intent and reports what happened, in order. `.record` and `.save` events are
    /// what the caller must carry out (write the replay, write the save).
    @discardableResult
    public mutating func apply(_ intent: SessionIntent) -> [SessionEvent] {
        let failed = failure
        failure = nil
        switch intent {
        case let .play(id): return play(id)
        case .continueCampaign: return play(nextLevel)
        case let .practice(level):
            keepableRun = nil
            current = Attempt(level: level, inventory: progress.inventory)
            return [.began(level: level.id, resumed: false)]
        case let .daily(date, level, isToday):
            keepableRun = nil
            let counts = isToday && progress.daily.result(on: date) == nil
            var played = level
            // A run for fun says so in its name too; what keeps it from passing as the day's
            // proof is its replay's `daily` mark (docs/rules.md), not the name.
            if !counts {
                played.name += ", for fun"
                played.spec.name = played.name
            }
            current = Attempt(daily: DailyAttempt(date: date, counts: counts), level: played)
            return [.began(level: level.id, resumed: false)]
        case let .treasury(number):
            keepableRun = nil
            return enterTreasury(number)
        case let .openTreasury(number):
            guard progress.isTreasuryAvailable(number) else {
                return [.refused(.treasuryLocked(number: number, level: Treasury.openingLevel(of: number)))]
            }
            let price = Treasury.keyPrice(number)
            guard progress.openTreasury(number) else {
                return [.refused(.cannotOpenTreasury(number: number, price: price, coins: progress.coins))]
            }
            return [.openedTreasury(number: number, price: price), .save]
        case let .act(action): return act(action)
        case .undo: return undo(failed: failed)
        case .restart: return restart()
        case .suspend:
            guard let attempt = current else { return [.refused(.noAttempt)] }
            // A daily result cannot wait: leaving the counted attempt after a move gives it up.
            if attempt.endingCountsAsDailyResult { return settle(attempt) }
            // A treasury's try is not kept for later: once its fee is paid, leaving gives it up.
            if attempt.treasury?.paid == true { return settle(attempt) }
            // A dared try is not kept for later either: leaving it loses the stake.
            if attempt.dare != nil { return settle(attempt) }
            current = nil
            return attempt.isCampaign ? [.suspended(level: attempt.level.id), .save] : []
        case .abandon:
            guard let attempt = current else { return [.refused(.noAttempt)] }
            return settle(attempt)
        case let .buy(item): return buy(item)
        case .scout: return scout()
        case .guide: return guide()
        case .survey: return survey()
        case .switchScoutPass:
            guard let pass = progress.scoutPass?.switched else { return [.refused(.noScoutPass)] }
            progress.scoutPass = pass
            if let attempt = current, attempt.isCampaign { scoutWithThePass(attempt.level) }
            return [.switchedScoutPass(pass), .save]
        case .useHint:
            guard let attempt = current, attempt.isCampaign, attempt.state.status == .playing else { return [.refused(.noAttempt)] }
            guard attempt.dare == nil else { return [.refused(.noHelpInADare)] }
            guard progress.hints > 0 else { return [.refused(.noHints)] }
            guard let direction = attempt.state.bestNextMove else { return [.refused(.noRoute)] }
            progress.hints -= 1
            closeDare(attempt.level.id)
            return [.hinted(direction)]
        case .dare: return takeDare()
        case .keepDareRun: return keepDareRun()
        case let .skip(id): return skip(id)
        case .passDare:
            guard let attempt = current, dareOffer != nil else { return [] }
            closeDare(attempt.level.id)
            return [.save]
        case let .sawTip(tip):
            guard !progress.tipsSeen.contains(tip.rawValue) else { return [] }
            let seen = progress.tipsSeen + [tip.rawValue]
            progress.tipsSeen = Tip.allCases.map(\.rawValue).filter(seen.contains)
            return []
        case let .buyAvatar(id):
            if let attempt = current, !attempt.isCampaign { return [.refused(.noShoppingOutsideTheCampaign)] }
            switch progress.buy(avatar: id) {
            case let .refused(id, price, coins): return [.refused(.cannotBuyAvatar(id, price: price, coins: coins))]
            case let .notForSale(id): return [.refused(.avatarNotForSale(id))]
            case let .bought(id, price):
                progress.select(avatar: id)
                return [.boughtAvatar(id, price: price), .wore(avatar: id), .save]
            }
        case let .wear(id):
            guard progress.select(avatar: id) else { return [.refused(.avatarLocked(id))] }
            return [.wore(avatar: id), .save]
        }
    }

    private mutating func play(_ id: Int) -> [SessionEvent] {
        guard id >= 1, id <= levelCount, progress.isUnlocked(id), let level = buildLevel(id) else {
            return [.refused(.locked(level: id, unlocked: progress.unlockedLevel))]
        }
        if keepableRun?.level != id { keepableRun = nil }
        var events = abandonSuspended(other: id)
        if let resumed = suspendedAttempt(), resumed.level.id == id {
            current = resumed
            events.append(.began(level: id, resumed: true))
        } else {
            progress.attempt = SavedAttempt(level: id, inputs: "", inventory: progress.inventory)
            current = Attempt(level: level, inventory: progress.inventory)
            events.append(.began(level: id, resumed: false))
        }
        // The pass's scout first: the dare's stake reads the plan it found rather than search again.
        scoutWithThePass(level)
        dareOffer = current?.inputs.isEmpty == true ? dareStake(for: level) : nil
        return events
    }

    /// Why the attempt on screen offers no dare (`dareOffer` is `nil`), the first reason that
    /// holds, or `nil` when it offers one: the rule `dareStake` keeps, which the screens word. A
    /// tester of session 38 pressed `$` on level 6, before any move, and was told the dare is
    /// "offered before a first move or sketch", which it had been.
    public var dareBar: DareBar? {
        guard dareOffer == nil else { return nil }
        guard let attempt = current, attempt.isCampaign else { return .notCampaign }
        if attempt.level.id < Dare.firstLevel { return .notYet(from: Dare.firstLevel) }
        if progress.record(attempt.level.id).bestMoves != nil { return .won }
        return .closed
    }

    /// Why no dare is on offer (`dareBar`).
    public enum DareBar: Sendable, Equatable {
        /// Not a campaign level: the daily, a treasury or practice.
        case notCampaign
        /// Dares begin at campaign level `from`.
        case notYet(from: Int)
        /// The level is won: dares are for levels never won.
        case won
        /// A move, a power-up, a sketch, a hint or the guide closed it, or the level's plan takes
        /// no coins.
        case closed
    }

    /// Whether campaign level `id` may be skipped (`SessionIntent.skip`): the furthest level
    /// open, from `Economy.firstSkippable`, not yet won, and not the last (a skip opens the
    /// next level; after the last there is none).
    public func isSkippable(_ id: Int) -> Bool { skipBar(id) == nil }

    /// What keeps campaign level `id` from being skipped now, the first of the rules it
    /// breaks, or `nil` when it may be (`isSkippable`): the one rule, which the screens word.
    public func skipBar(_ id: Int) -> SkipBar? {
        if id < Economy.firstSkippable { return .firstBand }
        if progress.record(id).bestMoves != nil { return .won }
        if id >= levelCount { return .last }
        if id != progress.unlockedLevel { return .notFurthest(furthest: progress.unlockedLevel) }
        return nil
    }

    /// Why a level cannot be skipped (`CampaignSession.skipBar`).
    public enum SkipBar: Sendable, Equatable {
        /// Before `Economy.firstSkippable`: the first band is played through.
        case firstBand
        /// The level is won: nothing to skip.
        case won
        /// The last level: none comes after it.
        case last
        /// Not the furthest level open, which is `furthest`.
        case notFurthest(furthest: Int)
    }

    /// Pays for skipping level `id`, gives up its attempt on screen (as leaving would: a dare on
    /// it is lost), opens the next level and begins it.
    private mutating func skip(_ id: Int) -> [SessionEvent] {
        guard isSkippable(id) else { return [.refused(.notSkippable(level: id))] }
        let price = Economy.skipPrice(of: id)
        guard progress.coins >= price else { return [.refused(.cannotAffordSkip(price: price, coins: progress.coins))] }
        var events: [SessionEvent] = []
        if let attempt = current, attempt.isCampaign, attempt.level.id == id { events += settle(attempt) }
        progress.coins -= price
        progress.unlockedLevel = id + 1
        events.append(.skipped(level: id, price: price))
        return events + play(id + 1)
    }

    /// Puts a try at treasury `number` on screen, its fee to be paid by its first move.
    private mutating func enterTreasury(_ number: Int) -> [SessionEvent] {
        guard progress.isTreasuryAvailable(number) else {
            return [.refused(.treasuryLocked(number: number, level: Treasury.openingLevel(of: number)))]
        }
        guard progress.isTreasuryOpen(number) else { return [.refused(.treasuryClosed(number: number, price: Treasury.keyPrice(number)))] }
        let level = Treasury.level(number)
        let fee = Treasury.fee(number)
        guard progress.coins >= fee else { return [.refused(.cannotAffordTreasury(number: number, fee: fee, coins: progress.coins))] }
        current = Attempt(treasury: TreasuryAttempt(number: number, fee: fee), level: level)
        return [.began(level: 0, resumed: false)]
    }

    /// With the scout pass on, the best plan of `level` is scouted free as it begins (nothing
    /// is said: the HUD shows it); a level with no plan to scout is left unscouted, as a paid
    /// scout would leave it.
    private mutating func scoutWithThePass(_ level: Level) {
        guard progress.scoutPass == .on, scouted[level.id] == nil, let plan = scoutedPlan(level) else { return }
        scouted[level.id] = plan
    }

    /// What a scout tells of `level`: its best plan on foot, and the best that finds gems where
    /// that is worth more (`ScoutedPlan.gemPlan`), as the ✓ weighs them.
    private func scoutedPlan(_ level: Level) -> ScoutedPlan? {
        guard var plan = ScoutedPlan(level) else { return nil }
        var allowance = PlanScore.allowance(for: level)
        if let gems = GemPlan(level, gemWorth: Dare.gemWorth(jumpPrice: prices.jump), allowance: &allowance), gems.worth > plan.coins {
            plan.gemPlan = gems
        }
        return plan
    }

    private mutating func act(_ action: Action) -> [SessionEvent] {
        guard var attempt = current else { return [.refused(.noAttempt)] }
        if case .restart = action { return restart() }
        if let refusal = attempt.refusesPowerUp(action) { return [.refused(refusal)] }
        if let treasury = attempt.treasury, !treasury.paid, progress.coins < treasury.fee {
            return [.refused(.cannotAffordTreasury(number: treasury.number, fee: treasury.fee, coins: progress.coins))]
        }
        let (events, recorded) = attempt.apply(action)
        var paidFee: [SessionEvent] = []
        if recorded, let treasury = attempt.treasury, !treasury.paid, progress.payTreasuryFee(treasury.number, fee: treasury.fee) {
            attempt.treasury?.paid = true
            paidFee = [.paidTreasuryFee(number: treasury.number, fee: treasury.fee), .save]
        }
        current = attempt
        if attempt.isCampaign {
            if recorded {
                progress.remember(action)
                closeDare(attempt.level.id)
                keepableRun = nil
            }
            progress.inventory = attempt.state.inventory
        }
        var acted: [SessionEvent] = [.acted(action, events)] + paidFee
        if let daily = attempt.daily, daily.counts, recorded, attempt.state.status == .playing {
            // From the first move the day is taken: a provisional "gave up" result, kept up to
            // date and written at once, so a crash or a kill cannot buy a second counted try.
            let firstMove = progress.daily.result(on: daily.date) == nil
            progress.daily.keep(DailyResult(date: daily.date, state: attempt.state))
            if firstMove { acted.append(.save) }
        }
        guard attempt.state.status != .playing else { return acted }
        return acted + settle(attempt)
    }

    /// Takes the last action back in the attempt on screen, or in the one that has just failed
    /// (its settlement undone: the progress from before it, the attempt back on screen). The
    /// saved attempt follows, so resuming it gives the same state.
    private mutating func undo(failed: (progress: PlayerProgress, attempt: Attempt)?) -> [SessionEvent] {
        let reopened = current == nil
        guard var attempt = current ?? failed?.attempt else { return [.refused(.nothingToUndo)] }
        // A dared try has one undo, for a slip, and so has a treasury's; a failed one was
        // settled and is not reopened.
        if attempt.dare != nil {
            guard !reopened else { return [.refused(.noHelpInADare)] }
            guard !attempt.oneUndoSpent else { return [.refused(.dareSlipUsed)] }
        } else if attempt.treasury != nil {
            guard !reopened, !attempt.oneUndoSpent else { return [.refused(.treasurySlipUsed)] }
        }
        // (After the dare's checks: its spent undo is said as such, not as the daily's rule.)
        guard attempt.allowsUndo else { return [.refused(.noUndoInCountedDaily)] }
        guard let action = attempt.undo() else { return [.refused(.nothingToUndo)] }
        if attempt.hasOneUndo { attempt.oneUndoSpent = true }
        if reopened, let failed { progress = failed.progress }
        current = attempt
        if attempt.isCampaign {
            progress.forget(action, leaving: attempt.inputs)
            progress.inventory = attempt.state.inventory
        }
        // The failure was written to the save: the attempt going on again is written over it.
        return [.undone(action, reopened: reopened)] + (reopened && attempt.isCampaign ? [.save] : [])
    }

    /// Starts the attempt on screen over: it is settled as given up (its replay kept), and the
    /// power-ups it used stay used, as in any attempt given up or failed (docs/rules.md). Session
    /// 13 gave them back, and a play-tester of session 14 read that as a bug beside "used
    /// power-ups stay used" on the failure screen; undo still takes one back with its move.
    private mutating func restart() -> [SessionEvent] {
        guard let attempt = current else { return [.refused(.noAttempt)] }
        var events = settle(attempt)
        if !attempt.isCampaign {
            current = attempt.again(counted: attempt.endingCountsAsDailyResult)
            events.append(.began(level: 0, resumed: false))
        } else {
            events += play(attempt.level.id)
        }
        return events
    }

    /// The level on screen's best plan, for `Economy.scoutPrice` coins once a sitting (free with
    /// the scout pass).
    private mutating func scout() -> [SessionEvent] {
        guard let attempt = current else { return [.refused(.noAttempt)] }
        guard attempt.isCampaign else { return [.refused(.noShoppingOutsideTheCampaign)] }
        let id = attempt.level.id
        if let plan = scouted[id] { return [.scouted(plan, price: 0)] }
        // The pass, on or off, scouts for nothing.
        let price = progress.scoutPass == nil ? Economy.scoutPrice : 0
        guard progress.coins >= price else {
            return [.refused(.cannotScout(price: price, coins: progress.coins))]
        }
        guard let plan = scoutedPlan(attempt.level) else { return [.refused(.noPlanToScout)] }
        progress.coins -= price
        scouted[id] = plan
        return [.scouted(plan, price: price)] + (price > 0 ? [.save] : [])
    }

    /// The scouted plan's way from where the player stands, for `Economy.guidePrice` coins once
    /// a sitting; nothing is charged when the plan no longer fits from there.
    private mutating func guide() -> [SessionEvent] {
        guard let attempt = current else { return [.refused(.noAttempt)] }
        guard attempt.isCampaign else { return [.refused(.noShoppingOutsideTheCampaign)] }
        let id = attempt.level.id
        guard attempt.dare == nil else { return [.refused(.noHelpInADare)] }
        guard let plan = scouted[id] else { return [.refused(.notScouted)] }
        let paid = guided.contains(id)
        guard paid || progress.coins >= Economy.guidePrice else {
            return [.refused(.cannotGuide(price: Economy.guidePrice, coins: progress.coins))]
        }
        guard let way = plan.way(from: attempt.state) else { return [.refused(.planOutOfReach)] }
        current?.showedTheGuide = true
        closeDare(id)
        if paid { return [.guided(way, price: 0)] }
        progress.coins -= Economy.guidePrice
        guided.append(id)
        return [.guided(way, price: Economy.guidePrice), .save]
    }

    /// What surveying campaign level `level` costs: `Economy.surveyPrice` of its best plan's
    /// coins (10 on a level whose plan takes none), nothing on the levels where it is taught
    /// (`Economy.freeSurveys`).
    public func surveyPrice(of level: Level) -> Int {
        guard !Economy.freeSurveys.contains(level.id) else { return 0 }
        return Economy.surveyPrice(bestCoins: (scouted[level.id] ?? ScoutedPlan(level))?.coins ?? 0)
    }

    /// Whether campaign level `id` is surveyed: with the survey pass every campaign level is, and
    /// without it those where surveys are free (`Economy.freeSurveys`) and those surveyed in this
    /// sitting (`surveyed`); never an escape (`isSurveyable`).
    public func isSurveyed(_ id: Int) -> Bool {
        guard let attempt = current, attempt.level.id == id else { return surveyed.contains(id) }
        return attempt.isCampaign && isSurveyed(campaignLevel: attempt.level)
    }

    /// Whether campaign level `level` is surveyed, whether or not it is on screen: surveyable,
    /// and covered by the pass, a free level or a survey bought in this sitting.
    public func isSurveyed(campaignLevel level: Level) -> Bool {
        Self.isSurveyable(level)
            && (progress.surveyPass || Economy.freeSurveys.contains(level.id) || surveyed.contains(level.id))
    }

    /// Whether `level` may be surveyed: not an escape (`LevelKind.escape`), whose whole question
    /// is the way. A tester of session 30 traced levels 20 and 60 back from E by the survey's
    /// counts and called them his worst moments: "no thought".
    public static func isSurveyable(_ level: Level) -> Bool { level.spec.kind != .escape }

    /// Surveys the level on screen, for `surveyPrice(of:)` coins once a sitting (free with the
    /// survey pass). A survey counts
    /// moves, not plans, so it leaves the dare as it is: on offer, or taken (a dare bars the
    /// sketch, which counts a whole plan, not the count of the map; round 29's testers, who
    /// dared every level, lost dares to misread walls and called them "a tax on eyesight").
    private mutating func survey() -> [SessionEvent] {
        guard let attempt = current else { return [.refused(.noAttempt)] }
        guard attempt.isCampaign else { return [.refused(.noShoppingOutsideTheCampaign)] }
        guard Self.isSurveyable(attempt.level) else { return [.refused(.noSurveyOnAnEscape)] }
        let id = attempt.level.id
        if isSurveyed(id) { return [.surveyed(price: 0)] }
        let price = surveyPrice(of: attempt.level)
        guard progress.coins >= price else { return [.refused(.cannotSurvey(price: price, coins: progress.coins))] }
        progress.coins -= price
        surveyed.append(id)
        return [.surveyed(price: price), .save]
    }

    private mutating func buy(_ item: ShopItem) -> [SessionEvent] {
        // A suspended attempt's start holds what the player holds plus what it used, so it may
        // be at the most a save may hold while the player is below it; a purchase there would
        // make a save the reader refuses.
        if let saved = progress.attempt, saved.inventory.count(of: item) >= Inventory.maximumCount {
            return [.refused(.cannotBuy(item, price: item.price(in: prices), coins: progress.coins))]
        }
        switch progress.buy(item, prices: prices) {
        case let .refused(item, price, coins):
            return [.refused(.cannotBuy(item, price: price, coins: coins))]
        case let .bought(item, price):
            // A suspended attempt resumes with what the player holds now.
            // (Hints stay with the player, outside every attempt: `holding` leaves it as it is.)
            if let saved = progress.attempt { progress.attempt?.inventory = saved.inventory.holding(item) }
            if let attempt = current, attempt.isCampaign {
                current = attempt.adding(item)
                if item == .scoutPass { scoutWithThePass(attempt.level) }
            }
            return [.bought(item, price: price), .save]
        }
    }

    /// Ends `attempt`: every attempt is judged (`Scorecard`) and its replay kept; a campaign
    /// attempt is paid and recorded in the progress, a counted daily's result kept.
    private mutating func settle(_ attempt: Attempt) -> [SessionEvent] {
        if attempt.state.status == .failed { failure = (progress, attempt) }
        if current?.level.id == attempt.level.id { current = nil }
        let replay = attempt.replay
        let scorecard = Scorecard(attempt.state)
        // The daily is played with empty hands for its card, not for the plan.
        var allowance = PlanScore.allowance(for: attempt.level)
        var plan = attempt.daily == nil ? PlanScore(attempt, allowance: &allowance) : nil
        // The guide showed the plan's way in this attempt: a win that follows it did not plan
        // (the ✓ is for finding the plan; the guide is for a player who would rather be shown it).
        // Only this attempt's: a retry that does not ask for the guide again plans its own way (a
        // tester's retry without it was told "with the guide" while the mark was per sitting).
        if attempt.showedTheGuide { plan?.followedTheGuide = true }
        if plan?.usedPowerUp == true, !attempt.state.demolishedAWall {
            // A gem this campaign win pays gives its Jump back: a Jump spent to reach it costs
            // nothing (four testers of session 21 took level 13's gem and crate with a Jump and
            // were told the ✓ needed the Jump's 30 coins more).
            let state = attempt.state
            let paidGems = progress.paidGems(on: attempt.level)
            let gemJumps =
                attempt.isCampaign && state.status == .won
                ? state.foundGems.indices.filter { state.foundGems[$0] && !paidGems.contains($0) }.count * Economy.gemJumps : 0
            plan?.powerUpsPrice = priceOfPowerUpsSpent(by: attempt, jumpsBack: gemJumps)
        }
        if let score = plan, score.gemsTaken > 0 {
            // A run that found gems is weighed, for the ✓ as for a dare, against the best plan
            // without them too, each gem at the shop price of its Jumps (`Dare.worth`).
            plan?.gemsWorth = Dare.worth(
                score, gemWorth: Dare.gemWorth(jumpPrice: prices.jump), spent: priceOfPowerUpsSpent(by: attempt))
            plan?.bestWithoutGems = (scouted[attempt.level.id] ?? ScoutedPlan(attempt.level))?.coins ?? 0
        } else if plan != nil, !attempt.level.gems.isEmpty {
            // A run that left the gems is weighed against the best plan that finds them, each
            // at the same price: "gem or crates?" has a wrong answer either way.
            var gemAllowance = PlanScore.allowance(for: attempt.level)
            plan?.bestWithGems = GemPlan(attempt.level, gemWorth: Dare.gemWorth(jumpPrice: prices.jump), allowance: &gemAllowance)
        }
        if let treasury = attempt.treasury {
            // A try left or begun again before its first move cost nothing and is nothing.
            guard treasury.paid else {
                return [.finished(FinishedAttempt(attempt: attempt, scorecard: scorecard, settlement: nil, previousBest: nil, plan: plan))]
            }
            let previousBest = progress.treasury(treasury.number).bestMoves
            let settlement = progress.finishTreasury(treasury.number, attempt.state, judged: scorecard)
            let finished = FinishedAttempt(
                attempt: attempt, scorecard: scorecard, settlement: settlement, previousBest: previousBest, plan: plan)
            return [.finished(finished), .record(replay), .save]
        }
        if !attempt.isCampaign {
            var finished = FinishedAttempt(attempt: attempt, scorecard: scorecard, settlement: nil, previousBest: nil, plan: plan)
            if let daily = attempt.daily, attempt.endingCountsAsDailyResult {
                let result = DailyResult(date: daily.date, state: attempt.state, scorecard: scorecard)
                progress.daily.keep(result)  // over its own provisional result
                finished.dailyResult = result
                return [.finished(finished), .recordDailyProof(replay, date: daily.date), .save]
            }
            // A level outside the campaign left before any move has nothing worth a replay file.
            return [.finished(finished)] + (attempt.inputs.isEmpty ? [] : [.record(replay)])
        }
        let previousBest = progress.record(attempt.level.id).bestMoves
        let run = attempt.state.status == .won ? BestRun(actions: attempt.inputs, inventory: attempt.startInventory) : nil
        let settlement = progress.finish(
            attempt.state, judged: scorecard, levelCount: levelCount, run: run, plannedToPerfection: plan?.isPerfect ?? false)
        var finished = FinishedAttempt(
            attempt: attempt, scorecard: scorecard, settlement: settlement, previousBest: previousBest, plan: plan)
        if let stake = attempt.dare { finished.dare = settleDare(of: attempt, stake: stake, plan: plan) }
        return [.finished(finished), .record(replay), .save]
    }

    /// The shop price of the Jumps and Times `attempt` spent, less `jumpsBack` Jumps a gem gave
    /// back.
    private func priceOfPowerUpsSpent(by attempt: Attempt, jumpsBack: Int = 0) -> Int {
        let start = attempt.startInventory, end = attempt.state.inventory
        return max(0, start.jumps - end.jumps - jumpsBack) * prices.jump + max(0, start.times - end.times) * prices.time
    }

    /// Settles the dare of `attempt`, scored `plan`: won with the ✓ (`PlanScore.isPerfect`),
    /// which for a run that found gems is weighed against the best plan without them too
    /// (`gemsWorth`, `bestWithoutGems`, set by `settle`): one verdict for the mark and the dare.
    /// Without that half, a gem alone won the dare of every gem level where no crate fits
    /// beside it: "gem routes are an easy dare", two testers of session 23.
    private mutating func settleDare(of attempt: Attempt, stake: Int, plan: PlanScore?) -> DareOutcome {
        var outcome = progress.settleDare(on: attempt.level.id, stake: stake, won: plan?.isPerfect ?? false)
        if !outcome.won, outcome.streak >= Dare.keepableRun, let goal = progress.runGoal(run: outcome.streak) {
            keepableRun = (outcome.streak, attempt.level.id)
            outcome.keepPrice = Dare.keepPrice(run: outcome.streak)
            outcome.keepGoal = goal
        }
        if let worth = plan?.gemsWorth {
            outcome.gemsWorth = worth
            outcome.bestCoins = plan?.bestWithoutGems
        } else if let plan, plan.isShortOfThePlanWithGems {
            // Lost to a plan with the gem: said as a gem's is ("your 27 to the plan's 30").
            outcome.gemsWorth = plan.worthWithoutGems
            outcome.bestCoins = plan.bestWithGems?.worth
        }
        return outcome
    }

    /// The ghost of the best run kept for `level`: `nil` for a level never won since best runs
    /// were kept, a practice level, or a run that no longer wins on the level as built today.
    /// - Complexity: O(actions of the run + cells), once per attempt.
    public func ghost(for level: Level) -> Ghost? {
        guard level.id >= 1, let run = progress.record(level.id).bestRun else { return nil }
        return Ghost(level: level, run: run)
    }

    /// The saved attempt, re-simulated, or `nil` (none, or its level or inputs cannot be read).
    private func suspendedAttempt() -> Attempt? {
        guard let saved = progress.attempt, let level = buildLevel(saved.level),
            let inputs = try? Inputs.parse(saved.inputs)
        else { return nil }
        let attempt = Attempt(level: level, inventory: saved.inventory, inputs: inputs)
        // An escape left with a power-up used (saved before escapes were walked) is not resumed:
        // it begins again, on foot.
        guard !attempt.isWalked || attempt.state.inventory == attempt.startInventory else { return nil }
        return attempt
    }

    /// The stake of `level`'s dare, or `nil` when it offers none: a campaign level from
    /// `Dare.firstLevel`, never won, its dare not closed, not guided this sitting, with a plan
    /// that takes coins.
    private func dareStake(for level: Level) -> Int? {
        guard level.id >= Dare.firstLevel, !progress.daresClosed.contains(level.id), progress.record(level.id).bestMoves == nil,
            !guided.contains(level.id), let plan = scouted[level.id] ?? ScoutedPlan(level)
        else { return nil }
        return Dare.stake(bestCoins: plan.coins)
    }

    /// Takes the dare on offer: the stake paid, the offer closed, the attempt dared.
    private mutating func takeDare() -> [SessionEvent] {
        guard var attempt = current, attempt.isCampaign, attempt.inputs.isEmpty, attempt.dare == nil, let stake = dareOffer else {
            return [.refused(.noDare)]
        }
        guard progress.coins >= stake else { return [.refused(.cannotAffordDare(stake: stake, coins: progress.coins))] }
        progress.coins -= stake
        closeDare(attempt.level.id)
        attempt.dare = stake
        current = attempt
        return [.dared(stake: stake), .save]
    }

    /// Keeps the run of dares the last lost dare ended, for `Dare.keepPrice(run:)` coins: the
    /// run goes on as if that dare had not been taken (its stake stays lost).
    private mutating func keepDareRun() -> [SessionEvent] {
        guard let (run, _) = keepableRun else { return [.refused(.noRunToKeep)] }
        let price = Dare.keepPrice(run: run)
        guard progress.coins >= price else { return [.refused(.cannotKeepRun(price: price, coins: progress.coins))] }
        progress.coins -= price
        progress.dareStreak = run
        keepableRun = nil
        return [.keptDareRun(run: run, price: price), .save]
    }

    /// Closes level `id`'s dare for good (the offer on screen with it).
    private mutating func closeDare(_ id: Int) {
        guard dareOffer != nil else { return }
        dareOffer = nil
        progress.closeDare(on: id)
    }

    /// An attempt saved at a level other than `id` is given up before another begins.
    private mutating func abandonSuspended(other id: Int) -> [SessionEvent] {
        guard let saved = progress.attempt, saved.level != id else { return [] }
        guard let attempt = suspendedAttempt() else {
            progress.attempt = nil
            return []
        }
        return settle(attempt)
    }
}
