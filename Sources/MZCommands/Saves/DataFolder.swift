import Foundation

/// Where mz keeps saves and replays (SPEC §8): `$MZ_HOME`, else `$XDG_DATA_HOME/mz`, else
/// `~/.local/share/mz`.
enum DataFolder {
    static func path(_ environment: [String: String]) throws(CommandError) -> String {
        if let home = environment["MZ_HOME"], !home.isEmpty { return home }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/mz" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/mz" }
        throw CommandError(.noInput, "no data folder: set MZ_HOME (or HOME or XDG_DATA_HOME), or pass --save FILE")
    }

    /// Creates `path` and its parents if needed.
    static func ensure(_ path: String) throws(CommandError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandError(.ioError, "cannot create the data folder '\(path)': \(error.localizedDescription)")
        }
    }
}
