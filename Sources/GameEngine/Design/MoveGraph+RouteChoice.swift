import MazeKit

/// Whether terrain, not distance, picks a level's best route.
///
/// A run's **cells** are the cells it enters, slides included (the start is not entered). The
/// **cell-shortest** runs are those entering the fewest cells; the **move-optimal** runs are
/// those of par moves. **Terrain chooses the route** when no move-optimal run is cell-shortest:
/// mud, ice and distance compete, and the cheapest way is not the shortest.
public struct RouteChoice: Sendable, Hashable {
    /// Par, in moves.
    public var par: Int
    /// The fewest cells any run start → exit enters.
    public var fewestCells: Int
    /// The fewest cells a run of par moves enters.
    public var fewestCellsAtPar: Int

    /// Whether no run of par moves is a cell-shortest run.
    public var terrainChoosesRoute: Bool { fewestCellsAtPar > fewestCells }
}

extension MoveGraph {
    /// How distance and moves compare on the runs from `start` (see `RouteChoice`), or `nil`
    /// when the exit cannot be reached.
    ///
    /// The fewest cells: Dijkstra weighted by the cells each move enters. The fewest at par: a
    /// pass over the cells in order of their least moves from start, along the moves that lie on
    /// some par run (those with distance from start + cost + distance to exit = par).
    /// - Complexity: O(cells × log cells + total slide length).
    public func routeChoice(from start: Int) -> RouteChoice? {
        let n = nodeCount
        let fromStart = distances(from: start).distance
        let toExit = distancesToExit()
        guard fromStart[exit] >= 0 || start == exit else { return nil }
        let par = start == exit ? 0 : Int(fromStart[exit])
        var length = [Int32](repeating: 0, count: n * 4)
        for cell in 0..<n where fromStart[cell] >= 0 {
            for (k, direction) in Direction.ordered.enumerated() where ends[cell * 4 + k] >= 0 {
                var entered: Int32 = 0
                _ = move(from: cell, direction) { _ in entered += 1 }
                length[cell * 4 + k] = entered
            }
        }
        // Fewest cells, over every run: moves weighted by the cells they enter.
        var edges = productEdges(items: [], jumps: false)
        edges.weights = length
        var search = ProductSearch(cells: n, masks: 1, layers: 1)
        search.run(edges, exit: exit, sources: [(start, 0)])
        let cells = search.distance
        // Fewest cells over par runs: the tight moves form a DAG ordered by moves from start.
        let order = (0..<n).filter { fromStart[$0] >= 0 && $0 != exit }.sorted { (fromStart[$0], $0) < (fromStart[$1], $1) }
        var atPar = [Int32](repeating: -1, count: n)
        atPar[start] = 0
        for cell in order where atPar[cell] >= 0 {
            for k in 0..<4 {
                let end = Int(ends[cell * 4 + k])
                guard end >= 0, toExit[end] >= 0, Int(fromStart[cell]) + cost(end) + Int(toExit[end]) == par else { continue }
                let candidate = atPar[cell] + length[cell * 4 + k]
                if atPar[end] < 0 || candidate < atPar[end] { atPar[end] = candidate }
            }
        }
        return RouteChoice(par: par, fewestCells: Int(max(cells[exit], 0)), fewestCellsAtPar: Int(max(atPar[exit], 0)))
    }
}
