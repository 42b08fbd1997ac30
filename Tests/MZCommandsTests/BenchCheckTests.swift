import Foundation
import Testing

/// `scripts/bench-check` gates the generators and the solvers against their C versions
/// (docs/performance.md, "Generators against C", "Solvers"), SVG against text, and the figures
/// the reference holds: fed a saved mz-bench output, it fails a ratio over its aim or a figure
/// that is missing, and passes one within it.
@Suite struct BenchCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed reference, with every solver's C time set to give `ratio(solver, size)`.
    static func fresh(_ ratio: (String, String) -> Double) throws -> Data {
        let data = try Data(contentsOf: root.appendingPathComponent("benchmarks/reference.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let names = ["distances", "weighted-distances", "longest-path", "statistics"]
        let solving =
            (document["solving"] as? [[String: Any]])
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

    /// The committed reference as a fresh run, changed by `edit`.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        let data = try Data(contentsOf: root.appendingPathComponent("benchmarks/reference.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&document)
        return try JSONSerialization.data(withJSONObject: document)
    }

    /// Sets `algorithm`'s C time so that MazeKit ÷ C is `ratio` at 1000×1000, and its aim when given.
    static func generator(_ algorithm: String, ratio: Double?, aim: Double? = nil) -> (inout [String: Any]) -> Void {
        { document in
            document["generation"] = (document["generation"] as? [[String: Any]] ?? []).map { entry in
                var entry = entry
                guard entry["algorithm"] as? String == algorithm else { return entry }
                let ns = entry["nsPerCell1000"] as? Double ?? 1
                entry["yardstickNsPerCell1000"] = ratio.map { ns / $0 }
                if let aim { entry["yardstickAim"] = aim }
                return entry
            }
        }
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

    @Test func theReferenceItselfPassesEveryGate() throws {
        let run = try Self.check(try Self.edited { _ in })
        #expect(run.status == 0, "\(run.out)")
        #expect(run.out.contains("ok        eller vs C (aim x1.25)"), "\(run.out)")
        #expect(run.out.contains("ok        SVG vs text (aim x1.50)"), "\(run.out)")
        #expect(run.out.contains("ok        versionMilliseconds"), "\(run.out)")
    }

    @Test func aGeneratorSlowerThanOneAndAQuarterItsYardstickFails() throws {
        let run = try Self.check(try Self.edited(Self.generator("eller", ratio: 1.3)))
        #expect(run.status == 1)
        #expect(run.out.contains("SLOWER    eller vs C (aim x1.25)"), "\(run.out)")
        let within = try Self.check(try Self.edited(Self.generator("eller", ratio: 1.2)))
        #expect(within.status == 0, "\(within.out)")
    }

    @Test func theAimIsTheOneTheFreshRunReports() throws {
        let run = try Self.check(try Self.edited(Self.generator("kruskal", ratio: 1.3, aim: 1.5)))
        #expect(run.status == 0, "\(run.out)")
        #expect(run.out.contains("ok        kruskal vs C (aim x1.50)"), "\(run.out)")
    }

    @Test func aGeneratorWithoutItsCFigureIsAMiss() throws {
        let run = try Self.check(try Self.edited(Self.generator("wilson", ratio: nil)))
        #expect(run.status == 1)
        #expect(run.out.contains("MISSING   wilson vs C (aim x1.25)"), "\(run.out)")
    }

    @Test func anSVGSlowerThanOneAndAHalfItsTextFails() throws {
        let run = try Self.check(
            try Self.edited { document in
                var pictures = document["pictures"] as? [String: Any] ?? [:]
                // The reference's SVG figure (so no regression), beside a text 1.6 times faster.
                let svg = pictures["svgMilliseconds1000"] as? Double ?? 100
                pictures["textMilliseconds1000"] = svg / 1.6
                document["pictures"] = pictures
            })
        #expect(run.status == 1)
        #expect(run.out.contains("SLOWER    SVG vs text (aim x1.50)"), "\(run.out)")
    }

    @Test func aMissingStartupFigureFailsWhenTheReferenceHasOne() throws {
        let run = try Self.check(try Self.edited { document in document["startup"] = ["runs": 0] })
        #expect(run.status == 1)
        #expect(run.out.contains("MISSING  startup versionMilliseconds"), "\(run.out)")
    }
}
