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
/// Source: *Mazes for Programmers*, chapter 11 ("Growing Tree"). "Newest" and "oldest" keep
/// their exact meaning under any mix of rules (see `ActiveCells`); the book's `Array#delete`
/// does the same at O(n) per removal, which is quadratic.
/// - Complexity: O(cells); 16 bytes per cell.
enum GrowingTree {
    /// Set in a cell's passage byte once it leaves the active list; cleared at the end.
    static let retired: UInt8 = 0x80

    static func carve<O: GenerationObserver, L: CellLayout>(
        _ c: inout Carver<O, L>, _ rng: inout SeededRandom, selection: GrowingTreeSelection
    ) {
        let start = c.randomEnabledCell(&rng)
        c.plant(start)
        defer { c.unplant(start) }
        var active = ActiveCells(cellCount: c.cellCount, width: c.width, passages: c.passages)
        defer { active.release() }
        var bits = RandomBits()
        active.insert(c.packed(start))
        c.observer.evaluating(start)
        c.observer.endStep()
        let newestShare: Double
        switch selection {
        case .newest: newestShare = 1
        case .random: newestShare = 0
        case .oldest: newestShare = -1
        case let .mixed(share): newestShare = share
        }
        let p = c.passages
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
            let entry = active.packed(at: slot)
            let (cell, x, y) = c.unpack(entry)
            c.observer.focused(cell)
            let unvisited = c.neighbourMask(cell, x: x, y: y) { p[$0] == 0 }
            if unvisited == 0 {
                active.remove(at: slot, cell: cell)
                c.observer.settled(cell)
            } else {
                let direction = bits.pick(unvisited, &rng)
                c.link(cell, direction)
                active.insert(c.packedStep(entry, direction))
                c.observer.evaluating(cell &+ c.offset(direction))
            }
            c.observer.endStep()
        }
        for i in 0..<c.cellCount { p[i] &= 0x0F }
    }
}

/// The active cells of the growing tree, with O(1) newest, oldest, uniform pick and removal
/// of any member, keeping insertion order exact.
///
/// Two views of one set: `order`, every cell ever inserted, in insertion order (an entry's
/// index is its insertion number), and `members`, the live cells unordered, each as
/// `insertion number << 32 | packed coordinates`, so a uniform pick is one draw and a removal
/// moves the last member into the gap. `slotOf[insertion number]` is a member's place in
/// `members`. A removed cell is marked `GrowingTree.retired` in its passage byte (already in
/// cache, having just been examined), and `order` skips retired cells lazily at both ends.
/// Everything a step touches, but the one random pick, is recent and cached.
struct ActiveCells {
    private var order: CellStack
    private var head = 0
    private let members: Scratch<UInt64>
    private var memberCount = 0
    private let slotOf: Scratch<Int32>
    private let width: Int
    private let passages: UnsafeMutablePointer<UInt8>

    init(cellCount: Int, width: Int, passages: UnsafeMutablePointer<UInt8>) {
        order = CellStack(capacity: cellCount)
        members = Scratch(repeating: 0, count: cellCount)
        slotOf = Scratch(repeating: 0, count: cellCount)
        self.width = width
        self.passages = passages
    }

    func release() {
        order.release()
        members.release()
        slotOf.release()
    }

    @inline(__always) var isEmpty: Bool { memberCount == 0 }

    @inline(__always) func packed(at slot: Int) -> Int { Int(truncatingIfNeeded: members[slot] & 0xFFFF_FFFF) }

    @inline(__always) private func isRetired(_ packed: Int) -> Bool {
        passages[(packed >> 14) &* width &+ (packed & 0x3FFF)] & GrowingTree.retired != 0
    }

    @inline(__always) mutating func insert(_ packed: Int) {
        let number = order.count
        order.push(packed)
        members[memberCount] = UInt64(number) << 32 | UInt64(packed)
        slotOf[number] = Int32(truncatingIfNeeded: memberCount)
        memberCount &+= 1
    }

    /// The slot of the most recently inserted live cell. - Precondition: not empty.
    @inline(__always) var newestSlot: Int {
        mutating get {
            while isRetired(order.last) { _ = order.pop() }
            return Int(slotOf[order.count &- 1])
        }
    }

    /// The slot of the earliest inserted live cell. - Precondition: not empty.
    @inline(__always) var oldestSlot: Int {
        mutating get {
            while isRetired(order[head]) { head &+= 1 }
            return Int(slotOf[head])
        }
    }

    /// A uniformly chosen slot. - Precondition: not empty.
    @inline(__always) func randomSlot(_ rng: inout SeededRandom) -> Int {
        memberCount == 1 ? 0 : rng.below(memberCount)
    }

    /// Removes the member at `slot`, which is `cell`.
    @inline(__always) mutating func remove(at slot: Int, cell: Int) {
        passages[cell] |= GrowingTree.retired
        memberCount &-= 1
        if slot != memberCount {
            let moved = members[memberCount]
            members[slot] = moved
            slotOf[Int(truncatingIfNeeded: moved >> 32)] = Int32(truncatingIfNeeded: slot)
        }
    }
}
