import GameEngine
import MazeKit

extension PlayScene {
    /// The screen after an undo took the attempt back from `before` to the session's state:
    /// the maze redrawn (a demolished wall stands again), anything armed or asked put away, and
    /// the message line saying what came back.
    mutating func showUndone(from before: GameState, in world: World, reopened: Bool = false) {
        guard let after = world.session.current?.state else { return }
        armed = nil
        prompt = nil
        animation = nil
        if after.inventory.demolishes != before.inventory.demolishes {
            canvas = MazeCanvas(maze: after.maze, terrain: level.terrain, fixtures: level.fixtures, glyphs: world.context.glyphs)
        }
        message = Self.undoText(from: before, to: after, reopened: reopened, more: world.session.current?.canUndo == true)
    }

    /// What an undo from `before` to `after` gave back, in words: "Undone: the last move and
    /// its crate (5 coins); 4 moves left." (`more`: something is left to undo; else ", as at the start").
    static func undoText(from before: GameState, to after: GameState, reopened: Bool, more: Bool) -> String {
        var what: String
        if after.inventory.demolishes > before.inventory.demolishes {
            what = "the Demolish (the wall is back, the power-up in hand)"
        } else if after.inventory.jumps > before.inventory.jumps {
            what = "the Jump (back in hand)"
        } else if after.inventory.times > before.inventory.times {
            what = "the Time (back in hand)"
        } else {
            what = "the last move"
        }
        var items: [String] = []
        let coins = before.coinsCollected - after.coinsCollected
        let crates = zip(before.openedCrates, after.openedCrates).filter { $0 && !$1 }.count
        let gems = zip(before.foundGems, after.foundGems).filter { $0 && !$1 }.count
        if crates > 0 { items.append("\(crates == 1 ? "its crate" : "\(crates) crates") (\(coins.counted("coin")))") }
        if gems > 0 { items.append(gems == 1 ? "its gem" : "\(gems) gems") }
        if !items.isEmpty { what += " and " + items.joined(separator: " and ") }
        let opening = reopened ? "Out of moves, undone: " : "Undone: "
        // "u again" is the key bar's to say: the line stays within 80 columns with a crate's coins.
        return opening + what + "; \(after.movesLeft.counted("move")) left" + (more ? "." : ", as at the start.")
    }
}
