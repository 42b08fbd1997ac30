#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The save file (docs/formats.md, "save.json"): the mark `"format": "mz-save"`, `formatVersion`, the shipped
/// campaign's progress flattened into the top-level object, and `campaigns`, the progress of
/// other campaigns by their identity.
///
/// Format 1 lacked `settings` and `ledger`, format 2 lacked `campaigns`, format 3 lacked
/// `tipsSeen` (the first-encounter tips shown), format 4 lacked `daily` (daily challenge
/// results) and the levels' `bestRun` (the ghost's run), formats 1 to 5 the mark, and formats
/// 1 to 6 the inventories' `times` (Time power-ups), formats 1 to 8 the levels' `planned` mark
/// and the avatars bought for coins, formats 1 to 10 `scoutPass`, formats 1 to 22 `surveyPass`; all are read and written back
/// as 23 (formats 10, 12 and 14 changed no field: they mark the generator-5 and generator-6
/// campaigns and the campaign of format 14; format 13 added `treasuries`).
public enum SaveFile {
    /// The format this build writes. Format 6 added the mark; a new number (rather than the
    /// mark alone) makes an mz of format 5 refuse these saves as newer, untouched. Format 7
    /// added `times` to inventories, which an mz of format 6 would take for damage: as newer,
    /// it refuses the save and leaves it as it is. Format 8 is the first for the generator-3
    /// campaign, format 9 for the generator-4 campaign, with the levels' `planned` mark and
    /// avatars bought for coins (an mz of format 8 would refuse both as damage), format 10 for the
    /// generator-5 campaign (new crate values and budgets): reading a save of format 9 or older
    /// migrates its shipped progress (`SaveReader.rebuilt`). Format 11 added `scoutPass`, which
    /// an mz of format 10 would take for damage. Format 12 is the generator-6 campaign (budgets
    /// and crate values anew, level 14 rebuilt): a save of format 11 or older is migrated.
    /// Format 13 added `treasuries`, which an mz of format 12 would take for damage, and is the
    /// campaign whose eighth levels are escapes: a save of format 12 keeps everything but what
    /// was played on the 13 levels built anew (`SaveReader.escapesRebuilt`). Format 14 is the
    /// campaign whose mechanics lie on the way on their first levels, with a first choice at
    /// level 5, a gem at 13 and a tour in every band: a save of format 13 or 12 keeps everything but what was played on
    /// the levels built anew since (`SaveReader.arrivalsRebuilt`). Format 15 is the campaign
    /// with a leap in every band and the first tour at level 7: a save of formats 12 to 14 keeps
    /// everything but what was played on the levels built anew since (`SaveReader.leapsRebuilt`).
    /// Format 16 is the generator-7 campaign, which built 23 levels anew (crate values drawn
    /// again on 20, the portal tours 24, 37 and 44): a save of formats 12 to 15 keeps everything
    /// but what was played on them (`SaveReader.formatSixteenRebuilt`) and is given the
    /// avatars for levels planned to perfection it has earned. Format 17 is the campaign with
    /// springs and chasms, which built 10 levels anew: a save of formats 12 to 16 keeps everything but what
    /// was played on them (`SaveReader.springsRebuilt`). Format 18 added `dares` (`Dare`), which
    /// an mz of format 17 would take for damage; it changed no level. Format 19 added the dares
    /// won in a row (`dares.streak`, `dares.bestStreak`), for the same reason. Format 20 is the
    /// campaign with timed crates, which built 7 levels anew as races: a save of formats 12 to
    /// 19 keeps everything but what was played on them (`SaveReader.racesRebuilt`). Format 21
    /// is the generator-8 campaign, whose levels keep no fixture that changes nothing: levels 12,
    /// 32, 42, 52 and 82 were built anew (`SaveReader.formatTwentyOneRebuilt`), and 30 levels
    /// lost fixtures and kept their
    /// crates, par and budget, so a save of formats 12 to 20 keeps their records and the crates
    /// paid and forgets only the ghost and a level left in progress there
    /// (`SaveReader.decorationTakenOut`). Format 22 is the campaign with doors and a key, which
    /// built the escapes in eighth place from 28 and the fixture levels in seventh from 47 anew:
    /// a save of formats 12 to 21 keeps
    /// everything but what was played on them (`SaveReader.doorsRebuilt`).
    /// Format 23 added `surveyPass` (`ShopItem.surveyPass`), which an mz of format 22 would
    /// take for damage; it changed no level. Format 24 is the campaign whose gem levels 25, 55
    /// and 75 were built anew, their crates outweighing the gem: a save of formats 12 to 23
    /// keeps everything but what was played on them (`SaveReader.gemQuestionsRebuilt`). Format
    /// 25 is the campaign whose third levels from the fifth band (43, 63, 73, 83 and 93) are
    /// escapes through two fixtures: a save of formats 12 to 24 keeps everything but what was
    /// played on them (`SaveReader.fixtureEscapesRebuilt`). Format 26 is generator 9's campaign,
    /// whose budgets do not tell the best plan's length: a save of formats 12 to 25 keeps
    /// everything but what was played on the 26 levels it built anew (`SaveReader.budgetsRedrawn`,
    /// `SaveReader.ledgeQuestionsRebuilt`). Format 27 is the campaign whose races rush the
    /// timed crate on four of eight: a save of formats 12 to 26 keeps everything but what was
    /// played on the four races it built anew (`SaveReader.raceQuestionsRebuilt`). Format 28 is
    /// generator 10's campaign, whose clocks have room but on the first two races: a save of
    /// formats 12 to 27 keeps everything but what was played on the four races it built anew
    /// (`SaveReader.clocksGivenRoom`). Format 29 is the campaign whose tours hold a portal or
    /// springs to the end, whose ninth levels 59, 79 and 89 are such tours, and whose gem levels
    /// from 55 hold one too: a save of formats 12 to 28 keeps everything but what was played on
    /// the eleven levels it built anew (`SaveReader.shuttleToursRebuilt`,
    /// `SaveReader.shuttleGemsRebuilt`).
    public static let formatVersion = 29
    /// The largest save accepted; bigger files are refused unread.
    public static let maximumBytes = 4 * 1024 * 1024

    /// Reads a save, migrating older formats and checking every field's range; given `today`,
    /// also that no daily result is dated after it.
    /// - Throws: `SaveError.notASave` for anything that is not an mz save (docs/formats.md,
    ///   "Whose file it is"), `.newerFormat` for a save from a newer mz, `.corrupt` naming the
    ///   field or place for a damaged save of ours.
    /// - Complexity: O(n) in the file's size.
    public static func read(_ data: Data, today: DailyDate? = nil) throws(SaveError) -> SaveDocument {
        let document = try decode(data)
        if let today { try SaveReader.refuseDays(after: today, in: document) }
        return document
    }

    private static func decode(_ data: Data) throws(SaveError) -> SaveDocument {
        guard data.count <= maximumBytes else { throw .corrupt("it is \(data.count) bytes, more than the \(maximumBytes)-byte limit") }
        guard !data.isEmpty else { throw .corrupt("it is empty") }
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch {
            switch FileKind.save.recognise(unparsable: data, problem: error.message) {
            case .ours: throw .corrupt("it is not valid JSON (\(error.message))")
            case let .foreign(reason): throw .notASave(reason)
            }
        }
        guard case let .object(fields) = root else { throw .notASave("it is not a JSON object") }
        if case let .foreign(reason) = FileKind.save.recognise(fields) { throw .notASave(reason) }
        let version: Int
        switch fields["formatVersion"] {
        case nil: throw .corrupt("field 'formatVersion' is missing")
        case let value?:
            guard let n = value.integer else { throw .corrupt("field 'formatVersion' must be a whole number, found \(value.kind)") }
            version = n
        }
        guard version <= formatVersion else { throw .newerFormat(version) }
        guard version >= 1 else { throw .corrupt("field 'formatVersion' is \(version), not a save format") }
        return try SaveReader.document(fields, version: version)
    }

    /// The save as JSON text, keys in the fixed order of `SaveWriter`, every string escaped.
    /// - Complexity: O(n) in the size of the progress.
    ///
    /// A save is never written bigger than `maximumBytes`, which the reader would refuse: the
    /// ghosts' best runs are the one part that can grow that far (up to 100,000 characters a
    /// level, in up to 101 campaigns), so the longest are left out first until it fits; the
    /// next win on those levels keeps a run again.
    public static func json(_ document: SaveDocument) -> String {
        var document = document
        var text = JSONWriter.text(.object(SaveWriter.document(document))) + "\n"
        while text.utf8.count > maximumBytes, document.dropLongestBestRuns(totalling: text.utf8.count - maximumBytes) {
            text = JSONWriter.text(.object(SaveWriter.document(document))) + "\n"
        }
        return text
    }
}
