import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// `mz validate --economy`: the economy simulation as a table and as JSON.
@Suite struct EconomyReportTests {
    /// The first twelve shipped levels' economy, as the table, as JSON and as the simulation has
    /// it: computed once for the suite, since each of the three plays every level out (seconds).
    struct FirstTwelve: Sendable {
        var path: String
        var table: CommandRun
        var json: CommandRun
        var simulation: EconomySimulation

        static let shared: FirstTwelve = {
            do {
                let (dir, file) = try ValidateDesignCommandTests().firstLevels(12)
                defer { try? FileManager.default.removeItem(at: dir) }
                let campaign = try Campaign.load()
                return FirstTwelve(
                    path: file.path, table: mz(["validate", file.path, "--economy"]),
                    json: mz(["validate", file.path, "--economy", "--json"]),
                    simulation: EconomySimulation(
                        levels: try campaign.levels.prefix(12).map { try LevelBuilder.build($0) }, prices: campaign.shop))
            } catch {
                preconditionFailure("the first twelve shipped levels do not load: \(error)")
            }
        }()
    }

    /// A level whose budget is below par is reported, not simulated (on 23aac98 it trapped in
    /// `LevelRuns`): the table says why, and the run ends normally.
    @Test func aBudgetBelowParIsReportedNotSimulated() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var file = try Campaign.load()
        file.levels = [file.levels[0]]
        file.levels[0].budget = 1
        file.levels[0].storedPar = nil
        file.levels[0].storedFingerprint = nil
        let path = dir.appendingPathComponent("one.json")
        try file.json.write(to: path, atomically: true, encoding: .utf8)
        let run = mz(["validate", path.path, "--economy"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("\n  level 1 is not analysed: its budget 1 is below par 13, so no run wins\n"), "\(run.out)")
    }

    @Test func theTableHasALineALevelAndTheCampaignsFigures() throws {
        let run = FirstTwelve.shared.table
        #expect(run.status == 0, "\(run.err)")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("  id  par budget") })
        let ids: [Int] = (1...12).map { Int(lines[header + $0].prefix(4).trimmingCharacters(in: .whitespaces)) ?? 0 }
        #expect(ids == Array(1...12))
        #expect(lines[header + 13] == "")
        #expect(lines[header + 14].hasPrefix("par player: ") && run.out.contains("\ngreedy player: ") && run.out.contains("\ncollector: "))
        #expect(run.out.contains("\na power-up pays for itself to a par player on "))
        // What the coins unspent after level 10 would skip of the rest (11; never the last, 12).
        let skips = try #require(lines.firstIndex { $0.hasPrefix("skips (10 coins a level number, from level 11): ") })
        #expect(lines[skips].hasSuffix(", after level 10"), "\(lines[skips])")
        #expect(lines[skips + 1].hasPrefix("  the par player: ") && lines[skips + 3].hasPrefix("  the collector: "))
        #expect(lines[(skips + 1)...(skips + 3)].allSatisfy { $0.hasSuffix(": 0") || $0.hasSuffix(": 1") }, "\(run.out)")
        #expect(run.out.contains("\na Jump has a real use (a crate or gem no plain run takes within the budget) on "))
    }

    @Test func jsonCarriesTheSameFiguresAsTheSimulation() throws {
        let (run, simulation) = (FirstTwelve.shared.json, FirstTwelve.shared.simulation)
        #expect(run.status == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        for player in EconomySimulation.Player.allCases {
            let figures = try #require(summary[player.rawValue] as? [String: Any])
            #expect(
                figures["finalCoins"] as? Int == simulation.finalCoins(player)
                    && figures["mostCoins"] as? Int == simulation.mostCoins(player))
        }
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(levels.count == 12)
        let parPlayer = levels.map { (($0["players"] as? [String: Any])?["par"] as? [String: Any])?["coinsAfter"] as? Int }
        #expect(parPlayer == simulation.levels.map { $0.turn(.par).coinsAfter })
        #expect(levels.map { ($0["jump"] as? [String: Any])?["net"] as? Int } == simulation.levels.map { $0.jumpReturn?.net })
    }

    /// Per band of ten: how often a purchase improves the best plan (by Jump, Demolish, Time) and
    /// the coins each player holds unspent after it, as the simulation has them.
    @Test func theBandTableSaysWhenPurchasesPayAndWhatIsLeftUnspent() throws {
        let (run, simulation) = (FirstTwelve.shared.table, FirstTwelve.shared.simulation)
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out.hasPrefix("economy of \(FirstTwelve.shared.path): 12 levels; Jump 30, Demolish 60, Time 20 (10 moves), hint 10 coins\n")
        )
        #expect(run.out.contains("\na purchase improves the best plan (its coins less the price beat the best plan without) on "))
        #expect(run.out.contains("and on the par route itself (its moves cashed in) on none (the rules allow none)\n"))
        // The passes: the level where each player's earnings first cover each.
        func reach(_ price: Int) -> String {
            EconomySimulation.Player.allCases.map { player in
                (player == .collector ? "the collector" : "the \(player.rawValue) player") + " "
                    + (simulation.level(player, covering: price).map { "at level \($0)" } ?? "never")
            }.joined(separator: ", ")
        }
        #expect(
            run.out.contains(
                "\nthe scout pass (\(Economy.scoutPassPrice) coins) is first within reach of \(reach(Economy.scoutPassPrice))\n"
                    + "the survey pass (\(Economy.surveyPassPrice) coins) is first within reach of \(reach(Economy.surveyPassPrice))\n"
                    + "avatars for coins"
            ))
        let total = AvatarCatalog.forSale.reduce(0) { $0 + ($1.price ?? 0) }
        #expect(run.out.contains("\navatars for coins: \(AvatarCatalog.forSale.count) for \(total) coins in all\n"))
        let by = simulation.level(.collector, covering: total).map { "by level \($0)" } ?? "not within 12 levels"
        #expect(run.out.contains("\n  the collector's earnings past its power-ups buy every one \(by); the full purse turned away "))
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(
            lines.firstIndex(of: "  levels  a purchase improves the best plan   coins unspent after the band   surveys  greedy"))
        #expect(lines[header + 1] == "          on    Jump  Demolish  Time           par  greedy  collector       all    earned")
        let bands = simulation.bands
        #expect(bands.map(\.first) == [1, 11] && bands.map { $0.levels.count } == [10, 2])
        for (i, band) in bands.enumerated() {
            let row = lines[header + 2 + i].split(separator: " ").map(String.init)
            let expected =
                [
                    "\(band.first)-\(band.last)", "\(band.purchasesImproving())/\(band.levels.count)",
                    "\(band.purchasesImproving(with: .jump))",
                    "\(band.purchasesImproving(with: .demolish))", "\(band.purchasesImproving(with: .time))",
                ] + EconomySimulation.Player.allCases.map { "\(band.coinsAtEnd($0))" } + ["\(band.surveys)", "\(band.earned(.greedy))"]
            #expect(row == expected)
        }
        // The per-level table's coins after levels 10 and 12.
        #expect(bands.map { band in EconomySimulation.Player.allCases.map(band.coinsAtEnd) } == [[121, 329, 465], [136, 399, 579]])
        // Surveys are free where they are taught (12 to 20), and none is asked for before: the
        // first twelve levels price none, and the report has no line for them.
        #expect(Economy.freeSurveys.contains(12) && bands.map(\.surveys) == [0, 0])
        #expect(simulation.levels.allSatisfy { $0.surveyPrice == 0 } && !run.out.contains("\nsurveys ("))
        let json = FirstTwelve.shared.json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        let jsonBands = try #require(summary["bands"] as? [[String: Any]])
        #expect(jsonBands.map { $0["purchaseImproves"] as? Int } == bands.map { $0.purchasesImproving() })
        #expect(jsonBands.map { $0["surveys"] as? Int } == bands.map(\.surveys))
        #expect(jsonBands.map { ($0["coinsAtEnd"] as? [String: Any])?["collector"] as? Int } == bands.map { $0.coinsAtEnd(.collector) })
        #expect(summary["timeOnParRoutePays"] as? [Int] == [] && (object["prices"] as? [String: Any])?["time"] as? Int == 20)
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(levels.map { $0["purchaseImproves"] as? Bool } == simulation.levels.map { $0.purchaseImprovesPlan })
    }

    @Test(arguments: ["update", "design", "strict-design"])
    func economyRefusesTheValidationFlagsItWouldIgnore(flag: String) {
        let run = mz(["validate", "--economy", "--\(flag)"])
        #expect(run.status == 64)
        #expect(run.err == "mz: error: --economy plays the economy instead of validating; it does not go with --\(flag)\n")
    }
}
