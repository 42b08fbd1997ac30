import Foundation
import Testing
import GameEngine
import MazeKit
@testable import MZCommands

/// A short deterministic fuzz pass over every reader of outside data: seeded mutations of real
/// inputs (the shipped campaign, a save, a committed replay, masks, input strings, command
/// lines). Each must be refused with an error, never crash. A crash ends the test process, so
/// any finding shows up as a failed run; the seed and iteration are printed first to repeat it.
///
/// 500 iterations a reader in the suite (`MZ_FUZZ_ITERATIONS`, or `scripts/soak`, for more);
/// the big runs are coverage-guided, in `scripts/fuzz`.
@Suite struct FuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["MZ_FUZZ_ITERATIONS"] ?? "") ?? 500

    /// Seeded byte-level mutations: flips, deletions, insertions, duplicated chunks,
    /// truncation, and numbers swapped for extreme ones.
    static func mutate(_ data: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var bytes = data
        for _ in 0..<(1 + rng.below(4)) {
            guard !bytes.isEmpty else { bytes = [UInt8(rng.below(256))]; continue }
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
            default: bytes[at] = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: ":"), 0xFF][rng.below(6)]
            }
        }
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
        for _ in 0..<Self.iterations {
            do { _ = try SaveFile.read(Data(Self.mutate(base, &rng))) } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func replaysNeverCrashTheReaderOrTheChecker() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("GameEngineTests/Replays")
        let base = Array(try Data(contentsOf: folder.appendingPathComponent("level3-abandoned.json")))
        var rng = SeededRandom(seed: 11)
        for _ in 0..<Self.iterations {
            do { _ = try Replay(data: Data(Self.mutate(base, &rng))).verify() } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func masksAndInputsNeverCrash() throws {
        let mask = Array((MaskCatalog.text(named: "ring") ?? "..\n").utf8)
        var rng = SeededRandom(seed: 13)
        for _ in 0..<Self.iterations {
            let text = String(decoding: Self.mutate(mask, &rng), as: UTF8.self)
            if let parsed = try? Mask(parsing: text) {
                #expect((try? Maze.generate(.wilson, width: 0, height: 0, mask: parsed, seed: 1))?.isPerfect == true)
            }
            _ = try? Inputs.parse(String(decoding: Self.mutate(Array("rrdd Jl Xu lu".utf8), &rng), as: UTF8.self))
        }
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
        for _ in 0..<Self.iterations {
            let arguments = (0..<rng.below(7)).map { _ in words[rng.below(words.count)] }
            let run = mz(arguments)
            #expect([0, 1, 64, 65, 66, 74].contains(run.status), "\(arguments): \(run.status)")
            if run.status != 0 && run.status != 1 { #expect(run.err.hasPrefix("mz: error: "), "\(arguments)") }
        }
    }
}
