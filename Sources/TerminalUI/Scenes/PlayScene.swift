import GameEngine
import MazeKit

/// One attempt being played: the engine state, the inputs so far, and what the screen shows.
public struct PlayScene: Sendable {
    public var level: Level
    public var state: GameState
    public var inputs: [Action]
    public var startInventory: Inventory
    /// Played from `mz play --seed`: no campaign progress, quit after.
    public var standalone = false
    var canvas: MazeCanvas
    /// A power-up waiting for its direction.
    public var pending: Pending?
    /// A question waiting for y/n.
    public var prompt: Prompt?
    /// The last thing that happened, in words.
    public var message = ""
    /// A slide being animated: the cells of the path and how far along it the player is shown.
    public var slide: (path: [Int], index: Int)?

    public enum Pending: Sendable { case jump, demolish }
    public enum Prompt: Sendable { case restart, quit, pause }

    init(level: Level, state: GameState, inputs: [Action], context: AppContext) {
        self.level = level
        self.state = state
        self.inputs = inputs
        startInventory = state.inventory
        canvas = MazeCanvas(maze: state.maze, terrain: level.terrain, glyphs: context.glyphs)
        message = inputs.isEmpty ? "Reach E within \(level.budget) moves. Par is \(level.par)." : "Welcome back: the attempt resumes where you left it."
    }

    init(level: Level, inventory: Inventory, context: AppContext, standalone: Bool) {
        self.init(level: level, state: GameState(level: level, inventory: inventory), inputs: [], context: context)
        self.standalone = standalone
    }

    /// The cell the player is drawn on (mid-slide while animating).
    public var shownPosition: Int {
        if let slide { return slide.path[min(slide.index, slide.path.count - 1)] }
        return state.position
    }

    mutating func tick() -> Bool {
        guard var current = slide else { return false }
        current.index += 1
        slide = current.index >= current.path.count - 1 ? nil : current
        return true
    }
}

extension App {
    mutating func handlePlay(_ play: PlayScene, _ key: Key) -> [Effect] {
        var play = play
        play.slide = nil  // any key finishes a slide at once
        let command = KeyMap.command(for: key)

        if let prompt = play.prompt {
            play.prompt = nil
            switch (prompt, command) {
            case (.restart, .confirm?), (.pause, .restart?):
                let (_, effects) = settle(play, abandoned: true)
                let fresh = progress.begin(play.level)
                var next = PlayScene(level: play.level, state: fresh, inputs: [], context: context)
                next.standalone = play.standalone
                next.message = "Restarted. Power-ups you used stay used."
                scene = .play(next)
                return effects
            case (.quit, .confirm?), (.pause, .quit?):
                if play.standalone {
                    let (_, effects) = settle(play, abandoned: true)
                    return effects + [.quit]
                }
                scene = .title(TitleScene())
                notice = "Saved. Continue from the title to resume level \(play.level.id)."
                return [.save]
            case (.pause, .help?):
                scene = .help(back: .play(play))
                return []
            default:
                play.message = "Carry on."
                scene = .play(play)
                return []
            }
        }

        var action: Action?
        switch command {
        case let .direction(d)?:
            let direction = mazeDirection(d)
            switch play.pending {
            case .jump?: action = .jump(direction)
            case .demolish?: action = .demolish(direction)
            case nil: action = .move(direction)
            }
            play.pending = nil
        case .jumpPrefix?:
            play.pending = .jump
            play.message = play.state.inventory.jumps > 0 ? "Jump: which way?" : "No Jump power-ups: buy them in the shop."
            if play.state.inventory.jumps == 0 { play.pending = nil }
        case .demolishPrefix?:
            play.pending = .demolish
            play.message = play.state.inventory.demolishes > 0 ? "Demolish: which wall?" : "No Demolish power-ups: buy them in the shop."
            if play.state.inventory.demolishes == 0 { play.pending = nil }
        case .restart?:
            play.prompt = .restart
            play.message = "Restart this level? y / n"
        case .quit?:
            play.prompt = .quit
            play.message = play.standalone ? "Quit? y / n" : "Save and quit to the title? y / n"
        case .pause?:
            play.prompt = .pause
            play.message = "Paused: any key resumes, r restart, ? help, q save & quit"
        case .help?:
            scene = .help(back: .play(play))
            return []
        default:
            break
        }
        guard let action else {
            scene = .play(play)
            return []
        }
        let events = play.state.apply(action)
        // Refusals and bumps into walls change nothing, so they are not recorded: the attempt
        // (and its replay) stays bounded by what the budget and power-ups allow.
        if !events.contains(where: { if case .refused = $0 { true } else if case .bumpedWall = $0 { true } else { false } }) {
            play.inputs.append(action)
            if !play.standalone { remember(action) }
        }
        if case .demolish = action, events.contains(where: { if case .wallDemolished = $0 { true } else { false } }) {
            play.canvas = MazeCanvas(maze: play.state.maze, terrain: play.level.terrain, glyphs: context.glyphs)
        }
        play.message = describe(events)
        for event in events {
            if case let .moved(_, path, _) = event, path.count > 1, context.animation { play.slide = (path, 0) }
        }

        switch play.state.status {
        case .playing:
            scene = .play(play)
            return []
        case .won, .failed:
            let (settlement, effects) = settle(play, abandoned: false)
            scene = .summary(SummaryScene(play: play, settlement: settlement))
            return effects
        }
    }

    func mazeDirection(_ d: MazeDirection) -> Direction {
        switch d {
        case .up: .north
        case .down: .south
        case .left: .west
        case .right: .east
        }
    }

    /// Events in words for the message line.
    func describe(_ events: [Event]) -> String {
        var parts: [String] = []
        for event in events {
            switch event {
            case let .moved(_, path, cost):
                if path.count > 1 { parts.append("Slid \(path.count) cells on ice.") }
                if cost == 2 { parts.append("Mud: that cost 2 moves.") }
            case .bumpedWall: parts.append("A wall. (Bumping is free.)")
            case .jumped: parts.append("Jumped!")
            case .wallDemolished: parts.append("The wall came down.")
            case let .crateOpened(_, coins): parts.append("Crate: \(coins) coins!")
            case .gemFound: parts.append("A gem!")
            case .exitReached: parts.append("The exit!")
            case .outOfMoves: parts.append("Out of moves.")
            case let .refused(_, reason):
                switch reason {
                case let .notEnoughMoves(cost, left): parts.append("That needs \(cost) moves; \(left) left.")
                case .wallInTheWay: parts.append("A wall right there: nowhere to jump.")
                case .noWall: parts.append("No wall there to demolish.")
                case .boundary: parts.append("The outer wall cannot be demolished.")
                case .noPowerUp: parts.append("None left: buy more in the shop.")
                case .attemptOver: parts.append("The attempt is over.")
                }
            case .restarted: parts.append("Restarted.")
            }
        }
        return parts.joined(separator: " ")
    }

    func renderPlay(_ play: PlayScene, into screen: inout Screen) {
        let level = play.level
        let state = play.state
        let title = level.id > 0 ? "Level \(level.id): \(level.name)" : "Seed \(level.spec.seed)"
        let left = state.movesLeft
        let movesStyle = context.colour ? Style(left <= max(1, level.budget / 10) ? .red : .green, bold: true) : Style(bold: true)
        screen.text(0, 0, title, Style(bold: true))
        var x = title.count + 2
        func field(_ text: String, _ style: Style = .plain) {
            screen.text(x, 0, text, style)
            x += text.count + 2
        }
        field("Moves \(left)/\(level.budget)", movesStyle)
        field("Par \(level.par)")
        if !play.standalone { field("Coins \(progress.coins)") }
        field("Jump \(state.inventory.jumps)  Demolish \(state.inventory.demolishes)")
        field("Crates \(state.openedCrates.filter { $0 }.count)/\(level.crates.count)")
        field("Seed \(level.spec.seed)")
        let avatar = AvatarCatalog.avatar(progress.avatar)
        let glyph = avatar?.glyph.unicodeScalars.first ?? "@"
        MazeView.draw(into: &screen, x: 0, y: 1, width: screen.width, height: screen.height - 3,
                      canvas: play.canvas, state: state, shownPosition: play.shownPosition,
                      avatar: (glyph, Colour(named: avatar?.colour ?? "yellow")), glyphs: context.glyphs, colour: context.colour)
        let pendingText = play.pending.map { $0 == .jump ? "[JUMP] " : "[DEMOLISH] " } ?? ""
        screen.text(0, screen.height - 2, pendingText + play.message, play.prompt != nil ? Style(bold: true, reverse: true) : Style(bold: true))
        let hint = context.glyphs.ascii
            ? "arrows/wasd/hjkl move  space+dir jump  x+dir demolish  r restart  p pause  ? help  q quit"
            : "←↑↓→/wasd/hjkl move  space+dir jump  x+dir demolish  r restart  p pause  ? help  q quit"
        screen.text(0, screen.height - 1, hint, Style(dim: true))
    }
}
