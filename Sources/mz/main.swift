import Dispatch
import MZCommands

// The mz executable: wires the process (arguments, streams, environment, clock) to MZCommands.
#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

// Every write to stdout and stderr goes through `streams`, which checks it (MZ.run then exits 74).
let streams = StandardStreams()
let console = Console(
    out: streams.writeOutput,
    err: streams.writeError,
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    errorIsTerminal: isatty(STDERR_FILENO) == 1,
    needsASCII: streams.escapesOutput,
    clock: { DispatchTime.now().uptimeNanoseconds ^ UInt64(UInt(bitPattern: time(nil))) << 20 },
    writeFailures: { streams.failures }
)
exit(MZ.run(Array(CommandLine.arguments.dropFirst()), console: console))
