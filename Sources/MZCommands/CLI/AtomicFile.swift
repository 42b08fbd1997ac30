#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Writes files so that a crash or a full disk never leaves half a file (docs/design.md, "Files"): a new
/// temporary file beside the target (a random name, created exclusively, so no symbolic link
/// or other file planted there is ever followed or truncated), flushed to disk, then renamed
/// over the target, which keeps its permission bits.
enum AtomicFile {
    /// Writes `text` to `path`, which must be absent or a regular file.
    /// - Throws: `CommandError` (74) if anything fails; the old file is then unchanged.
    static func write(_ text: String, to path: String) throws(CommandError) {
        let url = URL(fileURLWithPath: path)
        var existing = stat()
        let mode: mode_t
        if lstat(path, &existing) == 0 {
            guard existing.st_mode & S_IFMT == S_IFREG else {
                throw CommandError(.ioError, "'\(path)' is \(FileAccess.kind(of: existing.st_mode)), not a file; mz will not replace it")
            }
            mode = existing.st_mode & 0o7777
        } else {
            mode = 0o666 & ~currentUmask()
        }
        removeStaleTemporaries(of: url)
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw CommandError(.ioError, "cannot write next to '\(path)': \(FileAccess.reason(errno))")
        }
        // The name mkstemp filled in, up to its terminating NUL.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var failure: String?
        if fchmod(fd, mode) != 0 { failure = FileAccess.reason(errno) }
        var bytes = Array(text.utf8)
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written == 0 {
                failure = "nothing could be written"
            } else if written < 0 {
                failure = FileAccess.reason(errno)
            } else {
                offset += written
            }
        }
        bytes = []
        if failure == nil, fsync(fd) != 0 { failure = FileAccess.reason(errno) }
        if close(fd) != 0, failure == nil { failure = FileAccess.reason(errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = FileAccess.reason(errno) }
        if let failure {
            unlink(temporary)
            throw CommandError(.ioError, "could not write '\(path)': \(failure); the old file is unchanged")
        }
        // The rename itself reaches the disk only when the folder is flushed.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// The process's umask, read without changing it (`umask(2)` can only set it, and setting
    /// it for a moment would race with other threads creating files).
    static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = mode_t(line.dropFirst("Umask:".count).trimmed, radix: 8)
        {
            return mask
        }
        return 0o022
    }

    /// Deletes temporary files left by writers that were killed mid-write (their process is
    /// gone), so they do not pile up beside the file. Names are `.NAME.tmp-PID-XXXXXX` (older
    /// builds wrote `.NAME.tmp-PID`).
    static func removeStaleTemporaries(of url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pid = Int32(rest.prefix { $0 != "-" }), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            var status = stat()
            guard lstat(folder + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(folder + "/" + name)
        }
    }
}

/// write(2), under a name that `AtomicFile.write` does not hide.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
