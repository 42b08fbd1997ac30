import Foundation
import MazeKit
import Testing

@testable import GameEngine
@testable import MZCommands

/// The built `mz` executable next to the test bundle (swift build puts both in one folder).
func mzExecutable() throws -> URL {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("mz")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw CommandError(.noInput, "the mz executable was not found next to \(bundle.path); run swift build first")
}

/// Runs the real binary and returns (status, stdout, stderr).
func runBinary(_ arguments: [String], environment: [String: String]? = nil, stdin: FileHandle? = nil) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = try mzExecutable()
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin { process.standardInput = stdin }
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

@Suite struct LevelCommandTests {
    /// Issue 20, bug 6: `mz level` said "1 gems".
    @Test func countsOfOneAreSingular() throws {
        let level = try LevelBuilder.build(try Campaign.load().levels[14])
        #expect(level.crates.count == 2 && level.gems.count == 1)
        let run = mz("level --level 15")
        #expect(run.status == 0)
        #expect(run.out.contains("par \(level.par), budget \(level.budget), 2 crates, 1 gem\n"), "\(run.out)")
        #expect(1.counted("gem") == "1 gem" && 0.counted("gem") == "0 gems")
        #expect(2.counted("Demolish", plural: "Demolishes") == "2 Demolishes")
    }

    /// Issue 20, bug 6: a code of a campaign level played as practice went by its seed; it
    /// goes by the level's name. A code of no campaign level keeps its seed's name.
    @Test func aCodeOfACampaignLevelIsNamedAfterIt() throws {
        let campaign = try Campaign.load()
        let code = try #require(LevelCode.code(for: campaign.levels[0]))
        let run = mz(["level", "--code", code])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\(campaign.levels[0].name)\n"), "\(run.out)")
        let spec = try LevelCode.spec(from: code)
        #expect(spec.name == "Seed \(spec.seed)" && spec.id == 0)
        #expect(LevelSource.named(spec, in: campaign).name == campaign.levels[0].name)
        var other = spec
        other.seed += 1
        #expect(LevelSource.named(other, in: campaign).name == other.name)
    }

    @Test func jsonHasEveryFieldOfTheSpec() throws {
        let run = mz("level --level 12 --format json")
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        for key in ["id", "seed", "width", "height", "cells", "terrain", "start", "exit", "crates", "gems", "par", "budget", "solution"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let level = try LevelBuilder.build(try Campaign.load().levels[11])
        #expect(object["par"] as? Int == level.par)
        #expect((object["solution"] as? String)?.count ?? 0 >= 1)
        #expect((object["terrain"] as? [String])?.count == level.maze.height)
    }

    @Test func aSeededLevelIsTheSameInTwoProcessesAndInThisOne() throws {
        let arguments = ["level", "--seed", "99", "--size", "14x9", "--ice", "0.2", "--mud", "0.1", "--format", "json"]
        let (s1, first, _) = try runBinary(arguments)
        let (s2, second, _) = try runBinary(arguments)
        #expect(s1 == 0 && s2 == 0)
        #expect(first == second)
        #expect(first == mz(arguments).out)
        // And the campaign's stored fingerprints come out of a separate process too.
        let (_, level5, _) = try runBinary(["level", "--level", "5", "--format", "json"])
        let stored = try Campaign.load().levels[4].storedFingerprint ?? "?"
        #expect(level5.contains("\"fingerprint\":\"\(stored)\""))
    }

    @Test func textShowsTheMazeItemsAndSolution() {
        let run = mz("level --level 3")
        #expect(run.out.hasPrefix("Level 3: "))
        #expect(run.out.contains(" S ") && run.out.contains(" E "))
        #expect(run.out.contains("solution ("))
    }

    /// Each crate shows its coins as on screen (`$7`, `~$9` on ice, `&33` on a ledge, `$++` for
    /// 100 or more), on a hand-made 4×2 level so the golden does not move with the campaign.
    @Test func textShowsEachCratesCoins() {
        var maze = Maze(width: 4, height: 2)
        for x in 0..<3 {
            maze.link(x, .east)
            maze.link(4 + x, .east)
        }
        maze.link(3, .south)
        var terrain = [Terrain](repeating: .floor, count: 8)
        terrain[6] = .ice
        let spec = LevelSpec(id: 0, name: "Crates", seed: 0, width: 4, height: 2, algorithm: .recursiveBacktracker)
        let level = Level(
            id: 0, name: "Crates", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 4,
            crates: [
                Crate(cell: 1, coins: 7), Crate(cell: 2, coins: 33, needsJump: true),
                Crate(cell: 6, coins: 9), Crate(cell: 5, coins: 150),
            ],
            gems: [], par: 7, budget: 9)
        let text = LevelText.describe(level, solution: MoveGraph(level).solve(from: 0), ascii: true)
        #expect(
            text.split(separator: "\n").dropFirst(4).prefix(6).joined(separator: "\n") == """
                +---+---+---+---+
                | S   $7 &33    |
                +---+---+---+   +
                | E  $++ ~$9    |
                +---+---+---+---+
                key: S start, E exit, $7 crate of 7 coins (&7 on a ledge), * gem, ~ ice, % mud
                """)
    }

    @Test(
        arguments: [
            ("level", 64, "'mz level' needs --level N, --seed S or --code CODE"),
            (
                "level --code MZ1-08WR6-KTDG3-G5400-1Y000-8007T-0Q", 64,
                "--code 'MZ1-08WR6-KTDG3-G5400-1Y000-8007T-0Q': not a valid code (checksum): check it for a typo"
            ),
            ("level --code MZ1-00000 --seed 3", 64, "give either --code or --seed to 'mz level', not both"),
            ("level --level 0", 64, "option '--level' must be a whole number from 1 to 10000, got '0'"),
            ("level --level 500", 64, "there is no level 500; the shipped levels.json has levels 1 to 100"),
            ("level --level 3 --seed 4", 64, "give either --level or --seed to 'mz level', not both"),
            ("level --level 3 --ice 0.2", 64, "--ice only applies to a seeded level (--seed), not to --level"),
            ("level --seed 3 --ice 0.9", 64, "option '--ice' must be a number from 0 to 0.6, got '0.9'"),
            ("level --seed 3 --mask hart", 64, "unknown mask 'hart'; did you mean 'heart'?"),
            ("level --seed 3 --size 1x1", 64, "option '--size' 1x1: the width must be from 2 to 256, found 1"),
            ("level --level 2 --levels /nope/levels.json", 66, "levels file '/nope/levels.json' does not exist"),
        ] as [(String, Int32, String)])
    func badArgumentsAreOneClearLine(line: String, status: Int32, message: String) {
        let run = mz(line)
        #expect(run.status == status, "\(run.err)")
        #expect(run.err.hasPrefix("mz: error: " + message) || run.err.contains(message), "\(run.err)")
    }
}

@Suite struct ValidateCommandTests {
    /// A copy of the shipped campaign in a temporary folder, edited by `edit`.
    func campaignFile(_ edit: (inout String) -> Void = { _ in }) throws -> (URL, URL) {
        try campaignFile(text: try #require(Campaign.text), edit)
    }

    /// The shipped campaign's first eight levels, as `mz validate --update` writes them: a
    /// validation builds every level, and eight are enough for what these tests change.
    func firstLevelsText() throws -> String {
        var file = try Campaign.load()
        file.levels = Array(file.levels.prefix(8))
        return file.json
    }

    /// `text` in a temporary folder, edited by `edit`.
    func campaignFile(text: String, _ edit: (inout String) -> Void) throws -> (URL, URL) {
        let dir = try temporaryDirectory()
        var text = text
        edit(&text)
        let file = dir.appendingPathComponent("levels.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (dir, file)
    }

    // The shipped campaign's plain `mz validate`: ValidateDesignCommandTests, which runs it once.

    @Test func aWrongStoredParFailsWithARow() throws {
        let spec = try Campaign.load().levels[6]
        let (dir, file) = try campaignFile(text: try firstLevelsText()) { text in
            text = text.replacingOccurrences(
                of: "\"par\": \(spec.storedPar ?? 0), \"fingerprint\": \"\(spec.storedFingerprint ?? "")\"",
                with: "\"par\": \((spec.storedPar ?? 0) + 1), \"fingerprint\": \"\(spec.storedFingerprint ?? "")\"")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["validate", file.path])
        #expect(run.status == 1)
        #expect(run.out.contains("the stored par \((spec.storedPar ?? 0) + 1) is wrong; the solver finds \(spec.storedPar ?? 0)"))
        #expect(run.out.contains("\n7    ") && run.out.contains("FAILED"))
        #expect(run.err == "mz: error: 1 of 8 levels failed validation\n")
    }

    @Test func aWrongFingerprintAndABudgetBelowParFail() throws {
        let specs = try Campaign.load().levels
        let (dir, file) = try campaignFile(text: try firstLevelsText()) { text in
            text = text.replacingOccurrences(of: specs[1].storedFingerprint ?? "", with: "0123456789abcdef")
            text = text.replacingOccurrences(of: "\"id\": 3, ", with: "\"id\": 3, \"budget\": 4, ")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["validate", file.path, "--json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(object["valid"] as? Bool == false)
        #expect((levels[1]["problems"] as? [String])?.first?.contains("does not match the built level") == true)
        #expect((levels[2]["problems"] as? [String])?.contains { $0.contains("is below par") } == true)
        #expect(levels[0]["valid"] as? Bool == true)
    }

    @Test func updateRewritesParAndFingerprintAtomically() throws {
        let spec = try Campaign.load().levels[0]
        let original = try firstLevelsText()
        let (dir, file) = try campaignFile(text: original) { text in
            text = text.replacingOccurrences(
                of: "\"par\": \(spec.storedPar ?? 0), \"fingerprint\": \"\(spec.storedFingerprint ?? "")\"", with: "\"par\": 1")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mz(["validate", file.path]).status == 1)
        let run = mz(["validate", file.path, "--update"])
        #expect(run.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["levels.json"])
    }

    @Test func malformedFilesExit65NamingLevelAndField() throws {
        let (dir, file) = try campaignFile { text in
            text = text.replacingOccurrences(of: "\"id\": 42, ", with: "\"id\": 42, \"colour\": \"red\", ")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["validate", file.path])
        #expect(run.status == 65)
        #expect(run.err == "mz: error: \(file.path): level 42: field 'colour' is not a known field\n")
        let notJSON = dir.appendingPathComponent("broken.json")
        try "{\"formatVersion\": ".write(to: notJSON, atomically: true, encoding: .utf8)
        let broken = mz(["validate", notJSON.path])
        #expect(broken.status == 65 && broken.err.contains("is not valid JSON"))
        #expect(mz(["validate", dir.appendingPathComponent("missing.json").path]).status == 66)
        #expect(mz("validate --update").status == 64)
    }
}

/// `mz stats`, `mz --version` and the help of every listed command.
@Suite struct StatsAndVersionTests {
    @Test func statsPrintsTheRecordsWithoutTouchingTheSave() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var progress = PlayerProgress()
        var record = LevelRecord(id: 1)
        record.bestMoves = 13
        record.stars = 3
        var fourth = LevelRecord(id: 4)
        fourth.bestMoves = 30
        fourth.stars = 2
        fourth.cratesTaken = [0]
        progress.levels = [record, fourth]
        progress.unlockedLevel = 5
        progress.coins = 8
        let text = SaveFile.json(SaveDocument(shipped: progress))
        try text.write(toFile: save, atomically: true, encoding: .utf8)
        let run = mz(["stats", "--save", save])
        #expect(run.status == 0, "\(run.err)")
        let name = try Campaign.load().levels[0].name
        #expect(
            run.out.contains(
                "    1  \(name.padding(toLength: 24, withPad: " ", startingAt: 0))    13    \(try Campaign.load().levels[0].storedPar ?? 0)  ***         0      0     0\n"
            ),
            "\(run.out)")
        let level4 = try LevelBuilder.build(try Campaign.load().levels[3])
        #expect(
            run.out.contains(
                "    4  \(level4.name.padding(toLength: 24, withPad: " ", startingAt: 0))    30  \(String(level4.par).leftPadded(4))  **.         1  \(String(level4.crates[0].coins).leftPadded(5))     0\n"
            ), "\(run.out)")
        #expect(
            run.out.hasSuffix(
                "levels won 2 of 100, unlocked up to 5; stars 5; gems 0; coins 8; planned to perfection 0 levels; dares won 0 (best run 0); Jump 0, Demolish 0, Time 0, hints 0\n\ndaily: not played yet (mz daily)\n"
            ))
        #expect(try String(contentsOfFile: save, encoding: .utf8) == text)
    }

    @Test func statsPrintsTheDailyResultsAndStreaks() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var progress = PlayerProgress()
        let today = DailyDate(secondsSince1970: testNow)
        for (offset, outcome) in [(-3, Outcome.won), (-2, .failed), (-1, .won), (0, .won)] {
            progress.daily.record(
                DailyResult(
                    date: DailyDate(dayNumber: today.dayNumber + offset), outcome: outcome, moves: 57, par: 52, budget: 60,
                    stars: outcome == .won ? 2 : 0, cratesTaken: 2, crates: 3, coins: 14, gemsTaken: 0, gems: 0))
        }
        try SaveFile.json(SaveDocument(shipped: progress)).write(toFile: save, atomically: true, encoding: .utf8)
        let run = mz(["stats", "--save", save])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out.hasSuffix(
                """
                daily       result                               stars  crates  coins
                2026-11-30  57 moves (par 52)                    **.       2/3     14
                2026-11-29  57 moves (par 52)                    **.       2/3     14
                2026-11-28  out of moves (par 52)                ...       2/3     14
                2026-11-27  57 moves (par 52)                    **.       2/3     14

                daily: 4 played, 3 won; streak 2, best 2

                """), "\(run.out)")
    }

    @Test func dailyPrintsTheDaysLevelAndRefusesBadDates() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        // Today's code is kept back until the day is played: it rebuilds the map.
        let run = mz(["daily", "--print", "--date", "2026-11-30", "--save", save])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out
                == "daily 2026-11-30: par 53, budget 58, 14x7, 4 crates\ncode shown once today's result is in (the code rebuilds the map)\n"
        )
        #expect(mz(["daily", "--print", "--save", save]).out == run.out)  // today is the test's 2026-11-30
        var progress = PlayerProgress()
        progress.daily.record(
            DailyResult(
                date: DailyDate(secondsSince1970: testNow), outcome: .failed, moves: 66, par: 60, budget: 66,
                stars: 0, cratesTaken: 0, crates: 4, coins: 0, gemsTaken: 0, gems: 0))
        try SaveFile.json(SaveDocument(shipped: progress)).write(toFile: save, atomically: true, encoding: .utf8)
        #expect(
            mz(["daily", "--print", "--save", save]).out
                == "daily 2026-11-30: par 53, budget 58, 14x7, 4 crates\ncode MZ4-18YP7-3N4R1-M351B-RV4P4-80000-00040-0CGS\n")
        #expect(mz("daily --print --date 2026-11-29").out.contains("\ncode MZ4-"))  // a past day: no secret
        #expect(mz("daily --print --date 0001-01-01").err == "mz: error: --date 0001-01-01: the daily challenge began on 2026-01-01\n")
        for (line, message) in [
            ("daily --date 2026-12-01", "mz: error: --date 2026-12-01 is in the future: today (UTC) is 2026-11-30\n"),
            ("daily --date 2025-12-31", "mz: error: --date 2025-12-31: the daily challenge began on 2026-01-01\n"),
            ("daily --date 30/11/2026", "mz: error: --date '30/11/2026' is not a date: write it YYYY-MM-DD, e.g. 2026-11-30\n"),
            (
                "daily --levels x.json",
                "mz: error: the daily challenge is built from the date alone; --levels does not apply to 'mz daily'\n"
            ),
            ("daily extra", "mz: error: 'mz daily' takes no operands, got 'extra'; see 'mz daily --help'\n"),
        ] {
            let bad = mz(line)
            #expect(bad.status == 64 && bad.err == message, "\(line): \(bad.err)")
        }
    }

    @Test func everyListedCommandHasHelp() {
        for name in MZ.commands.map(\.name) where name != "help" {
            let run = mz(["help", name])
            #expect(run.status == 0 && run.out.hasPrefix("usage: mz \(name)"), "\(name): \(run.err)")
        }
    }
}
