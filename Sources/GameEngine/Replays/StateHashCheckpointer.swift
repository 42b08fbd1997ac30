import MazeKit

/// Format-1 checkpoints: the top 32 bits of the full state hash (`GameState.stateHash`) after
/// each input, taken without reading the maze each time.
///
/// The state hash ends with every passage byte, and only a demolished wall (or a restart)
/// changes those. So the fields before them are hashed directly, O(crates + gems), and the
/// passages are continued from that hash by a `PassageHashTree` in O(1), built once and updated
/// per changed cell.
struct StateHashCheckpointer: Checkpointer {
    /// The state hash up to the fields that change: its tag and the level's fingerprint.
    private let opening: FNV1a64
    /// The passages now.
    private var passages: PassageHashTree
    /// The level's own passages, which a restart puts back. A copy shares the tree's storage
    /// until the first wall comes down, so keeping it costs nothing until then.
    private let startPassages: PassageHashTree

    /// Starts with the attempt's first state.
    /// - Complexity: O(256 × cells), counted into `work`.
    init(start: GameState, levelFingerprint: String, work: inout ReplayWork) {
        opening = GameState.stateHashOpening(levelFingerprint: levelFingerprint)
        passages = PassageHashTree(passages: start.maze.passages, work: &work)
        startPassages = passages
    }

    /// - Complexity: O(crates + gems) plus O(256 × (64 + log cells)) per wall demolished.
    mutating func checkpoint(after events: [Event], in state: GameState, work: inout ReplayWork) -> UInt32 {
        for event in events {
            switch event {
            case let .wallDemolished(cell, direction):
                // The engine changes passages only here (both sides of the wall) and on restart;
                // the committed format-1 replays and the brute-force tests hold it to that.
                passages.update(cell: cell, to: state.maze.passages[cell], work: &work)
                if let neighbour = state.maze.neighbour(of: cell, direction) {
                    passages.update(cell: neighbour, to: state.maze.passages[neighbour], work: &work)
                }
            case .restarted:
                passages = startPassages
            case .moved, .bumpedWall, .jumped, .timeAdded, .crateOpened, .crateGone, .gemFound, .keyTaken, .exitReached, .outOfMoves,
                .refused:
                break  // no passage changes (a door opens by the key, in the state's fields)
            }
        }
        var hash = opening
        state.combineChangingFields(into: &hash)
        return UInt32(truncatingIfNeeded: passages.hash(continuing: hash.value) >> 32)
    }
}
