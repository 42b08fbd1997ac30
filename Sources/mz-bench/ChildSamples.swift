import CYardstick
import Foundation
import MazeKit

/// What one child process measured: every run's ns/cell and its own peak memory.
struct ChildSamples: Codable {
    var algorithm: String
    var nsPerCell100: [Double]
    var nsPerCell1000: [Double]
    /// The C yardstick's runs at 1000×1000 (none if it has no C version).
    var yardstick1000: [Double]
    var peakMemoryMB: Double

    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}
