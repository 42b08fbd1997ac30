#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The order in which a `BucketQueue` gives back the entries of one priority.
package protocol BucketOrder {
    /// Whether entries of one priority come out in the order they went in (first in, first
    /// out) rather than the last pushed first.
    static var isFirstInFirstOut: Bool { get }
}

/// Entries of one priority come out in the order they were pushed: a search whose ties
/// decide a result (a route, a via link) settles them in the order it found them.
package enum FirstInFirstOut: BucketOrder {
    @inlinable package static var isFirstInFirstOut: Bool { true }
}

/// Entries of one priority come out last pushed first: for a search where the order within a
/// priority changes no answer (distances only), a stack saves the head index of each bucket.
package enum LastInFirstOut: BucketOrder {
    @inlinable package static var isFirstInFirstOut: Bool { false }
}
