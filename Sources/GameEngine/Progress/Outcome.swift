/// How an attempt ended.
public enum Outcome: String, Sendable, Hashable, CaseIterable, Codable {
    case won, failed, abandoned

    /// How an attempt in `state` ends if it ends now: won, out of moves, or (still playing)
    /// given up.
    public init(_ state: GameState) {
        self = state.status == .won ? .won : (state.status == .failed ? .failed : .abandoned)
    }
}
