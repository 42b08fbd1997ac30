import Testing

@testable import MazeKit

/// The one bucket queue of every search: priorities in order, each order within a priority,
/// and a ring that widens without changing what comes out.
@Suite struct BucketQueueTests {
    /// Everything `queue` holds, in the order it gives it back.
    static func drain<Order: BucketOrder>(_ queue: inout BucketQueue<Order>) -> [(element: Int, priority: Int)] {
        var out: [(element: Int, priority: Int)] = []
        while let next = queue.pop() { out.append(next) }
        return out
    }

    /// Pushes of (element, priority), lowest priority first, in `order` within each.
    static func expected(_ pushes: [(Int, Int)], fifo: Bool) -> [Int] {
        let priorities = pushes.map(\.1)
        var result: [Int] = []
        for p in (priorities.min() ?? 0)...(priorities.max() ?? 0) {
            let same = pushes.filter { $0.1 == p }.map(\.0)
            result += fifo ? same : same.reversed()
        }
        return result
    }

    static let pushes = [(10, 2), (11, 0), (12, 2), (13, 1), (14, 0), (15, 2), (16, 7)]

    @Test func firstInFirstOutGivesEachPriorityInPushOrder() {
        var queue = BucketQueue<FirstInFirstOut>(span: 8, bucketCapacity: 1)
        for (element, priority) in Self.pushes { queue.push(element, at: priority) }
        let out = Self.drain(&queue)
        #expect(out.map(\.element) == Self.expected(Self.pushes, fifo: true))
        #expect(out.map(\.priority) == [0, 0, 1, 2, 2, 2, 7])
        #expect(queue.isEmpty && queue.pop() == nil)
    }

    @Test func lastInFirstOutGivesEachPriorityNewestFirst() {
        var queue = BucketQueue<LastInFirstOut>(span: 8, bucketCapacity: 1)
        for (element, priority) in Self.pushes { queue.push(element, at: priority) }
        #expect(Self.drain(&queue).map(\.element) == Self.expected(Self.pushes, fifo: false))
    }

    /// A ring of 2 holding priorities 0…300: it widens, and the order is what a ring wide
    /// enough from the start gives.
    @Test(arguments: [false, true])
    func aPushBeyondTheRingWidensItWithoutReordering(fifo: Bool) {
        var pushes: [(Int, Int)] = []
        for i in 0..<200 { pushes.append((i, (i * 37) % 301)) }
        func run<Order: BucketOrder>(_ order: Order.Type, span: Int) -> [Int] {
            var queue = BucketQueue<Order>(span: span, bucketCapacity: 1)
            for (element, priority) in pushes { queue.push(element, at: priority) }
            return Self.drain(&queue).map(\.element)
        }
        let narrow = fifo ? run(FirstInFirstOut.self, span: 2) : run(LastInFirstOut.self, span: 2)
        let wide = fifo ? run(FirstInFirstOut.self, span: 512) : run(LastInFirstOut.self, span: 512)
        #expect(narrow == Self.expected(pushes, fifo: fifo))
        #expect(narrow == wide)
    }

    /// Dijkstra's use: pushes interleaved with pops, each at most `span - 1` ahead, the ring
    /// turning many times; then pushes far ahead of a ring that has turned.
    @Test func interleavedPushesKeepPriorityOrderAsTheRingTurns() {
        var queue = BucketQueue<FirstInFirstOut>(span: 4, bucketCapacity: 2)
        var random = SeededRandom(seed: 9)
        queue.push(0, at: 0)
        var last = 0, popped = 0, next = 1
        while let (element, priority) = queue.pop() {
            #expect(priority >= last, "popped \(element) at \(priority) after \(last)")
            last = priority
            popped += 1
            if next < 5_000 {
                for _ in 0..<2 {
                    // Mostly 1–3 ahead; now and then far ahead (the ring widens mid-search).
                    let step = random.below(50) == 0 ? 100 + random.below(1_000) : 1 + random.below(3)
                    queue.push(next, at: priority + step)
                    next += 1
                }
            }
        }
        #expect(popped == next)
    }

    /// Dijkstra's relaxation: a push a step above the priority just popped.
    @Test func aPushAfterAStepLandsThatFarAboveThePriorityPopped() {
        var queue = BucketQueue<FirstInFirstOut>(span: 3)
        queue.push(1, after: 0)
        #expect(queue.pop()! == (1, 0))
        queue.push(2, after: 2)
        queue.push(3, after: 1)
        #expect(queue.pop()! == (3, 1))
        queue.push(4, after: 1)  // at 2, behind 2
        queue.push(5, after: 2)  // at 3: the ring of four turns
        #expect(Self.drain(&queue).map { [$0.element, $0.priority] } == [[2, 2], [4, 2], [5, 3]])
    }

    @Test func resetEmptiesTheQueueAndStartsFromZero() {
        var queue = BucketQueue<FirstInFirstOut>(span: 4)
        queue.push(1, at: 0)
        queue.push(2, at: 3)
        _ = queue.pop()
        queue.reset()
        #expect(queue.isEmpty && queue.pop() == nil)
        queue.push(5, at: 1)
        queue.push(4, at: 0)
        #expect(Self.drain(&queue).map(\.element) == [4, 5])
    }
}
