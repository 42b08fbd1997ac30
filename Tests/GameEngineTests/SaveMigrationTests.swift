import Foundation
import Testing

@testable import GameEngine

/// Save format 13's campaign builds 13 levels anew (each band's eighth an escape, and the levels
/// whose par bounds moved with them): a save of format 12 keeps everything but what was played
/// on those levels' old mazes.
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

    @Test func aFormatTwelveSaveDropsOnlyWhatWasPlayedOnTheLevelsBuiltAnew() throws {
        var progress = PlayerProgress()
        progress.coins = 321
        progress.unlockedLevel = 30
        progress.levels = [7, 8, 9, 28].map(Self.record)
        progress.attempt = SavedAttempt(level: 28, inputs: "rr", inventory: Inventory())
        let twelve = SaveFile.json(SaveDocument(shipped: progress))
            .replacingOccurrences(of: "\"formatVersion\": 13", with: "\"formatVersion\": 12")
        let read = try SaveFile.read(Data(twelve.utf8)).shipped
        #expect(read.coins == 321 && read.unlockedLevel == 30 && read.attempt == nil)
        for id in [7, 9] { #expect(read.record(id) == Self.record(id)) }
        for id in [8, 28] {
            var kept = Self.record(id)
            kept.cratesTaken = []
            kept.bestRun = nil
            #expect(read.record(id) == kept)
        }
        // An attempt at a level that is the same is kept.
        progress.attempt = SavedAttempt(level: 9, inputs: "rr", inventory: Inventory())
        let other = SaveFile.json(SaveDocument(shipped: progress))
            .replacingOccurrences(of: "\"formatVersion\": 13", with: "\"formatVersion\": 12")
        #expect(try SaveFile.read(Data(other.utf8)).shipped.attempt == progress.attempt)
    }

    /// The list is the levels that differ between the two campaigns' files.
    @Test func theLevelsBuiltAnewAreTheEighthsAndTheLevelsTheyMoved() {
        let campaign = CampaignTests.campaign.levels
        let escapes = campaign.filter { $0.kind == .escape && $0.id % 10 == 8 }.map(\.id)
        #expect(escapes == [8, 28, 38, 48, 68, 78, 88, 98])
        #expect(Set(escapes).isSubset(of: SaveReader.escapesRebuilt))
    }
}
