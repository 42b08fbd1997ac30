import GameEngine
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Writes to standard output and standard error that failed: the `errno` of the first failed
/// write to each, or `nil` where every write went through.
public struct WriteFailures: Sendable, Equatable {
    /// Why standard output could not be written.
    public var output: Int32?
    /// Why standard error could not be written.
    public var error: Int32?

    /// Creates a record of failures (none by default).
    public init(output: Int32? = nil, error: Int32? = nil) {
        self.output = output
        self.error = error
    }
}
