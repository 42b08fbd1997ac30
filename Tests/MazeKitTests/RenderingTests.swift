import Testing

@testable import MazeKit

@Suite struct RenderingTests {
    /// A 3×2 maze drawn by hand: the path S-shaped through all six cells.
    ///   (0,0)→(1,0)→(2,0)↓(2,1)←(1,1)←(0,1)
    static func snake() -> Maze {
        var maze = Maze(width: 3, height: 2)
        maze.link(0, .east)
        maze.link(1, .east)
        maze.link(2, .south)
        maze.link(5, .west)
        maze.link(4, .west)
        return maze
    }

    @Test func unicodeDrawsCleanJunctions() {
        let text = TextRenderer(style: .unicode).render(Self.snake())
        #expect(
            text.split(separator: "\n") == [
                "┌───────────┐",
                "│           │",
                "├───────╴   │",  // a wall ending mid-grid gets a half stub, not a false junction
                "│           │",
                "└───────────┘",
            ])
    }

    @Test func asciiUsesPlusMinusAndBars() {
        let text = TextRenderer(style: .ascii).render(Self.snake())
        #expect(
            text.split(separator: "\n") == [
                "+---+---+---+",
                "|           |",
                "+---+---+   +",
                "|           |",
                "+---+---+---+",
            ])
    }

    @Test func solutionOverlayMarksThePathCells() throws {
        let maze = Self.snake()
        let path = try #require(maze.path(from: 0, to: 3))
        #expect(path == [0, 1, 2, 5, 4, 3])
        let text = TextRenderer(style: .ascii).render(maze, path: [0, 1, 2])
        #expect(text.split(separator: "\n")[1] == "| *   *   * |")
    }

    @Test func everyJunctionGlyphAppearsWhereItShould() throws {
        // A 2×2 maze with a cross of walls in the middle meeting the border.
        var maze = Maze(width: 2, height: 2)
        maze.link(0, .east)  // only the top pair is joined
        maze.link(0, .south)
        maze.link(2, .east)
        let lines = TextRenderer().render(maze).split(separator: "\n")
        #expect(
            lines == [
                "┌───────┐",
                "│       │",
                "│   ╶───┤",
                "│       │",
                "└───────┘",
            ])
    }

    @Test func maskedCellsAreBlankAndWalledOff() throws {
        let mask = try Mask(parsing: "X.\n..\n")
        var maze = Maze(width: 2, height: 2, mask: mask)
        maze.link(1, .south)
        maze.link(3, .west)
        let lines = TextRenderer().render(maze).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(5) == [
                "    ┌───┐",
                "    │   │",
                "┌───┘   │",
                "│       │",
                "└───────┘",
            ])
    }

    @Test func renderedSizeIsFourColumnsAndTwoLinesPerCell() throws {
        let maze = try Maze.generate(.wilson, width: 17, height: 9, seed: 3)
        let lines = TextRenderer().lines(maze)
        #expect(lines.count == 19)
        #expect(lines.allSatisfy { $0.count == 69 })
    }

    @Test(arguments: TextRenderer.Style.allCases)
    func drawingLineByLineGivesTheSameText(style: TextRenderer.Style) throws {
        let renderer = TextRenderer(style: style)
        let heart = try #require(shippedMasks().first { $0.0 == "heart" }?.1)
        let mazes = [
            Self.snake(), try Maze.generate(.wilson, width: 1, height: 1, seed: 1),
            try Maze.generate(.eller, width: 23, height: 9, seed: 2),
            try Maze.generate(.kruskal, width: 0, height: 0, mask: heart, seed: 3),
        ]
        for maze in mazes {
            let path =
                maze.path(
                    from: (0..<maze.cellCount).first(where: maze.isEnabled) ?? 0, to: (0..<maze.cellCount).last(where: maze.isEnabled) ?? 0)
                ?? []
            var pieces: [String] = []
            renderer.render(maze, marking: { path.contains($0) }, to: { pieces.append($0) })
            #expect(pieces.count == renderer.lineCount(of: maze))
            #expect(pieces.allSatisfy { $0.last == "\n" && $0.dropLast().allSatisfy { $0 != "\n" } })
            #expect(pieces.joined() == renderer.render(maze, path: path))
            #expect((0..<renderer.lineCount(of: maze)).map { renderer.line($0, of: maze) } == renderer.lines(maze))
        }
    }
}
