import MazeKit
import Testing

@testable import GameEngine
@testable import TerminalUI

/// Crate values on screen before the player commits (issue 21): on the map in Unicode, ASCII
/// and mono, in the overview's legend, and `$0` for a crate paid on an earlier win.
@Suite struct CrateValueScreenTests {
    /// A hand-made 8×3 serpentine (east along the top, back along the middle, east along the
    /// bottom to E) with a crate of 7 coins, one of 12 on ice, a ledge crate of 33, one of 150
    /// and a gem: made here, so the goldens do not move when the campaign is rebuilt.
    static func level() -> Level {
        var maze = Maze(width: 8, height: 3)
        for y in 0..<3 { for x in 0..<7 { maze.link(8 * y + x, .east) } }
        maze.link(7, .south)
        maze.link(8, .south)
        var terrain = [Terrain](repeating: .floor, count: 24)
        terrain[12] = .ice
        terrain[13] = .ice
        terrain[17] = .mud
        let spec = LevelSpec(id: 0, name: "Crate Row", seed: 0, width: 8, height: 3, algorithm: .recursiveBacktracker)
        let par = MoveGraph(maze: maze, terrain: terrain, exit: 23).solve(from: 0).par ?? -1
        return Level(
            id: 0, name: "Crate Row", spec: spec, maze: maze, terrain: terrain, start: 0, exit: 23,
            crates: [
                Crate(cell: 3, coins: 7), Crate(cell: 12, coins: 12), Crate(cell: 10, coins: 33, needsJump: true),
                Crate(cell: 19, coins: 150),
            ],
            gems: [21], par: par, budget: par + 4)
    }

    static func practice(ascii: Bool = false, colour: Bool = true) -> App {
        UI.app(ascii: ascii, colour: colour, opening: .practice(level()))
    }

    /// `$7`, `$12` (its glyph a column left, to fit the cell), a ledge's `&33` in cyan and
    /// `$++` for 100 coins or more; a crate on ice or mud keeps the terrain beside a short label.
    @Test func eachCrateShowsItsCoinsOnTheMap() {
        UI.expectScreen(
            Self.practice().render(width: 80, height: 24),
            """
            Practice: Crate Row  Moves left 26/26  Par 22
            Crates 0/4  Gems 0/1  Jump 0  Demolish 0





                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  @     →     ·     $7    ·     ·     ·     ·  0
                           │                                               │
                           ├─────────────────────────────────────────      │
                           1  ·     ·    &33    ·    ~12   ~~~    ·     ·  1
                           │                         ~~~   ~~~             │
                           │      ─────────────────────────────────────────┤
                           2  ·    %%%    ·    $++    ·     ◆     ·     E  2
                           │       %%%                                     │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            New marks here: ? explains every mark on this level.
            ←↑↓→ move  v sketch  i look  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  @     C     f     YY    f     f     f     f  c
                               w                                               w
                               wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww      w
                               c  f     f    CCC    f    $$$   ccc    f     f  c
                               w                         ccc   ccc             w
                               w      wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                               c  f    %%%    f    YYY    f     M     f     G  c
                               w       %%%                                     w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    @Test func inASCIITheValuesReadTheSame() {
        UI.expectScreen(
            Self.practice(ascii: true).render(width: 80, height: 24),
            """
            Practice: Crate Row  Moves left 26/26  Par 22
            Crates 0/4  Gems 0/1  Jump 0  Demolish 0





                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+
                           0  @     >           $7                         0
                           |                                               |
                           +-----+-----+-----+-----+-----+-----+-----+     +
                           1             &33         ~12   ~~~             1
                           |                         ~~~   ~~~             |
                           +     +-----+-----+-----+-----+-----+-----+-----+
                           2       %%%         $++          *           E  2
                           |       %%%                                     |
                           +--0--+--1--+--2--+--3--+--4--+--5--+--6--+--7--+





            New marks here: ? explains every mark on this level.
            arrows move  v sketch  i look  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG






                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww
                               c  @     C           YY                         c
                               w                                               w
                               wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww     w
                               c             CCC         $$$   ccc             c
                               w                         ccc   ccc             w
                               w     wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
                               c       %%%         YYY          M           G  c
                               w       %%%                                     w
                               wwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwwwwwcwww





                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// Without colour (`NO_COLOR`) a ledge is told from a crate by its glyph, `&`, and the
    /// values are bold like every item.
    @Test func inMonoTheValuesAreBold() {
        UI.expectScreen(
            Self.practice(colour: false).render(width: 80, height: 24),
            """
            Practice: Crate Row  Moves left 26/26  Par 22
            Crates 0/4  Gems 0/1  Jump 0  Demolish 0





                           ┌──0─────1─────2─────3─────4─────5─────6─────7──┐
                           0  @     →     ·     $7    ·     ·     ·     ·  0
                           │                                               │
                           ├─────────────────────────────────────────      │
                           1  ·     ·    &33    ·    ~12   ~~~    ·     ·  1
                           │                         ~~~   ~~~             │
                           │      ─────────────────────────────────────────┤
                           2  ·    %%%    ·    $++    ·     ◆     ·     E  2
                           │       %%%                                     │
                           └──0─────1─────2─────3─────4─────5─────6─────7──┘





            New marks here: ? explains every mark on this level.
            ←↑↓→ move  v sketch  i look  m stops  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbb  bbbbbbbbbbbbbbbb







                                  #     b     d     bb    d     d     d     d


                                  d     d    bbb    d    BBB          d     d


                                  d    ddd    d    bbb    d     b     d     b
                                       ddd






                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// In the overview (`o`) each crate is a letter in its colour, in reading order, and the
    /// legend under the maze gives each letter's label.
    @Test func theOverviewLettersTheCratesWithALegend() {
        var app = Self.practice()
        UI.keys(&app, [.character("o")])
        UI.expectScreen(
            app.render(width: 80, height: 24),
            """
            Practice: Crate Row  Moves left 26/26  Par 22
            Crates 0/4  Gems 0/1  Jump 0  Demolish 0







                                            _ _ _ _ _ _ _ _
                                           |@_____a______  |
                                           |  __b___c_~____|
                                           |__%___d___◆___E|

                                   Crates:  a $7  b &33  c ~12  d $++







            The whole level (o to zoom back in).
            ←↑↓→ move  v sketch  i look  m stops  o map  r restart  p pause  ? help  q quit
            """,
            styles: """
                bbbbbbbbbbbbbbbbbbb  GGGGGGGGGGGGGGGG









                                                @     Y
                                                    C   Y ~
                                                  _   Y   M   G

                                                YYYY  CCCCC  YYYYY  YYYYY







                bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
                ddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
                """)
    }

    /// A crate paid on an earlier win reads `$0`, faint, on the map and in the overview's
    /// legend: taking it again pays nothing. The other crate still shows its coins.
    @Test func aCratePaidOnAnEarlierWinReadsZero() throws {
        var progress = UI.progress(unlocked: 15)
        var record = LevelRecord(id: 15)
        record.stars = 1
        record.cratesTaken = [0]
        progress.store(record)
        let level = try UI.level(15)
        var app = UI.app(progress)
        UI.open(&app, level: 15)
        let screen = app.render(width: 80, height: 24)
        let text = UI.text(screen)
        let zero = try #require(text.range(of: "$0"))
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: zero.lowerBound)
        let row = text.unicodeScalars.prefix(offset).filter { $0 == "\n" }.count
        let column =
            offset
            - (text.unicodeScalars.prefix(offset).lastIndex(of: "\n").map {
                text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) + 1
            } ?? 0)
        // Faint (underlined when the crate stands on ice or mud).
        let onTerrain = level.terrain[level.crates[0].cell] != .floor
        #expect(screen.style(column, row) == Style(.yellow, dim: true, underline: onTerrain))
        #expect(screen.style(column + 1, row) == Style(.yellow, dim: true, underline: onTerrain))
        #expect(text.contains("$\(level.crates[1].coins)"), "\(text)")
        UI.keys(&app, [.character("o")])
        let overview = UI.text(app.render(width: 80, height: 24))
        #expect(overview.contains("$0") && overview.contains("$\(level.crates[1].coins)"), "\(overview)")
    }

    /// A ledge keeps its `&` on ice or mud (level 86's `&49` stands on mud: a tester looked for
    /// the `&` its line promised where the map read `%49`); a plain crate shows the floor's mark.
    @Test func aLedgeOnMudOrIceKeepsItsMark() {
        let glyphs = Glyphs(ascii: false)
        #expect(String(String.UnicodeScalarView(glyphs.crateLabel(coins: 49, ledge: true, on: .mud))) == "&49")
        #expect(String(String.UnicodeScalarView(glyphs.crateLabel(coins: 7, ledge: true, on: .ice))) == "~&7")
        #expect(String(String.UnicodeScalarView(glyphs.crateLabel(coins: 49, ledge: false, on: .mud))) == "%49")
        #expect(String(String.UnicodeScalarView(glyphs.crateLabel(coins: 49, ledge: true))) == "&49")
    }
}
