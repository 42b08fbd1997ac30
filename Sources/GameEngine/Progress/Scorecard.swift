/// How a finished attempt measured up against its level, judged by the game's rules
/// (docs/rules.md, "Coins, stars and progress"): every rule fact a summary, a daily card or a
/// chart shows, so no screen judges anything itself. Campaign, practice and daily attempts are
/// judged alike; what the campaign then pays for a win is its `Settlement`.
///
/// Invariants: `stars` is 0 unless `outcome == .won`, 1 for a win when `assisted`;
/// `movesCounted` is `movesUsed`, or the attempt's budget (`budget` plus the moves Times added)
/// when `assisted`; `shortfall` is set exactly when `outcome == .failed`.
public struct Scorecard: Sendable, Hashable {
    /// Won, out of moves, or given up.
    public var outcome: Outcome
    /// Moves used.
    public var movesUsed: Int
    /// The moves the finish counts as: those used, or the attempt's whole budget when it went
    /// through a demolished wall (Demolish opens a way, it never buys moves to cash in).
    public var movesCounted: Int
    /// The level's par: the fewest moves from start to exit, without power-ups, ignoring items.
    public var par: Int
    /// The level's budget (without the moves Times added).
    public var budget: Int
    /// A wall was demolished: the run counts as the whole budget (no cash-in, no perfect
    /// bonus, one star).
    public var assisted: Bool
    /// Item par of what a win took (crates and gems): the fewest moves of a run without
    /// power-ups that takes them all. Stars and the perfect bonus are judged against it, so a
    /// well-planned crate run can still be perfect. `par` when the win took nothing, and for an
    /// attempt not won.
    public var itemPar: Int
    /// Whether no run without power-ups takes what the win took (a ledge crate out of reach on
    /// foot): `itemPar` is then the budget, so a win within it is judged perfect, as a win
    /// taking a ledge whose item par is past the budget is. (It fell back to bare par: a
    /// play-tester took all five crates of level 39 with two Jumps, six moves to spare, and got
    /// two stars with no word why.)
    public var takenOnlyWithPowerUps = false
    /// Treasure par: the fewest moves of a run taking every item of the level; `nil` when no run
    /// can, the level has too many items to search, or the attempt was not won.
    public var treasurePar: Int?
    /// Stars: 0 unless won; 1 when `assisted`; else 3 when the moves counted are at most
    /// `itemPar`, 2 within half the moves the level's budget spares past it, else 1 (a win with
    /// a Time is judged by the level's budget: its moves buy no star, and it earns at most 2:
    /// the perfect finish is the plan made within the budget).
    public var stars: Int
    /// How far an attempt that ran out of moves was from the exit; `nil` for any other.
    public var shortfall: Shortfall?

    /// Whether a win took fewer moves than the item par of what it took, which only a power-up
    /// can do (item par is measured without power-ups).
    public var beatItemPar: Bool { outcome == .won && movesUsed < itemPar }
}

extension Scorecard {
    /// Judges an attempt that ended in `state` (one still being played was given up).
    /// - Complexity: O(cells) for any attempt; a win adds the item-par search, O(2^items ×
    ///   cells · log cells) for the level's items (at most `ItemPar.maximumItemCount`); a
    ///   failure adds two searches over the move graph, O(cells · log cells).
    public init(_ state: GameState) {
        let level = state.level
        outcome = Outcome(state)
        movesUsed = state.movesUsed
        assisted = state.demolishedAWall
        movesCounted = Economy.movesCounted(state)
        par = level.par
        budget = level.budget
        itemPar = level.par
        treasurePar = nil
        stars = 0
        shortfall = nil
        switch outcome {
        case .won:
            let pars = Self.itemPars(of: state)
            takenOnlyWithPowerUps = pars.taken == nil
            itemPar = pars.taken ?? budget
            treasurePar = pars.treasure
            // Through a demolished wall, one star whatever was taken: a crate whose item par is
            // past the budget (a ledge's) must not make the whole budget look like par.
            stars = assisted ? 1 : Economy.stars(movesUsed: movesCounted, par: itemPar, budget: budget)
            if state.extraMoves > 0 { stars = min(stars, 2) }
        case .failed:
            shortfall = Shortfall(state)
        case .abandoned:
            break
        }
    }

    /// Item par of what `state` took (par when nothing; `nil` when no run without power-ups
    /// takes it) and treasure par of the level, by the exact item-par search (same moves as the
    /// rules). A level with too many items to search judges by par.
    private static func itemPars(of state: GameState) -> (taken: Int?, treasure: Int?) {
        let level = state.level
        let items = level.crates.map(\.cell) + level.gems
        guard !items.isEmpty, let table = MoveGraph(level).itemPar(from: level.start, items: items) else { return (level.par, nil) }
        let taken =
            state.openedCrates.indices.filter { state.openedCrates[$0] }
            + state.foundGems.indices.filter { state.foundGems[$0] }.map { $0 + level.crates.count }
        return (table.moves(taking: taken), table.treasurePar)
    }
}
