import GameEngine
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The game loop: terminal in, effects out. Thin on purpose; the game is `App`. It owns the
/// save for the session: what was last written, the lock, and whether the last write failed
/// (written in `GameLoop+Saving.swift`).
struct GameLoop {
    let store: SaveStore
    let replays: ReplayStore?
    /// Which campaign's progress the app plays (docs/formats.md, "save.json": others are kept apart).
    let campaign: CampaignIdentity
    /// The whole save as last read or written; the app's progress goes into it on saving.
    var document: SaveDocument
    /// Held for the session; `nil` for sessions that do not write, or when no lock could be
    /// taken, and then `unsavedReason` says why nothing is written.
    let lock: SaveLock?
    /// Why this session writes no save (no lock could be taken), said on the title at the start
    /// and, if progress was made, on stderr at the end.
    var unsavedReason: String?
    /// Whether the progress of this session is the player's to keep (`Opening.keepsProgress`);
    /// a seeded level, a past day's daily, the lab or the replay viewer save nothing.
    let keepsProgress: Bool
    /// Why the last save failed, until a later one succeeds. Set only by `save(_:)`.
    var saveFailure: String?
    /// The daily result card of this session, with where its proof is: printed on standard
    /// output when the game ends, so it can be pasted.
    var dailyCard: String?
    /// Why today's counted daily attempt was stopped before it began: its provisional result
    /// could not be written. Set by `perform`; `finish` says it and exits 74.
    var dailyNotStarted: String?
    /// Whether a quit was already held back to show a failed save.
    private var warnedOnQuit = false
    /// Saves written this session (tests check that a burst of keys costs one). Counted only
    /// by `save(_:)`.
    var writes = 0
    /// Keys handled before one frame is drawn and one save written, so a burst of keys (a
    /// paste, a held key) costs one save, not one per key.
    static let keysPerFrame = 256

    init(
        store: SaveStore, replays: ReplayStore?, campaign: CampaignIdentity, document: SaveDocument, lock: SaveLock?,
        keepsProgress: Bool = true
    ) {
        self.store = store
        self.replays = replays
        self.campaign = campaign
        self.document = document
        self.lock = lock
        self.keepsProgress = keepsProgress
    }

    /// The loop itself, on any terminal (tests drive it with `MemoryTerminal`). `signal` gives
    /// a caught signal's number, if one arrived.
    mutating func run(_ app: inout App, on terminal: some Terminal, signal: () -> Int32?) -> Int32 {
        if perform(app.takeEffects(), &app) { return 0 }  // what opening the app asked (a replay, the save)
        while true {
            let size = terminal.size
            app.windowSize = size
            terminal.draw(app.render(width: size.width, height: size.height))
            if let signal = signal() {
                // Every action is remembered as it happens, so saving now loses nothing.
                perform(app.interrupted() + [.session(.save)], &app)
                return 128 + signal
            }
            guard let key = terminal.readKey(milliseconds: app.isAnimating ? 30 : 250) else {
                if app.isAnimating { _ = app.tick(seconds: 0.03) }
                continue
            }
            app.windowSize = terminal.size  // a resize is reported as a key
            var effects = app.handle(key)
            var handled = 1
            while handled < Self.keysPerFrame, !effects.contains(where: \.isQuit), let next = terminal.readKey(milliseconds: 0) {
                app.windowSize = terminal.size
                effects += app.handle(next)
                handled += 1
            }
            if perform(effects, &app) { return 0 }
        }
    }

    /// Carries out effects, saves first (once, however many asked, and always before quitting)
    /// so a replay never takes the space the save needs; returns `true` when the game should end.
    /// When the save made on quitting fails, the game stays open once to say so (the player may
    /// free space and quit again); a second quit leaves, and `finish` reports it on stderr.
    @discardableResult
    mutating func perform(_ effects: [Effect], _ app: inout App) -> Bool {
        if effects.contains(where: { $0.isSave || $0.isQuit }) { save(&app) }
        // A counted daily attempt begins only once its provisional result is on disk
        // (docs/rules.md, "What counts"): else the next `mz daily` would offer the first try
        // again. So the game ends before anything of the try (its proof, its card) is kept.
        if let saveFailure, let date = dailyResultNotOnDisk(app) {
            dailyNotStarted =
                "the daily challenge of \(date) was not started: its first move could not be saved (\(saveFailure)), and a counted try begins only once it is; play it again when the save can be written"
            return true
        }
        for case let .session(.record(replay)) in effects where saveFailure == nil {
            do { try replays?.record(replay) } catch { app.notice = "Could not record the replay: \(error.message)" }
        }
        for case let .session(.recordDailyProof(replay, date)) in effects {
            recordDailyProof(replay, date: date, app: &app)
        }
        guard effects.contains(where: \.isQuit) else { return false }
        if let saveFailure, !warnedOnQuit {
            warnedOnQuit = true
            app.notice = "Could not save: \(saveFailure). Quit again to leave without saving."
            return false
        }
        return true
    }
}

extension GameLoop {
    /// The day of a daily result the app holds that the save on disk does not: a counted
    /// attempt that has begun in the app but not on disk.
    func dailyResultNotOnDisk(_ app: App) -> DailyDate? {
        let onDisk = document.progress(in: campaign).daily
        return app.progress.daily.results.last { onDisk.result(on: $0.date) == nil }?.date
    }
}

extension Effect {
    var isSave: Bool { if case .session(.save) = self { true } else { false } }
    var isQuit: Bool { if case .quit = self { true } else { false } }
}
