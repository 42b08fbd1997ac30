import GameEngine
import TerminalUI

// Writing the session's save, and saying on the way out when that failed.
extension GameLoop {
    /// Writes the app's progress into the save, unless it is unchanged since the last write.
    mutating func save(_ app: inout App) {
        guard keepsProgress, app.progress != document.progress(in: campaign) || saveFailure != nil else { return }
        if let unsavedReason {
            saveFailure = unsavedReason
            app.notice = "Progress is not saved: \(unsavedReason)."
            return
        }
        var next = document
        next.store(app.progress, in: campaign)
        guard next.campaigns.count <= SaveDocument.maximumCampaigns else {
            saveFailure =
                "the save already holds the progress of \(SaveDocument.maximumCampaigns) other campaigns, the most it keeps; play this one with another --save file"
            app.notice = "Could not save: \(saveFailure ?? "")"
            return
        }
        do {
            try store.save(next)
            document = next
            saveFailure = nil
            writes += 1
        } catch {
            saveFailure = error.message
            app.notice = "Could not save: \(error.message)"
        }
    }

    /// The exit status once the terminal is restored: the loop's, or 74 with the reason as the
    /// last line on stderr when the progress could not be saved (or a daily was not started
    /// for that reason).
    func finish(_ status: Int32, console: Console) -> Int32 {
        if let dailyNotStarted {
            console.err("mz: error: \(dailyNotStarted.escapingControlCharacters(limit: MZ.maximumMessageLength))\n")
            return CommandError.Code.ioError.rawValue
        }
        guard let saveFailure else { return status }
        let reason = saveFailure.escapingControlCharacters(limit: MZ.maximumMessageLength)
        console.err("mz: error: your progress could not be saved: \(reason)\n")
        return CommandError.Code.ioError.rawValue
    }
}
