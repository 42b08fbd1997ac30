import Foundation
import GameEngine
import MazeKit

/// The long replay files used to time `mz replay --headless` (docs/design.md,
/// "Performance gates": O(1) amortised work per input); docs/performance.md has the figures and how to reproduce them.
enum ReplayBenchmark {
    /// `mz-bench --write-replay FILE [--inputs N] [--size WxH] [--seed S] [--format 1|2]`:
    /// records a long wandering attempt (see `LongReplay`) and writes it as a replay file.
    /// Format 1 spends 12 bytes of checkpoint an input, so past about 600,000 inputs its file
    /// outgrows the 8 MiB replay limit (and `mz replay` refuses it, as it should).
    /// - Returns: the exit status.
    static func writeReplay(_ arguments: [String], at index: Int) -> Int32 {
        guard index + 1 < arguments.count else { return fail("--write-replay needs a FILE") }
        let path = arguments[index + 1]
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        var long = LongReplay()
        if let text = value("--inputs") {
            guard let n = Int(text), (1...Inputs.maximumCount).contains(n) else {
                return fail("--inputs must be 1 to \(Inputs.maximumCount)")
            }
            long.inputCount = n
        }
        if let text = value("--size") {
            let sides = text.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, LevelFile.sideRange.contains(sides[0]), LevelFile.sideRange.contains(sides[1]) else {
                return fail("--size must be WxH with sides \(LevelFile.sideRange)")
            }
            (long.width, long.height) = (sides[0], sides[1])
        }
        if let text = value("--seed") {
            guard let seed = UInt64(text) else { return fail("--seed must be a whole number") }
            long.seed = seed
        }
        var format = Replay.currentFormatVersion
        if let text = value("--format") {
            guard let n = Int(text), Replay.readableFormatVersions.contains(n) else { return fail("--format must be 1 or 2") }
            format = n
        }
        let level: Level
        do { level = try long.level() } catch { return fail("the level cannot be built: \(error)") }
        let inputs = long.inputs(on: level)
        let replay = Replay.record(level: level, inventory: long.inventory, inputs: inputs, formatVersion: format)
        do { try replay.json.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            return fail("cannot write '\(path)': \(error.localizedDescription)")
        }
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        try? FileHandle.standardError.write(contentsOf: Data("mz-bench: error: \(message)\n".utf8))
        return 64
    }
}
