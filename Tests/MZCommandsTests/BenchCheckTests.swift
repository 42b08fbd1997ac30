import Foundation
import Testing

/// `scripts/bench-check` gates the solvers against their C searches as it gates the generators
/// (docs/performance.md, "Solvers"): fed a saved mz-bench output, it fails a solver slower
/// than its aim at either size and passes one within it.
@Suite struct BenchCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed reference, with every solver's C time set to give `ratio(solver, size)`.
    static func fresh(_ ratio: (String, String) -> Double) throws -> Data {
        let data = try Data(contentsOf: root.appendingPathComponent("benchmarks/reference.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let names = ["distances", "weighted-distances", "longest-path", "statistics"]
        let solving = (document["solving"] as? [[String: Any]])
            ?? names.map { ["solver": $0, "nsPerCell100": 10.0, "nsPerCell1000": 20.0] }
        document["solving"] = solving.map { entry -> [String: Any] in
            var entry = entry
            let name = entry["solver"] as? String ?? ""
            entry["yardstickAim"] = name == "weighted-distances" ? 1.5 : 1.25
            for size in ["100", "1000"] {
                let ns = entry["nsPerCell\(size)"] as? Double ?? 1
                entry["yardstickNsPerCell\(size)"] = ns / ratio(name, size)
            }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: document)
    }

    static func check(_ fresh: Data) throws -> (status: Int32, out: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mz-bench-\(UUID().uuidString).json")
        try fresh.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/bench-check").path, "--fresh", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out)
    }

    @Test func solversWithinTheirAimPass() throws {
        let run = try Self.check(try Self.fresh { name, _ in name == "weighted-distances" ? 1.45 : 1.2 })
        #expect(run.status == 0, "\(run.out)")
        #expect(run.out.contains("ok        distances 1000x1000 vs C (aim x1.25)"), "\(run.out)")
    }

    @Test func aSolverSlowerThanItsAimFails() throws {
        let run = try Self.check(try Self.fresh { name, size in name == "longest-path" && size == "100" ? 1.3 : 1.0 })
        #expect(run.status == 1)
        #expect(run.out.contains("SLOWER    longest-path 100x100 vs C (aim x1.25)"), "\(run.out)")
    }

    @Test func weightedDistancesSlowerThanOneAndAHalfFail() throws {
        let run = try Self.check(try Self.fresh { name, size in name == "weighted-distances" && size == "1000" ? 1.6 : 1.0 })
        #expect(run.status == 1)
        #expect(run.out.contains("SLOWER    weighted-distances 1000x1000 vs C (aim x1.50)"), "\(run.out)")
    }
}
