import GameEngine
import MazeKit

/// Surveying a level (`f`): bought once a level in a sitting, for half its best plan's coins,
/// it turns the look cursor into a counter. While looking, the message line gives the moves
/// from the player to the cursor and from the cursor on to the exit (by the rules: mud twice, a
/// slide one move for all it crosses): with the cursor on a crate, that crate's price alone.
/// The map itself shows no count, and the line no count between crates.
///
/// Until session 31 every cell showed its count too, and the counts answered the way: testers
/// traced routes back from E by the falling numbers ("no thought", "a cheap 'solve' button"),
/// and read two equal neighbours across a wall as a passage. Until session 32 the line counted
/// the moves from the cursor to every crate, and the table answered the plan. The long counts
/// (from you, to E) are what reading a 13-column map costs most; the way between the crates,
/// where a plan's order and shared detours lie, stays the player's.
///
/// Every play-tester of sessions 21–23 transcribed the walls with a script of their own to
/// count the moves between crates, lost dares to a misread wall, and held 2,000 coins by level
/// 40 with nothing to buy. A survey sells counting, not the plan. So it is allowed in a dare,
/// which bars the sketch (that counts a whole plan) but not the count of the map: testers who
/// dared every level lost dares to misread walls and called them "a tax on eyesight".
extension PlayScene {
    /// Whether this level was surveyed in this sitting, and its numbers show while looking.
    func showsSurvey(in world: World) -> Bool {
        lookCursor != nil && !surveyHidden && world.session.isSurveyed(level.id)
    }

    /// `f`: the survey's numbers shown or hidden once bought; asked for first (it costs coins)
    /// where it may be bought, said why not elsewhere. Where it is refused the look cursor
    /// comes out all the same (`refuseSurvey`).
    mutating func survey(in world: inout World) {
        guard let attempt = world.session.current, attempt.isCampaign else {
            refuseSurvey("No survey in the daily, treasuries or practice: looking instead, i ends.", in: world)
            return
        }
        guard CampaignSession.isSurveyable(level) else {
            refuseSurvey("No survey on an escape (the way is the question): looking instead, i ends.", in: world)
            return
        }
        if world.session.isSurveyed(level.id) {
            if lookCursor == nil || surveyHidden {
                lookWithCounts(in: world)
            } else {
                surveyHidden = true
                message = lookMessage(attempt.state, in: world)
            }
            return
        }
        prompt = .survey
        let price = world.session.surveyPrice(of: level)
        message = "Survey, \(price.counted("coin")): moves from you to the look cursor, and on to E? [yn] (n)"
    }

    /// A survey refused, saying `reason`: the look cursor comes out (or stays) without counts, so
    /// the arrows a player types next to move the survey's cursor move the look's instead of
    /// walking. A play-tester of session 33 pressed `f` on an escape, and the arrows meant for
    /// the cursor walked him into walls.
    mutating func refuseSurvey(_ reason: String, in world: World) {
        if lookCursor == nil { beginLook(in: world) }
        message = reason
    }

    /// Looks with a bought survey's counts shown: from the cursor where there is one, else from
    /// the player's cell. The overview gives way to the maze, where the cursor is drawn.
    mutating func lookWithCounts(in world: World) {
        guard let state = world.session.current?.state else { return }
        if lookCursor == nil { lookCursor = state.position }
        surveyHidden = false
        showsOverview = false
        message = lookMessage(state, in: world)
    }

    /// The message line while looking: the survey's counts when they show (their first line:
    /// the rest is on the key bar's row, `surveyOverflow`), else the cell's description
    /// (`lookLine`).
    func lookMessage(_ state: GameState, in world: World) -> String {
        guard let cursor = lookCursor else { return "" }
        guard let lines = surveyLines(state, in: world) else { return Self.lookLine(state, at: cursor, glyphs: world.context.glyphs) }
        return lines.first
    }

    /// The survey's counts from the look cursor, in one or two lines of the window's width, or
    /// `nil` when they do not show (or the cursor is on a cell no one stands on: a chasm, a cell
    /// outside the maze, whose own line says so).
    func surveyLines(_ state: GameState, in world: World) -> (first: String, rest: String?)? {
        guard showsSurvey(in: world), let cursor = lookCursor, state.maze.isEnabled(cursor), !level.fixtures.isChasm(cursor)
        else { return nil }
        let parts = Self.surveyParts(
            state, survey: state.survey(from: cursor), glyphs: world.context.glyphs, paidCrates: world.progress.paidCrates(on: level))
        return Self.lines(parts, width: world.windowSize.width - 1)
    }

    /// The rest of a survey's counts that the message line had no room for, said on the key
    /// bar's row (a window narrower than the line; at 80 columns every campaign survey fits one).
    func surveyOverflow(in world: World) -> String? {
        guard let state = world.session.current?.state else { return nil }
        return surveyLines(state, in: world)?.rest
    }

    /// What a survey from `survey.origin` says: "Survey (7, 3): from you 9", with what lies on
    /// the cursor's cell where it holds a crate or a gem ("Survey (7, 3), $14: from you 9"), then
    /// the exit's moves from the cursor ("E 12", `-` where no run enters it). "from you" counts
    /// the other way: from the player into the cursor's cell.
    ///
    /// So the cursor on a crate prices that crate alone (from you to it, and on to E), and the
    /// way between two crates stays the player's to read. Until session 32 the line counted the
    /// moves from the cursor to every crate as well, the whole table a plan is summed from, and
    /// the crate levels became "table lookup" (tester 155), "a full distance oracle" (158), "a
    /// survey-operator now" (162, whose escapes, never surveyed, stayed the best of his hour).
    static func surveyParts(_ state: GameState, survey: Survey, glyphs: Glyphs, paidCrates: [Int] = []) -> [String] {
        let level = state.level, maze = state.maze
        let cursor = survey.origin
        // A count that goes by the key says so: it holds the key's detour, the doors shut before.
        func count(_ cell: Int) -> String {
            survey.moves(to: cell).map { String($0) + (survey.takesTheKey(to: cell) ? " (key)" : "") } ?? "-"
        }
        var here = ""
        if let i = level.crates.indices.first(where: { level.crates[$0].cell == cursor && state.isStanding($0) }) {
            let crate = level.crates[i]
            // As the map draws it: a crate paid on an earlier win reads `$0`.
            let coins = paidCrates.contains(i) ? 0 : crate.coins
            here =
                ", "
                + String(String.UnicodeScalarView(glyphs.crateLabel(coins: coins, ledge: crate.needsJump, on: level.terrain[cursor])))
        } else if let i = level.gems.firstIndex(of: cursor), !state.foundGems[i] {
            here = ", \(glyphs.gem)"
        }
        let key = survey.playerTakesTheKey ? " (key)" : ""
        let you =
            "Survey (\(cursor % maze.width), \(cursor / maze.width))\(here): from you \(survey.fromPlayer.map { String($0) + key } ?? "-")"
        return [you, "E \(count(level.exit))"]
    }

    /// `parts` joined by " · " in lines of at most `width` columns: the first, and the rest (if
    /// any) in a second, cut with "…" only past two lines. "f hides" closes the first when all
    /// fits on it with room to spare.
    static func lines(_ parts: [String], width: Int) -> (first: String, rest: String?) {
        var first = parts.first ?? ""
        var index = 1
        // Room is kept for the " ·" that says the line goes on, unless this part is the last.
        while index < parts.count, first.count + 3 + parts[index].count + (index + 1 < parts.count ? 2 : 0) <= width {
            first += " · " + parts[index]
            index += 1
        }
        guard index < parts.count else {
            return (first.count + 10 <= width ? first + " · f hides" : first, nil)
        }
        let rest = parts[index...].joined(separator: " · ")
        return (first + " ·", rest.count <= width ? rest : String(rest.prefix(width - 1)) + "…")
    }
}
