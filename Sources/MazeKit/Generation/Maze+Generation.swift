/// Why a maze could not be generated.
public enum MazeGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A side is below 1 or the grid is beyond `Maze.maximumSide` / `Maze.maximumCellCount`.
    case invalidSize(width: Int, height: Int)
    /// The algorithm carves toward fixed sides and cannot honour holes.
    case maskNotSupported(Algorithm)
    /// The mask is unusable (e.g. its cells are not connected).
    case invalidMask(MaskError)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "the size \(width)x\(height) is outside the limits (1 to \(Maze.maximumSide) per side, at most \(Maze.maximumCellCount) cells)"
        case let .maskNotSupported(algorithm):
            "\(algorithm.name) cannot honour a mask; use one of \(Algorithm.allCases.filter(\.supportsMasks).map(\.name).joined(separator: ", "))"
        case let .invalidMask(error):
            error.description
        }
    }
}

extension Maze {
    /// Generates a perfect maze.
    ///
    /// The same algorithm, size, mask and seed always give the same maze, on every platform
    /// and Swift release (docs/design.md, "Determinism").
    ///
    /// - Parameters:
    ///   - algorithm: One of the twelve algorithms.
    ///   - width: Columns, 1…`maximumSide`. Ignored in favour of the mask's when a mask is given.
    ///   - height: Rows, likewise.
    ///   - mask: Cells to leave out; must be connected, and the algorithm must support masks.
    ///   - seed: Everything random follows from it.
    ///   - growingTree: The selection rule used by `.growingTree`.
    /// - Throws: `MazeGenerationError` for an invalid size, an unusable mask, or a mask given to
    ///   an algorithm that cannot honour it.
    /// - Complexity: linear or n·log n in the cells (Aldous-Broder: its cover time).
    public static func generate(
        _ algorithm: Algorithm, width: Int, height: Int, mask: Mask? = nil, seed: UInt64,
        growingTree: GrowingTreeSelection = .standard
    ) throws(MazeGenerationError) -> Maze {
        var rng = SeededRandom(seed: seed)
        return try generate(algorithm, width: width, height: height, mask: mask, using: &rng, growingTree: growingTree)
    }

    /// Generates a perfect maze drawing from `rng`.
    ///
    /// The generator is the concrete `SeededRandom` rather than `some RandomNumberGenerator`:
    /// a generic entry point is not specialised across modules and would make every draw an
    /// indirect call, several times slower on the hot paths.
    public static func generate(
        _ algorithm: Algorithm, width: Int, height: Int, mask: Mask? = nil,
        using rng: inout SeededRandom, growingTree: GrowingTreeSelection = .standard
    ) throws(MazeGenerationError) -> Maze {
        var maze = try blank(for: algorithm, width: width, height: height, mask: mask)
        var observer = SilentObserver()
        maze.carve(algorithm, using: &rng, observer: &observer, growingTree: growingTree)
        return maze
    }

    /// A wall-only maze ready for `algorithm`, after checking size and mask.
    static func blank(for algorithm: Algorithm, width: Int, height: Int, mask: Mask?) throws(MazeGenerationError) -> Maze {
        let (w, h) = mask.map { ($0.width, $0.height) } ?? (width, height)
        guard isValidSize(width: w, height: h) else { throw .invalidSize(width: w, height: h) }
        guard let mask, mask.enabled.contains(false) else { return Maze(width: w, height: h) }
        guard algorithm.supportsMasks else { throw .maskNotSupported(algorithm) }
        do { try mask.validateForMaze() } catch { throw .invalidMask(error) }
        return Maze(width: w, height: h, mask: mask)
    }

    /// Runs `algorithm` on this (wall-only) maze, reporting to `observer`.
    mutating func carve<O: GenerationObserver>(
        _ algorithm: Algorithm, using rng: inout SeededRandom, observer: inout O,
        growingTree: GrowingTreeSelection
    ) {
        let (width, height) = (self.width, self.height)
        let enabledFlags = mask?.enabled
        var localObserver = observer
        passages.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            func run<L: CellLayout>(_ enabled: UnsafePointer<Bool>?, _ layout: L.Type) {
                var carver = Carver<O, L>(width: width, height: height, passages: base, enabled: enabled, observer: localObserver)
                switch algorithm {
                case .binaryTree: BinaryTree.carve(&carver, &rng)
                case .sidewinder: Sidewinder.carve(&carver, &rng)
                case .aldousBroder: AldousBroder.carve(&carver, &rng)
                case .wilson: Wilson.carve(&carver, &rng)
                case .huntAndKill: HuntAndKill.carve(&carver, &rng)
                case .recursiveBacktracker: RecursiveBacktracker.carve(&carver, &rng)
                case .kruskal: Kruskal.carve(&carver, &rng)
                case .simplifiedPrim: SimplifiedPrim.carve(&carver, &rng)
                case .truePrim: TruePrim.carve(&carver, &rng)
                case .growingTree: GrowingTree.carve(&carver, &rng, selection: growingTree)
                case .eller: Eller.carve(&carver, &rng)
                case .recursiveDivision: RecursiveDivision.carve(&carver, &rng)
                }
                localObserver = carver.observer
            }
            if let enabledFlags {
                enabledFlags.withUnsafeBufferPointer { run($0.baseAddress, MaskedGrid.self) }
            } else {
                run(nil, FullGrid.self)
            }
        }
        observer = localObserver
    }
}
