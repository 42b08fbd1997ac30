/// Reads a save's JSON into progress, field by field, so every wrong type or impossible value
/// is refused with a sentence naming the field (`levels[3].stars must be from 0 to 3, found 9`).
/// Ranges are those the game can produce; arithmetic on what passes cannot overflow.
enum SaveReader {
    static func document(_ fields: [String: JSONValue], version: Int) throws(SaveError) -> SaveDocument {
        let top = FieldReader<SaveError>(fields: fields, place: nil)
        try top.refuseUnknown([FileKind.markField, "formatVersion", "campaigns"] + progressFields)
        var document = SaveDocument(shipped: try progress(top))
        if version < 12 {
            document.shipped = rebuilt(document.shipped)
        } else {
            // Every level built anew since the save's format (each rebuild keeps the rest).
            let levels = rebuildsByFormat.filter { version < $0.format }.flatMap(\.levels)
            if !levels.isEmpty { document.shipped = rebuilt(document.shipped, levels: levels) }
        }
        if version < 21 { document.shipped = thinned(document.shipped, levels: decorationTakenOut) }
        if version < 16 {
            // Treasury 4 is another maze under generator 7: the crates a win took and its best
            // haul were another maze's (its key, tries and stars are kept, as a level's are).
            // A win that took the old best haul had its key paid back, which is read from the
            // best haul: it keeps today's, so the key is not paid back twice.
            for i in document.shipped.treasuries.indices {
                let number = document.shipped.treasuries[i].number
                guard let old = treasuriesRebuilt.first(where: { $0.number == number }) else { continue }
                let keyBack = document.shipped.treasuries[i].bestHaul >= old.bestHaul
                document.shipped.treasuries[i].cratesTaken = []
                document.shipped.treasuries[i].bestHaul = keyBack ? Treasury.bestHaul(number) : 0
            }
            // The avatars for levels planned to perfection came with format 16: a save that has
            // earned them gets them now, not at its next win.
            grantPlannedAvatars(&document.shipped)
        }
        if version >= 3, let campaigns = try top.optionalObject("campaigns") {
            guard campaigns.count <= SaveDocument.maximumCampaigns else {
                throw top.fail("campaigns", "holds \(campaigns.count) campaigns, more than \(SaveDocument.maximumCampaigns)")
            }
            for key in campaigns.keys.sorted() {
                let shown = "campaigns." + key.escapingControlCharacters(limit: 40)
                guard CampaignIdentity.isValid(key), key != CampaignIdentity.shipped.key else {
                    throw top.fail(shown, "is not a campaign identity (levels- and 16 hex digits)")
                }
                guard case let .object(inner)? = campaigns[key] else { throw top.fail(shown, "must be an object") }
                let reader = FieldReader<SaveError>(fields: inner, place: nil, prefix: shown + ".")
                try reader.refuseUnknown(progressFields)
                var other = try progress(reader)
                if version < 16 { grantPlannedAvatars(&other) }
                document.campaigns[key] = other
            }
        }
        return document
    }

    /// The shipped progress of a save from before the campaign was rebuilt (formats 1 to 7,
    /// generator 2; format 8, generator 3; format 9, generator 4; formats 10 and 11, generator
    /// 5; format 12 to 15, generator 6; format 16, generator 7 before springs), for the levels of the same numbers today (generator 7): wins, stars, best moves,
    /// unlocks, gems, coins and power-ups are kept by level number; the ghost runs
    /// (`bestRun`), the crates paid (by index into crates that are no longer there) and a level
    /// left in progress are dropped, since they were played on other mazes.
    /// Of `levels` only, when given (the rest are the same levels as before).
    static func rebuilt(_ old: PlayerProgress, levels: [Int]? = nil) -> PlayerProgress {
        var progress = old
        for i in progress.levels.indices where levels?.contains(progress.levels[i].id) ?? true {
            progress.levels[i].bestRun = nil
            progress.levels[i].cratesTaken = []
        }
        if let attempt = progress.attempt, levels?.contains(attempt.level) ?? true { progress.attempt = nil }
        return progress
    }

    /// The levels the campaign of save format 13 built anew: each band's eighth an escape (but
    /// in the bands whose 10th level is one), and the showcases and levels after them whose par
    /// bounds moved with them. Every other level is the same as in format 12's campaign.
    static let escapesRebuilt = [8, 28, 38, 40, 48, 60, 68, 70, 72, 78, 88, 92, 98]

    /// The levels the campaign of save format 14 built anew: the first choice of two crates (5),
    /// the gem weighed against coins behind gates (13), the first levels of gates, mirrors and
    /// trapdoors, each now on every par route (12, 62, 74), and the tours (18 and each band's
    /// fourth from 14). Every other level is the same as in format 13's campaign (some have
    /// new names).
    static let arrivalsRebuilt = [5, 12, 13, 14, 18, 24, 34, 44, 54, 62, 64, 74, 84, 94]

    /// The levels the campaign of save format 15 built anew: the tours of 7 and 37 and the
    /// leaps, each band's first level from 11 but 51 (every crate fits only with one Jump).
    /// Every other level is the same as in format 14's campaign (53, 69 and 85 have new names).
    static let leapsRebuilt = [7, 11, 21, 31, 37, 41, 61, 71, 81, 91]

    /// The levels whose crate values the campaign of save format 16 (generator 7) drew again,
    /// where a rule of thumb found the best plan of three crates or more
    /// (`LevelBuilder.secondDraws`): 16 of the 20 on another seed, where the search now stops
    /// sooner. With `portalTours`, every other level is the same maze with the same crates as
    /// in format 15's campaign.
    static let valuesRedrawn = [23, 26, 29, 32, 33, 50, 52, 53, 67, 69, 77, 79, 82, 83, 85, 87, 89, 90, 92, 93]

    /// The tours of the first sitting that hold a portal since save format 16
    /// (`CampaignBlueprint.portalToursUntil`); 18 and 34 had one already.
    static let portalTours = [24, 37, 44]

    /// Every level save format 16's campaign built anew.
    static let formatSixteenRebuilt = (valuesRedrawn + portalTours).sorted()

    /// The levels the campaign of save format 17 built anew with springs and chasms: the
    /// springs' arrival (33), the fixture level after the belts' (43), a tour (64), two fixture
    /// levels that take springs as their older fixture (73, 93) and the finale
    /// (`CampaignBlueprint.springsReturn`); the chasms' arrival (45, where a gem was weighed
    /// before) and the fixture levels that hold them after it (47, 53, 57). Every other level
    /// is the same as in format 16's campaign.
    static let springsRebuilt = [33, 43, 45, 47, 53, 57, 64, 73, 93, 100]

    /// The levels the campaign of save format 20 built anew as races (`LevelKind.race`, timed
    /// crates): each band's second level from 22 but 62 (the mirrors' arrival), and 26. Every
    /// other level is the same as in format 19's campaign (some have new names).
    static let racesRebuilt = [22, 26, 32, 42, 52, 72, 82, 92]

    /// The levels the campaign of save format 21 (generator 8) built anew: the gates' first
    /// level, whose gate crossed the way it let you and changed nothing else (decoration since
    /// generator 8), now one whose one way decides the way; and four races whose clocks now
    /// leave room to take another crate first (`LevelBuilder.orderBonus`).
    static let formatTwentyOneRebuilt = [12, 32, 42, 52, 82]

    /// The levels the campaign of save format 22 built anew, each with a door and its key: the
    /// escapes in a band's eighth place from the doors' arrival (28), and the fixture levels in
    /// a band's seventh from the fifth band.
    static let doorsRebuilt = [28, 38, 47, 48, 57, 67, 68, 77, 78, 87, 88, 97, 98]

    /// The levels the campaign of save format 24 built anew: gem levels whose crates now
    /// outweigh the gem, by little (`CampaignBlueprint.cratesOutweighTheGem`).
    static let gemQuestionsRebuilt = [25, 55, 75]

    /// The levels the campaign of save format 25 built anew: a band's third from the fifth band,
    /// crate levels of a fixture before, now escapes through two fixtures
    /// (`CampaignBlueprint.fixtureEscape`).
    static let fixtureEscapesRebuilt = [43, 63, 73, 83, 93]

    /// The levels the campaign of save format 26 (generator 9) built anew: crate levels whose
    /// values were drawn twice as often and whose budget was chosen so as not to tell the best
    /// plan's length (`LevelBuilder.asksUntold`), 14 of them on another seed the search found.
    /// Every other level is the same maze with the same crates and budget as in format 25's.
    static let budgetsRedrawn = [6, 9, 19, 22, 23, 29, 32, 42, 47, 52, 53, 58, 59, 62, 67, 74, 77, 80, 82, 89, 92, 97]

    /// The ledge levels the campaign of save format 26 built anew where the Jump for the ledge
    /// now pays (36, 86, 96) or the plan on foot now wins by a coin or more (76, a tie before)
    /// (`CampaignBlueprint.jumpPaysOnTheLedge`).
    static let ledgeQuestionsRebuilt = [36, 76, 86, 96]

    /// The races the campaign of save format 27 built anew: 32 and 52, whose best plan now
    /// takes the timed crate, by little (`CampaignBlueprint.rushPaysInTheRace`), 42, whose
    /// timed crate is no longer the richest (`CampaignBlueprint.timedCrateIsTheRichest`), and
    /// 58, a crate pick before (`CampaignBlueprint.otherRaces`).
    static let raceQuestionsRebuilt = [32, 42, 52, 58]

    /// The races the campaign of save format 28 (generator 10) built anew with a clock that has
    /// room to take a crate first (`CampaignBlueprint.tightClocks`): 42, its clock let go; 72,
    /// now let go; 82 and 92, now rushed.
    static let clocksGivenRoom = [42, 72, 82, 92]

    /// The levels the campaign of save format 29 built anew: the tours of 54, 84 and 94, whose
    /// fixture is now a portal pair, and 59, 79 and 89, which asked the way through terrain and
    /// are now tours through springs (`CampaignBlueprint.shuttleTours`).
    static let shuttleToursRebuilt = [54, 59, 79, 84, 89, 94]

    /// The gem levels the campaign of save format 29 built anew with a portal pair or springs
    /// that changes their plan (`CampaignBlueprint.shuttleGems`).
    static let shuttleGemsRebuilt = [55, 65, 75, 85, 95]

    /// The levels of save format 21 (generator 8) that lost a fixture that changed nothing
    /// (`LevelBuilder.withoutDecoration`): the same maze, crates, par and budget, so their
    /// records and the crates paid still hold, but a run kept there (the ghost, a level left in
    /// progress) may have used a fixture that is gone.
    static let decorationTakenOut = [
        13, 14, 17, 20, 23, 28, 38, 40, 45, 47, 51, 53, 57, 60, 62, 63, 67, 68, 71, 73, 77, 78, 83, 84, 87, 88, 93, 97, 98, 100,
    ]

    /// `progress` with the runs kept on `levels` dropped: each one's ghost (`bestRun`) and the
    /// level left in progress when it is one of them. Everything else stands.
    static func thinned(_ old: PlayerProgress, levels: [Int]) -> PlayerProgress {
        var progress = old
        for i in progress.levels.indices where levels.contains(progress.levels[i].id) { progress.levels[i].bestRun = nil }
        if let attempt = progress.attempt, levels.contains(attempt.level) { progress.attempt = nil }
        return progress
    }

    /// The campaign's rebuilds since format 12, each with the first save format that has it:
    /// a save of an older format forgets what was played on those levels.
    static let rebuildsByFormat: [(format: Int, levels: [Int])] = [
        (13, escapesRebuilt), (14, arrivalsRebuilt), (15, leapsRebuilt), (16, formatSixteenRebuilt), (17, springsRebuilt),
        (20, racesRebuilt), (21, formatTwentyOneRebuilt), (22, doorsRebuilt), (24, gemQuestionsRebuilt),
        (25, fixtureEscapesRebuilt), (26, (budgetsRedrawn + ledgeQuestionsRebuilt).sorted()), (27, raceQuestionsRebuilt),
        (28, clocksGivenRoom), (29, (shuttleToursRebuilt + shuttleGemsRebuilt).sorted()),
    ]

    /// The treasuries save format 16 (generator 7) built on another seed (`Treasury.pinned`),
    /// with the best haul each had before.
    static let treasuriesRebuilt = [(number: 4, bestHaul: 114)]

    /// Unlocks every avatar for levels planned to perfection (`Avatar.Unlock.planned`) that
    /// `progress` has earned.
    static func grantPlannedAvatars(_ progress: inout PlayerProgress) {
        for avatar in AvatarCatalog.all {
            if case let .planned(count) = avatar.unlock, progress.plannedLevels >= count { _ = progress.unlockAvatar(avatar.id) }
        }
    }

    static let progressFields = [
        "coins", "inventory", "unlockedLevel", "levels", "avatars", "avatar", "settings", "attempt", "ledger", "tipsSeen", "hints",
        "scoutPass", "surveyPass",
        "daily", "treasuries", "dares",
    ]

    static func progress(_ reader: FieldReader<SaveError>) throws(SaveError) -> PlayerProgress {
        var p = PlayerProgress()
        p.coins = try reader.integer("coins", in: 0...Economy.maximumCoins)
        p.inventory = try inventory(reader.nested("inventory"))
        p.unlockedLevel = try reader.integer("unlockedLevel", in: 1...LevelFile.maximumLevels)
        p.levels = try records(reader)
        p.avatars = try reader.list("avatars", limit: AvatarCatalog.all.count) { value, field throws(SaveError) in
            guard case let .string(id) = value, AvatarCatalog.avatar(id) != nil else {
                throw reader.fail(field, "must name one of the game's avatars")
            }
            return id
        }
        guard Set(p.avatars).count == p.avatars.count else { throw reader.fail("avatars", "names an avatar twice") }
        p.avatar = try reader.string("avatar")
        guard p.avatars.contains(p.avatar) else {
            throw reader.fail("avatar", "names '\(p.avatar.escapingControlCharacters(limit: 40))', which is not among the avatars owned")
        }
        if let settings = try reader.optionalNested("settings") {
            try settings.refuseUnknown(["ascii", "colour", "animation"])
            p.settings.ascii = try settings.bool("ascii")
            p.settings.colour = try settings.bool("colour")
            p.settings.animation = try settings.bool("animation")
        }
        if let attempt = try reader.optionalNested("attempt") {
            try attempt.refuseUnknown(["level", "inputs", "inventory"])
            let inputs = try attempt.string("inputs")
            do { _ = try Inputs.parse(inputs) } catch { throw attempt.fail("inputs", "is not valid: \(error.description)") }
            p.attempt = SavedAttempt(
                level: try attempt.integer("level", in: 1...LevelFile.maximumLevels), inputs: inputs,
                inventory: try inventory(attempt.nested("inventory")))
        }
        p.ledger =
            try reader.optionalList("ledger", limit: PlayerProgress.ledgerLimit) { value, field throws(SaveError) in
                let entry = try reader.element(value, field)
                try entry.refuseUnknown(["level", "outcome", "movesUsed", "par", "coins"])
                return LedgerEntry(
                    level: try entry.integer("level", in: 0...LevelFile.maximumLevels),
                    outcome: try entry.choice("outcome", of: Outcome.self),
                    movesUsed: try entry.integer("movesUsed", in: 0...LevelFile.maximumBudget),
                    par: try entry.integer("par", in: 0...LevelFile.maximumBudget),
                    coins: try entry.integer("coins", in: 0...Economy.maximumCoins))
            } ?? []
        p.tipsSeen =
            try reader.optionalList("tipsSeen", limit: Tip.allCases.count) { value, field throws(SaveError) in
                guard case let .string(id) = value, Tip(rawValue: id) != nil else {
                    throw reader.fail(field, "must name one of the game's tips (\(Tip.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return id
            } ?? []
        guard Set(p.tipsSeen).count == p.tipsSeen.count else { throw reader.fail("tipsSeen", "names a tip twice") }
        p.hints = try reader.optionalInteger("hints", in: 0...Inventory.maximumCount) ?? 0
        p.scoutPass = try reader.optionalChoice("scoutPass", of: ScoutPass.self)
        p.surveyPass = try reader.optionalBool("surveyPass") ?? false
        p.daily = try daily(reader)
        p.treasuries = try treasuries(reader)
        (p.daresClosed, p.daresWon, p.dareStreak, p.bestDareStreak) = try dares(reader)
        return p
    }

    /// `dares`: the levels whose dare is closed and those whose dare was won, each sorted and
    /// without repeats, the won among the closed (format 18; absent before), and the dares won
    /// in a row now and at most (`streak`, `bestStreak`, format 19; 0 when absent), the run
    /// within the best and the best within the dares won.
    static func dares(_ reader: FieldReader<SaveError>) throws(SaveError) -> (
        closed: [Int], won: [Int], streak: Int, bestStreak: Int
    ) {
        guard let dares = try reader.optionalNested("dares") else { return ([], [], 0, 0) }
        try dares.refuseUnknown(["closed", "won", "streak", "bestStreak"])
        func levels(_ name: String) throws(SaveError) -> [Int] {
            let ids = try dares.list(name, limit: LevelFile.maximumLevels) { value, field throws(SaveError) -> Int in
                guard let id = value.integer, (1...LevelFile.maximumLevels).contains(id) else {
                    throw dares.fail(field, "must be a level number from 1 to \(LevelFile.maximumLevels)")
                }
                return id
            }
            guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw dares.fail(name, "must list levels in rising order, each once")
            }
            return ids
        }
        let closed = try levels("closed"), won = try levels("won")
        guard won.allSatisfy(closed.contains) else { throw dares.fail("won", "names a level whose dare is not closed") }
        let best = try dares.optionalInteger("bestStreak", in: 0...won.count) ?? 0
        let streak = try dares.optionalInteger("streak", in: 0...best) ?? 0
        return (closed, won, streak, best)
    }

    /// `treasuries`: one record a treasury tried, sorted by number (format 13; absent before).
    static func treasuries(_ reader: FieldReader<SaveError>) throws(SaveError) -> [TreasuryRecord] {
        let records =
            try reader.optionalList("treasuries", limit: Treasury.count) { value, field throws(SaveError) -> TreasuryRecord in
                let entry = try reader.element(value, field)
                try entry.refuseUnknown(["number", "opened", "tries", "bestMoves", "stars", "cratesTaken", "bestHaul"])
                var record = TreasuryRecord(number: try entry.integer("number", in: Treasury.numbers))
                record.opened = try entry.bool("opened")
                record.tries = try entry.integer("tries", in: 0...Economy.maximumCoins)
                record.bestMoves = try entry.optionalInteger("bestMoves", in: 0...LevelFile.maximumBudget)
                record.stars = try entry.integer("stars", in: 0...3)
                guard (record.stars > 0) == record.isWon else {
                    throw entry.fail("stars", record.isWon ? "must be 1 to 3 for a treasury won" : "must be 0 for a treasury never won")
                }
                record.cratesTaken = try entry.list("cratesTaken", limit: LevelFile.maximumCratesInALevel) {
                    value, field throws(SaveError) -> Int in
                    guard let index = value.integer, (0..<LevelFile.maximumCratesInALevel).contains(index) else {
                        throw entry.fail(field, "must be a crate index from 0 to \(LevelFile.maximumCratesInALevel - 1)")
                    }
                    return index
                }
                guard record.cratesTaken == Array(Set(record.cratesTaken)).sorted() else {
                    throw entry.fail("cratesTaken", "must be sorted with each crate once")
                }
                guard record.isWon || record.cratesTaken.isEmpty else {
                    throw entry.fail("cratesTaken", "must be empty for a treasury never won")
                }
                record.bestHaul = try entry.integer("bestHaul", in: 0...Economy.maximumCoins)
                guard record.opened || (record.tries == 0 && !record.isWon) else {
                    throw entry.fail("opened", "is false for a treasury tried")
                }
                return record
            } ?? []
        guard zip(records, records.dropFirst()).allSatisfy({ $0.number < $1.number }) else {
            throw reader.fail("treasuries", "must be sorted by number with one record a treasury")
        }
        return records
    }

    /// `daily`: results sorted by date, one per date (format 5; absent before).
    static func daily(_ reader: FieldReader<SaveError>) throws(SaveError) -> DailyRecord {
        let results =
            try reader.optionalList("daily", limit: DailyRecord.limit) { value, field throws(SaveError) -> DailyResult in
                let entry = try reader.element(value, field)
                try entry.refuseUnknown([
                    "date", "outcome", "moves", "par", "budget", "stars", "cratesTaken", "crates", "coins", "gemsTaken", "gems",
                ])
                let text = try entry.string("date")
                guard let date = DailyDate(text), date >= DailyDate.first, date <= DailyDate.last else {
                    throw entry.fail(
                        "date",
                        "must be a day from \(DailyDate.first) written YYYY-MM-DD, found '\(text.escapingControlCharacters(limit: 20))'")
                }
                let result = DailyResult(
                    date: date, outcome: try entry.choice("outcome", of: Outcome.self),
                    moves: try entry.integer("moves", in: 0...LevelFile.maximumBudget),
                    par: try entry.integer("par", in: 1...LevelFile.maximumBudget),
                    budget: try entry.integer("budget", in: 1...LevelFile.maximumBudget),
                    stars: try entry.integer("stars", in: 0...3),
                    cratesTaken: try entry.integer("cratesTaken", in: 0...LevelFile.maximumCratesInALevel),
                    crates: try entry.integer("crates", in: 0...LevelFile.maximumCratesInALevel),
                    coins: try entry.integer("coins", in: 0...Economy.maximumCoins),
                    gemsTaken: try entry.integer("gemsTaken", in: 0...LevelFile.maximumGems),
                    gems: try entry.integer("gems", in: 0...LevelFile.maximumGems))
                guard result.cratesTaken <= result.crates else { throw entry.fail("cratesTaken", "is more than crates (\(result.crates))") }
                guard result.gemsTaken <= result.gems else { throw entry.fail("gemsTaken", "is more than gems (\(result.gems))") }
                try impossibleResult(result, entry)
                return result
            } ?? []
        guard let record = DailyRecord(results: results) else {
            throw reader.fail("daily", "must be sorted by date with one result per date")
        }
        return record
    }

    /// Refuses a daily result no attempt can end with (docs/formats.md, "daily"): stars that
    /// do not follow the outcome, moves past the budget or a win below par.
    static func impossibleResult(_ result: DailyResult, _ entry: FieldReader<SaveError>) throws(SaveError) {
        guard result.par <= result.budget else {
            throw entry.fail("par", "is \(result.par), more than the day's budget (\(result.budget))")
        }
        guard result.moves <= result.budget else {
            throw entry.fail("moves", "is \(result.moves), more than the day's budget (\(result.budget))")
        }
        if result.outcome == .won {
            guard result.stars > 0 else { throw entry.fail("stars", "is 0 for a day won: a win earns 1 to 3 stars") }
            guard result.moves >= result.par else {
                throw entry.fail("moves", "is \(result.moves) for a day won, fewer than its par (\(result.par))")
            }
        } else if result.stars > 0 {
            throw entry.fail("stars", "is \(result.stars) for a day not won: only a win earns stars")
        }
    }

    /// Refuses a daily result dated after `today`: no day is played before it comes. Only a
    /// reader given today checks it (the reader itself has no clock).
    static func refuseDays(after today: DailyDate, in document: SaveDocument) throws(SaveError) {
        let keyed =
            [("", document.shipped)]
            + document.campaigns.keys.sorted().compactMap { key in
                document.campaigns[key].map { ("campaigns.\(key).", $0) }
            }
        for (prefix, progress) in keyed {
            guard let index = progress.daily.results.firstIndex(where: { $0.date > today }) else { continue }
            let date = progress.daily.results[index].date
            throw .corrupt("field '\(prefix)daily[\(index)].date' is \(date), a day after today (\(today), UTC)")
        }
    }

    static func inventory(_ reader: FieldReader<SaveError>) throws(SaveError) -> Inventory {
        try reader.refuseUnknown(["jumps", "demolishes", "times"])
        return Inventory(
            jumps: try reader.integer("jumps", in: 0...Inventory.maximumCount),
            demolishes: try reader.integer("demolishes", in: 0...Inventory.maximumCount),
            times: try reader.optionalInteger("times", in: 0...Inventory.maximumCount) ?? 0)
    }

    /// A level's best run (format 5): bounded notation that parses. Whether it still wins is
    /// left to where it is used: a level rebuilt differently is not damage in the save.
    static func bestRun(_ reader: FieldReader<SaveError>) throws(SaveError) -> BestRun {
        try reader.refuseUnknown(["inputs", "inventory"])
        let inputs = try reader.string("inputs")
        guard inputs.utf8.count <= BestRun.maximumLength else {
            throw reader.fail("inputs", "is \(inputs.utf8.count) bytes long, more than the \(BestRun.maximumLength) a best run may hold")
        }
        do { _ = try Inputs.parse(inputs) } catch { throw reader.fail("inputs", "is not valid: \(error.description)") }
        return BestRun(inputs: inputs, inventory: try inventory(reader.nested("inventory")))
    }

    static func records(_ reader: FieldReader<SaveError>) throws(SaveError) -> [LevelRecord] {
        let records = try reader.list("levels", limit: LevelFile.maximumLevels) { value, field throws(SaveError) in
            let entry = try reader.element(value, field)
            try entry.refuseUnknown(["id", "bestMoves", "stars", "cratesTaken", "gemsTaken", "perfectBonusPaid", "bestRun", "planned"])
            var record = LevelRecord(id: try entry.integer("id", in: 1...LevelFile.maximumLevels))
            record.bestMoves = try entry.optionalInteger("bestMoves", in: 0...LevelFile.maximumBudget)
            record.stars = try entry.integer("stars", in: 0...3)
            record.cratesTaken = try entry.indices("cratesTaken", below: LevelFile.maximumCratesInALevel)
            record.gemsTaken = try entry.indices("gemsTaken", below: LevelFile.maximumGems)
            record.perfectBonusPaid = try entry.bool("perfectBonusPaid")
            record.bestRun = try entry.optionalNested("bestRun").map(bestRun)
            record.planned = try entry.optionalBool("planned") ?? false
            return record
        }
        for (a, b) in zip(records, records.dropFirst()) where a.id >= b.id {
            throw reader.fail("levels", "must be sorted by id without repeats, found level \(b.id) after level \(a.id)")
        }
        return records
    }
}
