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
