/// Where a won campaign attempt stands against the level's best finish before it, which is
/// what decides its cash-in (docs/rules.md, "Coins, stars and progress").
public enum Standing: Sendable, Hashable {
    /// A wall was demolished: the run counts as the whole budget, so it cashes nothing in.
    case assisted
    /// The level's first clear; `paidUnusedMoves` says whether unused moves were cashed in.
    case firstClear(paidUnusedMoves: Bool)
    /// Fewer moves than the best before (`was`): unused moves pay past it.
    case newBest(was: Int)
    /// Not fewer moves than the best (`best`): unused moves pay only past it.
    case notBetter(best: Int)
}
