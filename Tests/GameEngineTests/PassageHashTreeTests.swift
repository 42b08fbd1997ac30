import MazeKit
import Testing

@testable import GameEngine

/// The closed form behind format-1 checkpoints, held to plain FNV-1a byte by byte.
@Suite struct PassageHashTreeTests {
    /// FNV-1a 64 continued from `start` over `bytes`, one step at a time.
    static func plainFNV(from start: UInt64, over bytes: [UInt8]) -> UInt64 {
        bytes.reduce(start) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    // Lengths around the leaf size and the power-of-two leaf counts, an empty run, and one as
    // long as a 64x64 maze.
    @Test(arguments: [0, 1, 2, 63, 64, 65, 127, 128, 129, 1_000, 4_096])
    func continuingOverTheTreeEqualsPlainFNV(length: Int) {
        var rng = SeededRandom(seed: UInt64(length), stream: 0x7EE)
        var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var work = ReplayWork()
        var tree = PassageHashTree(passages: bytes, work: &work)
        // Start hashes with every low byte, so each table entry is read (after a change, a
        // different twelve of them each time).
        let starts = [FNV1a64().value, 0, UInt64.max] + (0..<256).map { UInt64($0) | (rng.next() << 8) }
        func check(_ when: String, starts: [UInt64]) {
            for start in starts {
                #expect(tree.hash(continuing: start) == Self.plainFNV(from: start, over: bytes), "\(when), start \(start)")
            }
        }
        check("as built", starts: starts)
        guard length > 0 else { return }
        for change in 0..<20 {
            let index = rng.below(length)
            let byte = UInt8(truncatingIfNeeded: rng.next())
            bytes[index] = byte
            tree.update(cell: index, to: byte, work: &work)
            #expect(tree.bytes == bytes)
            check(
                "after change \(change) (byte \(index) to \(byte))",
                starts: Array(starts[..<3] + starts[(3 + 12 * change)..<(15 + 12 * change)]))
        }
    }

    @Test func aChangedByteCostsOneLeafAndItsAncestors() {
        var work = ReplayWork()
        var tree = PassageHashTree(passages: [UInt8](repeating: 0, count: 64 * 64), work: &work)
        // Building: every byte for every low byte, then one 256-word combine per inner node.
        #expect(work.mazeHashSteps == 256 * 64 * 64 + 256 * 63)
        work = ReplayWork()
        tree.update(cell: 1_000, to: 7, work: &work)
        #expect(work.mazeHashSteps == 256 * PassageHashTree.leafBytes + 256 * 6)  // 64 leaves: 6 levels up
        work = ReplayWork()
        tree.update(cell: 1_000, to: 7, work: &work)
        #expect(work.mazeHashSteps == 0)  // unchanged: nothing to do
    }
}
