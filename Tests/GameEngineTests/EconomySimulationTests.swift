import MazeKit
import Testing

@testable import GameEngine

/// The economy simulation on a hand-made campaign of three levels whose every figure is worked
/// out by hand below, and on the shipped campaign's first levels for determinism.
@Suite struct EconomySimulationTests {
    /// Time dearer than its default here, so that a Jump stays the greedy player's buy on
    /// level 2 (`aTimeAtItsPriceWalksToTheCrate` plays the default).
    static let prices = ShopPrices(jump: 40, demolish: 60, time: 50)

    /// Par 2 (east twice), budget 6. A crate of 40 coins one step south of the middle: the run
    /// taking it is east, south, north, east (4 moves). A Jump east from the start stops on the
    /// exit (1 move); no Jump or Demolish takes the crate in fewer than 4.
    static func first() -> Level {
        var l = level(
            """
            +---+---+---+
            | S       E |
            +---+   +---+
            |   | $ |   |
            +---+---+---+
            """, budget: 6)
        l.id = 1
        l.crates[0].coins = 40
        return l
    }

    /// Par 1 (south), budget 8. A crate of 60 coins at the end of a corridor east over two mud
    /// cells: on foot it costs 5 moves there and 5 back (11 in all, over the budget, within it
    /// plus a Time's 10); a Jump east flies there in 1, so the run is 7 moves. No Demolish
    /// reaches it: row 1 is walled off from the exit.
    static func second() -> Level {
        var l = level(
            """
            +---+---+---+---+
            | S   %   %   $ |
            +   +---+---+---+
            | E |           |
            +---+---+---+---+
            """, budget: 8)
        l.id = 2
        l.crates[0].coins = 60
        return l
    }

    /// Par 2 (east twice), budget 4. A crate of 5 coins walled in below the start: a Demolish
    /// south, then south, north, east, east (4 moves). A Jump east from the start stops on the
    /// exit (1 move).
    static func third() -> Level {
        var l = level(
            """
            +---+---+---+
            | S       E |
            +---+---+---+
            | $ |   |   |
            +---+---+---+
            """, budget: 4)
        l.id = 3
        return l
    }

    static func simulation() -> EconomySimulation {
        EconomySimulation(levels: [first(), second(), third()], prices: prices)
    }

    /// A turn as coins before, what was bought, each clear (moves, power-up, crates taken,
    /// coins paid) and coins after: the whole of what a player did on a level.
    struct TurnFigures: Equatable {
        struct ClearFigures: Equatable {
            var moves: Int
            var powerUp: ShopItem?
            var crates: [Int]
            var paid: Int
        }

        var before: Int
        var bought: [ShopItem]
        var clears: [ClearFigures]
        var after: Int

        init(_ before: Int, _ bought: [ShopItem], _ clears: [(Int, ShopItem?, [Int], Int)], _ after: Int) {
            self.before = before
            self.bought = bought
            self.clears = clears.map { ClearFigures(moves: $0.0, powerUp: $0.1, crates: $0.2, paid: $0.3) }
            self.after = after
        }

        init(_ turn: EconomySimulation.Turn) {
            self.init(
                turn.coinsBefore, turn.bought, turn.clears.map { ($0.movesUsed, $0.powerUp, $0.items.crates, $0.settlement.total) },
                turn.coinsAfter)
        }
    }

    @Test func theLevelsAreWhatTheirPicturesSay() {
        #expect([Self.first(), Self.second(), Self.third()].map { [$0.par, $0.budget] } == [[2, 6], [1, 8], [2, 4]])
        #expect(Self.second().terrain[1] == .mud && Self.second().terrain[2] == .mud)
    }

    @Test func eachPlayerEarnsWhatTheRulesPayByHand() {
        let levels = Self.simulation().levels
        #expect(levels.map(\.id) == [1, 2, 3])
        // Par player: unused moves (a coin per two) and the perfect bonus (5), nothing else.
        //   1: (6 − 2) / 2 = 2 + 5 = 7.  2: (8 − 1) / 2 = 3 + 5 = 8.  3: (4 − 2) / 2 = 1 + 5 = 6.
        #expect(
            levels.map { TurnFigures($0.turn(.par)) } == [
                TurnFigures(0, [], [(2, nil, [], 7)], 7),
                TurnFigures(7, [], [(1, nil, [], 8)], 15),
                TurnFigures(15, [], [(2, nil, [], 6)], 21),
            ])
        // Greedy: 1: the crate run pays 40 + (6 − 4) / 2 + 5 = 46 > 7 (its 4 moves are the
        // crate's item par: still perfect).  2: a Jump (46 ≥ 40 coins) to the crate pays
        // 60 + (8 − 7) / 2 + 5 = 65 (7 moves beat the crate's item par on foot, 11), less 40 = 25
        // > 8 (a Time walks there in 11 for 60 + 0 + 5 = 65, less 50 = 15).  3: the Jump pays
        // 3 / 2 + 5 − 40, the Demolish 5 − 60 (no cash-in, no bonus): the par run's 6 is best.
        #expect(
            levels.map { TurnFigures($0.turn(.greedy)) } == [
                TurnFigures(0, [], [(4, nil, [0], 46)], 46),
                TurnFigures(46, [.jump], [(7, .jump, [0], 65)], 71),
                TurnFigures(71, [], [(2, nil, [], 6)], 77),
            ])
        // Collector: the par clear, then the crate run pays its 40 (no cash-in: 2 unused is no
        // improvement on 4); the crates of 2 and 3 need a power-up, the cheapest whose run takes
        // them: 2: a Jump (40, before a Time's 50) after the par clear, 60 (1 unused is no
        // improvement on 7, the bonus is paid).  3: a Demolish (60) for a crate of 5.
        #expect(
            levels.map { TurnFigures($0.turn(.collector)) } == [
                TurnFigures(0, [], [(2, nil, [], 7), (4, nil, [0], 40)], 47),
                TurnFigures(47, [.jump], [(1, nil, [], 8), (7, .jump, [0], 60)], 75),
                TurnFigures(75, [.demolish], [(2, nil, [], 6), (4, .demolish, [0], 5)], 26),
            ])
    }

    @Test func powerUpReturnsToTheParPlayerFollowByHand() {
        let levels = Self.simulation().levels
        // The par player uses a Jump on the fewest moves to the exit. 1: one move saved,
        // 5 / 2 + 5 − 7 = 0, less 40.  2: no Jump shortens the way (none).  3: 3 / 2 + 5 − 6 = 0,
        // less 40.
        #expect(levels.map { $0.jumpReturn.map { [$0.gain, $0.net, $0.clear.movesUsed] } } == [[0, -40, 1], nil, [0, -40, 1]])
        #expect(levels.map { $0.jumpReturn?.pays } == [false, nil, false])
        // On level 2 the Jump's use is the crate no plain run takes: a planner's purchase, which
        // pays 65 − 8 = 57, less 40 = 17 (a ledge's crate is meant to pay for its Jump).
        #expect(levels.map { $0.jumpNeededReturn.map { [$0.gain, $0.net, $0.clear.movesUsed] } } == [nil, [57, 17, 7], nil])
        // Demolish shortens no way to the exit here; on level 3 its use is the crate, and the
        // run counts as the whole budget, so it pays the crate's 5 and nothing more.
        #expect(levels.map { $0.demolishReturn.map { [$0.gain, $0.net] } } == [nil, nil, nil])
        let assisted = levels[2].turn(.collector).clears[1]
        #expect(assisted.powerUp == .demolish && assisted.settlement.cashIn == 0 && assisted.settlement.perfectBonus == 0)
        #expect(levels.map(\.jumpNeeded) == [.init(), .init(crates: [0]), .init()])
        #expect(levels.map(\.demolishNeeded) == [.init(), .init(), .init(crates: [0])])
        #expect(levels.map(\.jumpShortcut) == [1, 0, 1])
    }

    @Test func campaignFiguresFollowByHand() {
        let s = Self.simulation()
        #expect(EconomySimulation.Player.allCases.map(s.finalCoins) == [21, 77, 26])
        #expect(EconomySimulation.Player.allCases.map(s.mostCoins) == [21, 77, 75])
        #expect(s.purchases(.greedy, of: .jump) == [2] && s.purchases(.greedy, of: .demolish) == [] && s.purchases(.par, of: .jump) == [])
        #expect(s.purchases(.collector, of: .jump) == [2] && s.purchases(.collector, of: .demolish) == [3])
        #expect(s.purchases(.greedy, of: .time) == [] && s.levelsWhereTimePays == [2] && s.levelsWhereTimeOnParRoutePays == [])
        // Only on level 2 does a purchase beat the best plain plan: the Jump's 65 − 40 against the par run's 8.
        #expect(s.levelsWherePurchaseImproves() == [2] && s.levelsWherePurchaseImproves(with: .jump) == [2])
        #expect(s.levels.map { $0.bestPlan.settlement.total } == [46, 8, 6])
        #expect(s.levels.map { $0.bestPurchase.map { [$0.gain, $0.net] } } == [[7 - 46, 7 - 46 - 40], [57, 17], [0, -40]])
        // No power-up pays the par player: the Jump that pays on level 2 takes a crate.
        #expect(s.levelsWhereJumpPays == [] && s.levelsWhereDemolishPays == [] && s.levelsWherePowerUpPays == [])
        #expect(s.shareWithoutExploit == 1)
        #expect(s.levelsWithJumpUse == [2] && s.levelsWithDemolishUse == [3] && s.levelsWithJumpShortcut == [1, 3])
        #expect(s.income(.par) == EconomySimulation.Income(crateCoins: 0, cashIn: 6, perfectBonus: 15, prizeCoins: 0))
        #expect(s.income(.greedy) == EconomySimulation.Income(crateCoins: 100, cashIn: 2, perfectBonus: 15, prizeCoins: 0))
        // What avatars would absorb: no purse is full here; the par player's coins only grow
        // (21 at the end), the greedy player's earnings past its Jump are its 77.
        #expect(EconomySimulation.Player.allCases.map(s.coinsLostToPurse) == [0, 0, 0])
        #expect(s.level(.par, covering: 21) == 3 && s.level(.par, covering: 22) == nil && s.level(.par, covering: 0) == 1)
        #expect(s.level(.greedy, covering: 77) == 3 && s.level(.greedy, covering: 78) == nil)
    }

    /// At the default price (20), a Time on level 2 walks the 11 moves to the 60-coin crate:
    /// 60 (no cash-in, and no perfect bonus with a Time), less 20 = 40, which beats the Jump's
    /// 25; its moves past the budget pay nothing, and on the par route it costs the bonus.
    @Test func aTimeAtItsPriceWalksToTheCrate() {
        let s = EconomySimulation(levels: [Self.first(), Self.second(), Self.third()], prices: ShopPrices(jump: 40, demolish: 60))
        #expect(s.prices.time == Economy.timePrice && Economy.timePrice == 20)
        #expect(
            s.levels.map { TurnFigures($0.turn(.greedy)) } == [
                TurnFigures(0, [], [(4, nil, [0], 46)], 46),
                TurnFigures(46, [.time], [(11, .time, [0], 60)], 86),
                TurnFigures(86, [], [(2, nil, [], 6)], 92),
            ])
        let time = s.levels[1].timeReturn
        #expect(
            time?.clear.settlement
                == Settlement(outcome: .won, crateCoins: 60, newCrates: [0], cashIn: 0, perfectBonus: 0, unlockedLevel: 3, firstClear: true)
        )
        #expect(time.map { [$0.gain, $0.net] } == [52, 32])
        // The par route with a Time: the bonus lost, less 20; the same on the other levels.
        #expect(s.levels.map { $0.timeOnParRoute.map { [$0.gain, $0.net] } } == [[-5, -25], [-5, -25], [-5, -25]])
        #expect(s.levelsWherePurchaseImproves() == [2] && s.levelsWherePurchaseImproves(with: .time) == [2])
        // The collector's Time is the cheapest power-up for level 2's crate; level 3's needs a Demolish.
        #expect(s.purchases(.collector, of: .time) == [2] && s.purchases(.collector, of: .demolish) == [3])
        #expect(
            s.bands.map { [$0.first, $0.last, $0.levels.count, $0.purchasesImproving(), $0.purchasesImproving(with: .time)] } == [
                [1, 10, 3, 1, 1]
            ])
        #expect(s.bands.map { band in EconomySimulation.Player.allCases.map(band.coinsAtEnd) } == [[21, 92, 46]])
    }

    /// The first twelve shipped levels, built, and their simulation: made once for the suite,
    /// since playing them out takes seconds.
    static let firstTwelve: (levels: [Level], prices: ShopPrices, simulation: EconomySimulation) = {
        do {
            let campaign = try Campaign.load()
            let levels = try campaign.levels.prefix(12).map { try LevelBuilder.build($0) }
            return (levels, campaign.shop, EconomySimulation(levels: levels, prices: campaign.shop))
        } catch {
            preconditionFailure("the first twelve shipped levels do not build: \(error)")
        }
    }()

    @Test func everyPlayersCoinsAreTheSumOfItsSettlementsLessItsPurchases() throws {
        for s in [Self.simulation(), Self.firstTwelve.simulation] {
            for player in EconomySimulation.Player.allCases {
                var coins = 0
                for level in s.levels {
                    let turn = level.turn(player)
                    #expect(turn.coinsBefore == coins, "\(player) level \(level.id)")
                    coins += turn.earned - turn.bought.reduce(0) { $0 + $1.price(in: s.prices) }
                    #expect(turn.coinsAfter == coins, "\(player) level \(level.id)")
                }
                #expect(
                    s.finalCoins(player) == coins
                        && s.income(player).total == coins
                            + s.levels.reduce(0) {
                                $0 + $1.turn(player).bought.reduce(0) { $0 + $1.price(in: s.prices) }
                            }
                )
            }
            // The par player buys nothing, so its coins are exactly what its settlements paid.
            #expect(s.finalCoins(.par) == s.levels.reduce(0) { $0 + $1.turn(.par).clears.reduce(0) { $0 + $1.settlement.total } })
        }
    }

    @Test func theSimulationIsDeterministic() throws {
        let (levels, prices, simulation) = Self.firstTwelve
        #expect(EconomySimulation(levels: levels, prices: prices) == simulation)
        #expect(Self.simulation() == Self.simulation())
    }
}
