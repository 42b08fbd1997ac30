import MazeKit

@testable import GameEngine

/// Builds a hand-made level from a drawing in the ASCII style of `TextRenderer`:
///
///     +---+---+---+
///     | S   ~   E |
///     +---+---+---+
///
/// Each cell's three characters: `~` anywhere makes it ice, `%` mud; the middle character may
/// be `S` start, `E` exit, `$` a crate of 5 coins, `*` a gem. A cell drawn `XXX` is disabled.
func level(_ picture: String, budget: Int) -> Level {
    let lines = picture.split(separator: "\n", omittingEmptySubsequences: true).map { Array($0) }
    let height = (lines.count - 1) / 2
    let width = (lines[0].count - 1) / 4
    var enabled = [Bool](repeating: true, count: width * height)
    var terrain = [Terrain](repeating: .floor, count: width * height)
    var start = 0, exit = 0
    var crates: [Crate] = []
    var gems: [Int] = []
    for y in 0..<height {
        let row = lines[2 * y + 1]
        for x in 0..<width {
            let cell = y * width + x
            let interior = Array(row[(4 * x + 1)...(4 * x + 3)])
            if interior == ["X", "X", "X"] {
                enabled[cell] = false
                continue
            }
            if interior.contains("~") { terrain[cell] = .ice }
            if interior.contains("%") { terrain[cell] = .mud }
            switch interior[1] {
            case "S": start = cell
            case "E": exit = cell
            case "$": crates.append(Crate(cell: cell, coins: 5))
            case "*": gems.append(cell)
            default: break
            }
        }
    }
    let mask = enabled.contains(false) ? Mask(width: width, height: height, enabled: enabled) : nil
    var maze = Maze(width: width, height: height, mask: mask)
    for y in 0..<height {
        for x in 0..<width {
            let cell = y * width + x
            guard maze.isEnabled(cell) else { continue }
            if x + 1 < width, maze.isEnabled(cell + 1), lines[2 * y + 1][4 * x + 4] == " " { maze.link(cell, .east) }
            if y + 1 < height, maze.isEnabled(cell + width), lines[2 * y + 2][4 * x + 2] == " " { maze.link(cell, .south) }
        }
    }
    let spec = LevelSpec(id: 0, name: "picture", seed: 0, width: width, height: height, algorithm: .recursiveBacktracker)
    let par = MoveGraph(maze: maze, terrain: terrain, exit: exit).solve(from: start).par ?? -1
    return Level(
        id: 0, name: "picture", spec: spec, maze: maze, terrain: terrain, start: start, exit: exit,
        crates: crates, gems: gems, par: par, budget: budget)
}

/// The whole observable state of an attempt, for exhaustive comparisons.
struct Snapshot: Hashable, CustomStringConvertible {
    var position: Int
    var movesUsed: Int
    var status: GameState.Status
    var openedCrates: [Bool]
    var foundGems: [Bool]
    var inventory: Inventory
    var extraMoves: Int
    var passages: [UInt8]
    var keyTaken: Bool

    init(_ state: GameState) {
        position = state.position
        movesUsed = state.movesUsed
        status = state.status
        openedCrates = state.openedCrates
        foundGems = state.foundGems
        inventory = state.inventory
        extraMoves = state.extraMoves
        passages = state.maze.passages
        keyTaken = state.keyTaken
    }

    var description: String {
        "at \(position), used \(movesUsed), \(status), crates \(openedCrates), gems \(foundGems), \(inventory), +\(extraMoves)\(keyTaken ? ", key" : "")"
    }
}
