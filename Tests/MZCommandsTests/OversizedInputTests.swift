import Foundation
import Testing
import GameEngine
@testable import MZCommands

/// Oversized input is refused quickly, before it is read in full.
@Suite struct OversizedInputTests {
    @Test func aHundredMegabyteLevelsFileIsRefusedWithoutReadingIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("huge.json")
        // A sparse file: 100 MB long, no disk used.
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        let run = mz(["validate", file.path])
        #expect(run.status == 65)
        #expect(run.err == "mz: error: levels file '\(file.path)' is 104857600 bytes, more than the 4194304-byte limit\n")
        #expect(mz(["generate", "--algorithm", "wilson", "--mask", file.path]).status == 65)
        #expect(mz(["replay", "--headless", file.path]).status == 65)
    }

    @Test func aBillionCellSizeIsRefused() {
        let run = mz("generate --algorithm wilson --size 40000x40000")
        #expect(run.status == 64 && run.err.contains("too large"))
        #expect(mz("level --seed 1 --size 300x300").status == 64)
    }

    @Test func tenMillionInputsAreRefused() {
        let inputs = String(repeating: "r", count: 10_000_000)
        do {
            _ = try Inputs.parse(inputs)
            Issue.record("ten million inputs were accepted")
        } catch {
            #expect(error.description == "inputs: character 1000001 is 'more', expected at most 1000000 actions")
        }
    }
}
