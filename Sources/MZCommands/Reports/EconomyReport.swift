import GameEngine

/// `mz validate --economy`: the campaign's economy played by simulated players
/// (`EconomySimulation`), as a table a level a line and the campaign's figures, or `--json`.
/// A report, never a failure: the exit code stays 0 whatever the figures.
enum EconomyReport {
    static func run(_ file: LevelFile, label: String, json: Bool, _ console: Console) throws(CommandError) {
        var levels: [Level] = []
        for spec in file.levels { levels.append(try LevelSource.build(spec)) }
        let simulation = EconomySimulation(levels: levels, prices: file.shop)
        console.out(json ? document(simulation, file: label) : table(simulation, label: label))
    }

    // MARK: - Table

    static func table(_ s: EconomySimulation, label: String) -> String {
        var out =
            "economy of \(label): \(s.levels.count) levels; Jump \(s.prices.jump), Demolish \(s.prices.demolish), Time \(s.prices.time) "
            + "(\(Economy.timeMoveCount) moves), hint \(Economy.hintPrice) coins\n"
        out += "  par player: first clear at par taking no item, buys nothing\n"
        out += "  greedy: the one run paying the most coins, buying a power-up when it pays\n"
        out += "  collector: the par clear, then a replay per crate or gem left (with a power-up bought where no plain run takes it)\n"
        out += "  Jump / Demolish: coins one of it returns to the par player on a first clear, less its price, and what that run takes\n"
        out += "  Jump use: the same for a run taking a crate or gem that only a Jump takes within the budget\n"
        out += "  Time: the same for one Time (\(Economy.timeMoveCount) more moves, never cashed in) and the items its moves reach\n\n"
        out += "  id  par budget   par  greedy bought    took        collector  Jump          Demolish      Jump use      Time\n"
        for l in s.levels {
            let greedy = l.turn(.greedy)
            out += String(l.id).leftPadded(4) + String(l.par).leftPadded(5) + String(l.budget).leftPadded(7)
            out += String(l.turn(.par).coinsAfter).leftPadded(6) + String(greedy.coinsAfter).leftPadded(8) + " "
            out += (greedy.bought.isEmpty ? "-" : greedy.bought.map(\.rawValue).joined(separator: ",")).padded(9) + " "
            out += itemList(greedy.clears.first?.items).padded(11) + String(l.turn(.collector).coinsAfter).leftPadded(10) + "  "
            out +=
                powerUp(l.jumpReturn).padded(13) + " " + powerUp(l.demolishReturn).padded(13) + " " + powerUp(l.jumpNeededReturn).padded(13)
            out += " " + powerUp(l.timeReturn) + "\n"
        }
        if !s.unsimulated.isEmpty { out += "\n" }
        for limit in s.unsimulated { out += "  \(limit.description)\n" }
        return out + "\n" + summary(s)
    }

    static func summary(_ s: EconomySimulation) -> String {
        var out = ""
        let checkpoints = s.levels.filter { $0.id % 10 == 0 || $0.id == s.levels.count }
        for player in EconomySimulation.Player.allCases {
            let coins = checkpoints.map { "\($0.id): \($0.turn(player).coinsAfter)" }.joined(separator: ", ")
            let jumps = s.purchases(player, of: .jump), demolishes = s.purchases(player, of: .demolish)
            let times = s.purchases(player, of: .time)
            let name = player == .collector ? "collector" : "\(player.rawValue) player"
            out += "\(name): \(s.finalCoins(player).counted("coin")) at the end, at most \(s.mostCoins(player)) unspent; "
            out +=
                jumps.isEmpty && demolishes.isEmpty && times.isEmpty
                ? "bought nothing\n"
                : "bought \(jumps.count.counted("Jump")) \(ids(jumps)), \(demolishes.count.counted("Demolish", plural: "Demolishes")) "
                    + "\(ids(demolishes)) and \(times.count.counted("Time")) \(ids(times))\n"
            let income = s.income(player)
            out +=
                "  earned \(income.total): cash-in \(income.cashIn), perfect bonus \(income.perfectBonus), prizes \(income.prizeCoins), crates \(income.crateCoins)\n"
            if !coins.isEmpty { out += "  coins after level \(coins)\n" }
        }
        let exploits = s.levelsWherePowerUpPays
        out += "a power-up pays for itself to a par player on \(exploits.count) of \(s.levels.count) levels "
        out += "(Jump \(ids(s.levelsWhereJumpPays)), Demolish \(ids(s.levelsWhereDemolishPays))): "
        out += "\(Int((s.shareWithoutExploit * 100).rounded(.down))) % of levels have none (the design rules ask at least 90 %)\n"
        let useful = s.levelsWithJumpUse
        out +=
            "a Jump has a real use (a crate or gem no plain run takes within the budget) on \(useful.count.counted("level")) \(ids(useful)) (the design rules ask at least 20)\n"
        let shortcuts = s.levelsWithJumpShortcut, longest = s.levels.map(\.jumpShortcut).max() ?? 0
        out += "a Jump shortens the way to the exit on \(shortcuts.count.counted("level")) (by at most \(longest.counted("move")))\n"
        let demolishUse = s.levelsWithDemolishUse
        out += "a Demolish has a real use on \(demolishUse.count.counted("level")) \(ids(demolishUse))\n"
        let timePays = s.levelsWhereTimePays, onPar = s.levelsWhereTimeOnParRoutePays
        out += "a Time pays a par player through the crates its moves reach on \(timePays.count.counted("level")), "
        out += "and on the par route itself (its moves cashed in) on "
        out += (onPar.isEmpty ? "none" : "\(onPar.count.counted("level")) \(ids(onPar))") + " (the rules allow none)\n"
        let improves = s.levelsWherePurchaseImproves()
        out += "a purchase improves the best plan (its coins less the price beat the best plan without) on "
        out += "\(improves.count.counted("level")) \(ids(improves))\n"
        return out + scoutPass(s) + avatars(s) + treasuries(s) + surveys(s) + skips(s) + "\n" + bandTable(s)
    }

    /// A simulated player as the report names it: "the collector", "the greedy player".
    static func name(_ player: EconomySimulation.Player) -> String {
        player == .collector ? "the collector" : "the \(player.rawValue) player"
    }

    /// When each player's earnings past its power-ups first cover the scout pass (the level from
    /// which a player can have every best plan told, `Economy.scoutPassPrice`) and the survey
    /// pass (every level's moves counted, `Economy.surveyPassPrice`).
    static func scoutPass(_ s: EconomySimulation) -> String {
        pass("the scout pass", price: Economy.scoutPassPrice, s) + pass("the survey pass", price: Economy.surveyPassPrice, s)
    }

    /// "the survey pass (1,500 coins) is first within reach of the par player never, …": when
    /// each player's earnings past its power-ups first cover `price`.
    static func pass(_ name: String, price: Int, _ s: EconomySimulation) -> String {
        let names = EconomySimulation.Player.allCases.map { player in
            "\(Self.name(player)) " + (s.level(player, covering: price).map { "at level \($0)" } ?? "never")
        }
        return "\(name) (\(price.counted("coin"))) is first within reach of " + names.joined(separator: ", ") + "\n"
    }

    /// What avatars for coins would absorb: each player's coins lost to the full purse, and the
    /// level by which its earnings past its purchases buy every avatar for sale.
    static func avatars(_ s: EconomySimulation) -> String {
        let forSale = AvatarCatalog.forSale, total = forSale.reduce(0) { $0 + ($1.price ?? 0) }
        guard !forSale.isEmpty else { return "" }
        var out = "avatars for coins: \(forSale.count) for \(total.counted("coin")) in all\n"
        for player in EconomySimulation.Player.allCases {
            let name = Self.name(player)
            let by = s.level(player, covering: total).map { "by level \($0)" } ?? "not within \(s.levels.count.counted("level"))"
            out += "  \(name)'s earnings past its power-ups buy every one \(by); the full purse turned away "
            out += "\(s.coinsLostToPurse(player).counted("coin"))\n"
        }
        return out
    }

    /// The coins the treasuries' keys ask a player to hold: the treasuries whose key each
    /// player's earnings past its power-ups cover, each as soon as it may be opened (the
    /// shipped campaign's hundred levels only).
    static func treasuries(_ s: EconomySimulation) -> String {
        guard s.levels.count >= Treasury.openingLevel(of: Treasury.count) else { return "" }
        var out =
            "treasuries: keys \(Treasury.keyPrice(1)) to \(Treasury.keyPrice(Treasury.count)) coins, each paid back by its best haul\n"
        for player in EconomySimulation.Player.allCases {
            let opened = s.treasuriesOpened(player)
            let when = opened.map { "\($0.number) by \($0.level)" }.joined(separator: ", ")
            out += "  \(Self.name(player))'s earnings past its power-ups cover the key of \(opened.count) of \(Treasury.count)"
            out += opened.isEmpty ? "\n" : " (\(when))\n"
        }
        return out
    }

    /// What the surveys ask: their prices, and a survey of every level in all (the band table
    /// has it per band, beside what the greedy player earns there).
    static func surveys(_ s: EconomySimulation) -> String {
        guard let range = s.surveyPriceRange else { return "" }
        return "surveys (half the best plan's coins, at least \(Economy.surveyPrice(bestCoins: 0))): \(range.lowerBound) to "
            + "\(range.upperBound) coins a level from \(Economy.freeSurveys.upperBound + 1) (free from \(Tip.surveyFrom)); "
            + "one on every level costs \(s.surveysInAll.counted("coin")) in all\n"
    }

    /// What a skip (`Economy.skipPrice`) asks of each player: how many of the next band's levels
    /// (the first ones, the cheapest) the coins it holds unspent at each band's end would skip,
    /// from the band whose levels may be skipped.
    static func skips(_ s: EconomySimulation) -> String {
        let ends = s.bands.filter { $0.last + 1 >= Economy.firstSkippable && $0.last < s.levels.count }
        guard !ends.isEmpty else { return "" }
        var out = "skips (\(Economy.skipPrice(of: 1).counted("coin")) a level number, from level \(Economy.firstSkippable)): "
        out += "the next band's levels the coins unspent at a band's end would skip, after level "
        out += ends.map { String($0.last) }.joined(separator: ", ") + "\n"
        for player in EconomySimulation.Player.allCases {
            let counts = ends.map { band in
                var coins = band.coinsAtEnd(player), skipped = 0
                // The last level is never skipped; a short file's last band may hold no other.
                for id in (band.last + 1)..<min(band.last + 11, s.levels.count) where coins >= Economy.skipPrice(of: id) {
                    coins -= Economy.skipPrice(of: id)
                    skipped += 1
                }
                return String(skipped)
            }
            out += "  \(Self.name(player)): " + counts.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// Per band of ten: how often a purchase improves the best plan, by what it buys, and each
    /// player's coins unspent at the band's end.
    static func bandTable(_ s: EconomySimulation) -> String {
        var out = "  levels  a purchase improves the best plan   coins unspent after the band   surveys  greedy\n"
        out += "          on    Jump  Demolish  Time           par  greedy  collector       all    earned\n"
        for band in s.bands {
            out +=
                "  " + "\(band.first)-\(band.last)".padded(7) + String(band.purchasesImproving()).leftPadded(3)
                + "/\(band.levels.count)".padded(3)
            out +=
                String(band.purchasesImproving(with: .jump)).leftPadded(5) + String(band.purchasesImproving(with: .demolish)).leftPadded(10)
            out += String(band.purchasesImproving(with: .time)).leftPadded(6) + String(band.coinsAtEnd(.par)).leftPadded(15)
            out += String(band.coinsAtEnd(.greedy)).leftPadded(8) + String(band.coinsAtEnd(.collector)).leftPadded(11)
            out += String(band.surveys).leftPadded(10) + String(band.earned(.greedy)).leftPadded(9) + "\n"
        }
        return out
    }

    /// `c0,c2,g0` for crates 0 and 2 and gem 0; `-` for none.
    static func itemList(_ items: EconomySimulation.Items?) -> String {
        guard let items, !items.isEmpty else { return "-" }
        return (items.crates.map { "c\($0)" } + items.gems.map { "g\($0)" }).joined(separator: ",")
    }

    /// `-31 c1`: the net return and what its run takes; `-` when no run uses the power-up.
    static func powerUp(_ r: EconomySimulation.PowerUpReturn?) -> String {
        guard let r else { return "-" }
        return r.clear.items.isEmpty ? String(r.net) : "\(r.net) \(itemList(r.clear.items))"
    }

    /// `(3, 12, 40)`, or `(none)`.
    static func ids(_ ids: [Int]) -> String {
        ids.isEmpty ? "(none)" : "(" + ids.map(String.init).joined(separator: ", ") + ")"
    }

    // MARK: - JSON

    static func document(_ s: EconomySimulation, file: String) -> String {
        var summary = JSONObjectBuilder(layout: .compact)
        for player in EconomySimulation.Player.allCases {
            summary.add(
                player.rawValue,
                JSONObjectBuilder(
                    [
                        "finalCoins": .int(s.finalCoins(player)), "mostCoins": .int(s.mostCoins(player)),
                        "jumpsBought": .int(s.purchases(player, of: .jump).count),
                        "demolishesBought": .int(s.purchases(player, of: .demolish).count),
                        "timesBought": .int(s.purchases(player, of: .time).count),
                        "lostToPurse": .int(s.coinsLostToPurse(player)),
                        "buysEveryAvatarBy": s.level(player, covering: AvatarCatalog.forSale.reduce(0) { $0 + ($1.price ?? 0) })
                            .map(JSONOutput.int) ?? .null,
                    ], layout: .compact))
        }
        let list = { (ids: [Int]) in JSONOutput.array(ids.map(JSONOutput.int), .compact) }
        summary.add("jumpPays", list(s.levelsWhereJumpPays))
        summary.add("demolishPays", list(s.levelsWhereDemolishPays))
        summary.add("shareWithoutExploit", s.shareWithoutExploit)
        summary.add("jumpUse", list(s.levelsWithJumpUse))
        summary.add("jumpShortcut", list(s.levelsWithJumpShortcut))
        summary.add("demolishUse", list(s.levelsWithDemolishUse))
        summary.add("timePays", list(s.levelsWhereTimePays))
        summary.add("timeOnParRoutePays", list(s.levelsWhereTimeOnParRoutePays))
        summary.add("purchaseImproves", list(s.levelsWherePurchaseImproves()))
        summary.add(
            "bands",
            .array(
                s.bands.map { band in
                    .object(
                        JSONObjectBuilder(
                            [
                                "first": .int(band.first), "last": .int(band.last), "levels": .int(band.levels.count),
                                "purchaseImproves": .int(band.purchasesImproving()),
                                "byJump": .int(band.purchasesImproving(with: .jump)),
                                "byDemolish": .int(band.purchasesImproving(with: .demolish)),
                                "byTime": .int(band.purchasesImproving(with: .time)),
                                "surveys": .int(band.surveys), "greedyEarned": .int(band.earned(.greedy)),
                                "coinsAtEnd": .object(
                                    JSONObjectBuilder(
                                        [
                                            "par": .int(band.coinsAtEnd(.par)), "greedy": .int(band.coinsAtEnd(.greedy)),
                                            "collector": .int(band.coinsAtEnd(.collector)),
                                        ], layout: .compact)),
                            ], layout: .compact))
                }, .lines))
        var object = JSONObjectBuilder(layout: .lines)
        object.add("file", file)
        object.add(
            "prices",
            JSONObjectBuilder(
                [
                    "jump": .int(s.prices.jump), "demolish": .int(s.prices.demolish), "time": .int(s.prices.time),
                    "timeMoves": .int(Economy.timeMoveCount), "hint": .int(Economy.hintPrice),
                ], layout: .compact))
        object.add("summary", summary)
        object.add("levels", .array(s.levels.map { .object(level($0)) }, .lines))
        object.add(
            "unsimulated",
            .array(
                s.unsimulated.map { limit in
                    .object(JSONObjectBuilder(["id": .int(limit.id), "problem": .string(limit.description)], layout: .compact))
                }, .lines))
        return JSONWriter.text(.object(object)) + "\n"
    }

    static func level(_ l: EconomySimulation.LevelEconomy) -> JSONObjectBuilder {
        var object = JSONObjectBuilder(["id": .int(l.id), "par": .int(l.par), "budget": .int(l.budget)], layout: .compact)
        var players = JSONObjectBuilder(layout: .compact)
        for player in EconomySimulation.Player.allCases {
            let turn = l.turn(player)
            players.add(
                player.rawValue,
                JSONObjectBuilder(
                    [
                        "coinsBefore": .int(turn.coinsBefore), "bought": .array(turn.bought.map { .string($0.rawValue) }, .compact),
                        "clears": .array(turn.clears.map { .object(clear($0)) }, .compact), "coinsAfter": .int(turn.coinsAfter),
                    ], layout: .compact))
        }
        object.add("players", players)
        object.add("jump", powerUpObject(l.jumpReturn))
        object.add("demolish", powerUpObject(l.demolishReturn))
        object.add("jumpNeeded", items(l.jumpNeeded))
        object.add("jumpNeededReturn", powerUpObject(l.jumpNeededReturn))
        object.add("demolishNeeded", items(l.demolishNeeded))
        object.add("jumpShortcut", l.jumpShortcut)
        object.add("time", powerUpObject(l.timeReturn))
        object.add("bestPlan", clear(l.bestPlan))
        object.add("bestPurchase", powerUpObject(l.bestPurchase))
        object.add("purchaseImproves", l.purchaseImprovesPlan)
        object.add("surveyPrice", l.surveyPrice)
        return object
    }

    static func powerUpObject(_ r: EconomySimulation.PowerUpReturn?) -> JSONOutput {
        guard let r else { return .null }
        return .object(
            JSONObjectBuilder(
                ["price": .int(r.price), "gain": .int(r.gain), "net": .int(r.net), "clear": .object(clear(r.clear))], layout: .compact))
    }

    static func clear(_ c: EconomySimulation.Clear) -> JSONObjectBuilder {
        JSONObjectBuilder(
            [
                "moves": .int(c.movesUsed), "powerUp": c.powerUp.map { .string($0.rawValue) } ?? .null, "items": .object(items(c.items)),
                "crateCoins": .int(c.settlement.crateCoins), "cashIn": .int(c.settlement.cashIn),
                "perfectBonus": .int(c.settlement.perfectBonus),
                "prize": .int(c.settlement.prizeCoins), "total": .int(c.settlement.total),
            ], layout: .compact)
    }

    static func items(_ i: EconomySimulation.Items) -> JSONObjectBuilder {
        JSONObjectBuilder(
            ["crates": .array(i.crates.map(JSONOutput.int), .compact), "gems": .array(i.gems.map(JSONOutput.int), .compact)],
            layout: .compact)
    }
}
