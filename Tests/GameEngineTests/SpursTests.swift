import MazeKit
import Testing

@testable import GameEngine

/// `ItemPar.spursMislead`: whether a player who prices each crate by its own spur and adds them
/// up misses the best plan (the campaign's "shared detours" rule for pick levels).
@Suite struct SpursTests {
    static func mislead(_ picture: String, budget: Int) throws -> Bool {
        let level = level(picture, budget: budget)
        let table = try #require(MoveGraph(level).itemPar(from: level.start, items: level.crates.map(\.cell)))
        return table.spursMislead(coins: level.crates.map(\.coins), budget: level.budget)
    }

    /// Two crates on spurs of their own: the sum of spurs is exact, at any budget.
    @Test func cratesOnSpursOfTheirOwnAddUp() throws {
        let spurs = """
            +---+---+---+---+
            | S           E |
            +   +---+   +---+
            | $ |XXX| $ |XXX|
            +---+---+---+---+
            """
        for budget in 3...8 { #expect(try !Self.mislead(spurs, budget: budget), "budget \(budget)") }
    }

    /// Two crates on one spur: the far one's detour takes the near one too, so both cost what
    /// the far one does; adding spurs (2 + 4) says they do not fit in 4 spare moves.
    @Test func cratesSharingADetourDoNotAddUp() throws {
        let shared = """
            +---+---+---+
            | S       E |
            +   +---+---+
            | $   $ |XXX|
            +---+---+---+
            """
        #expect(try Self.mislead(shared, budget: 6))
        // With room for every spur added up, the sum misleads no one.
        #expect(try !Self.mislead(shared, budget: 8))
    }
}
