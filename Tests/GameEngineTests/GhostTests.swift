import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The ghost of a best run, and how the best run is kept (issue 14, point 3).
@Suite struct GhostTests {
    /// A jump along the bottom, up, a slide west over the ice to the wall before the exit,
    /// which comes down. The exit cannot be reached without Demolish.
    static let picture = """
        +---+---+---+---+---+
        | E | ~   ~   ~     |
        +---+---+---+---+   +
        | S                 |
        +---+---+---+---+---+
        """
    static let run: [Action] = [.jump(.east), .move(.north), .move(.west), .demolish(.west), .move(.west)]
    static let inventory = Inventory(jumps: 1, demolishes: 1)

    @Test func theGhostStandsWhereTheRulesPutTheRunAfterEachAction() throws {
        let level = level(Self.picture, budget: 10)
        let ghost = try #require(Ghost(level: level, inventory: Self.inventory, actions: Self.run))
        // Jump 5 → 9, step up to 4, slide over the ice 3, 2 to 1, demolish (no move), the exit.
        #expect(ghost.cells == [5, 9, 4, 1, 1, 0])
        for k in 0...Self.run.count {
            let state = Replay.simulate(level: level, inventory: Self.inventory, inputs: Array(Self.run.prefix(k)))
            #expect(ghost.cell(after: k) == state.position, "after \(k) actions")
            #expect(ghost.isFinished(after: k) == (k == Self.run.count))
        }
        // After the run it waits on the exit; a demolish counts the whole budget, as a record does.
        #expect(ghost.cell(after: 99) == level.exit && ghost.actionCount == 5 && ghost.movesCounted == 10)
        let notation = try #require(BestRun(actions: Self.run, inventory: Self.inventory))
        #expect(notation.inputs == "JrulXll")
        #expect(Ghost(level: level, run: notation) == ghost)
    }

    @Test func aRunThatDoesNotWinMakesNoGhost() {
        let level = level(Self.picture, budget: 10)
        #expect(Ghost(level: level, inventory: Self.inventory, actions: Array(Self.run.dropLast())) == nil)
        // Without the Demolish it had, the wall stays and the run ends beside the exit.
        #expect(Ghost(level: level, inventory: Inventory(jumps: 1), actions: Self.run) == nil)
        // Actions after the win are not a run the game records.
        #expect(Ghost(level: level, inventory: Self.inventory, actions: Self.run + [.move(.east)]) == nil)
        #expect(Ghost(level: level, run: BestRun(inputs: "Jq", inventory: Self.inventory)) == nil)
    }

    // MARK: - Keeping the best run

    static let left = Action.move(.west), right = Action.move(.east), down = Action.move(.south)

    /// Wins the hook level with `actions` and returns the kept run's inputs.
    static func win(_ actions: [Action], in session: inout CampaignSession) throws -> String? {
        session.apply(.play(level: 1))
        CampaignSessionTests.act(actions, in: &session)
        #expect(session.current == nil)
        return session.progress.record(1).bestRun?.inputs
    }

    @Test func theBestRunIsKeptOnlyWhenAWinTakesFewerMovesAndATieKeepsTheOlder() throws {
        let hook = CampaignSessionTests.hook(id: 1)
        var session = CampaignSessionTests.session(CampaignSessionTests.progress(inventory: Inventory(jumps: 2)), levels: [hook])
        #expect(session.ghost(for: hook) == nil)
        // Nine moves: a step back at the start.
        #expect(try Self.win([Self.right, Self.left] + CampaignSessionTests.hookAtPar, in: &session) == "rlrrrdlll")
        #expect(session.progress.record(1).bestRun?.inventory == Inventory(jumps: 2))
        // Nine moves again, another way: the older run stays.
        let other = [Self.right, Self.right, Self.right, Self.down, Self.left, Self.right, Self.left, Self.left, Self.left]
        #expect(try Self.win(other, in: &session) == "rlrrrdlll")
        // Par: kept.
        #expect(try Self.win(CampaignSessionTests.hookAtPar, in: &session) == "rrrdlll")
        #expect(session.ghost(for: hook)?.cells == [0, 1, 2, 3, 7, 6, 5, 4])
        // Worse again: not kept. Failed and abandoned attempts never touch it.
        #expect(try Self.win(other, in: &session) == "rrrdlll")
        session.apply(.play(level: 1))
        session.apply(.act(.move(.east)))
        session.apply(.abandon)
        #expect(session.progress.record(1).bestRun?.inputs == "rrrdlll" && session.progress.record(1).bestMoves == 7)
        // A practice level keeps nothing and has no ghost.
        var practice = hook
        practice.id = 0
        #expect(session.ghost(for: practice) == nil)
    }

    @Test func aRecordWithoutARunOrWithOneThatNoLongerWinsTakesTheNextWin() {
        let hook = CampaignSessionTests.hook(id: 1)
        var progress = PlayerProgress()
        // A format 4 save: a best of 7 whose run was never kept.
        var record = LevelRecord(id: 1)
        record.bestMoves = 7
        record.stars = 3
        progress.levels = [record]
        let nine = [Self.right, Self.left] + CampaignSessionTests.hookAtPar
        let run = BestRun(actions: nine, inventory: Inventory())
        progress.finish(Replay.simulate(level: hook, inventory: Inventory(), inputs: nine), levelCount: 1, run: run)
        #expect(progress.record(1).bestRun == run && progress.record(1).bestMoves == 7)
        // A kept run that does not win on the level as built now is replaced by any win.
        progress.levels[0].bestRun = BestRun(inputs: "ddd", inventory: Inventory())
        progress.finish(Replay.simulate(level: hook, inventory: Inventory(), inputs: nine), levelCount: 1, run: run)
        #expect(progress.record(1).bestRun == run)
        #expect(CampaignSessionTests.session(progress, levels: [hook]).ghost(for: hook)?.actionCount == 9)
        progress.levels[0].bestRun = BestRun(inputs: "ddd", inventory: Inventory())
        #expect(CampaignSessionTests.session(progress, levels: [hook]).ghost(for: hook) == nil)
    }

    // MARK: - In the save

    static func progressWithARun() -> PlayerProgress {
        var progress = PlayerProgress()
        var record = LevelRecord(id: 1)
        record.bestMoves = 7
        record.stars = 3
        record.bestRun = BestRun(inputs: "rrrdJl", inventory: Inventory(jumps: 1, demolishes: 0))
        progress.levels = [record, LevelRecord(id: 2)]
        return progress
    }

    @Test func aBestRunRoundTripsInTheSave() throws {
        let document = SaveDocument(shipped: Self.progressWithARun(), campaigns: ["levels-0123456789abcdef": Self.progressWithARun()])
        let text = SaveFile.json(document)
        #expect(
            text.contains(
                """
                    {"id": 1, "bestMoves": 7, "stars": 3, "cratesTaken": [], "gemsTaken": [], "perfectBonusPaid": false, "bestRun": {"inputs": "rrrdJl", "inventory": {"jumps": 1, "demolishes": 0}}},
                """))
        #expect(text.contains(#"{"id": 2, "stars": 0, "cratesTaken": [], "gemsTaken": [], "perfectBonusPaid": false}"#))
        let again = try SaveFile.read(Data(text.utf8))
        #expect(again == document)
        #expect(SaveFile.json(again) == text)
    }

    @Test func aFormatFourSaveLoadsWithoutBestRunsAndIsWrittenAsFive() throws {
        let v4 = """
            {"formatVersion": 4, "coins": 12, "inventory": {"jumps": 1, "demolishes": 0}, "unlockedLevel": 2,
             "levels": [{"id": 1, "bestMoves": 7, "stars": 3, "cratesTaken": [0], "gemsTaken": [], "perfectBonusPaid": true}],
             "avatars": ["explorer", "mouse"], "avatar": "mouse", "settings": {"ascii": false, "colour": true, "animation": true},
             "ledger": [], "tipsSeen": ["crates"], "campaigns": {}}
            """
        let document = try SaveFile.read(Data(v4.utf8))
        #expect(document.shipped.record(1).bestMoves == 7 && document.shipped.record(1).bestRun == nil)
        // The next win at level 1 keeps its run even though it does not beat the old best.
        var session = CampaignSessionTests.session(
            document.shipped, levels: [CampaignSessionTests.hook(id: 1), CampaignSessionTests.hook(id: 2)])
        session.apply(.play(level: 1))
        CampaignSessionTests.act([Self.right, Self.left] + CampaignSessionTests.hookAtPar, in: &session)
        let text = SaveFile.json(SaveDocument(shipped: session.progress))
        #expect(
            text.contains("\"formatVersion\": 29,") && text.contains(#""bestMoves": 7"#)
                && text.contains(#""bestRun": {"inputs": "rlrrrdlll""#))
        #expect(try SaveFile.read(Data(text.utf8)).shipped == session.progress)
    }

    @Test(arguments: [
        (
            #""inputs": "rrrdJl""#, #""inputs": "rrqd""#,
            "field 'levels[0].bestRun.inputs' is not valid: inputs: character 3 is 'q', expected u, d, l, r, J, X or T"
        ),
        (
            #""inputs": "rrrdJl""#, #""inputs": "rrrdJ""#,
            "field 'levels[0].bestRun.inputs' is not valid: inputs: character 5 is 'J', expected a direction to follow it, but the inputs end"
        ),
        (#""inputs": "rrrdJl""#, #""inputs": 7"#, "field 'levels[0].bestRun.inputs' must be a string, found 7"),
        (
            #""inputs": "rrrdJl""#, "\"inputs\": \"\(String(repeating: "r", count: 100_001))\"",
            "field 'levels[0].bestRun.inputs' is 100001 bytes long, more than the 100000 a best run may hold"
        ),
        (
            #""jumps": 1, "demolishes": 0}}"#, #""jumps": -1, "demolishes": 0}}"#,
            "field 'levels[0].bestRun.inventory.jumps' must be from 0 to 1000000, found -1"
        ),
        (#", "inventory": {"jumps": 1, "demolishes": 0}}"#, "}", "field 'levels[0].bestRun.inventory' is missing"),
        (#""bestRun": {"#, #""bestRun": {"moves": 7, "#, "field 'levels[0].bestRun.moves' is not a known field"),
        (
            #""bestRun": {"inputs": "rrrdJl", "inventory": {"jumps": 1, "demolishes": 0}}"#, #""bestRun": "rrrdJl""#,
            "field 'levels[0].bestRun' must be an object, found the string \"rrrdJl\""
        ),
    ])
    func hostileBestRunsAreRefusedNamingTheField(find: String, replace: String, message: String) throws {
        let text = SaveFile.json(SaveDocument(shipped: Self.progressWithARun()))
        #expect(text.contains(find), "\(text)")
        do {
            _ = try SaveFile.read(Data(text.replacingOccurrences(of: find, with: replace).utf8))
            Issue.record("accepted \(replace.prefix(60))")
        } catch {
            guard case let .corrupt(reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix(message), "\(reason)")
        }
    }
}
