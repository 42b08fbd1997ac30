import MazeKit

/// The running fingerprint behind a format-2 replay's per-input checkpoints, updated in O(1)
/// plus O(events) per action, whatever the size of the maze.
///
/// The full state hash (`GameState.stateHash`) reads every cell of the maze, so taking it after
/// each input made re-simulation cost O(inputs × cells). But an attempt's maze differs from its
/// level's only by the walls demolished, and its items only by the crates opened and gems found,
/// so a digest of those changes, in the order they happened, carries the same information. The
/// checkpoint mixes that digest with the few scalars an action changes.
///
/// Layout (FNV-1a 64; integers as 8 little-endian bytes):
/// - `changes` starts as the empty hash and takes, per event: crate opened `1, index`; gem found
///   `2, index`; wall demolished `3, cell, direction bit`; Time used `4, moves added`. A restart
///   empties it again.
/// - A checkpoint hashes position, moves used, status (0 playing, 1 won, 2 failed, one byte),
///   jumps, demolishes, Times (only when some are held: so every replay from before Time keeps
///   its checkpoints) and `changes.value`, and keeps the top 32 bits.
struct StepDigest: Checkpointer, Sendable, Hashable {
    /// The digest of the level changes so far.
    private(set) var changes = FNV1a64()

    /// Takes in what one action did.
    /// - Complexity: O(events); a move's path is not read.
    mutating func record(_ events: [Event]) {
        for event in events {
            switch event {
            case let .crateOpened(index, _):
                changes.combine(UInt8(1))
                changes.combine(UInt64(index))
            case let .gemFound(index):
                changes.combine(UInt8(2))
                changes.combine(UInt64(index))
            case let .wallDemolished(cell, direction):
                changes.combine(UInt8(3))
                changes.combine(UInt64(cell))
                changes.combine(direction.bit)
            case let .timeAdded(moves):
                changes.combine(UInt8(4))
                changes.combine(UInt64(moves))
            case .keyTaken:
                changes.combine(UInt8(5))
            case .restarted:
                changes = FNV1a64()
            case .moved, .bumpedWall, .jumped, .crateGone, .exitReached, .outOfMoves, .refused:
                break  // seen in the state's scalars (a crate goes by the moves used), or no change at all
            }
        }
    }

    /// The checkpoint of `state`, which must be the state these events led to.
    /// - Complexity: O(1).
    func checkpoint(of state: GameState) -> UInt32 {
        var hash = FNV1a64()
        hash.combine(UInt64(state.position))
        hash.combine(UInt64(state.movesUsed))
        hash.combine(state.status.byte)
        hash.combine(UInt64(state.inventory.jumps))
        hash.combine(UInt64(state.inventory.demolishes))
        if state.inventory.times > 0 { hash.combine(UInt64(state.inventory.times)) }
        hash.combine(changes.value)
        return UInt32(truncatingIfNeeded: hash.value >> 32)
    }

    /// Takes in `events`, then the checkpoint of `state`.
    /// - Complexity: O(events); no maze work.
    mutating func checkpoint(after events: [Event], in state: GameState, work: inout ReplayWork) -> UInt32 {
        record(events)
        return checkpoint(of: state)
    }
}
