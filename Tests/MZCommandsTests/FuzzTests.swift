import Foundation
import GameEngine
import MazeKit
import Testing

@testable import MZCommands

/// A short deterministic fuzz pass over every reader of outside data: seeded mutations of real
/// inputs (the shipped campaign, a save, a committed replay, masks, input strings, command
/// lines). Each must be refused with an error, never crash. A crash ends the test process, so
/// any finding shows up as a failed run; the seed and iteration are printed first to repeat it.
///
/// 500 iterations a reader in the suite (`MZ_FUZZ_ITERATIONS`, or `scripts/soak`, for more);
/// the big runs are coverage-guided, in `scripts/fuzz`. Each test also checks that its
/// mutations reach both sides, some refused and some accepted, in the shares seen at 500 (a
/// reader that refused everything would otherwise pass); far fewer iterations may miss them.
@Suite struct FuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["MZ_FUZZ_ITERATIONS"] ?? "") ?? 500

    /// Seeded byte-level mutations: flips, deletions, insertions, duplicated chunks,
    /// truncation, and numbers swapped for extreme ones.
    static func mutate(_ data: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var bytes = data
        for _ in 0..<(1 + rng.below(4)) {
            guard !bytes.isEmpty else {
                bytes = [UInt8(rng.below(256))]
                continue
            }
            let at = rng.below(bytes.count)
            switch rng.below(7) {
            case 0: bytes[at] ^= UInt8(1 << rng.below(8))
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.below(16)))
            case 2: bytes.insert(contentsOf: (0..<(1 + rng.below(8))).map { _ in UInt8(rng.below(256)) }, at: at)
            case 3:
                let end = min(bytes.count, at + 1 + rng.below(64))
                bytes.insert(contentsOf: bytes[at..<end], at: rng.below(bytes.count))
            case 4: bytes.removeLast(rng.below(bytes.count))
            case 5:
                let extreme = ["-1", "0", "99999999999999999999", "1e308", "-0.5", "null", "\"x\"", "[]", "{}", "true"][rng.below(10)]
                bytes.replaceSubrange(at..<min(bytes.count, at + 1 + rng.below(3)), with: Array(extreme.utf8))
            default:
                bytes[at] =
                    [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: ":"), 0xFF][rng.below(6)]
            }
        }
        return bytes
    }

    /// Seeded gentle mutations: one to three digits changed to other digits, so the JSON stays
    /// well formed and the reader's range and consistency checks, and its acceptance, are reached.
    static func nudge(_ data: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var bytes = data
        let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
        guard !digits.isEmpty else { return bytes }
        for _ in 0..<(1 + rng.below(3)) { bytes[digits[rng.below(digits.count)]] = UInt8(ascii: "0") + UInt8(rng.below(10)) }
        return bytes
    }

    @Test func levelFilesNeverCrashTheReaderOrTheBuilder() throws {
        let text = try #require(Campaign.text)
        // Small files keep the pass quick: the first levels only.
        let small = Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)).joined(separator: "\n") + "\n  ]\n}\n"
        var rng = SeededRandom(seed: 2026)
        var refused = 0, accepted = 0
        for _ in 0..<Self.iterations {
            let data = Data(Self.mutate(Array(small.utf8), &rng))
            do {
                let file = try LevelFile(data: data)
                accepted += 1
                for spec in file.levels.prefix(3) { _ = LevelValidator.validate(spec) }
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(refused + accepted == Self.iterations && refused > Self.iterations / 2)
    }

    @Test func savesNeverCrashAndAreOnlyRefused() throws {
        var progress = PlayerProgress()
        progress.coins = 120
        progress.attempt = SavedAttempt(level: 3, inputs: "rrdJlXu", inventory: Inventory(jumps: 1, demolishes: 1))
        let base = Array(SaveFile.json(SaveDocument(shipped: progress)).utf8)
        var rng = SeededRandom(seed: 7)
        var refused = 0, accepted = 0
        for i in 0..<Self.iterations {
            do {
                _ = try SaveFile.read(Data(i % 4 == 0 ? Self.nudge(base, &rng) : Self.mutate(base, &rng)))
                accepted += 1
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        // The mutations reach both sides: a reader that refused everything (or nothing) would
        // pass the loop above too.
        // (At 500 iterations: 389 refused, 111 accepted.)
        #expect(refused + accepted == Self.iterations && refused > Self.iterations / 2 && accepted > Self.iterations / 10)
    }

    @Test func replaysNeverCrashTheReaderOrTheChecker() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "GameEngineTests/Replays")
        let base = Array(try Data(contentsOf: folder.appendingPathComponent("level3-abandoned.json")))
        var rng = SeededRandom(seed: 11)
        var refused = 0, matching = 0, diverging = 0
        for i in 0..<Self.iterations {
            do {
                let verdict = try Replay(data: Data(i % 4 == 0 ? Self.nudge(base, &rng) : Self.mutate(base, &rng))).verify()
                if verdict.matches { matching += 1 } else { diverging += 1 }
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        // Some mutations are refused by the reader, some read and checked (a mutated result or
        // input diverges; a mutation in blank space still matches).
        // (At 500 iterations: 377 refused, 18 matching, 105 diverging.)
        #expect(
            refused + matching + diverging == Self.iterations && refused > Self.iterations / 2
                && matching > 0 && diverging > Self.iterations / 10)
    }

    @Test func masksAndInputsNeverCrash() throws {
        let mask = Array((MaskCatalog.text(named: "ring") ?? "..\n").utf8)
        var rng = SeededRandom(seed: 13)
        var refused = 0, accepted = 0
        for _ in 0..<Self.iterations {
            let text = String(decoding: Self.mutate(mask, &rng), as: UTF8.self)
            if let parsed = try? Mask(parsing: text) {
                #expect((try? Maze.generate(.wilson, width: 0, height: 0, mask: parsed, seed: 1))?.isPerfect == true)
            }
            do {
                _ = try Inputs.parse(String(decoding: Self.mutate(Array("rrdd Jl Xu lu".utf8), &rng), as: UTF8.self))
                accepted += 1
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        // Input strings mutated both ways: a parser that refused all (or none) would pass too.
        // (At 500 iterations: 381 refused, 119 accepted.)
        #expect(refused + accepted == Self.iterations && refused > Self.iterations / 2 && accepted > Self.iterations / 10)
    }

    @Test func commandLinesNeverCrash() {
        let words = [
            "generate", "level", "validate", "replay", "play", "lab", "help", "--algorithm", "wilson", "eller", "nope",
            "--size", "3x3", "0x0", "1x99999", "17x5", "--seed", "-1", "18446744073709551616", "7", "--mask", "heart",
            "/nonexistent", "--braid", "0.5", "2", "nan", "--format", "json", "stats", "text", "--count", "3", "0",
            "--level", "1", "100", "101", "--inputs", "rrJ", "rrdd", "--headless", "--json", "--update", "--ice", "0.7",
            "--mud", "0.1", "--crates", "3", "--", "-h", "--help", "--version", "--save", "=", "--levels", "", "x",
        ]
        var rng = SeededRandom(seed: 17)
        // A quarter of the iterations: each is a whole command run (some build levels or mazes).
        for _ in 0..<max(1, Self.iterations / 4) {
            let arguments = (0..<rng.below(7)).map { _ in words[rng.below(words.count)] }
            let run = mz(arguments)
            #expect([0, 1, 64, 65, 66, 74].contains(run.status), "\(arguments): \(run.status)")
            if run.status != 0 && run.status != 1 { #expect(run.err.hasPrefix("mz: error: "), "\(arguments)") }
        }
    }
}
