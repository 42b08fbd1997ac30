import GameEngine
import MazeKit

/// The whole terminal game as a value: the campaign session, the screen on show, and a notice.
///
/// A thin router: a key becomes a `Command` for the screen on show (`KeyMap`), the screen
/// answers with effects, and the app carries them out: intents go to the session, whose events
/// go back to the screen or open the play and summary screens; saves, replays and quitting go
/// to the loop. Nothing here touches the terminal.
public struct App: Sendable {
    /// Fixed facts of this run (campaign, glyphs, colour, animation, data folder).
    public let context: AppContext
    /// The player's campaign and the attempt on screen: the one source of truth.
    public private(set) var session: CampaignSession
    /// The screen on show.
    var scene: Scene
    /// The title as the player left it, so coming back keeps its cursor.
    var title = TitleScene()
    /// A one-off message for the player (a moved-aside save, a write error).
    public var notice: String?
    /// Opened straight into one screen (`mz play --seed`, `mz lab`, `mz replay`): leaving it quits.
    public var openedStandalone = false
    /// The terminal's size, as the loop last saw it (screens that grow clamp to it).
    public var windowSize = (width: 80, height: 24)
    /// The player's last `g` in this sitting (`nil` before the first): shown or hidden from
    /// then on, on every level that has a ghost.
    var ghostPreference: Bool?
    /// Campaign levels begun in this sitting: beginning one again is a retry, where the ghost
    /// comes on by default (the first attempt is left to the player's own eyes).
    var levelsBegun: Set<Int> = []
    /// The smallest terminal the game draws in (SPEC §10's baseline is 80×24).
    public static let minimumSize = (width: 60, height: 20)
    /// The keys that work on the too-small screen: `q`, and Ctrl-C should it come as a key
    /// rather than as SIGINT.
    static let tooSmallQuitKeys: [Key] = [.character("q"), .character("\u{3}")]

    /// The player's progress.
    public var progress: PlayerProgress { session.progress }

    /// The campaign, starting at the title.
    public init(context: AppContext, progress: PlayerProgress, notice: String? = nil) {
        self.context = context
        session = CampaignSession(progress: progress, campaign: context.campaign)
        self.notice = notice
        scene = .title(TitleScene())
    }

    /// A single seeded level (`mz play --seed`): play it, then quit.
    public init(context: AppContext, progress: PlayerProgress, level: Level) {
        self.init(context: context, progress: progress)
        openedStandalone = true
        _ = carryOut([.session(.practice(level))])
    }

    /// The daily challenge of `date` (`mz daily`): play it, then quit. On the day itself
    /// (`isToday`) the first attempt that ends is the day's result.
    public init(context: AppContext, progress: PlayerProgress, daily date: DailyDate, level: Level, isToday: Bool) {
        self.init(context: context, progress: progress)
        openedStandalone = true
        _ = carryOut([.session(.daily(date: date, level: level, isToday: isToday))])
    }

    /// Opens the lab (`mz lab`): leaving it quits.
    public init(context: AppContext, progress: PlayerProgress, lab: LabScene) {
        self.init(context: context, progress: progress)
        scene = .lab(lab)
        openedStandalone = true
    }

    /// Opens the replay viewer (`mz replay FILE`) at `speed` actions per second.
    public init(context: AppContext, progress: PlayerProgress, replay: Replay, level: Level, speed: Double = 4) {
        self.init(context: context, progress: progress, replays: [(replay, level)], speed: speed)
    }

    /// Opens the replay viewer on one or two replays, each with its level as built now (`mz
    /// replay A B`: shown side by side in time) at `speed` actions per second.
    /// - Precondition: one or two replays.
    public init(context: AppContext, progress: PlayerProgress, replays: [(replay: Replay, level: Level)], speed: Double = 4) {
        self.init(context: context, progress: progress)
        var viewer = ReplayScene(runs: replays, context: context)
        viewer.speed = speed
        scene = .replay(viewer)
        openedStandalone = true
    }

    /// Straight into a campaign level (`mz play --level N`), resuming a saved attempt at it.
    public mutating func open(level id: Int) -> [Effect] {
        carryOut([.session(.play(level: id))])
    }

    /// What a screen may read.
    var world: World { World(context: context, session: session, windowSize: windowSize) }

    /// Whether the terminal is too small to play in (keys but `q` are then ignored).
    var isTooSmall: Bool { windowSize.width < App.minimumSize.width || windowSize.height < App.minimumSize.height }

    // MARK: - Input

    /// Handles one key and returns what the loop must do (save, record, quit).
    public mutating func handle(_ key: Key) -> [Effect] {
        if key == .resize { return [] }
        if isTooSmall {
            // The game is not on screen: keys would act unseen, and a quit question could not
            // be read. Only q (and Ctrl-C) acts, leaving at once and saving as a signal does.
            guard App.tooSmallQuitKeys.contains(key) else { return [] }
            return interrupted() + [.save, .quit]
        }
        notice = nil
        if case let .help(_, back) = scene {
            scene = back  // any key leaves help
            return []
        }
        guard let command = KeyMap.command(for: key, in: scene.model.keyContext) else { return [] }
        var model = scene.model
        let effects = model.handle(command, in: world)
        scene.model = model
        return carryOut(effects)
    }

    /// Carries out effects: the app's own here, the loop's returned.
    mutating func carryOut(_ effects: [Effect]) -> [Effect] {
        var loop: [Effect] = []
        for effect in effects {
            switch effect {
            case .save, .record, .recordDailyProof, .quit: loop.append(effect)
            case let .notice(text): notice = text
            case let .preferGhost(shown): ghostPreference = shown
            case .help:
                if case .help = scene { break }
                scene = .help(HelpScene(), back: scene)
            case .open(.title) where openedStandalone:
                loop.append(.quit)  // `mz lab` and friends: leaving the screen leaves the program
            case let .open(destination): open(destination)
            case let .session(intent):
                for event in session.apply(intent) { loop += route(event) }
            }
        }
        return loop
    }

    /// Shows a session event: the session's own effects to the loop, a new or finished attempt
    /// as the play or summary screen, anything else to the screen on show.
    private mutating func route(_ event: SessionEvent) -> [Effect] {
        switch event {
        case .save: return [.save]
        case let .record(replay): return [.record(replay)]
        case let .recordDailyProof(replay, date): return [.recordDailyProof(replay, date: date)]
        case let .began(_, resumed):
            guard let attempt = session.current else { return [] }
            var play = PlayScene(attempt: attempt, resumed: resumed, context: context)
            let id = attempt.level.id
            play.ghost = session.ghost(for: attempt.level)
            play.showsGhost = play.ghost != nil && (ghostPreference ?? levelsBegun.contains(id))
            levelsBegun.insert(id)
            if let daily = attempt.daily {
                play.message = daily.counts
                    ? "Today's daily: only your first attempt counts. Reach E in \(attempt.level.budget.counted("move")) (par \(attempt.level.par))."
                    : "For fun: " + (session.progress.daily.result(on: daily.date).map { "today's result is in (\($0.shortText))." } ?? "only the day itself counts.")
            }
            // The first time a level has something new, the message line explains it, once
            // (not in the daily: its line says what counts; the campaign teaches the mechanics).
            if !resumed, attempt.daily == nil, let tip = Tip.next(for: attempt.level, holding: attempt.state.inventory, seen: progress.tipsSeen) {
                play.message = tip.text
                session.apply(.sawTip(tip))
            }
            scene = .play(play)
            return []
        case let .finished(finished) where finished.outcome != .abandoned:
            if case let .play(play) = scene {
                scene = .summary(SummaryScene(finished: finished, session: session, shown: play, world: world))
            }
            return []
        case let .finished(finished) where finished.dailyResult != nil:
            // A counted daily given up (restarted, or left after a move): the result is in.
            notice = "Today's daily result is in: \(finished.dailyResult?.movesText ?? ""). Play on for fun."
            return []
        case let .refused(.locked(level, unlocked)):
            notice = "Level \(level) is locked: clear level \(unlocked) to open the next one."
            return []
        case .suspended:
            open(.title)
            notice = "Saved. Continue from the title to resume where you were."
            return []
        default:
            var model = scene.model
            let effects = model.observe(event, in: world)
            scene.model = model
            return carryOut(effects)
        }
    }

    private mutating func open(_ destination: Destination) {
        switch scene {
        case let .title(current): title = current
        case .play, .summary: title.selection = 0  // back from a level: the cursor on Continue
        default: break
        }
        switch destination {
        case .title: scene = .title(title)
        case let .levelSelect(cursor):
            scene = .levelSelect(LevelSelectScene(cursor: min(max(1, cursor), context.campaign.levels.count) - 1))
        case .shop: scene = .shop(ShopScene())
        case .avatars: scene = .avatars(AvatarsScene(selection: AvatarCatalog.all.firstIndex { $0.id == progress.avatar } ?? 0))
        case .stats: scene = .stats(StatsScene())
        case .lab:
            let fit = LabScene.largestSize(fitting: windowSize)
            scene = .lab(LabScene(algorithm: .recursiveBacktracker, width: min(20, fit.width), height: min(10, fit.height),
                                  seed: UInt64(progress.ledger.count + 1)))
        }
    }

    /// What to do before the program ends on a signal: a counted daily attempt under way is
    /// given up (its result kept and its proof recorded), as leaving it by the menu would.
    public mutating func interrupted() -> [Effect] {
        guard session.current?.endingCountsAsDailyResult == true else { return [] }
        return carryOut([.session(.suspend)])
    }

    // MARK: - Time

    /// Advances animations by `seconds`; returns `true` when the frame changed.
    public mutating func tick(seconds: Double = 0.03) -> Bool {
        var model = scene.model
        let changed = model.tick(seconds: seconds, in: world)
        scene.model = model
        return changed
    }

    /// Whether something is moving (the loop then wakes up sooner).
    public var isAnimating: Bool { scene.model.isAnimating(in: world) }

    /// In the replay viewer, where each replay shown diverges from its record, checked to its
    /// end, also past where the viewer stopped or was left (so leaving early hides nothing);
    /// empty on any other screen.
    /// - Complexity: O(inputs left + cells) per replay.
    public var replayDivergences: [ReplayVerdict.Divergence?] {
        func divergences(_ scene: Scene) -> [ReplayVerdict.Divergence?] {
            switch scene {
            case let .replay(viewer): viewer.runs.map { $0.playback.finished().divergence }
            case let .help(_, back): divergences(back)
            default: []
            }
        }
        return divergences(scene)
    }
}

/// Where the app is.
indirect enum Scene: Sendable {
    case title(TitleScene)
    case levelSelect(LevelSelectScene)
    case play(PlayScene)
    case summary(SummaryScene)
    case shop(ShopScene)
    case avatars(AvatarsScene)
    case stats(StatsScene)
    case help(HelpScene, back: Scene)
    case replay(ReplayScene)
    case lab(LabScene)

    /// The screen as its reducer and view.
    var model: any SceneModel {
        get {
            switch self {
            case let .title(s): s
            case let .levelSelect(s): s
            case let .play(s): s
            case let .summary(s): s
            case let .shop(s): s
            case let .avatars(s): s
            case let .stats(s): s
            case let .help(s, _): s
            case let .replay(s): s
            case let .lab(s): s
            }
        }
        set {
            switch (self, newValue) {
            case (.title, let s as TitleScene): self = .title(s)
            case (.levelSelect, let s as LevelSelectScene): self = .levelSelect(s)
            case (.play, let s as PlayScene): self = .play(s)
            case (.summary, let s as SummaryScene): self = .summary(s)
            case (.shop, let s as ShopScene): self = .shop(s)
            case (.avatars, let s as AvatarsScene): self = .avatars(s)
            case (.stats, let s as StatsScene): self = .stats(s)
            case (let .help(_, back), let s as HelpScene): self = .help(s, back: back)
            case (.replay, let s as ReplayScene): self = .replay(s)
            case (.lab, let s as LabScene): self = .lab(s)
            default: break  // the scene was replaced while its model was out
            }
        }
    }
}
