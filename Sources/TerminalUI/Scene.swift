import GameEngine

/// The screen on show, one case per screen. Each operation switches over the cases and runs
/// that screen's own code on its value, dispatched statically: no existential box to unwrap
/// and put back, no case left out (a new screen fails to compile until every switch has it).
indirect enum Scene: Sendable {
    case title(TitleScene)
    case levelSelect(LevelSelectScene)
    case play(PlayScene)
    case summary(SummaryScene)
    case shop(ShopScene)
    case avatars(AvatarsScene)
    case stats(StatsScene)
    /// The help screen over `back`, where any key returns.
    case help(HelpScene, back: Scene)
    case replay(ReplayScene)
    case lab(LabScene)
    case treasuries(TreasuriesScene)

    /// Which table of `KeyMap` applies.
    var keyContext: KeyContext {
        switch self {
        case let .title(s): s.keyContext
        case let .levelSelect(s): s.keyContext
        case let .play(s): s.keyContext
        case let .summary(s): s.keyContext
        case let .shop(s): s.keyContext
        case let .avatars(s): s.keyContext
        case let .stats(s): s.keyContext
        case let .help(s, _): s.keyContext
        case let .replay(s): s.keyContext
        case let .lab(s): s.keyContext
        case let .treasuries(s): s.keyContext
        }
    }

    /// Hands `command` to the screen on show (`SceneModel.reduce`).
    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        switch self {
        case var .title(s):
            defer { self = .title(s) }
            return s.reduce(command, in: &world)
        case var .levelSelect(s):
            defer { self = .levelSelect(s) }
            return s.reduce(command, in: &world)
        case var .play(s):
            defer { self = .play(s) }
            return s.reduce(command, in: &world)
        case var .summary(s):
            defer { self = .summary(s) }
            return s.reduce(command, in: &world)
        case var .shop(s):
            defer { self = .shop(s) }
            return s.reduce(command, in: &world)
        case var .avatars(s):
            defer { self = .avatars(s) }
            return s.reduce(command, in: &world)
        case var .stats(s):
            defer { self = .stats(s) }
            return s.reduce(command, in: &world)
        case .help(var s, let back):
            defer { self = .help(s, back: back) }
            return s.reduce(command, in: &world)
        case var .replay(s):
            defer { self = .replay(s) }
            return s.reduce(command, in: &world)
        case var .lab(s):
            defer { self = .lab(s) }
            return s.reduce(command, in: &world)
        case var .treasuries(s):
            defer { self = .treasuries(s) }
            return s.reduce(command, in: &world)
        }
    }

    /// Advances the screen on show's animations; `true` when the frame changed.
    mutating func tick(seconds: Double, in world: World) -> Bool {
        switch self {
        case var .title(s):
            defer { self = .title(s) }
            return s.tick(seconds: seconds, in: world)
        case var .levelSelect(s):
            defer { self = .levelSelect(s) }
            return s.tick(seconds: seconds, in: world)
        case var .play(s):
            defer { self = .play(s) }
            return s.tick(seconds: seconds, in: world)
        case var .summary(s):
            defer { self = .summary(s) }
            return s.tick(seconds: seconds, in: world)
        case var .shop(s):
            defer { self = .shop(s) }
            return s.tick(seconds: seconds, in: world)
        case var .avatars(s):
            defer { self = .avatars(s) }
            return s.tick(seconds: seconds, in: world)
        case var .stats(s):
            defer { self = .stats(s) }
            return s.tick(seconds: seconds, in: world)
        case .help(var s, let back):
            defer { self = .help(s, back: back) }
            return s.tick(seconds: seconds, in: world)
        case var .replay(s):
            defer { self = .replay(s) }
            return s.tick(seconds: seconds, in: world)
        case var .lab(s):
            defer { self = .lab(s) }
            return s.tick(seconds: seconds, in: world)
        case var .treasuries(s):
            defer { self = .treasuries(s) }
            return s.tick(seconds: seconds, in: world)
        }
    }

    /// Whether something on the screen moves.
    func isAnimating(in world: World) -> Bool {
        switch self {
        case let .title(s): s.isAnimating(in: world)
        case let .levelSelect(s): s.isAnimating(in: world)
        case let .play(s): s.isAnimating(in: world)
        case let .summary(s): s.isAnimating(in: world)
        case let .shop(s): s.isAnimating(in: world)
        case let .avatars(s): s.isAnimating(in: world)
        case let .stats(s): s.isAnimating(in: world)
        case let .help(s, _): s.isAnimating(in: world)
        case let .replay(s): s.isAnimating(in: world)
        case let .lab(s): s.isAnimating(in: world)
        case let .treasuries(s): s.isAnimating(in: world)
        }
    }

    /// The screen's key bar.
    func keyBar(in world: World) -> [String] {
        switch self {
        case let .title(s): s.keyBar(in: world)
        case let .levelSelect(s): s.keyBar(in: world)
        case let .play(s): s.keyBar(in: world)
        case let .summary(s): s.keyBar(in: world)
        case let .shop(s): s.keyBar(in: world)
        case let .avatars(s): s.keyBar(in: world)
        case let .stats(s): s.keyBar(in: world)
        case let .help(s, _): s.keyBar(in: world)
        case let .replay(s): s.keyBar(in: world)
        case let .lab(s): s.keyBar(in: world)
        case let .treasuries(s): s.keyBar(in: world)
        }
    }

    /// Draws the screen into `area`.
    func render(into screen: inout Screen, area: Area, world: World) {
        switch self {
        case let .title(s): s.render(into: &screen, area: area, world: world)
        case let .levelSelect(s): s.render(into: &screen, area: area, world: world)
        case let .play(s): s.render(into: &screen, area: area, world: world)
        case let .summary(s): s.render(into: &screen, area: area, world: world)
        case let .shop(s): s.render(into: &screen, area: area, world: world)
        case let .avatars(s): s.render(into: &screen, area: area, world: world)
        case let .stats(s): s.render(into: &screen, area: area, world: world)
        case let .help(s, _): s.render(into: &screen, area: area, world: world)
        case let .replay(s): s.render(into: &screen, area: area, world: world)
        case let .lab(s): s.render(into: &screen, area: area, world: world)
        case let .treasuries(s): s.render(into: &screen, area: area, world: world)
        }
    }

    /// Before the program ends on a signal: the play screen gives a counted daily attempt up
    /// (`PlayScene.interrupt`), also under the help screen; no other screen has an attempt.
    mutating func interrupt(in world: inout World) {
        switch self {
        case var .play(s):
            s.interrupt(in: &world)
            self = .play(s)
        case .help(let s, var back):
            back.interrupt(in: &world)
            self = .help(s, back: back)
        case .title, .levelSelect, .summary, .shop, .avatars, .stats, .replay, .lab, .treasuries: break
        }
    }
}
