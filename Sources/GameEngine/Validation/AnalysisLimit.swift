/// Why the design or economy analysis of a level was not made: the level is reported, not
/// measured (docs/formats.md, "Limits").
public enum AnalysisLimit: Error, Sendable, Hashable, CustomStringConvertible {
    /// A fixed budget below par: no run wins, so there is nothing to play out.
    case budgetBelowPar(id: Int, budget: Int, par: Int)
    /// The analysis spent its whole `WorkAllowance` (`allowance` states for `cells` cells)
    /// before it was done.
    case tooLarge(id: Int, cells: Int, allowance: Int)

    /// The level's id.
    public var id: Int {
        switch self {
        case let .budgetBelowPar(id, _, _), let .tooLarge(id, _, _): id
        }
    }

    public var description: String {
        switch self {
        case let .budgetBelowPar(id, budget, par):
            "level \(id) is not analysed: its budget \(budget) is below par \(par), so no run wins"
        case let .tooLarge(id, cells, allowance):
            "level \(id) is too large to analyse: its searches need more than the \(allowance) steps allowed for \(cells) cells (\(WorkAllowance.statesPerCell) a cell); fewer crates, gems and ledges or a smaller maze make it fit"
        }
    }
}
