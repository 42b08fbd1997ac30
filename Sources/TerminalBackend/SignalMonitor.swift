import CNcursesw
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// The last signal asking the game to stop (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or 0. A handler may only
/// set a flag; the loop reacts (docs/design.md, "The terminal").
private let pendingSignal = Atomic<Int32>(0)

/// Catches the signals that end a game and the ones that crash it.
public enum SignalMonitor {
    /// Installs the handlers: stop signals set a flag; fatal signals restore the terminal with
    /// `endwin` and re-raise, so a crash never leaves the terminal raw.
    public static func install() {
        // SIGQUIT (Ctrl-\) too: left to the runtime, it prints a crash report over the game
        // and waits for a key (docs/rules.md: it saves and leaves like Ctrl-C).
        for stop in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(stop) { number in pendingSignal.store(number, ordering: .relaxed) }
        }
        for fatal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(fatal) { number in
                endwin()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// The pending stop signal, cleared, or `nil`.
    public static func take() -> Int32? {
        let value = pendingSignal.exchange(0, ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
