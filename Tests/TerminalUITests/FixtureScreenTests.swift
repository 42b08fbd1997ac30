import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Gates, portals, belts and tunnels on screen (docs/rules.md, "Fixtures"): the play field in
/// Unicode, ASCII and mono, the overview, and a move through a portal, on a hand-made level so
/// the goldens do not move when the campaign is rebuilt.
@Suite struct FixtureScreenTests {
    /// An 8×4 serpentine: east along the top through a gate (2 → 3 only) to a portal (5, whose
    /// pair is 28 on the bottom row), down and back west along a row of belts (13, 12, 11 west),
    /// down, east along the third row, through a gate south (23 → 31) and west to E (24). A
    /// tunnel leads from 2 under 10 (on the belt row's corridor) to 18.
    static func level() -> Level {
        var maze = Maze(width: 8, height: 4)
        for y in 0..<4 { for x in 0..<7 { maze.link(8 * y + x, .east) } }
        maze.link(7, .south)
        maze.link(8, .south)
        maze.link(23, .south)
        let terrain = [Terrain](repeating: .floor, count: 32)
        let spec = LevelSpec(id: 0, name: "Four Fixtures", seed: 0, width: 8, height: 4, algorithm: .recursiveBacktracker)
        var level = Level(
            id: 0, name: "Four Fixtures", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 24,
            crates: [], gems: [], par: 0, budget: 0)
        level.fixtures = Fixtures(
            width: 8, height: 4,
            gates: [Fixtures.Gate(cell: 2, direction: .east), Fixtures.Gate(cell: 23, direction: .south)],
            portals: [Fixtures.Portal(a: 5, b: 28)],
            belts: [11, 12, 13].map { Fixtures.Belt(cell: $0, direction: .west) },
            tunnels: [Fixtures.Tunnel(cell: 2, direction: .south)])
        level.par = MoveGraph(level).solve(from: 0).par ?? -1
        level.budget = level.par + 20
        return level
    }

    static func practice(ascii: Bool = false, colour: Bool = true) -> App {
        UI.app(ascii: ascii, colour: colour, opening: .practice(level()))
    }

    /// The legend's names, and the overview's fixtures walled below, underlined: `P` a portal,
    /// `u` a belt, `T` a tunnel.
    static let legend = UI.legend.merging([
        "P": Style(.blue, bold: true, underline: true), "u": Style(.green, underline: true),
        "T": Style(.white, bold: true, underline: true),
    ]) { $1 }

    @Test func theLevelIsWhatThePictureSays() {
        let level = Self.level()
        #expect(level.par == 9)
        let moves = MoveGraph(level).solve(from: 0).moves
        #expect(moves == [.east, .east, .east, .east, .east, .west, .west, .west, .west])
    }

    @Test func eachFixtureIsDrawnInItsPlace() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 29/29  Par 9
            Jump 0  Demolish 0



                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  @     →     ·  ▶  ·     ·    (A)    ·     ·  0
                           │                                               │
                           ├──────────────║──────────────────────────      │
                           1  ·     ·     ·    ←←←   ←←←   ←←←    ·     ·  1
                           │                                               │
                           │      ────────║────────────────────────────────┤
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           ├─────────────────────────────────────────   ▼  │
                           3  E     ·     ·     ·    (A)    ·     ·     ·  3
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘




            New here: gates, portals, belts and tunnels. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG




                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  @     C     f  R  f     f    UUU    f     f  c
                               w                                               w
                               wwwwwwwwwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwww      w
                               c  f     f     f    ggg   ggg   ggg    f     f  c
                               w                                               w
                               w      wwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww   R  w
                               c  G     f     f     f    UUU    f     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww




                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func inASCII() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 29/29  Par 9
            Jump 0  Demolish 0



                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+
                           0  @     >        >             (A)             0
                           |                                               |
                           +-----+-----+--H--+-----+-----+-----+-----+     +
                           1                   <<<   <<<   <<<             1
                           |                                               |
                           +     +-----+--H--+-----+-----+-----+-----+-----+
                           2                                               2
                           |                                               |
                           +-----+-----+-----+-----+-----+-----+-----+  v  +
                           3  E                      (A)                   3
                           |                                               |
                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+




            New here: gates, portals, belts and tunnels. ? explains every mark.
            arrows move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG




                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  @     C        R             UUU             c
                               w                                               w
                               wwwwwwwwwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwwww     w
                               c                   ggg   ggg   ggg             c
                               w                                               w
                               w     wwwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                               c                                               c
                               w                                               w
                               wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww  R  w
                               c  G                      UUU                   c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww




                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func withoutColour() {
        UI.expectScreen(
            Self.practice(colour: false).render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 29/29  Par 9
            Jump 0  Demolish 0



                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  @     →     ·  ▶  ·     ·    (A)    ·     ·  0
                           │                                               │
                           ├──────────────║──────────────────────────      │
                           1  ·     ·     ·    ←←←   ←←←   ←←←    ·     ·  1
                           │                                               │
                           │      ────────║────────────────────────────────┤
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           ├─────────────────────────────────────────   ▼  │
                           3  E     ·     ·     ·    (A)    ·     ·     ·  3
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘




            New here: gates, portals, belts and tunnels. ? explains every mark.
            ←↑↓→ move  v sketch  i look  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbb  bbbbbbbbbbbbbbbb





                                  #     b     d  b  d     d    bbb    d     d

                                              b
                                  d     d     d                       d     d

                                              b
                                  d     d     d     d     d     d     d     d

                                                                            b
                                  b     d     d     d    bbb    d     d     d






                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    @Test func theOverviewDrawsThemInItsColumns() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 29/29  Par 9
            Jump 0  Demolish 0







                                            _ _ _ _ _ _ _ _
                                           |@____▶____A__  |
                                           |  __║_←_←_←____|
                                           |_____________ ▼|
                                           |E_______A______|








            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  o map  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG









                                                @    R    P
                                                    T u u u
                                                              R
                                                G       P








                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    /// Into the portal: the move ends on its pair, the player between its brackets.
    @Test func aMoveIntoAPortalEndsOnItsPair() {
        var app = Self.practice()
        UI.keys(&app, Array(repeating: .right, count: 5))
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Four Fixtures  Moves left 24/29  Par 9
            Jump 0  Demolish 0



                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  ·     ·     ·  ▶  ·     ·    (A)    ·     ·  0
                           │                                               │
                           ├──────────────║──────────────────────────      │
                           1  ·     ·     ·    ←←←   ←←←   ←←←    ·     ·  1
                           │                                               │
                           │      ────────║────────────────────────────────┤
                           2  ·     ·     ·     ·     ·     ·     ·     ·  2
                           │                                               │
                           ├─────────────────────────────────────────   ▼  │
                           3  E     ·     ·     ←    (@)    →     ·     ·  3
                           │                                               │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘




            Through the portal.
            ←↑↓→ move  v sketch  i look  u undo  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG




                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  f     f     f  R  f     f    UUU    f     f  c
                               w                                               w
                               wwwwwwwwwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwww      w
                               c  f     f     f    ggg   ggg   ggg    f     f  c
                               w                                               w
                               w      wwwwwwwwWwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                               c  f     f     f     f     f     f     f     f  c
                               w                                               w
                               wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww   R  w
                               c  G     f     f     C    U@U    C     f     f  c
                               w                                               w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww




                bbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """, legend: Self.legend)
    }

    /// What carried a move is said: the tunnel, the belts, the portal.
    @Test func theMessageLineSaysWhatCarriedTheMove() {
        var app = Self.practice()
        UI.keys(&app, [.right, .right, .down])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("Through the tunnel."))
        // Through the portal and back (to stand on 5), on east and down, then west onto the belts.
        var belts = Self.practice()
        UI.keys(&belts, Array(repeating: .right, count: 5) + [.left, .right, .right, .right, .down, .left, .left])
        #expect(UI.text(belts.render(width: 80, height: 24)).contains("A belt carried you 3 cells."))
        var portal = Self.practice()
        UI.keys(&portal, Array(repeating: .right, count: 5))
        #expect(UI.text(portal.render(width: 80, height: 24)).contains("Through the portal."))
    }
}
