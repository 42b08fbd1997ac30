import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A bump says where it was, and stays said through the quiet moves after it until something
/// else is said: play-testers who typed a run of keys never saw that one of them met a wall,
/// and lost dares to the run that went on from the wrong cell.
@Suite struct BumpNoteTests {
    /// Level 1, every tip seen, so nothing waits to be said.
    static func opened() throws -> (App, Level) {
        var progress = UI.progress(unlocked: 1)
        progress.tipsSeen = Tip.allCases.map(\.rawValue)
        let app = UI.app(progress, opening: .level(1))
        return (app, try #require(app.session.current?.level))
    }

    /// The directions a quiet step (one cell, one move, nothing said) takes from where the player stands.
    static func quietSteps(_ app: App) -> [Direction] {
        Direction.ordered.filter { d in
            var trial = app.session.current!.state
            if case let .moved(_, path, cost) = trial.apply(.move(d)).first { return path.count == 1 && cost == 1 }
            return false
        }
    }

    @Test func aBumpIsSaidWithItsCellAndStaysThroughQuietMoves() throws {
        var (app, level) = try Self.opened()
        let wall = try #require(Direction.ordered.first { !level.maze.isOpen(level.start, $0) })
        let (x, y) = (level.start % level.maze.width, level.start / level.maze.width)
        let note = "A wall \(PlayScene.sideName(wall)) of (\(x), \(y)). (Bumping is free.)"
        UI.keys(&app, [UI.key(wall)])
        #expect(BriefAfterTipTests.messageLine(app) == note)
        #expect(app.session.current?.inputs.isEmpty == true)
        // Two quiet steps on: the line still says where the bump was.
        let way = try #require(Self.quietSteps(app).first)
        UI.keys(&app, [UI.key(way)])
        let back = try #require(Self.quietSteps(app).first { $0 == way.opposite })
        UI.keys(&app, [UI.key(back)])
        #expect(app.session.current?.inputs.count == 2)
        #expect(BriefAfterTipTests.messageLine(app) == note)
        // Something else said replaces it for good: a restart, then a quiet step says nothing.
        UI.keys(&app, [.character("r"), .character("y")])
        #expect(BriefAfterTipTests.messageLine(app) != note)
        UI.keys(&app, [UI.key(way)])
        #expect(BriefAfterTipTests.messageLine(app) == "")
    }
}

/// In a dared try a bump holds the keys typed after it until Enter: testers who typed a run of
/// keys lost dares to the steps that went on from the wrong cell.
@Suite struct BumpHoldTests {
    @Test func aBumpInADareHoldsTheKeysAfterItUntilEnter() throws {
        var progress = UI.progress(unlocked: 11, coins: 500)
        progress.tipsSeen = Tip.allCases.map(\.rawValue)
        var app = UI.app(progress, opening: .level(11))
        let level = try #require(app.session.current?.level)
        UI.keys(&app, [.character("$"), .character("y")])
        #expect(app.session.current?.dare != nil)
        let wall = try #require(Direction.ordered.first { !level.maze.isOpen(level.start, $0) })
        let way = try #require(BumpNoteTests.quietSteps(app).first)
        UI.keys(&app, [UI.key(wall), UI.key(way), UI.key(way), .character(" "), .character("x")])
        // Nothing after the bump was played, and the line says why, the bar how to go on.
        #expect(app.session.current?.inputs.isEmpty == true && app.session.current?.state.position == level.start)
        let held = UI.text(app.render(width: 80, height: 24)).split(separator: "\n").suffix(2).joined(separator: "\n")
        #expect(held == "A bump holds your dare: keys after it are not played. Enter goes on.\nEnter go on  u undo  p pause", "\(held)")
        UI.keys(&app, [.enter, UI.key(way)])
        #expect(app.session.current?.inputs.count == 1)
        // Outside a dare a bump holds nothing (the note says it, and the keys go on).
        var free = UI.app(progress, opening: .level(11))
        UI.keys(&free, [UI.key(wall), UI.key(way)])
        #expect(free.session.current?.inputs.count == 1)
    }
}
