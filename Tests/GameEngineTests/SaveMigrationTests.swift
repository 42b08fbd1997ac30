import Foundation
import Testing

@testable import GameEngine

/// Save format 13's campaign built 13 levels anew (each band's eighth an escape, and the levels
/// whose par bounds moved with them), format 14's five more (a first choice at 5, a gem at 13,
/// gates, mirrors and trapdoors on the way on their first levels), format 15's ten (the tours
/// of 7 and 37, and the leaps of every band from 11), format 16's twenty (generator 7's values
/// drawn again where a rule of thumb found the best plan): an older save keeps
/// everything but what was played on those levels' old mazes.
@Suite struct SaveMigrationTests {
    static func record(_ id: Int) -> LevelRecord {
        var record = LevelRecord(id: id)
        record.bestMoves = 20
        record.stars = 2
        record.cratesTaken = [0, 1]
        record.gemsTaken = []
        record.bestRun = BestRun(inputs: "rrd", inventory: Inventory())
        return record
    }

    /// `record(id)` as a save migrated past a rebuild of its level keeps it: the ghost run and
    /// the crates paid dropped, the rest kept.
    static func forgotten(_ id: Int) -> LevelRecord {
        var kept = record(id)
        kept.cratesTaken = []
        kept.bestRun = nil
        return kept
    }

    /// `record(id)` as a save from before format 21 reads on a level that lost decoration
    /// (`SaveReader.decorationTakenOut`): its ghost forgotten, everything else kept.
    static func thinned(_ id: Int) -> LevelRecord {
        var kept = record(id)
        kept.bestRun = nil
        return kept
    }

    /// `progress` written as today's save, then labelled save format `format`.
    static func written(_ progress: PlayerProgress, asFormat format: Int) -> String {
        reformatted(SaveFile.json(SaveDocument(shipped: progress)), as: format)
    }

    /// A save's text of today's format labelled save format `format`.
    static func reformatted(_ text: String, as format: Int) -> String {
        text.replacingOccurrences(of: "\"formatVersion\": \(SaveFile.formatVersion)", with: "\"formatVersion\": \(format)")
    }

    @Test func aFormatTwelveSaveDropsOnlyWhatWasPlayedOnTheLevelsBuiltAnew() throws {
        var progress = PlayerProgress()
        progress.coins = 321
        progress.unlockedLevel = 30
        progress.levels = [6, 7, 8, 9, 12, 28].map(Self.record)
        progress.attempt = SavedAttempt(level: 28, inputs: "rr", inventory: Inventory())
        let twelve = Self.written(progress, asFormat: 12)
        let read = try SaveFile.read(Data(twelve.utf8)).shipped
        #expect(read.coins == 321 && read.unlockedLevel == 30 && read.attempt == nil)
        // 6 and 9 were the same until format 26's campaign chose their budgets anew.
        for id in [6, 7, 8, 9, 28, 12] {
            #expect(read.record(id) == Self.forgotten(id))
        }
        // An attempt at a level that is the same is kept.
        progress.attempt = SavedAttempt(level: 10, inputs: "rr", inventory: Inventory())
        let other = Self.written(progress, asFormat: 12)
        #expect(try SaveFile.read(Data(other.utf8)).shipped.attempt == progress.attempt)
    }

    @Test func aFormatThirteenSaveDropsOnlyWhatWasPlayedOnTheArrivalsBuiltAnew() throws {
        var progress = PlayerProgress()
        progress.coins = 654
        progress.unlockedLevel = 80
        progress.levels = [4, 5, 8, 12, 13, 62, 74].map(Self.record)
        progress.attempt = SavedAttempt(level: 62, inputs: "rr", inventory: Inventory())
        let thirteen = Self.written(progress, asFormat: 13)
        let read = try SaveFile.read(Data(thirteen.utf8)).shipped
        #expect(read.coins == 654 && read.unlockedLevel == 80 && read.attempt == nil)
        // Level 8's escape is format 13's own: kept as played.
        for id in [4, 8] { #expect(read.record(id) == Self.record(id)) }
        for id in [5, 12, 13, 62, 74] {
            #expect(read.record(id) == Self.forgotten(id))
        }
    }

    @Test func aFormatFourteenSaveDropsOnlyWhatWasPlayedOnTheLeapsAndTheNewTours() throws {
        var progress = PlayerProgress()
        progress.coins = 987
        progress.unlockedLevel = 60
        progress.levels = [6, 7, 11, 12, 21, 26, 51].map(Self.record)
        progress.attempt = SavedAttempt(level: 21, inputs: "rr", inventory: Inventory())
        let fourteen = Self.written(progress, asFormat: 14)
        let read = try SaveFile.read(Data(fourteen.utf8)).shipped
        #expect(read.coins == 987 && read.unlockedLevel == 60 && read.attempt == nil)
        // Level 51's tunnels are format 14's own: kept as played, but for its ghost (a tunnel
        // was taken out in format 21).
        #expect(read.record(51) == Self.thinned(51))
        // 26 was built anew again by format 16's campaign, 12 by format 21's, 6 by format 26's.
        for id in [6, 7, 11, 12, 21, 26] {
            #expect(read.record(id) == Self.forgotten(id))
        }
    }

    @Test func aFormatFifteenSaveDropsOnlyWhatWasPlayedOnTheLevelsWhoseValuesWereDrawnAgain() throws {
        var progress = PlayerProgress()
        progress.coins = 1_234
        progress.unlockedLevel = 90
        progress.levels = [11, 24, 26, 35, 52, 87].map(Self.record)
        progress.attempt = SavedAttempt(level: 52, inputs: "rr", inventory: Inventory())
        let fifteen = Self.written(progress, asFormat: 15)
        let read = try SaveFile.read(Data(fifteen.utf8)).shipped
        #expect(read.coins == 1_234 && read.unlockedLevel == 90 && read.attempt == nil)
        // Level 11's leap and level 35's crates are format 15's own: kept as played.
        for id in [11, 35] { #expect(read.record(id) == Self.record(id)) }
        for id in [24, 26, 52, 87] {
            #expect(read.record(id) == Self.forgotten(id))
        }
    }

    /// Format 17's campaign built ten levels anew with springs and chasms (33, 43, 45, 47, 53,
    /// 57, 64, 73, 93, 100): a
    /// format-16 save keeps everything else as played, and a format-15 one forgets both lists.
    @Test func aFormatSixteenSaveDropsOnlyWhatWasPlayedOnTheLevelsBuiltWithSpringsAndChasms() throws {
        var progress = PlayerProgress()
        progress.coins = 2_000
        progress.unlockedLevel = 100
        progress.levels = [21, 24, 33, 45, 64, 100].map(Self.record)
        progress.attempt = SavedAttempt(level: 33, inputs: "rr", inventory: Inventory())
        let text = SaveFile.json(SaveDocument(shipped: progress))
        let sixteen = Self.reformatted(text, as: 16)
        let read = try SaveFile.read(Data(sixteen.utf8)).shipped
        #expect(read.coins == 2_000 && read.unlockedLevel == 100 && read.attempt == nil)
        for id in [21, 24] { #expect(read.record(id) == Self.record(id)) }
        for id in [33, 45, 64, 100] { #expect(read.record(id) == Self.forgotten(id)) }
        let fifteen = Self.reformatted(text, as: 15)
        let older = try SaveFile.read(Data(fifteen.utf8)).shipped
        #expect(older.record(24) == Self.forgotten(24) && older.record(33) == Self.forgotten(33) && older.record(21) == Self.record(21))
        // A save of today's format keeps the attempt in progress.
        #expect(try SaveFile.read(Data(text.utf8)).shipped.attempt?.level == 33)
    }

    /// Treasury 4 took another seed under generator 7: a win's crates and best haul there were
    /// another maze's; the other treasuries are kept as played.
    @Test func aFormatFifteenSaveForgetsTheCratesOfTheTreasuryBuiltAnew() throws {
        var progress = PlayerProgress()
        progress.coins = 500
        progress.unlockedLevel = 50
        progress.treasuries = [3, 4].map { number in
            var record = TreasuryRecord(number: number)
            record.opened = true
            record.tries = 2
            record.bestMoves = 40
            record.stars = 2
            record.cratesTaken = [0, 2]
            record.bestHaul = 60
            return record
        }
        let fifteen = Self.written(progress, asFormat: 15)
        let read = try SaveFile.read(Data(fifteen.utf8)).shipped
        #expect(read.treasuries[0] == progress.treasuries[0])
        var four = progress.treasuries[1]
        four.cratesTaken = []
        four.bestHaul = 0
        #expect(read.treasuries[1] == four)
        #expect(!read.hasKeyBack(4))
        // A win that took the old best haul had its key back: it keeps it, at today's haul.
        progress.treasuries[1].bestHaul = 114
        let paidBack = Self.written(progress, asFormat: 15)
        let kept = try SaveFile.read(Data(paidBack.utf8)).shipped
        #expect(kept.hasKeyBack(4) && kept.treasuries[1].bestHaul == Treasury.bestHaul(4) && kept.treasuries[1].cratesTaken.isEmpty)
        #expect(try SaveFile.read(Data(SaveFile.json(SaveDocument(shipped: progress)).utf8)).shipped.treasuries == progress.treasuries)
    }

    /// A save from before the avatars for planning is given those it has earned on reading.
    @Test func aFormatFifteenSaveIsGivenThePlanningAvatarsItEarned() throws {
        var progress = PlayerProgress()
        progress.unlockedLevel = 40
        progress.levels = (1...27).map { id in
            var record = LevelRecord(id: id)
            record.bestMoves = 20
            record.stars = 3
            record.planned = true
            return record
        }
        let text = SaveFile.json(SaveDocument(shipped: progress))
        let fifteen = Self.reformatted(text, as: 15)
        let read = try SaveFile.read(Data(fifteen.utf8)).shipped
        #expect(read.avatars.contains("cartographer") && read.avatars.contains("strategist") && !read.avatars.contains("oracle"))
        // Today's saves are read as written.
        #expect(try SaveFile.read(Data(text.utf8)).shipped.avatars == progress.avatars)
    }

    /// The tours of the first sitting hold a portal; those built anew for it are the ones that
    /// had none (18 and 34 had one).
    @Test func theToursOfTheFirstSittingHoldAPortal() {
        let tours = CampaignTests.campaign.levels.filter { $0.kind == .tour && $0.id > 16 && $0.id < 50 }
        #expect(tours.map(\.id) == [18, 24, 34, 37, 44])
        #expect(tours.allSatisfy { $0.portals == 1 })
        #expect(SaveReader.portalTours == [24, 37, 44])
        #expect(Set(SaveReader.formatSixteenRebuilt).isSuperset(of: SaveReader.valuesRedrawn + SaveReader.portalTours))
    }

    /// The leaps built anew are the campaign's leaps, the first tour and level 37's tour.
    @Test func theLeapsBuiltAnewAreTheCampaignsLeapsAndTheNewTours() {
        let campaign = CampaignTests.campaign.levels
        #expect(SaveReader.leapsRebuilt == ([7, 37] + campaign.filter { $0.kind == .leap }.map(\.id)).sorted())
        #expect(campaign[36].kind == .tour)
        #expect(campaign[6].kind == .tour)
    }

    /// The first levels of gates, mirrors and trapdoors are rebuilt (each now on every par
    /// route), and the levels whose kind changed.
    @Test func theArrivalsBuiltAnewAreThoseWhoseMechanicIsNowOnTheWay() throws {
        let campaign = CampaignTests.campaign.levels
        #expect(campaign[4].crates == 2 && campaign[12].kind == .nerve)
        for (id, mechanic) in [(12, Mechanic.gates), (62, .mirrors), (74, .trapdoors)] {
            #expect(SaveReader.arrivalsRebuilt.contains(id))
            #expect(mechanic.isOnEveryParRoute(of: try LevelBuilder.build(campaign[id - 1])))
        }
    }

    /// The list is the levels that differ between the two campaigns' files.
    @Test func theLevelsBuiltAnewAreTheEighthsAndTheLevelsTheyMoved() {
        let campaign = CampaignTests.campaign.levels
        let escapes = campaign.filter { $0.kind == .escape && $0.id % 10 == 8 }.map(\.id)
        #expect(escapes == [8, 28, 38, 48, 68, 78, 88, 98])
        #expect(Set(escapes).isSubset(of: SaveReader.escapesRebuilt))
    }

    /// Format 20's campaign built seven levels anew as races (22, 32, 42, 52, 72, 82, 92, timed
    /// crates): a format-19 save keeps everything else as played, and its attempt on another
    /// level.
    @Test func aFormatNineteenSaveDropsOnlyWhatWasPlayedOnTheRaces() throws {
        var progress = PlayerProgress()
        progress.coins = 900
        progress.unlockedLevel = 60
        progress.levels = [21, 22, 33, 42, 52, 53].map(Self.record)
        progress.attempt = SavedAttempt(level: 42, inputs: "rr", inventory: Inventory())
        let text = SaveFile.json(SaveDocument(shipped: progress))
        let nineteen = Self.reformatted(text, as: 19)
        let read = try SaveFile.read(Data(nineteen.utf8)).shipped
        #expect(read.coins == 900 && read.unlockedLevel == 60 && read.attempt == nil)
        for id in [21, 33] { #expect(read.record(id) == Self.record(id)) }
        // 53 lost decoration in format 21 and was built anew by format 26's campaign.
        for id in [22, 42, 52, 53] {
            #expect(read.record(id) == Self.forgotten(id))
        }
        // An attempt on a level that was not built anew is kept.
        progress.attempt = SavedAttempt(level: 21, inputs: "rr", inventory: Inventory())
        let other = Self.written(progress, asFormat: 19)
        #expect(try SaveFile.read(Data(other.utf8)).shipped.attempt?.level == 21)
    }

    /// Format 21's campaign (generator 8) built levels 12, 32, 42, 52 and 82 anew and took decoration out of 30
    /// levels: a format-20 save forgets what was played on 12, only the ghosts and a level left
    /// in progress on the 30 (the same crates, par and budget), and nothing elsewhere.
    @Test func aFormatTwentySaveKeepsTheCratesOfLevelsThatLostDecoration() throws {
        var progress = PlayerProgress()
        progress.coins = 700
        progress.unlockedLevel = 101
        progress.levels = [11, 12, 13, 100].map(Self.record)
        progress.attempt = SavedAttempt(level: 100, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 20).utf8)).shipped
        #expect(read.coins == 700 && read.unlockedLevel == 101 && read.attempt == nil)
        #expect(read.record(11) == Self.record(11))
        #expect(read.record(12) == Self.forgotten(12))
        for id in [13, 100] { #expect(read.record(id) == Self.thinned(id)) }
        progress.attempt = SavedAttempt(level: 11, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 20).utf8)).shipped.attempt?.level == 11)
    }

    /// Format 24's campaign built the gem levels 25, 55 and 75 anew, their crates outweighing
    /// the gem: a format-23 save forgets the crates paid and the ghosts there, a level left in
    /// progress on one of them, and nothing else (the survey pass it holds stays).
    @Test func aFormatTwentyThreeSaveForgetsWhatWasPlayedOnTheGemLevelsBuiltAnew() throws {
        var progress = PlayerProgress()
        progress.coins = 1_300
        progress.unlockedLevel = 80
        progress.surveyPass = true
        progress.levels = [15, 25, 35, 55, 75].map(Self.record)
        progress.attempt = SavedAttempt(level: 55, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 23).utf8)).shipped
        #expect(read.coins == 1_300 && read.unlockedLevel == 80 && read.surveyPass && read.attempt == nil)
        #expect(SaveReader.gemQuestionsRebuilt == [25, 55, 75])
        for id in [15, 35] { #expect(read.record(id) == Self.record(id)) }
        for id in [25, 55, 75] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 35, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 23).utf8)).shipped.attempt?.level == 35)
        // Format 24 keeps them (but 55 and 75, built anew again by format 29).
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 24).utf8)).shipped.record(25) == Self.record(25))
    }

    /// Format 25's campaign built the band's third levels 43, 63, 73, 83 and 93 anew as escapes
    /// through two fixtures: a format-24 save forgets the crates paid and the ghosts there, a
    /// level left in progress on one of them, and nothing else.
    @Test func aFormatTwentyFourSaveForgetsWhatWasPlayedOnTheFixtureEscapes() throws {
        var progress = PlayerProgress()
        progress.coins = 2_100
        progress.unlockedLevel = 95
        progress.surveyPass = true
        progress.levels = [42, 43, 53, 63, 73, 83, 91, 93].map(Self.record)
        progress.attempt = SavedAttempt(level: 83, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 24).utf8)).shipped
        #expect(read.coins == 2_100 && read.unlockedLevel == 95 && read.surveyPass && read.attempt == nil)
        #expect(read.record(91) == Self.record(91))
        // 42 and 53 were built anew by format 26's campaign.
        for id in [42, 43, 53, 63, 73, 83, 93] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 91, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 24).utf8)).shipped.attempt?.level == 91)
        // Today's format keeps them all.
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 26).utf8)).shipped.record(83) == Self.record(83))
    }

    /// Format 26's campaign (generator 9) chose budgets and values anew on 22 crate levels
    /// (`SaveReader.budgetsRedrawn`) and built four ledge levels anew whose Jump now pays or
    /// loses by little (`SaveReader.ledgeQuestionsRebuilt`): a format-25 save forgets the crates paid and the ghosts
    /// there, a level left in progress on one of them, and nothing else; today's format keeps
    /// them all.
    @Test func aFormatTwentyFiveSaveForgetsWhatWasPlayedOnTheLevelsBuiltAnew() throws {
        #expect(SaveReader.budgetsRedrawn == [6, 9, 19, 22, 23, 29, 32, 42, 47, 52, 53, 58, 59, 62, 67, 74, 77, 80, 82, 89, 92, 97])
        #expect(SaveReader.ledgeQuestionsRebuilt == [36, 76, 86, 96])
        var progress = PlayerProgress()
        progress.coins = 2_400
        progress.unlockedLevel = 98
        progress.levels = [5, 6, 36, 43, 45, 46, 53, 97, 98].map(Self.record)
        progress.attempt = SavedAttempt(level: 97, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 25).utf8)).shipped
        #expect(read.coins == 2_400 && read.unlockedLevel == 98 && read.attempt == nil)
        for id in [5, 43, 45, 46, 98] { #expect(read.record(id) == Self.record(id)) }
        for id in [6, 36, 53, 97] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 98, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 25).utf8)).shipped.attempt?.level == 98)
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 26).utf8)).shipped.record(97) == Self.record(97))
    }

    /// Format 27's campaign built races 32, 42, 52 and 58 anew, asking "rush or let it go?" both
    /// ways (`SaveReader.raceQuestionsRebuilt`): a format-26 save forgets what was played there, a
    /// level left in progress on one of them, and nothing else.
    @Test func aFormatTwentySixSaveForgetsWhatWasPlayedOnTheRacesBuiltAnew() throws {
        #expect(SaveReader.raceQuestionsRebuilt == [32, 42, 52, 58])
        var progress = PlayerProgress()
        progress.coins = 1_900
        progress.unlockedLevel = 60
        progress.levels = [22, 32, 42, 52, 53, 58].map(Self.record)
        progress.attempt = SavedAttempt(level: 52, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 26).utf8)).shipped
        #expect(read.coins == 1_900 && read.unlockedLevel == 60 && read.attempt == nil)
        for id in [22, 53] { #expect(read.record(id) == Self.record(id)) }
        for id in [32, 42, 52, 58] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 53, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 26).utf8)).shipped.attempt?.level == 53)
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 27).utf8)).shipped.record(52) == Self.record(52))
    }

    /// Format 28's campaign (generator 10) built races 42, 72, 82 and 92 anew with a clock that
    /// has room to take a crate first (`SaveReader.clocksGivenRoom`): a format-27 save forgets
    /// what was played there, a level left in progress on one of them, and nothing else.
    @Test func aFormatTwentySevenSaveForgetsWhatWasPlayedOnTheClocksGivenRoom() throws {
        #expect(SaveReader.clocksGivenRoom == [42, 72, 82, 92])
        var progress = PlayerProgress()
        progress.coins = 3_100
        progress.unlockedLevel = 93
        progress.levels = [22, 26, 42, 58, 72, 81, 82, 92].map(Self.record)
        progress.attempt = SavedAttempt(level: 82, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 27).utf8)).shipped
        #expect(read.coins == 3_100 && read.unlockedLevel == 93 && read.attempt == nil)
        for id in [22, 26, 58, 81] { #expect(read.record(id) == Self.record(id)) }
        for id in [42, 72, 82, 92] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 81, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 27).utf8)).shipped.attempt?.level == 81)
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 28).utf8)).shipped.record(82) == Self.record(82))
    }

    /// Format 29's campaign built six tours anew, each through a portal pair or springs
    /// (`SaveReader.shuttleToursRebuilt`): 54, 84 and 94, whose fixture was another, and 59, 79
    /// and 89, which asked the way through terrain; and the gem levels from 55, each with a
    /// portal pair or springs (`SaveReader.shuttleGemsRebuilt`). A format-28 save forgets what
    /// was played there, a level left in progress on one of them, and nothing else.
    @Test func aFormatTwentyEightSaveForgetsWhatWasPlayedOnTheShuttleTours() throws {
        #expect(SaveReader.shuttleToursRebuilt == [54, 59, 79, 84, 89, 94])
        #expect(SaveReader.shuttleGemsRebuilt == [55, 65, 75, 85, 95])
        var progress = PlayerProgress()
        progress.coins = 4_200
        progress.unlockedLevel = 95
        progress.levels = [53, 54, 59, 64, 65, 69, 79, 84, 89, 94].map(Self.record)
        progress.attempt = SavedAttempt(level: 59, inputs: "rr", inventory: Inventory())
        let read = try SaveFile.read(Data(Self.written(progress, asFormat: 28).utf8)).shipped
        #expect(read.coins == 4_200 && read.unlockedLevel == 95 && read.attempt == nil)
        for id in [53, 64, 69] { #expect(read.record(id) == Self.record(id)) }
        for id in [54, 59, 65, 79, 84, 89, 94] { #expect(read.record(id) == Self.forgotten(id)) }
        progress.attempt = SavedAttempt(level: 69, inputs: "rr", inventory: Inventory())
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 28).utf8)).shipped.attempt?.level == 69)
        #expect(try SaveFile.read(Data(Self.written(progress, asFormat: 29).utf8)).shipped.record(59) == Self.record(59))
    }

    /// The levels format 21 thins are exactly those whose fixtures generator 8 takes something
    /// out of (but 12, built anew), as the campaign stands (but the escapes format 22 built
    /// anew with doors, the escapes format 25 built anew and the levels formats 26 to 29 did,
    /// which a save from before those formats forgets).
    @Test func theLevelsThinnedAreThoseThatLostDecoration() throws {
        let lost = try CampaignTests.campaign.levels.filter { spec in
            try LevelBuilder.build(spec, keepingDecoration: true).fixtures != LevelBuilder.build(spec).fixtures
        }.map(\.id)
        let rebuiltSince =
            SaveReader.doorsRebuilt + SaveReader.fixtureEscapesRebuilt + SaveReader.budgetsRedrawn + SaveReader.ledgeQuestionsRebuilt
            + SaveReader.raceQuestionsRebuilt + SaveReader.clocksGivenRoom + SaveReader.shuttleToursRebuilt + SaveReader.shuttleGemsRebuilt
        #expect(
            lost.filter { !SaveReader.formatTwentyOneRebuilt.contains($0) && !rebuiltSince.contains($0) }
                == SaveReader.decorationTakenOut.filter { !rebuiltSince.contains($0) })
    }
}
