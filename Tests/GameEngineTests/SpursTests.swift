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

/// `ItemPar.valueOrderCoins` and `bargainOrderCoins`: the players who take the richest crates,
/// or those paying most per move, that still fit (the builder asks more than either of a
/// planning level).
@Suite struct ValueOrderTests {
    /// Two 5-coin crates two moves off the corridor, an 8-coin one four moves off.
    static let picture = """
        +---+---+---+---+---+---+
        | S                   E |
        +   +---+   +---+   +---+
        | $ |XXX| $ |XXX|   |XXX|
        +---+---+---+---+   +---+
        |XXX|XXX|XXX|XXX| $ |XXX|
        +---+---+---+---+---+---+
        """

    static func coins(budget: Int, values: [Int] = [5, 5, 8]) throws -> (reader: Int?, best: Int, bargain: Int?) {
        var level = level(picture, budget: budget)
        for (i, coins) in values.enumerated() { level.crates[i].coins = coins }
        let table = try #require(MoveGraph(level).itemPar(from: level.start, items: level.crates.map(\.cell)))
        let best = try #require(MoveGraph(level).planning(level)).bestCoins
        return (
            table.valueOrderCoins(of: [0, 1, 2], coins: values, budget: budget), best,
            table.bargainOrderCoins(of: [0, 1, 2], coins: values, budget: budget)
        )
    }

    /// The bargain hunter takes 5 coins for 2 moves, then 3 for 2: 8, where the 9 coins four
    /// moves off, which the reader takes, are the plan.
    @Test func theBestCoinsPerMoveFirstMissesOneRichCrate() throws {
        let figures = try Self.coins(budget: 9, values: [5, 3, 9])
        #expect(figures.bargain == 8 && figures.reader == 9 && figures.best == 9)
        // At 5 coins each for 2 moves and 8 for 4, the bargains are the plan.
        let cheap = try Self.coins(budget: 9)
        #expect(cheap.bargain == 10 && cheap.best == 10)
    }

    /// With four spare moves the richest crate fills them; the two cheap ones pay 10.
    @Test func theRichestFirstMissesTwoCheapOnes() throws {
        let figures = try Self.coins(budget: 9)
        #expect(figures.reader == 8)
        #expect(figures.best == 10)
    }

    /// With room for everything, or for one cheap crate only, reading the values is the plan.
    @Test func readingTheValuesIsThePlanWhenNothingCompetes() throws {
        let all = try Self.coins(budget: 13)
        #expect(all.reader == 18 && all.best == 18)
        let one = try Self.coins(budget: 7)
        #expect(one.reader == 5 && one.best == 5)
    }
}
