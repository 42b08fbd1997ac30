import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// A level's question (`Level.brief`) is said even where a first-encounter tip takes the
/// message line as the level opens: after the first quiet action. The first tour (level 7, the
/// mud's level) and the first leap (11, where the scout's tip comes) were never named to a
/// player who had not seen those tips.
@Suite struct BriefAfterTipTests {
    static func messageLine(_ app: App) -> String {
        let lines = UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[22]).trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: [(7, Tip.mud), (11, .scout)])
    func theTipFirstThenTheLevelsQuestion(id: Int, tip: Tip) throws {
        // A player who has met everything before this level, as one playing in order has.
        var progress = UI.progress(unlocked: id)
        progress.tipsSeen = Tip.allCases.filter { $0 != tip }.map(\.rawValue)
        var app = UI.app(progress, opening: .level(id))
        let level = try #require(app.session.current?.level)
        let brief = try #require(level.brief)
        #expect(Self.messageLine(app) == tip.text(on: level, jumpPrice: 30))
        // A bump says so, and the question waits for a quiet move.
        let wall = try #require(Direction.ordered.first { !level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [UI.key(wall)])
        let (x, y) = (level.start % level.maze.width, level.start / level.maze.width)
        #expect(Self.messageLine(app) == "A wall \(PlayScene.sideName(wall)) of (\(x), \(y)). (Bumping is free.)")
        let way = try #require(
            Direction.ordered.first { d in
                var trial = app.session.current!.state
                if case let .moved(_, path, cost) = trial.apply(.move(d)).first { return path.count == 1 && cost == 1 }
                return false
            })
        UI.keys(&app, [UI.key(way)])
        #expect(Self.messageLine(app) == brief)
        // Said once: the next quiet move clears the line.
        UI.keys(&app, [UI.key(way.opposite)])
        #expect(Self.messageLine(app) == "")
    }

    /// A walked sketch says the held-back line at its end, when its last action says nothing:
    /// each action's line replaces the last, so the first quiet one lost it (found in review).
    @Test func aWalkedSketchSaysTheLineTheTipHeldBack() throws {
        var progress = UI.progress(unlocked: 7)
        progress.tipsSeen = Tip.allCases.filter { $0 != .mud }.map(\.rawValue)
        var app = UI.app(progress, opening: .level(7))
        let level = try #require(app.session.current?.level)
        let quiet = Direction.ordered.filter { d in
            var trial = app.session.current!.state
            if case let .moved(_, path, cost) = trial.apply(.move(d)).first { return path.count == 1 && cost == 1 }
            return false
        }
        let way = try #require(quiet.first)
        UI.keys(&app, [.character("v"), UI.key(way), UI.key(way.opposite), .character("v")])
        #expect(app.session.current?.inputs.count == 2)
        #expect(Self.messageLine(app) == level.brief)
    }

    /// The first level tells of the stop marks (two testers took them for one-way marks or
    /// hints), then its moves and par, on the first quiet move.
    @Test func theFirstLevelTellsOfTheStopMarksThenItsMovesAndPar() throws {
        var app = UI.app(UI.progress(unlocked: 1), opening: .level(1))
        #expect(Self.messageLine(app) == "Tip: an arrow beside you marks where that move would stop (m hides them).")
        let level = try #require(app.session.current?.level)
        let way = try #require(Direction.ordered.first { level.maze.isOpen(level.start, $0) })
        UI.keys(&app, [UI.key(way)])
        #expect(Self.messageLine(app) == "Reach E within 20 moves. Par is 13.")
    }

    /// Without a tip the question opens the level, as before, and is not said again.
    @Test func withoutATipTheQuestionOpensTheLevel() throws {
        var progress = UI.progress(unlocked: 7)
        progress.tipsSeen = Tip.allCases.map(\.rawValue)
        var app = UI.app(progress, opening: .level(7))
        let level = try #require(app.session.current?.level)
        #expect(Self.messageLine(app) == level.brief)
        UI.keys(&app, [.right])
        #expect(Self.messageLine(app) == "")
    }
}
