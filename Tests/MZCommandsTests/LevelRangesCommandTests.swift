import Foundation
import MazeKit
import Testing

@testable import GameEngine
@testable import MZCommands

/// The command line keeps the same ranges as files, codes and replays (issue 19): a code or a
/// flag outside them is refused with one sentence naming it (exit 64), before any level is
/// built or any terminal is touched, and whatever is accepted can be replayed.
@Suite struct LevelRangesCommandTests {
    static let braidCode = "MZ1-181GY-2AHYJ-00000-000Z8-4"  // braid 1.001 (generator 8): trapped in Maze+Braid.swift
    static let budgetZeroCode = "MZ1-181GY-2AG00-00002-000Z9-00004"

    @Test(arguments: [
        ("level --code \(braidCode)", "--code '\(braidCode)': not a valid code (its braid must be from 0.0 to 1.0, found 1.001)"),
        (
            "replay --headless --code \(braidCode) --inputs r",
            "--code '\(braidCode)': not a valid code (its braid must be from 0.0 to 1.0, found 1.001)"
        ),
        ("play --code \(braidCode)", "--code '\(braidCode)': not a valid code (its braid must be from 0.0 to 1.0, found 1.001)"),
        ("play --code \(budgetZeroCode)", "--code '\(budgetZeroCode)': not a valid code (its budget must be from 1 to 1000000, found 0)"),
        ("play --seed 1 --size 1x5", "option '--size' 1x5: the width must be from 2 to 256, found 1"),
        ("level --seed 1 --size 5x1", "option '--size' 5x1: the height must be from 2 to 256, found 1"),
        ("level --seed 1 --ice 0.6 --mud 0.6", "option '--mud' plus '--ice' must be at most 0.8, found 0.6 + 0.6"),
        ("replay --headless --seed 1 --ice 0.5 --mud 0.4 --inputs r", "option '--mud' plus '--ice' must be at most 0.8, found 0.4 + 0.5"),
        (
            "level --seed 1 --mask heart --size 20x10",
            "option '--size' 20x10: the width and height are 20x10 but the heart mask is 13x11; they must match"
        ),
        (
            "level --seed 1 --mask heart --algorithm binary-tree",
            "option '--mask' cannot be used with binary-tree, which cannot honour masks"
        ),
    ])
    func outOfRangeCodesAndFlagsAreRefusedNamingTheField(line: String, message: String) {
        let run = mz(line)
        #expect(run.status == 64, "\(line)")
        #expect(run.err == "mz: error: \(message)\n", "\(line)")
    }

    /// `--mask` without `--size` makes the mask's size, so its replay reads back (it wrote 16x10
    /// beside a 13x11 mask, which the replay reader refused).
    @Test func aMaskedSeededLevelTakesTheMasksSize() throws {
        let spec = try Self.flagSpec("--seed 1 --mask heart")
        #expect((spec.width, spec.height) == (13, 11))
        try Self.replaysBack(spec)
    }

    static func flagSpec(_ line: String) throws -> LevelSpec {
        let args = try ParsedArguments(
            line.split(separator: " ").map(String.init), command: "mz play", options: LevelSource.options.map(\.spec) + CommonOptions.specs)
        return try LevelSource.spec(args, command: "mz play")
    }

    static func replaysBack(_ spec: LevelSpec) throws {
        let level = try LevelBuilder.build(spec)
        let replay = Replay.record(level: level, inventory: Inventory(), inputs: [.move(.east), .move(.south), .move(.west)])
        let back = try Replay(data: Data(replay.json.utf8))
        #expect(try back.verify().matches, "\(spec)")
    }

    /// Every flag at both ends of its range, and its code: built, recorded and read back.
    @Test(arguments: [
        "--seed 0 --size 2x2", "--seed 18446744073709551615 --size 256x2", "--seed 3 --size 2x256",
        "--seed 4 --size 256x256 --ice 0.6 --mud 0.2 --braid 1 --crates 50", "--seed 5 --ice 0 --mud 0.6 --braid 0 --crates 0",
        "--seed 6 --mask ring --algorithm wilson", "--seed 7 --size 3x3 --crates 50 --ice 0.2 --mud 0.6",
    ])
    func theExtremesOfEveryFlagReplay(line: String) throws {
        let spec = try Self.flagSpec(line)
        try Self.replaysBack(spec)
        let code = try #require(LevelCode.code(for: spec))
        let fromCode = try Self.flagSpec("--code \(code)")
        #expect(fromCode == spec)  // a code rebuilds the very spec, name and all
        try Self.replaysBack(fromCode)
    }
}

/// A seeded fuzz pass over level codes and levels files at the edges of every range (not only
/// random bytes): each is refused with exit 64 or 65 and one sentence, or builds. Small here;
/// `MZ_FUZZ_ITERATIONS` (scripts/soak) makes it larger.
@Suite struct RangeFuzzTests {
    static let iterations = max(20, FuzzTests.iterations / 10)

    /// Either built (exit 0) or refused with `allowed` and a one-line `mz: error:` sentence.
    @discardableResult
    static func expectBuiltOrRefused(_ run: CommandRun, allowed: Set<Int32>, _ what: String) -> Bool {
        #expect(run.status == 0 || allowed.contains(run.status), "\(what): \(run.status) \(run.err)")
        if run.status != 0 {
            #expect(
                run.err.hasPrefix("mz: error: ") && run.err.hasSuffix("\n") && run.err.dropLast().allSatisfy { $0 != "\n" },
                "\(what): \(run.err)")
        }
        return run.status == 0
    }

    /// One of the ends of `range` (most often), one step past them, or a value inside.
    static func edge(_ range: ClosedRange<Int>, _ rng: inout SeededRandom) -> Int {
        [
            range.lowerBound, range.upperBound, range.lowerBound, range.upperBound, range.lowerBound - 1, range.upperBound + 1,
            range.lowerBound + rng.below(range.count), range.lowerBound + rng.below(range.count),
        ][rng.below(8)]
    }

    static func edge(_ range: ClosedRange<Double>, _ rng: inout SeededRandom) -> Double {
        let inside = range.lowerBound + Double(rng.below(1001)) / 1000 * (range.upperBound - range.lowerBound)
        return [
            range.lowerBound, range.upperBound, range.lowerBound, range.upperBound, range.upperBound + 0.001, range.lowerBound - 0.001,
            inside, inside,
        ][rng.below(8)]
    }

    /// A side: small, or at an end (only one side of a level is ever large, to stay fast).
    static func side(_ rng: inout SeededRandom, large: Bool) -> Int {
        large ? [1, 2, 255, 256, 257, 3 + rng.below(30)][rng.below(6)] : [1, 2, 3, 2 + rng.below(12)][rng.below(4)]
    }

    @Test func codesWithAValidCheckAreRefusedOrBuild() throws {
        var rng = SeededRandom(seed: 1_919)
        var built = 0
        for iteration in 0..<Self.iterations {
            let wide = rng.below(2) == 0
            var spec = LevelSpec(
                id: 0, name: "x", seed: rng.next() >> UInt64(rng.below(64)), width: Self.side(&rng, large: wide),
                height: Self.side(&rng, large: !wide), algorithm: Algorithm.allCases[rng.below(Algorithm.allCases.count)])
            spec.width = min(spec.width, 256)
            spec.height = min(spec.height, 256)
            if rng.below(4) == 0 { spec.mask = LevelCode.masks[rng.below(LevelCode.masks.count)] }
            // Every value the code's bits can hold, the edges of the ranges most often.
            spec.braid = Double(min(1023, max(0, Int(Self.edge(LevelSpec.Limits.braid, &rng) * 1000)))) / 1000
            spec.ice = Double(min(1023, max(0, Int(Self.edge(LevelSpec.Limits.ice, &rng) * 1000)))) / 1000
            spec.mud = Double(min(1023, max(0, Int(Self.edge(LevelSpec.Limits.mud, &rng) * 1000)))) / 1000
            spec.crates = min(63, max(0, Self.edge(LevelSpec.Limits.crates, &rng)))
            spec.gems = min(15, max(0, Self.edge(LevelSpec.Limits.gems, &rng)))
            spec.ledges = min(63, max(0, Self.edge(LevelSpec.Limits.ledges, &rng)))
            spec.slack = Double(min(16_383, max(0, Int(Self.edge(LevelSpec.Limits.slack, &rng) * 1000)))) / 1000
            if rng.below(2) == 0 { spec.budget = min((1 << 20) - 1, max(0, Self.edge(LevelSpec.Limits.budget, &rng))) }
            let symbols = try #require(LevelCode.payload(for: spec, form: LevelCode.formWithoutSprings), "\(spec)")
            let code = LevelCode.written(symbols + [LevelCode.check(symbols, form: LevelCode.formWithoutSprings)], prefix: LevelCode.prefix)
            let run = mz(["level", "--code", code])
            if Self.expectBuiltOrRefused(run, allowed: [64], "iteration \(iteration): \(code)") { built += 1 }
            #expect((run.status == 0) == (spec.buildingRangeProblem() == nil && (try? LevelBuilder.build(spec)) != nil), "\(code)")
        }
        #expect(built > 0 && built < Self.iterations, "\(built) of \(Self.iterations) built")
    }

    @Test func levelsFilesAtTheEdgesOfEveryRangeAreRefusedOrBuild() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: 2_020)
        var built = 0
        for iteration in 0..<Self.iterations {
            let wide = rng.below(2) == 0
            var fields = [
                #""id": 1"#, #""seed": \#(rng.next())"#, #""width": \#(Self.side(&rng, large: wide))"#,
                #""height": \#(Self.side(&rng, large: !wide))"#,
                #""algorithm": "\#(Algorithm.allCases[rng.below(Algorithm.allCases.count)].name)""#,
                #""name": "\#(["", "n", "n", String(repeating: "x", count: 40), String(repeating: "y", count: 41), String(repeating: "é", count: 40), Self.heavy, "n"][rng.below(8)])""#,
            ]
            let optional: [(String, String)] = [
                ("braid", "\(Self.edge(LevelSpec.Limits.braid, &rng))"), ("ice", "\(Self.edge(LevelSpec.Limits.ice, &rng))"),
                ("mud", "\(Self.edge(LevelSpec.Limits.mud, &rng))"), ("crates", "\(Self.edge(LevelSpec.Limits.crates, &rng))"),
                ("crateDepth", "\(Self.edge(LevelSpec.Limits.crateDepth, &rng))"), ("gems", "\(Self.edge(LevelSpec.Limits.gems, &rng))"),
                ("ledges", "\(Self.edge(LevelSpec.Limits.ledges, &rng))"), ("slack", "\(Self.edge(LevelSpec.Limits.slack, &rng))"),
                ("budget", "\(Self.edge(LevelSpec.Limits.budget, &rng))"), ("mask", "\"\(["heart", "ring", "mz", "nope"][rng.below(4)])\""),
            ]
            for (name, value) in optional where rng.below(4) == 0 { fields.append("\"\(name)\": \(value)") }
            let text =
                #"{"formatVersion": 1, "generatorVersion": \#(LevelSpec.currentGeneratorVersion), "shop": {"jump": 1, "demolish": 1}, "levels": [{\#(fields.joined(separator: ", "))}]}"#
            let path = folder.appendingPathComponent("levels-\(iteration).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let run = mz(["level", "--levels", path, "--level", "1"])
            if Self.expectBuiltOrRefused(run, allowed: [65], "iteration \(iteration): \(text)") { built += 1 }
        }
        #expect(built > 0 && built < Self.iterations, "\(built) of \(Self.iterations) built")
    }

    /// 40 characters of 1,000 combining marks each.
    static let heavy = String(repeating: "a" + String(repeating: "\u{300}", count: 1_000), count: 40)
}

extension LevelRangesCommandTests {
    /// A code may hold a fixed budget below par (a levels file may too: `mz validate` fails it).
    /// `mz level` shows such a level; `mz play` refuses it with the reason instead of a game
    /// that says "Trapped" from the first move.
    @Test func aCodeWhoseBudgetIsBelowParIsShownButNotPlayed() throws {
        var spec = LevelSpec(id: 0, name: "", seed: 7, width: 12, height: 6, algorithm: .recursiveBacktracker)
        spec.budget = 2
        let code = try #require(LevelCode.code(for: spec))
        let par = try LevelBuilder.build(spec).par
        let shown = mz(["level", "--code", code])
        #expect(shown.status == 0 && shown.out.contains("par \(par), budget 2"), "\(shown.err)")
        let played = mz(["play", "--code", code])
        #expect(played.status == 64)
        #expect(played.err == "mz: error: the level cannot be won: its budget 2 is below its par \(par)\n")
    }
}
