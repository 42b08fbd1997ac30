import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The daily challenge: the calendar, the pinned level of one date, the per-level design rules, and
/// the one counted attempt a day (session), results and streaks (save).
@Suite struct DailyChallengeTests {
    static let pinned = DailyDate(year: 2026, month: 11, day: 30)!

    // MARK: - The calendar

    @Test func daysAreCountedFrom1970AcrossLeapYears() throws {
        #expect(DailyDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(DailyDate(year: 2000, month: 3, day: 1)?.dayNumber == 11_017)
        #expect(DailyDate(year: 2026, month: 11, day: 30)?.dayNumber == 20_787)
        #expect(DailyDate(secondsSince1970: 1_796_083_199).description == "2026-11-30")  // 23:59:59 UTC
        #expect(DailyDate(secondsSince1970: 1_796_083_200).description == "2026-12-01")
        #expect(DailyDate("2028-02-29")?.next.description == "2028-03-01")
        #expect(DailyDate("2100-02-28")?.next.description == "2100-03-01")  // not a leap year
        #expect(DailyDate("0001-01-01")?.description == "0001-01-01")
        for n in stride(from: DailyDate.first.dayNumber, through: DailyDate.first.dayNumber + 3000, by: 1) {
            let date = DailyDate(dayNumber: n)
            #expect(DailyDate(date.description) == date)
        }
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-00-10", "2026-1-05", "26-01-05", "2026-01-05x", "２０２６-01-05", "", "2026/01/05", "+026-01-05",
    ])
    func onlyRealDaysWrittenYYYYMMDDAreRead(text: String) {
        #expect(DailyDate(text) == nil)
    }

    // MARK: - The level of a day

    /// The rule of docs/rules.md, pinned: any change to it or to the generator shows up here.
    @Test func theDailyOfAFixedDateIsPinned() throws {
        let level = DailyChallenge.level(for: Self.pinned)
        let spec = level.spec
        #expect(DailyChallenge.plan(for: Self.pinned).id == 97)
        #expect(spec.name == "Daily 2026-11-30")
        #expect(spec.id == 0)
        #expect((spec.seed, spec.width, spec.height, spec.algorithm) == (UInt64(745_657_496), 14, 7, Algorithm.recursiveBacktracker))
        #expect((level.par, level.budget, level.crates.count, level.gems.count) == (53, 58, 4, 0))
        #expect(level.fingerprint == "b909154791a7ec75")
        #expect(LevelCode.code(for: spec) == "MZ4-18YP7-3N4R1-M351B-RV4P4-80000-00040-0CGS")
        // The same for everyone: built again, and rebuilt from its code.
        #expect(DailyChallenge.level(for: Self.pinned).fingerprint == level.fingerprint)
        let rebuilt = try LevelBuilder.build(try LevelCode.spec(from: "MZ4-18YP7-3N4R1-M351B-RV4P4-80000-00040-0CGS"))
        #expect(rebuilt.fingerprint == level.fingerprint)
        // The same day's codes from before the rebuilds name generators this mz does not build.
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ2-08XZA-08TE4-G8A0M-1P9C8-C001J-0N") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ4-0WYRV-9EHW1-M351B-RV4P4-80000-00040-0CGE") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ3-0CYHP-F6EQ2-8451B-RV4P4-80000-0R81J-0B") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ4-0GXZH-XPYY3-86A2Q-HP9C8-G0000-00080-0S0Y") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ4-0RXZH-XPYY3-86A2Q-HP9C8-G0000-00080-0S0E") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ4-10YRV-9EHW1-M351B-RV4P4-80000-00040-0CGQ") }
        #expect(throws: LevelCodeError.self) { try LevelCode.spec(from: "MZ4-14YP7-3N4R1-M351B-RV4P4-80000-00040-0CG1") }
    }

    /// The per-level design rules, and those of the late-band plan the day draws: every item
    /// fits the budget, every crate holds its detour, gems test nerve, and choice, tension and
    /// terrain where the plan asks. Checked on the pinned date and the day after it
    /// (`mz validate` cannot see the daily; the days are a sample, kept small for the suite).
    @Test(arguments: 0..<2)
    func theDailyMeetsTheDesignRules(offset: Int) {
        let date = DailyDate(dayNumber: Self.pinned.dayNumber + offset)
        #expect(Self.missedRules(date).isEmpty, "\(date): \(Self.missedRules(date))")
        // Seen whole at 80×24 (the fit rule; a year of plans is checked in DesignRuleAdditionsTests).
        let maze = DailyChallenge.level(for: date).maze
        #expect(maze.width <= DailyChallenge.largest.width && PlayField.showsWhole(width: maze.width, height: maze.height))
    }

    /// A day that finds no candidate meeting its plan's terrain choice (2026-06-30, under
    /// generators 2 and 4) keeps the best found: it misses that campaign-wide rule only, never
    /// a per-level one (items, crates pay, gems, slack, ledges).
    @Test func aDayThatMissesItsPlansTerrainChoiceKeepsEveryPerLevelRule() {
        let date = DailyDate(year: 2026, month: 6, day: 30)!
        #expect(Self.missedRules(date).allSatisfy { ["choice", "tension", "terrain"].contains($0) })
    }

    /// The rules `date`'s daily misses, by name: the per-level design rules (items, crates
    /// pay, gems), then its plan's (choice, tension, terrain, slack, no ledge).
    static func missedRules(_ date: DailyDate) -> [String] {
        let plan = DailyChallenge.plan(for: date)
        var level = DailyChallenge.level(for: date)
        level.id = plan.id  // judged as the campaign level whose plan it follows
        let design = LevelDesign(level)
        var missed: [String] = []
        if !DesignReport.meetsItemsRule(design) || design.items.contains(where: { !$0.fitsBudget }) { missed.append("items") }
        let crates = DesignReport.payingCrates(design)
        if crates.paying < crates.fitting || design.crates.contains(where: { $0.keepsPerfectBonus == false }) {
            missed.append("crates pay")
        }
        if DesignReport.gemsTestNerve(design) == false { missed.append("gems") }
        if plan.needsChoice, DesignReport.offersChoice(design) != true { missed.append("choice") }
        if plan.needsTension, !DesignReport.wrongTurnFails(design) { missed.append("tension") }
        if plan.needsTerrainChoice, design.route?.terrainChoosesRoute != true { missed.append("terrain") }
        if 100 * design.slack > 35 * design.par { missed.append("slack") }
        if level.crates.contains(where: \.needsJump) { missed.append("ledge") }
        return missed
    }

    // MARK: - One counted attempt a day

    static func daily(_ date: DailyDate = pinned) -> Level {
        var hook = CampaignSessionTests.hook(id: 0)
        hook.name = "Daily \(date)"
        hook.spec.name = hook.name
        return hook
    }

    static func session(_ progress: PlayerProgress = PlayerProgress()) -> CampaignSession {
        CampaignSessionTests.session(progress, levels: [])
    }

    @Test func theFirstFinishedAttemptOfTheDayCountsAndOnlyIt() throws {
        var session = Self.session()
        #expect(session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true)) == [.began(level: 0, resumed: false)])
        #expect(session.current?.daily == DailyAttempt(date: Self.pinned, counts: true))
        let events = CampaignSessionTests.act(CampaignSessionTests.hookAtPar, in: &session)
        let result = DailyResult(
            date: Self.pinned, outcome: .won, moves: 7, par: 7, budget: 9, stars: 3,
            cratesTaken: 1, crates: 1, coins: 5, gemsTaken: 0, gems: 0)
        #expect(session.progress.daily.results == [result])
        guard case let .finished(finished) = events.dropFirst().first else {
            Issue.record("\(events)")
            return
        }
        #expect(finished.dailyResult == result)
        #expect(events.dropFirst(2).first == .recordDailyProof(finished.attempt.replay, date: Self.pinned))
        #expect(events.last == .save)
        // Nothing is paid: the daily is outside the campaign's economy.
        #expect(session.progress.coins == 0 && session.progress.levels.isEmpty)

        // Again the same day: played for fun, never recorded.
        session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        #expect(session.current?.daily == DailyAttempt(date: Self.pinned, counts: false))
        CampaignSessionTests.act([.move(.east), .move(.east)], in: &session)
        session.apply(.abandon)
        #expect(session.progress.daily.results == [result])
    }

    /// A result's values in a few characters: outcome, moves/par, stars (the words are the UI's).
    static func summary(_ result: DailyResult?) -> String? {
        result.map { "\($0.outcome) \($0.moves)/\($0.par) \($0.stars)★" }
    }

    @Test func aRestartBeforeTheFirstMoveIsFreeAfterItTheDayIsGivenUp() throws {
        var session = Self.session()
        session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        session.apply(.restart)
        #expect(session.progress.daily.results.isEmpty)
        #expect(session.current?.daily?.counts == true)
        session.apply(.act(.move(.east)))
        let events = session.apply(.restart)
        #expect(events.contains(.save))
        #expect(session.progress.daily.result(on: Self.pinned)?.outcome == .abandoned)
        #expect(session.progress.daily.result(on: Self.pinned).map { [$0.moves, $0.par, $0.stars] } == [1, 7, 0])
        #expect(session.current?.daily?.counts == false)  // the rest of the day is for fun
    }

    /// From the first move the day is taken, written at once and kept up to date, so a kill or
    /// a crash (no settle at all) leaves "gave up after the moves made", never a fresh try.
    @Test func theFirstMoveTakesTheDayAtOnce() {
        var session = Self.session()
        session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        #expect(session.apply(.act(.move(.east))).last == .save)
        #expect(Self.summary(session.progress.daily.result(on: Self.pinned)) == "abandoned 1/7 0★")
        #expect(session.apply(.act(.move(.east))).last != .save)  // one write, then kept in step
        #expect(Self.summary(session.progress.daily.result(on: Self.pinned)) == "abandoned 2/7 0★")
        // The game is killed here; the next one starts from the progress as saved.
        var next = Self.session(session.progress)
        next.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        #expect(next.current?.daily?.counts == false)
        #expect(next.current?.level.spec.name == "Daily 2026-11-30, for fun")
        // The attempt that counted, finished, replaces its own provisional result.
        CampaignSessionTests.act(Array(CampaignSessionTests.hookAtPar.dropFirst(2)), in: &session)
        #expect(session.progress.daily.results.map(Self.summary) == ["won 7/7 3★"])
    }

    @Test func leavingTheCountedAttemptAfterAMoveGivesItUp() {
        var session = Self.session()
        session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        session.apply(.act(.move(.east)))
        #expect(session.apply(.suspend).last == .save)
        #expect(session.progress.daily.result(on: Self.pinned)?.outcome == .abandoned)
        #expect(session.current == nil)
    }

    @Test func aPastDayIsPlayedButNotCounted() {
        var session = Self.session()
        session.apply(.daily(date: Self.pinned.previous, level: Self.daily(Self.pinned.previous), isToday: false))
        #expect(session.current?.daily?.counts == false)
        let events = CampaignSessionTests.act(CampaignSessionTests.hookAtPar, in: &session)
        #expect(session.progress.daily.results.isEmpty)
        #expect(!events.contains(.save))
    }

    @Test func runningOutOfMovesCountsAsFailed() {
        var session = Self.session()
        session.apply(.daily(date: Self.pinned, level: Self.daily(), isToday: true))
        CampaignSessionTests.act(
            Array(repeating: .move(.east), count: 3) + Array(repeating: .move(.west), count: 3) + [
                .move(.east), .move(.east), .move(.east),
            ], in: &session)
        #expect(session.progress.daily.result(on: Self.pinned)?.outcome == .failed)
        #expect(Self.summary(session.progress.daily.result(on: Self.pinned)) == "failed 9/7 0★")
    }

    // MARK: - Results, streaks, the card

    static func result(_ date: DailyDate, _ outcome: Outcome = .won) -> DailyResult {
        DailyResult(
            date: date, outcome: outcome, moves: 57, par: 52, budget: 60, stars: outcome == .won ? 2 : 0,
            cratesTaken: 2, crates: 3, coins: 14, gemsTaken: 1, gems: 1)
    }

    @Test func streaksCountWonDaysInARowAndSurviveUntilTodayIsPlayed() {
        let d = Self.pinned
        var record = DailyRecord()
        for offset in [-9, -8, -7, -5, -4, -3, -2, -1] { record.record(Self.result(DailyDate(dayNumber: d.dayNumber + offset))) }
        #expect(record.currentStreak(today: d) == 5)  // today not played yet: yesterday's streak lives
        #expect(record.bestStreak == 5)
        let kept = record.record(Self.result(d.previous, .failed))
        #expect(!kept)  // a day keeps its first result
        record.record(Self.result(d, .failed))
        #expect(record.currentStreak(today: d) == 0)
        #expect(record.currentStreak(today: d.next.next) == 0)  // a missed day ends it
        #expect(record.bestStreak == 5 && record.wins == 8)
    }

    // MARK: - In the save

    @Test func resultsRoundTripThroughTheSave() throws {
        var progress = PlayerProgress()
        progress.daily.record(Self.result(Self.pinned.previous, .abandoned))
        progress.daily.record(Self.result(Self.pinned))
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(
            text.contains(
                #"    {"date": "2026-11-30", "outcome": "won", "moves": 57, "par": 52, "budget": 60, "stars": 2, "cratesTaken": 2, "crates": 3, "coins": 14, "gemsTaken": 1, "gems": 1}"#
            ))
        #expect(try SaveFile.read(Data(text.utf8)).shipped == progress)
    }

    @Test(arguments: [
        (
            #""date": "2026-11-30""#, #""date": "2026-11-31""#,
            "field 'daily[1].date' must be a day from 2026-01-01 written YYYY-MM-DD, found '2026-11-31'"
        ),
        (#""date": "2026-11-30""#, #""date": "2026-11-29""#, "field 'daily' must be sorted by date with one result per date"),
        (
            #""cratesTaken": 2, "crates": 3, "coins": 14, "gemsTaken": 1, "gems": 1}"#,
            #""cratesTaken": 4, "crates": 3, "coins": 14, "gemsTaken": 1, "gems": 1}"#,
            "field 'daily[1].cratesTaken' is more than crates (3)"
        ),
        (#""outcome": "won""#, #""outcome": "perfect""#, "field 'daily[1].outcome' must be won, failed or abandoned, found \"perfect\""),
        (#""stars": 2"#, #""stars": 4"#, "field 'daily[1].stars' must be from 0 to 3, found 4"),
        // Results no attempt can end with (docs/formats.md, "daily").
        (#""stars": 2"#, #""stars": 0"#, "field 'daily[1].stars' is 0 for a day won: a win earns 1 to 3 stars"),
        (
            #""outcome": "abandoned", "moves": 57, "par": 52, "budget": 60, "stars": 0"#,
            #""outcome": "abandoned", "moves": 57, "par": 52, "budget": 60, "stars": 3"#,
            "field 'daily[0].stars' is 3 for a day not won: only a win earns stars"
        ),
        (#""moves": 57"#, #""moves": 61"#, "field 'daily[1].moves' is 61, more than the day's budget (60)"),
        (#""moves": 57"#, #""moves": 51"#, "field 'daily[1].moves' is 51 for a day won, fewer than its par (52)"),
        (#""par": 52, "budget": 60"#, #""par": 62, "budget": 60"#, "field 'daily[1].par' is 62, more than the day's budget (60)"),
    ])
    func damagedResultsAreRefusedNamingTheField(find: String, replace: String, message: String) throws {
        var progress = PlayerProgress()
        progress.daily.record(Self.result(Self.pinned.previous, .abandoned))
        progress.daily.record(Self.result(Self.pinned))
        let text = SaveFile.json(SaveDocument(shipped: progress))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.lastIndex { $0.contains(find) })
        var damaged = lines
        damaged[index] = lines[index].replacingOccurrences(of: find, with: replace)
        do {
            _ = try SaveFile.read(Data(damaged.joined(separator: "\n").utf8))
            Issue.record("accepted \(replace)")
        } catch {
            guard case let .corrupt(reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix(message), "\(reason)")
        }
    }

    /// A day after today is no day played: refused as other impossible values are (the save
    /// is moved aside). Without today (a reader that has no clock) it is not checked.
    @Test func aResultDatedAfterTodayIsRefusedNamingTheField() throws {
        var progress = PlayerProgress()
        progress.daily.record(Self.result(Self.pinned.previous))
        progress.daily.record(Self.result(Self.pinned.next))
        var campaign = PlayerProgress()
        campaign.daily.record(Self.result(Self.pinned.next))
        var document = SaveDocument(shipped: PlayerProgress())
        document.campaigns["levels-0123456789abcdef"] = campaign
        for (saved, field) in [
            (SaveDocument(shipped: progress), "daily[1].date"), (document, "campaigns.levels-0123456789abcdef.daily[0].date"),
        ] {
            let data = Data(SaveFile.json(saved).utf8)
            #expect(try SaveFile.read(data) == saved)
            #expect(try SaveFile.read(data, today: Self.pinned.next) == saved)
            #expect(throws: SaveError.corrupt("field '\(field)' is 2026-12-01, a day after today (2026-11-30, UTC)")) {
                try SaveFile.read(data, today: Self.pinned)
            }
        }
    }

    // MARK: - The save's size

    /// Ghost runs are the one part of a save that can grow past what the reader takes: the
    /// longest are left out until the save fits, and the save reads back.
    @Test func aSaveFullOfLongBestRunsStillFitsAndReadsBack() throws {
        var progress = PlayerProgress()
        for id in 1...43 {  // 42 runs of 100,000: just past the limit
            var record = LevelRecord(id: id)
            record.bestMoves = 10
            record.stars = 1
            record.bestRun = BestRun(inputs: String(repeating: "r", count: id == 7 ? 10 : BestRun.maximumLength), inventory: Inventory())
            progress.levels.append(record)
        }
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(text.utf8.count <= SaveFile.maximumBytes)
        let read = try SaveFile.read(Data(text.utf8)).shipped
        let kept = read.levels.filter { $0.bestRun != nil }
        #expect(kept.count >= 30 && kept.count < 43)
        #expect(read.levels[6].bestRun?.inputs == "rrrrrrrrrr")  // the short one is kept
        #expect(read.levels.allSatisfy { $0.bestMoves == 10 })  // nothing else is touched
    }
}
