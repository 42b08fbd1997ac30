import Testing

@testable import MazeKit

/// The generators' working memory on the paths small mazes never take: buffers of 2 MiB and
/// more (huge pages), growing buffers, true Prim's queues and growing tree's active list past
/// their first capacity. (Every algorithm's 1000×1000 mazes are checked perfect in release by
/// `mz-bench`; these keep the debug suite small.)
@Suite struct WorkingMemoryTests {
    @Test func aBufferOfTwoMebibytesAndMoreKeepsWhatIsWrittenAndGrows() {
        let count = 1 << 18  // 2 MiB of UInt64: the huge-page path
        var scratch = Scratch<UInt64>(uninitializedCount: count)
        for i in 0..<count { scratch[i] = UInt64(i) &* 0x9E37_79B9_7F4A_7C15 }
        scratch.grow(to: 3 * count)
        #expect(scratch.capacity == 3 * count)
        #expect((0..<count).allSatisfy { scratch[$0] == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
        let filled = Scratch<Int32>(repeating: -7, count: 5 * count)
        #expect((0..<filled.capacity).allSatisfy { filled[$0] == -7 })
    }

    @Test func cellStacksPushAndPopInOrder() {
        var stack = CellStack(capacity: 1_000)
        for cell in 0..<1_000 { stack.push(cell * 3) }
        stack[0] = 42
        #expect(stack.count == 1_000 && stack.last == 2_997)
        #expect((0..<999).map { _ in stack.pop() } == (1..<1_000).reversed().map { $0 * 3 })
        #expect(stack.pop() == 42 && stack.isEmpty)
    }

    /// Cheapest cost first, oldest first within a cost, across queues that fill, slide their
    /// live entries to the front and double many times over.
    @Test func costBucketsGiveTheOldestOfTheCheapestAcrossGrowth() {
        var queue = CostBuckets()
        var expected: [[Int]] = Array(repeating: [], count: 100)
        var rng = SeededRandom(seed: 5)
        var taken: [Int] = []
        var reference: [Int] = []
        for cell in 0..<20_000 {
            let cost = rng.below(4) == 0 ? rng.below(100) : 99  // one queue grows long
            queue.push(cell, cost: cost)
            expected[cost].append(cell)
            if rng.below(3) == 0, let first = queue.first {
                taken.append(first)
                queue.removeFirst()
                let cheapest = expected.firstIndex { !$0.isEmpty } ?? 0
                reference.append(expected[cheapest].removeFirst())
            }
        }
        while let first = queue.first {
            taken.append(first)
            queue.removeFirst()
            let cheapest = expected.firstIndex { !$0.isEmpty } ?? 0
            reference.append(expected[cheapest].removeFirst())
        }
        #expect(taken.count == 20_000 && taken == reference)
    }

    @Test func activeCellsKeepNewestAndOldestPastTheirFirstCapacity() {
        var active = ActiveCells(cellCount: 10_000)
        for cell in 0..<10_000 { active.insert(cell) }  // members start with room for 4,096
        #expect(active.cell(at: active.newestSlot) == 9_999 && active.cell(at: active.oldestSlot) == 0)
        active.remove(at: active.newestSlot)
        active.remove(at: active.oldestSlot)
        #expect(active.cell(at: active.newestSlot) == 9_998 && active.cell(at: active.oldestSlot) == 1)
        var rng = SeededRandom(seed: 9)
        for _ in 0..<9_997 { active.remove(at: active.randomSlot(&rng)) }
        #expect(!active.isEmpty && active.cell(at: active.newestSlot) == active.cell(at: active.oldestSlot))
    }
}
