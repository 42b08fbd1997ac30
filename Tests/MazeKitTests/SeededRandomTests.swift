import Testing

@testable import MazeKit

@Suite struct SeededRandomTests {
    /// Golden values, checked against an independent Python implementation of xoshiro256**.
    /// If these change, every maze and level in the project changes with them.
    @Test func firstOutputsArePinned() {
        var zero = SeededRandom(seed: 0)
        #expect((0..<3).map { _ in zero.next() } == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0])
        var answer = SeededRandom(seed: 42)
        #expect((0..<3).map { _ in answer.next() } == [0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1])
        var split = SplitMix64(seed: 0)
        #expect(split.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func sameSeedSameStreamDifferentStreamsDiffer() {
        var a = SeededRandom(seed: 7), b = SeededRandom(seed: 7)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
        var c = SeededRandom(seed: 7, stream: 1), d = SeededRandom(seed: 7, stream: 2)
        #expect(c.next() != d.next())
    }

    @Test(arguments: [1, 2, 3, 5, 7, 100, 1 << 20, Int.max])
    func belowStaysInRange(bound: Int) {
        var rng = SeededRandom(seed: UInt64(bound))
        for _ in 0..<2_000 {
            let v = rng.below(bound)
            #expect(v >= 0 && v < bound)
        }
    }

    @Test func belowIsUnbiasedForAnAwkwardBound() {
        // 3 does not divide 2^64: a modulo reduction would favour 0 measurably over many draws.
        var rng = SeededRandom(seed: 99)
        var counts = [0, 0, 0]
        let n = 300_000
        for _ in 0..<n { counts[rng.below(3)] += 1 }
        let expected = Double(n) / 3
        let chiSquare = counts.reduce(0.0) { $0 + pow2(Double($1) - expected) / expected }
        #expect(chiSquare < 13.8)  // p = 0.001 for 2 degrees of freedom
    }

    @Test func shuffleIsAPermutationAndUniformOnThreeElements() {
        var rng = SeededRandom(seed: 5)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<6_000 {
            var a = [0, 1, 2]
            rng.permute(&a)
            counts[a, default: 0] += 1
        }
        #expect(counts.count == 6)
        let chiSquare = counts.values.reduce(0.0) { $0 + pow2(Double($1) - 1000) / 1000 }
        #expect(chiSquare < 20.5)  // p = 0.001 for 5 degrees of freedom
    }

    @Test func choiceOfEmptyIsNil() {
        var rng = SeededRandom(seed: 1)
        #expect(rng.choice([Int]()) == nil)
        #expect(rng.choice([4]) == 4)
    }

    /// The branch-free draw among 1…4 sides must give the `switch`'s values and leave the
    /// generator in the same place, or simplified Prim and growing tree would change their mazes.
    @Test func branchFreeDrawAmongSidesMatchesTheSwitch() {
        var counts = SeededRandom(seed: 17)
        var rngA = SeededRandom(seed: 5), rngB = rngA
        var bitsA = RandomBits(), bitsB = RandomBits()
        var seen = [Int](repeating: 0, count: 20)  // n * 4 + value
        for _ in 0..<100_000 {
            let n = 1 + counts.below(4)
            let a = bitsA.below4(n, &rngA)
            let b = bitsB.below4(n, &rngB, branchFree: true)
            #expect(a == b)
            seen[n * 4 + b] += 1
        }
        #expect(rngA == rngB)
        // Every value below n turns up, and none at or above it.
        for n in 1...4 {
            for v in 0..<4 { #expect((seen[n * 4 + v] > 0) == (v < n), "n \(n) value \(v)") }
        }
    }
}

func pow2(_ x: Double) -> Double { x * x }
