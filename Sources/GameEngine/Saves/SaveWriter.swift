/// Writes a save's JSON through `JSONWriter`, so every string (avatar ids, attempt inputs,
/// campaign keys) is escaped, in one fixed key order that `docs/formats.md` shows:
/// the mark `"format": "mz-save"`, `formatVersion`, the shipped progress's fields in `SaveReader.progressFields` order, then
/// `campaigns` (by key, each holding the same progress fields).
///
/// Layout: one member per line at the top and in `campaigns`, one level record or ledger entry
/// per line, every smaller object on one line, so a save reads and diffs as a short table.
enum SaveWriter {
    /// The whole file's object.
    /// - Complexity: O(n) in the size of the progress.
    static func document(_ document: SaveDocument) -> JSONObjectBuilder {
        var top = JSONObjectBuilder(layout: .lines)
        top.add(FileKind.markField, FileKind.save.mark)
        top.add("formatVersion", SaveFile.formatVersion)
        progress(document.shipped, into: &top)
        var campaigns = JSONObjectBuilder(layout: .lines)
        for key in document.campaigns.keys.sorted() {
            guard let other = document.campaigns[key] else { continue }
            var fields = JSONObjectBuilder(layout: .lines)
            progress(other, into: &fields)
            campaigns.add(key, fields)
        }
        top.add("campaigns", campaigns)
        return top
    }

    /// Adds the fields of `progress`, in `SaveReader.progressFields` order, to `object`.
    /// Absent values (no attempt, a level never won) are left out, as the reader expects.
    static func progress(_ progress: PlayerProgress, into object: inout JSONObjectBuilder) {
        object.add("coins", progress.coins)
        object.add("inventory", inventory(progress.inventory))
        object.add("unlockedLevel", progress.unlockedLevel)
        object.add("levels", .array(progress.levels.map { .object(record($0)) }, .lines))
        object.add("avatars", .array(progress.avatars.map(JSONOutput.string)))
        object.add("avatar", progress.avatar)
        object.add("settings", settings(progress.settings))
        if let attempt = progress.attempt {
            object.add(
                "attempt",
                JSONObjectBuilder([
                    "level": .int(attempt.level), "inputs": .string(attempt.inputs), "inventory": .object(inventory(attempt.inventory)),
                ]))
        }
        object.add("ledger", .array(progress.ledger.map { .object(entry($0)) }, .lines))
        if !progress.tipsSeen.isEmpty { object.add("tipsSeen", .array(progress.tipsSeen.map(JSONOutput.string))) }
        if progress.hints > 0 { object.add("hints", progress.hints) }
        if let pass = progress.scoutPass { object.add("scoutPass", pass.rawValue) }
        if progress.surveyPass { object.add("surveyPass", true) }
        if !progress.daily.results.isEmpty { object.add("daily", .array(progress.daily.results.map { .object(daily($0)) }, .lines)) }
        if !progress.treasuries.isEmpty { object.add("treasuries", .array(progress.treasuries.map { .object(treasury($0)) }, .lines)) }
        if !progress.daresClosed.isEmpty {
            var dares = JSONObjectBuilder([
                "closed": .array(progress.daresClosed.map(JSONOutput.int)), "won": .array(progress.daresWon.map(JSONOutput.int)),
            ])
            if progress.dareStreak > 0 { dares.add("streak", progress.dareStreak) }
            if progress.bestDareStreak > 0 { dares.add("bestStreak", progress.bestDareStreak) }
            object.add("dares", dares)
        }
    }

    static func treasury(_ record: TreasuryRecord) -> JSONObjectBuilder {
        var fields = JSONObjectBuilder()
        fields.add("number", record.number)
        fields.add("opened", record.opened)
        fields.add("tries", record.tries)
        if let best = record.bestMoves { fields.add("bestMoves", best) }
        fields.add("stars", record.stars)
        fields.add("cratesTaken", .array(record.cratesTaken.map(JSONOutput.int)))
        fields.add("bestHaul", record.bestHaul)
        return fields
    }

    static func daily(_ result: DailyResult) -> JSONObjectBuilder {
        JSONObjectBuilder([
            "date": .string(result.date.description), "outcome": .string(result.outcome.rawValue), "moves": .int(result.moves),
            "par": .int(result.par), "budget": .int(result.budget), "stars": .int(result.stars),
            "cratesTaken": .int(result.cratesTaken), "crates": .int(result.crates), "coins": .int(result.coins),
            "gemsTaken": .int(result.gemsTaken), "gems": .int(result.gems),
        ])
    }

    /// `{"jumps": N, "demolishes": N}`, and `"times": N` when there are Times: power-ups in a
    /// save and in a replay (left out at 0, so a replay without Time reads as it always did).
    static func inventory(_ inventory: Inventory) -> JSONObjectBuilder {
        var object = JSONObjectBuilder(["jumps": .int(inventory.jumps), "demolishes": .int(inventory.demolishes)])
        if inventory.times > 0 { object.add("times", inventory.times) }
        return object
    }

    static func record(_ record: LevelRecord) -> JSONObjectBuilder {
        var fields = JSONObjectBuilder()
        fields.add("id", record.id)
        if let best = record.bestMoves { fields.add("bestMoves", best) }
        fields.add("stars", record.stars)
        fields.add("cratesTaken", .array(record.cratesTaken.map(JSONOutput.int)))
        fields.add("gemsTaken", .array(record.gemsTaken.map(JSONOutput.int)))
        fields.add("perfectBonusPaid", record.perfectBonusPaid)
        if let run = record.bestRun {
            fields.add("bestRun", JSONObjectBuilder(["inputs": .string(run.inputs), "inventory": .object(inventory(run.inventory))]))
        }
        // Left out until earned (format 9), so a level record stays one short line.
        if record.planned { fields.add("planned", true) }
        return fields
    }

    static func settings(_ settings: Settings) -> JSONObjectBuilder {
        JSONObjectBuilder(["ascii": .bool(settings.ascii), "colour": .bool(settings.colour), "animation": .bool(settings.animation)])
    }

    static func entry(_ entry: LedgerEntry) -> JSONObjectBuilder {
        JSONObjectBuilder([
            "level": .int(entry.level), "outcome": .string(entry.outcome.rawValue), "movesUsed": .int(entry.movesUsed),
            "par": .int(entry.par), "coins": .int(entry.coins),
        ])
    }
}
