import GameEngine
import TerminalUI

// The daily result's proof and card: written and kept when the session reports the result.
extension GameLoop {
    /// Writes the replay that proves the daily result of `date` and keeps its card to print
    /// on leaving. The proof is written even when the save failed: it checks on its own.
    mutating func recordDailyProof(_ replay: Replay, date: DailyDate, app: inout App) {
        guard var lines = app.progress.daily.card(on: date, code: LevelCode.code(for: replay.level), glyphs: app.context.glyphs) else {
            return
        }
        do {
            if let path = try replays?.recordDailyProof(replay, date: date) {
                lines.append("proof: mz replay --headless \(path.shellQuoted)")
            }
        } catch {
            app.notice = "Could not write the proof of today's result: \(error.message)"
        }
        dailyCard = lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string as one shell word: bare when it is safe, else in single quotes.
    var shellQuoted: String {
        if !isEmpty, allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+:@%,=".contains($0)) }) { return self }
        return "'" + replacing("'", with: "'\\''") + "'"
    }
}
