import GameEngine
import MazeKit

/// What the loop must do for the app: the only way the pure app reaches files or the process.
public enum Effect: Sendable {
    /// Write the save now.
    case save
    /// Keep this replay of a finished attempt.
    case record(Replay)
    /// Leave the program.
    case quit
}

/// Fixed facts of a session.
public struct AppContext: Sendable {
    public var campaign: LevelFile
    public var glyphs: Glyphs
    public var colour: Bool
    public var animation: Bool

    public init(campaign: LevelFile, ascii: Bool, colour: Bool, animation: Bool) {
        self.campaign = campaign
        glyphs = Glyphs(ascii: ascii)
        self.colour = colour
        self.animation = animation
    }
}

/// The whole terminal game as a value: a scene, the player's progress, and what to draw.
/// `handle` takes a key and returns effects; `render` draws; neither touches the terminal.
public struct App: Sendable {
    public let context: AppContext
    public internal(set) var progress: PlayerProgress
    public internal(set) var scene: Scene
    /// A one-off message for the player (a moved-aside save, a write error).
    public var notice: String?
    /// Effects produced inside a transition (abandoning an attempt), returned by `handle`.
    var pendingEffects: [Effect] = []
    /// Opened straight into the lab or the replay viewer: leaving it quits.
    public var openedStandalone = false
    /// The smallest terminal the game draws in.
    public static let minimumSize = (width: 60, height: 20)

    /// The campaign, starting at the title.
    public init(context: AppContext, progress: PlayerProgress, notice: String? = nil) {
        self.context = context
        self.progress = progress
        self.notice = notice
        scene = .title(TitleScene())
    }

    /// A single seeded level (`mz play --seed`): play it, then quit.
    public init(context: AppContext, progress: PlayerProgress, level: Level) {
        self.init(context: context, progress: progress)
        scene = .play(PlayScene(level: level, inventory: progress.inventory, context: context, standalone: true))
    }

    /// Straight into a campaign level (`mz play --level N`), resuming a saved attempt at it.
    public mutating func open(level: Level) {
        startLevel(level)
    }

    // MARK: - Input

    /// Handles one key and returns what the loop must do.
    public mutating func handle(_ key: Key) -> [Effect] {
        if key == .resize { return [] }
        notice = nil
        let effects = dispatch(key)
        defer { pendingEffects = [] }
        return effects + pendingEffects
    }

    private mutating func dispatch(_ key: Key) -> [Effect] {
        switch scene {
        case let .title(title): return handleTitle(title, key)
        case let .levelSelect(select): return handleLevelSelect(select, key)
        case let .play(play): return handlePlay(play, key)
        case let .summary(summary): return handleSummary(summary, key)
        case let .shop(shop): return handleShop(shop, key)
        case let .avatars(avatars): return handleAvatars(avatars, key)
        case .stats:
            scene = .title(TitleScene())
            return []
        case let .help(back):
            scene = back
            return []
        case let .replay(viewer): return handleReplay(viewer, key)
        case let .lab(lab): return handleLab(lab, key)
        }
    }

    /// Advances animations by `seconds`; returns `true` when the frame changed.
    public mutating func tick(seconds: Double = 0.03) -> Bool {
        switch scene {
        case var .play(p):
            let changed = p.tick()
            scene = .play(p)
            return changed
        case var .summary(s):
            s.frame += 1
            scene = .summary(s)
            return context.animation
        case var .replay(viewer):
            let changed = tickReplay(&viewer, seconds: seconds)
            scene = .replay(viewer)
            return changed
        case var .lab(lab):
            let changed = tickLab(&lab, seconds: seconds)
            scene = .lab(lab)
            return changed
        default:
            return false
        }
    }

    /// Whether something is moving (the loop then wakes up sooner).
    public var isAnimating: Bool {
        switch scene {
        case let .play(p): return p.slide != nil
        case let .summary(s): return context.animation && s.won && s.frame < 40
        case let .replay(viewer): return viewer.playing && viewer.index < viewer.replay.inputs.count
        case let .lab(lab): return !lab.paused && lab.phase != .solved
        default: return false
        }
    }

    // MARK: - Level flow

    mutating func startLevel(_ level: Level) {
        abandonOtherAttempt(than: level)
        if let resumed = progress.resume(level) {
            scene = .play(PlayScene(level: level, state: resumed.state, inputs: resumed.inputs, context: context))
        } else {
            let state = progress.begin(level)
            scene = .play(PlayScene(level: level, state: state, inputs: [], context: context))
        }
    }

    mutating func startLevel(id: Int) {
        guard id >= 1, id <= context.campaign.levels.count, progress.isUnlocked(id),
              let level = try? LevelBuilder.build(context.campaign.levels[id - 1]) else {
            notice = "Level \(id) is locked."
            return
        }
        startLevel(level)
    }

    /// An attempt left on another level is abandoned before a new one starts, so power-ups it
    /// used stay used and its replay is kept.
    mutating func abandonOtherAttempt(than level: Level) {
        guard let attempt = progress.attempt, attempt.level != level.id, attempt.level >= 1,
              attempt.level <= context.campaign.levels.count,
              let old = try? LevelBuilder.build(context.campaign.levels[attempt.level - 1]),
              let resumed = progress.resume(old) else { return }
        let replay = Replay.record(level: old, inventory: attempt.inventory, inputs: resumed.inputs)
        progress.finish(resumed.state, abandoned: true, levelCount: context.campaign.levels.count)
        pendingEffects += [.record(replay), .save]
    }

    /// Settles a finished or abandoned attempt and returns the effects.
    mutating func settle(_ play: PlayScene, abandoned: Bool) -> (Settlement?, [Effect]) {
        let replay = Replay.record(level: play.level, inventory: play.startInventory, inputs: play.inputs)
        if play.standalone || play.level.id == 0 {
            return (nil, [.record(replay)])
        }
        let settlement = progress.finish(play.state, abandoned: abandoned, levelCount: context.campaign.levels.count)
        return (settlement, [.record(replay), .save])
    }

    /// Records an accepted action of the attempt in progress so a quit resumes exactly.
    mutating func remember(_ action: Action) { progress.remember(action) }
}

/// Where the app is.
public indirect enum Scene: Sendable {
    case title(TitleScene)
    case levelSelect(LevelSelectScene)
    case play(PlayScene)
    case summary(SummaryScene)
    case shop(ShopScene)
    case avatars(AvatarsScene)
    case stats
    case help(back: Scene)
    case replay(ReplayScene)
    case lab(LabScene)
}
