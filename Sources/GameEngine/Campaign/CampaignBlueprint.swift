import MazeKit

/// The shipped campaign's design, as data: what each level asks of the player
/// (docs/campaign.md). `CampaignBuilder` turns it into `levels.json` by searching seeds until
/// every level meets its rules (docs/rules.md, "Design figures"). Change a number here, run
/// `mz build-campaign`, and the whole campaign follows.
public struct CampaignBlueprint: Sendable {
    /// Levels in the campaign.
    public var levelCount = 100
    /// The shop's prices.
    public var shop = ShopPrices(jump: 30, demolish: 60)
    /// Whether each band's eighth level is an escape (session 17: the escapes of levels 20 and
    /// 60 were "the best level so far" to both testers of a round, and one asked for more); the
    /// daily keeps the plans it had before (`DailyChallenge.design`), so no past day changes.
    public var eighthIsAnEscape = true
    /// Whether each band's fourth level from the second band on (but 74, the trapdoors'
    /// arrival) and level 18 are tours: every crate fits, in one order only (session 18: "which
    /// two of three crates" was the routine every play-tester named, from level 12–14 on); the
    /// daily keeps its plans.
    public var toursInEveryBand = true
    /// Whether each band's first level from the second band on is a leap: every crate fits only
    /// with one Jump, in the right place (session 19: the band's first level was its routine
    /// "which two of three crates", and testers asked for "a sharp decision" in its place and
    /// for coins that buy something); the daily keeps its plans.
    public var leapsInEveryBand = true
    /// Whether springs arrive (level 33) and return with the other fixtures (session 21: every
    /// round of play-testers named the twelve levels between the ledges (27) and the belts (39)
    /// with nothing new as where they tired); the daily keeps its plans.
    public var springsArrive = true
    /// Whether chasms arrive (level 45, with a spring to fly one) and return on the fixture
    /// levels (session 21: testers stopped at 40 with "nothing new until 51" ahead); the daily
    /// keeps its plans.
    public var chasmsArrive = true
    /// Whether timed crates arrive (level 22) and each band's second level from there is a
    /// race (session 25: all twelve testers of session 24 named the crate questions between 15
    /// and 40 as one question, "which crates fit", and asked for "routes whose moves change the
    /// map"); the daily and the treasuries keep their plans.
    public var racesArrive = true
    /// Whether doors and their key arrive (level 28, an escape) and return on every escape
    /// after it and on the tours from the fifth band (session 26: the testers' mid-game question
    /// was always "which detours fit", "new tiles mostly change how a path is priced, not what
    /// I'm deciding", and they asked for keys that open routes); the daily and the treasuries
    /// keep their plans.
    public var doorsArrive = true
    /// Whether each band's third level from the fifth band on (but 53, whose band's 10th level
    /// is an escape) is an escape through two fixtures that shape its way (session 32: across 54
    /// rounds of play-testers the levels named best were the escapes and the levels where a
    /// fixture makes the route, the portal bounces, the springs, the chasm's Jump, and what
    /// stopped them past 40 was "the knapsack under every mechanic"); the daily and the
    /// treasuries keep their plans.
    public var fixtureEscapesArrive = true
    /// Whether every tour after the portals' arrival holds a fixture that carries the player
    /// (a portal pair, or springs), and three of the ninth levels from the sixth band are such
    /// tours in place of levels that ask the way through terrain (session 38: over sixteen
    /// play-testers' notes the tours through a portal or springs were the levels most enjoyed,
    /// 18 and 34 at 4.4 of 5 and 64 at 4.1, the tours without one from 54 on 2.9–3.3, and the
    /// ninth places' terrain from 59 on 2.7–2.9, where most testers stopped); the daily and the
    /// treasuries keep their plans.
    public var shuttleTours = true
    /// Whether each gem level from 55 holds a portal pair or springs that changes its plan, in
    /// place of asking the way through terrain as well (session 38: in the same testers' scores
    /// the gem levels were the dullest kind of every band, 2.8–3.0 of 5 from 25 on, "gem or
    /// coins?" a sum once priced, while the levels whose plan a portal or springs made were the
    /// best of theirs); the daily keeps its plans.
    public var shuttleGems = true

    /// The plan of one level: everything but the seed and the size, which the builder searches.
    public struct Plan: Sendable, Hashable {
        public var id: Int
        /// The question the level asks.
        public var kind: LevelKind
        public var algorithm: Algorithm
        /// A shaped level, or `nil` (none since generator 3: every level fits 80×24).
        public var mask: String?
        public var ice: Double
        public var mud: Double
        public var braid: Double
        public var crates: Int
        public var gems: Int
        /// Crates on ledges, out of plain reach: one Jump takes them within the budget.
        public var ledges: Int
        /// Fixtures (docs/rules.md, "Fixtures").
        public var gates: Int
        public var portals: Int
        public var belts: Int
        public var tunnels: Int
        public var mirrors: Int
        public var trapdoors: Int
        public var springs: Int
        public var chasms: Int
        /// Doors (one key opens them all).
        public var doors: Int = 0
        /// How many of the crates are timed (`Crate.deadline`; a race's).
        public var timed: Int = 0
        /// The most spare moves, as a share of par (the level's question then sets the budget).
        public var slack: Double
        /// The par the size is searched for (a 10th level takes the largest par it can find).
        public var targetPar: Int
        /// Rules this level must meet on top of every level's (see `CampaignBuilder`).
        public var needsChoice: Bool
        public var needsTension: Bool
        public var needsTerrainChoice: Bool
        /// The best plan must beat both greedy players (docs/rules.md, "Planning pays").
        public var needsPlanning: Bool
        /// Every kind of fixture on the level must change its par or its best plan.
        public var needsFixturesToMatter: Bool
        /// The best plan is not what adding up each crate's own spur gives
        /// (`ItemPar.spursMislead`): detours share a path or move the route.
        public var needsSharedDetours: Bool
        /// A fixture level's newest fixture must change which crates the best plan takes
        /// (`Mechanic.decidesTheCrates`): part of the question, not only of the way.
        public var decidingFixture: Mechanic?
        /// A gem level's answer (`CampaignBuilder.gemQuestion`): whether the gem, at a Jump's
        /// shop price, or the crates it leaves no room for are worth more, by little (`nil`:
        /// no rule).
        public var gemAnswer: GemAnswer? = nil
        /// A ledge level's answer (`CampaignBuilder.ledgeQuestion`): whether a Jump bought at
        /// the shop's price for the ledge crate, with what else fits, or the best plan on foot
        /// is worth more, by little (`nil`: no rule).
        public var ledgeAnswer: LedgeAnswer? = nil
        /// A race's answer (`CampaignBuilder.check`): whether the best plan takes the timed
        /// crate or lets it go, by little (`nil`: no rule).
        public var raceAnswer: RaceAnswer? = nil
        /// With `raceAnswer`: whether the race's timed crate holds more coins than every crate
        /// that waits (a tie is not), so that neither answer can be read off the values
        /// (`nil`: either).
        public var timedIsRichest: Bool? = nil
        /// With `raceAnswer`: whether the clock must have room to take a crate first, whichever
        /// the answer (`MoveGraph.clockHasRoom`).
        public var clockHasRoom = false
    }

    /// Which side of a race's question wins.
    public enum RaceAnswer: Sendable, Equatable {
        /// The best plan takes the timed crate by its deadline.
        case rush
        /// The best plan lets the timed crate go.
        case letGo

        /// The most the winning side may be worth over the other: a race is asked by little,
        /// so that the clock takes counting.
        public static let margin = 10

        /// The side that wins by little (`margin` at most) when the best plan taking a timed
        /// crate holds `rushed` coins (`nil`: none fits) and the best letting them go `letGo`;
        /// `nil` on a tie, a win by more, or no plan that rushes.
        public static func of(rushed: Int?, letGo: Int) -> RaceAnswer? {
            guard let rushed, rushed != letGo, abs(rushed - letGo) <= margin else { return nil }
            return rushed > letGo ? .rush : .letGo
        }
    }

    /// The races where the best plan takes the timed crate; on the others (26, 42, 58, 72) it
    /// lets it go, each by little. Until session 34 it went on six of eight (22 and 72 took
    /// it), and play-testers of round 52 called the clock "a timer decoy", "a trap to ignore".
    /// (Asked to rush, 26, 42 and 58 found only plans a rule of thumb reads, 58 one that also
    /// puts the exit beside the start.) Since session 35 every clock but the first two has room
    /// (`tightClocks`): 82 and 92 let it go until then, and with room no level letting it go was
    /// found at 92 in 1,350 tries, while 72 lets a roomy clock go at its 176th.
    static let rushPaysInTheRace = [22, 32, 52, 82, 92]

    /// Whether a rushed race's timed crate is the richest, where the plan says (a let go's, and
    /// 92's, are left to the search). Both ways on both sides, as built: the clock is the
    /// richest on 32 and 52, rushed, and on 26 and 42, let go; not on 22, 82 and 92, rushed, nor
    /// 58 and 72, let go. In the first build with answers both ways the timed crate was the
    /// richest on exactly the four that let it go, so "a rich clock is a lure" would have been
    /// the next formula; a roomy clock let go is found mostly where it is not the richest.
    static let timedCrateIsTheRichest: [Int: Bool] = [22: false, 32: true, 52: true, 82: false]

    /// The races whose clock may be due at the timed crate's earliest arrival: the first to
    /// rush it (22) and the first to let it go (26), which teach the clock's two answers. Every
    /// other race's clock has room to take a crate first (`CampaignBuilder.check`, "clock
    /// room"): play-testers of session 34 read the let-go clocks due at the earliest arrival
    /// ("reachable only if you take nothing before it", 42, 82, 92) as "timed decoy again".
    static let tightClocks = [Arrival.timed, thirdBandRace]

    /// Which side of a ledge level's question wins.
    public enum LedgeAnswer: Sendable, Equatable {
        /// The best plan with one Jump, less the Jump's price, is worth more than on foot.
        case jump
        /// The best plan on foot is worth more than the Jump's plan less its price.
        case foot

        /// The most the winning side may be worth over the other, as a gem's (`GemAnswer`).
        public static let margin = GemAnswer.margin

        /// The side that wins by little (`margin` at most) when the best plan on foot holds
        /// `onFoot` coins and the best plan with at most one Jump `withJump` (`nil`: none
        /// searched), the Jump costing `jumpPrice`; `nil` on a tie or a win by more.
        public static func of(onFoot: Int, withJump: Int?, jumpPrice: Int) -> LedgeAnswer? {
            guard let withJump else { return nil }
            let net = withJump - jumpPrice
            guard net != onFoot, abs(net - onFoot) <= margin else { return nil }
            return net > onFoot ? .jump : .foot
        }
    }

    /// The ledge levels (a band's sixth from the fourth band) where the Jump pays for the ledge
    /// crate; on the others (46, 66, 76) the plan on foot wins, each by little. Until session
    /// 33 the Jump paid on two of seven (56 and 96; 76 a tie), and three of four play-testers
    /// of round 51 called the ledge "a lure": "& = lure" was a formula, answered "before I
    /// counted". (66 found no candidate where the Jump pays, so 86 is the fourth.)
    static let jumpPaysOnTheLedge = [36, 56, 86, 96]

    /// Which side of a gem level's question wins.
    public enum GemAnswer: Sendable, Equatable {
        /// The gem, with what else fits, is worth more than the best plan without it.
        case gem
        /// The crates the gem leaves no room for are worth more than the gem.
        case crates

        /// The most the winning side may be worth over the other: a gem's question is asked
        /// by little, so it takes counting.
        public static let margin = 15

        /// The side that wins by little (`margin` at most) when the best plan without the gems
        /// holds `gemless` coins, and the best plan taking every gem `withGems` coins (`nil`:
        /// none fits) besides `gems` gems worth `gemWorth` each; `nil` on a tie, a win by more,
        /// or no plan taking them all.
        public static func of(gemless: Int, withGems: Int?, gems: Int, gemWorth: Int) -> GemAnswer? {
            guard gems > 0, let withGems else { return nil }
            let worth = withGems + gems * gemWorth
            guard worth != gemless, abs(worth - gemless) <= margin else { return nil }
            return worth > gemless ? .gem : .crates
        }
    }

    /// The gem levels from the third band whose crates outweigh the gem; on the others the gem
    /// wins, each by little. Until session 31 the gem won on every one, and play-testers
    /// answered "gem or coins?" without counting ("gem = 30 always wins"; level 55 was where
    /// one of them was first clearly bored).
    static let cratesOutweighTheGem = [25, 55, 75]
    /// With `shuttleGems`, 85 (springs) in 75's place: through a portal pair the search found
    /// no level where the crates win at 75, nor at 95.
    static let cratesOutweighTheShuttleGem = [25, 55, 85]

    /// Whether level `id`'s crates outweigh its gem in this design.
    func cratesOutweighTheGem(_ id: Int) -> Bool {
        (shuttleGems ? Self.cratesOutweighTheShuttleGem : Self.cratesOutweighTheGem).contains(id)
    }

    /// The design used for the shipped campaign.
    public static let shipped = CampaignBlueprint()

    /// Where each mechanic first appears, each alone and with a tip (docs/campaign.md,
    /// "Mechanics"): one every one to six levels up to 27, so a player meets eight new
    /// things in their first sitting, then one every 6 to 12 levels up to level 85. Loops come
    /// second: a maze with one way through asks nothing (play-testers were bored at levels 2
    /// and 3, "a single path"). Ledges wait for level 27: before 25 every crate must fit
    /// without a power-up.
    public enum Arrival {
        public static let loops = 2
        public static let ice = 3
        public static let crates = 4
        public static let mud = 7
        public static let gems = 10
        public static let gates = 12
        public static let portals = 16
        public static let ledges = 27
        public static let springs = 33
        public static let belts = 39
        public static let chasms = 45
        /// Timed crates (not a fixture: a clock on crates), on each band's second level from here.
        public static let timed = 22
        public static let tunnels = 51
        public static let mirrors = 62
        public static let trapdoors = 74
        /// Doors and their key (not among `fixtures`: they come on escapes and tours only, so
        /// the levels that take the older fixtures in turn keep their plans).
        public static let doors = 28

        /// The fixtures' arrivals, in order.
        static let fixtures = [gates, portals, springs, belts, chasms, tunnels, mirrors, trapdoors]
    }

    /// The levels where a fixture arrives in this design (the springs' and the chasms' only
    /// when they do).
    var fixtureArrivals: [Int] {
        Arrival.fixtures.filter { ($0 != Arrival.springs || springsArrive) && ($0 != Arrival.chasms || chasmsArrive) }
    }

    /// The challenge of each 10th level, in band order.
    static let challenges: [LevelKind] = [.vault, .escape, .heist, .gauntlet, .vault, .escape, .heist, .gauntlet, .vault, .finale]

    /// The kinds of a band's nine other levels (places 1…9), before the mechanics each needs
    /// have arrived (a kind whose mechanic is not there yet falls back to `pick`). The eighth
    /// is an escape: no crates and not a move to spare, so each band has a level that asks only
    /// the way, and the run of crate questions breaks (`eighthIsAnEscape`).
    static let cycle: [LevelKind] = [.pick, .terrain, .fixture, .pick, .nerve, .ledge, .fixture, .escape, .terrain]

    /// The second band's level that weighs a gem against coins before level 15's: 11–13 were
    /// three "which two of three crates" levels in a row, the first boredom of five of session
    /// 17's eight play-testers ("the pick-subset routine"); the gates it holds decide the way.
    static let secondBandNerve = 13
    /// The level that asked the way in the second band before its fourth level was a tour.
    static let secondBandTerrain = 14
    /// The second band's other tour, its third crate pick until now (tours of three crates on
    /// a map as small as level 13's are ones a nearest-first player walks right).
    static let secondBandTour = 18
    /// The first level with two crates, of which the budget takes one: level 5 was level 4's
    /// shape again ("same shape as L4", two play-testers' first boredom).
    static let firstChoice = 5
    /// The first tour, with the mud's arrival: levels 5–7 were three crate picks in a row, and
    /// session 18's testers were first bored at 6 to 12 by "which two of three crates".
    static let firstTour = 7
    /// The fourth band's second tour, in its seventh place (a fixture level): level 37's gates on
    /// a 10×4 map found no level where they mattered, and all three testers of session 19 named
    /// it their flattest ("7 coins at stake when I had 1,300").
    static let fourthBandTour = 37
    /// Levels after the springs' arrival where they return: a tour that holds them in place of
    /// its turn's fixture (64). (73 and 93 took them as their older fixture while they were
    /// fixture levels; as escapes through fixtures they hold springs from `fixtureEscape`.) Other
    /// picks, tours and leaps take the six fixtures before springs in turn, so they kept their
    /// plans when springs came.
    static let springsReturn = [64]
    /// The third band's second race, on its crate pick (before the ledges come at 27): all four
    /// testers of session 25's first round were first clearly bored at 24–29 ("the same drill:
    /// find par, cost each detour, solve a small knapsack"), and all four named the timed crates
    /// of 22 and 32 among what made them think.
    static let thirdBandRace = 26
    /// The races besides each band's second level: the third band's crate pick, and the sixth
    /// band's eighth level, a crate pick until session 34 that three of round 51's four testers
    /// called "filler" (the two richest of three +2 crates fit: the reader's pick).
    static let otherRaces = [thirdBandRace, 58]
    /// Tours after the portals' arrival and before this level hold a portal (to the end, where
    /// the design has `shuttleTours`).
    static let portalToursUntil = 50
    /// The tours with `shuttleTours` that hold springs in place of a portal pair: 64, where
    /// they returned first, and the ninth places' tours.
    static let springTours = [59, 64, 79, 89]
    /// The first gem level that holds a portal pair or springs with `shuttleGems` (springs on
    /// 65 and 85, a portal pair on 55, 75 and 95).
    static let firstShuttleGem = 55

    /// Whether level `id` is a gem level with a portal pair or springs in this design.
    func isShuttleGem(_ id: Int) -> Bool {
        shuttleGems && id >= Self.firstShuttleGem && kind(id) == .nerve
    }

    /// The ninth places that are tours with `shuttleTours`: not 69 and 99, whose ledge crates
    /// are two of the twenty levels where a Jump has a real use (a tour has no ledge).
    static let ninthPlaceTours = [59, 79, 89]

    /// Whether level `id` is a band's ninth that is a tour in this design.
    func isNinthPlaceTour(_ id: Int) -> Bool {
        shuttleTours && toursInEveryBand && Self.ninthPlaceTours.contains(id)
    }

    /// The tours besides each band's fourth level.
    static let otherTours = [firstTour, secondBandTour, fourthBandTour]
    /// The first leap (each band's first level from here, `leapsInEveryBand`).
    static let firstLeap = 11
    /// The first leap that holds a fixture (each leap from here holds one).
    static let leapFixturesFrom = 61

    /// The escapes in a band's third place from the fifth band (`fixtureEscapesArrive`), each
    /// with two fixtures, each of which moves its par when taken out (one may make the way, as
    /// a spring's throw, another stand in it, as a chasm): among them those testers named among
    /// their best (the springs of 64, the chasm's Jump of 45, the portal
    /// bounces of 18 and 34). Not 53: its band's 10th level is an escape, a kind no other level
    /// of a band has. Unlike the eighth places' escapes these may hold fixtures that carry the
    /// player far in one move (springs, trapdoors): the fixture is the question, not the terrain.
    static func fixtureEscape(_ id: Int) -> [WritableKeyPath<Plan, Int>]? {
        switch id {
        case 43: [\.belts, \.springs]
        case 63: [\.mirrors, \.chasms]
        case 73: [\.tunnels, \.springs]
        case 83: [\.trapdoors, \.belts]
        case 93: [\.mirrors, \.springs]
        default: nil
        }
    }

    /// Level `id`'s pair of escape fixtures in this design (`nil` where it has none, or where
    /// the design keeps the plans from before them).
    func fixtureEscapePair(_ id: Int) -> [WritableKeyPath<Plan, Int>]? {
        fixtureEscapesArrive ? Self.fixtureEscape(id) : nil
    }

    /// Algorithms in turn (those with long corridors more often: they make the best puzzles).
    static let algorithms: [Algorithm] = [
        .recursiveBacktracker, .wilson, .huntAndKill, .growingTree, .kruskal, .recursiveBacktracker,
        .eller, .aldousBroder, .truePrim, .huntAndKill, .simplifiedPrim, .wilson,
    ]

    /// The kind of level `id`.
    public func kind(_ id: Int) -> LevelKind {
        if id % 10 == 0 { return Self.challenges[(id / 10 - 1) % Self.challenges.count] }
        if id < Arrival.crates { return .route }
        if id == Self.firstChoice { return .pick }
        if id < 6 { return .route }
        if fixtureArrivals.contains(id) { return .fixture }
        if id == Arrival.ledges { return .ledge }
        // A race in each band's second place from the timed crates' arrival, where the band
        // asked the way (it still does on its ninth), and on the third band's crate pick.
        if racesArrive && id >= Arrival.timed && (id % 10 == 2 || Self.otherRaces.contains(id)) { return .race }
        if leapsInEveryBand && id >= Self.firstLeap && id % 10 == 1 { return .leap }
        if toursInEveryBand && (Self.otherTours.contains(id) || (id > 10 && (id - 1) % 10 == 3)) { return .tour }
        // The gates' arrival takes the second band's terrain place; until its fourth level was a
        // tour (session 18), level 14 asked the way in its stead, or 11–14 would have been four
        // crate picks in a row ("the third level in a row built the same way").
        if !toursInEveryBand && id == Self.secondBandTerrain { return .terrain }
        if id == Self.secondBandNerve { return .nerve }
        if fixtureEscapePair(id) != nil { return .escape }
        if isNinthPlaceTour(id) { return .tour }
        let kind = Self.cycle[(id - 1) % 10]
        switch kind {
        case .terrain: return id >= Arrival.loops ? .terrain : .pick
        case .fixture: return id > Arrival.gates ? .fixture : .pick
        case .ledge: return id > Arrival.ledges ? .ledge : .pick
        case .nerve: return id > Arrival.gems ? .nerve : .pick
        // A band whose 10th level is an escape keeps it its own kind (the variety rule).
        case .escape: return !eighthIsAnEscape || Self.challenges[(id / 10) % Self.challenges.count] == .escape ? .pick : .escape
        default: return kind
        }
    }

    /// The fixtures that have arrived by level `id`, newest first (springs and chasms among them
    /// when asked: the treasuries and the daily keep the six they had).
    static func fixturesArrived(by id: Int, springs: Bool = true, chasms: Bool = true) -> [WritableKeyPath<Plan, Int>] {
        var arrived: [WritableKeyPath<Plan, Int>] = []
        if id >= Arrival.trapdoors { arrived.append(\.trapdoors) }
        if id >= Arrival.mirrors { arrived.append(\.mirrors) }
        if id >= Arrival.tunnels { arrived.append(\.tunnels) }
        if chasms && id >= Arrival.chasms { arrived.append(\.chasms) }
        if id >= Arrival.belts { arrived.append(\.belts) }
        if springs && id >= Arrival.springs { arrived.append(\.springs) }
        if id >= Arrival.portals { arrived.append(\.portals) }
        if id >= Arrival.gates { arrived.append(\.gates) }
        return arrived
    }

    /// Whether a fixture leaves a route its length: portals, trapdoors and springs carry the
    /// player far in one move, so the challenges of a long route (escape, gauntlet) go without them.
    static func keepsTheRouteLong(_ fixture: WritableKeyPath<Plan, Int>) -> Bool {
        fixture != \Plan.portals && fixture != \Plan.trapdoors && fixture != \Plan.springs
    }

    /// How many of a fixture a level has: one portal pair or trapdoor, three belt cells, else
    /// two (gates, tunnels, mirrors, springs, chasms).
    static func count(of fixture: WritableKeyPath<Plan, Int>) -> Int {
        fixture == \Plan.portals || fixture == \Plan.trapdoors ? 1 : (fixture == \Plan.belts ? 3 : 2)
    }

    /// The plan of level `id` (1…).
    ///
    /// - Each mechanic arrives alone at its `Arrival` level, on a level built so it matters.
    /// - A `pick` level has two to four crates of different values, and a budget for some of
    ///   them; `nerve` adds a gem; `terrain` has loops where mud and ice compete; `ledge` a crate
    ///   only a Jump takes; `fixture` levels show the newest fixture, with an older one after.
    /// - 10th levels are challenges: a vault of six crates, an escape with no slack, a heist of
    ///   three gems, a gauntlet of tension. They take the largest par they can find at the
    ///   size that fits 80×24, and the last level is the largest of all.
    /// - The most spare moves fall from half of par to a fifth: tension grows.
    public func plan(_ id: Int) -> Plan {
        let band = (id - 1) / 10
        let place = (id - 1) % 10  // 0…9, 9 the challenge
        let kind = kind(id)
        // Ice arrives in plenty, so its level can find a slide that beats the shortest path.
        let ice = id < Arrival.ice ? 0 : (id == Arrival.ice ? 0.25 : min(0.22, 0.12 + 0.001 * Double(id)))
        let mud = id < Arrival.mud ? 0 : min(0.18, 0.08 + 0.001 * Double(id))
        let isArrival = fixtureArrivals.contains(id)
        // Some levels ask which way (terrain), the others which crates (planning): one hard
        // question a level, spread so each campaign-wide share is met. Terrain levels ask the
        // way as soon as loops arrive, so the route is a question in the first sitting too.
        // The ice's arrival asks the way too: the slide is quicker than the shortest path.
        // An escape (no spare moves) always asks it: with one way through, level 20 was "a
        // reading test, not a choice: ten minutes of tracing walls" to two play-testers.
        let fixtureEscape = fixtureEscapePair(id)
        let asksTheWay =
            id == Arrival.ice
            || (fixtureEscape == nil && !isArrival
                && ((id > Arrival.loops && kind == .terrain)
                    || kind == .escape
                    || (id >= 30 && !isShuttleGem(id) && ([.nerve, .gauntlet].contains(kind) || (kind == .fixture && place == 6)))))
        let loops = id >= Arrival.loops && (asksTheWay || kind == .terrain || kind == .finale || id % 3 == 0 || id < Arrival.crates)
        var braid = id < Arrival.loops ? 0 : (loops ? 0.35 : 0.2)
        var crates = id < Arrival.crates ? 0 : (id < Self.firstChoice ? 1 : (id < 6 ? 2 : (id < 21 ? 3 : 3 + id % 2)))
        var gems = id >= 15 && id % 10 == 5 ? 1 : 0
        // A crate only a Jump takes, every third level from its arrival (and on every ledge level).
        var ledges = id >= Arrival.ledges && id % 3 == Arrival.ledges % 3 ? 1 : 0
        // The loops' and the ice's arrivals are routes with little to spare: the long way fails.
        var slack = id < Arrival.crates && id >= Arrival.loops ? 0.25 : (id <= 10 ? 0.5 : max(0.2, 0.36 - 0.002 * Double(id)))
        var fixtures: [WritableKeyPath<Plan, Int>] = []
        var timed = 0
        let arrived = Self.fixturesArrived(by: id, springs: springsArrive, chasms: chasmsArrive)
        // The fixtures a pick, a tour, a leap, an escape or a gauntlet takes in turn: the six
        // before springs and chasms, so those levels kept their plans when they came; springs
        // and chasms return on the fixture levels (the newest two) and in the finale.
        let turns = Self.fixturesArrived(by: id, springs: false, chasms: false)
        switch kind {
        case .route: break
        case .pick: if !turns.isEmpty && id % 2 == 0 { fixtures = [turns[id / 2 % turns.count]] }
        case .nerve:
            gems = 1
            crates = 2
            if id == Self.secondBandNerve { fixtures = Array(arrived.prefix(1)) }
            // From 55 a portal pair or springs, which the plan for the gem must go through or use.
            if isShuttleGem(id) { fixtures = [springsArrive && id / 10 % 2 == 0 ? \.springs : \.portals] }
            // Crates that outweigh a gem (a Jump's price) need the room to hold it: a crate holds
            // at most five coins a move of its detour, and a gem takes most of the spare moves.
            if cratesOutweighTheGem(id) { slack = max(slack, 0.34) }
        case .terrain:
            braid = 0.35
        case .ledge:
            ledges = 1
            crates = 3
        case .fixture:
            // The newest alone on its arrival level; after it, the newest and an older one.
            fixtures = Array(arrived.prefix(id == (arrived.isEmpty ? 0 : Self.arrivalLevel(of: arrived[0])) ? 1 : 2))
            // Chasms come with a spring: a walk goes round a chasm, a throw flies over it.
            if id == Arrival.chasms && chasmsArrive { fixtures = [\.chasms, \.springs] }
            if springsArrive && Self.springsReturn.contains(id) { fixtures = [arrived[0], \.springs] }
            // A band's seventh from the fifth holds doors in the older fixture's place.
            if doorsArrive && Self.doorFixtureLevel(id) { fixtures = Array(arrived.prefix(1)) }
        case .tour:
            // Three crates, four from the fifth band; a fixture as a pick level has.
            crates = id < 41 ? 3 : 4
            // Few loops: crates sit on dead ends, and a small braided maze has two or three.
            braid = 0.1
            gems = 0
            ledges = 0
            // Room to place the crates: the budget is then their item par.
            slack = 0.8
            // (One on from a pick level's turn: the gates of level 54 changed no tour's plan.)
            if !turns.isEmpty && id % 2 == 0 { fixtures = [turns[(id / 2 + 1) % turns.count]] }
            if springsArrive && Self.springsReturn.contains(id) { fixtures = [\.springs] }
            // Through the first sitting a tour holds a portal: the tours players praised were
            // the portal bounces of 18 and 34, and those with gates or none (24, 37) were "all
            // fit exactly, no decision, only routing" to all three testers of session 20.
            if id > Arrival.portals && id < Self.portalToursUntil { fixtures = [\.portals] }
            // With `shuttleTours` every later tour too, a portal or springs in turn.
            if shuttleTours && id >= Self.portalToursUntil {
                fixtures = [springsArrive && Self.springTours.contains(id) ? \.springs : \.portals]
            }
        case .leap:
            // As a tour: few loops (the crates on dead ends, the Jump along a corridor), and
            // room to place the crates before the budget is fixed at their Jump run.
            crates = 3
            braid = 0.1
            gems = 0
            ledges = 0
            slack = 0.8
            // From the seventh band a leap has a fixture too, which a Jump may fly into (a
            // portal, a trapdoor) or past (tunnels, mirrors): the late leaps ask something new.
            if id >= Self.leapFixturesFrom { fixtures = [turns[(id / 10 + 4) % turns.count]] }
        case .race:
            // Three crates (four from the fifth band), one timed: the clock decides the order,
            // and whether the rush is worth it. A fixture as a pick's. (Two timed among four
            // crates with a fixture found no level meeting every rule in 1,350 tries.)
            crates = id < 41 ? 3 : 4
            timed = 1
            gems = 0
            ledges = 0
            // Few loops and a third of par to spare: dead ends for the crates within reach,
            // and room for a rush that costs (at a fifth, four crates seldom fitted).
            braid = 0.1
            slack = max(slack, 0.3)
            // After the first, the newest fixture of those a pick takes in turn, so each band's
            // race combines the clock with its band's news. Not gates: on levels 42 and 82 they
            // changed no plan in 1,350 tries (a race's crates sit on dead ends, which a one-way
            // passage seldom touches).
            if id > Arrival.timed, let newest = turns.first(where: { $0 != \Plan.gates }) { fixtures = [newest] }
        case .vault:
            crates = 6
            slack = 0.5
        case .escape:
            crates = 0
            ledges = 0
            slack = 0
            // Portals and trapdoors would cut the escape short: the others only (but on the
            // escapes through fixtures, whose two fixtures are their question). The doors'
            // arrival is theirs alone.
            fixtures = doorsArrive && id == Arrival.doors ? [] : Array(turns.filter(Self.keepsTheRouteLong).prefix(2))
            braid = 0.3
            if let fixtureEscape { fixtures = fixtureEscape }
        case .heist:
            crates = 2
            gems = 3
            slack = 0.45
        case .gauntlet:
            crates = 3
            braid = 0.3
            slack = 0.2
            // As the escape: a gauntlet is a long route (with portals, level 40's par fell to
            // 20 on a 19×9 maze, and its whole band's targets with it).
            fixtures = Array(turns.filter(Self.keepsTheRouteLong).prefix(2))
        case .finale:
            crates = 5
            gems = 2
            ledges = 1
            braid = 0.3
            // Every fixture but the chasms, which would stand across the finale's long route and move
            // its par, and with it every band's bounds.
            fixtures = arrived.filter { $0 != \.chasms }
        }
        // A level that asks the way keeps its route long: a portal or a trapdoor would carry
        // the player past the terrain that should choose it (levels 77, 87 and 97 missed it).
        if asksTheWay { fixtures = fixtures.filter(Self.keepsTheRouteLong) }
        if id == Arrival.gems { gems = 1 }
        // Par grows by about five a band: depth comes from the questions, not from more walls
        // to read (a play-tester spent 4–6 minutes reading each 19×9 map for 20 s of moves).
        let start = 12 + 4 * band, end = 20 + 5 * band
        let target = start + (end - start) * min(place, 8) / 8
        // Three decimals, so the file reads the same in any JSON reader.
        func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        var plan = Plan(
            id: id, kind: kind, algorithm: Self.algorithms[(id - 1) % Self.algorithms.count], mask: nil,
            ice: rounded(ice), mud: rounded(mud), braid: braid, crates: crates, gems: gems, ledges: ledges,
            gates: 0, portals: 0, belts: 0, tunnels: 0, mirrors: 0, trapdoors: 0, springs: 0, chasms: 0, slack: rounded(slack),
            targetPar: target,
            needsChoice: crates >= 2 && id >= Self.firstChoice && kind != .tour,
            // A race's clock is its tension: a wrong turn need not cost the level as well.
            needsTension: (id >= 21 || kind == .nerve || id == Arrival.loops) && kind != .vault && kind != .tour
                && (kind != .race || Self.tightClocks.contains(id)),
            needsTerrainChoice: asksTheWay,
            // The first tour must also beat both greedy players: on a map as small as level 7's, one
            // wrong crate is the only way its order can cost (a wrong turn cannot outweigh its slack).
            needsPlanning: crates >= 3 && id >= 6 && !asksTheWay && ((kind != .tour && kind != .leap) || id == Self.firstTour),
            needsFixturesToMatter: !fixtures.isEmpty,
            // From level 11, where play-testers found "three +2 crates and one +4" solved in
            // ten seconds: a pick level's crates interact.
            needsSharedDetours: kind == .pick && id >= 11 && crates >= 3,
            decidingFixture: kind == .race ? .timed : (kind == .fixture && crates >= 2 ? fixtures.first.map(Self.mechanic(of:)) : nil))
        plan.timed = timed
        if kind == .nerve && id % 10 == 5 { plan.gemAnswer = cratesOutweighTheGem(id) ? .crates : .gem }
        if kind == .ledge && id > Arrival.ledges { plan.ledgeAnswer = Self.jumpPaysOnTheLedge.contains(id) ? .jump : .foot }
        if kind == .race {
            plan.raceAnswer = Self.rushPaysInTheRace.contains(id) ? .rush : .letGo
            plan.timedIsRichest = Self.timedCrateIsTheRichest[id]
            plan.clockHasRoom = !Self.tightClocks.contains(id)
        }
        for fixture in fixtures { plan[keyPath: fixture] = Self.count(of: fixture) }
        if hasDoors(plan) {
            plan.doors = 1
            plan.needsFixturesToMatter = true
            if kind == .fixture && crates >= 2 { plan.decidingFixture = .doors }
            // On their arrival the key is the escape's question of the way: terrain need not
            // choose it as well (after it, both: the campaign's share of levels where terrain
            // chooses the way is held from level 30).
            if plan.id == Arrival.doors { plan.needsTerrainChoice = false }
        }
        return plan
    }

    /// Whether `plan`'s level holds doors: every eighth-place escape from their arrival, where
    /// the budget allows no way but the shortest, and the key's is it (the placement puts the
    /// key where it shortens par). Not a 10th level: its par bounds its band's.
    func hasDoors(_ plan: Plan) -> Bool {
        doorsArrive && plan.id >= Arrival.doors && plan.id % 10 != 0
            && fixtureEscapePair(plan.id) == nil
            && (plan.kind == .escape || (plan.kind == .fixture && Self.doorFixtureLevel(plan.id)))
    }

    /// Whether level `id` is a band's seventh from the fifth band: a fixture level whose doors
    /// must decide which crates the best plan takes (the testers' mid-game question was "which
    /// detours fit", and a door is a detour that opens others).
    static func doorFixtureLevel(_ id: Int) -> Bool {
        id > 40 && (id - 1) % 10 == 6
    }

    /// The mechanic a plan's fixture count stands for.
    static func mechanic(of fixture: WritableKeyPath<Plan, Int>) -> Mechanic {
        switch fixture {
        case \Plan.gates: .gates
        case \Plan.portals: .portals
        case \Plan.belts: .belts
        case \Plan.tunnels: .tunnels
        case \Plan.mirrors: .mirrors
        case \Plan.springs: .springs
        case \Plan.chasms: .chasms
        case \Plan.doors: .doors
        default: .trapdoors
        }
    }

    /// The fixture that arrives on `plan`'s level and that the plan holds, if any (the daily's
    /// plan for level 33 holds no springs).
    static func arriving(in plan: Plan) -> WritableKeyPath<Plan, Int>? {
        if plan.id == Arrival.doors && plan.doors > 0 { return \.doors }
        return fixturesArrived(by: plan.id).first { arrivalLevel(of: $0) == plan.id && plan[keyPath: $0] > 0 }
    }

    /// The level where `fixture` arrives.
    static func arrivalLevel(of fixture: WritableKeyPath<Plan, Int>) -> Int {
        switch fixture {
        case \Plan.gates: Arrival.gates
        case \Plan.portals: Arrival.portals
        case \Plan.belts: Arrival.belts
        case \Plan.tunnels: Arrival.tunnels
        case \Plan.mirrors: Arrival.mirrors
        case \Plan.springs: Arrival.springs
        case \Plan.chasms: Arrival.chasms
        case \Plan.doors: Arrival.doors
        default: Arrival.trapdoors
        }
    }
}
