// The mz executable: wires the process (arguments, streams, environment, clock) to MZCommands.
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import Dispatch
import MZCommands

/// Writes all of `text` to `fd` with write(2) (Foundation's FileHandle would link ICU into the
/// release binary, docs/formats.md "Limits").
@Sendable func writeAll(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(fd, base + offset, bytes.count - offset)
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }
}

let console = Console(
    out: { text in writeAll(text, to: STDOUT_FILENO) },
    err: { text in writeAll(text, to: STDERR_FILENO) },
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    errorIsTerminal: isatty(STDERR_FILENO) == 1,
    clock: { DispatchTime.now().uptimeNanoseconds ^ UInt64(UInt(bitPattern: time(nil))) << 20 }
)
exit(MZ.run(Array(CommandLine.arguments.dropFirst()), console: console))
