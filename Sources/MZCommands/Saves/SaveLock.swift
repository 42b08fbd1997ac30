#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// An advisory lock held on a save for a whole session (docs/formats.md, "save.json": one session per save), so two
/// `mz` on one save cannot silently overwrite each other's progress. It is `flock` on
/// `NAME.lock` beside the save (the save itself is replaced on every write, so a lock on it
/// would not last), which also holds the holder's pid for the message the second `mz` gives.
/// The kernel drops the lock when the process ends, however it ends.
///
/// A session that ends (the value is released) removes the lock file it wrote, so a clean exit
/// leaves nothing beside the save. One killed leaves it behind, harmless: the kernel has
/// dropped the lock, and the next `mz` takes the file over. Removing it while others may open
/// it is safe because a lock counts only on the file still at the path: a process that locked
/// a file just removed (it opened it before the removal) finds the path gone or another file
/// there, and tries again on that.
final class SaveLock {
    private let descriptor: Int32
    /// The lock file's path.
    private let path: String
    /// Whether this process wrote its pid into the file: only then is the file removed (a
    /// file at the path that holds anything else is not mz's to delete).
    private let wrotePid: Bool

    private init(descriptor: Int32, path: String, wrotePid: Bool) {
        self.descriptor = descriptor
        self.path = path
        self.wrotePid = wrotePid
    }

    deinit {
        // Removed while still locked, and only if the path still names this file holding this
        // pid: a file put there since is someone else's.
        if wrotePid, Self.isAtPath(descriptor, path), Self.holder(descriptor) == getpid() { unlink(path) }
        close(descriptor)
    }

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
        // A file removed by the session that held it, between our open and our lock, is locked
        // in vain: open the path again. (Each round needs another session to end meanwhile.)
        for _ in 0..<Self.attempts {
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
                let who = holder.map { "pid \($0)" } ?? "its pid unknown"
                throw CommandError(
                    .tempFail, "the save '\(path)' is in use by another mz (\(who)); quit that one first, or pass --save with another file")
            }
            guard Self.isAtPath(fd, lockPath) else {
                close(fd)
                continue
            }
            // Write our pid only over an empty lock file or an older pid: never over anything else.
            var wrote = false
            if status.st_size == 0 || Self.holder(fd) != nil {
                let line = Array("\(getpid())\n".utf8)
                if ftruncate(fd, 0) == 0 { wrote = line.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) } == line.count }
            }
            return .locked(SaveLock(descriptor: fd, path: lockPath, wrotePid: wrote))
        }
        return .unavailable(reason: "'\(lockPath)' kept being replaced while mz tried to lock it")
    }

    /// Rounds of open-and-lock before giving up on a lock file that keeps being replaced.
    static let attempts = 16

    /// Whether `path` names the file open on `fd` (not removed, not replaced by another).
    private static func isAtPath(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
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
