import Foundation
import MazeKit
import Testing

@testable import GameEngine

@Suite struct SaveFileTests {
    static func played() throws -> PlayerProgress {
        var progress = PlayerProgress()
        let level = EconomyTests.corridor(id: 1)
        _ = EconomyTests.win(level, progress: &progress)
        progress.inventory = Inventory(jumps: 2, demolishes: 1)
        progress.settings.ascii = true
        var state = progress.begin(try LevelBuilder.build(try Campaign.load().levels[1]))
        for action: Action in [.move(.east), .move(.south), .jump(.north), .move(.west)] {
            state.apply(action)
            progress.remember(action)
        }
        return progress
    }

    static func read(_ text: String) throws(SaveError) -> SaveDocument { try SaveFile.read(Data(text.utf8)) }

    @Test func aSaveRoundTripsExactly() throws {
        let progress = try Self.played()
        var custom = PlayerProgress()
        custom.coins = 1_000_007
        let document = SaveDocument(shipped: progress, campaigns: ["levels-0123456789abcdef": custom])
        let text = SaveFile.json(document)
        let again = try Self.read(text)
        #expect(again == document)
        #expect(SaveFile.json(again) == text)
    }

    /// The layout docs/formats.md shows: keys in the reader's order, one record or ledger entry
    /// a line, other campaigns last.
    /// The scout pass is kept with its setting, after the hints; a setting that is neither on
    /// nor off is refused naming the field.
    @Test func theScoutPassIsKeptOnOrOff() throws {
        for pass in ScoutPass.allCases {
            var progress = PlayerProgress()
            progress.scoutPass = pass
            let text = SaveFile.json(SaveDocument(shipped: progress))
            #expect(text.contains("\n  \"scoutPass\": \"\(pass.rawValue)\",\n"), "\(text)")
            #expect(try Self.read(text).shipped.scoutPass == pass)
        }
        #expect(!SaveFile.json(SaveDocument()).contains("scoutPass"))
        let bad = SaveFile.json(SaveDocument()).replacingOccurrences(
            of: "\"ledger\": []", with: "\"ledger\": [],\n  \"scoutPass\": \"maybe\"")
        #expect(throws: SaveError.corrupt("field 'scoutPass' must be on or off, found \"maybe\"")) { try Self.read(bad) }
    }

    /// The survey pass is kept as `true` after the scout pass and left out before it is bought;
    /// a save of format 22, which had no such field, reads without it.
    @Test func theSurveyPassIsKeptOnceBought() throws {
        var progress = PlayerProgress()
        progress.scoutPass = .off
        progress.surveyPass = true
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(text.contains("\n  \"scoutPass\": \"off\",\n  \"surveyPass\": true,\n"), "\(text)")
        #expect(try Self.read(text).shipped == progress)
        #expect(!SaveFile.json(SaveDocument()).contains("surveyPass"))
        let old = SaveFile.json(SaveDocument())
            .replacingOccurrences(of: "\"formatVersion\": \(SaveFile.formatVersion)", with: "\"formatVersion\": 22")
        #expect(try Self.read(old).shipped.surveyPass == false)
        let bad = old.replacingOccurrences(of: "\"ledger\": []", with: "\"ledger\": [],\n  \"surveyPass\": \"yes\"")
        #expect(throws: SaveError.corrupt("field 'surveyPass' must be true or false, found a string")) { try Self.read(bad) }
    }

    @Test func aSaveIsWrittenInItsDocumentedOrder() throws {
        var progress = PlayerProgress()
        progress.coins = 42
        progress.inventory = Inventory(jumps: 1, demolishes: 0)
        progress.unlockedLevel = 3
        var record = LevelRecord(id: 1)
        record.bestMoves = 20
        record.stars = 3
        record.cratesTaken = [0]
        record.perfectBonusPaid = true
        record.planned = true
        progress.levels = [record, LevelRecord(id: 2)]
        progress.attempt = SavedAttempt(level: 3, inputs: "rrdJu", inventory: Inventory(jumps: 1, demolishes: 0))
        progress.ledger = [LedgerEntry(level: 1, outcome: .won, movesUsed: 20, par: 18, coins: 42)]
        var other = PlayerProgress()
        other.coins = 7
        let document = SaveDocument(shipped: progress, campaigns: ["levels-0123456789abcdef": other])
        let text = SaveFile.json(document)
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false) == [
                "{",
                #"  "format": "mz-save","#,
                #"  "formatVersion": 29,"#,
                #"  "coins": 42,"#,
                #"  "inventory": {"jumps": 1, "demolishes": 0},"#,
                #"  "unlockedLevel": 3,"#,
                #"  "levels": ["#,
                #"    {"id": 1, "bestMoves": 20, "stars": 3, "cratesTaken": [0], "gemsTaken": [], "perfectBonusPaid": true, "planned": true},"#,
                #"    {"id": 2, "stars": 0, "cratesTaken": [], "gemsTaken": [], "perfectBonusPaid": false}"#,
                "  ],",
                #"  "avatars": ["explorer", "mouse"],"#,
                #"  "avatar": "explorer","#,
                #"  "settings": {"ascii": false, "colour": true, "animation": true},"#,
                #"  "attempt": {"level": 3, "inputs": "rrdJu", "inventory": {"jumps": 1, "demolishes": 0}},"#,
                #"  "ledger": ["#,
                #"    {"level": 1, "outcome": "won", "movesUsed": 20, "par": 18, "coins": 42}"#,
                "  ],",
                #"  "campaigns": {"#,
                #"    "levels-0123456789abcdef": {"#,
                #"      "coins": 7,"#,
                #"      "inventory": {"jumps": 0, "demolishes": 0},"#,
                #"      "unlockedLevel": 1,"#,
                #"      "levels": [],"#,
                #"      "avatars": ["explorer", "mouse"],"#,
                #"      "avatar": "explorer","#,
                #"      "settings": {"ascii": false, "colour": true, "animation": true},"#,
                #"      "ledger": []"#,
                "    }",
                "  }",
                "}",
                "",
            ])
        #expect(try Self.read(text) == document)
    }

    /// Every string in a save is written escaped. What the game accepts there (every blank
    /// the input notation skips) reads back exactly; what it refuses (a made-up avatar or
    /// campaign key with quotes, backslashes, control characters or any other text) reads back
    /// as the same string and is refused naming the field, never as broken JSON.
    @Test(arguments: [
        "quote\"d", "back\\slash\\", "esc\u{1B}[31m\u{7}", "nul\u{0}", "line\u{2028}break\r\n", "日本 é 😀", "\u{85}\u{9F}\u{7F}",
    ])
    func hostileStringsAreWrittenEscaped(hostile: String) throws {
        var progress = PlayerProgress()
        progress.attempt = SavedAttempt(level: 2, inputs: "r\td\r\nJu, Xl", inventory: Inventory())
        var text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(try Self.read(text).shipped == progress)

        progress.avatars.append(hostile)
        progress.avatar = hostile
        text = SaveFile.json(SaveDocument(shipped: progress, campaigns: [hostile: PlayerProgress()]))
        #expect(!text.unicodeScalars.contains { $0 != "\n" && JSONWriter.mustEscape($0) }, "\(text)")
        guard case let .object(fields) = try JSONValue.parse(Data(text.utf8)), case let .object(campaigns)? = fields["campaigns"] else {
            Issue.record("not a save: \(text)")
            return
        }
        #expect(
            fields["avatar"] == .string(hostile) && fields["avatars"] == .array([.string("explorer"), .string("mouse"), .string(hostile)]))
        #expect(Array(campaigns.keys) == [hostile])
        #expect(throws: SaveError.corrupt("field 'avatars[2]' must name one of the game's avatars")) { try Self.read(text) }
    }

    @Test func aQuitLevelResumesInTheSameState() throws {
        let level = try LevelBuilder.build(try Campaign.load().levels[1])
        var progress = PlayerProgress()
        progress.inventory = Inventory(jumps: 1, demolishes: 0)
        var live = progress.begin(level)
        var inputs: [Action] = []
        for action in [Action.move(.east), .move(.south), .jump(.north), .move(.west), .move(.north)] {
            live.apply(action)
            inputs.append(action)
            progress.remember(action)
        }
        let reloaded = try Self.read(SaveFile.json(SaveDocument(shipped: progress))).shipped
        let resumed = try #require(reloaded.resume(level))
        #expect(resumed.state == live)
        #expect(resumed.inputs == inputs)
        #expect(reloaded.resume(try LevelBuilder.build(try Campaign.load().levels[2])) == nil)
    }

    @Test func rememberingAnActionAppendsItsNotation() {
        var progress = PlayerProgress()
        progress.attempt = SavedAttempt(level: 1, inputs: "rr", inventory: Inventory())
        progress.remember(.jump(.south))
        progress.remember(.move(.west))
        #expect(progress.attempt == SavedAttempt(level: 1, inputs: "rrJdl", inventory: Inventory()))
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("{\"formatVersion\": 2, \"coins\": 5", "it is not valid JSON"),
        ("{\"format\": \"mz-save\", \"formatVersion\": \"two\"}", "field 'formatVersion' must be a whole number, found a string"),
        ("{\"format\": \"mz-save\", \"formatVersion\": 2}", "field 'coins' is missing"),
    ])
    func damagedSavesAreReportedNotCrashed(text: String, message: String) {
        do {
            _ = try Self.read(text)
            Issue.record("no error")
        } catch {
            guard case let .corrupt(reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix(message), "\(reason)")
        }
    }

    /// Not saves at all: refused as such, so they are left alone (docs/formats.md, "Whose file it is").
    @Test(arguments: [
        (
            "garbage\u{0}\u{1}",
            "it is not valid JSON (expected a value, found 'garbage' at line 1, column 1) and does not begin as an mz save does"
        ),
        ("[1,2,3]", "it is not a JSON object"),
        (
            "{\"formatVersion\": \"two\"}",
            "it has no \"format\": \"mz-save\" and is not a save of an older format: field 'coins' is missing"
        ),
        ("{\"formatVersion\": 2}", "it has no \"format\": \"mz-save\" and is not a save of an older format: field 'coins' is missing"),
    ])
    func otherFilesAreNotSaves(text: String, message: String) {
        #expect(throws: SaveError.notASave(message)) { try Self.read(text) }
    }

    @Test func wrongTypesDeepInsideNameTheField() throws {
        let text = SaveFile.json(SaveDocument(shipped: try Self.played())).replacingOccurrences(
            of: "\"stars\": 3", with: "\"stars\": \"three\"")
        #expect(throws: SaveError.corrupt("field 'levels[0].stars' must be a whole number, found the string \"three\"")) {
            try Self.read(text)
        }
    }

    /// Hand-edited values the game never produces are refused with the field named, so no sum
    /// can overflow later (coins, best moves and power-ups at Int.max used to crash).
    @Test(arguments: [
        ("\"coins\": 11", "\"coins\": 9223372036854775807", "field 'coins' must be from 0 to 1000000000, found 9223372036854775807"),
        ("\"coins\": 11", "\"coins\": -3", "field 'coins' must be from 0 to 1000000000, found -3"),
        ("\"jumps\": 2", "\"jumps\": 9223372036854775807", "field 'inventory.jumps' must be from 0 to 1000000, found 9223372036854775807"),
        (
            "\"bestMoves\": 4", "\"bestMoves\": 9223372036854775807",
            "field 'levels[0].bestMoves' must be from 0 to 1000000, found 9223372036854775807"
        ),
        ("\"unlockedLevel\": 2", "\"unlockedLevel\": 0", "field 'unlockedLevel' must be from 1 to 10000, found 0"),
        ("\"avatar\": \"explorer\"", "\"avatar\": \"dragon\"", "field 'avatar' names 'dragon', which is not among the avatars owned"),
        ("\"coins\": 11", "\"coins\": 1e400", "it is not valid JSON"),
    ])
    func impossibleValuesAreRefusedNamingTheField(find: String, replace: String, message: String) throws {
        var progress = try Self.played()
        progress.coins = 11
        progress.levels[0].bestMoves = 4
        let text = SaveFile.json(SaveDocument(shipped: progress))
        #expect(text.contains(find), "\(text)")
        do {
            _ = try Self.read(text.replacingOccurrences(of: find, with: replace))
            Issue.record("accepted \(replace)")
        } catch {
            guard case let .corrupt(reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix(message), "\(reason)")
        }
    }

    @Test func negativeLedgerCoinsRepeatedCratesAndUnsortedLevelsAreRefused() throws {
        var progress = PlayerProgress()
        progress.ledger = [LedgerEntry(level: 1, outcome: .won, movesUsed: 3, par: 3, coins: -5)]
        #expect(throws: SaveError.corrupt("field 'ledger[0].coins' must be from 0 to 1000000000, found -5")) {
            try Self.read(SaveFile.json(SaveDocument(shipped: progress)))
        }
        progress.ledger = []
        var record = LevelRecord(id: 2)
        record.cratesTaken = [3, 3]
        progress.levels = [record]
        #expect(throws: SaveError.corrupt("field 'levels[0].cratesTaken' must be increasing without repeats, found 3 after 3")) {
            try Self.read(SaveFile.json(SaveDocument(shipped: progress)))
        }
        progress.levels = [LevelRecord(id: 2), LevelRecord(id: 1)]
        #expect(throws: SaveError.corrupt("field 'levels' must be sorted by id without repeats, found level 1 after level 2")) {
            try Self.read(SaveFile.json(SaveDocument(shipped: progress)))
        }
    }

    /// The ledger's outcome is typed, and saves keep the same three words: a format 2 save
    /// reads as it did; any other word or type is refused naming the entry.
    @Test func ledgerOutcomesReadAsTheirWordsAndOthersAreRefused() throws {
        let v2 = """
            {"formatVersion": 2, "coins": 0, "inventory": {"jumps": 0, "demolishes": 0}, "unlockedLevel": 1, "levels": [],
             "avatars": ["explorer"], "avatar": "explorer", "settings": {"ascii": false, "colour": true, "animation": true},
             "ledger": [{"level": 1, "outcome": "won", "movesUsed": 3, "par": 3, "coins": 14},
                        {"level": 2, "outcome": "failed", "movesUsed": 9, "par": 5, "coins": 14},
                        {"level": 2, "outcome": "abandoned", "movesUsed": 1, "par": 5, "coins": 14}]}
            """
        let ledger = try Self.read(v2).shipped.ledger
        #expect(
            ledger == [
                LedgerEntry(level: 1, outcome: .won, movesUsed: 3, par: 3, coins: 14),
                LedgerEntry(level: 2, outcome: .failed, movesUsed: 9, par: 5, coins: 14),
                LedgerEntry(level: 2, outcome: .abandoned, movesUsed: 1, par: 5, coins: 14),
            ])
        #expect(throws: SaveError.corrupt("field 'ledger[1].outcome' must be won, failed or abandoned, found \"drawn\"")) {
            try Self.read(v2.replacingOccurrences(of: "\"failed\"", with: "\"drawn\""))
        }
        #expect(throws: SaveError.corrupt("field 'ledger[2].outcome' must be won, failed or abandoned, found \"Abandoned\\u{1B}\"")) {
            try Self.read(v2.replacingOccurrences(of: "\"abandoned\"", with: "\"Abandoned\\u001b\""))
        }
        #expect(throws: SaveError.corrupt("field 'ledger[0].outcome' must be a string, found 1")) {
            try Self.read(v2.replacingOccurrences(of: "\"won\"", with: "1"))
        }
    }

    /// The avatars screen indexes the catalog by them: only real ones, each once.
    @Test func unknownOrRepeatedAvatarsAreRefused() {
        var progress = PlayerProgress()
        progress.avatars = ["explorer", "made-up"]
        #expect(throws: SaveError.corrupt("field 'avatars[1]' must name one of the game's avatars")) {
            try Self.read(SaveFile.json(SaveDocument(shipped: progress)))
        }
        progress.avatars = ["explorer", "explorer"]
        #expect(throws: SaveError.corrupt("field 'avatars' names an avatar twice")) {
            try Self.read(SaveFile.json(SaveDocument(shipped: progress)))
        }
    }

    @Test func aNewerFormatIsRefused() {
        #expect(throws: SaveError.newerFormat(30)) { try Self.read("{\"format\": \"mz-save\", \"formatVersion\": 30, \"anything\": true}") }
        #expect(
            SaveError.newerFormat(30).description
                == "was written by a newer mz (save format 30); this mz reads format 29 and will not overwrite it")
    }

    /// A save of the generator-2 campaign (format 7) keeps its wins by level number; its ghost
    /// runs, paid crates and level in progress, made on other mazes, are dropped.
    @Test func aSaveOfTheOldCampaignIsMigratedByLevelNumber() throws {
        var old = PlayerProgress()
        var record = LevelRecord(id: 1)
        record.bestMoves = 13
        record.stars = 3
        record.cratesTaken = [1]
        record.gemsTaken = [0]
        record.bestRun = BestRun(actions: [.move(.east)], inventory: Inventory())
        old.levels = [record]
        old.unlockedLevel = 2
        old.coins = 42
        old.inventory = Inventory(jumps: 2)
        old.attempt = SavedAttempt(level: 2, inputs: "rr", inventory: Inventory(jumps: 2))
        // Format 7 (generator 2) and format 8 (generator 3) were played on other mazes than
        // today's (generator 6), format 9 (generator 4) on other crates, formats 10 and 11
        // (generator 5) on other budgets and crate values: all are migrated alike.
        for version in [7, 8, 9, 10, 11] {
            let text = SaveFile.json(SaveDocument(shipped: old))
                .replacingOccurrences(of: "\"formatVersion\": \(SaveFile.formatVersion)", with: "\"formatVersion\": \(version)")
            #expect(text.contains("\"formatVersion\": \(version)"))
            let read = try Self.read(text).shipped
            #expect(read.record(1).stars == 3 && read.record(1).bestMoves == 13 && read.record(1).gemsTaken == [0])
            #expect(read.record(1).bestRun == nil && read.record(1).cratesTaken.isEmpty, "format \(version)")
            #expect(read.unlockedLevel == 2 && read.coins == 42 && read.inventory == Inventory(jumps: 2))
            #expect(read.attempt == nil, "format \(version)")
        }
        // A save of this format is read as written.
        let current = try Self.read(SaveFile.json(SaveDocument(shipped: old))).shipped
        #expect(current.record(1).cratesTaken == [1] && current.record(1).bestRun != nil && current.attempt != nil)
    }

    @Test func formatOneIsMigrated() throws {
        // Format 1 had no settings and no ledger.
        let v1 = """
            {"formatVersion": 1, "coins": 12, "inventory": {"jumps": 1, "demolishes": 0}, "unlockedLevel": 3,
             "levels": [{"id": 1, "bestMoves": 20, "stars": 2, "cratesTaken": [0], "gemsTaken": [], "perfectBonusPaid": false}],
             "avatars": ["explorer", "mouse"], "avatar": "mouse"}
            """
        let document = try Self.read(v1)
        let progress = document.shipped
        #expect(progress.coins == 12 && progress.unlockedLevel == 3 && progress.avatar == "mouse")
        #expect(progress.settings == Settings() && progress.ledger.isEmpty && document.campaigns.isEmpty)
        #expect(SaveFile.json(document).contains("\"formatVersion\": 29"))
    }

    @Test func eachCampaignKeepsItsOwnProgress() throws {
        let shipped = try Campaign.load()
        var custom = shipped
        custom.levels = [shipped.levels[0]]
        let identity = CampaignIdentity(of: custom, shipped: shipped)
        #expect(CampaignIdentity(of: shipped, shipped: shipped) == .shipped)
        #expect(identity.key.hasPrefix("levels-") && identity.key.count == 23)
        #expect(CampaignIdentity(of: custom, shipped: shipped) == identity)  // stable
        var document = SaveDocument()
        var rich = PlayerProgress()
        rich.coins = 1_000_007
        document.store(rich, in: identity)
        #expect(document.shipped == PlayerProgress())
        #expect(document.progress(in: identity).coins == 1_000_007)
        let again = try Self.read(SaveFile.json(document))
        #expect(again.progress(in: identity).coins == 1_000_007 && again.shipped.coins == 0)
    }

    @Test func progressIsFittedToASmallerCampaign() {
        var progress = PlayerProgress()
        progress.unlockedLevel = 101
        progress.attempt = SavedAttempt(level: 57, inputs: "rr", inventory: Inventory())
        progress.levels = [LevelRecord(id: 57)]
        let (fitted, changes) = progress.fitted(toLevelCount: 1)
        var expected = progress
        expected.unlockedLevel = 1
        expected.attempt = nil
        #expect(fitted == expected)
        #expect(
            changes == [
                "level 101 was unlocked but this campaign has 1; levels up to 1 are open",
                "the unfinished attempt at level 57 is not in this campaign and was dropped",
            ])
        #expect(PlayerProgress().fitted(toLevelCount: 1).changes.isEmpty)
    }

    @Test func aFullPurseIsPaidNothingMoreAndPowerUpsStopAtTheirLimit() {
        var progress = PlayerProgress()
        progress.coins = Economy.purseLimit - 5
        var state = GameState(level: EconomyTests.corridor(id: 1))
        while state.status == .playing { state.apply(.move(.east)) }
        let settlement = progress.finish(state, levelCount: 5)
        #expect(progress.coins == Economy.purseLimit && settlement.unpaid == settlement.total - 5)
        // A purse fuller than that (an older save) keeps what it holds and is paid nothing.
        progress.coins = Economy.maximumCoins - 5
        var again = GameState(level: EconomyTests.corridor(id: 2))
        while again.status == .playing { again.apply(.move(.east)) }
        progress.finish(again, levelCount: 5)
        #expect(progress.coins == Economy.maximumCoins - 5)
        progress.inventory.jumps = Inventory.maximumCount
        #expect(progress.buy(.jump, prices: ShopPrices(jump: 0, demolish: 0)) == .refused(.jump, price: 0, coins: Economy.maximumCoins - 5))
        #expect(progress.inventory.jumps == Inventory.maximumCount)
    }
}
