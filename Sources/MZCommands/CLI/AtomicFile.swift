import Foundation

/// Writes files so that a crash or a full disk never leaves half a file: write a temporary file
/// beside the target, flush it to disk, then rename it over the target (SPEC §8).
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(CommandError) {
        let url = URL(fileURLWithPath: path)
        removeStaleTemporaries(of: url)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        let data = Data(text.utf8)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            throw CommandError(.ioError, "cannot write next to '\(path)': \(String(cString: strerror(errno)))")
        }
        var ok = true
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { ok = false; break }
                offset += written
            }
        }
        let reason = String(cString: strerror(errno))
        if ok && fsync(fd) != 0 { ok = false }
        close(fd)
        guard ok, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CommandError(.ioError, "could not write '\(path)': \(reason); the old file is unchanged")
        }
    }

    /// Deletes temporary files left by writers that were killed mid-write (their process is
    /// gone), so they do not pile up beside the file.
    static func removeStaleTemporaries(of url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }
}
