import TerminalBackend
import TerminalUI

// The one place the game meets the real terminal; everything else runs on `some Terminal`.
extension GameLoop {
    /// Runs on the ncurses terminal until the player quits or a signal arrives; returns the
    /// exit status: 74 when the progress could not be saved (also said on stderr once the
    /// terminal is restored).
    /// - Throws: `CommandError.usage` (exit 64) when the terminal cannot be opened (`TERM`
    ///   unset, unknown, or without cursor addressing); the terminal is then left as it was.
    mutating func run(_ app: inout App, console: Console) throws(CommandError) -> Int32 {
        let terminal: NcursesTerminal
        do { terminal = try NcursesTerminal(colour: app.context.colour) } catch { throw .usage(error.description) }
        SignalMonitor.install()
        let status = run(&app, on: terminal, signal: SignalMonitor.take)
        terminal.close()  // before `finish`, whose message must land on a restored terminal
        if let dailyCard { console.out(dailyCard) }  // on the restored terminal, to be copied
        return finish(status, console: console)
    }
}
