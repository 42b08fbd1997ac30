#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// A failure the command line reports as one sentence on stderr and an exit code (docs/design.md, "Command line").
public struct CommandError: Error, Equatable, CustomStringConvertible {
    /// The sysexits-style code the process ends with.
    public enum Code: Int32, Sendable {
        /// Validation failed or a replay diverged.
        case failed = 1
        /// The command line was wrong.
        case usage = 64
        /// A data file was malformed.
        case dataError = 65
        /// A file was missing or unreadable.
        case noInput = 66
        /// Reading or writing failed.
        case ioError = 74
        /// Try again later: the save is in use by another mz.
        case tempFail = 75
    }

    /// The exit code.
    public var code: Code
    /// One sentence saying what is wrong and where.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A usage error (exit 64).
    public static func usage(_ message: String) -> CommandError { CommandError(.usage, message) }

    /// Standard output could not be written (exit 74), for `errno` `code`.
    static func unwritableOutput(_ code: Int32) -> CommandError {
        CommandError(.ioError, "cannot write to standard output: \(code == EBADF ? "it is closed" : FileAccess.reason(code))")
    }

    public var description: String { message }
}
