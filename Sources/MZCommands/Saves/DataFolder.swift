#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Where mz keeps saves and replays (docs/mz.6, FILES): `$MZ_HOME`, else `$XDG_DATA_HOME/mz`, else
/// `~/.local/share/mz`.
enum DataFolder {
    static func path(_ environment: [String: String]) throws(CommandError) -> String {
        if let home = environment["MZ_HOME"], !home.isEmpty { return home }
        // The XDG Base Directory spec: a relative path in XDG_DATA_HOME is invalid and ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/mz" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/mz" }
        throw CommandError(.noInput, "no data folder: set MZ_HOME (or HOME or XDG_DATA_HOME), or pass --save FILE")
    }

    /// Creates `path` and its parents if needed.
    static func ensure(_ path: String) throws(CommandError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw CommandError(.ioError, "the data folder '\(path)' is \(FileAccess.kind(of: status.st_mode)), not a folder")
            }
            return
        }
        // mkdir(2) one folder at a time (as `mkdir -p`), so a failure is said in the system's
        // words; Foundation's were "The operation could not be completed. (… error 512.)".
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw CommandError(.ioError, "cannot create the data folder '\(path)': \(FileAccess.reason(errno))")
            }
        }
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw CommandError(.ioError, "cannot create the data folder '\(path)': \(FileAccess.reason(ENOTDIR))")
        }
    }

    /// `20261129-193000`, the time in UTC as it appears in the names of files mz keeps: replays,
    /// and damaged saves moved aside.
    static func stamp(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&t, &parts)
        // Zero-padded by hand: String(format:) would link ICU into the release binary.
        func digits(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return digits(parts.tm_year + 1900, 4) + digits(parts.tm_mon + 1, 2) + digits(parts.tm_mday, 2) + "-"
            + digits(parts.tm_hour, 2) + digits(parts.tm_min, 2) + digits(parts.tm_sec, 2)
    }
}
