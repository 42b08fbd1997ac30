/// The twelve maze-generation algorithms of Jamis Buck's *Mazes for Programmers*
/// (Pragmatic Bookshelf, 2015), by the names the README lists.
public enum Algorithm: String, CaseIterable, Sendable, Codable, Hashable {
    case binaryTree = "binary-tree"
    case sidewinder = "sidewinder"
    case aldousBroder = "aldous-broder"
    case wilson = "wilson"
    case huntAndKill = "hunt-and-kill"
    case recursiveBacktracker = "recursive-backtracker"
    case kruskal = "kruskal"
    case simplifiedPrim = "simplified-prim"
    case truePrim = "true-prim"
    case growingTree = "growing-tree"
    case eller = "eller"
    case recursiveDivision = "recursive-division"

    /// The name used on the command line and in files.
    public var name: String { rawValue }

    /// Whether the algorithm can build a perfect maze over a mask with holes.
    ///
    /// Binary tree, sidewinder and Eller carve row by row toward fixed sides and recursive
    /// division cuts straight walls across the whole grid: a hole breaks their guarantee of a
    /// connected result, so they refuse masks rather than return a broken maze.
    public var supportsMasks: Bool {
        switch self {
        case .binaryTree, .sidewinder, .eller, .recursiveDivision: false
        default: true
        }
    }

    /// Whether every spanning tree of the grid is equally likely.
    public var isUniform: Bool { self == .aldousBroder || self == .wilson }

    /// A one-line description of the texture the algorithm gives.
    public var summary: String {
        switch self {
        case .binaryTree: "each cell opens north or east: fast, with a strong diagonal bias"
        case .sidewinder: "runs east closed by one passage north: a clear top corridor"
        case .aldousBroder: "a random walk that joins unvisited cells: uniform, slow to finish"
        case .wilson: "loop-erased random walks: uniform, faster than Aldous-Broder"
        case .huntAndKill: "random walks restarted by a scan: long twisty corridors"
        case .recursiveBacktracker: "depth-first search: long rivers, few dead ends"
        case .kruskal: "random edges joined by union-find: many short dead ends"
        case .simplifiedPrim: "grows from a random active cell: radial, branchy"
        case .truePrim: "grows by the cheapest cell: many short branches"
        case .growingTree: "newest or random active cell, half and half: between DFS and Prim"
        case .eller: "one row at a time with merged sets: horizontal bias"
        case .recursiveDivision: "walls cut across rooms: long straight walls, boxy"
        }
    }

    /// The algorithm whose name is closest to `name` by edit distance, for "did you mean"
    /// hints, or `nil` when nothing is close.
    public static func suggestion(for name: String) -> Algorithm? {
        closestName(to: name, among: allCases.map(\.rawValue)).flatMap(Algorithm.init(rawValue:))
    }
}

/// The candidate nearest to `name` (Levenshtein distance, case-insensitive), if it is within
/// a third of the longer length; prefixes count as near. For the package's own "did you mean"
/// hints (the game and the CLI), not part of the library's API: `package`, not `public`.
package func closestName(to name: String, among candidates: [String]) -> String? {
    // A name far longer than every candidate is no typo of one, and comparing a megabyte-long
    // key from a hostile file would cost seconds.
    guard name.utf8.count <= 2 * (candidates.map(\.utf8.count).max() ?? 0) + 8 else { return nil }
    let lowered = name.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let distance = candidate.hasPrefix(lowered) && !lowered.isEmpty ? 1 : editDistance(lowered, candidate)
        if distance <= max(2, max(lowered.count, candidate.count) / 3), distance < (best?.1 ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// Levenshtein distance between two strings, by characters.
/// - Complexity: O(a.count × b.count).
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
