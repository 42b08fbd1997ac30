import Foundation
import Testing
@testable import GameEngine
import MazeKit

@Suite struct SaveFileTests {
    static func played() throws -> PlayerProgress {
        var progress = PlayerProgress()
        let level = EconomyTests.corridor(id: 1)
        _ = EconomyTests.win(level, progress: &progress)
        progress.inventory = Inventory(jumps: 2, demolishes: 1)
        progress.settings.ascii = true
        var state = progress.begin(try LevelBuilder.build(try Campaign.load().levels[1]))
        let inputs: [Action] = [.move(.east), .move(.south), .jump(.north), .move(.west)]
        for action in inputs { state.apply(action) }
        progress.remember(inputs)
        return progress
    }

    @Test func aSaveRoundTripsExactly() throws {
        let progress = try Self.played()
        let text = SaveFile.json(progress)
        let again = try SaveFile.read(Data(text.utf8))
        #expect(again == progress)
        #expect(SaveFile.json(again) == text)
        #expect(text.contains("\"formatVersion\" : 2"))
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
            progress.remember(inputs)
        }
        let reloaded = try SaveFile.read(Data(SaveFile.json(progress).utf8))
        let resumed = try #require(reloaded.resume(level))
        #expect(resumed.state == live)
        #expect(resumed.inputs == inputs)
        #expect(reloaded.resume(try LevelBuilder.build(try Campaign.load().levels[2])) == nil)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("{\"formatVersion\": 2, \"coins\": 5", "it is not valid JSON"),
        ("garbage\u{0}\u{1}", "it is not valid JSON"),
        ("[1,2,3]", "it is not a JSON object"),
        ("{\"formatVersion\": \"two\"}", "field 'formatVersion' has the wrong type"),
        ("{\"formatVersion\": 2}", "field 'coins' is missing"),
    ])
    func damagedSavesAreReportedNotCrashed(text: String, message: String) {
        do {
            _ = try SaveFile.read(Data(text.utf8))
            Issue.record("no error")
        } catch {
            guard case let .corrupt(reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.hasPrefix(message) || reason.contains(message), "\(reason)")
        }
    }

    @Test func wrongTypesDeepInsideNameTheField() throws {
        let text = SaveFile.json(try Self.played()).replacingOccurrences(of: "\"stars\" : 3", with: "\"stars\" : \"three\"")
        #expect(throws: SaveError.corrupt("field 'levels[0].stars' has the wrong type")) { try SaveFile.read(Data(text.utf8)) }
        let negative = SaveFile.json(try Self.played()).replacingOccurrences(of: "\"coins\" : ", with: "\"coins\" : -")
        #expect(throws: SaveError.self) { try SaveFile.read(Data(negative.utf8)) }
    }

    @Test func aNewerFormatIsRefused() {
        #expect(throws: SaveError.newerFormat(3)) { try SaveFile.read(Data("{\"formatVersion\": 3, \"anything\": true}".utf8)) }
    }

    @Test func formatOneIsMigrated() throws {
        // Format 1 had no settings and no ledger.
        let v1 = """
        {"formatVersion": 1, "coins": 12, "inventory": {"jumps": 1, "demolishes": 0}, "unlockedLevel": 3,
         "levels": [{"id": 1, "bestMoves": 20, "stars": 2, "cratesTaken": [0], "gemsTaken": [], "perfectBonusPaid": false}],
         "avatars": ["explorer", "mouse"], "avatar": "mouse"}
        """
        let progress = try SaveFile.read(Data(v1.utf8))
        #expect(progress.coins == 12 && progress.unlockedLevel == 3 && progress.avatar == "mouse")
        #expect(progress.settings == Settings() && progress.ledger.isEmpty)
        #expect(SaveFile.json(progress).contains("\"formatVersion\" : 2"))
    }
}
