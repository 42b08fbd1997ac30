import Testing

@testable import MazeKit

/// Where mask art ends: the row limit counts drawn rows, not the line ends after them.
@Suite struct MaskParsingTests {
    /// A column of `rows` cells, each line ended by `\n`, then `extra` more line ends.
    static func column(rows: Int, lineEnd: String = "\n", extra: Int = 0) -> String {
        String(repeating: "." + lineEnd, count: rows) + String(repeating: lineEnd, count: extra)
    }

    @Test(arguments: ["LF", "CRLF"])
    func aMaskOfTheMostRowsMayEndWithANewline(lineEnds: String) throws {
        let mask = try Mask(parsing: Self.column(rows: Maze.maximumSide, lineEnd: lineEnds == "LF" ? "\n" : "\r\n"))
        #expect(mask.width == 1 && mask.height == Maze.maximumSide)
    }

    @Test func blankLinesAfterTheMostRowsAreIgnored() throws {
        let mask = try Mask(parsing: Self.column(rows: Maze.maximumSide, extra: 3))
        #expect(mask.height == Maze.maximumSide)
    }

    @Test func oneRowMoreThanTheLimitIsRefused() {
        #expect(throws: MaskError.tooLarge(width: 1, height: Maze.maximumSide + 1)) {
            try Mask(parsing: Self.column(rows: Maze.maximumSide + 1))
        }
        // Blank lines inside the art are rows, so they count toward the limit.
        let gap = Self.column(rows: Maze.maximumSide - 1) + "\n" + ".\n"
        #expect(throws: MaskError.tooLarge(width: 1, height: Maze.maximumSide + 1)) { try Mask(parsing: gap) }
    }

    @Test func aBlankLineInsideTheArtIsARaggedRow() {
        #expect(throws: MaskError.raggedLine(line: 2, found: 0, expected: 2)) { try Mask(parsing: "..\n\n..\n") }
        #expect(throws: MaskError.empty) { try Mask(parsing: "\n..\n") }
    }
}
