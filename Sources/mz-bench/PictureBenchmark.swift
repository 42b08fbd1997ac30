import Foundation
import MazeKit

/// How fast a 1000×1000 maze is drawn as an SVG picture (`mz generate --format svg --solve`)
/// against its box-drawing text, in this process: the renderers only, into a sink that counts
/// bytes (the whole command, with the output written, is timed by hand; docs/performance.md).
struct PictureResult: Codable {
    /// Milliseconds to draw the SVG picture of a 1000×1000 Kruskal maze with its solution, median.
    var svgMilliseconds1000: Double
    /// Milliseconds to draw the same maze and path as box-drawing text, median.
    var textMilliseconds1000: Double
    /// The picture's size in bytes.
    var svgBytes1000: Int
    /// The text's size in bytes.
    var textBytes1000: Int

    /// A tenth of the 2.4 s razimantv/mazegenerator (C++, -O3) takes for a 1000×1000 Kruskal
    /// SVG on this machine, writing included; the aim is at least ten times faster.
    static let svgTarget = 240.0

    var meetsTargets: Bool { svgMilliseconds1000 <= Self.svgTarget }
}

enum PictureBenchmark {
    static func measure(quick: Bool) -> PictureResult? {
        guard let maze = try? Maze.generate(.kruskal, width: 1000, height: 1000, seed: 1),
            let path = maze.markedPath(from: 0, to: maze.cellCount - 1)
        else { return nil }
        var svgBytes = 0, textBytes = 0
        let runs = quick ? 3 : 9
        let svg = GameBenchmark.medianMilliseconds(runs: runs) {
            svgBytes = 0
            SVGRenderer(fitting: maze).render(maze, path: path, title: "bench") { svgBytes += $0.utf8.count }
        }
        let text = GameBenchmark.medianMilliseconds(runs: runs) {
            textBytes = 0
            TextRenderer().render(maze, marking: path.contains) { textBytes += $0.utf8.count }
        }
        return PictureResult(svgMilliseconds1000: svg, textMilliseconds1000: text, svgBytes1000: svgBytes, textBytes1000: textBytes)
    }
}
