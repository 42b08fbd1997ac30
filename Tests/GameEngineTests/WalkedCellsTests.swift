import MazeKit
import Testing

@testable import GameEngine

/// The builder's scenery rule reads `MoveGraph.walkedCells`: the cells the par route and each
/// item's cheapest run enter, the start included.
@Suite struct WalkedCellsTests {
    @Test func aDeadEndNoRouteEntersIsScenery() {
        // Par S → E walks 3 of the 5 cells; the two west cells are a dead end.
        let bare = level(
            """
            +---+---+---+---+---+
            | .   .   S   .   E |
            +---+---+---+---+---+
            """, budget: 10)
        #expect(MoveGraph(bare).walkedCells(bare) == 3)
        // A crate at its end: its run walks the whole row.
        let crate = level(
            """
            +---+---+---+---+---+
            | $   .   S   .   E |
            +---+---+---+---+---+
            """, budget: 10)
        #expect(MoveGraph(crate).walkedCells(crate) == 5)
        // Past the budget (par 2, the crate's run 6), no plan walks there.
        var tight = crate
        tight.budget = 5
        #expect(MoveGraph(tight).walkedCells(tight) == 3)
    }

    @Test func aSlideWalksEveryCellItPasses() {
        // The slide from S passes the ice to the wall by E: every cell of the row counts.
        let ice = level(
            """
            +---+---+---+---+
            | S  ~~~ ~~~  E |
            +---+---+---+---+
            |             . |
            +---+---+---+---+
            """, budget: 10)
        #expect(MoveGraph(ice).walkedCells(ice) == 4)
    }
}
