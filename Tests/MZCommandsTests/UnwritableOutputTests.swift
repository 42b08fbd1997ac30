import Foundation
import Testing

@testable import MZCommands

/// The real binary with standard output or error that cannot be written (a full device, a
/// closed descriptor): exit 74 and one sentence on stderr, or a quiet 74 when stderr is the
/// stream that failed; never a trap (issue 19).
@Suite struct UnwritableOutputTests {
    /// Runs `mz ARGUMENTS` through sh with `redirection` applied (`>/dev/full`, `>&-`, `2>&-`);
    /// returns the status and whatever reached the streams left open.
    static func run(_ arguments: [String], _ redirection: String) throws -> (status: Int32, out: String, err: String) {
        let home = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", try mzExecutable().path] + arguments
        process.environment = ["MZ_HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "mz was killed by signal \(process.terminationStatus)")
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static let commands: [[String]] = [
        ["level", "--level", "1"], ["generate", "--algorithm", "wilson", "--size", "8x8", "--seed", "1"], ["completions", "bash"],
        ["daily", "--print"], ["stats"], ["--version"], ["help", "play"],
    ]

    @Test(arguments: commands)
    func aFullStandardOutputExits74WithOneSentence(arguments: [String]) throws {
        let run = try Self.run(arguments, ">/dev/full")
        #expect(run.status == 74)
        #expect(run.err == "mz: error: cannot write to standard output: no space left on device\n", "\(run.err)")
    }

    @Test(arguments: commands)
    func aClosedStandardOutputExits74WithOneSentence(arguments: [String]) throws {
        let run = try Self.run(arguments, ">&-")
        #expect(run.status == 74)
        #expect(run.err == "mz: error: cannot write to standard output: it is closed\n", "\(run.err)")
    }

    @Test func anErrorWithStandardErrorClosedExits74Quietly() throws {
        let run = try Self.run(["level", "--level", "999"], "2>&-")
        #expect(run.status == 74)
        #expect(run.out == "")
    }

    @Test func aCommandThatWritesNothingToAClosedStreamSucceeds() throws {
        let run = try Self.run(["level", "--level", "1"], "2>&-")
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Level 1: "))
    }

    /// Much output to a full device stops at the first failed write rather than going on.
    @Test func aLongOutputStopsAtTheFirstFailedWrite() throws {
        let run = try Self.run(
            ["generate", "--algorithm", "binary-tree", "--size", "100x100", "--seed", "1", "--count", "10000"], ">/dev/full")
        #expect(run.status == 74)
        #expect(run.err == "mz: error: cannot write to standard output: no space left on device\n", "\(run.err)")
    }
}
