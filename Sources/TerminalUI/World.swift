import GameEngine

/// What every screen shares: the fixed context, the campaign session, the window, and what
/// this sitting remembers. A screen reads it to draw and changes the session only through
/// `apply(_:)`, whose events it takes in place; the events wait here for the router too
/// (`App`), which opens the screens they call for and passes the loop's on.
struct World: Sendable {
    /// Fixed facts.
    let context: AppContext
    /// The player's campaign as it stands: the one source of truth.
    private(set) var session: CampaignSession
    /// The terminal's size in columns and rows, as the loop last saw it.
    var windowSize = (width: 80, height: 24)
    /// A one-off message for the player (a moved-aside save, a write error, a refusal).
    var notice: String?
    /// Whether a summary of this sitting has said what counts the moves ("Counting by eye?"):
    /// said once a sitting, not after every loss (a tester of session 31 called it "heavy
    /// selling" after each lost dare).
    var surveyNudged = false
    /// The player's last `g` in this sitting (`nil` before the first): shown or hidden from
    /// then on, on every level that has a ghost.
    var ghostPreference: Bool?
    /// Whether a window larger than the baseline draws a level twice as large, when it fits
    /// (`z` in a level; on until the player says otherwise, for the rest of the sitting).
    var zooms = true
    /// Whether the play screen marks where each arrow would stop (`m`; on until the player says
    /// otherwise, for the rest of the sitting). Play-testers lost most plans at 80×24 to one
    /// misread wall beside them; the marks say at a glance which ways are open from here.
    var showsStops = true
    /// Whether the play field numbers its columns and rows on its outer wall (`#`; on until the
    /// player says otherwise, for the rest of the sitting). Play-testers counted columns by
    /// hand, placed a glyph one column off, and asked for "an optional row/column ruler".
    var showsRuler = true
    /// Whether every cell's ways out are drawn as one line mark on its centre, as the player
    /// chose with `e` this sitting (`nil` until then: see `showsWays(on:)`). Every play-tester
    /// of session 25 still read the walls cell by cell, and asked for "a free overlay of walls
    /// and ways out".
    var waysChoice: Bool?

    /// Whether `level` is drawn with its ways out: as the player chose this sitting, else by
    /// `Tip.showsWaysByDefault(on:)`. Three play-testers who found `e` asked for it "on by
    /// default" ("the real cost of the late game is reading the map, not solving it"), and one
    /// of the next round found the small maps without it "much harder to read than the glyph maps".
    /// A treasury and the daily show them at any size: they come after the campaign's tip, and
    /// a tester of round 39 lost a treasury's fee to a wall misread on its map without them.
    func showsWays(on level: Level) -> Bool {
        waysChoice ?? (Tip.showsWaysByDefault(on: level) || session.current.map { $0.treasury != nil || $0.daily != nil } == true)
    }
    /// Campaign levels begun in this sitting: beginning one again is a retry, where the ghost
    /// comes on by default (the first attempt is left to the player's own eyes).
    var levelsBegun: Set<Int> = []
    /// The session's events since the router last took them, in order.
    private(set) var events: [SessionEvent] = []

    /// The session of `progress` over the context's campaign, begun with `intent` when one is
    /// given (the command line's: a campaign level, a seeded level, a daily).
    init(context: AppContext, progress: PlayerProgress, notice: String? = nil, beginning intent: SessionIntent? = nil) {
        self.context = context
        session = CampaignSession(progress: progress, campaign: context.campaign)
        self.notice = notice
        if let intent { apply(intent) }
    }

    /// The player's progress.
    var progress: PlayerProgress { session.progress }

    /// Asks the session for `intent`; returns its events, which also wait for the router.
    @discardableResult
    mutating func apply(_ intent: SessionIntent) -> [SessionEvent] {
        let happened = session.apply(intent)
        events += happened
        return happened
    }

    /// The events waiting for the router, which takes them all.
    mutating func takeEvents() -> [SessionEvent] {
        defer { events = [] }
        return events
    }
}
