#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameEngine

/// Where a command writes and what it knows of its surroundings: the only link between the
/// commands and the process, so tests can run every command in memory.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// The environment variables.
    public var environment: [String: String]
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// Whether standard error is a terminal (progress bars go there).
    public var errorIsTerminal: Bool
    /// Nanoseconds from some fixed point, used only to pick a seed when none is given.
    public var clock: @Sendable () -> UInt64
    /// Seconds since 1970-01-01T00:00:00Z: today's date for the daily challenge (tests fix it).
    public var now: @Sendable () -> Double

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        environment: [String: String] = [:], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
        clock: @escaping @Sendable () -> UInt64 = { 0 },
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.out = out
        self.err = err
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.clock = clock
        self.now = now
    }

    /// Today's UTC date.
    public var today: DailyDate { DailyDate(secondsSince1970: now()) }
}
