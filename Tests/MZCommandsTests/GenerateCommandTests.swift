import Foundation
import GameEngine
import MazeKit
import Testing

@testable import MZCommands

@Suite struct GenerateCommandTests {
    @Test func printsTheSameMazeAsTheLibrary() throws {
        let run = mz("generate --algorithm wilson --size 12x7 --seed 9")
        #expect(run.status == 0 && run.err.isEmpty)
        let maze = try Maze.generate(.wilson, width: 12, height: 7, seed: 9)
        #expect(run.out == TextRenderer().render(maze))
    }

    @Test func asciiFormatHasNoBoxDrawing() {
        let run = mz("generate --algorithm kruskal --size 5x4 --seed 1 --format ascii")
        #expect(run.status == 0)
        #expect(run.out.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(mz("generate --algorithm kruskal --size 5x4 --seed 1 --ascii").out == run.out)
    }

    @Test func jsonHasOneObjectPerLineWithConsecutiveSeeds() throws {
        let run = mz("generate --algorithm sidewinder --size 4x3 --seed 41 --format json --count 3")
        #expect(run.status == 0)
        let lines = run.out.split(separator: "\n")
        #expect(lines.count == 3)
        for (i, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["seed"] as? Int == 41 + i)
            #expect(object["algorithm"] as? String == "sidewinder")
            let cells = try #require(object["cells"] as? [[Int]])
            let maze = try Maze.generate(.sidewinder, width: 4, height: 3, seed: UInt64(41 + i))
            #expect(cells.flatMap { $0 } == maze.passages.map(Int.init))
        }
    }

    @Test func jsonMarksDisabledCellsNull() throws {
        let run = mz("generate --algorithm wilson --mask heart --seed 2 --format json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let rows = try #require(object["cells"] as? [[Any]])
        #expect(rows[0][0] is NSNull)
        #expect(rows.count == object["height"] as? Int)
    }

    @Test func statsAreJSONWithTheMazeFigures() throws {
        let run = mz("generate --algorithm recursive-backtracker --size 20x20 --seed 3 --format stats --solve")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let stats = try Maze.generate(.recursiveBacktracker, width: 20, height: 20, seed: 3).statistics
        #expect(object["deadEnds"] as? Int == stats.deadEnds)
        #expect(object["junctions"] as? Int == stats.junctions)
        #expect(object["longestPath"] as? Int == stats.longestPath)
        #expect(object["solutionLength"] as? Int != nil)
    }

    @Test func solveMarksAPathFromTopLeftToBottomRight() {
        let run = mz("generate --algorithm binary-tree --size 6x4 --seed 1 --solve")
        let lines = run.out.split(separator: "\n")
        #expect(lines[1].dropFirst(2).first == "•")  // top-left cell
        #expect(lines[7].dropLast(2).last == "•")  // bottom-right cell
    }

    @Test func withoutASeedOneIsChosenAndReported() {
        let run = mz("generate --algorithm wilson --size 3x3")
        #expect(run.status == 0)
        #expect(run.err.hasPrefix("mz: seed "))
    }

    @Test func braidKeepsTheMazeUnderneath() throws {
        let json = mz("generate --algorithm kruskal --size 10x10 --seed 4 --braid 1 --format json").out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let cells = try #require(object["cells"] as? [[Int]]).flatMap { $0 }
        let maze = try #require(Maze(width: 10, height: 10, passages: cells.map(UInt8.init)))
        #expect(maze.deadEnds.isEmpty)
        let perfect = try Maze.generate(.kruskal, width: 10, height: 10, seed: 4)
        #expect(zip(perfect.passages, maze.passages).allSatisfy { $0 & $1 == $0 })  // only walls removed
    }

    @Test(
        arguments: [
            ("generate --size 0x5 --algorithm wilson", 64, "option '--size' must have both sides at least 1, got '0x5'"),
            (
                "generate --size 100000x100000 --algorithm wilson", 64,
                "option '--size' 100000x100000 is too large; the limit is 16384 per side and 16777216 cells"
            ),
            ("generate --algorithm nope --size 3x3", 64, "unknown algorithm 'nope'; choose one of"),
            ("generate --algorithm wilsons --size 3x3", 64, "unknown algorithm 'wilsons'; did you mean 'wilson'?"),
            ("generate --algorithm wilson --size 3x3 --braid 2", 64, "option '--braid' must be a number from 0 to 1, got '2'"),
            ("generate --algorithm wilson", 64, "'mz generate' needs --size"),
            ("generate --size 3x3", 64, "'mz generate' needs --algorithm"),
            ("generate --algorithm eller --mask heart", 64, "eller cannot honour a mask"),
            ("generate --algorithm wilson --mask hart", 64, "unknown mask 'hart'; did you mean 'heart'?"),
            ("generate --algorithm wilson --mask /nonexistent/m.txt", 66, "mask file '/nonexistent/m.txt' does not exist"),
            ("generate --algorithm wilson --size 3x3 --count 0", 64, "option '--count' must be a whole number from 1 to 10000"),
            ("generate --algorithm wilson --size 9x9 --mask heart", 64, "--size 9x9 does not match"),
            ("generate --algorithm wilson --size 3x3 stray", 64, "'mz generate' takes no operands"),
            ("gen", 64, "unknown command 'gen'; did you mean 'generate'?"),
            ("--verison", 64, "unknown option '--verison' for 'mz'; did you mean '--version'?"),
        ] as [(String, Int32, String)])
    func badInputExitsWithOneClearLine(line: String, status: Int32, message: String) {
        let run = mz(line)
        #expect(run.status == status)
        #expect(run.err.hasPrefix("mz: error: \(message)"), "\(run.err)")
        #expect(run.err.filter { $0 == "\n" }.count == 1)
        #expect(run.out.isEmpty)
    }

    @Test func malformedAndDisconnectedMaskFilesExit65() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ragged = dir.appendingPathComponent("ragged.txt")
        try "....\n..\n".write(to: ragged, atomically: true, encoding: .utf8)
        let split = dir.appendingPathComponent("split.txt")
        try "..X..\n".write(to: split, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("binary.txt")
        try Data([0xFF, 0xFE, 0x00]).write(to: binary)

        let raggedRun = mz(["generate", "--algorithm", "wilson", "--mask", ragged.path])
        #expect(raggedRun.status == 65)
        #expect(
            raggedRun.err
                == "mz: error: mask file '\(ragged.path)': mask line 2 is 2 characters wide but the first line is 4; every line must have the same width\n"
        )
        #expect(mz(["generate", "--algorithm", "wilson", "--mask", split.path]).status == 65)
        #expect(mz(["generate", "--algorithm", "wilson", "--mask", binary.path]).err.contains("is not UTF-8 text"))
        #expect(mz(["generate", "--algorithm", "wilson", "--mask", dir.path]).status == 66)
    }

    @Test func aMaskFileWorksLikeAShippedMask() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("l.txt")
        try ".XX\n...\n".write(to: file, atomically: true, encoding: .utf8)
        let run = mz(["generate", "--algorithm", "wilson", "--mask", file.path, "--seed", "1", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.out.contains("\"cells\":[[4,null,null],"))
    }
}

@Suite struct HelpAndVersionTests {
    @Test func versionAndHelpAreAvailableEveryWay() {
        #expect(mz("--version").out == "mz \(MZ.version) (level generator \(LevelSpec.currentGeneratorVersion))\n")
        #expect(mz("--help").out.contains("generate"))
        #expect(mz("help generate").out.hasPrefix("usage: mz generate"))
        #expect(mz("generate --help").out == mz("help generate").out)
        #expect(mz("generate -h").out == mz("help generate").out)
    }

    @Test func everyShippedMaskIsValid() throws {
        #expect(MaskCatalogTestNames.names.count >= 5)
    }
}
