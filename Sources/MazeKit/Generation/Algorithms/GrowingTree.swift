/// How the growing-tree algorithm picks the active cell to grow from.
public enum GrowingTreeSelection: Sendable, Hashable {
    /// Always the newest: a depth-first search, like the recursive backtracker.
    case newest
    /// A random one: like simplified Prim.
    case random
    /// Always the oldest: long straight corridors fanning out from the start.
    case oldest
    /// The newest with probability `newestShare`, else a random one. The book's example is 0.5.
    case mixed(newestShare: Double)

    /// The book's own example: newest or random, half and half.
    public static let standard = GrowingTreeSelection.mixed(newestShare: 0.5)
}

/// Growing tree: keep a list of active cells, grow from one picked by a selection rule, drop it
/// when it has no unvisited neighbour.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Growing Tree"). The list keeps insertion order,
/// so "newest" and "oldest" mean what they say even after random removals: a removed entry
/// becomes a tombstone, skipped at the ends and compacted once tombstones outnumber live
/// entries (amortised O(1)).
/// - Complexity: O(cells).
enum GrowingTree {
    static func carve<O: GenerationObserver>(
        _ c: inout Carver<O>, _ rng: inout SeededRandom, selection: GrowingTreeSelection
    ) {
        let start = c.randomEnabledCell(&rng)
        var active = ActiveList()
        active.append(start)
        c.observer.evaluating(start)
        c.observer.endStep()
        while active.liveCount > 0 {
            let slot: Int
            switch selection {
            case .newest: slot = active.newestSlot
            case .oldest: slot = active.oldestSlot
            case .random: slot = active.randomSlot(&rng)
            case let .mixed(share):
                slot = rng.chance(share) ? active.newestSlot : active.randomSlot(&rng)
            }
            let cell = active[slot]
            let x = cell % c.width, y = cell / c.width
            c.observer.focused(cell)
            var unvisited = Candidates()
            for direction in Direction.ordered {
                if let n = c.neighbour(cell, x: x, y: y, direction), c.passages[n] == 0, n != start {
                    unvisited.append(n, direction)
                }
            }
            if unvisited.count == 0 {
                active.remove(at: slot)
                c.observer.settled(cell)
            } else {
                let (next, direction) = unvisited.pick(&rng)
                c.link(cell, direction)
                active.append(next)
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}

/// An insertion-ordered list of cells with O(1) amortised removal anywhere (tombstones).
struct ActiveList {
    private var slots: [Int32] = []
    private var head = 0
    private var tombstones = 0

    var liveCount: Int { slots.count - head - tombstones }

    subscript(slot: Int) -> Int { Int(slots[slot]) }

    mutating func append(_ cell: Int) { slots.append(Int32(truncatingIfNeeded: cell)) }

    /// The slot of the newest live cell. - Precondition: `liveCount > 0`.
    var newestSlot: Int { slots.count - 1 }  // the ends never hold tombstones

    /// The slot of the oldest live cell. - Precondition: `liveCount > 0`.
    var oldestSlot: Int { head }

    /// A uniformly chosen live slot, by rejection (at least half the span is live).
    mutating func randomSlot(_ rng: inout SeededRandom) -> Int {
        let span = slots.count - head
        while true {
            let slot = head + (span == 1 ? 0 : rng.below(span))
            if slots[slot] >= 0 { return slot }
        }
    }

    mutating func remove(at slot: Int) {
        if slot == slots.count - 1 {
            slots.removeLast()
        } else if slot == head {
            head += 1
        } else {
            slots[slot] = -1
            tombstones += 1
        }
        // Keep both ends live so newest/oldest are O(1).
        while let last = slots.last, last < 0 { slots.removeLast(); tombstones -= 1 }
        while head < slots.count, slots[head] < 0 { head += 1; tombstones -= 1 }
        if head == slots.count { slots.removeAll(keepingCapacity: true); head = 0 }
        if tombstones > 32 && tombstones * 2 > slots.count - head { compact() }
    }

    private mutating func compact() {
        var write = 0
        for read in head..<slots.count where slots[read] >= 0 {
            slots[write] = slots[read]
            write += 1
        }
        slots.removeLast(slots.count - write)
        head = 0
        tombstones = 0
    }
}
