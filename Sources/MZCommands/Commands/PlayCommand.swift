import Foundation
import GameEngine
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
        var (app, session) = try openSession(args, console)
        return try session.run(&app)
    }

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        try requireTerminal()
        var (app, session) = try openSession(args, console)
        if args.has("seed") {
            let level = try LevelSource.build(try LevelSource.spec(args, command: "mz play"))
            app = App(context: app.context, progress: app.progress, level: level)
            session.standalone = true
        } else if let n = try args.integer("level", in: 1...LevelFile.maximumLevels) {
            let spec = try LevelSource.spec(args, command: "mz play")
            guard app.progress.isUnlocked(n) else {
                throw .usage("level \(n) is locked; clear level \(app.progress.unlockedLevel) first (or play it from 'mz')")
            }
            app.open(level: try LevelSource.build(spec))
        }
        return try session.run(&app)
    }

    static func requireTerminal() throws(CommandError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage("the game needs a terminal on standard input and output; without one, use the headless commands: mz level, mz validate, mz replay --headless, mz generate")
        }
    }

    static func openSession(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> (App, GameSession) {
        let (campaign, _) = try LevelSource.campaign(args)
        let store = try SaveStore(args, environment: console.environment)
        let (progress, notice) = try store.load()
        let noColour = args.has("no-color") || console.environment["NO_COLOR"].map { !$0.isEmpty } == true
        let ascii = args.has("ascii") || progress.settings.ascii || !NcursesTerminal.localeIsUTF8
        let context = AppContext(
            campaign: campaign, ascii: ascii, colour: !noColour && progress.settings.colour,
            animation: !args.has("no-animation") && progress.settings.animation)
        let dataFolder = args.string("save").map { ($0 as NSString).deletingLastPathComponent } ?? (try? DataFolder.path(console.environment))
        let session = GameSession(store: store, replays: dataFolder.map { ReplayStore(dataFolder: $0.isEmpty ? "." : $0) })
        return (App(context: context, progress: progress, notice: notice), session)
    }
}

/// The game loop: terminal in, effects out. Thin on purpose; the game is `App`.
struct GameSession {
    let store: SaveStore
    let replays: ReplayStore?
    var standalone = false

    /// Runs until the player quits or a signal arrives; returns the exit status.
    func run(_ app: inout App) throws(CommandError) -> Int32 {
        let terminal: NcursesTerminal
        do { terminal = try NcursesTerminal(colour: app.context.colour) } catch {
            throw .usage(error.description)
        }
        SignalMonitor.install()
        defer { terminal.close() }
        var status: Int32 = 0
        loop: while true {
            let size = terminal.size
            terminal.draw(app.render(width: size.width, height: size.height))
            if let signal = SignalMonitor.take() {
                // Every action is remembered as it happens, so saving now loses nothing.
                if !standalone { perform([.save], &app) }
                status = 128 + signal
                break loop
            }
            guard let key = terminal.readKey(milliseconds: app.isAnimating ? 30 : 250) else {
                if app.isAnimating { _ = app.tick(seconds: 0.03) }
                continue
            }
            let effects = app.handle(key)
            if perform(effects, &app) { break loop }
        }
        terminal.close()
        return status
    }

    /// Carries out effects; returns `true` when the game should end.
    @discardableResult
    func perform(_ effects: [Effect], _ app: inout App) -> Bool {
        var quit = false
        for effect in effects {
            switch effect {
            case .save:
                guard !standalone else { continue }
                do { try store.save(app.progress) } catch { app.notice = "Could not save: \(error.message)" }
            case let .record(replay):
                do { try replays?.record(replay) } catch { app.notice = "Could not record the replay: \(error.message)" }
            case .quit:
                quit = true
            }
        }
        return quit
    }
}
