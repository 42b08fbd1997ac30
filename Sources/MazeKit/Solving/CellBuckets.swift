/// A monotone priority queue of cells whose priorities never run more than 255 ahead of the
/// one being taken (Dial's algorithm: entry costs are 1…255), as 256 buckets in a circle.
///
/// Bucket `p & 255` holds the cells pushed at priority `p`, as a stack: the order within a
/// priority does not change any distance. Each bucket is a growable array, so pushes and pops
/// stay on a few cache lines. The circle replaces a bucket per distance (an `Array` of arrays
/// as long as the largest distance), which cost Dijkstra 2.8 times the C yardstick's
/// instructions (docs/performance.md, "Solvers"). Noncopyable: the buckets are freed with it.
struct CellBuckets: ~Copyable {
    /// One bucket per priority modulo 256.
    static let bucketCount = 256
    // A Scratch of Scratches, as `CostBuckets` keeps its queues (an `InlineArray` of
    // noncopyable buffers is not reduced to address arithmetic by Swift 6.3).
    private let stacks: Scratch<Scratch<Int32>>
    private let counts: Scratch<Int>

    init() {
        stacks = Scratch(uninitializedCount: Self.bucketCount)
        for b in 0..<Self.bucketCount { (stacks.base + b).initialize(to: Scratch(uninitializedCount: 64)) }
        counts = Scratch(repeating: 0, count: Self.bucketCount)
    }

    /// Frees each bucket; `stacks` then frees its own buffer.
    deinit { stacks.base.deinitialize(count: Self.bucketCount) }

    /// Adds `cell` at `priority`.
    /// - Precondition: `priority` is at most 255 above every priority still to be popped.
    @inline(__always) func push(_ cell: Int, at priority: Int) {
        let b = priority & (Self.bucketCount &- 1), count = counts[b]
        if count == stacks.base[b].capacity { stacks.base[b].grow(to: count &* 2) }
        stacks.base[b][count] = Int32(truncatingIfNeeded: cell)
        counts[b] = count &+ 1
    }

    /// Takes a cell pushed at `priority` (or at a priority 256 apart), `nil` if there is none.
    @inline(__always) func pop(at priority: Int) -> Int? {
        let b = priority & (Self.bucketCount &- 1), count = counts[b]
        guard count > 0 else { return nil }
        counts[b] = count &- 1
        return Int(stacks.base[b][count &- 1])
    }
}
