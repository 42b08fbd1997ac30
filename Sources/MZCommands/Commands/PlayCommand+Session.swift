import GameEngine
import TerminalBackend
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

// Opening a terminal session (the campaign, a level, the daily, the lab, the replay viewer): the
// terminal check, the save, the campaign, and the app opened on what the command asked for.
extension PlayCommand {
    /// Refuses to start without a terminal on both standard input and output.
    static func requireTerminal() throws(CommandError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage(
                "the game needs a terminal on standard input and output; without one, use the headless commands: mz level, mz validate, mz replay --headless, mz generate"
            )
        }
    }

    /// Opens the save and the campaign for a terminal session, and the app on `opening`. A
    /// session whose progress is the player's to keep (`Opening.keepsProgress`: the campaign,
    /// `play --level`, today's daily) locks the save for its whole run and writes it; the
    /// others only read it.
    static func openGame(_ args: ParsedArguments, _ console: Console, opening: Opening) throws(CommandError) -> (App, GameLoop) {
        let writing = opening.keepsProgress
        let (campaign, identity) = try LevelSource.campaignWithIdentity(args)
        let store = try SaveStore(args, environment: console.environment)
        let today = try? console.today.get()
        var lock: SaveLock?
        var unsaved: String?
        var notices: [String] = []
        if writing {
            // Anything at the path that is not a save is refused before a lock file is made.
            _ = try store.load(movingAside: false, today: today)
            switch try SaveLock.acquire(file: try store.target(), shownAs: store.path) {
            case let .locked(held): lock = held
            case let .unavailable(reason):
                unsaved = reason
                notices.append("Progress will not be saved: \(reason).")
            }
        }
        // Only a session holding the lock may move a damaged save aside.
        var (document, loadNotice) = try store.load(movingAside: writing, today: today)
        if let loadNotice { notices.insert(loadNotice, at: 0) }
        let (progress, changes) = document.progress(in: identity).fitted(toLevelCount: campaign.levels.count)
        if !changes.isEmpty {
            notices.append("This campaign has \(campaign.levels.count.counted("level")): " + changes.joined(separator: "; ") + ".")
        }
        // The fitted progress is what the session starts from, so quitting unchanged writes nothing.
        document.store(progress, in: identity)
        let noColour = args.has(CommonOptions.noColor) || console.environment["NO_COLOR"].map { !$0.isEmpty } == true
        let ascii = args.has(CommonOptions.ascii) || progress.settings.ascii || !NcursesTerminal.localeIsUTF8
        let dataFolder = try args.value(CommonOptions.save).map { FileAccess.folder(of: $0) } ?? (try? DataFolder.path(console.environment))
        var context = AppContext(
            campaign: campaign, ascii: ascii, colour: !noColour && progress.settings.colour,
            animation: !args.has(CommonOptions.noAnimation) && progress.settings.animation,
            dataFolder: dataFolder.map { $0.isEmpty ? "." : $0 })
        // The daily belongs with the shipped campaign's progress (docs/formats.md, "save.json", keeps others apart).
        if identity == .shipped {
            let now = console.now
            context.clock = { Result { () throws(DailyClockError) in try DailyDate.today(secondsSince1970: now()) } }
            context.offersTreasuries = true
        }
        // The campaign session may bring the inventory up to date with a saved attempt (older
        // saves kept it from before the attempt): that alone is not a change worth a write.
        document.store(CampaignSession(progress: progress, campaign: campaign).progress, in: identity)
        let app = App(
            context: context, progress: progress, notice: notices.isEmpty ? nil : notices.joined(separator: " "), opening: opening)
        var loop = GameLoop(
            store: store, replays: dataFolder.map { ReplayStore(dataFolder: $0.isEmpty ? "." : $0) },
            campaign: identity, document: document, lock: lock, keepsProgress: writing)
        loop.unsavedReason = unsaved
        return (app, loop)
    }
}
