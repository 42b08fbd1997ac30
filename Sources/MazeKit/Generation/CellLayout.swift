/// The view of a maze that generators carve into: raw pointers to the flat passage bytes and
/// mask flags, plus the observer that hears every change.
///
/// Generators run in tight loops over a million cells, so this is deliberately low-level;
/// `Maze.carve` owns the buffers and guarantees they outlive the carver.
/// Whether a grid has holes, as a type, so the unmasked path compiles without mask lookups.
protocol CellLayout {
    static var isMasked: Bool { get }
}

/// Every cell enabled.
enum FullGrid: CellLayout {
    static var isMasked: Bool { false }
}

/// Some cells disabled by a mask.
enum MaskedGrid: CellLayout {
    static var isMasked: Bool { true }
}
