import GameEngine
import MazeKit

/// One screen: a reducer over commands, plus a view. `Scene` holds one of them and dispatches
/// to it statically.
protocol SceneModel {
    /// Which table of `KeyMap` applies.
    var keyContext: KeyContext { get }
    /// The key bar: what the keys do here, most important first (cut from the end to fit).
    func keyBar(in world: World) -> [String]
    /// Handles one command: asks the session through `world.apply(_:)` and takes its events in
    /// place; returns where to go, if anywhere.
    mutating func reduce(_ command: Command, in world: inout World) -> Route?
    /// Advances animations by `seconds`; `true` when the frame changed.
    mutating func tick(seconds: Double, in world: World) -> Bool
    /// Whether something moves (the loop wakes sooner).
    func isAnimating(in world: World) -> Bool
    /// Draws the screen into `area` (the key bar is drawn by the app below it).
    func render(into screen: inout Screen, area: Area, world: World)
}

extension SceneModel {
    mutating func tick(seconds: Double, in world: World) -> Bool { false }
    func isAnimating(in world: World) -> Bool { false }

    /// A key bar entry for `commands` (`KeyBar.hint`) on this screen.
    func hint(_ commands: Command..., does action: String) -> String {
        KeyBar.hint(commands, in: keyContext, action)
    }

    /// A key bar entry for the arrows of `directions` on this screen.
    func hint(arrows directions: [Direction], does action: String) -> String {
        KeyBar.hint(arrows: directions, in: keyContext, action)
    }

    /// A key bar entry for one key by its own name on this screen.
    func hint(key: Key, does action: String) -> String {
        KeyBar.hint(key: key, in: keyContext, action)
    }
}
