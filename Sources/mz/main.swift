// The mz executable: wires the process (arguments, streams, environment, clock) to MZCommands.
import Foundation
import MZCommands

let console = Console(
    out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    err: { text in FileHandle.standardError.write(Data(text.utf8)) },
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    errorIsTerminal: isatty(STDERR_FILENO) == 1,
    clock: { DispatchTime.now().uptimeNanoseconds ^ UInt64(UInt(bitPattern: time(nil))) << 20 }
)
exit(MZ.run(Array(CommandLine.arguments.dropFirst()), console: console))
