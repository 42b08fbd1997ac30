import GameEngine
import MazeKit

/// Sketching a way (`v`): arrows try moves (and Space then an arrow the Jump in hand) on a copy
/// of the attempt, through the rules (mud counted twice, slides, belts, portals, mirrors,
/// trapdoors), the way drawn on the map and its cost said; `v` again walks it, `u` or Backspace
/// takes the last step back, Esc drops it.
/// Nothing is played until it is walked, so a sketch costs no moves and no daily try. A
/// treasury has none: its fee is the stake of a plan made by eye.
///
/// Play-testers wrote their own column rulers to count a route's moves at 80×24, lost runs and
/// stars to a misread mud cell or a miscounted row, and two asked for just this: "sketch a path
/// and see its true move cost before committing to it … the thinking is fun; the counting isn't".
extension PlayScene {
    /// The state a sketch of `actions` from `state` reaches (the actions the rules refuse are
    /// never in a sketch).
    static func sketched(_ state: GameState, _ actions: [Action]) -> GameState {
        var trial = state
        for action in actions { _ = trial.apply(action) }
        return trial
    }

    /// Whether `actions` hold a Jump (one an attempt, sketched or played).
    static func hasJump(_ actions: [Action]) -> Bool {
        actions.contains { if case .jump = $0 { true } else { false } }
    }

    /// The message line of a sketch of `actions` from `state`: what it costs, what is left, the
    /// coins it opens, and whether it reaches E or leaves it out of reach (the key bar says the
    /// keys).
    static func sketchLine(_ state: GameState, _ actions: [Action]) -> String {
        guard !actions.isEmpty else { return "Sketch a way with the arrows: nothing is played until v walks it." }
        let trial = sketched(state, actions)
        let cost = trial.movesUsed - state.movesUsed
        let coins = trial.coinsCollected - state.coinsCollected
        let taken = coins > 0 ? ", \(coins.counted("coin"))" : ""
        let jump = hasJump(actions) ? " with a Jump" : ""
        switch trial.status {
        case .won:
            // What it costs, not what it earns. Session 21 added the stars its walk would earn
            // ("· 2 stars (3 at 8)": a tester had walked 49 moves for one star); five of the
            // eight testers of session 23 then called that verdict "a crutch" that "removes every
            // bit of risk": it told whether a route was the shortest for its crates before the
            // first step. The HUD's par, and the summary after the walk, judge it.
            return "Sketch: E in \(cost.counted("move"))\(jump), \(trial.movesLeft) to spare\(taken) · v walks it"
        case .failed: return "Sketch: out of moves after \(cost.counted("move"))\(taken)"
        case .playing:
            return "Sketch: \(cost.counted("move"))\(jump), \(trial.movesLeft) left\(taken)"
                + (trial.isTrapped ? " · E is out of reach from there" : "")
        }
    }

    /// Begins a sketch from where the player stands, with the power-up that was `armed`: a
    /// Jump is sketched (a tester bought one, armed at once, typed v and arrows to try it, and
    /// the arrows were played for real), a Demolish put away. A treasury is played with empty
    /// hands: its fee is the stake of a plan made by eye (a tester: the free sketch shows the
    /// exact coins "before the entry fee is paid, so 'each try costs' has no bite").
    mutating func beginSketch(in world: inout World, armed: PowerUp? = nil) {
        guard let attempt = world.session.current else { return }
        // Where no sketch is allowed, the arrows typed after `v` move the look cursor instead of
        // the player: a tester of session 24 typed `v` and a way in a dare, and nearly had the
        // way played for real.
        guard attempt.treasury == nil else {
            beginLook(in: world)
            message = "No sketching in a treasury: the arrows move the look cursor (i ends)."
            return
        }
        guard attempt.dare == nil else {
            beginLook(in: world)
            message = "No sketch in a dare: arrows move the look cursor; f counts its moves."
            return
        }
        // A sketch counts the plan for the player: the level's dare, still on offer, closes, and
        // says so (a tester of session 23 typed `$` in the sketch, saw nothing, and learnt the
        // rule seven levels later).
        let closesADare = world.session.dareOffer != nil
        // The first `v` while a dare is on offer asks first: four testers of sessions 25 and
        // 26 sketched to count and found the dare gone ("silently closed the dare"). A question,
        // not a line: the arrows a tester of session 28 typed after a line that only said so
        // were played as moves (an answer is asked for first, and arrows move nothing then).
        if armed == nil, let stake = world.session.dareOffer, !sketchWarned {
            prompt = .sketchDare
            message = Self.sketchClosesTheDare(stake: stake)
            return
        }
        _ = world.apply(.passDare)
        sketch = []
        sketchArmsJump = armed == .jump
        message =
            switch armed {
            case .jump: "Sketch a Jump: which way?"
            case .demolish: "Demolish put away. " + Self.sketchLine(attempt.state, [])
            case nil: closesADare ? Self.dareClosedBySketch : Self.sketchLine(attempt.state, [])
            }
    }

    /// What the first `v` says while a dare of `stake` is on offer.
    static func sketchClosesTheDare(stake: Int) -> String {
        "A sketch closes the dare on offer ($ \(stake)). Sketch anyway? [yn] (n)"
    }

    /// What a sketch begun while a dare was on offer says first.
    static let dareClosedBySketch = "The dare is closed: a sketched plan is not dared. Sketch a way with the arrows."

    /// A key while sketching.
    mutating func reduceSketch(_ command: Command, in world: inout World) -> Route? {
        guard let attempt = world.session.current, var actions = sketch else {
            sketch = nil
            return nil
        }
        let state = attempt.state
        let jumping = sketchArmsJump
        sketchArmsJump = false
        switch command {
        case let .direction(direction):
            var trial = Self.sketched(state, actions)
            guard trial.status == .playing else {
                message = Self.sketchLine(state, actions)
                return nil
            }
            let action: Action = jumping ? .jump(direction) : .move(direction)
            switch trial.apply(action).first {
            case .moved?, .jumped?:
                actions.append(action)
                sketch = actions
                message = Self.sketchLine(state, actions)
            case let .refused(_, .notEnoughMoves(cost, left))?:
                message = "Sketch: that step costs \(cost.counted("move")) and \(left) \(left == 1 ? "is" : "are") left."
            default:
                message = (jumping ? "The Jump cannot go that way. " : "A wall. ") + Self.sketchLine(state, actions)
            }
        case .jumpPrefix:
            // None on an escape, one Jump an attempt (the session's rules), and one in hand.
            if attempt.isWalked {
                message = Self.walked
            } else if attempt.jumpSpent || Self.hasJump(actions) {
                message = "One Jump an attempt: " + (attempt.jumpSpent ? "this one has had its Jump." : "the sketch has it.")
            } else if Self.sketched(state, actions).inventory.jumps == 0 {
                message = "No Jump in hand to sketch with (Space outside the sketch buys one)."
            } else {
                sketchArmsJump = true
                message = "Sketch a Jump: which way?"
            }
        case .undo, .back:
            if jumping {
                message = "Jump put away. " + Self.sketchLine(state, actions)
                return nil
            }
            // Backspace on an empty sketch drops it, as the help says (an empty sketch no
            // longer ends on `v`); `u` there only says there is nothing to take back.
            if actions.isEmpty, command == .back {
                sketch = nil
                message = "Sketch dropped."
                return nil
            }
            if !actions.isEmpty { actions.removeLast() }
            sketch = actions
            message = Self.sketchLine(state, actions)
        case .sketch:
            // An empty sketch stays open: a tester typed v, then v again to walk, and the
            // arrows after it walked for real (level 81, in a dare the sketch had closed).
            guard !actions.isEmpty else {
                message = "Nothing sketched yet: arrows sketch a way, Esc drops the sketch."
                return nil
            }
            // A sketch that runs out of moves is not walked: walking it would only lose the
            // attempt (a tester typed v on one by habit and met OUT OF MOVES a move from E).
            guard Self.sketched(state, actions).status != .failed else {
                message = "This sketch runs out of moves: v will not walk it. u steps back, Esc drops it."
                return nil
            }
            sketch = nil
            // Each action as if typed: the rules, the events and the messages are the game's own.
            // The opening line a tip held back waits for the walk's end (each action's line
            // replaces the last, so the first quiet one would have said it and lost it).
            let opening = pendingBrief
            pendingBrief = nil
            for action in actions {
                guard let now = world.session.current, now.level.id == level.id, now.state.status == .playing else { break }
                take(world.apply(.act(action)), in: &world)
            }
            if message.isEmpty, let opening { message = opening } else { pendingBrief = opening }
        case .pause, .cancel:
            sketch = nil
            message = "Sketch dropped."
        case .help:
            return .help
        default:
            // The sketch stays: a key that is not the sketch's is not played behind it.
            message = "Sketching: " + (actions.isEmpty ? "arrows sketch a way, Esc drops it." : "v walks it, u steps back, Esc drops it.")
        }
        return nil
    }

    /// The sketch played from `state`: where it ends and every cell it passes (`nil` when none
    /// is being drawn). The view replays it once a frame for its marks and the stop marks.
    func sketchWalk(_ state: GameState) -> (end: GameState, passed: [Int])? {
        guard let sketch else { return nil }
        var trial = state
        var passed: [Int] = []
        for action in sketch {
            switch trial.apply(action).first {
            case let .moved(_, path, _)?, let .jumped(_, path)?: passed += path.filter { $0 != state.position }
            default: break
            }
        }
        return (trial, passed)
    }

    /// The sketch drawn over the maze (`walked`, from `sketchWalk(_:)`): every cell it passes,
    /// and where it ends.
    func sketchMarks(_ state: GameState, _ walked: (end: GameState, passed: [Int])?, context: AppContext) -> [MazeView.Mark] {
        guard let (trial, passed) = walked, !passed.isEmpty || trial.position != state.position else { return [] }
        let style = Style(context.colour ? .magenta : .standard, bold: true, reverse: true)
        // (In ASCII `+` is a wall corner and `*` a gem.)
        let dot: Unicode.Scalar = context.glyphs.ascii ? ":" : "•"
        let end: Unicode.Scalar = context.glyphs.ascii ? "o" : "◎"
        var marks: [MazeView.Mark] = []
        var seen = Set<Int>()
        for cell in passed where cell != trial.position && cell != state.level.exit && seen.insert(cell).inserted {
            marks.append(.cell(cell, dot, style))
        }
        if trial.position != state.position && trial.position != state.level.exit { marks.append(.cell(trial.position, end, style)) }
        return marks
    }
}
