import MazeKit

/// What a replay reads from a state: its hash and its outcome.
extension GameState {
    /// A stable hash of everything about the attempt that the player's actions change:
    /// position, moves, status, items, power-ups, moves added by Time and demolished walls
    /// (FNV-1a 64, 16 hex digits).
    /// - Complexity: O(cells): it reads the whole maze (and the level, for its fingerprint), so
    ///   replays take it once, at the end, and checkpoint each input more cheaply.
    public var stateHash: String {
        fullStateHash(levelFingerprint: level.fingerprint).hex
    }

    /// How the attempt stands as a replay outcome (`abandoned` while still playing).
    public var outcome: Outcome {
        switch status {
        case .won: .won
        case .failed: .failed
        case .playing: .abandoned
        }
    }

    // MARK: - The state hash in three parts

    // The state hash is one FNV-1a run over: a tag and the level's fingerprint (fixed for the
    // attempt), the fields an action changes, then every passage byte. Format-1 checkpoints
    // are its top 32 bits after each input, so `StateHashCheckpointer` needs the three parts
    // apart: the first once, the second per input, the third from a `PassageHashTree`.

    /// The hash behind `stateHash`, given the level's fingerprint already worked out (it reads
    /// the whole level, and cannot change during an attempt).
    /// - Complexity: O(cells).
    func fullStateHash(levelFingerprint: String) -> FNV1a64 {
        var hash = Self.stateHashOpening(levelFingerprint: levelFingerprint)
        combineChangingFields(into: &hash)
        for bits in maze.passages { hash.combine(bits) }
        return hash
    }

    /// The state hash's opening: its tag and the level's fingerprint.
    static func stateHashOpening(levelFingerprint: String) -> FNV1a64 {
        var hash = FNV1a64()
        hash.combine("mz-state")
        hash.combine(levelFingerprint)
        return hash
    }

    /// Mixes in the fields between the opening and the passages, in the state hash's order.
    /// - Complexity: O(crates + gems).
    func combineChangingFields(into hash: inout FNV1a64) {
        hash.combine(UInt64(position))
        hash.combine(UInt64(movesUsed))
        hash.combine(status.byte)
        for opened in openedCrates { hash.combine(opened ? 1 : 0 as UInt8) }
        for found in foundGems { hash.combine(found ? 1 : 0 as UInt8) }
        hash.combine(UInt64(inventory.jumps))
        hash.combine(UInt64(inventory.demolishes))
        // Times and their moves only when there are some, so every state from before Time
        // (every replay recorded then) keeps its hash; a tag keeps the two apart.
        if inventory.times > 0 || extraMoves > 0 {
            hash.combine("time")
            hash.combine(UInt64(inventory.times))
            hash.combine(UInt64(extraMoves))
        }
        // The key only when taken, so every state of a level without doors keeps its hash.
        if keyTaken { hash.combine("key") }
    }
}

extension GameState.Status {
    /// The status as hashed: 0 playing, 1 won, 2 failed.
    var byte: UInt8 {
        switch self {
        case .playing: 0
        case .won: 1
        case .failed: 2
        }
    }
}
