#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// An advisory lock held on a save for a whole session (SPEC §8: one save, one process), so two
/// `mz` on one save cannot silently overwrite each other's progress. It is `flock` on
/// `NAME.lock` beside the save (the save itself is replaced on every write, so a lock on it
/// would not last), which also holds the holder's pid for the message the second `mz` gives.
/// The kernel drops the lock when the process ends, however it ends.
final class SaveLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// What trying to lock gave.
    enum Outcome {
        /// Locked for as long as the value lives.
        case locked(SaveLock)
        /// No lock could be taken (a read-only or missing folder): saving will fail too, and
        /// `reason` says why.
        case unavailable(reason: String)
    }

    /// Locks the save at `file` (the store's target).
    /// - Throws: `CommandError` (75) when another process holds the lock, naming its pid.
    static func acquire(file: String, shownAs path: String) throws(CommandError) -> Outcome {
        let folder = FileAccess.folder(of: file)
        if !folder.isEmpty {
            do { try DataFolder.ensure(folder) } catch { return .unavailable(reason: error.message) }
        }
        let lockPath = file + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard fd >= 0 else {
            return .unavailable(reason: "cannot create '\(lockPath)': \(FileAccess.reason(errno))")
        }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .unavailable(reason: "'\(lockPath)' is not a file")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = code == EWOULDBLOCK ? Self.holder(fd) : nil
            close(fd)
            guard code == EWOULDBLOCK else { return .unavailable(reason: "cannot lock '\(lockPath)': \(FileAccess.reason(code))") }
            throw CommandError(.tempFail, "the save '\(path)' is in use by another mz (\(holder.map { "pid \($0)" } ?? "its pid unknown")); quit that one first, or pass --save with another file")
        }
        // Write our pid only over an empty lock file or an older pid: never over anything else.
        if status.st_size == 0 || Self.holder(fd) != nil {
            let line = Array("\(getpid())\n".utf8)
            if ftruncate(fd, 0) == 0 { _ = line.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) } }
        }
        return .locked(SaveLock(descriptor: fd))
    }

    /// The pid written in the lock file, if it holds one.
    private static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return nil }
        let text = String(decoding: bytes[0..<n], as: UTF8.self).trimmed
        return Int32(text)
    }
}
