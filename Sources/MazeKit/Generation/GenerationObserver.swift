/// What a generator reports while it carves, so the same code serves the one-shot call and the
/// step-by-step trace.
///
/// Generators are generic over their observer. The one-shot path uses `SilentObserver`, whose
/// empty inlined methods the optimiser removes, so it pays nothing for stepping (docs/design.md, "Mazes").
protocol GenerationObserver {
    /// Whether the observer wants evaluation sets; generators skip work that only feeds them.
    static var isRecording: Bool { get }
    /// A passage was opened from `cell` toward `direction`.
    mutating func linked(_ cell: Int, _ direction: Direction)
    /// A wall was put up from `cell` toward `direction`.
    mutating func unlinked(_ cell: Int, _ direction: Direction)
    /// `cell` joined the set under evaluation (a stack, a frontier, a walk).
    mutating func evaluating(_ cell: Int)
    /// `cell` left the set under evaluation.
    mutating func settled(_ cell: Int)
    /// Every cell left the set under evaluation.
    mutating func settledAll()
    /// The algorithm now stands on `cell`.
    mutating func focused(_ cell: Int)
    /// One iteration of the algorithm's main loop is over.
    mutating func endStep()
}

/// The observer of the one-shot path: does nothing, costs nothing.
struct SilentObserver: GenerationObserver {
    static var isRecording: Bool { false }
    @inline(__always) mutating func linked(_ cell: Int, _ direction: Direction) {}
    @inline(__always) mutating func unlinked(_ cell: Int, _ direction: Direction) {}
    @inline(__always) mutating func evaluating(_ cell: Int) {}
    @inline(__always) mutating func settled(_ cell: Int) {}
    @inline(__always) mutating func settledAll() {}
    @inline(__always) mutating func focused(_ cell: Int) {}
    @inline(__always) mutating func endStep() {}
}
