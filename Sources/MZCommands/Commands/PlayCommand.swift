import Foundation
import GameEngine
import TerminalBackend
import TerminalUI

/// `mz` and `mz play`: the terminal game (SPEC §9–§10).
enum PlayCommand {
    static let name = "play"
    static let summary = "play a campaign level or a seeded level in the terminal"
    static let usage = "mz play [--level N | --seed S [--size WxH] [--algorithm A] [--ice F] [--mud F] [--braid F] [--crates N] [--mask NAME]]"
    static let specs: [OptionSpec] = LevelSource.seededSpecs

    /// `mz` with no command: the campaign from the title screen.
    static func campaign(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        try requireTerminal()
        var (app, session) = try openSession(args, console, writing: true)
        return try session.run(&app, console: console)
    }

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        try requireTerminal()
        var (app, session) = try openSession(args, console, writing: !args.has("seed"))
        if args.has("seed") {
            let level = try LevelSource.build(try LevelSource.spec(args, command: "mz play"))
            app = App(context: app.context, progress: app.progress, level: level)
            session.standalone = true
        } else if let n = try args.integer("level", in: 1...LevelFile.maximumLevels) {
            let spec = try LevelSource.spec(args, command: "mz play")
            guard app.progress.isUnlocked(n) else {
                throw .usage("level \(n) is locked: levels unlock in order, and level \(app.progress.unlockedLevel) is the next to clear (mz play --level \(app.progress.unlockedLevel))")
            }
            app.open(level: try LevelSource.build(spec))
        }
        return try session.run(&app, console: console)
    }

    static func requireTerminal() throws(CommandError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage("the game needs a terminal on standard input and output; without one, use the headless commands: mz level, mz validate, mz replay --headless, mz generate")
        }
    }

    /// Opens the save and the campaign for a terminal session. `writing` sessions (the
    /// campaign, `play --level`) lock the save for their whole run; the others only read it.
    static func openSession(_ args: ParsedArguments, _ console: Console, writing: Bool = false) throws(CommandError) -> (App, GameSession) {
        let (campaign, identity) = try LevelSource.campaignWithIdentity(args)
        let store = try SaveStore(args, environment: console.environment)
        var lock: SaveLock?
        var unsaved: String?
        var notices: [String] = []
        if writing {
            // Anything at the path that is not a save is refused before a lock file is made.
            _ = try store.load(movingAside: false)
            switch try SaveLock.acquire(file: try store.target(), shownAs: store.path) {
            case let .locked(held): lock = held
            case let .unavailable(reason):
                unsaved = reason
                notices.append("Progress will not be saved: \(reason).")
            }
        }
        // Only a session holding the lock may move a damaged save aside.
        var (document, loadNotice) = try store.load(movingAside: writing)
        if let loadNotice { notices.insert(loadNotice, at: 0) }
        let (progress, changes) = document.progress(in: identity).fitted(toLevelCount: campaign.levels.count)
        if !changes.isEmpty { notices.append("This campaign has \(campaign.levels.count) levels: " + changes.joined(separator: "; ") + ".") }
        // The fitted progress is what the session starts from, so quitting unchanged writes nothing.
        document.store(progress, in: identity)
        let noColour = args.has("no-color") || console.environment["NO_COLOR"].map { !$0.isEmpty } == true
        let ascii = args.has("ascii") || progress.settings.ascii || !NcursesTerminal.localeIsUTF8
        let context = AppContext(
            campaign: campaign, ascii: ascii, colour: !noColour && progress.settings.colour,
            animation: !args.has("no-animation") && progress.settings.animation)
        let dataFolder = args.string("save").map { ($0 as NSString).deletingLastPathComponent } ?? (try? DataFolder.path(console.environment))
        var session = GameSession(
            store: store, replays: dataFolder.map { ReplayStore(dataFolder: $0.isEmpty ? "." : $0) },
            campaign: identity, document: document, lock: lock)
        session.unsavedReason = unsaved
        let notice = notices.isEmpty ? nil : notices.joined(separator: " ")
        return (App(context: context, progress: progress, notice: notice), session)
    }
}
