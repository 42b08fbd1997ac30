import GameEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// Whether standard output is a terminal outside a UTF-8 locale, so pictures are drawn in
    /// ASCII (text from files is escaped there too, by `StandardStreams`).
    public var needsASCII: Bool
    /// Nanoseconds from some fixed point, used only to pick a seed when none is given.
    public var clock: @Sendable () -> UInt64
    /// Seconds since 1970-01-01T00:00:00Z: today's date for the daily challenge (tests fix it).
    public var now: @Sendable () -> Double
    /// The writes to `out` and `err` that failed so far (`StandardStreams.failures`); none for
    /// a console in memory.
    public var writeFailures: @Sendable () -> WriteFailures

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        environment: [String: String] = [:], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
        needsASCII: Bool = false,
        clock: @escaping @Sendable () -> UInt64 = { 0 },
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        writeFailures: @escaping @Sendable () -> WriteFailures = { WriteFailures() }
    ) {
        self.out = out
        self.err = err
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.needsASCII = needsASCII
        self.clock = clock
        self.now = now
        self.writeFailures = writeFailures
    }

    /// Stops a command that writes much once standard output has failed: nothing more of it
    /// would be seen.
    /// - Throws: `CommandError.unwritableOutput` (exit 74) when a write to `out` failed.
    func requireWritableOutput() throws(CommandError) {
        if let code = writeFailures().output { throw .unwritableOutput(code) }
    }

    /// Today's UTC date, or why the clock gives no day of the daily challenge.
    public var today: Result<DailyDate, DailyClockError> {
        Result { () throws(DailyClockError) in try DailyDate.today(secondsSince1970: now()) }
    }

    /// Today's UTC date for a command about the daily challenge.
    /// - Throws: `CommandError` (74) with the clock's sentence when it gives no day the daily
    ///   challenge has: the clock is read like a file, and a wrong reading is an I/O error.
    public func dailyToday() throws(CommandError) -> DailyDate {
        switch today {
        case let .success(date): return date
        case let .failure(error): throw CommandError(.ioError, error.description)
        }
    }
}
