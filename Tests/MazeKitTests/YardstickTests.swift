import CYardstick
import Testing

@testable import MazeKit

/// The C yardstick mz-bench compares MazeKit with must itself make perfect mazes, or the
/// comparison means nothing.
@Suite struct YardstickTests {
    @Test(arguments: 0..<12)
    func everyCVersionMakesPerfectMazes(algorithm: Int) {
        for (seed, (w, h)) in [(1, 1), (1, 7), (7, 1), (2, 2), (13, 9), (60, 40), (120, 80)].enumerated() {
            var maze = Maze(width: w, height: h)
            let status = maze.passages.withUnsafeMutableBufferPointer {
                mz_yardstick_generate(Int32(algorithm), $0.baseAddress, Int32(w), Int32(h), UInt64(seed))
            }
            #expect(status == 0)
            #expect(passagesStayInside(maze), "C algorithm \(algorithm) \(w)x\(h): one-sided passage")
            #expect(isSpanningTree(maze), "C algorithm \(algorithm) \(w)x\(h): not a spanning tree")
        }
    }
}
