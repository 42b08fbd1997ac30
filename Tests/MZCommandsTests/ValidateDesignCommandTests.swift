import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// `mz validate --design` and `--strict-design` (docs/design.md, "Design rules").
@Suite struct ValidateDesignCommandTests {
    /// The shipped campaign's first `count` levels in a file of their own.
    func firstLevels(_ count: Int) throws -> (URL, URL) {
        let dir = try temporaryDirectory()
        var file = try Campaign.load()
        file.levels = Array(file.levels.prefix(count))
        let url = dir.appendingPathComponent("levels.json")
        try file.json.write(to: url, atomically: true, encoding: .utf8)
        return (dir, url)
    }

    @Test func designIsMeasuredOnRequestAndOnlyReported() throws {
        let (dir, file) = try firstLevels(12)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = mz(["validate", file.path])
        #expect(plain.status == 0 && !plain.out.contains("design rules"))
        let run = mz(["validate", file.path, "--design"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("\ndesign rules\n"))
        #expect(run.out.contains("\nper band\n| levels | par | median slack |"))
        #expect(run.out.contains("\n| 1–10 | ") && run.out.contains("\n| 11–12 | "))
        for rule in DesignRule.allCases { #expect(run.out.contains("\n" + rule.rawValue + " "), "\(rule)") }
        #expect(
            run.out.hasSuffix("4 of 12 design rules missed (reported only; --strict-design makes this fail)\n"), "\(run.out.suffix(300))")
    }

    @Test func strictDesignFailsNamingTheRulesMissed() throws {
        let (dir, file) = try firstLevels(12)
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["validate", file.path, "--strict-design"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("mz: error: the campaign misses "))
        // Twelve levels can never meet the terrain rule: it counts levels ≥ 30, and a rule with
        // no level to judge is missed.
        // Every rule gates: the variety rule (no fixture before level 39) is named too.
        #expect(run.err.contains(" of 12 design rules: ") && run.err.contains("terrain") && run.err.contains("variety"))
    }

    /// The `design` object `mz validate --design --json` prints for the first `count` levels
    /// of the shipped campaign (it exits 0: the rules are reported, not gated).
    func designJSON(firstLevels count: Int) throws -> [String: Any] {
        let (dir, file) = try firstLevels(count)
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["validate", file.path, "--design", "--json"])
        #expect(run.status == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        return try #require(object["design"] as? [String: Any])
    }

    @Test func jsonCarriesEveryRuleLevelAndBand() throws {
        let design = try designJSON(firstLevels: 12)
        let rules = try #require(design["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["rule"] as? String } == DesignRule.allCases.map(\.rawValue))
        #expect(rules.allSatisfy { $0["passed"] is Bool && $0["figure"] is String })
        #expect(rules.filter { $0["gates"] as? Bool == false }.compactMap { $0["rule"] as? String } == DesignRule.pending.map(\.rawValue))
        #expect((design["levels"] as? [[String: Any]])?.count == 12)
        #expect((design["bands"] as? [[String: Any]])?.count == 2)
        #expect(design["passed"] as? Bool == false && design["strict"] as? Bool == false)
        let level3 = try #require((design["levels"] as? [[String: Any]])?[2])
        let built = try LevelBuilder.build(try Campaign.load().levels[2])
        #expect(level3["par"] as? Int == built.par && (level3["items"] as? [[String: Any]])?.count == built.crates.count + built.gems.count)
        // The planning figures, per level: level 12 has plain crates to plan over.
        let level12 = try #require((design["levels"] as? [[String: Any]])?[11])
        let planning = try #require(level12["planning"] as? [String: Any])
        let built12 = try LevelBuilder.build(try Campaign.load().levels[11])
        let figures = try #require(MoveGraph(built12).planning(built12))
        #expect(planning["bestCoins"] as? Int == figures.bestCoins && planning["pays"] as? Bool == figures.pays)
        #expect(level12["kind"] is String && level12["seenWhole"] is Bool && level12["planChangers"] is [Any])
        // Without --design the document is as before.
        let (dir, file) = try firstLevels(12)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bare = mz(["validate", file.path, "--json"])
        #expect(!bare.out.contains("\"design\""))
    }

    /// A race's two sides in the JSON: level 22's best plan taking its timed crate, and letting
    /// it go, as the level without that crate counts it.
    @Test func jsonCarriesARacesTwoSides() throws {
        let levels = try #require(try designJSON(firstLevels: 22)["levels"] as? [[String: Any]])
        let planning = try #require(levels[21]["planning"] as? [String: Any])
        let race = try LevelBuilder.build(try Campaign.load().levels[21])
        let timed = try #require(race.crates.firstIndex { $0.deadline != nil })
        var without = race
        without.crates.remove(at: timed)
        let letGo = try #require(MoveGraph(without).planning(without)).bestCoins
        #expect(planning["letGoCoins"] as? Int == letGo && planning["rushedCoins"] as? Int == 19 && letGo == 13)
        // A level without a clock has neither.
        #expect(levels[20]["planning"].flatMap { ($0 as? [String: Any])?["rushedCoins"] } is NSNull)
    }

    @Test func theShippedCampaignIsHeldToEveryRuleByPlainValidate() throws {
        #expect(DesignGate.enforcedOnShippedCampaign)
        let shipped = DesignGate(try ParsedArguments([], command: "mz validate", options: ValidateCommand.spec.options), shipped: true)
        #expect(shipped.measures && shipped.isStrict)
        let other = DesignGate(try ParsedArguments([], command: "mz validate", options: ValidateCommand.spec.options), shipped: false)
        #expect(!other.measures && !other.isStrict)
        let run = mz(["validate"])
        // Every level valid, every one analysed within its allowance, and every design rule met,
        // in one run of plain `mz validate`.
        #expect(
            run.status == 0 && run.out.contains("all 100 levels valid") && run.out.contains("all 12 design rules met")
                && !run.out.contains("too large to analyse"),
            "\(run.out)\(run.err)")
        // "Is the ledge worth a Jump?" answered both ways, each by little (testers: "& = lure").
        #expect(
            run.out.contains(
                "the ledge worth a Jump or not by 15 or less on 7 of 7 ledge levels: the Jump wins on 4 (levels 36, 56, 86, 96), on foot on 3 (levels 46, 66, 76)"
            ), "\(run.out)")
        // "Rush the timed crate or let it go?" too (testers: "a timer decoy").
        #expect(
            run.out.contains(
                "the timed crate rushed or let go by 10 or less on 9 of 9 races: rushed on 5 (levels 22, 32, 52, 82, 92), let go on 4 (levels 26, 42, 58, 72)"
            ), "\(run.out)")
        let asked = DesignGate(
            try ParsedArguments(["--strict-design"], command: "mz validate", options: ValidateCommand.spec.options), shipped: false)
        #expect(asked.measures && asked.isStrict)
    }
}
