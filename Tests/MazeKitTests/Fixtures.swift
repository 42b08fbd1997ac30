import Foundation

@testable import MazeKit

/// Sizes swept by the property tests: degenerate strips and squares up to 60×40.
let sweepSizes: [(Int, Int)] = [
    (1, 1), (1, 2), (2, 1), (1, 9), (9, 1), (2, 2), (3, 3), (2, 5), (5, 2), (4, 7),
    (8, 8), (13, 6), (6, 13), (16, 10), (21, 17), (32, 20), (60, 40),
]

/// A connected random blob mask: a seeded walk enables cells until `share` of the grid is on.
func randomBlobMask(width: Int, height: Int, share: Double, seed: UInt64) -> Mask {
    var rng = SeededRandom(seed: seed)
    var enabled = [Bool](repeating: false, count: width * height)
    var x = rng.below(width), y = rng.below(height)
    var count = 0
    let target = max(1, Int(Double(width * height) * share))
    while count < target {
        if !enabled[y * width + x] {
            enabled[y * width + x] = true
            count += 1
        }
        let d = Direction.at(rng.below(4))
        let nx = x + d.dx, ny = y + d.dy
        if nx >= 0, ny >= 0, nx < width, ny < height {
            x = nx
            y = ny
        }
    }
    return Mask(width: width, height: height, enabled: enabled)
}

/// The shipped masks, read from the repository's Resources/masks.
func shippedMasks() -> [(String, Mask)] {
    let directory = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    return ["heart", "ring", "diamond", "cross", "mz"].compactMap { name in
        guard let text = try? String(contentsOfFile: "/\(directory)/Resources/masks/\(name).txt", encoding: .utf8),
            let mask = try? Mask(parsing: text)
        else { return nil }
        return (name, mask)
    }
}

/// Whether every passage of `maze` stays inside enabled cells (checked independently of
/// `hasConsistentPassages`, cell by cell and side by side).
func passagesStayInside(_ maze: Maze) -> Bool {
    for y in 0..<maze.height {
        for x in 0..<maze.width {
            let cell = y * maze.width + x
            let bits = maze.passages[cell]
            if !maze.isEnabled(cell) { if bits != 0 { return false } else { continue } }
            if bits & 1 != 0 && (y == 0 || !maze.isEnabled(cell - maze.width) || maze.passages[cell - maze.width] & 4 == 0) { return false }
            if bits & 4 != 0 && (y == maze.height - 1 || !maze.isEnabled(cell + maze.width) || maze.passages[cell + maze.width] & 1 == 0) {
                return false
            }
            if bits & 2 != 0 && (x == maze.width - 1 || !maze.isEnabled(cell + 1) || maze.passages[cell + 1] & 8 == 0) { return false }
            if bits & 8 != 0 && (x == 0 || !maze.isEnabled(cell - 1) || maze.passages[cell - 1] & 2 == 0) { return false }
            if bits & 0xF0 != 0 { return false }
        }
    }
    return true
}

/// Whether the enabled cells form one tree, by union-find over the links (independent of BFS).
func isSpanningTree(_ maze: Maze) -> Bool {
    var parent = Array(0..<maze.cellCount)
    func find(_ a: Int) -> Int {
        var a = a
        while parent[a] != a {
            parent[a] = parent[parent[a]]
            a = parent[a]
        }
        return a
    }
    var links = 0
    for cell in 0..<maze.cellCount {
        for (bit, other) in [(2, cell + 1), (4, cell + maze.width)] where Int(maze.passages[cell]) & bit != 0 {
            let a = find(cell), b = find(other)
            if a == b { return false }  // a cycle
            parent[a] = b
            links += 1
        }
    }
    let enabled = (0..<maze.cellCount).filter { maze.isEnabled($0) }
    guard let first = enabled.first else { return false }
    let root = find(first)
    return links == enabled.count - 1 && enabled.allSatisfy { find($0) == root }
}
