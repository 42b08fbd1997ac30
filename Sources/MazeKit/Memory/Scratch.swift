#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed-capacity buffer for an algorithm's working memory: no bounds checks or
/// copy-on-write checks in the hot loop.
///
/// It owns its memory, as swift-collections' `RigidDeque` does: noncopyable, so it cannot be
/// shared by accident or freed twice, and freed by its `deinit` when its owner's scope ends (an
/// early return included). Pass it `borrowing`; `base` may be used only while it is alive.
/// It never deinitializes its elements: they are trivial values (integers, `Direction`), or
/// noncopyable ones that their owner deinitializes in its own `deinit` (`CostBuckets`' queues).
///
/// Buffers of 2 MiB and more are asked to live on huge pages (Linux `MADV_HUGEPAGE`): a
/// generator touches its working memory once, so the cost that remains is the kernel faulting
/// pages in, and on a virtual machine a 4 KiB fault costs microseconds. A 1000×1000 maze's
/// 8 MB of scratch is 2,048 small faults (about 6 ms, as long as the generation itself) or
/// 4 huge ones. Where huge pages are off, this changes nothing.
struct Scratch<Element: ~Copyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    /// Room for `count` elements, none written yet: pages the algorithm never reaches are never
    /// touched (for a million cells that is megabytes the kernel need not zero). Each element
    /// must be written (or, if noncopyable, initialized through `base`) before it is read.
    init(uninitializedCount count: Int) {
        capacity = Swift.max(count, 1)
        base = Self.allocate(capacity)
    }

    deinit { free(base) }

    /// Moves the elements to a buffer of `newCapacity`, keeping the first `capacity`.
    // Out of line: growing is rare, and inlined into growing tree's loop it cost registers
    // there once `Scratch` was noncopyable (+3.1% instructions; out of line +0.2%).
    @inline(never) mutating func grow(to newCapacity: Int) {
        let bigger = Self.allocate(newCapacity)
        bigger.moveInitialize(from: base, count: capacity)
        free(base)
        base = bigger
        capacity = newCapacity
    }

    private static var hugePage: Int { 2 << 20 }

    private static func allocate(_ count: Int) -> UnsafeMutablePointer<Element> {
        let bytes = count &* MemoryLayout<Element>.stride
        var raw: UnsafeMutableRawPointer?
        if bytes >= hugePage {
            let rounded = (bytes &+ hugePage &- 1) & ~(hugePage &- 1)
            if posix_memalign(&raw, hugePage, rounded) == 0, let raw {
                #if os(Linux)
                    _ = madvise(raw, rounded, MADV_HUGEPAGE)
                #endif
                return raw.bindMemory(to: Element.self, capacity: count)
            }
        }
        guard let memory = malloc(Swift.max(bytes, 1)) else {
            fatalError("Scratch: out of memory for \(bytes) bytes")
        }
        return memory.bindMemory(to: Element.self, capacity: count)
    }
}

extension Scratch where Element: Copyable {
    /// Room for `count` elements, each `value`.
    init(repeating value: Element, count: Int) {
        self.init(uninitializedCount: count)
        base.initialize(repeating: value, count: capacity)
    }

    // A plain get/set for the hot loops (addressors, which noncopyable elements would need,
    // cost Kruskal 1.3% more instructions); noncopyable elements are reached through `base`.
    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }
}
