import MazeKit
import Testing

@testable import GameEngine

/// The design solvers on hand-drawn levels whose answers can be read off the picture.
@Suite struct DesignPictureTests {
    @Test func itemParCountsEachDetour() throws {
        let l = level(
            """
            +---+---+---+
            | $   S   E |
            +---+   +---+
            |XXX| $ |XXX|
            +---+---+---+
            """, budget: 20)
        let table = try #require(MoveGraph(l).itemPar(from: l.start, items: l.crates.map(\.cell)))
        #expect([0, 1, 2, 3].map(table.moves(takingMask:)) == [1, 3, 3, 5])
        #expect(table.treasurePar == 5 && table.plainRun(0) == 3 && table.par == 1)
    }

    @Test func iceCanTrapAndItemsCanBeTrapsOrOutOfReach() {
        // Sliding west from S stops on the ice by the wall; from there the column's ice carries
        // the player to its ends, and no move ever stops on the junction again.
        let l = level(
            """
            +---+---+
            | * | E |
            +   +   +
            | ~ |   |
            +   +   +
            | ~   S |
            +   +---+
            |   | $ |
            +---+---+
            """, budget: 20)
        let traps = MoveGraph(l).traps(from: l.start, items: l.crates.map(\.cell) + l.gems)
        #expect(traps == Traps(cells: [0, 6], items: [.unreachable, .trap]))
    }

    @Test func jumpFliesOverMud() {
        let l = level(
            """
            +---+---+---+---+
            | S   %   %   E |
            +---+---+---+---+
            """, budget: 20)
        let route = MoveGraph(l).bestJump(from: l.start)
        #expect(l.par == 5)
        #expect(route == PowerUpRoute(moves: 1, actions: [.jump(.east)], cell: 0))
    }

    @Test func demolishOpensTheShortCut() {
        let l = level(
            """
            +---+---+---+
            | S |     E |
            +   +---+   +
            |           |
            +---+---+---+
            """, budget: 20)
        let route = MoveGraph(l).bestDemolish(from: l.start)
        #expect(l.par == 4)
        #expect(route == PowerUpRoute(moves: 2, actions: [.demolish(.east), .move(.east), .move(.east)], cell: 0))
    }

    @Test func aWrongTurnCostsTheRoundTripToTheNearestDeadEnd() {
        // Off the route at (1, 0) a branch leads to dead ends 2 and 4 cells away.
        let l = level(
            """
            +---+---+---+---+
            | S       E |   |
            +---+   +---+   +
            |               |
            +---+---+---+---+
            """, budget: 20)
        #expect(MoveGraph(l).worstWrongTurn(from: l.start) == WrongTurn(cell: 1, direction: .south, deadEnd: 4, cost: 4))
    }

    @Test func muddyShortCutLosesToTheLongWayRound() {
        // Three mud cells make the short way 7 moves; the long way round is 6 moves, 6 cells.
        let l = level(
            """
            +---+---+---+---+---+
            | S   %   %   %   E |
            +   +---+---+---+   +
            |                   |
            +---+---+---+---+---+
            """, budget: 20)
        let choice = MoveGraph(l).routeChoice(from: l.start)
        #expect(choice == RouteChoice(par: 6, fewestCells: 4, fewestCellsAtPar: 6))
        #expect(choice?.terrainChoosesRoute == true)
    }
}
