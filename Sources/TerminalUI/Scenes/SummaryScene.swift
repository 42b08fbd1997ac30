import GameEngine
import MazeKit

/// After an attempt: won (moves against par and the earlier best, stars, what it paid, what it
/// unlocked) or out of moves (the maze kept, dimmed, and how far the exit was). Every rule fact
/// it shows is the engine's (`FinishedAttempt.scorecard`, `.settlement`, `.standing`): this
/// screen only words and draws them.
struct SummaryScene: Sendable {
    /// How the attempt ended, judged and paid.
    let finished: FinishedAttempt
    /// The play screen as it was when the attempt ended: its maze and HUD stay on a failure.
    let play: PlayScene
    /// The maze as it was drawn when the attempt ended.
    var canvas: MazeCanvas { play.canvas }
    /// Frames of the banner's little celebration so far.
    var frame = 0
    /// Whether the par route is shown (failures, on `b`), or after a win of fewer than three
    /// stars the three-star run that takes what the win took (`threeStarRoute`).
    var showsRoute = false
    /// The run `b` marks after a win (`WinRoute`), found once as the summary opens: the first
    /// that applies, the bigger lesson first (a later search runs only when those before it
    /// find nothing).
    let winRoute: ShownRoute?
    /// Whether the run of dares this attempt's lost dare ended was kept here (`$`).
    var keptRun = false
    /// Whether `$` has asked once to keep the run: the second pays (a tester of session 28
    /// spent 800 coins on one key press, though the price was on the line).
    var keepAsked = false
    /// Whether `>` has asked once to skip the level lost: the second pays, as keeping a run.
    var skipAsked = false

    /// What counts the moves, said after a loss on a level counted by eye, once a sitting
    /// (`surveyNudge(after:in:)`, `World.surveyNudged`).
    let surveyNudge: String?

    init(finished: FinishedAttempt, shown play: PlayScene, surveyNudge: String? = nil) {
        self.finished = finished
        self.play = play
        self.surveyNudge = surveyNudge
        winRoute = Self.winRoute(after: finished)
    }

    /// The attempt judged.
    var scorecard: Scorecard { finished.scorecard }
    /// Whether the attempt was won.
    var won: Bool { finished.outcome == .won }
    var level: Level { finished.attempt.level }
    var practice: Bool { !finished.attempt.isCampaign }
}

extension SummaryScene: SceneModel {
    var keyContext: KeyContext { .summary }

    /// Whether `u` takes the last move back here: after running out of moves, but not in the
    /// day's counted daily (docs/rules.md, "Undo").
    var canUndo: Bool { !won && finished.outcome == .failed && finished.attempt.reopensAfterFailing }

    func keyBar(in world: World) -> [String] {
        let undo = canUndo ? [hint(.undo, does: "undo")] : []
        if finished.attempt.daily != nil { return undo + [hint(.restart, does: "play again (for fun)"), hint(.quit, does: "leave")] }
        if let treasury = finished.attempt.treasury {
            return undo + [
                hint(.select, does: "treasuries"), hint(.restart, does: "new try (\(treasury.fee))"), hint(.quit, does: "title"),
            ]
        }
        if practice {
            let route =
                !won
                ? [hint(.toggleRoute, does: "best route")]
                : (offersThreeStarRoute
                    ? [routeHint] : [])
            return undo + [hint(.restart, does: "play again")] + route + [hint(.quit, does: "quit")]
        }
        // Keeping the run a lost dare ended, while it is on offer (won or out of moves alike).
        let keep = offersToKeepRun(in: world) ? [hint(.dare, does: "keep run \(finished.dare?.keepPrice ?? 0)")] : []
        if !won {
            let skip = offersSkip(in: world) ? [hint(.skip, does: "skip \(Economy.skipPrice(of: level.id))")] : []
            return [hint(.select, does: "retry")] + undo + keep + [hint(.toggleRoute, does: "best route")] + skip + [
                hint(.levelSelect, does: "level select"), hint(.quit, does: "title"),
            ]
        }
        let next = level.id < world.context.campaign.levels.count ? "next level" : "level select"
        let route =
            offersThreeStarRoute
            ? [routeHint] : []
        let treasury = treasuryOpened(in: world).map { [hint(.treasury, does: Treasury.name(of: $0))] } ?? []
        return [hint(.select, does: next), hint(.restart, does: "retry")] + keep + route + treasury + [
            hint(.levelSelect, does: "level select"), hint(.quit, does: "title"),
        ]
    }

    /// Whether `>` skips the level this campaign attempt lost (`CampaignSession.isSkippable`).
    func offersSkip(in world: World) -> Bool {
        !won && !practice && finished.attempt.isCampaign && world.session.isSkippable(level.id)
    }

    /// The treasury this won campaign level opens (a band's tenth: `Treasury.number(openedBy:)`),
    /// which `t` goes to: its key is what a band's coins are saved for, and testers found the
    /// treasuries, "the most engaging part of the whole session" to one, only on the title.
    func treasuryOpened(in world: World) -> Int? {
        guard won, !practice, finished.attempt.treasury == nil, finished.attempt.daily == nil, world.context.offersTreasuries
        else { return nil }
        return Treasury.number(openedBy: level.id)
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        if command == .undo {
            // The session takes the failure back and the router reopens the play screen; the
            // counted daily stands as played.
            guard !won else { return nil }
            let events = world.apply(.undo)
            if events.contains(.refused(.noUndoInCountedDaily)) {
                world.notice = "No undo in today's counted daily: it counts as you played it."
            } else if events.contains(.refused(.treasurySlipUsed)) {
                world.notice = "A treasury's try ends where it fails: r starts a new one (its fee again)."
            }
            return nil
        }
        if let daily = finished.attempt.daily {
            switch command {
            case .restart: world.apply(.daily(date: daily.date, level: level, isToday: world.context.today == daily.date))
            case .quit, .back, .select: return .open(.title)
            case .help: return .help
            default: break
            }
            return nil
        }
        if let treasury = finished.attempt.treasury {
            switch command {
            case .restart:
                // A new try: refused with a sentence when the coins no longer cover its fee.
                for case let .refused(.cannotAffordTreasury(_, fee, coins)) in world.apply(.treasury(number: treasury.number)) {
                    world.notice = "A new try costs \(fee.counted("coin")); you have \(coins)."
                }
            case .select, .back: return .open(.treasuries(cursor: treasury.number))
            case .quit: return .open(.title)
            case .help: return .help
            default: break
            }
            return nil
        }
        if practice {
            switch command {
            case .toggleRoute where !won || offersThreeStarRoute: showsRoute.toggle()
            case .restart: world.apply(.practice(level))
            case .quit, .back, .select: return .quit
            default: break
            }
            return nil
        }
        switch command {
        case .dare where offersToKeepRun(in: world) && !keepAsked:
            keepAsked = true
            world.notice =
                "Keep your run of \(finished.dare?.streak ?? 0) for \((finished.dare?.keepPrice ?? 0).counted("coin"))? $ again pays."
        case .dare where offersToKeepRun(in: world):
            for event in world.apply(.keepDareRun) {
                if case .keptDareRun = event { keptRun = true }
                if case let .refused(.cannotKeepRun(price, coins)) = event {
                    world.notice = "Keeping your run costs \(price.counted("coin")); you have \(coins)."
                }
            }
        case .skip where offersSkip(in: world) && !skipAsked:
            skipAsked = true
            world.notice = Self.skipQuestion(level.id) + " > again skips."
        case .skip where offersSkip(in: world):
            for case let .refused(.cannotAffordSkip(price, coins)) in world.apply(.skip(level: level.id)) {
                world.notice = Self.skipUnaffordable(price, coins: coins)
            }
        case .restart: world.apply(.play(level: level.id))
        case .direction(.east) where !won:
            // An arrow still held from the last move must not start the level over before the
            // player has read why it failed: only Enter retries.
            break
        case .select, .direction(.east):
            if !won {
                world.apply(.play(level: level.id))
            } else if level.id < world.context.campaign.levels.count, world.progress.isUnlocked(level.id + 1) {
                world.apply(.play(level: level.id + 1))
            } else {
                return .open(.levelSelect(cursor: level.id))
            }
        case .toggleRoute where !won:
            showsRoute.toggle()
        case .toggleRoute where offersThreeStarRoute:
            showsRoute.toggle()
        case .treasury:
            if let number = treasuryOpened(in: world) { return .open(.treasuries(cursor: number)) }
        case .levelSelect:
            // After a win the cursor waits on the level it opened.
            let next = won && world.progress.isUnlocked(level.id + 1) ? level.id + 1 : level.id
            return .open(.levelSelect(cursor: next))
        case .quit, .back: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        frame += 1
        return world.context.animation
    }

    func isAnimating(in world: World) -> Bool { world.context.animation && won && frame < 40 && !showsRoute }

    /// A run `b` marks after a win: which, its cells from the start, its moves, its coins when
    /// it is the leap's or the best plan's, and the cells of the items it takes in order.
    typealias ShownRoute = (kind: WinRoute, cells: [Int], moves: Int, coins: Int?, items: [Int])

    /// The runs `b` marks after a win, the bigger lesson first.
    enum WinRoute {
        /// A leap's run of every crate with one Jump, after a win that left one behind.
        case leap
        /// The best plan's run, after a win that missed its coins.
        case bestPlan
        /// A three-star run of the same items, after a win of fewer stars.
        case threeStar
        /// A par run, the exit alone, after a three-star win that took items.
        case par
    }

    /// The run `b` marks after `finished`, and its coins when it is the leap's or the best
    /// plan's: a leap's one-Jump run of every crate (`LeapRoute`), else the best plan's run
    /// (`BestPlanRoute`), else the three-star run of the same items, else a par run on foot
    /// (`ThreeStarRoute`).
    static func winRoute(after finished: FinishedAttempt) -> ShownRoute? {
        if let route = LeapRoute.cells(after: finished) { return (.leap, route.cells, route.moves, route.coins, route.items) }
        if let route = BestPlanRoute.cells(after: finished) { return (.bestPlan, route.cells, route.moves, route.coins, route.items) }
        if let route = ThreeStarRoute.cells(after: finished) { return (.threeStar, route.cells, route.moves, nil, route.items) }
        if let route = ThreeStarRoute.parCells(after: finished) { return (.par, route.cells, route.moves, nil, []) }
        return nil
    }

    /// `winRoute` when it is of `kind`.
    private func route(_ kind: WinRoute) -> (cells: [Int], moves: Int, coins: Int?)? {
        winRoute.flatMap { $0.kind == kind ? ($0.cells, $0.moves, $0.coins) : nil }
    }
    /// After a win on a leap that left a crate behind: the one-Jump run of every crate.
    var leapRoute: (cells: [Int], moves: Int, coins: Int)? { route(.leap).map { ($0.cells, $0.moves, $0.coins ?? 0) } }
    /// After a win that missed the best plan's coins: the best plan's run.
    var bestPlanRoute: (cells: [Int], moves: Int, coins: Int)? { route(.bestPlan).map { ($0.cells, $0.moves, $0.coins ?? 0) } }
    /// After a win of fewer than three stars: the three-star run of the same items.
    var threeStarRoute: (cells: [Int], moves: Int)? { route(.threeStar).map { ($0.cells, $0.moves) } }
    /// After a three-star win that took items or flew a Jump: a par run on foot.
    var parRoute: (cells: [Int], moves: Int)? { route(.par).map { ($0.cells, $0.moves) } }

    /// The key bar's `b` after a win: what it shows, or that it hides it.
    var routeHint: String {
        let shows: String
        switch winRoute?.kind {
        case .leap?: shows = "one-Jump route"
        case .bestPlan?: shows = "best plan"
        case .par?: shows = "par route"
        case .threeStar?, nil: shows = "3-star route"
        }
        return hint(.toggleRoute, does: showsRoute ? "hide route" : shows)
    }

    /// Whether `b` shows a route after this win: the best plan's run, a three-star run (a win of
    /// fewer stars, without Demolish or a Time, whose items a run without power-ups takes), or
    /// a par run (a three-star win that took items).
    var offersThreeStarRoute: Bool { offersRoutes && winRoute != nil }

    /// Whether `b` shows a route here: in the campaign and practice, not in a treasury (its
    /// best haul is the next try's question) nor in the daily (its for-fun tries would be
    /// walked from the answer). A tester's practice summary said "b shows it" to a `b` that did
    /// nothing.
    var offersRoutes: Bool { finished.attempt.treasury == nil && finished.attempt.daily == nil }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let state = finished.attempt.state
        let card = scorecard
        var lines: [(text: String, style: Style)] = []
        func add(_ text: String, _ style: Style = .plain) { lines.append((text, style)) }
        let glyphs = context.glyphs
        if won {
            let sparkle = glyphs.ascii ? ["*", "+", "."] : ["✦", "✧", "·"]
            let s = context.animation ? sparkle[frame % 3] : sparkle[0]
            add(
                "\(s) \(s) \(s)  \(finished.attempt.daily != nil ? "DAILY" : (finished.attempt.treasury != nil ? "TREASURY" : "LEVEL")) COMPLETE  \(s) \(s) \(s)",
                context.tint(.yellow, bold: true))
        } else {
            add("OUT OF MOVES", context.tint(.red, bold: true))
        }
        add("")
        let daily = finished.attempt.daily
        add(
            daily.map { "Daily \($0.date)" }
                ?? (level.id > 0
                    ? "Level \(level.id): \(level.name)" : (finished.attempt.treasury != nil ? level.name : "Practice: \(level.name)")))
        add(movesLine)
        // A daily's card carries the code; shown twice it would only crowd the screen.
        // Labelled with its use: a bare "code MZ4-…" meant nothing to a play-tester.
        if finished.dailyResult == nil, let code = LevelCode.code(for: level.spec) {
            add("Replay it: mz play --code \(code)", Style(dim: true))
        }
        if won {
            add(
                "\(glyphs.stars(card.stars))  \(card.stars) star\(card.stars == 1 ? "" : "s")\(starRule)"
                    // Said where the stars are: a tester called the route "the best teaching
                    // tool in the game" and asked for it to be easier to find than the key bar.
                    + (threeStarRoute != nil && offersRoutes ? " · b shows how" : ""),
                context.tint(.yellow, bold: true)
            )
            if let standing { add(standing, Style(bold: finished.isNewBest)) }
            if let lesson { add(lesson, Style(dim: true)) }
            // Crates paid on earlier wins that this run did not open (the save holds this run's
            // too, now it is settled).
            let opened = finished.attempt.state.openedCrates
            // A ledge's crate needs a power-up, and the best plan is made without one.
            let earlier = world.progress.paidCrates(on: level).filter { $0 < opened.count && !opened[$0] && !level.crates[$0].needsJump }
            if let plan = planLine(glyphs, paidBefore: earlier.reduce(0) { $0 + level.crates[$1].coins }) {
                add(plan, finished.plan?.isPerfect == true && card.stars == 3 ? context.tint(.green, bold: true) : .plain)
            }
            if let plan = finished.plan,
                let worth = Self.gemsWorthLine(plan, gemWorth: Dare.gemWorth(jumpPrice: context.campaign.shop.jump))
            {
                add(worth)
            }
        } else {
            add(shortfall)
            if let timeNote { add(timeNote, Style(bold: true)) }
        }
        if let dare = finished.dare {
            add(Self.dareLine(dare, glyphs: glyphs), dare.won ? context.tint(.green, bold: true) : context.tint(.red, bold: true))
            if let nudge = surveyNudge { add(nudge, Style(dim: true)) }
            let keep: RunKeeping = keptRun ? .kept : (offersToKeepRun(in: world) ? .offered : .none)
            if let line = Self.keepLine(dare, keep: keep) { add(line, Style(bold: true)) }
            for id in dare.newAvatars { add("New avatar: \(AvatarCatalog.avatar(id)?.name ?? id)", Style(bold: true)) }
        }
        add("")
        if let s = finished.settlement, won {
            lines += table(s, coins: world.progress.coins, fee: finished.attempt.treasury?.fee)
            if s.unpaid > 0 {
                add(
                    "Purse full (\(Economy.purseLimit)): \(s.unpaid.counted("coin")) not paid. Spend some in the shop or on avatars!",
                    context.tint(.red, bold: true))
            }
            if !s.newGems.isEmpty {
                let jumps = s.gemJumps == 0 ? "" : " +\(s.gemJumps.counted("Jump")) (Space in a level)"
                add((s.newGems.count == 1 ? "Gem found!" : "\(s.newGems.count) gems found!") + jumps, context.tint(.magenta, bold: true))
            }
            for id in s.newAvatars { add("New avatar: \(AvatarCatalog.avatar(id)?.name ?? id)", Style(bold: true)) }
            if let treasury = finished.attempt.treasury, !world.progress.hasKeyBack(treasury.number) {
                add(
                    "Take the best haul (\(Treasury.bestHaul(treasury.number).counted("coin"))) and the key is refunded: r tries again (\(treasury.fee)).",
                    context.tint(.yellow, bold: true))
            }
            if let pass = Self.scoutPassLine(
                coins: world.progress.coins, paid: s.total - s.unpaid, holding: world.progress.scoutPass != nil)
            {
                add(pass, context.tint(.green, bold: true))
            }
            if let pass = Self.surveyPassLine(coins: world.progress.coins, paid: s.total - s.unpaid, holding: world.progress.surveyPass) {
                add(pass, context.tint(.green, bold: true))
            }
            if s.firstClear, let number = treasuryOpened(in: world) {
                add(
                    "\(Treasury.name(of: number)) can be opened: a \(Treasury.keyPrice(number))-coin key, refunded with its best haul (t).",
                    context.tint(.yellow, bold: true))
            }
            if let unlocked = s.unlockedLevel { add(Self.unlockLine(unlocked, campaign: context.campaign.levels), Style(bold: true)) }
            if s.firstClear, level.id == context.campaign.levels.count {
                add(Self.campaignCompleteLine(world.progress, glyphs: glyphs), context.tint(.yellow, bold: true))
            }
        } else if let lostNote {
            add(lostNote, Style(dim: true))
            if let nudge = surveyNudge { add(nudge, Style(dim: true)) }
        }
        if let daily {
            lines += dailyLines(daily, world: world)
        }

        // A line wider than the screen less a margin (the par breakdown of a level with many
        // items) is wrapped between its parts, never cut at both ends nor touching both edges
        // (two play-testers found an 80-column lesson "cramped").
        // Only a line of parts (" · ") takes the margin: a sentence keeps the whole width.
        lines = lines.flatMap { line in
            let measure = line.text.contains(" · ") ? max(20, area.width - 4) : area.width
            guard line.text.count > measure else { return [line] }
            return (Self.balanced(line.text, width: measure) ?? line.text.wrapped(toWidth: measure, between: " · "))
                .map { ($0, line.style) }
        }
        if won, showsRoute, let route = winRoute {
            drawThreeStarRoute(route, into: &screen, area: area, world: world)
            return
        }
        var textTop = area.y + max(0, (area.height - lines.count) / 2)
        let compact = !won && daily == nil && lines.count > area.height - 2 - canvas.height
        if compact {
            // The maze would be cut off above the text (a play-tester took the clipped edge's
            // mark on a 19×9 level for a glitch): the text shrinks to what the HUD does not
            // already say, so the whole maze stays in view.
            lines = Array(
                compactFailure(context: context, nudge: surveyNudge).prefix(max(2, area.height - 2 - canvas.height)))
        }
        if !won {
            // The HUD and the maze stay above the text (the maze dimmed, centred on where the
            // attempt ended), so what the attempt had taken is still there to see.
            play.drawHUD(finished.attempt, into: &screen, area: area, world: world)
            let mazeTop = area.y + 2
            // (The full text ends in a blank line; the compact one goes down to the key bar.)
            textTop = max(mazeTop, area.bottom - lines.count + (compact ? 1 : 0))
            let look = MazeView.Look.worn(in: world, dimmed: true)
            let dot: Unicode.Scalar = glyphs.ascii ? "." : "•"
            let marks =
                showsRoute
                ? (card.shortfall?.parRoute ?? []).dropFirst().map { MazeView.Mark.cell($0, dot, context.tint(.green, bold: true)) } : []
            // Said in the line under the banner, so the text keeps its place.
            if showsRoute { lines[1] = ("\(dot) a best route from the start: \(card.par.counted("move"))", context.tint(.green)) }
            MazeView.draw(
                into: &screen, area: Area(x: area.x, y: mazeTop, width: area.width, height: textTop - mazeTop),
                canvas: canvas, state: state, shownPosition: state.position, look: look, overlay: marks)
        }
        for (i, line) in lines.enumerated() where textTop + i <= area.bottom {
            screen.centered(textTop + i, line.text, line.style)
        }
    }

    /// `text`, a line of parts joined by " · ", as two lines of about equal length (each at
    /// most `width`), split between parts; `nil` when no split fits. Greedy wrapping left a
    /// lone "you 27" on the second line.
    static func balanced(_ text: String, width: Int) -> [String]? {
        let parts = text.components(separatedBy: " · ")
        var best: [String]?
        for split in 1..<max(1, parts.count) {
            let first = parts[..<split].joined(separator: " · ") + " ·", second = parts[split...].joined(separator: " · ")
            guard first.count <= width, second.count <= width else { continue }
            if best == nil || max(first.count, second.count) < max(best![0].count, best![1].count) { best = [first, second] }
        }
        return best
    }

    /// How far E was when the moves ran out ("E was 15 moves away.").
    var shortfall: String {
        guard let distance = scorecard.shortfall?.movesToExit else { return "E could no longer be reached from where you stood." }
        let left = finished.attempt.state.movesLeft
        return "E was \(distance) move\(distance == 1 ? "" : "s") away\(left > 0 ? " (you had \(left) left)" : "")."
    }

    /// Out of moves with a Time still in hand: undo is the way back to spend it.
    var timeNote: String? {
        let attempt = finished.attempt
        guard attempt.state.inventory.times > 0, attempt.reopensAfterFailing, attempt.canUndo else { return nil }
        return "You still hold a Time: u takes the last move back, then + adds its moves."
    }

    /// What a failed campaign attempt loses (practice and the daily pay nothing to lose).
    var lostNote: String? {
        if !won, let treasury = finished.attempt.treasury, treasury.paid { return "The fee is spent and what this try took is lost." }
        return won || practice ? nil : "What you collected this attempt is lost; used power-ups stay used."
    }

    /// The failure's text in as few lines as say something new: the banner with how far E was,
    /// then the moves (the line the best route's legend takes), then the notes. The level's
    /// name is in the HUD, and its code is on the pause line.
    func compactFailure(context: AppContext, nudge: String? = nil) -> [(text: String, style: Style)] {
        // The nudge before the lost note: it is said once a sitting, so a window too short for
        // both keeps it.
        [("OUT OF MOVES: " + shortfall, context.tint(.red, bold: true)), (movesLine, .plain)]
            + (timeNote.map { [($0, Style(bold: true))] } ?? []) + (nudge.map { [($0, Style(dim: true))] } ?? [])
            + (lostNote.map { [($0, Style(dim: true))] } ?? [])
    }

    /// After a lost dare or a run out of moves on a campaign level the player did not survey:
    /// that a survey counts the moves. Across 48 rounds most play-testers never tried one and
    /// lost levels and dares to moves counted by eye; one of session 30 asked for "the cheapest
    /// cost to each cell", which the cursor's count is. The app says it once a sitting.
    static func surveyNudge(after finished: FinishedAttempt, in world: World) -> String? {
        let level = finished.attempt.level
        let won = finished.outcome == .won
        guard finished.attempt.isCampaign, level.id >= Tip.surveyFrom, !won || finished.dare?.won == false,
            CampaignSession.isSurveyable(level), !world.session.isSurveyed(campaignLevel: level)
        else { return nil }
        // The tool, not the shop: until session 38 a purse that covered the survey pass heard of
        // the pass here, and three of that session's testers read it, under a lost dare, as "an
        // ad" and "a bit pushy" (the shop and its tip still sell it).
        return "Counting by eye? f in a level surveys it: moves from you and on to E, counted."
    }

    /// Moves, par and the budget, with what Times added to it (as the HUD has it: "Budget 17+10").
    var movesLine: String {
        let card = scorecard, extra = finished.attempt.state.extraMoves
        return "Moves \(card.movesUsed)   Par \(card.par)   Budget \(card.budget)\(extra > 0 ? "+\(extra)" : "")"
    }

    /// The daily's verdict: the result card to paste when this attempt was the day's result,
    /// else why it does not count.
    func dailyLines(_ daily: DailyAttempt, world: World) -> [(text: String, style: Style)] {
        guard finished.dailyResult != nil,
            let card = world.progress.daily.card(on: daily.date, code: LevelCode.code(for: level.spec), glyphs: world.context.glyphs)
        else {
            let note =
                world.progress.daily.result(on: daily.date).map { "Not counted: today's result is already in (\($0.shortText))." }
                ?? "A past day: played for fun, not counted."
            return [("", .plain), (note, Style(dim: true))]
        }
        return [("", .plain), ("Today's result is in. Your card (printed again when you leave):", world.context.tint(.cyan, bold: true))]
            + card.map { ($0, Style(bold: true)) }
            + [("Score: stars, then coins from crates (the daily pays nothing into your purse).", Style(dim: true))]
    }

    /// What the level asked and how this won run answered, when it has items: par, item par
    /// of what was taken, treasure par, the moves used ("Moves: par 13 · with what you took 19 · with
    /// everything 25, over budget · you 19"). Item par is without power-ups: a win that beat
    /// it says it used one, and an item par over the budget is said as what it would take
    /// without them, not as a budget the run broke.
    var lesson: String? {
        let card = scorecard
        guard won, !level.crates.isEmpty || !level.gems.isEmpty else { return nil }
        // "Moves:" first: a play-tester read "with everything 92" as 92 coins.
        var parts = ["Moves: par \(card.par)"]
        if card.takenOnlyWithPowerUps {
            parts.append("what you took needs a power-up")
        } else if card.itemPar != card.par {
            // Past the budget it is what the crates take on foot, set against the run's power-up
            // ("with what you took 32 without power-ups" beside a budget of 31 read to a tester
            // of session 19 as a contradiction).
            parts.append(card.itemPar > card.budget ? "what you took: \(card.itemPar) on foot" : "with what you took \(card.itemPar)")
        }
        if let treasure = card.treasurePar, treasure != card.itemPar {
            // "moves" said again: a tester of session 20 still read "with everything 92" as coins.
            parts.append("with everything \(treasure) moves\(treasure > card.budget ? ", over budget" : "")")
        }
        parts.append("you \(card.movesUsed)" + (card.beatItemPar ? " with a power-up" : ""))
        return parts.joined(separator: " · ")
    }

    /// After a win of fewer than 3 stars, the moves each star takes: " (3 at ≤ 28 moves, 2 at ≤
    /// 29)" (play-testers met "1 star" for one move over with no rule in sight). Empty for 3
    /// stars, a Demolish win (its standing line says why) and a win with a Time (at most 2).
    var starRule: String {
        let card = scorecard
        guard won, card.stars < 3, !card.assisted, finished.attempt.state.extraMoves == 0 else { return "" }
        let two = Economy.twoStarLimit(par: card.itemPar, budget: card.budget)
        return two > card.itemPar ? " (3 at ≤ \(card.itemPar) moves, 2 at ≤ \(two))" : " (3 at ≤ \(card.itemPar) moves)"
    }

    /// The news, on the win whose pay first brings the purse to the scout pass's price, that it
    /// can be bought: said once, not on every win after (a purse that later falls below the
    /// price and climbs back says it again).
    static func scoutPassLine(coins: Int, paid: Int, holding: Bool) -> String? {
        guard !holding, coins >= Economy.scoutPassPrice, coins - paid < Economy.scoutPassPrice else { return nil }
        return "You can buy the scout pass now (shop): every level's best plan, told at once."
    }

    /// The news, on the win whose pay first brings the purse to the survey pass's price, that it
    /// can be bought, as `scoutPassLine`: the pass is what most of a purse is for.
    static func surveyPassLine(coins: Int, paid: Int, holding: Bool) -> String? {
        guard !holding, coins >= Economy.surveyPassPrice, coins - paid < Economy.surveyPassPrice else { return nil }
        return "You can buy the survey pass now (shop): every level's moves counted for you."
    }

    /// The run's crates against the level's best plan (`FinishedAttempt.plan`): "Best plan: 47
    /// coins · you took 31", or "… ✓ planned to perfection"; "Best plan with your gem: …" when
    /// the run found a gem (the plan then finds it too); `nil` when there is no plan to
    /// compare with (no crate fits, the level too large to search, not a campaign or practice win).
    /// `paidBefore`: the coins of crates paid on earlier wins that this run left, said after
    /// what it took ("you took 5, 24 across your wins": a play-tester's retry for the
    /// one crate left read "you took 5" as doing worse).
    func planLine(_ glyphs: Glyphs, paidBefore: Int = 0) -> String? {
        guard won, let plan = finished.plan else { return nil }
        return Self.planLine(
            plan, stars: scorecard.stars, showsBestPlan: bestPlanRoute != nil && offersRoutes, glyphs, paidBefore: paidBefore)
    }

    /// `planLine(_:paidBefore:)` of a win scored `plan` with `stars`; `showsBestPlan`: `b` marks
    /// the best plan's run.
    static func planLine(_ plan: PlanScore, stars: Int, showsBestPlan: Bool, _ glyphs: Glyphs, paidBefore: Int = 0) -> String {
        let before = paidBefore > 0 ? ", \(plan.coinsTaken + paidBefore) across your wins" : ""
        let with = plan.gemsTaken == 0 ? "" : (plan.gemsTaken == 1 ? " with your gem" : " with your gems")
        let best = "Best plan\(with): \(plan.bestCoins.counted("coin"))"
        // Gems worth less than the plan without them: the ✓ is not won, said where it would be
        // (`gemsWorthLine` under it says what the run was worth), as the dare's line says it.
        if plan.isShortOfThePlanWithoutGems, plan.isPerfectForItsGems, plan.bestWithoutGems != nil {
            let them = plan.gemsTaken == 1 ? "it" : "them"
            let took = plan.bestCoins == 0 ? "Best plan\(with): no crate fits beside \(them)" : best + " · you took \(plan.coinsTaken)"
            return took + " · no \(glyphs.planned): skipping \(them) pays more"
        }
        // The gems left were worth more than the crates taken: said as the gems taken are above
        // (`gemsWorthLine` under it says what each was worth).
        if plan.isShortOfThePlanWithGems, plan.isPerfectForItsGems, let gemPlan = plan.bestWithGems {
            let gems = gemPlan.gems.count == 1 ? "the gem pays" : "the gems pay"
            return best + " · you took \(plan.coinsTaken) · no \(glyphs.planned): \(gems) more"
        }
        // No crate fits beside the gems found: the gems were the plan.
        if plan.bestCoins == 0, !plan.usedPowerUp {
            let beside = "Best plan\(with): no crate fits beside \(plan.gemsTaken == 1 ? "it" : "them") · \(glyphs.planned)"
            return beside + (stars < 3 ? " (3 stars at their par)" : " planned to perfection")
        }
        if plan.usedPowerUp {
            // Short of the mark, what it takes (a tester of session 19 saw "you took 53 with
            // them" and no mark, with no word why: the Jump's price counts against it), and why
            // that much: "needs over 59 with them" read as a riddle to two testers of session 20.
            var needs = ""
            if plan.usedTime {
                needs = " · no \(glyphs.planned): a Time's moves are past the budget"
            } else if let mark = plan.powerUpMark, let price = plan.powerUpsPrice {
                // "no ✓": the mark's glyph alone at the head of the line read as the mark won. The
                // shop's price, not "paid": two testers of session 21 had their Jump from a gem.
                needs =
                    price == 0
                    ? " · no \(glyphs.planned): needs \(plan.bestCoins) (the gem gave the Jump back)"
                    : " · no \(glyphs.planned): needs \(mark) (\(plan.bestCoins) + \(price), the power-ups' shop price)"
            }
            // A Jump the win's gem gave back cost nothing (`countsPowerUps`): the plan's coins are
            // the mark, said without "beyond" when the run took no more (a tester of session 22
            // read "no ✓: needs over 0 (0 + 0, the power-ups' shop price)"; one of session 23,
            // told "Best plan with your gem: 50 coins" beside his 92, asked why the best was lower).
            let mark = plan.coinsTaken > plan.bestCoins ? " \(glyphs.planned) beyond the plan" : " \(glyphs.planned)"
            let beyond = plan.isPerfect ? mark : (plan.followedTheGuide ? "" : needs)
            // "Best plan with your gem: 0 coins without power-ups" read as a riddle to two
            // play-testers who took a crate beside the gem with a Jump.
            let without =
                plan.bestCoins == 0 && plan.gemsTaken > 0
                ? "Best plan\(with): no crate beside \(plan.gemsTaken == 1 ? "it" : "them") without power-ups" : best + " without power-ups"
            // "Best plan: 18 coins without power-ups · you took 18 with them" read as a slip to
            // a tester: the same coins, said so.
            let same = plan.coinsTaken == plan.bestCoins && plan.bestCoins > 0 ? "the same " : ""
            return without + " · you took \(same)\(plan.coinsTaken) with them" + beyond
        }
        if plan.isPerfect {
            // The crates were the plan's, the moves were not: said without contradicting the
            // stars (a play-tester read "1 star" over "planned to perfection").
            if stars < 3 { return best + " · you took \(plan.coinsTaken) \(glyphs.planned) (3 stars at their par)" }
            return best + " · you took \(plan.coinsTaken) \(glyphs.planned) planned to perfection"
        }
        if plan.followedTheGuide { return best + " · you took \(plan.coinsTaken) with the guide" }
        return best + " · you took \(plan.coinsTaken)\(before)" + (showsBestPlan ? " · b shows it" : "")
    }

    /// Whether the run of dares a lost dare ended here may still be kept (`$`).
    func offersToKeepRun(in world: World) -> Bool {
        !keptRun && finished.dare?.keepPrice != nil && world.session.keepableRun?.level == level.id
    }

    /// What became of the run of dares a lost dare ended: offered to keep, kept, or neither.
    enum RunKeeping { case none, offered, kept }

    /// Under a lost dare that ended a run: "$ keeps your run of 4 for 100 coins", or, kept,
    /// "Your run of 4 goes on (100 coins)"; `nil` otherwise.
    static func keepLine(_ dare: DareOutcome, keep: RunKeeping) -> String? {
        guard let price = dare.keepPrice else { return nil }
        switch keep {
        case .none: return nil
        case .offered:
            let goal =
                switch dare.keepGoal {
                case let .avatar(name, count): " (\(count) in a row: the \(name))"
                case .best: " (your best run)"
                case nil: ""
                }
            return "$ keeps your run of \(dare.streak) for \(price.counted("coin"))\(goal)"
        case .kept: return "Your run of \(dare.streak) goes on (\(price.counted("coin")))"
        }
    }

    /// How a dared try ended: "Dare won: 120 coins back for your 60 (✓)", or lost, and why.
    static func dareLine(_ dare: DareOutcome, glyphs: Glyphs) -> String {
        if dare.won {
            let full = dare.paid < Dare.payout(stake: dare.stake) ? " (the purse is full)" : ""
            let run = dare.streak > 1 ? " · \(dare.streak) in a row" : ""
            return "Dare won: \(dare.paid.counted("coin")) back for your \(dare.stake) (\(glyphs.planned))\(full)\(run)"
        }
        let ended = dare.streak > 1 ? " · your run of \(dare.streak) ends" : ""
        // A run that found gems can be planned to perfection for its gems and still be worth
        // less than the best plan: said, or the ✓ above it reads as a contradiction.
        if let worth = dare.gemsWorth, let best = dare.bestCoins, worth < best {
            return "Dare lost: \(dare.stake.counted("coin")): your \(worth) to the plan's \(best)\(ended)"
        }
        return "Dare lost: \(dare.stake.counted("coin")) (it needed the \(glyphs.planned) on this try)\(ended)"
    }

    /// Under the plan line of a run whose gems were worth less than the best plan without them
    /// (`PlanScore.isShortOfThePlanWithoutGems`), what its worth was made of: "Worth 47 = crates
    /// 47 + gem 30 − power-ups 30; the plan without it: 55" (`b` then marks that plan,
    /// `BestPlanRoute`). `gemWorth`: what one gem counts (`Dare.gemWorth`). `nil` for any other
    /// win. A tester lost a run of 27 dares "to a plan's 55 the game never shows me", and three
    /// read "✓ beyond the plan" above "Dare lost" as a contradiction: the ✓ and the dare now
    /// weigh gems alike, and this line says how.
    static func gemsWorthLine(_ plan: PlanScore, gemWorth: Int) -> String? {
        if plan.isShortOfThePlanWithGems, let gemPlan = plan.bestWithGems {
            // "Worth 27; the plan with the gem: 30 = crates 0 + gem 30".
            let spent = plan.coinsTaken - plan.worthWithoutGems
            let worth =
                spent > 0
                ? "Worth \(plan.worthWithoutGems) = crates \(plan.coinsTaken) − power-ups \(spent)" : "Worth \(plan.worthWithoutGems)"
            let gems = gemPlan.gems.count == 1 ? "gem \(gemWorth)" : "gems \(gemWorth * gemPlan.gems.count)"
            let with = gemPlan.gems.count == 1 ? "the gem" : "the gems"
            return "\(worth); the plan with \(with): \(gemPlan.worth) = crates \(gemPlan.coins) + \(gems)"
        }
        guard plan.isShortOfThePlanWithoutGems, let worth = plan.gemsWorth, let plain = plan.bestWithoutGems else { return nil }
        let gems = gemWorth * plan.gemsTaken
        let spent = plan.coinsTaken + gems - worth
        let power = spent > 0 ? " − power-ups \(spent)" : ""
        let gemsPart = plan.gemsTaken == 1 ? "gem \(gems)" : "gems \(gems)"
        return
            "Worth \(worth) = crates \(plan.coinsTaken) + \(gemsPart)\(power); the plan without \(plan.gemsTaken == 1 ? "it" : "them"): \(plain)"
    }

    /// Where this paid win stands against the level's best, and what that means for cash-in
    /// (`nil` outside the campaign, which pays nothing).
    var standing: String? {
        switch finished.standing {
        case nil: nil
        case .assisted: "A wall was demolished: the run counts as the whole budget."
        case let .firstClear(paidUnusedMoves): paidUnusedMoves ? "First clear: unused moves paid, a coin for every two." : "First clear."
        case let .newBest(was): "New best! (was \(was)) Moves saved past it pay, a coin for every two."
        case let .notBetter(best): "Best \(best): unused moves pay only past your best."
        }
    }

    /// The coins paid, as a table: labels left, amounts right-aligned in one column, Total under them.
    /// The coins a win paid, row by row, and the purse now; a treasury's try (`fee`) also
    /// subtracts its fee, and its last row is the net.
    func table(_ s: Settlement, coins: Int, fee: Int? = nil) -> [(text: String, style: Style)] {
        let rows =
            [("Crates", s.crateCoins), ("Unused moves", s.cashIn), ("Perfect bonus", s.perfectBonus), ("Prize", s.prizeCoins)]
            .filter { $0.1 > 0 } + (fee.map { [("Fee", -$0), ("Net", s.total - $0)] } ?? [("Total", s.total)])
        func signed(_ n: Int) -> String { n < 0 ? "-\(-n)" : "+\(n)" }
        let labelWidth = 16
        let amountWidth = rows.map { signed($0.1).count }.max() ?? 2
        let note = "   (now \(coins.counted("coin")))"
        return rows.enumerated().map { i, row in
            let isTotal = i == rows.count - 1
            let text = row.0.padding(toLength: labelWidth) + signed(row.1).leftPadding(toLength: amountWidth)
            // Every row is as wide as the total's, so centring keeps the columns in line.
            return (isTotal ? text + note : text.padding(toLength: text.count + note.count), isTotal ? Style(bold: true) : .plain)
        }
    }
}

extension SummaryScene {
    /// The first clear of the campaign's last level: what the whole campaign came to (a
    /// play-tester who won level 100 found "no ending: the result screen just offers level select").
    static func campaignCompleteLine(_ progress: PlayerProgress, glyphs: Glyphs) -> String {
        "Campaign complete! \(progress.totalStars) stars · \(glyphs.planned) \(progress.plannedLevels) planned to perfection · "
            + "\(glyphs.gem) \(progress.gemsFound.counted("gem"))"
    }

    /// How many levels ahead the summary counts down to the next new thing (`unlockLine`).
    static let newsHorizon = 5

    /// "Level 28 unlocked", and how far the next new thing is when it is near: play-testers went
    /// on for the late mechanics and did not know any were coming. Further off, the unlocked
    /// level's question instead ("· its question: a ledge"): two testers of session 20 stopped at 40
    /// counting down "eleven more levels of nothing new" to level 51.
    static func unlockLine(_ unlocked: Int, campaign levels: [LevelSpec]) -> String {
        let next = CampaignNews.nextArrival(after: unlocked - 1, in: levels)
        if next == unlocked { return "Level \(unlocked) unlocked: something new there!" }
        if let next, next - unlocked <= newsHorizon { return "Level \(unlocked) unlocked · something new at level \(next)" }
        guard let spec = levels.first(where: { $0.id == unlocked }), let kind = spec.kind else { return "Level \(unlocked) unlocked" }
        // A fixture level by its fixtures: "next: fixtures" meant nothing to a tester. Not
        // "next:", which a tester of session 35 read as news ("next: timed crates" after 51).
        let fixtures = CampaignNews.fixtures(of: spec)
        if kind == .fixture, !fixtures.isEmpty {
            return "Level \(unlocked) unlocked · its fixtures: \(fixtures.joined(separator: " and "))"
        }
        return "Level \(unlocked) unlocked · its question: \(LevelSelectScene.question(kind))"
    }
}

extension SummaryScene {
    /// After a win of fewer stars, on `b`: the HUD and the maze as the win left it, with a
    /// three-star run of the same items marked on it from the start, and a line saying so.
    /// `route` is `winRoute`: the best plan's run (with its coins), the three-star run or the
    /// par run.
    func drawThreeStarRoute(
        _ route: ShownRoute, into screen: inout Screen, area: Area, world: World
    ) {
        let context = world.context
        let glyphs = context.glyphs
        let state = finished.attempt.state
        play.drawHUD(finished.attempt, into: &screen, area: area, world: world)
        let dot: Unicode.Scalar = glyphs.ascii ? "." : "•"
        let taken = state.openedCrates.contains(true) || state.foundGems.contains(true)
        let moves = route.moves.counted("move")
        let said: String
        switch route.kind {
        case .leap:
            said = "\(dot) one Jump: every crate, \((route.coins ?? 0).counted("coin")) in \(moves) (you took \(state.coinsCollected))"
        case .bestPlan:
            if let plan = finished.plan, plan.isShortOfThePlanWithGems, let gems = plan.bestWithGems {
                // The plan with the gems the run left: its worth, as the line above says it.
                let them = gems.gems.count == 1 ? "the gem" : "the gems"
                let took = gems.coins == 0 ? them : "\(them) and \(gems.coins.counted("coin"))"
                said = "\(dot) the best plan: \(took), worth \(gems.worth), in \(moves) (you took \(plan.worthWithoutGems))"
            } else {
                said =
                    "\(dot) the best plan: \((route.coins ?? 0).counted("coin")) in \(moves) (you took \(finished.plan?.coinsTaken ?? 0))"
            }
        case .par:
            let with = taken ? "with your items" : "with a Jump"
            said = "\(dot) par on foot: the exit alone in \(moves) (you took \(scorecard.movesUsed) \(with))"
        case .threeStar: said = "\(dot) 3 stars: \(taken ? "what you took" : "the exit") in \(moves) (you took \(scorecard.movesUsed))"
        }
        // The crates this win opened read as they did in play, not `$0` (a tester found the
        // route's `$0` crates "confusing"); those paid on earlier wins stay `$0`.
        let paid = world.progress.paidCrates(on: level).filter { !state.openedCrates[$0] }
        let order = Self.order(of: route.items, on: level, paid: paid, glyphs: glyphs)
        let textTop = area.bottom - (order == nil ? 1 : 2)
        let mazeTop = area.y + PlayField.hudRows
        let look = MazeView.Look.worn(in: world, dimmed: true)
        let field = Area(x: area.x, y: mazeTop, width: area.width, height: textTop - mazeTop)
        let marks = route.cells.dropFirst().map { MazeView.Mark.cell($0, dot, context.tint(.green, bold: true)) }
        // The level as it began, so the run reads from the start (the win's crates back in place).
        let start = GameState(level: level)
        MazeView.draw(
            into: &screen, area: field,
            canvas: world.zooms ? PlayScene.shownCanvas(canvas, field: field, window: world.windowSize) : canvas,
            state: start, shownPosition: start.position, look: look, overlay: marks,
            paidCrates: paid, ruler: world.showsRuler)
        screen.centered(textTop, said, context.tint(.green, bold: true))
        if let order { screen.centered(textTop + 1, order, context.tint(.green)) }
        screen.centered(area.bottom, "r plays it again; b hides the route", Style(dim: true))
    }

    /// The items a route takes (`items`: their cells in the order taken), then the exit: "In
    /// this order: $13, ◆, $8, then E", labelled as the map labels them (`paid` crates, by
    /// index, `$0`); `nil` for a route that takes none. A tester of session 35 saw the best
    /// plan's cells marked and could not tell which crate came first where its run crossed
    /// itself. Cut to fit 80 columns on a vault of many crates.
    static func order(of items: [Int], on level: Level, paid: [Int], glyphs: Glyphs) -> String? {
        let labels: [String] = items.compactMap { cell in
            if let i = level.crates.firstIndex(where: { $0.cell == cell }) {
                let crate = level.crates[i]
                let label = glyphs.crateLabel(coins: paid.contains(i) ? 0 : crate.coins, ledge: crate.needsJump, on: level.terrain[cell])
                return String(String.UnicodeScalarView(label))
            }
            return level.gems.contains(cell) ? String(glyphs.gem) : nil
        }
        guard !labels.isEmpty else { return nil }
        var line = "In this order: " + labels.joined(separator: ", ") + ", then " + String(glyphs.exit)
        if line.count > 78 { line = String(line.prefix(77)) + (glyphs.ascii ? "~" : "…") }
        return line
    }
}
