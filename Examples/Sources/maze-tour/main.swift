// A tour of MazeKit's public API: generate, mask, braid, solve, step and render.
//
//   swift run --package-path Examples maze-tour [OUTPUT.svg]
//
// Prints a small maze with its solution and a few figures; with a file name, also writes the
// SVG picture of a heart-shaped maze there.
import Foundation
import MazeKit

// Generate: the same seed gives the same maze everywhere.
let maze = try Maze.generate(.wilson, width: 12, height: 6, seed: 42)
precondition(maze.isPerfect, "a generated maze has exactly one path between any two cells")

// Solve: the shortest path from the top left to the bottom right.
let route = maze.path(from: 0, to: maze.cellCount - 1) ?? []
print(TextRenderer().render(maze, path: route), terminator: "")
print("solution: \(route.count - 1) steps; longest path: \(maze.longestPath().length)")

// Mask and braid: a heart, with half of its dead ends opened into loops.
let heart = try Mask(parsing: "X..X..X\n.......\n.......\nX.....X\nXX...XX\nXXX.XXX\n")
var shaped = try Maze.generate(.recursiveBacktracker, width: 0, height: 0, mask: heart, seed: 1)
let before = shaped.statistics.deadEnds
var random = SeededRandom(seed: 1, stream: 1)
shaped.braid(0.5, using: &random)
print("heart: \(shaped.enabledCellCount) cells, dead ends \(before) -> \(shaped.statistics.deadEnds)")

// Step: watch Kruskal's algorithm join the cells, and end with the maze `generate` makes.
var stepper = try MazeStepper(.kruskal, width: 8, height: 8, seed: 3)
var carved = 0
while let step = stepper.step() { carved += step.carved.count }
print(
    "kruskal: \(stepper.stepCount) steps carved \(carved) passages; same as generate: \(stepper.finished == (try Maze.generate(.kruskal, width: 8, height: 8, seed: 3)))"
)

// Render: an SVG picture, streamed in pieces.
var bytes = 0
let svg = SVGRenderer(cellSize: 20)
let solution = shaped.markedPath(from: heart.firstEnabledCell ?? 0, to: heart.enabled.lastIndex(of: true) ?? 0)
if CommandLine.arguments.count > 1 {
    var picture = ""
    svg.render(shaped, path: solution, title: "a braided heart") { picture += $0 }
    try picture.write(toFile: CommandLine.arguments[1], atomically: true, encoding: .utf8)
    bytes = picture.utf8.count
} else {
    svg.render(shaped, path: solution, title: "a braided heart") { bytes += $0.utf8.count }
}
print("svg: \(bytes) bytes")
