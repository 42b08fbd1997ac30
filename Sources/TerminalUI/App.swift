import GameEngine
import MazeKit

/// The whole terminal game as a value: what every screen shares (`World`) and the screen on
/// show. Routing only: a key becomes a `Command` (`KeyMap`) for the screen on show, which
/// reduces it in place, asking the session through `World.apply`; the app then opens the
/// screens the session's events call for, follows the screen's `Route`, and passes the loop
/// what it must do (`Effect`). Nothing here touches the terminal or decides a rule.
public struct App: Sendable {
    /// What every screen shares: context, session, window, notice, this sitting.
    var world: World
    /// The screen on show.
    var scene: Scene
    /// The title as the player left it, so coming back keeps its cursor.
    var title = TitleScene()
    /// Opened straight into one screen (`mz play --seed`, `mz daily`, `mz lab`, `mz replay`):
    /// leaving it quits.
    public let openedStandalone: Bool
    /// What the opening asked of the loop (a suspended attempt given up: its replay and the
    /// save), until it takes them (`takeEffects`).
    private var pending: [Effect] = []
    /// The smallest terminal the game draws in (docs/design.md: 80×24 is the baseline).
    public static let minimumSize = (width: 60, height: 20)
    /// The keys that work on the too-small screen: `q`, and Ctrl-C should it come as a key
    /// rather than as SIGINT.
    static let tooSmallQuitKeys: [Key] = [.character("q"), .character("\u{3}")]

    /// The game for a player with `progress`, opened on `opening`.
    public init(context: AppContext, progress: PlayerProgress, notice: String? = nil, opening: Opening = .title) {
        world = World(context: context, progress: progress, notice: notice, beginning: opening.intent)
        openedStandalone = opening.isStandalone
        switch opening {
        case .title, .level, .practice, .daily: scene = .title(TitleScene())
        case let .lab(lab): scene = .lab(lab)
        case let .replays(runs, speed): scene = .replay(ReplayScene(runs: runs, speed: speed, context: context))
        }
        pending = routeEvents()
    }

    /// Fixed facts of this run (campaign, glyphs, colour, animation, data folder).
    public var context: AppContext { world.context }
    /// The player's campaign and the attempt on screen: the one source of truth.
    public var session: CampaignSession { world.session }
    /// The player's progress.
    public var progress: PlayerProgress { world.progress }
    /// A one-off message for the player (a moved-aside save, a write error).
    public var notice: String? {
        get { world.notice }
        set { world.notice = newValue }
    }
    /// The terminal's size, as the loop last saw it (screens that grow clamp to it).
    public var windowSize: (width: Int, height: Int) {
        get { world.windowSize }
        set { world.windowSize = newValue }
    }

    /// Whether the terminal is too small to play in (keys but `q` are then ignored).
    var isTooSmall: Bool { windowSize.width < App.minimumSize.width || windowSize.height < App.minimumSize.height }

    /// What the opening asked of the loop, once: the loop carries it out before the first frame.
    public mutating func takeEffects() -> [Effect] {
        defer { pending = [] }
        return pending
    }

    // MARK: - Input

    /// Handles one key and returns what the loop must do (save, record, quit).
    public mutating func handle(_ key: Key) -> [Effect] {
        if key == .resize { return [] }
        if isTooSmall {
            // The game is not on screen: keys would act unseen, and a quit question could not
            // be read. Only q (and Ctrl-C) acts, leaving at once and saving as a signal does.
            guard App.tooSmallQuitKeys.contains(key) else { return [] }
            return interrupted() + [.quit]
        }
        world.notice = nil
        if case let .help(_, back) = scene {
            scene = back  // any key leaves help
            return []
        }
        guard let command = KeyMap.command(for: key, in: scene.keyContext) else { return [] }
        let route = scene.reduce(command, in: &world)
        return routeEvents() + (route.map { follow($0) } ?? [])
    }

    /// What to do before the program ends on a signal: a counted daily attempt under way is
    /// given up (its result kept and its proof recorded), as leaving it by the menu would.
    public mutating func interrupted() -> [Effect] {
        scene.interrupt(in: &world)
        return routeEvents()
    }

    // MARK: - Routing

    /// Takes the session's events: a new attempt opens the play screen, a finished one the
    /// summary, a suspended one the title; the loop's events are passed on as they came; the
    /// rest were taken in place by the screen that asked.
    mutating func routeEvents() -> [Effect] {
        var loop: [Effect] = []
        var skipped: String?
        var events = world.takeEvents()
        while !events.isEmpty {
            for event in events {
                switch event {
                case .save, .record, .recordDailyProof:
                    loop.append(.session(event))
                case let .began(_, resumed):
                    guard let attempt = world.session.current else { continue }
                    scene = .play(PlayScene(attempt: attempt, resumed: resumed, world: &world))
                case let .finished(finished) where finished.outcome != .abandoned:
                    if case let .play(play) = scene {
                        let nudge = world.surveyNudged ? nil : SummaryScene.surveyNudge(after: finished, in: world)
                        if nudge != nil { world.surveyNudged = true }
                        scene = .summary(SummaryScene(finished: finished, shown: play, surveyNudge: nudge))
                    }
                case .undone(_, reopened: true):
                    // Out of moves taken back: the play screen as it was, going on.
                    if case let .summary(summary) = scene {
                        var play = summary.play
                        play.showUndone(from: summary.finished.attempt.state, in: world, reopened: true)
                        scene = .play(play)
                    }
                case let .refused(.locked(level, unlocked)):
                    world.notice = "Level \(level) is locked: clear level \(unlocked) to open the next one."
                case let .skipped(level, price):
                    // The next level's screen opens on the `.began` after this; said below.
                    skipped = "Level \(level) skipped for \(price.counted("coin")): win it later from level select."
                case .suspended:
                    open(.title)
                case .finished, .refused, .acted, .hinted, .scouted, .guided, .switchedScoutPass, .bought, .boughtAvatar, .wore, .undone,
                    .paidTreasuryFee, .openedTreasury, .dared, .keptDareRun, .surveyed:
                    break  // taken in place by the screen that asked
                }
            }
            events = world.takeEvents()  // a screen opened may have asked something too
        }
        // A skip is said over the next level's message line, unless that line teaches something
        // new: the notice would hide the tip, which is then marked seen (a tester of session 38
        // skipped 73 and never read the trapdoors' tip on 74). The purse shows the price paid.
        if let skipped {
            if case let .play(play) = scene, play.openingTip != nil {} else { world.notice = skipped }
        }
        return loop
    }

    /// Goes where a screen sent the player.
    private mutating func follow(_ route: Route) -> [Effect] {
        switch route {
        case .quit:
            return [.quit]
        case .help:
            if case .help = scene { return [] }
            scene = .help(HelpScene(over: scene.keyContext), back: scene)
            return []
        case .open(.title) where openedStandalone:
            return [.quit]  // `mz lab` and friends: leaving the screen leaves the program
        case let .open(destination):
            open(destination)
            return []
        }
    }

    /// Shows `destination`, opened as its screen's initialiser decides.
    private mutating func open(_ destination: Destination) {
        switch scene {
        case let .title(current): title = current
        case .play, .summary: title.selection = 0  // back from a level: the cursor on Continue
        case .levelSelect, .shop, .avatars, .stats, .help, .replay, .lab, .treasuries: break
        }
        switch destination {
        case .title: scene = .title(title)
        case let .levelSelect(cursor): scene = .levelSelect(LevelSelectScene(cursorOn: cursor, in: world))
        case .shop: scene = .shop(ShopScene())
        case .avatars: scene = .avatars(AvatarsScene(in: world))
        case .stats: scene = .stats(StatsScene())
        case .lab: scene = .lab(LabScene(in: world))
        case let .treasuries(cursor): scene = .treasuries(TreasuriesScene(cursorOn: cursor, in: world))
        }
    }

    // MARK: - Time

    /// Advances animations by `seconds`; returns `true` when the frame changed.
    public mutating func tick(seconds: Double = 0.03) -> Bool {
        scene.tick(seconds: seconds, in: world)
    }

    /// Whether something is moving (the loop then wakes up sooner).
    public var isAnimating: Bool { scene.isAnimating(in: world) }

    /// In the replay viewer, where each replay shown diverges from its record, checked to its
    /// end, also past where the viewer stopped or was left (so leaving early hides nothing);
    /// empty on any other screen.
    /// - Complexity: O(inputs left + cells) per replay.
    public var replayDivergences: [ReplayVerdict.Divergence?] {
        func divergences(_ scene: Scene) -> [ReplayVerdict.Divergence?] {
            switch scene {
            case let .replay(viewer): viewer.runs.map { $0.playback.finished().divergence }
            case let .help(_, back): divergences(back)
            case .title, .levelSelect, .play, .summary, .shop, .avatars, .stats, .lab, .treasuries: []
            }
        }
        return divergences(scene)
    }
}
