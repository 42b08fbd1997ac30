/// One iteration of a generator, as the step-by-step view sees it.
public struct GenerationStep: Sendable, Hashable {
    /// Passages opened in this step, as (cell, direction).
    public var carved: [Passage] = []
    /// Walls put up in this step (recursive division only).
    public var walled: [Passage] = []
    /// Cells that joined the set under evaluation (stack, frontier, walk, current row…).
    public var entered: [Int] = []
    /// Cells that left it.
    public var left: [Int] = []
    /// The cell the algorithm stands on after the step, if it has one.
    public var current: Int?
}

/// A wall side of a cell: the passage from `cell` toward `direction`.
public struct Passage: Sendable, Hashable {
    /// The cell the passage leaves.
    public var cell: Int
    /// The side it leaves by.
    public var direction: Direction
    /// Creates a passage.
    public init(cell: Int, direction: Direction) {
        self.cell = cell
        self.direction = direction
    }
}

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

/// A generator event packed into 32 bits: kind (3 bits), direction (4 bits), cell (24 bits).
struct TraceEvent {
    enum Kind: UInt32 { case link, unlink, evaluate, settle, focus, endStep }
    var kind: Kind
    var direction: Direction
    var cell: Int

    init(_ kind: Kind, _ cell: Int, _ direction: Direction = .north) {
        self.kind = kind
        self.cell = cell
        self.direction = direction
    }

    init(packed: UInt32) {
        kind = Kind(rawValue: packed >> 28) ?? .endStep
        direction = Direction(rawValue: UInt8((packed >> 24) & 0xF)) ?? .north
        cell = Int(packed & 0xFF_FFFF)
    }

    var packed: UInt32 {
        kind.rawValue << 28 | UInt32(direction.rawValue) << 24 | UInt32(truncatingIfNeeded: cell)
    }
}

/// The observer behind `MazeStepper`: packs every event, and turns "everything settled" into
/// one event per cell so the replay needs no set of its own.
struct TraceRecorder: GenerationObserver {
    static var isRecording: Bool { true }
    private(set) var events: [UInt32] = []
    private(set) var stepCount = 0
    private var openStep = false
    /// Cells under evaluation, with each one's position for O(1) removal.
    private var evaluatingCells: [Int32] = []
    private var position: [Int32]

    init(cellCount: Int) { position = Array(repeating: -1, count: cellCount) }

    private mutating func record(_ event: TraceEvent) {
        events.append(event.packed)
        openStep = true
    }

    mutating func linked(_ cell: Int, _ direction: Direction) { record(TraceEvent(.link, cell, direction)) }
    mutating func unlinked(_ cell: Int, _ direction: Direction) { record(TraceEvent(.unlink, cell, direction)) }

    mutating func evaluating(_ cell: Int) {
        guard position[cell] < 0 else { return }
        position[cell] = Int32(evaluatingCells.count)
        evaluatingCells.append(Int32(cell))
        record(TraceEvent(.evaluate, cell))
    }

    mutating func settled(_ cell: Int) {
        let p = Int(position[cell])
        guard p >= 0 else { return }
        let last = evaluatingCells.removeLast()
        if Int(last) != cell {
            evaluatingCells[p] = last
            position[Int(last)] = Int32(p)
        }
        position[cell] = -1
        record(TraceEvent(.settle, cell))
    }

    mutating func settledAll() {
        while let last = evaluatingCells.last { settled(Int(last)) }
    }

    mutating func focused(_ cell: Int) { record(TraceEvent(.focus, cell)) }

    mutating func endStep() {
        guard openStep else { return }
        events.append(TraceEvent(.endStep, 0).packed)
        stepCount += 1
        openStep = false
    }
}
