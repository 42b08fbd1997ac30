import Foundation
import GameEngine
import Testing

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

extension OversizedInputTests {
    /// A levels file of `count` levels of `width`×`height`, unmarked fields left to defaults.
    static func levelsFile(count: Int, width: Int, height: Int) -> String {
        let levels = (1...count).map {
            "{\"id\":\($0),\"name\":\"L\($0)\",\"seed\":\($0),\"width\":\(width),\"height\":\(height),\"algorithm\":\"binary-tree\"}"
        }
        return
            "{\"format\":\"mz-levels\",\"formatVersion\":1,\"generatorVersion\":\(LevelSpec.currentGeneratorVersion),\"shop\":{\"jump\":40,\"demolish\":60},\"levels\":["
            + levels.joined(separator: ",") + "]}"
    }

    /// Seventeen 256×256 levels fit in 4 KB but would take minutes to validate: the file's
    /// cells are capped (16 such levels), and the level that crosses the cap is named.
    @Test func aFileOfTooManyCellsIsRefusedBeforeAnyLevelIsBuilt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("big.json")
        try Data(Self.levelsFile(count: 17, width: 256, height: 256).utf8).write(to: file)
        let run = mz(["validate", file.path])
        #expect(run.status == 65)
        #expect(
            run.err
                == "mz: error: \(file.path): the levels file's field 'levels' holds more than the 1048576 cells a levels file may (width × height summed; level 17 brings it to 1114112); split it into smaller files\n"
        )
        #expect(throws: Never.self) { try LevelFile(data: Data(Self.levelsFile(count: 16, width: 256, height: 256).utf8)) }
    }

    /// A file of many small levels each gets the least allowance, so the design and economy
    /// analysis of the whole file is weighed before any of it starts: 129 levels are refused
    /// (exit 65, one sentence), 128 are analysed.
    @Test func aFileWhoseAnalysisWouldRunTooLongIsRefusedBeforeItStarts() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("many.json")
        try Data(Self.levelsFile(count: 129, width: 4, height: 4).utf8).write(to: file)
        for mode in ["--design", "--economy"] {
            let run = mz(["validate", mode, file.path])
            #expect(run.status == 65, "\(mode)")
            #expect(
                run.err
                    == "mz: error: \(file.path): its 129 levels may need 135266304 search states to analyse, more than the 134217728 one run of --design or --economy spends (32 a cell, at least 1048576 a level); analyse it in smaller files\n",
                "\(mode)")
        }
        let specs = try LevelFile(data: Data(Self.levelsFile(count: 128, width: 4, height: 4).utf8)).levels
        #expect(WorkAllowance.limit(of: specs) == WorkAllowance.fileLimit)
        #expect(WorkAllowance.limit(of: try Campaign.load().levels) <= WorkAllowance.fileLimit)
    }
}
