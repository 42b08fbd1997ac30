import Foundation
import GameEngine
import MazeKit
import Synchronization

@testable import MZCommands

/// Everything a command printed, and how it ended.
struct CommandRun {
    var status: Int32
    var out: String
    var err: String
}

/// A thread-safe text sink for one test's console.
final class Capture: Sendable {
    private let text = Mutex("")
    func append(_ s: String) { text.withLock { $0 += s } }
    var value: String { text.withLock { $0 } }
}

/// Runs `mz` in memory with `arguments` split on spaces (or given as an array).
func mz(_ line: String, environment: [String: String] = [:]) -> CommandRun {
    mz(line.split(separator: " ").map(String.init), environment: environment)
}

func mz(_ arguments: [String], environment: [String: String] = [:], now: Double = testNow) -> CommandRun {
    let out = Capture(), err = Capture()
    let console = Console(out: out.append, err: err.append, environment: environment, clock: { 12345 }, now: { now })
    let status = MZ.run(arguments, console: console)
    return CommandRun(status: status, out: out.value, err: err.value)
}

/// A fresh temporary directory for one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mz-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The shipped masks, all of which must parse as connected masks.
enum MaskCatalogTestNames {
    static var names: [String] {
        MaskCatalog.names.filter { (try? MaskCatalog.mask(named: $0)) != nil }
    }
}

/// The moment in-memory commands take as now: 2026-11-30 12:00 UTC (the daily's "today").
let testNow: Double = 1_796_040_000
