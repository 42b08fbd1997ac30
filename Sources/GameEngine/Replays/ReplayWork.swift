import MazeKit

/// The whole-maze work a replay's recording or check did, counted so that tests can pin
/// re-simulation at O(1) amortised per input by counting rather than timing.
struct ReplayWork: Sendable, Hashable {
    /// FNV-1a steps taken over passage bytes (or, in a `PassageHashTree`, over its tables):
    /// the only work in a replay check that grows with the size of the maze.
    var mazeHashSteps = 0

    /// The result of a final state, with its full state hash.
    /// - Complexity: O(cells), counted.
    mutating func result(of state: GameState, levelFingerprint: String) -> ReplayResult {
        mazeHashSteps += state.maze.cellCount
        let hash = state.fullStateHash(levelFingerprint: levelFingerprint).hex
        return ReplayResult(outcome: state.outcome, movesUsed: state.movesUsed, coins: state.coinsCollected, stateHash: hash)
    }
}
