import GameEngine
import Testing

@testable import MZCommands

/// `mz stats` says how the treasuries stand, once one is open.
@Suite struct TreasuryStatsTests {
    @Test func theStatsLineNamesEachTreasuryOpened() {
        var progress = PlayerProgress()
        #expect(StatsCommand.treasuries(progress) == nil)
        var one = TreasuryRecord(number: 1)
        one.opened = true
        one.tries = 2
        one.bestMoves = 24
        one.stars = 3
        one.cratesTaken = [0, 3, 5]
        var four = TreasuryRecord(number: 4)
        four.opened = true
        progress.treasuries = [one, four]
        #expect(
            StatsCommand.treasuries(progress)
                == "treasuries: 2 of 10 open, 1 won (1 won 3/3, 3 crates in 2 tries; 4 not won in 0 tries)\n")
    }
}

/// `mz validate --treasuries` checks the shipped treasuries and nothing else: the flags of a
/// levels file's validation and a FILE are refused with a sentence, exit 64.
@Suite struct TreasuryValidateArgumentTests {
    @Test(arguments: ["update", "design", "strict-design", "economy", "json"])
    func treasuriesRefusesTheFlagsItWouldIgnore(flag: String) {
        let run = mz(["validate", "--treasuries", "--\(flag)"])
        #expect(run.status == 64)
        #expect(run.err == "mz: error: --treasuries checks the treasuries instead of a levels file; it does not go with --\(flag)\n")
    }

    @Test func treasuriesTakesNoFile() {
        let run = mz(["validate", "--treasuries", "levels.json"])
        #expect(run.status == 64)
        #expect(run.err == "mz: error: --treasuries checks the shipped treasuries: it takes no FILE\n")
    }
}
