import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Doors and their key on screen (docs/rules.md, "Fixtures"): the play field in Unicode,
/// ASCII and mono, at the middle and the base cell size, the overview, the ways marks and the
/// look cursor, before the key is taken and after, on a hand-made level so the goldens do not
/// move when the campaign is rebuilt.
@Suite struct DoorScreenTests {
    /// A 6×2 maze: the top row from the start (0) east to E (5) through a door between 2 and 3;
    /// 1 leads down to the bottom row's 6–8, with the key on 8, and 4 down through a second
    /// door to 9–11, a pocket.
    static func level() -> Level {
        var maze = Maze(width: 6, height: 2)
        for cell in [0, 1, 2, 3, 4, 6, 7, 9, 10] { maze.link(cell, .east) }
        maze.link(1, .south)
        maze.link(4, .south)
        let spec = LevelSpec(id: 0, name: "Door", seed: 0, width: 6, height: 2, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Door", spec: spec, maze: maze, terrain: [Terrain](repeating: .floor, count: 12), start: 0, exit: 5,
            crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 6, height: 2, doors: [Fixtures.Door(cell: 2, direction: .east), Fixtures.Door(cell: 10, direction: .north)],
            key: 8)
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 4
        return level
    }

    static func practice(ascii: Bool = false, colour: Bool = true) -> App {
        UI.app(ascii: ascii, colour: colour, opening: .practice(level()))
    }

    /// East, down and east onto the key (8): every door open from there.
    static let toTheKey: [Key] = [.right, .down, .right]

    /// The shared layout (`mz level`'s text too): a shut door across its passage, the key in
    /// its cell's middle; neither once the doors are open.
    @Test func theMarksOfTheLevelAsItOpens() {
        let fixtures = Self.level().fixtures
        let marks = FixtureMarks.marks(of: fixtures, mazeWidth: 6, glyphs: Glyphs(ascii: false))
        #expect(
            marks.map { "\($0.x),\($0.y) \($0.character)" } == ["10,3 k", "12,1 ▒", "17,2 ▒", "18,2 ▒", "19,2 ▒"])
        #expect(marks.map(\.kind) == [.key, .door, .door, .door, .door])
        #expect(FixtureMarks.marks(of: fixtures.unlocked, mazeWidth: 6, glyphs: Glyphs(ascii: true)).isEmpty)
        #expect(FixtureMarks.marks(of: fixtures, mazeWidth: 6, glyphs: Glyphs(ascii: true)).map(\.character) == ["k", "#", "#", "#", "#"])
    }

    static func line(_ app: App) -> String {
        UI.text(app.render(width: 80, height: 24)).split(separator: "\n", omittingEmptySubsequences: false)[22]
            .reversed().drop { $0 == " " }.reversed().map(String.init).joined()
    }

    @Test func theLevelIsWhatThePictureSays() {
        let level = Self.level()
        // The door written from its south cell is the same door as from its north one.
        #expect(level.fixtures.doors == [Fixtures.Door(cell: 2, direction: .east), Fixtures.Door(cell: 4, direction: .south)])
        // To the key and back (five moves), then east through the door to E (four).
        #expect(level.par == 9)
        #expect(MoveGraph(level).solve(from: 0).moves == [.east, .south, .east, .west, .north, .east, .east, .east, .east])
    }

    @Test func aShutDoorFillsItsPassageAndTheKeyItsCell() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →     ·  ▒  ·     ·     E  0
                                 │                 ▒                 │
                                 ├─────       ─────┬───── ▒▒▒▒▒ ─────┤
                                 1  ·     ·     k  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            Tip: a filled gap between cells is a locked door; the key k opens every one.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                rrrrrrrrrrrrrrrrr






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  @     C     f  r  f     f     G  c
                                     w                 r                 w
                                     wwwwww       wwwwwwwwwww rrrrr wwwwww
                                     c  f     f     R  w  f     f     f  c
                                     w                 w                 w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 +--0--+--1--+--2--+--3--+--4--+--5--+
                                 0  @     >        #              E  0
                                 |                 #                 |
                                 +-----+     +-----+-----+#####+-----+
                                 1              k  |                 1
                                 |                 |                 |
                                 +--0--+--1--+--2--+--3--+--4--+--5--+







            Tip: a filled gap between cells is a locked door; the key k opens every one.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func withoutColour() {
        UI.expectScreen(
            Self.practice(colour: false).render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     →     ·  ▒  ·     ·     E  0
                                 │                 ▒                 │
                                 ├─────       ─────┬───── ▒▒▒▒▒ ─────┤
                                 1  ·     ·     k  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            Tip: a filled gap between cells is a locked door; the key k opens every one.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbb  bbbbbbbbbbbbbbbb








                                        #     b     d     d     d     b


                                        d     d     b     d     d     d









                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func aBumpIntoADoorSaysWhatOpensIt() {
        var app = Self.practice()
        UI.keys(&app, [.right, .right, .right])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 11/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ←     @  ▒  ·     ·     E  0
                                 │                 ▒                 │
                                 ├─────       ─────┬───── ▒▒▒▒▒ ─────┤
                                 1  ·     ·     k  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            A locked door: the key opens every door. (Bumping is free.)
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func takingTheKeyOpensEveryDoor() {
        var app = Self.practice()
        UI.keys(&app, Self.toTheKey)
        #expect(app.session.current?.state.keyTaken == true)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 10/13  Par 9
            Key taken: doors open  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ·     ·     ·     ·     E  0
                                 │                                   │
                                 ├─────       ─────┬─────       ─────┤
                                 1  ·     ←     @  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            The key! Every door is open now.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG
                rrrrrrrrrrrrrrrrrrrrr






                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                                     c  f     f     f     f     f     G  c
                                     w                                   w
                                     wwwwww       wwwwwwwwwww       wwwwww
                                     c  f     C     @  w  f     f     f  c
                                     w                 w                 w
                                     wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// A sketch that takes the key draws the doors open, as its marks pass through them (the
    /// map drew them shut under a sketched walk through them).
    @Test func aSketchPastTheKeyDrawsTheDoorsOpen() {
        var app = Self.practice()
        UI.keys(&app, [.character("v")] + Self.toTheKey + [.left, .up, .right, .right])
        #expect(app.session.current?.state.keyTaken == false)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @     •     •     ◎     →     E  0
                                 │                                   │
                                 ├─────       ─────┬─────       ─────┤
                                 1  ·     •    •k  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            Sketch: 7 moves, 6 left
            ←↑↓→ sketch  v walk it  u step back  Esc drop  ? help
            """)
    }

    @Test func anUndoShutsThemAgain() {
        var app = Self.practice()
        UI.keys(&app, Self.toTheKey + [.character("u")])
        #expect(app.session.current?.state.keyTaken == false)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 11/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ·     ↑     ·  ▒  ·     ·     E  0
                                 │                 ▒                 │
                                 ├─────       ─────┬───── ▒▒▒▒▒ ─────┤
                                 1  ←     @    →k  │  ·     ·     ·  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            Undone: the last move; 11 moves left.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func atTheBaseSize() {
        var app = Self.practice()
        UI.keys(&app, [.character("z")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0







                                       ┌─0───1───2───3───4───5─┐
                                       0 @   →   · ▒ ·   ·   E 0
                                       ├───     ───┬─── ▒▒▒ ───┤
                                       1 ·   ·   k │ ·   ·   · 1
                                       └─0───1───2─┴─3───4───5─┘








            Tip: a filled gap between cells is a locked door; the key k opens every one.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
        UI.keys(&app, Self.toTheKey)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 10/13  Par 9
            Key taken: doors open  Jump 0  Demolish 0







                                       ┌─0───1───2───3───4───5─┐
                                       0 ·   ·   ·   ·   ·   E 0
                                       ├───     ───┬───     ───┤
                                       1 ·   ←   @ │ ·   ·   · 1
                                       └─0───1───2─┴─3───4───5─┘








            The key! Every door is open now.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func atTheBaseSizeInASCII() {
        var app = Self.practice(ascii: true)
        UI.keys(&app, [.character("z")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0







                                       +-0-+-1-+-2-+-3-+-4-+-5-+
                                       0 @   >     #         E 0
                                       +---+   +---+---+###+---+
                                       1         k |           1
                                       +-0-+-1-+-2-+-3-+-4-+-5-+








            Tip: a filled gap between cells is a locked door; the key k opens every one.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theOverviewDrawsThemInItsColumns() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0








                                              _ _ _ _ _ _
                                             |@   _▒_ ▒ E|
                                             |____k|_____|









            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """)
        UI.keys(&app, [.character("o")] + Self.toTheKey + [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 10/13  Par 9
            Key taken: doors open  Jump 0  Demolish 0








                                              _ _ _ _ _ _
                                             |_   ___   E|
                                             |____@|_____|









            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theWaysMarksGoThroughADoorOnlyOnceItIsOpen() {
        var app = Self.practice()
        UI.keys(&app, [.character("e")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 13/13  Par 9
            Key k: doors shut  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  @━━━━→┳━━━━━╸  ▒  ╺━━━━━━━━━━━E  0
                                 │        ┃        ▒                 │
                                 ├─────   ┃   ─────┬───── ▒▒▒▒▒ ─────┤
                                 1  ╺━━━━━┻━━━━━k  │  ╺━━━━━━━━━━━╸  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            Tip: a filled gap between cells is a locked door; the key k opens every one.
            ←↑↓→ move  v sketch  i look  e ways  r restart  p pause  ? help  q quit
            """)
        UI.keys(&app, Self.toTheKey)
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Door  Moves left 10/13  Par 9
            Key taken: doors open  Jump 0  Demolish 0






                                 ┌──0─────1─────2─────3─────4─────5──┐
                                 0  ╺━━━━━┳━━━━━━━━━━━━━━━━━┳━━━━━E  0
                                 │        ┃                 ┃        │
                                 ├─────   ┃   ─────┬─────   ┃   ─────┤
                                 1  ╺━━━━←┻━━━━━@  │  ╺━━━━━┻━━━━━╸  1
                                 │                 │                 │
                                 └──0─────1─────2──┴──3─────4─────5──┘







            The key! Every door is open now.
            ←↑↓→ move  v sketch  i look  e ways  u undo  r restart  p pause  ? help  q quit
            """)
    }

    @Test func theLookCursorNamesTheKeyAndTheDoors() {
        var app = Self.practice()
        UI.keys(&app, [.character("i"), .right, .right])
        #expect(Self.line(app) == "Look (2, 0): floor, a locked door to the east · ways out ← · i ends")
        UI.keys(&app, [.down])
        #expect(Self.line(app) == "Look (2, 1): floor, the key (taking it opens every door) · ways out ← · i ends")
        UI.keys(&app, [.right, .right])
        #expect(Self.line(app) == "Look (4, 1): floor, a locked door to the north · ways out → ← · i ends")
        UI.keys(&app, [.character("i")] + Self.toTheKey + [.character("i"), .right, .up])
        #expect(Self.line(app) == "Look (3, 0): floor, an open door to the west · ways out → ← · i ends")
    }

    @Test func theHelpExplainsTheDoorsAndTheKey() {
        var app = Self.practice()
        UI.keys(&app, [.character("?")])
        // The words of the screen, whatever the wrapping.
        let help = UI.text(app.render(width: 80, height: 24)).split { $0 == " " || $0 == "\n" }.joined(separator: " ")
        #expect(help.contains("Locked doors (▒) all open once you take the key (k)."))
    }

    @Test func theTipIsToldOnTheFirstLevelWithDoors() {
        let level = Self.level()
        #expect(Tip.next(for: level, holding: Inventory(), seen: []) == .doors)
        #expect(Tip.unseenMarks(on: level, seen: []) == [.doors])
        #expect(!Tip.doors.applies(to: ChasmScreenTests.level(), holding: Inventory()))
    }
}
