import GameEngine
import MazeKit

/// Surveying a level (`f`): bought once a level in a sitting, for half its best plan's coins,
/// it turns the look cursor into a counter. While looking, the message line lists the moves
/// from the cursor to the exit, each crate and each gem (by the rules: mud twice, a slide one
/// move for all it crosses), and from the player to the cursor. The map itself shows no count.
///
/// Until session 31 every cell showed its count too, and the counts answered the way: testers
/// traced routes back from E by the falling numbers ("no thought", "a cheap 'solve' button"),
/// and read two equal neighbours across a wall as a passage. The places' counts are what the
/// crate question needs; the way between them is the maze, and stays the player's to read.
///
/// Every play-tester of sessions 21–23 transcribed the walls with a script of their own to
/// count the moves between crates, lost dares to a misread wall, and held 2,000 coins by level
/// 40 with nothing to buy. A survey sells the counting, not the plan: which crates, in which
/// order, is still the player's sum. So it is allowed in a dare, which bars the sketch (that
/// counts a whole plan) but not the count of the map: testers who dared every level lost dares
/// to misread walls and called them "a tax on eyesight".
extension PlayScene {
    /// Whether this level was surveyed in this sitting, and its numbers show while looking.
    func showsSurvey(in world: World) -> Bool {
        lookCursor != nil && !surveyHidden && world.session.isSurveyed(level.id)
    }

    /// `f`: the survey's numbers shown or hidden once bought; asked for first (it costs coins)
    /// where it may be bought, said why not elsewhere.
    mutating func survey(in world: inout World) {
        guard let attempt = world.session.current, attempt.isCampaign else {
            message = "No survey here: the daily, treasuries and practice keep empty hands."
            return
        }
        guard CampaignSession.isSurveyable(level) else {
            message = "No survey on an escape: finding the way is the whole question."
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
        message = "Survey, \(price.counted("coin")): moves from the look cursor to E and each item? [yn] (n)"
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
        let parts = Self.surveyParts(state, survey: state.survey(from: cursor), glyphs: world.context.glyphs)
        return Self.lines(parts, width: world.windowSize.width - 1)
    }

    /// The rest of a survey's counts that the message line had no room for, said on the key
    /// bar's row (the most a level holds, five crates and a gem, takes two lines at 80 columns).
    func surveyOverflow(in world: World) -> String? {
        guard let state = world.session.current?.state else { return nil }
        return surveyLines(state, in: world)?.rest
    }

    /// What a survey from `survey.origin` says, in order: "Survey (7, 3): from you 9", then the
    /// exit and each item still on the map, in reading order, each with its moves from the
    /// cursor's cell (`-` where no run enters it): "E 12", "$14 6", "%24 8" (each crate's label
    /// as the map draws it), "◆ 7". Two crates of one label are told apart by their cells
    /// ("$7 (3, 4) 6"). "from you" counts the other way: from the player into the cursor's cell.
    static func surveyParts(_ state: GameState, survey: Survey, glyphs: Glyphs) -> [String] {
        let level = state.level, maze = state.maze
        // A count that goes by the key says so: it holds the key's detour, the doors shut before.
        func count(_ cell: Int) -> String {
            survey.moves(to: cell).map { String($0) + (survey.takesTheKey(to: cell) ? " (key)" : "") } ?? "-"
        }
        func at(_ cell: Int) -> String { "(\(cell % maze.width), \(cell / maze.width))" }
        let crates = level.crates.indices.filter { state.isStanding($0) }
        let labels = crates.map { i in
            let crate = level.crates[i]
            return String(
                String.UnicodeScalarView(glyphs.crateLabel(coins: crate.coins, ledge: crate.needsJump, on: level.terrain[crate.cell])))
        }
        var items: [(cell: Int, text: String)] = [(level.exit, "E \(count(level.exit))")]
        for (k, i) in crates.enumerated() {
            let cell = level.crates[i].cell
            let twin = labels.enumerated().contains { $0.offset != k && $0.element == labels[k] }
            items.append((cell, "\(labels[k])\(twin ? " " + at(cell) : "") \(count(cell))"))
        }
        for (i, gem) in level.gems.enumerated() where !state.foundGems[i] {
            items.append((gem, "\(glyphs.gem) \(count(gem))"))
        }
        let key = survey.playerTakesTheKey ? " (key)" : ""
        let you = "Survey \(at(survey.origin)): from you \(survey.fromPlayer.map { String($0) + key } ?? "-")"
        return [you] + items.sorted { $0.cell < $1.cell }.map(\.text)
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
