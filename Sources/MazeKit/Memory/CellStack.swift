#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stack of cell indices with a capacity fixed up front (the cell count bounds every stack
/// and list the generators keep). Noncopyable: its buffer is freed with it.
struct CellStack: ~Copyable {
    private let storage: Scratch<Int32>
    private(set) var count = 0

    init(capacity: Int) { storage = Scratch(repeating: 0, count: capacity) }

    @inline(__always) var isEmpty: Bool { count == 0 }
    @inline(__always) var last: Int { Int(storage[count &- 1]) }
    @inline(__always) subscript(i: Int) -> Int {
        get { Int(storage[i]) }
        nonmutating set { storage[i] = Int32(truncatingIfNeeded: newValue) }
    }
    @inline(__always) mutating func push(_ cell: Int) {
        storage[count] = Int32(truncatingIfNeeded: cell)
        count &+= 1
    }
    @inline(__always) mutating func pop() -> Int {
        count &-= 1
        return Int(storage[count])
    }
}
