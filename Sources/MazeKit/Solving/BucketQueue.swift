#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A monotone priority queue of small non-negative integers (cells, search states) for
/// Dijkstra's algorithm over small integer costs: Dial's bucket queue (R. B. Dial, "Algorithm
/// 360: shortest-path forest with topological ordering", CACM 12(11), 1969).
///
/// Entries come out in order of priority, and within one priority in `Order`'s order. Every
/// search of MazeKit and GameEngine uses this one queue: `weightedDistances` (costs 1…255,
/// distances only: `LastInFirstOut`), the par solver and the design searches (ties decide
/// routes and via links: `FirstInFirstOut`).
///
/// Invariants: no priority below the last one popped is ever pushed (the queue is monotone);
/// every pending priority lies in `current ..< current + span`, held in a ring of `span`
/// buckets (a power of two), bucket `priority & (span - 1)`. A push further ahead widens the
/// ring, so a search with large or sparse priorities (a multi-source search starting at many
/// distances) needs no bound up front; one whose costs are bounded sizes the ring once and
/// never widens it. Each bucket is a growable buffer that keeps its capacity for the next
/// priority it holds. Noncopyable: its buffers are freed with it.
///
/// Before the ring, `weightedDistances` kept one array per distance (2.8 times the C
/// yardstick's instructions) and the par and design searches had two copies of their own
/// (docs/performance.md, "Solvers").
package struct BucketQueue<Order: BucketOrder>: ~Copyable {
    /// One priority's entries: `base[head ..< count]` are pending.
    @usableFromInline struct Bucket {
        @usableFromInline var base: UnsafeMutablePointer<Int32>
        @usableFromInline var capacity: Int
        @usableFromInline var head: Int
        @usableFromInline var count: Int

        @inlinable init(capacity: Int) {
            self.capacity = capacity
            base = BucketQueue.allocate(capacity)
            head = 0
            count = 0
        }
    }

    @usableFromInline var buckets: UnsafeMutablePointer<Bucket>
    /// `span - 1`: the ring's index mask.
    @usableFromInline var mask: Int
    /// The priority being taken: no entry below it is pending.
    @usableFromInline var current = 0
    /// Entries pushed and not yet popped.
    @usableFromInline var pending = 0
    /// The first capacity of a bucket made when the ring widens.
    @usableFromInline let bucketCapacity: Int

    /// An empty queue.
    /// - Parameters:
    ///   - span: The ring's first width: the largest step of a push above the priority being
    ///     taken, plus one (256 for costs up to 255), rounded up to a power of two. A push
    ///     further ahead with `push(_:at:)` widens the ring.
    ///   - bucketCapacity: Each bucket's first capacity, in entries.
    @inlinable @inline(__always)
    package init(span: Int, bucketCapacity: Int = 64) {
        // The power of two at or above `span`, in closed form so that a constant `span`
        // folds to a constant mask (and `push(_:after:)`'s check away, for byte costs).
        let width = span <= 1 ? 1 : 1 &<< (Int.bitWidth &- (span &- 1).leadingZeroBitCount)
        mask = width &- 1
        self.bucketCapacity = Swift.max(bucketCapacity, 1)
        buckets = UnsafeMutablePointer<Bucket>.allocate(capacity: width)
        for b in 0..<width { (buckets + b).initialize(to: Bucket(capacity: self.bucketCapacity)) }
    }

    deinit {
        for b in 0...mask { free(buckets[b].base) }
        buckets.deallocate()
    }

    /// Whether no entry is pending.
    @inlinable package var isEmpty: Bool { pending == 0 }

    /// Adds `element` at `priority`.
    /// - Precondition: `priority` is at least the priority of the last entry popped (after a
    ///   `reset`, at least 0), and `element` fits in 32 bits.
    @inlinable @inline(__always)
    package mutating func push(_ element: Int, at priority: Int) {
        // One unsigned comparison catches a push beyond the ring and one below `current`.
        if _slowPath(UInt(bitPattern: priority &- current) > UInt(bitPattern: mask)) {
            (buckets, mask) = Self.widened(buckets, mask: mask, current: current, toHold: priority, bucketCapacity: bucketCapacity)
        }
        append(element, at: priority)
    }

    /// Adds `element` at `step` above the priority last popped (0 before the first pop), as
    /// Dijkstra's relaxation does: `step` is the cost of the edge just followed.
    ///
    /// Never widens the ring, so a search whose costs are bounded (`weightedDistances`' costs
    /// are bytes) sizes it once at `init` and pays one comparison a push; a step beyond the
    /// ring is a programmer mistake and traps. (The widening check of `push(_:at:)` and its
    /// call out of line cost `weightedDistances` about 9 instructions a cell of 77,
    /// docs/performance.md, "One bucket queue".)
    /// - Precondition: `0 <= step < span`, and `element` fits in 32 bits.
    @inlinable @inline(__always)
    package mutating func push(_ element: Int, after step: Int) {
        precondition(UInt(bitPattern: step) <= UInt(bitPattern: mask), "BucketQueue.push(after: \(step)): outside the ring of \(mask &+ 1)")
        append(element, at: current &+ step)
    }

    /// Adds `element` to the bucket of `priority`, which the ring holds.
    @inlinable @inline(__always)
    mutating func append(_ element: Int, at priority: Int) {
        let bucket = buckets + (priority & mask)
        let count = bucket.pointee.count
        if _slowPath(count == bucket.pointee.capacity) { Self.grow(bucket) }
        bucket.pointee.base[count] = Int32(truncatingIfNeeded: element)
        bucket.pointee.count = count &+ 1
        pending &+= 1
    }

    /// Takes the next entry: the lowest priority pending, in `Order` within it.
    /// - Returns: the element and its priority, or `nil` when the queue is empty.
    @inlinable @inline(__always)
    package mutating func pop() -> (element: Int, priority: Int)? {
        // `pending` is looked at only when the current bucket is empty: once a priority, not
        // once an entry.
        while true {
            let bucket = buckets + (current & mask)
            if Order.isFirstInFirstOut {
                let head = bucket.pointee.head
                if head < bucket.pointee.count {
                    bucket.pointee.head = head &+ 1
                    pending &-= 1
                    return (Int(bucket.pointee.base[head]), current)
                }
                bucket.pointee.head = 0
                bucket.pointee.count = 0
                if pending == 0 { return nil }
            } else {
                let count = bucket.pointee.count
                if count > 0 {
                    bucket.pointee.count = count &- 1
                    pending &-= 1
                    return (Int(bucket.pointee.base[count &- 1]), current)
                }
                if pending == 0 { return nil }
            }
            current &+= 1
        }
    }

    /// Empties the queue and starts again from priority 0, keeping every buffer.
    @inlinable package mutating func reset() {
        for b in 0...mask {
            buckets[b].head = 0
            buckets[b].count = 0
        }
        current = 0
        pending = 0
    }

    // MARK: - Growing (out of line: rare, and kept out of the searches' loops)

    /// The ring `buckets` (of `mask + 1` buckets, taking `current`) widened until `priority`
    /// fits beside every pending entry, and its mask. Static, so that the queue's own fields
    /// can stay in registers in the searches' loops (a mutating call out of line keeps the
    /// whole queue in memory).
    @usableFromInline @inline(never)
    static func widened(
        _ buckets: UnsafeMutablePointer<Bucket>, mask: Int, current: Int, toHold priority: Int, bucketCapacity: Int
    ) -> (UnsafeMutablePointer<Bucket>, Int) {
        precondition(priority >= current, "BucketQueue.push at \(priority), below the priority being taken (\(current))")
        let oldWidth = mask &+ 1
        var width = oldWidth
        while width <= priority &- current { width &<<= 1 }
        let wider = UnsafeMutablePointer<Bucket>.allocate(capacity: width)
        var taken = [Bool](repeating: false, count: width)
        // Old bucket `b` holds the one priority of the window congruent to `b`.
        for b in 0..<oldWidth {
            let held = current &+ ((b &- current) & mask)
            let index = held & (width &- 1)
            (wider + index).initialize(to: buckets[b])
            taken[index] = true
        }
        for b in 0..<width where !taken[b] { (wider + b).initialize(to: Bucket(capacity: bucketCapacity)) }
        buckets.deallocate()
        return (wider, width &- 1)
    }

    /// Doubles a full bucket's buffer.
    @usableFromInline @inline(never)
    static func grow(_ bucket: UnsafeMutablePointer<Bucket>) {
        let capacity = bucket.pointee.capacity &* 2
        guard let moved = realloc(bucket.pointee.base, capacity &* MemoryLayout<Int32>.stride) else {
            fatalError("BucketQueue: out of memory for \(capacity) entries")
        }
        bucket.pointee.base = moved.assumingMemoryBound(to: Int32.self)
        bucket.pointee.capacity = capacity
    }

    @usableFromInline
    static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Int32> {
        guard let memory = malloc(capacity &* MemoryLayout<Int32>.stride) else {
            fatalError("BucketQueue: out of memory for \(capacity) entries")
        }
        return memory.assumingMemoryBound(to: Int32.self)
    }
}
