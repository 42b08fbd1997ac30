import Foundation

/// A measurement run in a child process of this very binary, so that each algorithm and its
/// C yardstick start from the same cold state (docs/performance.md).
enum ChildProcess {
    /// Runs `mz-bench ARGUMENTS` and decodes the one JSON document it prints.
    /// - Returns: `nil` when the child cannot start, fails, or prints something else.
    static func run<Samples: Decodable>(_ arguments: [String], reading: Samples.Type) -> Samples? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try? JSONDecoder().decode(Samples.self, from: data)
    }
}
