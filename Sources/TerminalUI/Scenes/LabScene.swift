import GameEngine
import MazeKit

/// The lab: watch any algorithm build a maze step by step, then the distance flood from a
/// corner and the solution, with live statistics.
public struct LabScene: Sendable {
    enum Phase: Sendable { case generating, flooding, solved }

    var algorithm: Algorithm
    var width: Int
    var height: Int
    var seed: UInt64
    var stepper: MazeStepper
    var phase = Phase.generating
    var paused = false
    /// Steps per second.
    var speed = 60.0
    var elapsed = 0.0
    var distances: Distances?
    var floodRadius = 0
    var solution: [Int] = []

    /// The lab showing `algorithm` build a `width × height` maze from `seed` (the caller keeps the size within `maximumSize`).
    public init(algorithm: Algorithm, width: Int, height: Int, seed: UInt64) {
        self.algorithm = algorithm
        self.width = width
        self.height = height
        self.seed = seed
        do {
            stepper = try MazeStepper(algorithm, width: width, height: height, seed: seed)
        } catch {
            // Every algorithm accepts an unmasked rectangle; callers check the size.
            preconditionFailure("the lab's \(width)x\(height) maze could not be made: \(error)")
        }
        // About ten seconds to watch, whatever the algorithm's step count.
        speed = max(30, Double(stepper.stepCount) / 10)
    }

    mutating func restart(
        _ algorithm: Algorithm? = nil, seed newSeed: UInt64? = nil, width newWidth: Int? = nil, height newHeight: Int? = nil
    ) {
        self = LabScene(
            algorithm: algorithm ?? self.algorithm, width: newWidth ?? width, height: newHeight ?? height, seed: newSeed ?? seed)
    }

    /// The lab's size limits (it must fit a terminal).
    public static let maximumSize = (width: 60, height: 30)

    mutating func advance(_ steps: Int) {
        switch phase {
        case .generating:
            stepper.advance(by: steps)
            if stepper.isFinished {
                phase = .flooding
                distances = stepper.maze.distances(from: 0)
            }
        case .flooding:
            floodRadius += max(1, steps / 4)
            if floodRadius >= (distances?.farthest.distance ?? 0) {
                phase = .solved
                solution = stepper.maze.path(from: 0, to: stepper.maze.cellCount - 1) ?? []
            }
        case .solved:
            break
        }
    }
}

extension LabScene {
    /// The lab as the title's Lab opens it: a recursive backtracker as big as the window
    /// allows up to 20×10, on a seed that changes with every attempt played.
    init(in world: World) {
        let fit = Self.largestSize(fitting: world.windowSize)
        self.init(
            algorithm: .recursiveBacktracker, width: min(20, fit.width), height: min(10, fit.height),
            seed: UInt64(world.progress.ledger.count + 1))
    }

    /// The biggest maze the lab can show in a window of `size` (4 columns and 2 rows per cell,
    /// below two lines of text and above the key bar), within `maximumSize`.
    static func largestSize(fitting size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        (min(maximumSize.width, max(2, (size.width - 1) / 4)), min(maximumSize.height, max(2, (size.height - 4) / 2)))
    }
}

extension LabScene: SceneModel {
    var keyContext: KeyContext { .lab }

    func keyBar(in world: World) -> [String] {
        [
            hint(arrows: [.west, .east], does: "algorithm"), hint(.shrink, .grow, does: "size"), hint(.playPause, does: "pause"),
            hint(.faster, .slower, does: "speed"), hint(.toEnd, does: "finish"), hint(.newSeed, does: "new seed"),
            hint(.quit, does: "quit"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        let all = Algorithm.allCases
        let index = all.firstIndex(of: algorithm) ?? 0
        switch command {
        case .direction(.east): restart(all[(index + 1) % all.count])
        case .direction(.west): restart(all[(index + all.count - 1) % all.count])
        case .playPause: paused.toggle()
        case .faster: speed = min(20_000, speed * 2)
        case .slower: speed = max(1, speed / 2)
        case .newSeed: restart(seed: seed &+ 1)
        case .grow:
            // Never past what the window shows: the maze must stay whole on screen.
            let fit = Self.largestSize(fitting: world.windowSize)
            let grown = (width: min(fit.width, width + 4), height: min(fit.height, height + 2))
            guard grown != (width, height) else {
                world.notice = "The lab is as big as this window allows."
                return nil
            }
            restart(width: grown.width, height: grown.height)
        case .shrink:
            let shrunk = (width: max(2, width - 4), height: max(2, height - 2))
            guard shrunk != (width, height) else {
                world.notice = "The lab is at its smallest."
                return nil
            }
            restart(width: shrunk.width, height: shrunk.height)
        case .toEnd:
            advance(Int.max / 4)
            advance(Int.max / 4)
            advance(1)
        case .help: return .help
        case .quit: return .open(.title)
        default: break
        }
        return nil
    }

    mutating func tick(seconds: Double, in world: World) -> Bool {
        guard !paused, phase != .solved else { return false }
        elapsed += seconds
        let steps = Int(elapsed * speed)
        guard steps > 0 else { return false }
        elapsed -= Double(steps) / speed
        advance(steps)
        return true
    }

    func isAnimating(in world: World) -> Bool { !paused && phase != .solved }

    func render(into screen: inout Screen, area: Area, world: World) {
        let context = world.context
        let maze = stepper.maze
        let stats = maze.statistics
        let phaseText =
            switch phase {
            case .generating: "generating, step \(stepper.stepsTaken)/\(stepper.stepCount)"
            case .flooding: "distance flood from the top left, \(floodRadius)"
            case .solved: "solved: \(max(0, solution.count - 1).counted("step"))"
            }
        let state = paused ? "  (paused)" : ""
        screen.text(
            area.x, area.y, "Lab: \(algorithm.name) \(width)x\(height) seed \(seed)  \(phaseText)\(state)  \(speed.formatted) steps/s",
            Style(bold: true))
        screen.text(
            area.x, area.y + 1,
            "dead ends \(stats.deadEnds)  junctions \(stats.junctions)  corridors \(stats.straightCorridors + stats.turns)  longest path \(stats.longestPath)",
            Style(dim: true))
        // What the algorithm does, below the maze when there is room (it never fits beside the figures).
        let summaryRow = area.y + 2 + 2 * height + 1
        if summaryRow <= area.bottom {
            for (i, line) in algorithm.summary.wrapped(toWidth: area.width).enumerated() where summaryRow + i <= area.bottom {
                screen.text(area.x, summaryRow + i, line, Style(dim: true))
            }
        }
        var onPath = [Bool](repeating: false, count: maze.cellCount)
        for cell in solution { onPath[cell] = true }
        let renderer = TextRenderer(style: context.glyphs.ascii ? .ascii : .unicode)
        let lines = renderer.lines(maze) { cell in
            if onPath[cell] { return context.glyphs.ascii ? " * " : " • " }
            if stepper.current == cell { return " @ " }
            if let d = distances?[cell], d <= floodRadius, phase != .generating { return " \(d % 10) " }
            return stepper.isEvaluating[cell] ? (context.glyphs.ascii ? "###" : "░░░") : nil
        }
        let left = area.x + max(0, (area.width - (4 * maze.width + 1)) / 2)
        for (i, line) in lines.enumerated() where area.y + 2 + i <= area.bottom {
            var x = left
            for scalar in line.unicodeScalars {
                let style: Style =
                    switch scalar {
                    case "░", "#": context.tint(.magenta)
                    case "@": context.tint(.yellow, bold: true)
                    case "•", "*": context.tint(.green, bold: true)
                    case "0"..."9": context.tint(.cyan)
                    default: .plain
                    }
                screen.put(x, area.y + 2 + i, scalar, style)
                x += 1
            }
        }
    }
}
