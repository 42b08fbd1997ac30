/// How the growing-tree algorithm picks the active cell to grow from.
public enum GrowingTreeSelection: Sendable, Hashable {
    /// Always the newest: a depth-first search, like the recursive backtracker.
    case newest
    /// A random one: like simplified Prim.
    case random
    /// Always the oldest: long straight corridors fanning out from the start.
    case oldest
    /// The newest with probability `newestShare`, else a random one. The book's example is 0.5.
    case mixed(newestShare: Double)

    /// The book's own example: newest or random, half and half.
    public static let standard = GrowingTreeSelection.mixed(newestShare: 0.5)
}
