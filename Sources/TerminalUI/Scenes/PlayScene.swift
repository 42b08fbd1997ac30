import GameEngine
import MazeKit

/// The level being played. The attempt itself lives in the campaign session (`World.session
/// .current`); this screen keeps only what is about showing it: the picture of the maze, an
/// armed power-up, a question, the last message, an animation, three toggles and the ghost.
struct PlayScene: Sendable {
    /// The level on screen.
    let level: Level
    /// The maze as drawn (rebuilt when a wall comes down).
    var canvas: MazeCanvas
    /// A power-up waiting for its direction.
    var armed: PowerUp?
    /// Whether the next arrow was typed for a Jump or Demolish just refused, and is not a step.
    var refusedPowerUpsArrow = false
    /// A question waiting for an answer.
    var prompt: Prompt?
    /// The last thing that happened, in words.
    var message: String
    /// A slide or jump being animated: the cells entered, how many are shown, time into the cell.
    var animation: (path: [Int], index: Int, elapsed: Double)?
    /// The whole level scaled down, toggled with `o`.
    var showsOverview = false
    /// The route a hint marked (a cheapest way to the exit from where it was asked) and how
    /// many inputs the attempt had then: its marks show what is left of it while the attempt's
    /// inputs since follow it, whatever other keys are pressed (the overview, stop marks, help,
    /// a question turned down, a bumped wall); an action off the route, an undo past it or a
    /// restart after a move hides them. A play-tester lost a paid hint to a bumped wall.
    var hint: (route: [Direction], inputs: Int)?
    /// The best run on this level, raced by the attempt (`nil`: the level was never won, or
    /// it is a practice level).
    var ghost: Ghost?
    /// Whether the ghost is drawn, toggled with `g` (on by default on a retry: see `init`).
    var showsGhost = false
    /// A way being sketched (`v`, `PlayScene+Sketch`): the moves tried from where the player
    /// stands, played only when walked; `nil` when not sketching.
    var sketch: [Action]?
    /// Whether the sketch's next arrow is a Jump (Space while sketching).
    var sketchArmsJump = false
    /// Whether `v` has said once that a sketch closes the dare on offer: the next `v` sketches.
    var sketchWarned = false
    /// The first-encounter tip the level opened with, while it is still on the message line: a
    /// view's key (`e`, `m`, `#`, `z`) leaves it there rather than putting its own line over
    /// it, since the tip is marked seen as it is shown (two testers lost a mechanic's tip to `e`).
    var openingTip: String?
    /// The cell under the look cursor (`i`, `PlayScene+Look`); `nil` when not looking.
    var lookCursor: Int?
    /// Whether a bought survey's numbers are hidden while looking (`f` toggles them).
    var surveyHidden = false
    /// The level's opening line (its question, `Level.brief`, or its moves and par) when a
    /// first-encounter tip took its place as the level opened: said after the first action that has nothing else to say (a move, not a
    /// bump or a crate). The first tour, on the mud's level, and the first leap, where the
    /// scout's tip comes, were never named to the player.
    var pendingBrief: String?
    /// What the last bump said, kept on the message line through the quiet moves after it
    /// until something else is said: play-testers who typed a run of keys never saw that one
    /// of them met a wall, and lost dares to the run that went on from the wrong cell.
    var bumpNote: String?

    /// A power-up that takes a direction.
    enum PowerUp: Sendable { case jump, demolish }
    /// A question on the message line (`time`: use a Time, said with what it gives first;
    /// `buy`: a power-up asked for with none in hand, bought here and used at once).
    enum Prompt: Sendable, Equatable {
        case restart, quit, pause, time, scout, guide, dare, survey, keepRun, sketchDare, skip
        /// A bump in a dared try or a paid treasury try: the keys after it wait for Enter.
        case bumpHold
        case buy(ShopItem)
    }

    /// Seconds per cell of an animated slide or jump (docs/design.md, "The terminal": 50–80 ms a cell).
    static let secondsPerCell = 0.06

    /// The play screen of `attempt`, as it opens: the ghost on by default on a retry (or as
    /// the player last chose this sitting), the daily's words, or the first-encounter tip,
    /// which `world` then remembers as seen.
    init(attempt: Attempt, resumed: Bool, world: inout World) {
        level = attempt.level
        canvas = MazeCanvas(maze: attempt.state.maze, terrain: level.terrain, fixtures: level.fixtures, glyphs: world.context.glyphs)
        let opening = (attempt.daily == nil ? level.brief : nil) ?? "Reach E within \(level.budget.counted("move")). Par is \(level.par)."
        // (The daily says what counts instead, below.)
        message = resumed ? "Welcome back: the attempt resumes where you left it." : opening
        ghost = world.session.ghost(for: level)
        showsGhost = ghost != nil && (world.ghostPreference ?? world.levelsBegun.contains(level.id))
        world.levelsBegun.insert(level.id)
        if let daily = attempt.daily {
            // The daily is everyone's, so it may hold marks this player has not met (a
            // play-tester met mirrors and trapdoors there at level 51, with nothing to explain
            // them): the help explains the marks on screen, and the line says so.
            let unmet = !Tip.unseenMarks(on: level, seen: world.progress.tipsSeen).isEmpty
            message =
                daily.counts
                ? (unmet
                    ? "Today's daily: only your first attempt counts. New marks here: ? explains them."
                    : "Today's daily: only your first attempt counts. Reach E in \(level.budget.counted("move")) (par \(level.par)).")
                : "For fun: "
                    + (world.progress.daily.result(on: daily.date).map { "today's result is in (\($0.shortText))." }
                        ?? "only the day itself counts.")
        }
        if let treasury = attempt.treasury {
            let haul = Treasury.bestHaul(treasury.number)
            // "pays the key back" read as the haul's coins paying for the key (44 < 150): the key's
            // own coins come back, said as a refund.
            let key = world.progress.hasKeyBack(treasury.number) ? "" : " (+ key refund)"
            message =
                "\(level.name): best haul \(haul)\(key). First move pays the fee: \(treasury.fee.counted("coin"))."
        }
        // The first time a level has something new, the message line explains it, once
        // (not in the daily: its line says what counts; the campaign teaches the mechanics).
        // The scout's tip (c for 15 coins) is not for a player who holds the scout pass.
        // The dare's tip only where a dare is on offer (a level won before has none).
        let skipped =
            (world.progress.scoutPass != nil ? [Tip.scout.rawValue] : []) + (world.session.dareOffer == nil ? [Tip.dare.rawValue] : [])
        if !resumed, attempt.daily == nil, attempt.treasury == nil,
            let tip = Tip.next(for: level, holding: attempt.state.inventory, seen: world.progress.tipsSeen + skipped)
        {
            pendingBrief = attempt.inputs.isEmpty ? opening : nil
            message = tip.text(on: level, jumpPrice: world.context.campaign.shop.jump)
            openingTip = message
            // Several new marks at once on a level played by its code (the campaign brings
            // them one at a time): one tip would leave the rest unexplained (a play-tester met
            // mirrors that way, "a surprise deflection into mud"), so the line names them all
            // and the help explains them.
            let marks = Tip.unseenMarks(on: level, seen: world.progress.tipsSeen)
            if !attempt.isCampaign, marks.count > 1 {
                let names = marks.map(\.markName)
                let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
                let named = "New here: \(list). ? explains every mark."
                message = named.count <= 79 ? named : "New marks here: ? explains every mark on this level."
                openingTip = message
                for mark in marks { world.apply(.sawTip(mark)) }
            } else {
                world.apply(.sawTip(tip))
            }
        }
        // A dare lost by a restart or by leaving has no summary to offer its run back: the
        // level begun again does, until its first move.
        if let keep = world.session.keepableRun, keep.level == level.id, attempt.inputs.isEmpty {
            message = Self.keepRunOffer(run: keep.run)
        }
    }

    /// Puts a view key's `line` on the message line, unless the level's opening tip is still
    /// there (`openingTip`).
    mutating func say(_ line: String) {
        if let tip = openingTip, message == tip { return }
        message = line
    }

    /// The cell the player is drawn on (mid-slide while animating).
    func shownPosition(_ state: GameState) -> Int {
        if let animation { return animation.path[min(animation.index, animation.path.count - 1)] }
        return state.position
    }
}

extension PlayScene: SceneModel {
    var keyContext: KeyContext { .play }

    /// Whether the attempt shown here has ended while the screen stays (leaving was held back
    /// to show a failed save): there is nothing left to play, only to leave.
    func isOver(in world: World) -> Bool { world.session.current?.level.id != level.id }

    func keyBar(in world: World) -> [String] {
        if isOver(in: world) { return [hint(.quit, does: "leave")] }
        if prompt == .pause {
            // A skip where the furthest level open is on screen (the pause is where a player stuck looks).
            let skip = world.session.isSkippable(level.id) ? [hint(.skip, does: "skip \(Economy.skipPrice(of: level.id))")] : []
            return ["Esc resume", hint(.restart, does: "restart")] + skip + [hint(.help, does: "help"), hint(.quit, does: "quit")]
        }
        if prompt == .keepRun { return [hint(.dare, does: "keep the run"), "any other key: no"] }
        if prompt == .bumpHold { return ["Enter go on", hint(.undo, does: "undo"), hint(.pause, does: "pause")] }
        if prompt != nil { return [hint(.confirm, does: "yes"), hint(.deny, does: "no")] }
        if armed != nil { return [hint(arrows: Direction.ordered, does: "which way"), hint(key: .escape, does: "cancel")] }
        if lookCursor != nil {
            // The survey's key where one may be bought or is held (the campaign's levels).
            let surveys = (world.session.current?.isCampaign ?? false) && CampaignSession.isSurveyable(level)
            let surveyed = world.session.isSurveyed(level.id)
            let survey = surveys ? [hint(.survey, does: !surveyed ? "survey" : surveyHidden ? "show counts" : "hide counts")] : []
            // The counts a long survey's message line had no room for take the bar's row.
            if let rest = surveyOverflow(in: world) { return [rest] }
            return [hint(arrows: Direction.ordered, does: "look"), hint(.look, does: "done")] + survey + [hint(.help, does: "help")]
        }
        if let sketch {
            if sketchArmsJump { return [hint(arrows: Direction.ordered, does: "which way"), hint(.undo, does: "put away")] }
            let walk = sketch.isEmpty ? [] : [hint(.sketch, does: "walk it"), hint(.undo, does: "step back")]
            let jumps = (world.session.current?.state.inventory.jumps ?? 0) > 0 ? [hint(.jumpPrefix, does: "jump")] : []
            return [hint(arrows: Direction.ordered, does: "sketch")] + jumps + walk + [
                hint(key: .escape, does: "drop"), hint(.help, does: "help"),
            ]
        }
        // Only the keys that do something here (every key is on the help screen): a power-up
        // held, a hint held (the campaign's), a ghost to show, stop marks where ice makes them
        // tell, the map of a level bigger than the window. What still does not fit goes by
        // priority, never by place: first the stop marks, then restart (the pause menu has it).
        // The daily is played with empty hands and takes no hints.
        let inventory = world.session.current?.state.inventory ?? Inventory()
        let campaign = world.session.current?.isCampaign ?? false
        let walked = world.session.current?.isWalked ?? false
        let field = (width: world.windowSize.width, height: world.windowSize.height - 4)
        let hints: [(text: String, priority: Int, shown: Bool)] = [
            (hint(arrows: Direction.ordered, does: "move"), 9, true),
            // With none held, a campaign level still offers one for coins (a play-tester made
            // five trips to the shop, not knowing Space bought one here).
            (
                hint(.jumpPrefix, does: inventory.jumps > 0 ? "jump" : "buy jump"), inventory.jumps > 0 ? 5 : 1,
                world.session.current?.jumpSpent != true && !walked
                    && (inventory.jumps > 0 || (campaign && world.progress.coins >= world.context.campaign.shop.jump))
            ),
            (hint(.demolishPrefix, does: "demolish"), 5, inventory.demolishes > 0 && !walked),
            (hint(.useTime, does: "time +\(Economy.timeMoves(for: level))"), 5, inventory.times > 0 && !walked),
            (hint(.hint, does: "hint"), 4, campaign && world.progress.hints > 0),
            (
                hint(.scout, does: world.session.scouted[level.id] == nil ? "scout" : "guide"), 1,
                campaign && level.crates.contains { !$0.needsJump }
            ),
            (hint(.toggleGhost, does: "ghost"), 4, ghost != nil),
            (hint(.sketch, does: "sketch"), 1, world.session.current.map { $0.treasury == nil && $0.dare == nil } ?? false),
            (hint(.look, does: "look"), 1, true),
            // Wherever the marks are drawn by default (the bar offers what the tip just said),
            // and while they are on.
            (hint(.toggleWays, does: "ways"), 1, Tip.showsWaysByDefault(on: level) || world.showsWays(on: level)),
            (hint(.dare, does: "dare \(world.session.dareOffer ?? 0)"), 2, world.session.dareOffer != nil),
            (
                hint(.dare, does: "keep run \(Dare.keepPrice(run: world.session.keepableRun?.run ?? 0))"), 2,
                world.session.dareOffer == nil && world.session.keepableRun?.level == level.id
            ),
            (hint(.toggleStops, does: "stops"), 1, level.terrain.contains(.ice)),
            // From the level its tip is told on, before the sketch and the look: a player who
            // dares every level types `$` over the tip, and round 29's four never found it.
            (hint(.survey, does: "survey"), level.id >= Tip.surveyFrom ? 2 : 1, campaign && CampaignSession.isSurveyable(level)),
            (hint(.toggleOverview, does: "map"), 1, canvas.width > field.width || canvas.height > field.height || showsOverview),
            // At the baseline the bar has no room to spare: `z` works there too (help says so).
            (
                hint(.toggleZoom, does: "zoom"), 1,
                Self.isLargerThanBaseline(world.windowSize)
                    && Self.canZoom(canvas, field: Area(x: 0, y: 0, width: field.width, height: field.height), window: world.windowSize)
            ),
            (
                hint(.undo, does: "undo"), 3,
                world.session.current.map { $0.canUndo && $0.allowsUndo } ?? false
            ),
            (hint(.restart, does: "restart"), 2, true),
            // Once the level has beaten the player (out of moves or given up), where there is room.
            (
                hint(.skip, does: "skip \(Economy.skipPrice(of: level.id))"), 1,
                world.session.isSkippable(level.id) && world.progress.ledger.contains { $0.level == level.id && $0.outcome != .won }
            ),
            (hint(.pause, does: "pause"), 6, true),
            (hint(.help, does: "help"), 7, true),
            (hint(.quit, does: "quit"), 8, true),
        ]
        let shown = hints.filter(\.shown).map { (text: $0.text, priority: $0.priority) }
        return KeyBar.fitting(shown, width: world.windowSize.width, ascii: world.context.glyphs.ascii)
    }

    /// Put before a question an arrow was typed at: the arrow waits for the answer.
    static let answerFirst = "Answer first: "

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        animation = nil  // any key finishes an animation at once
        if isOver(in: world) {
            prompt = nil
            return command == .quit || command == .pause || command == .cancel ? .open(.title) : nil
        }
        let practice = !(world.session.current?.isCampaign ?? false)
        // Giving up the day's counted attempt ends it as the day's result, and a treasury's
        // try once its fee is paid: say so before.
        let paidTry = world.session.current?.treasury?.paid == true
        // A lost dare ends the run of dares won (said here: leaving has no summary to say it).
        let run = world.progress.dareStreak > 0 ? " and your run of \(world.progress.dareStreak)" : ""
        let stake = world.session.current?.dare.map { " The dare's \($0) coins\(run) are lost." } ?? ""
        let counted =
            world.session.current?.endingCountsAsDailyResult == true
            ? " It ends today's counted attempt." : (paidTry ? " This try's fee is spent." : stake)
        if prompt == .bumpHold {
            switch command {
            case .deny, .confirm, .cancel:
                prompt = nil
                message = "Going on from here."
                return nil
            case .undo, .quit, .pause, .help, .restart:
                prompt = nil  // and does what it does (the try's one undo may take the slip back)
            default:
                return nil  // held: a key typed after the bump is not played
            }
        }
        if let asked = prompt {
            // A move typed ahead of a yes-or-no question is not its answer: the question stays
            // and nothing moves, so the arrows after it are not played behind the player's back.
            // It says so, though: play-testers felt their arrows were swallowed.
            if asked != .pause, case .direction = command {
                if !message.hasPrefix(Self.answerFirst) { message = Self.answerFirst + message }
                return nil
            }
            prompt = nil
            switch (asked, command) {
            case (.restart, .confirm), (.pause, .restart):
                take(world.apply(.restart), in: &world)
            case (.time, .confirm):
                take(world.apply(.act(.addTime)), in: &world)
            case (.time, _):
                message = "Time put away."
                return nil
            case (.scout, .confirm):
                take(world.apply(.scout), in: &world)
            case (.guide, .confirm):
                take(world.apply(.guide), in: &world)
            case (.dare, .confirm):
                take(world.apply(.dare), in: &world)
            case (.survey, .confirm):
                take(world.apply(.survey), in: &world)
            case (.survey, _):
                message = "No survey." + (lookCursor.map { _ in " Still looking: i ends." } ?? "")
            case (.sketchDare, .confirm):
                sketchWarned = true
                beginSketch(in: &world)
            case (.sketchDare, _):
                message = "No sketch. " + Self.dareStillOffered(in: world)
            case (.skip, .confirm):
                take(world.apply(.skip(level: level.id)), in: &world)
            case (.skip, _):
                message = "Not skipped."
            case (.pause, .skip):
                askSkip(in: world)
            case (.keepRun, .dare):
                take(world.apply(.keepDareRun), in: &world)
            case (.keepRun, _):
                message = "Run not kept. $ keeps it until your first move."
            case (.dare, _):
                message = "No dare. " + Self.dareStillOffered(in: world)
            case let (.buy(item), .confirm):
                buyAndUse(item, in: &world)
            case (.pause, .quit):
                prompt = .quit  // from the pause menu too, quitting asks first
                // A dared try is not kept to resume: leaving loses its stake, said as `q` says it.
                message =
                    practice
                    ? "Quit?\(counted) [yn] (n)"
                    : (stake.isEmpty ? "Save and quit to the title? [yn] (n)" : "Quit to the title?\(stake) [yn] (n)")
            case (.quit, .confirm):
                // Outside the campaign nothing is kept to resume; leaving a standalone level quits.
                guard practice else {
                    take(world.apply(.suspend), in: &world)
                    return nil
                }
                let treasury = world.session.current?.treasury
                take(world.apply(.abandon), in: &world)
                return .open(treasury.map { .treasuries(cursor: $0.number) } ?? .title)
            case (.pause, .help):
                return .help
            case (.pause, .direction):
                // Arrows keep the pause: a tester ended a look with Esc, paused with a second,
                // and typed a run of arrows whose first resumed and the rest walked, one step
                // short of the plan, in a dare (levels 59, 69 and 89).
                prompt = .pause
                message = "Still paused: arrows move nothing here. Esc or p resumes."
            case (.pause, .sketch):
                // v from the pause menu sketches, as it does in play: a tester dropped a sketch
                // with Esc, paused with a second Esc, typed v and then arrows, and had the
                // arrows played for real.
                beginSketch(in: &world)
            default:
                message = "Carry on."
            }
            return nil
        }
        if sketch != nil { return reduceSketch(command, in: &world) }
        if lookCursor != nil { return reduceLook(command, in: &world) }
        if refusedPowerUpsArrow {
            refusedPowerUpsArrow = false
            // A tester typed Space and an arrow after his attempt's Jump: the Space was refused
            // and the arrow walked a step he had not planned, in a dare.
            if case .direction = command {
                message = "That arrow was not played (no Jump or Demolish now): type it again to step."
                return nil
            }
        }
        if let power = armed {
            armed = nil
            switch command {
            case let .direction(direction):
                take(world.apply(.act(power == .jump ? .jump(direction) : .demolish(direction))), in: &world)
                return nil
            case .jumpPrefix where power == .demolish, .demolishPrefix where power == .jump:
                break  // the other power-up: arm it instead
            case .jumpPrefix, .demolishPrefix:
                // Its own key again keeps it armed: a Jump bought from Space is armed at once,
                // and a tester's habitual Space then put it away and the arrow walked.
                arm(power)
                return nil
            case .sketch:
                beginSketch(in: &world, armed: power)
                return nil
            default:
                message = "\(power == .jump ? "Jump" : "Demolish") put away."
                return nil
            }
        }
        let inventory = world.session.current?.state.inventory ?? Inventory()
        // An escape is walked: no power-up is armed, offered for coins or asked about there.
        if [.jumpPrefix, .demolishPrefix, .useTime].contains(command), world.session.current?.isWalked == true {
            message = Self.walked
            refusedPowerUpsArrow = command != .useTime
            return nil
        }
        switch command {
        case let .direction(direction):
            take(world.apply(.act(.move(direction))), in: &world)
        case .jumpPrefix:
            // A Jump this attempt cannot take is neither armed nor offered for coins.
            if world.session.current?.jumpSpent == true {
                message = Self.oneJumpAnAttempt
                refusedPowerUpsArrow = true
                return nil
            }
            guard inventory.jumps > 0 else {
                offer(.jump, in: world)
                return nil
            }
            arm(.jump)
        case .demolishPrefix:
            guard inventory.demolishes > 0 else {
                offer(.demolish, in: world)
                return nil
            }
            arm(.demolish)
        case .useTime:
            let moves = Economy.timeMoves(for: level)
            guard inventory.times > 0 else {
                // A Time this attempt cannot take is not offered for coins.
                if (world.session.current?.state.extraMoves ?? 0) > 0 {
                    message = "One Time an attempt: this one has had its Time."
                } else if moves == 0 {
                    message = "This level's budget is the largest there is: a Time adds nothing."
                } else {
                    offer(.time, in: world)
                }
                return nil
            }
            // Said before it is spent: what it gives, and that its moves never pay cash-in.
            prompt = .time
            message = "Use a Time: +\(moves) moves, no cash-in, 2 stars at most, no \(world.context.glyphs.planned)? [yn] (n)"
        case .restart:
            prompt = .restart
            let used = world.session.current.map { $0.startInventory != $0.state.inventory } ?? false
            let fee = world.session.current?.treasury.map { " A new try pays the fee again (\($0.fee) coins)." } ?? ""
            message =
                !counted.isEmpty
                ? "Restart?\(counted)\(paidTry ? fee : "") [yn] (n)"
                : "Restart this level?\(used ? " The power-ups you used stay used (u undoes)." : "") [yn] (n)"
        case .quit:
            prompt = .quit
            message =
                practice
                ? "Quit?\(counted) [yn] (n)"
                : (stake.isEmpty ? "Save and quit to the title? [yn] (n)" : "Quit to the title?\(stake) [yn] (n)")
        case .pause:
            prompt = .pause
            // The counted daily keeps its code back: the code rebuilds the map for study.
            let counted = world.session.current?.daily?.counts == true
            let code =
                counted
                ? " · the code is on your card" : LevelCode.code(for: level.spec).map { " · code \($0)" } ?? " · seed \(level.spec.seed)"
            message = "Paused\(level.id > 0 ? ": level \(level.id)" : "")\(code)"
        case .help:
            return .help
        case .skip:
            askSkip(in: world)
        case .hint:
            // A route still marked is not bought again (a play-tester spent a second hint to
            // redraw the same marks).
            // (It is marked while more than its last move, the one onto E, is left.)
            if let attempt = world.session.current, (hintLeft(attempt.inputs)?.count ?? 0) > 1 {
                message = "The hint's marks are still on the map: follow them to E."
                return nil
            }
            // None in hand: one is offered here, as a power-up is (a play-tester stuck on a par
            // route found "Jump can be bought in-level, hints can't").
            if world.progress.hints == 0, world.session.current?.isCampaign == true {
                offer(.hint, in: world)
                return nil
            }
            take(world.apply(.useHint), in: &world)
        case .scout:
            // Asked first: it costs coins (not with the scout pass). Once paid, it is told again
            // for nothing.
            guard let attempt = world.session.current, attempt.isCampaign else {
                message = "Scouting is for campaign levels: the daily and practice keep empty hands."
                return nil
            }
            if world.session.guided.contains(attempt.level.id) {
                // Bought this sitting: the way from here again, free.
                take(world.apply(.guide), in: &world)
            } else if let plan = world.session.scouted[attempt.level.id] {
                // Scouted: the next step is the way itself, dearer (the answer to the question).
                prompt = .guide
                let target =
                    plan.gemPlan.map { "\(Self.gemsAnd($0)), worth \($0.worth)" } ?? "\(plan.coins.counted("coin")) in \(plan.moves) moves"
                message = "Plan: \(target). Mark its way from here for \(Economy.guidePrice) coins? [yn] (n)"
            } else if world.progress.scoutPass != nil {
                // The pass scouts for nothing: nothing to ask.
                take(world.apply(.scout), in: &world)
            } else {
                prompt = .scout
                message = "Scout the best plan's coins (not its way) for \(Economy.scoutPrice) coins? [yn] (n)"
            }
        case .undo:
            guard let before = world.session.current?.state else { return nil }
            for event in world.apply(.undo) {
                switch event {
                case .undone:
                    showUndone(from: before, in: world)
                    if world.session.current?.dare != nil {
                        message = "The dare's one undo: " + message
                    } else if world.session.current?.treasury != nil {
                        message = "The try's one undo: " + message
                    }
                case .refused(.noUndoInCountedDaily): message = "No undo in today's counted daily: it counts as you play it."
                case .refused(.noHelpInADare): message = "No undo in a dare: it counts as you play it."
                case .refused(.dareSlipUsed): message = "The dare's one undo is spent: it counts as you play it."
                case .refused(.treasurySlipUsed): message = "The try's one undo is spent: r starts a new try (its fee again)."
                case .refused: message = "Nothing to undo: this is the start of the attempt."
                default: break
                }
            }
        case .toggleStops:
            world.showsStops.toggle()
            say(world.showsStops ? "Marks show where each arrow would stop (m hides them)." : "Stop marks hidden.")
        case .toggleWays:
            world.waysChoice = !world.showsWays(on: level)
            let g = world.context.glyphs
            let (four, three) = (g.ways(Direction.ordered), g.ways([.north, .east, .south]))
            let (turn, straight, one) = (g.ways([.north, .east]), g.ways([.north, .south]), g.ways([.north]))
            say(
                world.showsWays(on: level)
                    ? "Ways out on each cell: \(four) four, \(three) three, \(turn) or \(straight) two, \(one) one (e hides them)."
                    : "Ways out hidden (e shows them).")
        case .toggleRuler:
            world.showsRuler.toggle()
            say(world.showsRuler ? "Columns and rows numbered on the outer wall (# hides them)." : "Numbers hidden (# shows them).")
        case .toggleOverview:
            showsOverview.toggle()
            message = showsOverview ? "The whole level (o to zoom back in)." : ""
        case .toggleZoom:
            // A play-tester found the zoomed map easier to read but "no longer in one glance".
            world.zooms.toggle()
            say(
                world.zooms
                    ? "Zoomed in where the window has room (z for the smaller map)."
                    : "The smaller map, one size at any window (z zooms in).")
        case .sketch:
            beginSketch(in: &world)
        case .dare:
            offerDare(in: world)
        case .look:
            beginLook(in: world)
        case .survey:
            survey(in: &world)
        case .cancel:
            // Nothing open: Esc pauses nothing (it did until session 32, and testers who
            // pressed it "to clear" lost the arrows after it to the pause).
            message = "Nothing to put away. p pauses, q quits."
        case .toggleGhost:
            guard ghost != nil else {
                message = practice ? "No ghost on a level from a seed: it keeps no best run." : "No ghost yet: finish this level first."
                return nil
            }
            showsGhost.toggle()
            message =
                showsGhost
                ? "The ghost (\(world.context.glyphs.ghost)) replays your best run, one action for each of yours."
                : "Ghost hidden (g shows it)."
            world.ghostPreference = showsGhost
        default:
            break
        }
        return nil
    }

    /// Before the program ends on a signal: a counted daily attempt under way is given up (its
    /// result kept and its proof recorded), and a dared try (its stake lost), as leaving them
    /// by the menu would.
    mutating func interrupt(in world: inout World) {
        // A dared try is given up as leaving it by the menu would (its stake lost), rather than
        // kept to resume as an undared one.
        guard world.session.current?.endingCountsAsDailyResult == true || world.session.current?.dare != nil else { return }
        take(world.apply(.suspend), in: &world)
    }

    /// Takes the session's answer to this screen's intent in place: the engine's events in
    /// words, an animation, a wall redrawn, a hint, a counted daily given up, an attempt kept
    /// for later (the app then opens the title, and the summary for an attempt that ended).
    mutating func take(_ sessionEvents: [SessionEvent], in world: inout World) {
        for event in sessionEvents {
            switch event {
            case .hinted:
                let route = world.session.current?.state.cheapestRoute ?? (directions: [], moves: 0)
                hint = (route.directions, world.session.current?.inputs.count ?? 0)
                let left = world.progress.hints
                // What the route costs in moves (mud counts twice), not how many steps it has:
                // a play-tester read "24 moves" for a route of 30 through six mud cells.
                message =
                    "Hint: the marks show a cheapest way to E from here, \(route.moves.counted("move")) (\(left) hint\(left == 1 ? "" : "s") left)."
            case let .scouted(plan, _):
                message = Self.scoutSays(plan)
            case let .refused(.cannotScout(price, coins)):
                message = "Scouting costs \(price.counted("coin")); you have \(coins)."
            case let .guided(way, _):
                hint = (way, world.session.current?.inputs.count ?? 0)
                let moves = world.session.current.map { Self.cost(of: way, from: $0.state) } ?? way.count
                let crosses =
                    world.session.current.map { Self.trail($0.state, left: way[...], arrows: [:], style: .plain).stopsShort } ?? false
                message =
                    crosses
                    ? "Guide: the plan's way, \(moves.counted("move")): follow the marks; more show as you go."
                    : "Guide: the marks show the plan's way from here, \(moves.counted("move")). c shows it again."
            case let .refused(.cannotGuide(price, coins)):
                message = "The guide costs \(price.counted("coin")); you have \(coins)."
            case .surveyed:
                lookWithCounts(in: world)
            case let .refused(.cannotSurvey(price, coins)):
                message = "A survey here costs \(price.counted("coin")); you have \(coins)."
            case .refused(.planOutOfReach):
                message = "The plan's crates no longer fit your moves from here: r restarts (nothing charged)."
            case .refused(.noPlanToScout):
                message = "Nothing to scout: no crate here fits the moves without a power-up."
            case let .paidTreasuryFee(_, fee):
                message = "Fee paid: \(fee.counted("coin")). A win pays the crates you take; leaving gives the try up."
            case let .refused(.cannotAffordTreasury(_, fee, coins)):
                message = "This try's fee is \(fee.counted("coin")) and you have \(coins): q leaves."
            case let .dared(stake):
                message =
                    Self.daredMessage(
                        stake: stake, pays: Dare.paid(stake: stake, into: world.progress.coins),
                        gemWorth: gemWorthInADare(in: world),
                        glyphs: world.context.glyphs)
            case let .refused(.cannotAffordDare(stake, coins)):
                message = Self.stakeNotCovered(stake, coins: coins)
            case .refused(.noDare):
                message = Self.noDare(world.session.dareBar)
            case let .keptDareRun(run, price):
                message = "Your run of \(run) dares goes on (\(price.counted("coin")))."
            case let .refused(.cannotKeepRun(price, coins)):
                message = "Keeping your run costs \(price.counted("coin")); you have \(coins)."
            case let .refused(.cannotAffordSkip(price, coins)):
                message = Self.skipUnaffordable(price, coins: coins)
            case let .refused(.notSkippable(id)):
                message = Self.whyNotSkippable(id, in: world)
            case .refused(.noHelpInADare):
                message = "Not in a dare: the plan is yours to make (no hint or guide)."
            case .refused(.noHints):
                message = "No hints: buy them in the shop (\(Economy.hintPrice) coins each)."
            case .refused(.noRoute):
                // A Time in hand may still give one (the hint is not spent).
                let timed = (world.session.current?.state.inventory.times ?? 0) > 0
                message =
                    timed
                    ? "No route to E is left in your moves: + adds a Time's, or r restarts."
                    : "No route to E is left in your moves: r to restart."
            case let .acted(_, events):
                show(events, in: world)
            case let .finished(finished) where finished.outcome == .abandoned && finished.dailyResult != nil:
                // A counted daily given up (restarted, or left after a move): the result is in.
                world.notice = "Today's daily result is in: \(finished.dailyResult?.movesText ?? ""). Play on for fun."
            case .suspended:
                world.notice = "Saved. Continue from the title to resume where you were."
            default:
                break
            }
        }
    }

    /// The engine's events of one action: the message line, an animation, a wall redrawn.
    private mutating func show(_ events: [Event], in world: World) {
        let campaign = world.session.current?.isCampaign == true
        // A gem pays its Jump on a campaign win, once: the message says so where it will.
        let paidGems = world.progress.paidGems(on: level)
        let payingGems = campaign ? level.gems.indices.filter { !paidGems.contains($0) } : []
        let paidCrates = world.session.current.map { world.progress.paidCrates(in: $0) } ?? world.progress.paidCrates(on: level)
        message = Self.describe(
            events, on: level, paidCrates: paidCrates, payingGems: payingGems, at: world.session.current?.state.position)
        if events.contains(where: { if case .bumpedWall = $0 { true } else { false } }) {
            bumpNote = message
            // Where a slip costs a stake, a bump holds the keys typed after it until Enter: a
            // bump there means the plan is off, and testers who typed a run of keys lost dares
            // (and one a treasury's fee) to the steps that went on from the wrong cell, the
            // bump's line long gone by the time they looked (sessions 28 to 37).
            if let attempt = world.session.current, attempt.dare != nil || attempt.treasury?.paid == true {
                prompt = .bumpHold
                message = "A bump holds your \(attempt.dare != nil ? "dare" : "try"): keys after it are not played. Enter goes on."
                return
            }
        } else if !message.isEmpty {
            bumpNote = nil
        }
        if message.isEmpty, let brief = pendingBrief {
            message = brief
            pendingBrief = nil
            bumpNote = nil
        } else if message.isEmpty, let bumpNote {
            message = bumpNote
        }
        if let state = world.session.current?.state, state.isTrapped {
            // Say why: a way out that costs more than is left reads differently from none at all.
            // On foot, that is: in the campaign a power-up (held or bought here) may still get
            // out, and two play-testers restarted where a Jump would have done.
            let left = "\(state.movesLeft) \(state.movesLeft == 1 ? "is" : "are") left"
            let way = campaign ? ": r restarts, or try a power-up." : " (r to restart)."
            message =
                state.movesToExit.map { "Trapped: E is \($0.counted("move")) away and \(left)\(way)" }
                ?? "Trapped: the exit can no longer be reached (r to restart)."
        }
        for event in events {
            switch event {
            case let .moved(direction, path, _) where path.count > 1, let .jumped(direction, path):
                if world.context.animation, let first = path.first {
                    // The path lists the cells entered; the animation starts where the player stood.
                    animation = ([Self.start(of: first, direction, on: level)] + path, 0, 0)
                }
            case .wallDemolished:
                if let state = world.session.current?.state {
                    canvas = MazeCanvas(maze: state.maze, terrain: level.terrain, fixtures: level.fixtures, glyphs: world.context.glyphs)
                }
            default: break
            }
        }
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        guard var current = animation else { return false }
        current.elapsed += seconds
        var changed = false
        while current.elapsed >= Self.secondsPerCell, current.index < current.path.count - 1 {
            current.elapsed -= Self.secondsPerCell
            current.index += 1
            changed = true
        }
        animation = current.index >= current.path.count - 1 ? nil : current
        return changed || animation == nil
    }

    func isAnimating(in world: World) -> Bool { animation != nil }

    /// What a scout tells: "Scout: the best plan takes 2 crates for 31 coins in 26 moves. Find
    /// it!", or, where a plan that finds gems is worth more (`ScoutedPlan.gemPlan`), "Scout: the
    /// best plan takes the gem and 1 crate, worth 42 (a gem at 30). Find it!"
    static func scoutSays(_ plan: ScoutedPlan) -> String {
        guard let gems = plan.gemPlan else {
            return
                "Scout: the best plan takes \(plan.crates.counted("crate")) for \(plan.coins.counted("coin")) in \(plan.moves) moves. Find it!"
        }
        let each = (gems.worth - gems.coins) / max(1, gems.gems.count)
        return "Scout: the best plan takes \(gemsAnd(gems)), worth \(gems.worth) (a gem at \(each)). Find it!"
    }

    /// "the gem and 1 crate", "the 2 gems and no crate": what a plan with gems takes.
    static func gemsAnd(_ plan: GemPlan) -> String {
        let gems = plan.gems.count == 1 ? "the gem" : "the \(plan.gems.count) gems"
        return "\(gems) and " + (plan.crates.isEmpty ? "no crate" : plan.crates.count.counted("crate"))
    }

    /// Where a move or jump toward `direction` whose first cell entered is `first` began: the
    /// cell before it, or two before when it came through a tunnel.
    static func start(of first: Int, _ direction: Direction, on level: Level) -> Int {
        let offset = direction.dx + direction.dy * level.maze.width
        let mouth = first - 2 * offset
        if mouth >= 0, mouth < level.maze.cellCount, level.fixtures.step(in: level.maze, from: mouth, direction) == first { return mouth }
        return first - offset
    }

    /// What carried a move on beyond its first step, in words (docs/rules.md, "Fixtures"):
    /// ice (`Slid 3 cells on ice.`, the cells entered), a tunnel, belts, mirrors, a portal, a
    /// trapdoor; `nil` for a plain step.
    static func carried(_ path: [Int], _ direction: Direction, on level: Level) -> String? {
        guard let first = path.first else { return nil }
        let fixtures = level.fixtures
        let cells = [start(of: first, direction, on: level)] + path
        let width = level.maze.width
        // A step of two cells in a straight line is a tunnel (a portal or trapdoor may lead anywhere).
        let tunnel = zip(cells, cells.dropFirst()).contains { a, b in
            fixtures.portal(at: a) != b && fixtures.trapdoor(at: a) != b && [2, 2 * width].contains(abs(b - a))
        }
        let belts = path.dropLast().filter { fixtures.belt(at: $0) != nil }.count
        let mirrors = path.dropLast().filter { fixtures.belt(at: $0) == nil && fixtures.mirror(at: $0) != nil }.count
        let portal = path.count > 1 && fixtures.portal(at: path[path.count - 2]) == path.last
        let trapdoor = !portal && path.count > 1 && fixtures.trapdoor(at: path[path.count - 2]) == path.last
        // A spring throws the player on from its cell: the cells after it were flown over.
        let spring = path.dropLast().firstIndex(where: fixtures.isSpring)
        let walked = spring.map { path[...$0] } ?? path.dropLast()
        guard tunnel || belts > 0 || mirrors > 0 || portal || trapdoor || spring != nil else {
            return path.count > 1 ? "Slid \(path.count) cells on ice." : nil
        }
        var parts: [String] = []
        if tunnel { parts.append("Through the tunnel.") }
        if belts > 0 { parts.append("A belt carried you \(belts.counted("cell")).") }
        if mirrors > 0 { parts.append(mirrors == 1 ? "A mirror turned you." : "Mirrors turned you \(mirrors) times.") }
        if walked.contains(where: { level.terrain[$0] == .ice }) { parts.append("Slid on ice.") }
        if let spring {
            let flown = path.count - 1 - spring
            parts.append(flown == 0 ? "A spring, against a wall: it could not throw you." : "A spring threw you \(flown.counted("cell")).")
        }
        if portal { parts.append("Through the portal.") }
        if trapdoor { parts.append("Down the trapdoor.") }
        return parts.joined(separator: " ")
    }

    /// What a power-up's key says on a campaign escape (`Attempt.isWalked`).
    static let walked = "An escape is played on foot: no Jump, Demolish or Time here (yours keep)."

    /// What Space says once a campaign attempt has used its Jump.
    static let oneJumpAnAttempt = "One Jump an attempt: this one has had its Jump (u takes it back)."

    /// Events in words for the message line; `paidCrates` (by index) were paid on an earlier win,
    /// and `payingGems` (by index) will give their Jump on a win; `position` is where the
    /// player stands after them (a bump into a chasm is told from one into a wall).
    static func describe(
        _ events: [Event], on level: Level, paidCrates: [Int] = [], payingGems: [Int] = [], at position: Int? = nil
    ) -> String {
        var parts: [String] = []
        for event in events {
            switch event {
            case let .moved(direction, path, cost):
                if let carried = carried(path, direction, on: level) { parts.append(carried) }
                if cost == 2 { parts.append("Mud: that cost 2 moves.") }
            case let .bumpedWall(direction):
                if let position, level.maze.isOpen(position, direction),
                    level.fixtures.isChasm(position + direction.dx + direction.dy * level.maze.width)
                {
                    parts.append("A chasm: no step crosses it (a Jump or a spring flies over). Bumping is free.")
                } else if let position, level.fixtures.isShutDoor(position, direction) {
                    parts.append("A locked door: the key opens every door. (Bumping is free.)")
                } else if let position {
                    let (x, y) = (position % level.maze.width, position / level.maze.width)
                    parts.append("A wall \(sideName(direction)) of (\(x), \(y)). (Bumping is free.)")
                } else {
                    parts.append("A wall. (Bumping is free.)")
                }
            case let .jumped(_, path):
                parts.append("Jumped \(path.count) cell\(path.count == 1 ? "" : "s")!")
                if let last = path.last, path.count > 1, level.fixtures.portal(at: path[path.count - 2]) == last {
                    parts.append("Through the portal.")
                } else if let last = path.last, path.count > 1, level.fixtures.trapdoor(at: path[path.count - 2]) == last {
                    parts.append("Down the trapdoor.")
                }
            case .wallDemolished: parts.append("The wall came down.")
            case let .timeAdded(moves): parts.append("Time: +\(moves) moves for this attempt, never cashed in.")
            case let .crateOpened(index, coins):
                parts.append(
                    paidCrates.contains(index)
                        ? "Crate: its \(coins.counted("coin")) were paid on an earlier win." : "Crate: \(coins.counted("coin"))!")
            case let .crateGone(index):
                parts.append("Too late: the timed crate of \(level.crates[index].coins.counted("coin")) is gone.")
            case let .gemFound(index):
                parts.append(payingGems.contains(index) ? "A gem! It gives a Jump when you win." : "A gem!")
            case .keyTaken: parts.append("The key! Every door is open now.")
            case .exitReached: parts.append("The exit!")
            case .outOfMoves: parts.append("Out of moves.")
            case let .refused(_, reason):
                switch reason {
                case let .notEnoughMoves(cost, left): parts.append("That needs \(cost) moves; \(left) left.")
                case .wallInTheWay: parts.append("A wall right there: nowhere to jump.")
                case .noWall: parts.append("No wall there to demolish.")
                case .boundary: parts.append("The outer wall cannot be demolished.")
                case .tunnelWall: parts.append("A tunnel runs through that wall: it cannot be demolished.")
                case .noPowerUp: parts.append("None left: buy more in the shop.")
                case .budgetFull: parts.append("This level's budget is the largest there is: a Time adds nothing.")
                case .timeAlreadyUsed: parts.append("One Time an attempt: this one has had its Time.")
                case .attemptOver: parts.append("The attempt is over.")
                }
            case .restarted: parts.append("Restarted.")
            }
        }
        return parts.joined(separator: " ")
    }
}
