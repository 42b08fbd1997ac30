/// A first-encounter tip: shown once, the first time a level has the thing it explains, and
/// remembered in the save (`tipsSeen`), so a player is taught each mechanic exactly once.
public enum Tip: String, Sendable, Hashable, CaseIterable {
    case ice, mud, crates, gems, ledges, loops, jump, demolish, time
    // The fixtures (docs/rules.md, "Fixtures"), last so that saves from before them read.
    case gates, portals, belts, tunnels, mirrors, trapdoors
    // A crate on ice or mud is drawn with its ground's mark (`~21`): a play-tester took one
    // for ice and not a crate. Last, so that saves from before it read.
    case coveredCrates
    // Scouting a level's best plan for coins (a play-tester: "coins feel like score, not
    // currency"). Last, so that saves from before it read.
    case scout
    // Sketching a way before walking it (`v`): told on the first map large enough to need it.
    // Last, so that saves from before it read.
    case sketch
    // The stop marks, on by default: two play-testers of session 19 took the arrows beside
    // the player on level 1 for one-way marks or hints. Last, so that saves from before it read.
    case stops
    // Springs, the seventh fixture (session 21). Last, so that saves from before it read.
    case springs
    // Chasms, the eighth fixture (session 21). Last, so that saves from before it read.
    case chasms
    // The dare (`Dare`, session 22): told on the first level that offers one (the session
    // knows whether it does; the play screen skips the tip where it does not). Last, so that
    // saves from before it read.
    case dare
    // The look cursor (`i`), told on the first map as large as the sketch's: every tester of
    // sessions 22 and 23 read the walls of 12-column maps with a script of their own, and one
    // found `i` "too late" at level 100. Last, so that saves from before it read.
    case look
    // The survey (`f`, session 24): the moves from the player to the look cursor and on to E,
    // for coins (every cell's until session 31, each item's until session 32). Told
    // from level 12, after the dare's, on a level of two crates or more. Last, so that saves
    // from before it read.
    case survey
    // Timed crates (session 25): a countdown under a crate. Last, so that saves from before it
    // read.
    case timed
    // The ways view (`e`, session 25): every cell's ways out as one mark. Told from level 5,
    // before the sketch's and the look's. Last, so that saves from before it read.
    case ways
    // Doors and their key, the ninth fixture. Last, so that saves from before it read.
    case doors
    // The view keys (`z`, `o`, `#`), told on a map as large as the sketch's once its tips are
    // told: testers of sessions 29 and 30 found them in the help at level 90 or 100. Last, so
    // that saves from before it read.
    case views
    // Skipping the furthest level open for coins (`>`, session 37), told from `skipFrom`:
    // testers of every round held thousands of coins with nothing to buy and stopped at a
    // level asking what the last ten had. Last, so that saves from before it read.
    case skip

    /// The tip on `level`: `text`, with the ledge's example value replaced by the level's own
    /// ledge crate (two play-testers read "&49" beside an "&53" on the map as a mismatch) and
    /// the shop's `jumpPrice`.
    public func text(on level: Level, jumpPrice: Int) -> String {
        if self == .gems { return Self.gemText(jumpPrice: jumpPrice) }
        guard self == .ledges, let ledge = level.crates.first(where: \.needsJump) else { return text }
        return Self.ledgeText(coins: ledge.coins, jumpPrice: jumpPrice)
    }

    // What a gem is worth, said where it is met: a tester of session 36 learnt that a gem
    // counts as a Jump's 30 coins only from the dare's question on level 30, after planning.
    static func gemText(jumpPrice: Int = 30) -> String {
        "Tip: a gem, far off, gives a Jump (worth \(jumpPrice) coins) on a win, and avatars."
    }

    // Not "only a Jump gets it": the crate can be walked to, just not within the budget (a
    // play-tester read the old tip as a cell only a Jump lands on). A question, not an
    // instruction: two testers of session 21 used the Jump "because the tip asked", and the
    // summary then said it did not pay.
    //
    // Not "a Jump reaches it": a tester of session 23 found the crate reachable on foot and no
    // Jump landing on it (a Jump saves the moves of the way there). And the Jump's price, said
    // here: two testers of session 23 met the rule that it counts against the crates only on
    // the summary of a dare lost to it. (No ✓ here: a tip is the same text in ASCII.)
    static func ledgeText(coins: Int, jumpPrice: Int = 30) -> String {
        "Tip: &\(coins) fits with one Jump on the way, whose \(jumpPrice) coins count against it."
    }

    /// The tip, in one sentence that fits the message line at 80 columns.
    public var text: String {
        switch self {
        // (Not "m shows where you stop": the marks are on from the start, and m hides them.)
        // "The first cell off it", mud or floor: "off the ice (mud too)" read as ambiguous about
        // mud to a tester of session 36.
        case .ice: "Tip: ice (~) slides you to a wall or the first cell off it; stop marks show."
        // "Every time": testers of session 29 lost a level and a dare counting mud they had
        // crossed before as one move the second time.
        case .mud: "Tip: mud (%) costs 2 moves every time you enter it, by a step or a slide."
        case .crates: "Tip: $9 is a crate of 9 coins if you win; par allows for the detours you take."
        case .gems: Self.gemText()
        case .ledges: Self.ledgeText(coins: 49)
        case .loops: "Tip: this maze has loops: more than one way to E, and not all fit your moves."
        // One an attempt, said where it is learnt: a tester planned two and met the rule at the
        // second, 31 moves in.
        case .jump: "Tip: Space+arrow: Jump to the last cell before a wall; 1 move, one an attempt."
        case .demolish: "Tip: x then an arrow: Demolish knocks down that wall, for no moves."
        case .time: "Tip: + uses a Time: more moves for this attempt (they are never cashed in)."
        case .gates: "Tip: an arrow between two cells is a gate: you pass it its way, never back."
        case .portals: "Tip: a letter in brackets, (A), is a portal: in at one, out at the other (A)."
        case .belts: "Tip: arrows filling a cell are a belt: step on and it carries you on its way."
        // Where it comes out counts as a step there: onto ice it slides you on, which four testers
        // of session 38 met by losing a dare (at 52 and 57).
        case .tunnels: "Tip: a double bar in walls is a tunnel under the corridor; ice past it slides."
        // "As light": two testers of session 29 read "(wall: stop)" as stopping before the
        // mirror, and one spent a dare's first move to learn which way it turns. Two of session
        // 36 found "turns you as light, a cell on (walled: stop on it)" too terse and learnt the
        // mirror by sketching: the look cursor names each turn and where a wall stops it.
        case .mirrors: "Tip: a slant is a mirror: it turns your move as light does; i on it shows how."
        case .trapdoors: "Tip: [1] is a trapdoor: even a Jump across it drops you to _1_; never back up."
        case .coveredCrates: "Tip: ~21 is a crate of 21 on ice (%21 on mud): you take it as you pass over."
        case .scout: "Tip: c scouts the best plan for \(Economy.scoutPrice) coins: what it takes, not the way."
        case .sketch: "Tip: v sketches a way and counts its moves (mud twice); v again walks it."
        case .stops: "Tip: an arrow beside you marks where that move would stop (m hides them)."
        // "In one move": a tester of session 25 could not tell whether a throw or a mirror's
        // turn cost moves of its own.
        case .springs: "Tip: {*} is a spring: stepping on throws you to a wall, 1 move (2 onto mud)."
        case .chasms: "Tip: shaded cells are a chasm: no step enters; a Jump or a spring flies over."
        case .dare: "Tip: $ bets coins before you move that you find the best plan: x1.25, or lost."
        case .look: "Tip: i looks at cells: the arrows move a cursor naming each cell's ways out."
        // Free where it is taught (`Economy.freeSurveys`): most testers never tried it.
        case .survey: "Tip: f surveys: moves from you to the cursor, and on to E. Free to level \(Economy.freeSurveys.upperBound)."
        case .timed: "Tip: T-5 by a crate: take it within 5 moves (the 5th counts) or it is gone."
        case .ways: "Tip: the lines are the passages, each cell's mark its ways out (e hides them)."
        // In words, not the door's glyph: a tip is the same text in ASCII, where it is `#`.
        case .doors: "Tip: a filled gap between cells is a locked door; the key k opens every one."
        case .views: "Tip: z makes the map smaller or larger, o shows it whole, # numbers walls."
        case .skip: "Tip: > skips your furthest level for coins (10 × its number); win it later."
        }
    }

    /// The first campaign level where the scout is told of (a level of three crates or more
    /// from it): after the first sitting's crate questions, when coins have piled up.
    public static let scoutFrom = 11

    /// The fewest cells of a map whose tip tells of sketching (12×5: level 9 is the first).
    public static let sketchFrom = 60

    /// The first campaign level whose tip tells of the ways view (`e`): the first with no new
    /// mark of its own.
    public static let waysFrom = 5

    /// Whether `level` draws every cell's ways out until the player says otherwise (`e`): from
    /// the campaign level whose tip tells of them (`waysFrom`), and on any map of `sketchFrom`
    /// cells or more, where reading the walls is the work.
    public static func showsWaysByDefault(on level: Level) -> Bool {
        level.id >= waysFrom || level.maze.cellCount >= sketchFrom
    }

    /// The first campaign level whose tip tells of skipping (`>`): the third band, once the
    /// first treasury and the first power-ups are behind the player and coins have piled up.
    public static let skipFrom = 21

    /// The first campaign level whose tip tells of the survey: the one after the first dare's.
    public static let surveyFrom = Dare.firstLevel + 1

    /// The first tip not yet seen that this level (and what the player holds) calls for: the
    /// fixtures' first (they are a late level's news: a player who opens level 51 by its code
    /// hears of the portals before the ice), then `allCases` order; `nil` when there is none.
    public static func next(for level: Level, holding inventory: Inventory, seen: [String]) -> Tip? {
        // The dare's right after the fixtures': it is offered only until the first move, and a
        // tester of session 23 met its tip on level 15, four levels after the first dare.
        // The ways view's before the sketch's and the look's, from level 5: two testers of
        // session 25 found it at level 20 and called reading "MUCH easier" from there.
        let first: [Tip] = [.gates, .portals, .belts, .tunnels, .mirrors, .trapdoors, .springs, .chasms, .doors, .timed, .dare, .ways]
        return (first + allCases.filter { !first.contains($0) }).first { tip in
            !seen.contains(tip.rawValue) && tip.applies(to: level, holding: inventory)
        }
    }

    /// Whether `level` (and what the player holds) has what this tip explains: a mechanic's tip
    /// where the mechanic appears (`Mechanic.appears(in:)`; the crates' tip for any crate, a
    /// ledge's too), a power-up's where one is held.
    public func applies(to level: Level, holding inventory: Inventory) -> Bool {
        switch self {
        case .crates: !level.crates.isEmpty
        // Not on an escape, where none is used (`LevelKind.isWalked`): the tip waits for a level
        // where the power-up can be tried.
        case .jump: inventory.jumps > 0 && !level.isWalked
        case .demolish: inventory.demolishes > 0 && !level.isWalked
        case .time: inventory.times > 0 && !level.isWalked
        case .coveredCrates: level.crates.contains { level.terrain[$0.cell] != .floor }
        case .scout: level.id >= Self.scoutFrom && level.crates.filter { !$0.needsJump }.count >= 3
        case .sketch, .look, .views: level.maze.cellCount >= Self.sketchFrom
        // From the first level after the first sitting's new marks (a tester of session 25
        // found it at 20: "reading took 10–15 minutes per big level before it, about 4 after").
        case .ways: Self.showsWaysByDefault(on: level)
        case .dare: level.id >= Dare.firstLevel && level.crates.contains { !$0.needsJump }
        case .survey: level.id >= Self.surveyFrom && level.crates.filter { !$0.needsJump }.count >= 2
        // Every level has stop marks: told on the first one played (after any other tip there).
        case .stops: true
        case .doors: !level.fixtures.doors.isEmpty
        case .skip: level.id >= Self.skipFrom
        case .ice, .mud, .gems, .ledges, .loops, .gates, .portals, .belts, .tunnels, .mirrors, .trapdoors, .springs, .chasms, .timed:
            Mechanic(rawValue: rawValue)?.appears(in: level) == true
        }
    }

    /// The marks on `level` whose tips are not in `seen`, in `allCases` order: what a player
    /// meets there for the first time (the daily and a level by code may hold several).
    public static func unseenMarks(on level: Level, seen: [String]) -> [Tip] {
        allCases.filter { $0.isAMark && !seen.contains($0.rawValue) && $0.applies(to: level, holding: Inventory()) }
    }

    /// What a mark's tip names, in a player's words ("New here: crates and timed crates."): its
    /// raw value, but where that is a code name.
    public var markName: String {
        switch self {
        case .coveredCrates: "crates on ice or mud"
        case .timed: "timed crates"
        case .doors: "doors and a key"
        default: rawValue
        }
    }

    /// The marks of the map a tip explains (not the power-ups', nor the scout's).
    public var isAMark: Bool {
        switch self {
        case .jump, .demolish, .time, .scout, .loops, .sketch, .stops, .dare, .look, .survey, .ways, .views, .skip: false
        default: true
        }
    }
}
