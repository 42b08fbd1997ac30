/// Generates a maze one step at a time, for watching an algorithm work.
///
/// Run to the end, `maze` equals `Maze.generate` with the same arguments: both run the same
/// generator code, which the stepper observes through a recording observer. The trace is
/// recorded once, up front, in a flat array of packed 32-bit events, and then handed out step
/// by step; its size is proportional to the steps (for Aldous-Broder, its cover time), so the
/// stepper is meant for screen-sized mazes.
public struct MazeStepper: Sendable {
    /// The maze as built so far.
    public private(set) var maze: Maze
    /// The maze as it will be at the end.
    public let finished: Maze
    /// `isEvaluating[cell]`: whether the cell is in the algorithm's working set now.
    public private(set) var isEvaluating: [Bool]
    /// The cell the algorithm stands on now, if any.
    public private(set) var current: Int?
    /// Steps taken so far.
    public private(set) var stepsTaken = 0
    /// Steps in the whole run.
    public let stepCount: Int

    private let events: [UInt32]
    private var cursor = 0

    /// Records a whole run of `algorithm`; arguments and errors as in `Maze.generate`.
    public init(
        _ algorithm: Algorithm, width: Int, height: Int, mask: Mask? = nil, seed: UInt64,
        growingTree: GrowingTreeSelection = .standard
    ) throws(MazeGenerationError) {
        let blank = try Maze.blank(for: algorithm, width: width, height: height, mask: mask)
        var built = blank
        var recorder = TraceRecorder(cellCount: blank.cellCount)
        var rng = SeededRandom(seed: seed)
        built.carve(algorithm, using: &rng, observer: &recorder, growingTree: growingTree)
        recorder.endStep()
        maze = blank
        finished = built
        events = recorder.events
        stepCount = recorder.stepCount
        isEvaluating = Array(repeating: false, count: blank.cellCount)
    }

    /// Whether every step has been taken.
    public var isFinished: Bool { cursor >= events.count }

    /// Takes the next step and returns what changed, or `nil` when finished.
    public mutating func step() -> GenerationStep? {
        guard !isFinished else { return nil }
        var step = GenerationStep()
        while cursor < events.count {
            let event = TraceEvent(packed: events[cursor])
            cursor += 1
            switch event.kind {
            case .link:
                maze.passages[event.cell] |= event.direction.bit
                maze.passages[event.cell + offset(event.direction)] |= event.direction.opposite.bit
                step.carved.append(Passage(cell: event.cell, direction: event.direction))
            case .unlink:
                maze.passages[event.cell] &= ~event.direction.bit
                maze.passages[event.cell + offset(event.direction)] &= ~event.direction.opposite.bit
                step.walled.append(Passage(cell: event.cell, direction: event.direction))
            case .evaluate:
                isEvaluating[event.cell] = true
                step.entered.append(event.cell)
            case .settle:
                isEvaluating[event.cell] = false
                step.left.append(event.cell)
            case .focus:
                current = event.cell
            case .endStep:
                stepsTaken += 1
                step.current = current
                return step
            }
        }
        step.current = current
        return step
    }

    /// Takes up to `count` steps; returns how many were taken.
    @discardableResult
    public mutating func advance(by count: Int) -> Int {
        var taken = 0
        while taken < count, step() != nil { taken += 1 }
        return taken
    }

    private func offset(_ direction: Direction) -> Int {
        direction.dx + direction.dy * maze.width
    }
}
