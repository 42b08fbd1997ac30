import GameEngine
import Synchronization
import TerminalBackend

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// The process's standard output and standard error as `mz` writes them: the one place every
/// write to them is made and checked (docs/formats.md, "Limits": a stream that cannot be
/// written ends `mz` with exit 74).
///
/// A failed write is remembered (its `errno`, the first one per stream) and later writes to
/// that stream are dropped, so a full disk costs one failed write, not one per line; `MZ.run`
/// reads `failures` once the command is done. The only class of the command line: it owns the
/// two descriptors for the life of the process.
public final class StandardStreams: Sendable {
    /// The first `errno` of a failed write to standard output, or 0.
    private let outputFailure = Atomic<Int32>(0)
    /// The first `errno` of a failed write to standard error, or 0.
    private let errorFailure = Atomic<Int32>(0)
    /// Whether text to standard output is written as ASCII (`String.escapingNonASCII`): when it
    /// is a terminal outside a UTF-8 locale, whose 8-bit reading of UTF-8 would find C1
    /// controls in it. A file or pipe gets the text as it is.
    public let escapesOutput: Bool
    /// The same for standard error, escaped outside a UTF-8 locale wherever it goes: its
    /// messages are read on a terminal sooner or later.
    public let escapesError: Bool

    /// Takes over the process's standard streams. A standard descriptor that is closed
    /// (`mz >&-`) is filled with `/dev/null` opened read-only: a file mz opens later can never
    /// get its number and receive text meant for the stream, and writes to it still fail
    /// (`EBADF`), as they should.
    public init() {
        let eightBit = LocaleEncoding.current != .utf8
        escapesOutput = eightBit && isatty(STDOUT_FILENO) == 1
        escapesError = eightBit
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDONLY)
            if null >= 0, null != fd {
                _ = dup2(null, fd)
                _ = close(null)
            }
        }
    }

    /// Writes `text` to standard output, unless a write to it already failed.
    public func writeOutput(_ text: String) { write(escapesOutput ? text.escapingNonASCII() : text, to: STDOUT_FILENO) }

    /// Writes `text` to standard error, unless a write to it already failed.
    public func writeError(_ text: String) { write(escapesError ? text.escapingNonASCII() : text, to: STDERR_FILENO) }

    /// The writes that failed so far.
    public var failures: WriteFailures {
        let output = outputFailure.load(ordering: .relaxed), error = errorFailure.load(ordering: .relaxed)
        return WriteFailures(output: output == 0 ? nil : output, error: error == 0 ? nil : error)
    }

    /// Writes all of `text` to `fd`, through short writes and interruptions; on failure
    /// remembers why and gives up.
    private func write(_ text: String, to fd: Int32) {
        guard !hasFailed(fd) else { return }
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && errno == EAGAIN {
                    // A descriptor left non-blocking by another program: wait until it drains.
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return written == 0 ? EIO : errno
                }
            }
            return nil
        }
        guard let failure else { return }
        if fd == STDOUT_FILENO {
            outputFailure.store(failure, ordering: .relaxed)
        } else {
            errorFailure.store(failure, ordering: .relaxed)
        }
    }

    private func hasFailed(_ fd: Int32) -> Bool {
        fd == STDOUT_FILENO ? failures.output != nil : failures.error != nil
    }
}
