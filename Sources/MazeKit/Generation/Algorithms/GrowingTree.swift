/// Growing tree: keep a list of active cells, grow from one picked by a selection rule, drop it
/// when it has no unvisited neighbour.
///
/// Source: *Mazes for Programmers*, chapter 11 ("Growing Tree"). "Newest" and "oldest" keep
/// their exact meaning under any mix of rules (see `ActiveCells`); the book's `Array#delete`
/// does the same at O(n) per removal, which is quadratic. Each cell's unvisited sides are kept
/// ready in its passage byte (`openSides`), so a step reads one byte, not four neighbours.
/// - Complexity: O(cells); 4 bytes per cell plus 8 per cell active at once.
enum GrowingTree {
    static func carve<O: GenerationObserver, L: CellLayout>(
        _ c: inout Carver<O, L>, _ rng: inout SeededRandom, selection: GrowingTreeSelection
    ) {
        c.openAllSides()
        let start = c.randomEnabledCell(&rng)
        c.visit(start)
        var active = ActiveCells(cellCount: c.cellCount)
        var bits = RandomBits()
        active.insert(start)
        c.observer.evaluating(start)
        c.observer.endStep()
        let newestShare: Double
        switch selection {
        case .newest: newestShare = 1
        case .random: newestShare = 0
        case .oldest: newestShare = -1
        case let .mixed(share): newestShare = share
        }
        while !active.isEmpty {
            let slot: Int
            if newestShare == 0.5 {
                slot = bits.coin(&rng) ? active.newestSlot : active.randomSlot(&rng)
            } else if newestShare >= 1 {
                slot = active.newestSlot
            } else if newestShare < 0 {
                slot = active.oldestSlot
            } else if newestShare == 0 {
                slot = active.randomSlot(&rng)
            } else {
                slot = rng.chance(newestShare) ? active.newestSlot : active.randomSlot(&rng)
            }
            let cell = active.cell(at: slot)
            c.observer.focused(cell)
            let open = c.openSides(cell)
            if open == 0 {
                active.remove(at: slot)
                c.observer.settled(cell)
            } else {
                let direction = bits.pick(open, &rng, branchFree: true)
                let next = cell &+ c.offset(direction)
                c.link(cell, direction)
                c.visit(next)
                active.insert(next)
                c.observer.evaluating(next)
            }
            c.observer.endStep()
        }
    }
}

/// The active cells of the growing tree, with O(1) newest, oldest, uniform pick and removal
/// of any member, keeping insertion order exact.
///
/// Two views of one set. `members` holds the live cells unordered, each as
/// `place << 32 | cell`, so a uniform pick is one draw and a removal moves the
/// last member into the gap. `order` lists every cell inserted and not yet discarded, in
/// insertion order; its entry at a member's `place` is the member's slot in `members` (stale
/// once the member is removed). Removed entries are discarded lazily from both ends, so the
/// newest and oldest live cells are found in amortised O(1), and a new cell takes the place
/// just past the newest entry kept.
///
/// `members` starts small and doubles when full: the live set of a 50/50 mix peaks near 5% of
/// the cells, so most of its pages are never touched.
struct ActiveCells: ~Copyable {
    private let order: Scratch<Int32>
    private var top = 0
    private var head = 0
    private var members: Scratch<UInt64>
    private var memberCount = 0

    init(cellCount: Int) {
        order = Scratch(uninitializedCount: cellCount)
        members = Scratch(uninitializedCount: Swift.min(cellCount, 4096))
    }

    @inline(__always) var isEmpty: Bool { memberCount == 0 }

    @inline(__always) func cell(at slot: Int) -> Int { Int(truncatingIfNeeded: members[slot] & 0xFFFF_FFFF) }

    @inline(__always) mutating func insert(_ cell: Int) {
        if memberCount == members.capacity { members.grow(to: members.capacity &* 2) }
        order[top] = Int32(truncatingIfNeeded: memberCount)
        members[memberCount] = UInt64(truncatingIfNeeded: top) << 32 | UInt64(truncatingIfNeeded: cell)
        top &+= 1
        memberCount &+= 1
    }

    /// Whether the cell inserted at `place` is still a member: its slot must hold it.
    @inline(__always) private func isLive(_ place: Int) -> Bool {
        let slot = Int(order[place])
        return slot < memberCount && Int(truncatingIfNeeded: members[slot] &>> 32) == place
    }

    /// The slot of the most recently inserted live cell. - Precondition: not empty.
    @inline(__always) var newestSlot: Int {
        mutating get {
            while !isLive(top &- 1) { top &-= 1 }
            return Int(order[top &- 1])
        }
    }

    /// The slot of the earliest inserted live cell. - Precondition: not empty.
    @inline(__always) var oldestSlot: Int {
        mutating get {
            while !isLive(head) { head &+= 1 }
            return Int(order[head])
        }
    }

    /// A uniformly chosen slot. - Precondition: not empty.
    @inline(__always) func randomSlot(_ rng: inout SeededRandom) -> Int {
        memberCount == 1 ? 0 : rng.below(memberCount)
    }

    /// Removes the member at `slot`. Its `order` entry is left stale, not marked: `isLive`
    /// sees that the slot no longer holds it, and a random removal saves a write to a random
    /// place of `order`.
    @inline(__always) mutating func remove(at slot: Int) {
        memberCount &-= 1
        if slot != memberCount {
            let moved = members[memberCount]
            members[slot] = moved
            order[Int(truncatingIfNeeded: moved &>> 32)] = Int32(truncatingIfNeeded: slot)
        }
    }
}
