import GameEngine
import MazeKit

/// The lab: watch any algorithm build a maze step by step, then the distance flood from a
/// corner and the solution, with live statistics.
public struct LabScene: Sendable {
    public enum Phase: Sendable { case generating, flooding, solved }

    public var algorithm: Algorithm
    public var width: Int
    public var height: Int
    public var seed: UInt64
    public var stepper: MazeStepper
    public var phase = Phase.generating
    public var paused = false
    /// Steps per second.
    public var speed = 60.0
    var elapsed = 0.0
    var distances: Distances?
    var floodRadius = 0
    var solution: [Int] = []

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

    mutating func restart(_ algorithm: Algorithm? = nil, seed newSeed: UInt64? = nil, width newWidth: Int? = nil, height newHeight: Int? = nil) {
        self = LabScene(algorithm: algorithm ?? self.algorithm, width: newWidth ?? width, height: newHeight ?? height, seed: newSeed ?? seed)
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

extension App {
    /// Opens the lab.
    public init(context: AppContext, progress: PlayerProgress, lab: LabScene) {
        self.init(context: context, progress: progress)
        scene = .lab(lab)
    }

    mutating func handleLab(_ lab: LabScene, _ key: Key) -> [Effect] {
        var lab = lab
        let all = Algorithm.allCases
        let index = all.firstIndex(of: lab.algorithm) ?? 0
        switch key {
        case .right, .character("l"): lab.restart(all[(index + 1) % all.count])
        case .left, .character("h"): lab.restart(all[(index + all.count - 1) % all.count])
        case .character(" "): lab.paused.toggle()
        case .character("+"), .character("="), .up: lab.speed = min(20_000, lab.speed * 2)
        case .character("-"), .down: lab.speed = max(1, lab.speed / 2)
        case .character("n"): lab.restart(seed: lab.seed &+ 1)
        case .character("]"):
            lab.restart(width: min(LabScene.maximumSize.width, lab.width + 4), height: min(LabScene.maximumSize.height, lab.height + 2))
        case .character("["):
            lab.restart(width: max(2, lab.width - 4), height: max(2, lab.height - 2))
        case .enter: lab.advance(Int.max / 4); lab.advance(Int.max / 4); lab.advance(1)
        case .character("q"), .escape:
            scene = .title(TitleScene())
            return labIsStandalone ? [.quit] : []
        default: break
        }
        scene = .lab(lab)
        return []
    }

    mutating func tickLab(_ lab: inout LabScene, seconds: Double) -> Bool {
        guard !lab.paused, lab.phase != .solved else { return false }
        lab.elapsed += seconds
        let steps = Int(lab.elapsed * lab.speed)
        guard steps > 0 else { return false }
        lab.elapsed -= Double(steps) / lab.speed
        lab.advance(steps)
        return true
    }

    func renderLab(_ lab: LabScene, into screen: inout Screen) {
        let maze = lab.stepper.maze
        let stats = maze.statistics
        let phase = switch lab.phase {
        case .generating: "generating, step \(lab.stepper.stepsTaken)/\(lab.stepper.stepCount)"
        case .flooding: "distance flood from the top left, \(lab.floodRadius)"
        case .solved: "solved: \(max(0, lab.solution.count - 1)) steps"
        }
        screen.text(0, 0, "Lab: \(lab.algorithm.name) \(lab.width)x\(lab.height) seed \(lab.seed)  \(phase)", Style(bold: true))
        screen.text(0, 1, "dead ends \(stats.deadEnds)  junctions \(stats.junctions)  corridors \(stats.straightCorridors + stats.turns)  longest path \(stats.longestPath)  \(lab.algorithm.summary)", Style(dim: true))
        let onPath = Set(lab.solution)
        let renderer = TextRenderer(style: context.glyphs.ascii ? .ascii : .unicode)
        let lines = renderer.lines(maze) { cell in
            if onPath.contains(cell) { return context.glyphs.ascii ? " * " : " • " }
            if lab.stepper.current == cell { return " @ " }
            if let d = lab.distances?[cell], d <= lab.floodRadius, lab.phase != .generating {
                let digit = String(d % 10)
                return " \(digit) "
            }
            return lab.stepper.isEvaluating[cell] ? (context.glyphs.ascii ? "###" : "░░░") : nil
        }
        let left = max(0, (screen.width - (4 * maze.width + 1)) / 2)
        for (i, line) in lines.enumerated() {
            var x = left
            for scalar in line.unicodeScalars {
                let style: Style
                switch scalar {
                case "░", "#": style = Style(context.colour ? .magenta : .standard)
                case "@": style = Style(context.colour ? .yellow : .standard, bold: true)
                case "•", "*": style = Style(context.colour ? .green : .standard, bold: true)
                case "0"..."9": style = Style(context.colour ? .cyan : .standard)
                default: style = .plain
                }
                screen.put(x, 2 + i, scalar, style)
                x += 1
            }
        }
        screen.text(0, screen.height - 1, "←→ algorithm  [ ] size  space pause  +/- speed  Enter finish  n new seed  q quit", Style(dim: true))
    }

    /// Whether the lab was opened on its own (`mz lab`) rather than from the title.
    var labIsStandalone: Bool { openedStandalone }
}
